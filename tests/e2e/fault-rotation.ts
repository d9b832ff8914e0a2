// The faults the matrices put every route and every form through (ADR 021, ADR 085): 503 always,
// and more of the others, rotating with the day so that over some days each route meets each fault;
// FAULT_MATRIX=full gives every route every fault, FAULT_MATRIX_OFFSET fixes the rotation.
import { readFileSync } from "node:fs";
import { ROUTE_TABLE, type RouteEntry } from "#app/route-table.ts";

/** A route loads data when a guard loads the session for it, or its module has a clientLoader. */
const loadsData = (entry: RouteEntry) =>
  entry.requiresAuth ||
  /export (async )?function clientLoader/.test(readFileSync(`app/${entry.file}`, "utf8"));

/**
 * The routes both route matrices visit, generated from the route table: every one that loads data,
 * once per path; /callback is the sign-in flow itself (tests/e2e/sign-in.test.ts).
 */
export const FAULT_ROUTES = [
  ...new Map(
    ROUTE_TABLE.filter((r) => loadsData(r) && r.path !== "/callback").map((r) => [r.path, r] as const),
  ).values(),
];

/** A URL for the route's path. */
export const urlOf = (path: string) =>
  path.replace(":ariaInvoiceNo", "900000001").replace("/t/*", "/t/ukjent").replace(/^\*$/, "/finnes-ikke");

export const OTHER_FAULTS = ["500", "malformed", "401", "406", "slow", "offline"] as const;
export type Fault = "503" | (typeof OTHER_FAULTS)[number];

const dayOfYear = Math.floor((Date.now() - Date.UTC(new Date().getUTCFullYear(), 0, 1)) / 86_400_000);
const offset = Number(process.env.FAULT_MATRIX_OFFSET ?? dayOfYear);
const full = process.env.FAULT_MATRIX === "full";

/**
 * The i-th route's faults from `others` in this run: 503 always, and one of `others` rotating with
 * the day, so that every route meets each of them every `others.length` days; FAULT_MATRIX=full
 * gives every route all of them.
 */
const rotating =
  <F extends string>(others: readonly F[]) =>
  (i: number): Array<"503" | F> =>
    full ? ["503", ...others] : ["503", others[(i + offset) % others.length]!];

/** The faults the i-th route or form meets in this run. */
export const faultsFor = rotating(OTHER_FAULTS);

/** What the in-process matrix puts every route through besides 503 (ADR 085). */
export const IN_PROCESS_FAULTS = ["500", "malformed", "offline", "slow"] as const;
export type InProcessFault = "503" | (typeof IN_PROCESS_FAULTS)[number];

/** The faults the i-th route meets in-process in this run (ADR 086): each of them every four days. */
export const inProcessFaultsFor = rotating(IN_PROCESS_FAULTS);

/** Faults that leave for the identity provider: a page can be refused only once in-process. */
const SESSION_FAULTS: readonly Fault[] = ["401", "406"];

/**
 * The faults the i-th of `count` routes meets in the browser's route matrix, where every route meets
 * 503 and one of 500, malformed, offline and slow in-process every run (tests/in-process/
 * fault-matrix.tsx, ADR 085, 086): its rotating fault when that is 401 or 406, as before; and of the
 * others, two routes each, rotating with the day, for what only a browser shows of them.
 */
export function browserFaultsFor(i: number, count: number): Fault[] {
  if (full) return faultsFor(i);
  const rotating = OTHER_FAULTS[(i + offset) % OTHER_FAULTS.length]!;
  const kinds: Fault[] = ["503", ...OTHER_FAULTS.filter((fault) => !SESSION_FAULTS.includes(fault))];
  // Routes 2k and 2k+1 from the day's start meet the k-th of those kinds.
  const k = Math.floor(((((i - offset) % count) + count) % count) / 2);
  return [...(SESSION_FAULTS.includes(rotating) ? [rotating] : []), ...(k < kinds.length ? [kinds[k]!] : [])];
}
