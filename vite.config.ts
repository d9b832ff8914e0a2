/// <reference types="vitest/config" />
import path from "node:path";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

// One client build per locale: the catalogue of that locale is the only one in the bundle.
const locale = process.env.MINSIDE_LOCALE === "nn" ? "nn" : "nb";
const isVitest = Boolean(process.env.VITEST);

/** `virtual:locale-catalog` resolves to this build's catalogue, compiled by the Lingui plugin. */
function localeCatalog(): Plugin {
  const catalogue = path.resolve(import.meta.dirname, `app/locales/${locale}/messages.po`);
  return {
    name: "minside-locale-catalog",
    enforce: "pre",
    resolveId(id) {
      return id === "virtual:locale-catalog" ? catalogue : null;
    },
  };
}

export default defineConfig({
  define: {
    __LOCALE__: JSON.stringify(locale),
  },
  plugins: [
    localeCatalog(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    !isVitest && reactRouter(),
  ],
  build: {
    // Hashed file names are identical for every title of a locale, so the CDN can share them.
    assetsInlineLimit: 0,
  },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "titles/**/*.test.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
  },
});
