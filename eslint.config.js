import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import lingui from "eslint-plugin-lingui";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "build",
      ".cache",
      ".react-router",
      "test-results",
      "playwright-report",
      "docs/api",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...lingui.configs["flat/recommended"],
  },
  {
    // Every user-facing string goes through Lingui (STYLE.md §7).
    files: ["app/components/**/*.tsx", "app/routes/**/*.tsx", "app/guards/**/*.tsx", "app/root.tsx"],
    ignores: ["**/*.test.tsx"],
    rules: {
      "lingui/no-unlocalized-strings": [
        "error",
        {
          // Identifiers in code (kebab-case, camelCase names of endpoints and options, the contract's
          // upper-case codes such as SWEDBANK-PPG), paths, URLs.
          ignore: [
            "^[a-z0-9-]+$",
            "^[A-Z][A-Z0-9_-]+$",
            "^[a-z]+([A-Z][a-z0-9]*)+$",
            "^[#/.]",
            "^(mailto|tel):",
            "^https?://",
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  "^(className|type|href|to|id|rel|role|method|name|htmlFor|target|lang|content|charSet|src|autoComplete|inputMode|key|variant|as|style|data-.*|aria-(controls|live|current|describedby|labelledby|hidden))$",
              },
            },
          ],
          ignoreFunctions: [
            "console.*",
            "Error",
            "redirect",
            "useRouteLoaderData",
            "document.querySelector",
            "document.addEventListener",
            "document.removeEventListener",
            "new URL",
            "URL",
          ],
        },
      ],
    },
  },
  {
    // Layers point one way (STYLE.md §1): the domain knows no React, ky or Lingui runtime.
    files: ["app/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "react",
                "react-*",
                "react-router",
                "ky",
                "@lingui/*",
                "#app/api/*",
                "#app/auth/*",
                "#app/components/*",
                "#app/routes/*",
              ],
              message: "app/domain is pure: no React, ky, Lingui or outer layers.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
