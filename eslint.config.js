import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const KEY_MODULE = "Build query keys in the area's <area>-keys.ts and use them from there.";
const QUERY_KEY_RULES = [
  { selector: "Property[key.name='queryKey'] > ArrayExpression", message: KEY_MODULE },
  { selector: "CallExpression[callee.property.name=/^(get|set|remove|cancel|refetch|invalidate|fetch|prefetch|ensure)Quer(y|ies)(Data|State)?$/] > ArrayExpression", message: KEY_MODULE },
  { selector: "VariableDeclarator[id.name=/[kK]eys$/] > ObjectExpression", message: KEY_MODULE },
];
const NATIVE_SELECT_RULE = { selector: "JSXOpeningElement[name.name='select']", message: "Use NativeSelect from web/components/native-select.tsx." };

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      "dist/**",
      "ios/**",
      "android/**",
      "server/db/migrations/**",
      "test-results/**",
      "playwright-report/**",
      "public/**",
      "data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      // A file holds one concept; past 400 lines of code it holds two (CONTRIBUTING.md, docs/decisions/0291-file-size-kept-by-eslint.md).
      "max-lines": ["error", { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts", "e2e/**/*.ts", "bench/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "no-console": "off" },
  },
  {
    files: ["scripts/**/*.ts", "server/cli/**/*.ts"],
    rules: { "no-console": "off" },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Query keys are built in each area's key module (`<area>-keys.ts`), never inline, so one place says what an
    // area's keys are and which of them a change refreshes (CONTRIBUTING.md, docs/decisions/0279-one-select-one-key-module.md).
    files: ["web/**/*.{ts,tsx}"],
    ignores: ["web/**/*-keys.ts", "web/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...QUERY_KEY_RULES] },
  },
  {
    // A feature's choice list is the house's NativeSelect (web/components/native-select.tsx): one look, 44 px, dark theme
    // and a label, kept in one place (docs/decisions/0279-one-select-one-key-module.md).
    files: ["web/features/**/*.tsx"],
    ignores: ["web/**/*.test.tsx"],
    rules: { "no-restricted-syntax": ["error", ...QUERY_KEY_RULES, NATIVE_SELECT_RULE] },
  },
);
