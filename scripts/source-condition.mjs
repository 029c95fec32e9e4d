// A module resolve hook: `#common/x` (package.json "imports", condition `source`) is common/x.ts when
// TypeScript runs directly (SWC compiles it as a module), and dist/common/x.js in the compiled server.
// It is mapped here rather than through the resolver's conditions: SWC's resolver answers package
// imports itself and would pick the compiled dist/ copy (stale, or missing on a fresh clone).
const COMMON = new URL("../common/", import.meta.url);

export async function resolve(specifier, context, nextResolve) {
  const common = /^#common\/([\w-]+)$/.exec(specifier);
  if (common) {
    return { url: new URL(`${common[1]}.ts`, COMMON).href, format: "module", shortCircuit: true };
  }
  const conditions = context.conditions.includes("source")
    ? context.conditions
    : ["source", ...context.conditions];
  const resolved = await nextResolve(specifier, { ...context, conditions });
  return !resolved.format && /\.tsx?$/.test(resolved.url)
    ? { ...resolved, format: "module" }
    : resolved;
}
