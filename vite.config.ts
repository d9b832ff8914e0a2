/// <reference types="vitest/config" />
import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { lingui } from "@lingui/vite-plugin";
// The macros compile by it (which <Trans> they import, app/i18n/trans.tsx): imported so that a change
// to it is a change to this config, which Vitest's module cache is keyed on.
import "./lingui.config.ts";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import {
  ANY_LOCALE,
  LOCALE_PLACEHOLDER,
  localeCatalogs,
  readCatalogues,
} from "./scripts/lib/locale-catalogs.ts";

/**
 * The app's test files that run isolated, each in its own module graph and window, while the others
 * share one per worker (the `projects` below, ADR 067): those that replace a module (`vi.mock`,
 * `vi.doMock`), and those marked `@vitest-isolate` because what they start stays in the window for
 * good (monitoring's listeners, which would report the next files' failures). Read from the files
 * themselves, so a new mocking file cannot end up sharing by mistake.
 */
const MOCKING_MODULES = globSync("app/**/*.test.{ts,tsx}", { cwd: import.meta.dirname }).filter((file) =>
  /\bvi\.(?:mock|doMock)\(|@vitest-isolate\b/.test(
    readFileSync(new URL(file, `file://${import.meta.dirname}/`), "utf8"),
  ),
);

// The release build (scripts/build-titles.ts) compiles once for every locale (MINSIDE_LOCALE=*)
// and puts each locale's texts in afterwards (docs/decisions/023); the unit tests
// run in one locale, nb unless MINSIDE_LOCALE says nn.
const envLocale = process.env.MINSIDE_LOCALE;
const locale = envLocale === ANY_LOCALE ? ANY_LOCALE : envLocale === "nn" ? "nn" : "nb";
const isVitest = Boolean(process.env.VITEST);
// Dev and test builds sign in at the dev backend's emulator; release builds at the real provider.
const identityEnv = process.env.MINSIDE_IDENTITY === "production" ? "production" : "emulator";
// Where an answer's data is (app/api/envelope.ts): `{ "data": … }` unless the build says "none".
const apiEnvelope = process.env.MINSIDE_API_ENVELOPE === "none" ? "none" : "data";

// `react-router build` prerenders through a Vite preview server, and that server regenerates the
// route types under its root's .react-router/. The two locale builds run side by side
// (scripts/build-titles.ts), so each preview gets a root of its own (MINSIDE_PREVIEW_ROOT, holding
// only a react-router.config.ts) instead of both rewriting the project's .react-router/types at once.
const previewRoot = process.env.MINSIDE_PREVIEW_ROOT;

/**
 * React Router's own prerender pass runs the server build in this process before it is localised:
 * the template title's locale and texts stand in for the placeholders there (its HTML is replaced
 * by each title's own render).
 */
async function placeholdersForThePrerender() {
  const template = JSON.parse(process.env.MINSIDE_TEMPLATE_TITLE ?? '{"locale":"nb"}') as { locale: string };
  const catalogues = await readCatalogues(import.meta.dirname, template.locale);
  Object.assign(globalThis, { [LOCALE_PLACEHOLDER]: template.locale, __MINSIDE_CATALOG__: catalogues });
}

export default defineConfig(async ({ isPreview }) => {
  if (locale === ANY_LOCALE) await placeholdersForThePrerender();
  return config(isPreview);
});

/**
 * The app's own modules the root route imports statically, whatever page is open, and the client
 * entry (its chunk is then one import of this one: a file of 0.1 KB instead of 0.3 KB, ADR 040).
 */
const SHELL_MODULES =
  /\/app\/(?:entry\.client\.tsx|root\.tsx|adapters\.ts|navigation\/|i18n\/i18n\.ts|browser\/|forms\/draft-(?:restored|key)\.ts|title\/(?:current-title|customer-centre|title-registry)\.ts|auth\/(?:session-status|signed-in-hint)\.ts|api\/errors\.ts|domain\/(?:callback-path|loading|hosts)\.ts|components\/(?:error-boundary|error-screen|spinner|header|footer|page)\.tsx|components\/(?:spinner|header|footer|page)\.module\.css)|^\0vite\/preload-helper/;

/**
 * The framework: React, React DOM, React Router and their own dependencies (scheduler; cookie-es and
 * @remix-run/route-pattern where the client uses them). One chunk of its own, so what a page loads
 * splits exactly into the framework's bytes and ours by file (scripts/lib/bundle-size.ts, ADR 040).
 * Vite's helper that loads the chunks of our own import() calls stays with the shell: it is there
 * for our code, so it counts as ours.
 */
const FRAMEWORK_MODULES =
  /\/node_modules\/(?:react|react-dom|react-router|scheduler|cookie-es|@remix-run\/route-pattern)\//;

// What every page loads after it shows (app/adapters.ts imports app/adapters-runtime.ts): consent,
// analytics and monitoring with what they share with signed-in screens. One chunk instead of five
// small ones, each of which cost its own imports and exports (~0.2 KB gzip on every open page).
const ADAPTER_MODULES =
  /\/app\/(?:adapters-runtime\.ts|analytics\/(?:analytics|tracking|monitoring|page-view)\.ts|consent\/(?:consent-store|consent-manager)\.ts|domain\/consent\.ts|title\/third-parties\.ts)/;

/**
 * What every signed-in page needs before it can show anything, and open pages only once someone
 * signs in: the API client (ky, zod, the contract), the session and its guards, the identity SDK.
 * One file instead of nine (docs/decisions/056): a cold page over HTTP/1.1 fetches six at a time.
 * Not the payment trip's memory, which /betaling reads before it knows it needs the rest, nor the
 * check of a payment provider's address, which only the ways to pay need, nor the calls only some
 * screens make — gifts, documents, student verification — with their part of the contract, which
 * their resource modules add to the client (ADR 078); any other module here
 * that an open page imported would bring all of it (tests/e2e/page-weight.test.ts).
 */
const SIGNED_IN_MODULES =
  /\/app\/(?:api\/(?!payment-trip\.ts|provider-url\.ts|(?:contract\/)?(?:gifts|documents|receipts|student|schedule|messages)\.ts)|auth\/)|\/node_modules\/(?:@schibsted\/account-sdk-browser|tiny-emitter)\//;

/**
 * conform's zod adapter wraps each form schema for form values (text to number…) with four of zod's
 * functions, imported from zod's classic build; zod/mini has the same four over the same core. So
 * that no page loads the classic build beside the mini one the app is written in (docs/decisions/052),
 * the adapter gets them from zod/mini.
 */
const conformOnZodMini: Plugin = {
  name: "conform-on-zod-mini",
  enforce: "pre",
  resolveId(source, importer, options) {
    if (source !== "zod/v4" || !importer?.includes("/@conform-to/zod/")) return null;
    return this.resolve("zod/v4/mini", importer, { ...options, skipSelf: true });
  },
};

/**
 * The contract's prose — each endpoint's summary and what its error statuses mean — is for the
 * platform team's OpenAPI document (scripts/contract.ts reads the TypeScript itself) and the
 * stand-in; the portal never reads it. Left out of the bundles, it is room on every signed-in page
 * (docs/performance.md). Only plain string literals are taken out; anything else stays as written.
 */
const contractProseOut: Plugin = {
  name: "contract-prose-out",
  enforce: "pre",
  transform(code, id) {
    if (!/\/app\/api\/contract\/[^/]+\.ts$/.test(id)) return null;
    const out = code
      .replace(/(endpoint\(\s*"[A-Z]+ [^"]*",\s*)"(?:[^"\\]|\\.)*"(?:\s*\+\s*"(?:[^"\\]|\\.)*")*/g, '$1""')
      .replace(/\berrors:\s*\{[^{}`]*\}/g, "errors: {}");
    return out === code ? null : { code: out, map: null };
  },
};

const config = (isPreview: boolean | undefined): UserConfig => ({
  root: isPreview ? previewRoot : undefined,
  define: {
    __LOCALE__: locale === ANY_LOCALE ? LOCALE_PLACEHOLDER : JSON.stringify(locale),
    __IDENTITY_ENV__: JSON.stringify(identityEnv),
    __API_ENVELOPE__: JSON.stringify(apiEnvelope),
  },
  plugins: [
    localeCatalogs(import.meta.dirname, locale),
    // Lingui's macros by its native (Rust) transform, not Babel: every title builds in 6.8 s instead
    // of 11.4 on our 2-core machines (docs/decisions/025). The texts come from localeCatalogs above.
    lingui({ macroTransform: true }),
    conformOnZodMini,
    !isVitest && contractProseOut,
    !isVitest && reactRouter(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: `${import.meta.dirname}/app/use-sync-external-store.ts`,
      },
    ],
  },
  build: {
    // Hashed file names are identical for every title of a locale, so the CDN can share them.
    assetsInlineLimit: 0,
    // The size table is ours (npm run bench:size); Vite gzipping every chunk again only costs time.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // What the app shell (root.tsx) imports is on every page anyway: one chunk, not a dozen of a
        // few hundred bytes each, whose imports and gzip frames cost more than their code (ADR 026).
        advancedChunks: {
          groups: [
            { name: "framework", test: FRAMEWORK_MODULES },
            { name: "shell", test: SHELL_MODULES },
            { name: "adapters-runtime", test: ADAPTER_MODULES },
            { name: "signed-in", test: SIGNED_IN_MODULES },
            // The formatter reads instants by oslo-date.ts: one chunk, so the routes that format
            // list one file in the route manifest every page loads, not two.
            { name: "dates", test: /\/app\/domain\/(?:format|oslo-date)\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
    // The stand-in's and the scripts' tests in plain Node, and the app's in happy-dom, each sharing a
    // worker's loaded modules and window (isolate: false): the dev backend, the titles and the seed
    // image load once per worker, not per file (~103 s → ~63 s, docs/testing.md), and happy-dom's
    // window is made once per worker, not per file — four fifths of the app's files' time (the app
    // project ~50 s → ~8 s; tests/setup-unit-dom.ts puts back what a test leaves in the window).
    // The files that replace a module (vi.mock) cannot share the module graph and run isolated.
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "happy-dom",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: MOCKING_MODULES,
          setupFiles: ["./tests/setup-unit-dom.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "app, modules mocked",
          environment: "happy-dom",
          include: MOCKING_MODULES,
          setupFiles: ["./tests/setup-unit-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The portal's routes against the dev backend in one process (tests/in-process/app.tsx,
          // ADR 085): each file its own app, so each runs isolated.
          name: "in-process",
          environment: "happy-dom",
          include: ["tests/in-process/**/*.test.tsx"],
          setupFiles: ["./tests/setup-unit-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "scripts",
          environment: "node",
          include: ["scripts/**/*.test.ts", "titles/**/*.test.ts"],
          isolate: false,
        },
      },
    ],
    // npm test runs the unit suite beside other steps (ADR 091, 094): the in-process project beside
    // the build, the rest beside the browser journeys. On our 2-core machines a test then gets a
    // third of a core at times, and a journey of several screens in-process took over 5 s (Vitest's
    // default), as did a database's reopen. What a test proves is in its
    // assertions; its time is the bench scripts' to measure.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One test process per core: Vitest's default leaves one core to its own main process, which
    // on our 2-core machines ran every file in one process (82 s instead of 43 s, ADR 041).
    maxWorkers: availableParallelism(),
  },
});
