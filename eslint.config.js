import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import lingui from "eslint-plugin-lingui";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Layers point one way (STYLE.md §1). Lowest first, each part "may be imported by" those after it:
//   domain ← browser, title, i18n, navigation, route-table.ts ← api ← auth | analytics | consent ← forms
//     ← components ← features ← routes
// browser (web storage), title, i18n, navigation and route-table.ts are facts every layer above domain reads; analytics and
// consent sit beside auth, and the three do not import each other. app/forms (the one way to send a
// form, ADR 026) builds on them and holds no component. A feature (a journey's folder under
// app/features) never imports another feature (§18). Route modules (app/routes, with the guards'
// pathless layouts _requires-*.tsx) never import each other: only the app shell reaches them,
// through the route config (routes.ts).
// no-restricted-imports sees an import by its alias (#app/components/x.tsx) or, when relative, by
// the part of app/ it climbs to (../components/x.tsx); it does not see dynamic import().
const APP_PARTS = {
  domain: "domain/",
  title: "title/",
  i18n: "i18n/",
  navigation: "navigation/",
  browser: "browser/",
  "route-table": String.raw`route-table(?:\.ts)?$`,
  api: "api/",
  auth: "auth/",
  analytics: "analytics/",
  consent: "consent/",
  forms: "forms/",
  components: "components/",
  features: "features/",
  routes: "routes/",
  // The app shell: the root route, the browser entry and the route config.
  shell: String.raw`(?:root|entry\.client|routes)(?:\.tsx?)?$`,
};
const FACTS = ["domain", "browser", "title", "i18n", "navigation", "route-table"];
const BESIDE_AUTH = ["auth", "analytics", "consent"];
const BELOW_COMPONENTS = [...FACTS, "api", ...BESIDE_AUTH, "forms"];
const BELOW_FEATURES = [...BELOW_COMPONENTS, "components"];
const BELOW_ROUTES = [...BELOW_FEATURES, "features"];

// One way to send a form, one error path (STYLE.md §19, §20; ADR 026): what every file of app/ must
// not do, and what only the intent kit (app/forms) may do for a route or a feature.
const CATCH_BY_NAME = [
  {
    selector: "CatchClause[param=null]",
    message:
      "Name what you catch: `catch (error)`, handle the failure you expect (`error instanceof ApiError`, `DOMException`, …) and rethrow the rest, so a programming error reaches an error boundary (STYLE.md §20).",
  },
  {
    selector:
      "CallExpression[callee.property.name='catch'] > :matches(ArrowFunctionExpression, FunctionExpression)[params.length=0]",
    message:
      "A .catch() that ignores its error swallows programming errors too: name it, handle what you expect and rethrow the rest (STYLE.md §20). A form's call fails through the intent kit (app/forms).",
  },
  {
    selector: "Literal[value='DataWithResponseInit']",
    message:
      "Never read React Router's internals: an action answers through the intent kit (app/forms/intent.ts).",
  },
  {
    selector: "Property[key.name='failed'][value.value=true]",
    message: "A failed call is the intent kit's reply (status 503), not a `failed: true` literal (ADR 026).",
  },
];
const ONLY_THE_KIT = [
  ...CATCH_BY_NAME,
  {
    selector: "CallExpression[callee.name='useNavigation']",
    message:
      "Pending state comes from the intent kit: useIntentForm(…).pending or usePending(intent) (app/forms).",
  },
  {
    selector:
      ":matches(FunctionDeclaration, VariableDeclarator)[id.name=/^use(Submitting|Pending|IsPending)/]",
    message: "One pending hook: usePending(intent) from app/forms/use-intent-form.tsx.",
  },
  {
    selector: "MemberExpression[object.name='crypto'][property.name='randomUUID']",
    message:
      "Idempotency keys come from the intent kit: requireScreenKey(request) in the loader or withScreenKey(path), and `key` in the run (ADR 006, 026).",
  },
  {
    selector: "ImportSpecifier[imported.name=/^(KEY_FIELD|INTENT_FIELD|intentKey|fnv1a|keptAsTyped)$/]",
    message:
      "The key, the intent's name and a failure's reply are the intent kit's own: useIntentForm(…).hidden and sendIntent() handle them (ADR 026).",
  },
];

/** The parts of app/ other than these. */
const allBut = (...allowed) => Object.keys(APP_PARTS).filter((part) => !allowed.includes(part));

/** A regex for imports of these parts of app/; from a file directly in app/ they are reached by ./ */
function importsOf(parts, { fromAppRoot = false } = {}) {
  const relative = fromAppRoot ? String.raw`\./|(?:\.\./)+` : String.raw`(?:\.\./)+`;
  return `^(?:#app/|${relative})(?:${parts.map((part) => APP_PARTS[part]).join("|")})`;
}

// The app's schemas (the contract, the forms) are written in zod/mini: its functions leave out what
// a page does not call, where the classic build's methods bring all of zod to every page that parses
// (docs/decisions/052). A schema in classic syntax converts mechanically:
// `node scripts/zod-mini-codemod.ts <files>`. Held in every layer's block (a later block's
// no-restricted-imports would replace the layer's); app/title is read by the build, and by pages only
// as types, so its schema stays classic.
const ZOD_CLASSIC = {
  regex: String.raw`^zod(?:/v4(?:/classic)?)?$`,
  message:
    'Write schemas in zod/mini (`import { z } from "zod/mini"`): z.optional(x), x.check(z.maxLength(n)), z.pipe(x, z.transform(f)). `node scripts/zod-mini-codemod.ts <file>` converts classic syntax (docs/decisions/052).',
};

/** One layer's block: what its files may not import. */
function layer(name, files, ...patterns) {
  const all = name === "title" ? patterns : [...patterns, ZOD_CLASSIC];
  return { name: `layers/${name}`, files, rules: { "no-restricted-imports": ["error", { patterns: all }] } };
}

const FACTS_MESSAGE =
  "app/title, app/i18n, app/navigation and app/route-table.ts are facts every layer above app/domain reads: they import only app/domain and one another (STYLE.md §1).";
const ROUTE_MESSAGE =
  "A route module (app/routes) may import app/features, app/components and every layer below them, never another route module or the app shell (STYLE.md §1).";
const OWN_ROUTE_FILES = {
  // Beside a route file only its own ./+types and CSS module may be imported.
  regex: String.raw`^\./(?!\+types/)(?![^/]+\.module\.css$)`,
  message:
    "Route modules never import each other: from its own folder a route imports only its ./+types and its CSS module. Share code through app/components or app/domain, or give a journey of several screens its folder in app/features (STYLE.md §1, §18).",
};

const DEV_BACKEND_RULES_MESSAGE =
  "The dev backend states each platform rule itself in scripts/dev-backend/core/platform-rules.ts (ADR 027); core/platform-rules.test.ts holds it against the portal's. Shared helpers (oslo-date, format, kid, the status codes) are fine.";

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
    files: ["app/components/**/*.tsx", "app/features/**/*.tsx", "app/routes/**/*.tsx", "app/root.tsx"],
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
  // Layers (see APP_PARTS above): one block per layer.
  layer(
    "domain",
    ["app/domain/**/*.{ts,tsx}"],
    {
      regex: importsOf(allBut("domain")),
      message: "app/domain is the bottom layer: it imports nothing else from app/ (STYLE.md §1).",
    },
    {
      group: ["react", "react-*", "react-router", "ky", "@lingui/*"],
      message: "app/domain is pure: no React, React Router, ky or Lingui runtime (STYLE.md §1).",
    },
  ),
  layer("title", ["app/title/**/*.{ts,tsx}"], { regex: importsOf(allBut(...FACTS)), message: FACTS_MESSAGE }),
  layer(
    "i18n, navigation and browser",
    ["app/i18n/**/*.{ts,tsx}", "app/navigation/**/*.{ts,tsx}", "app/browser/**/*.{ts,tsx}"],
    {
      regex: importsOf(allBut(...FACTS)),
      message: FACTS_MESSAGE,
    },
  ),
  layer("route-table", ["app/route-table.ts"], {
    regex: importsOf(allBut(...FACTS), { fromAppRoot: true }),
    message: FACTS_MESSAGE,
  }),
  layer("api", ["app/api/**/*.{ts,tsx}"], {
    regex: importsOf(allBut(...FACTS, "api")),
    message:
      "app/api imports only app/domain, app/title, app/i18n and app/navigation: auth, analytics, consent, UI and routes build on it, not the other way round (STYLE.md §1).",
  }),
  ...BESIDE_AUTH.map((part) =>
    layer(part, [`app/${part}/**/*.{ts,tsx}`], {
      // Analytics asks the consent record before it tracks (SPEC §9): the one arrow between the three.
      regex: importsOf(allBut(...FACTS, "api", part, ...(part === "analytics" ? ["consent"] : []))),
      message:
        "app/auth, app/analytics and app/consent sit side by side above app/api: each imports app/api and the facts below it, never the other two (but analytics reads the consent record), UI (app/components) or route modules. Where one must drive the UI, the UI hands it a callback or both read a store in a lower layer (STYLE.md §1).",
    }),
  ),
  layer("forms", ["app/forms/**/*.{ts,tsx}"], {
    regex: importsOf(allBut(...FACTS, "api", ...BESIDE_AUTH, "forms")),
    message:
      "app/forms (the one way to send a form) builds on app/auth, app/api and the facts; it holds no component: the fields and messages it shows are in app/components, which imports it (ADR 026).",
  }),
  layer("components", ["app/components/**/*.{ts,tsx}"], {
    regex: importsOf(allBut(...BELOW_COMPONENTS, "components")),
    message:
      "app/components holds what several journeys share: it imports app/auth, app/analytics, app/consent and the layers below them, never a feature (app/features), a route module (app/routes) or the app shell (STYLE.md §1, §18).",
  }),
  layer(
    "features",
    // One journey per folder (app/features/<journey>/…): its files import one another with ./
    ["app/features/**/*.{ts,tsx}"],
    {
      regex: importsOf(allBut(...BELOW_FEATURES)),
      message:
        "A feature (app/features/<journey>) may import app/components and every layer below it, never a route module (app/routes) or the app shell; its own files it imports with ./ (STYLE.md §1, §18).",
    },
    {
      regex: String.raw`^\.\./(?!\.\./)`,
      message:
        "Features never import each other: ../ reaches another feature. Share code through app/components or app/domain (STYLE.md §1, §18).",
    },
  ),
  layer(
    "routes",
    ["app/routes/*.{ts,tsx}"],
    { regex: importsOf(allBut(...BELOW_ROUTES)), message: ROUTE_MESSAGE },
    OWN_ROUTE_FILES,
  ),
  layer(
    "route folders",
    // A route module kept in a folder of its own, one level deep: its files import one another with ./
    ["app/routes/*/**/*.{ts,tsx}"],
    { regex: importsOf(allBut(...BELOW_ROUTES)), message: ROUTE_MESSAGE },
    {
      regex: String.raw`^\.\./(?!\.\./)`,
      message:
        "A folder under app/routes imports only its own files (./): ../ reaches another route module. Share code through app/features, app/components or app/domain (STYLE.md §1, §18).",
    },
  ),
  {
    ...layer("app shell", ["app/*.{ts,tsx}"], {
      regex: importsOf(["routes"], { fromAppRoot: true }),
      message:
        "The app shell (root.tsx, entry.client.tsx, routes.ts) reaches route modules only through the route config in app/routes.ts, never by importing them.",
    }),
    ignores: ["app/route-table.ts"],
  },
  {
    name: "forms/catch-by-name",
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...CATCH_BY_NAME] },
  },
  {
    name: "forms/only-the-kit",
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...ONLY_THE_KIT] },
  },
  {
    // no-restricted-imports does not see import(): a feature could load another feature's module
    // lazily. The same rule as the features' layer block, for dynamic imports (and the kit's rules,
    // since a file's no-restricted-syntax is the last block's alone).
    name: "layers/features, dynamic imports",
    files: ["app/features/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...ONLY_THE_KIT,
        {
          selector: `ImportExpression > Literal[value=/${importsOf(allBut(...BELOW_FEATURES)).replace(/\//g, "\\/")}|^\\.\\.\\/(?!\\.\\.\\/)/]`,
          message:
            "Features never import each other, not even lazily: import() of another feature or of a route module. Let the route load it, or give the journey one folder (STYLE.md §1, §18).",
        },
      ],
    },
  },
  {
    // The dev backend states the platform's rules itself (scripts/dev-backend/core/platform-rules.ts,
    // ADR 027): were it to import the portal's, "the server refuses" would check a rule against
    // itself. Only its tests reach the portal's rules, to hold the two side by side.
    name: "dev-backend/own-rules",
    files: ["scripts/dev-backend/**/*.ts"],
    // The tests, and what only tests import (the dated days' shared steps), hold it against the portal's.
    ignores: ["scripts/dev-backend/**/*.test.ts", "scripts/dev-backend/dated-days-steps.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: String.raw`app/domain/(?:billing|business-invitations|delivery-deadline|family-sharing|purchase-rules|subscription-type|withdrawal)\.ts$`,
              message: DEV_BACKEND_RULES_MESSAGE,
            },
            {
              regex: String.raw`app/domain/(?:subscription-status|student)\.ts$`,
              importNames: ["givesAccess", "CODE_LIFETIME_MINUTES"],
              message: DEV_BACKEND_RULES_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  prettier,
);
