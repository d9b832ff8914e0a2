// The SPEC cases of the delivery deadline, run against both statements of the platform's rules
// (platform-rules.cases.ts says how): apart so that each file of cases stays readable.
export type ChangeStart = { ok: true } | { ok: false; nextPossible: string };

/** Instants in UTC; Oslo is UTC+1 in winter and UTC+2 in summer. */
export const deliveryCases: Array<[string, string, string, ChangeStart]> = [
  // SPEC §5: "There is a deadline time on the day before."
  ["a delivery day, asked at 11:59 the day before", "2026-01-15", "2026-01-14T10:59:00Z", { ok: true }],
  [
    "at the deadline time itself (12:00 the day before) it is too late: the next delivery day",
    "2026-01-15",
    "2026-01-14T11:00:00Z",
    { ok: false, nextPossible: "2026-01-16" },
  ],
  [
    "the same day is past its deadline, however early",
    "2026-01-14",
    "2026-01-14T06:00:00Z",
    { ok: false, nextPossible: "2026-01-15" },
  ],
  // SPEC §5: "Past the deadline, the next possible delivery day is proposed."
  [
    "past Saturday's deadline on Friday afternoon: Sunday has no paper, so Monday",
    "2026-01-17",
    "2026-01-16T12:00:00Z",
    { ok: false, nextPossible: "2026-01-19" },
  ],
  [
    "a Sunday, well ahead: the next delivery day",
    "2026-01-18",
    "2026-01-14T09:00:00Z",
    { ok: false, nextPossible: "2026-01-19" },
  ],
  [
    "a day in the past: the first possible day from now",
    "2026-01-02",
    "2026-01-16T12:00:00Z",
    { ok: false, nextPossible: "2026-01-19" },
  ],
  ["weeks ahead", "2026-02-02", "2026-01-16T12:00:00Z", { ok: true }],
  // The deadline is Oslo wall-clock time, across daylight saving.
  [
    "summer time begins (29 March): 11:30 in Oslo is in time",
    "2026-03-30",
    "2026-03-29T09:30:00Z",
    { ok: true },
  ],
  [
    "summer time begins (29 March): 12:30 in Oslo is too late",
    "2026-03-30",
    "2026-03-29T10:30:00Z",
    { ok: false, nextPossible: "2026-03-31" },
  ],
  [
    "winter time begins (25 October): 11:30 in Oslo is in time",
    "2026-10-26",
    "2026-10-25T10:30:00Z",
    { ok: true },
  ],
  [
    "winter time begins (25 October): 12:00 in Oslo is too late",
    "2026-10-26",
    "2026-10-25T11:00:00Z",
    { ok: false, nextPossible: "2026-10-27" },
  ],
];
