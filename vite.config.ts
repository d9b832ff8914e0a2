/// <reference types="vitest/config" />
import babel from "@rolldown/plugin-babel";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { localeCatalogs } from "./scripts/lib/locale-catalogs.ts";
import { memoizeTransform } from "./scripts/lib/memo-transform.ts";

// One client build per locale: the catalogue of that locale is the only one in the bundle.
const locale = process.env.MINSIDE_LOCALE === "nn" ? "nn" : "nb";
const isVitest = Boolean(process.env.VITEST);
// Dev and test builds sign in at the dev backend's emulator; release builds at the real provider.
const identityEnv = process.env.MINSIDE_IDENTITY === "production" ? "production" : "emulator";

// `react-router build` prerenders through a Vite preview server, and that server regenerates the
// route types under its root's .react-router/. The two locale builds run side by side
// (scripts/build-titles.ts), so each preview gets a root of its own (MINSIDE_PREVIEW_ROOT, holding
// only a react-router.config.ts) instead of both rewriting the project's .react-router/types at once.
const previewRoot = process.env.MINSIDE_PREVIEW_ROOT;

export default defineConfig(({ isPreview }) => ({
  root: isPreview ? previewRoot : undefined,
  define: {
    __LOCALE__: JSON.stringify(locale),
    __IDENTITY_ENV__: JSON.stringify(identityEnv),
  },
  plugins: [
    localeCatalogs(import.meta.dirname, locale),
    // Source maps are not shipped; the transform is remembered between the client and SSR builds.
    babel({ presets: [linguiTransformerBabelPreset()], sourceMap: false }).then(memoizeTransform),
    !isVitest && reactRouter(),
  ],
  build: {
    // Hashed file names are identical for every title of a locale, so the CDN can share them.
    assetsInlineLimit: 0,
    // The size table is ours (npm run bench:size); Vite gzipping every chunk again only costs time.
    reportCompressedSize: false,
  },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "titles/**/*.test.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
  },
}));
