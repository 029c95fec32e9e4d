import js from "@eslint/js";
import globals from "globals";
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
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: globals.node },
  },
);
