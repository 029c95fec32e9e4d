// A module resolve hook: package.json "imports" resolve with the `source` condition, so `#common/x`
// is common/x.ts when TypeScript runs directly (SWC compiles it as a module), and dist/common/x.js
// in the compiled server.
export async function resolve(specifier, context, nextResolve) {
  const conditions = context.conditions.includes("source")
    ? context.conditions
    : ["source", ...context.conditions];
  const resolved = await nextResolve(specifier, { ...context, conditions });
  return !resolved.format && /\.tsx?$/.test(resolved.url)
    ? { ...resolved, format: "module" }
    : resolved;
}
