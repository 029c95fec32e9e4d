import js from "@eslint/js";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["dist/**", "data/**", "coverage/**", "node_modules/**", "client/src/gql/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The client: React's own hook rules (including the React Compiler checks) and accessibility.
  {
    files: ["client/**/*.{ts,tsx}", "tests/client/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["client/**/*.{ts,tsx}", "tests/client/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["client/**/*.{ts,tsx}", "tests/client/**/*.{ts,tsx}"],
    rules: { "react-hooks/exhaustive-deps": "error" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
    },
  },
  // The architecture's boundaries (docs/ARCHITECTURE.md; scripts/check-architecture.ts counts the same
  // figures in `npm run check`, type-only imports included). Every rule is an error.
  {
    files: ["server/**/*.ts", "client/**/*.{ts,tsx}", "common/**/*.ts", "scripts/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs"],
          extensionAlias: { ".js": [".ts", ".tsx", ".js"] },
          // `#common/x` (package.json "imports"): the source, as TypeScript reads it.
          conditionNames: ["source", "import", "node", "default"],
        }),
      ],
    },
    // import-x skips type-only imports; scripts/check-architecture.ts counts those too.
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Hand-written code: a file over 400 lines is two files, a function over 100 lines is two
    // functions (physical lines). `*.data.ts` files are data.
    files: [
      "server/src/**/*.ts",
      "client/src/**/*.{ts,tsx}",
      "client/vite-plugins/**/*.ts",
      "common/**/*.ts",
    ],
    ignores: ["**/*.data.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }],
      "max-lines-per-function": [
        "error",
        { max: 100, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    // Modules never reach into http/, except their REST adapters (`*.rest.ts`, `*.routes.ts`).
    files: ["server/src/modules/**/*.ts"],
    ignores: ["**/*.rest.ts", "**/*.routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)http/",
              message: "Modules never import http/: the REST adapters and http/ call the module.",
            },
          ],
        },
      ],
    },
  },
  {
    // Services hold the rules, not the transports (errors come from server/src/errors.ts).
    files: ["server/src/**/*.service.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["graphql", "type-graphql", "express"].map((name) => ({
            name,
            message: "A service knows no transport: GraphQL and HTTP map its results and errors.",
          })),
          patterns: [
            {
              regex: "(^|/)(graphql|type-graphql|express)/|(^|/)(graphql|http)/",
              message: "A service knows no transport (graphql/, http/).",
            },
          ],
        },
      ],
    },
  },
  {
    // common/ is bundled by the client and imported by the server: it imports neither.
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)(server|client)/", message: "common/ imports nothing." }] },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: globals.node },
  },
);
