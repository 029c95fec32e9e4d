// The architecture's figures (issue 21), read from the code with the TypeScript parser over the
// hand-written files: server/src, client/src less the generated client/src/gql, client/vite-plugins and
// common. Tests (`*.test.ts[x]`) are not counted; `*.data.ts` files are data, not code (they join the
// import graph, not the size counts). Prints every offender; exits 1 when a figure is above zero.
// `--report` prints the same and exits 0 (npm run check uses it until every area is at zero).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// ARCH_ROOT: measure another checkout (e.g. `git archive` of an older commit) with this script.
const ROOT = path.resolve(process.env.ARCH_ROOT ?? path.join(import.meta.dirname, ".."));
const SOURCES = ["server/src", "client/src", "client/vite-plugins", "common"];
const GENERATED = ["client/src/gql"];
const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 100;
/** What a `*.service.ts` never imports: the transports. */
const TRANSPORT_PACKAGES = ["graphql", "type-graphql", "express"];
const TRANSPORT_FOLDERS = ["server/src/graphql/", "server/src/http/"];
/** package.json "imports" aliases: `#common/x.js` is common/x.ts. */
const ALIASES: Record<string, string> = { "#common/": "common/" };

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
const isCodeFile = (f: string) => /\.(ts|tsx)$/.test(f) && !/\.d\.ts$/.test(f);
const isTest = (f: string) => /\.test\.(ts|tsx)$/.test(f);
const isData = (f: string) => /\.data\.ts$/.test(f);

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (GENERATED.includes(rel(full))) return [];
    return statSync(full).isDirectory() ? walk(full) : isCodeFile(full) ? [full] : [];
  });
}

interface Import {
  specifier: string;
  /** The hand-written file it names, when it names one. */
  target?: string;
}

interface Parsed {
  file: string;
  source: ts.SourceFile;
  imports: Import[];
}

function resolveSpecifier(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  const alias = Object.keys(ALIASES).find((a) => specifier.startsWith(a));
  if (alias) base = path.join(ROOT, ALIASES[alias], specifier.slice(alias.length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  if (!base) return undefined;
  const stem = base.replace(/\.(js|jsx|ts|tsx|mjs)$/, "");
  for (const candidate of [
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Every module a file names: imports and re-exports (type-only too), `import()` and `import("x").T`. */
function importsOf(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function parse(file: string): Parsed {
  const text = readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const imports = importsOf(source).map((specifier) => ({
    specifier,
    target: resolveSpecifier(file, specifier),
  }));
  return { file, source, imports };
}

/** Strongly connected components of more than one file (or a file importing itself). */
function importCycles(files: Parsed[]): string[][] {
  const edges = new Map(
    files.map((f) => [
      f.file,
      [...new Set(f.imports.map((i) => i.target).filter((t): t is string => !!t))],
    ]),
  );
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v))
        cycles.push(component.map(rel).sort());
    }
  };
  for (const v of edges.keys()) if (!indices.has(v)) connect(v);
  return cycles;
}

const lineOf = (source: ts.SourceFile, pos: number) =>
  source.getLineAndCharacterOfPosition(pos).line + 1;

function functionName(node: ts.Node): string {
  const named = node as { name?: ts.Node };
  if (named.name && (ts.isIdentifier(named.name) || ts.isPrivateIdentifier(named.name)))
    return named.name.text;
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (parent && ts.isPropertyDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  return "(anonymous)";
}

/** Functions, methods, accessors and components (arrow functions too) over the limit. */
function longFunctions(f: Parsed): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isConstructorDeclaration(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node)
    ) {
      const first = lineOf(f.source, node.getStart(f.source));
      const last = lineOf(f.source, node.getEnd());
      const lines = last - first + 1;
      if (lines > MAX_FUNCTION_LINES)
        found.push(`${rel(f.file)}:${first} ${functionName(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(f.source);
  return found;
}

function transportImports(f: Parsed): string[] {
  if (!f.file.endsWith(".service.ts")) return [];
  return f.imports
    .filter(
      (i) =>
        TRANSPORT_PACKAGES.some((p) => i.specifier === p || i.specifier.startsWith(`${p}/`)) ||
        (i.target && TRANSPORT_FOLDERS.some((dir) => rel(i.target!).startsWith(dir))),
    )
    .map((i) => `${rel(f.file)} imports ${i.specifier}`);
}

/** The array under a name, seen through `as const` / `satisfies`. */
function arrayNamed(node: ts.Node, name: string): ts.ArrayLiteralExpression | undefined {
  const named =
    (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) &&
    ts.isIdentifier(node.name) &&
    node.name.text === name;
  let value = named ? node.initializer : undefined;
  while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)))
    value = value.expression;
  return value && ts.isArrayLiteralExpression(value) ? value : undefined;
}

/** `resolvers = [A, B, A]` (or `resolvers: [...]`): a resolver class listed twice. */
function resolversTwice(f: Parsed): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const list = arrayNamed(node, "resolvers");
    if (list) {
      const seen = new Set<string>();
      for (const element of list.elements) {
        const name = element.getText(f.source);
        if (seen.has(name))
          found.push(`${rel(f.file)}:${lineOf(f.source, element.getStart(f.source))} ${name}`);
        seen.add(name);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(f.source);
  return found;
}

const files = SOURCES.flatMap((dir) => walk(path.join(ROOT, dir)))
  .filter((f) => !isTest(f))
  .sort()
  .map(parse);
const code = files.filter((f) => !isData(f.file));

const figures: [string, string[]][] = [
  ["import cycles (type-only imports count)", importCycles(files).map((c) => c.join(" <-> "))],
  [
    `code files over ${MAX_FILE_LINES} lines`,
    code
      .map((f) => [f, f.source.getLineStarts().length] as const)
      .filter(([, lines]) => lines > MAX_FILE_LINES)
      .map(([f, lines]) => `${rel(f.file)} (${lines} lines)`),
  ],
  [
    `functions, methods or components over ${MAX_FUNCTION_LINES} lines`,
    code.flatMap(longFunctions),
  ],
  [
    "*.service.ts files importing graphql, type-graphql, express, graphql/ or http/",
    [...new Set(code.flatMap((f) => (transportImports(f).length ? [rel(f.file)] : [])))].flatMap(
      (file) => transportImports(code.find((f) => rel(f.file) === file)!),
    ),
  ],
  ["resolvers registered twice", code.flatMap(resolversTwice)],
];

const report = process.argv.includes("--report");
let over = 0;
console.log(`architecture figures over ${files.length} hand-written files:`);
for (const [figure, offenders] of figures) {
  // The service figure counts files; an offender line is one import.
  const count = figure.startsWith("*.service.ts")
    ? new Set(offenders.map((o) => o.split(" ")[0])).size
    : offenders.length;
  over += count;
  console.log(`${count === 0 ? "✓" : "✗"} ${figure}: ${count}`);
  for (const offender of offenders) console.log(`    ${offender}`);
}
if (over > 0 && !report) {
  console.error("The architecture's figures must be zero (docs/ARCHITECTURE.md).");
  process.exit(1);
}
