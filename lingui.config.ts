import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// Source texts are written in Norwegian Bokmål (nb); translators fill in Nynorsk (nn).
export default defineConfig({
  sourceLocale: "nb",
  locales: ["nb", "nn"],
  fallbackLocales: { default: "nb" },
  catalogs: [
    {
      path: "<rootDir>/app/locales/{locale}/messages",
      include: ["<rootDir>/app"],
      exclude: ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // A value put into a message is text, never markup: <Trans> is ours (app/i18n/trans.tsx).
  runtimeConfigModule: { Trans: ["#app/i18n/trans.tsx", "Trans"] },
});
