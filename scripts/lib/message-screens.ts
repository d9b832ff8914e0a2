// Where a text is shown, for the translators' pages: a catalogue names the file a message is written
// in (`#: app/features/home/next-payment.tsx`); the screens are the routes of app/route-table.ts
// whose module imports that file, directly or through others. A file the root imports is on every
// page; one a guard layout imports is on every page behind that guard. What a reference says is the
// file, not the moment: a text may appear on a screen only in one situation (an error, an empty list).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROUTE_TABLE } from "#app/route-table.ts";
import { measuredRoutes, NOT_MEASURED } from "./lighthouse-routes.ts";

export interface Screen {
  /** The route as the route table writes it (`/betal-faktura/:ariaInvoiceNo`). */
  route: string;
  /** What to open to see it: the route itself, or the page whose link leads there. */
  open?: string;
  /** Signed in as this persona (tests/fixtures/personas/), or anonymous when absent. */
  persona?: string;
  /** Why there is nothing to open: a route only a redirect or a provider's return reaches. */
  unreachable?: string;
}

export type Placement =
  /** On every page: the root (header, footer, error screen) uses the file. */
  | { kind: "everywhere" }
  | { kind: "screens"; screens: Screen[] }
  /** No route reaches the file (or the message names no file): no screen shows it. */
  | { kind: "nowhere" };

const SHELL = "app/root.tsx";
const GUARDS = {
  "app/routes/_requires-auth.tsx": (r: (typeof ROUTE_TABLE)[number]) => r.requiresAuth,
  "app/routes/_requires-subscription.tsx": (r: (typeof ROUTE_TABLE)[number]) => r.requiresSubscription,
};

const SPECIFIERS = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** The app's own files a module imports (statically or lazily), relative to the project's root. */
function importsOf(root: string, file: string): string[] {
  const source = readFileSync(path.join(root, file), "utf8");
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(SPECIFIERS)) {
    let target: string;
    if (specifier!.startsWith("#app/")) target = `app/${specifier!.slice(5)}`;
    else if (specifier!.startsWith(".")) target = path.posix.join(path.posix.dirname(file), specifier!);
    else continue;
    const candidate = [
      target,
      `${target}.ts`,
      `${target}.tsx`,
      `${target}/index.ts`,
      `${target}/index.tsx`,
    ].find((f) => /\.tsx?$/.test(f) && existsSync(path.join(root, f)));
    if (candidate) found.push(candidate);
  }
  return found;
}

/** Every file reachable from `start` through the app's imports, itself included. */
function reachable(root: string, start: string, graph: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || !existsSync(path.join(root, file))) continue;
    seen.add(file);
    let next = graph.get(file);
    if (!next) graph.set(file, (next = importsOf(root, file)));
    stack.push(...next);
  }
  return seen;
}

/** The screens of the route table, one per path, with what to open and as whom. */
function screensByPath(): Map<string, Screen> {
  const screens = new Map<string, Screen>();
  for (const entry of ROUTE_TABLE) {
    if (entry.path in NOT_MEASURED)
      screens.set(entry.path, { route: entry.path, unreachable: NOT_MEASURED[entry.path] });
  }
  for (const measured of measuredRoutes()) {
    screens.set(measured.route, {
      route: measured.route,
      open: measured.path,
      ...(measured.persona ? { persona: measured.persona } : {}),
    });
  }
  return screens;
}

/** Where each file of the app is shown: call with a file as a catalogue's reference names it. */
export function placements(root: string): (file: string) => Placement {
  const graph = new Map<string, string[]>();
  const everywhere = reachable(root, SHELL, graph);
  const screens = screensByPath();
  const routesOf = new Map<string, Set<string>>();
  const mark = (files: Set<string>, routePath: string) => {
    for (const file of files) {
      let set = routesOf.get(file);
      if (!set) routesOf.set(file, (set = new Set()));
      set.add(routePath);
    }
  };
  for (const entry of ROUTE_TABLE) mark(reachable(root, `app/${entry.file}`, graph), entry.path);
  for (const [guard, guards] of Object.entries(GUARDS)) {
    const files = reachable(root, guard, graph);
    for (const entry of ROUTE_TABLE.filter(guards)) mark(files, entry.path);
  }
  return (file) => {
    if (everywhere.has(file)) return { kind: "everywhere" };
    const paths = routesOf.get(file);
    if (!paths || paths.size === 0) return { kind: "nowhere" };
    return { kind: "screens", screens: [...paths].map((p) => screens.get(p) ?? { route: p }) };
  };
}

/** Where a message is shown, from all its references: every page wins, else the screens together. */
export function placementOf(
  references: readonly string[],
  placement: (file: string) => Placement,
): Placement {
  const all = references.map(placement);
  if (all.some((p) => p.kind === "everywhere")) return { kind: "everywhere" };
  const screens = new Map<string, Screen>();
  for (const p of all) if (p.kind === "screens") for (const s of p.screens) screens.set(s.route, s);
  if (screens.size === 0) return { kind: "nowhere" };
  const order = ROUTE_TABLE.map((r) => r.path);
  return {
    kind: "screens",
    screens: [...screens.values()].sort((a, b) => order.indexOf(a.route) - order.indexOf(b.route)),
  };
}

/** The files under app/ a test could name (for checking that every route module is found). */
export const appFiles = (root: string, dir = "app"): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? appFiles(root, `${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
