// How many sequential round trips a page load took, counted from its recorded timeline
// (bench:home, ADR 033): a call is one trip more than the latest call that had answered before it
// started; calls started before any earlier one answered are trip 1. No slack: a call that starts
// 2 ms after another answered did wait for it as far as the timeline can tell, and counting it as
// parallel flattered the front page (it printed 2 trips for a timeline of 3 levels).

export interface Timed {
  /** ms from the recording's start */
  start: number;
  end: number;
}

/** The trip each call belongs to (1 = started without waiting for another call), in start order. */
export function roundTripLevels<T extends Timed>(calls: readonly T[]): Array<{ call: T; level: number }> {
  const sorted = [...calls].sort((a, b) => a.start - b.start || a.end - b.end);
  const levels: Array<{ call: T; level: number }> = [];
  for (const call of sorted) {
    let latest: { call: T; level: number } | undefined;
    for (const before of levels) {
      if (before.call.end > call.start) continue;
      if (!latest || before.call.end > latest.call.end) latest = before;
    }
    levels.push({ call, level: (latest?.level ?? 0) + 1 });
  }
  return levels;
}

/** The number of sequential round trips: the highest level of any call, 0 without calls. */
export const sequentialRoundTrips = (calls: readonly Timed[]): number =>
  Math.max(0, ...roundTripLevels(calls).map(({ level }) => level));
