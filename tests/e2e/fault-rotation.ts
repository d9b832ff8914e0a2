// The faults both matrices put every route and every form through (ADR 021): 503 always, and one
// more of the others, rotating with the day so that over a week each route meets each fault;
// FAULT_MATRIX=full gives every route every fault, FAULT_MATRIX_OFFSET fixes the rotation.
export const OTHER_FAULTS = ["500", "malformed", "401", "406", "slow", "offline"] as const;
export type Fault = "503" | (typeof OTHER_FAULTS)[number];

const dayOfYear = Math.floor((Date.now() - Date.UTC(new Date().getUTCFullYear(), 0, 1)) / 86_400_000);
const offset = Number(process.env.FAULT_MATRIX_OFFSET ?? dayOfYear);
const full = process.env.FAULT_MATRIX === "full";

/** The faults the i-th route or form meets in this run. */
export const faultsFor = (i: number): Fault[] =>
  full ? ["503", ...OTHER_FAULTS] : ["503", OTHER_FAULTS[(i + offset) % OTHER_FAULTS.length]!];
