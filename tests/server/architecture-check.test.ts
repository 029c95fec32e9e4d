import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// scripts/check-architecture.ts (npm run arch) on small checkouts: it must find each kind of
// offender, name it, and fail; `--report` prints the same and passes.

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "istc-arch-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

function arch(root: string, ...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ["--import", "./scripts/swc-register.mjs", "scripts/check-architecture.ts", ...args],
    { env: { ...process.env, ARCH_ROOT: root }, encoding: "utf8" },
  );
  return { status: run.status, out: run.stdout };
}

const lines = (n: number, line = "export const x = 1;") => Array(n).fill(line).join("\n");
const longFunction = `export function Long() {\n${lines(99, "  void 0;")}\n}\n`;

describe("npm run arch", () => {
  const broken = {
    // A cycle through a type-only import still counts.
    "server/src/a.ts": 'import type { B } from "./b.js";\nexport type A = B | 1;\n',
    "server/src/b.ts":
      'import { one } from "./a-value.js";\nimport type { A } from "./a.js";\nexport type B = A | typeof one;\n',
    "server/src/a-value.ts": "export const one = 1;\n",
    "server/src/modules/x/x.service.ts":
      'import { GraphQLError } from "graphql";\nimport { c } from "../../graphql/c.js";\nexport const e = [GraphQLError, c];\n',
    "server/src/graphql/c.ts": "export const c = 1;\n",
    "server/src/graphql/schema.ts":
      "class A {}\nclass B {}\nexport const resolvers = [A, B, A] as const;\n",
    "common/big.ts": lines(401),
    "common/words.data.ts": lines(900),
    "client/src/Long.tsx": longFunction,
    "client/src/gql/graphql.ts": lines(2000),
    "client/src/Big.test.tsx": lines(500),
  };

  it("names every offender and fails", () => {
    const { status, out } = arch(checkout(broken));
    expect(status).toBe(1);
    expect(out).toContain("✗ import cycles (type-only imports count): 1");
    expect(out).toContain("server/src/a.ts <-> server/src/b.ts");
    expect(out).toContain("✗ code files over 400 lines: 1\n    common/big.ts (401 lines)");
    expect(out).toContain(
      "✗ functions, methods or components over 100 lines: 1\n    client/src/Long.tsx:1 Long (101 lines)",
    );
    expect(out).toContain(
      "✗ *.service.ts files importing graphql, type-graphql, express, graphql/ or http/: 1",
    );
    expect(out).toContain("server/src/modules/x/x.service.ts imports graphql");
    expect(out).toContain("server/src/modules/x/x.service.ts imports ../../graphql/c.js");
    expect(out).toContain("✗ resolvers registered twice: 1\n    server/src/graphql/schema.ts:3 A");
  });

  it("--report prints the same figures and passes", () => {
    const { status, out } = arch(checkout(broken), "--report");
    expect(status).toBe(0);
    expect(out).toContain("✗ resolvers registered twice: 1");
  });

  it("passes with every figure at zero (data files, tests and generated code aside)", () => {
    const { status, out } = arch(
      checkout({
        "server/src/a.ts": 'import { b } from "./b.js";\nexport const a = b;\n',
        "server/src/b.ts": 'import { ERROR } from "#common/errors";\nexport const b = ERROR;\n',
        "common/errors.ts": "export const ERROR = 1;\n",
        "common/words.data.ts": lines(900),
        "client/src/gql/graphql.ts": lines(2000),
        "client/src/Big.test.tsx": lines(500),
        "client/src/Short.tsx": `export function Short() {\n${lines(98, "  void 0;")}\n}\n`,
      }),
    );
    expect(out).toContain("✓ import cycles (type-only imports count): 0");
    expect(out).toContain("✓ code files over 400 lines: 0");
    expect(out).toContain("✓ functions, methods or components over 100 lines: 0");
    expect(status).toBe(0);
  });
});
