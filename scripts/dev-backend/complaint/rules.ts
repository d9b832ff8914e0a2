// The platform's rules for delivery complaints, as the stand-in states them (docs/decisions/027,
// 037, 049): which days the paper comes out (the one paper calendar, app/domain/paper-calendar.ts), the 30 days a complaint may reach back, the cutoff and area
// of a redelivery today, what a missed paper is worth on the next invoice, and when a complaint is
// the third in 30 days. Pure functions on Oslo dates; the portal shows what the platform answers
// from these and states none of them itself. Tested around midnight and the daylight-saving changes
// in rules.test.ts.
import type { Title } from "#app/title/title-schema.ts";
import { addDays, daysBetween, osloDateTime } from "#app/domain/oslo-date.ts";
import { POSTAL_CODES } from "#scripts/dev-backend/subscription/catalog.ts";
import { missedPaperCredit } from "#app/domain/credits.ts";
import {
  deliveredByOn,
  easterSunday,
  isPublicationDay,
  paperFreeDays,
  publicationDaysBetween,
} from "#app/domain/paper-calendar.ts";
import { monthsPerPeriod, PAPER_SCHEDULE } from "#scripts/dev-backend/core/platform-rules.ts";

// ─── The 30 days ────────────────────────────────────────────────────────────────────────────────

/** A complaint may concern a paper from today and the 30 days before it. */
export const COMPLAINT_WINDOW_DAYS = 30;

/** The first day a complaint made on `today` may concern (today is the last). */
export const complaintWindowStart = (today: string) => addDays(today, -COMPLAINT_WINDOW_DAYS);

export const inComplaintWindow = (day: string, today: string) =>
  day >= complaintWindowStart(today) && day <= today;

// ─── Publication days ───────────────────────────────────────────────────────────────────────────

/** What the platform knows of a title's paper: when it comes out, until when it can come again today, and where. */
export interface PaperEdition {
  /** ISO weekdays the title prints: 1 = Monday … 7 = Sunday. */
  publicationDays: readonly number[];
  /** "HH:MM" Oslo time by which the day's paper is delivered (the title's own): until then it is expected, not late. */
  deliveredBy: string;
  /** "HH:MM" Oslo time: a redelivery of today's paper must be asked for before this. */
  redeliveryCutoff: string;
  /** Postal code ranges, both ends included, where the title's carriers can come again the same day. */
  redeliveryArea: ReadonlyArray<readonly [string, string]>;
}

/** The cutoff for redelivery by owner group: each group's carriers end their rounds at their own time. */
const REDELIVERY_CUTOFF: Record<Title["ownerGroup"], string> = {
  pox: "11:00",
  aag: "10:30",
  nvl: "10:00",
  por: "10:00",
  htg: "10:00",
  pmve: "09:30",
  pmo: "10:00",
};

/**
 * A title's paper edition on `day`. Every title prints on the group's delivery days (PAPER_SCHEDULE),
 * its paper is delivered by the title's own time for that weekday, and its redelivery area is its
 * town's postal district: the hundred postal codes that share the first two digits of the town's
 * codes in the register (Trondheim 7010 → 7000–7099).
 */
export function paperEditionOf(
  title: Pick<Title, "town" | "ownerGroup"> & Partial<Pick<Title, "deliveredBy" | "saturdayDeliveredBy">>,
  day: string,
): PaperEdition {
  const town = title.town.toLocaleUpperCase("nb");
  const districts = [
    ...new Set(POSTAL_CODES.filter(([, place]) => place.startsWith(town)).map(([code]) => code.slice(0, 2))),
  ];
  return {
    publicationDays: PAPER_SCHEDULE.deliveryDays,
    deliveredBy: deliveredByOn(day, title),
    redeliveryCutoff: REDELIVERY_CUTOFF[title.ownerGroup],
    redeliveryArea: districts.map((two) => [`${two}00`, `${two}99`] as const),
  };
}

// Whether a day is a publication day, and which days are: the one paper calendar.
export { easterSunday, isPublicationDay, paperFreeDays, publicationDaysBetween };

// ─── Today's paper ──────────────────────────────────────────────────────────────────────────────

/**
 * What today's paper is, when it was going to an address: not coming (a disruption without a
 * time), delayed (a disruption's time still ahead), expected (the title's delivery time still
 * ahead), or null — delivered, as far as the platform knows.
 */
export function todaysPaper(
  now: Date,
  edition: Pick<PaperEdition, "deliveredBy">,
  disruption: { until: string | null } | null,
): "NOT_COMING" | "DELAYED" | "EXPECTED" | null {
  const { time } = osloDateTime(now);
  if (disruption && disruption.until === null) return "NOT_COMING";
  if (disruption?.until && time < disruption.until) return "DELAYED";
  return time < edition.deliveredBy ? "EXPECTED" : null;
}

// ─── Redelivery today ───────────────────────────────────────────────────────────────────────────

export const inRedeliveryArea = (postalCode: string, edition: Pick<PaperEdition, "redeliveryArea">) =>
  edition.redeliveryArea.some(([low, high]) => postalCode >= low && postalCode <= high);

/** Whether `now` is before the title's cutoff on its Oslo day. */
export const beforeRedeliveryCutoff = (now: Date, edition: Pick<PaperEdition, "redeliveryCutoff">) =>
  osloDateTime(now).time < edition.redeliveryCutoff;

export type NoRedelivery = "not-today" | "no-paper-today" | "after-cutoff" | "outside-area";

/**
 * Why today's paper cannot be brought again for a complaint about `days`, or null when it can:
 * the complaint is about today's paper alone, the paper came out today and went to an address in
 * the title's area, and the cutoff (Oslo time) has not passed.
 */
export function whyNoRedelivery(
  days: readonly string[],
  now: Date,
  edition: PaperEdition,
  todaysPostalCode: string | null,
): NoRedelivery | null {
  const today = osloDateTime(now).date;
  if (days.length !== 1 || days[0] !== today) return "not-today";
  if (!isPublicationDay(today, edition) || todaysPostalCode === null) return "no-paper-today";
  if (!inRedeliveryArea(todaysPostalCode, edition)) return "outside-area";
  if (!beforeRedeliveryCutoff(now, edition)) return "after-cutoff";
  return null;
}

// ─── Remedies ───────────────────────────────────────────────────────────────────────────────────

/** The categories of GET complaintcodes, described as the platform does: in Bokmål, whatever the title. */
export const COMPLAINT_CODES = [
  { code: "MANGLER", description: "Avisen kom ikke" },
  { code: "SEN", description: "Avisen kom for sent" },
  { code: "SKADET", description: "Avisen var våt eller skadet" },
  { code: "FEIL_AVIS", description: "Jeg fikk feil avis" },
  { code: "MANGLER_BILAG", description: "Det manglet bilag eller deler av avisen" },
  { code: "ANNET", description: "Annet" },
] as const;

/** The complaint categories where a paper was missed or useless: these are made good. */
export const REMEDIED_CATEGORIES: readonly string[] = ["MANGLER", "SKADET", "FEIL_AVIS", "MANGLER_BILAG"];

/** What one missed paper is credited on the next invoice (app/domain/credits.ts): a day's price, whole kroner up. */
export const creditPerIssue = (price: number, billingPeriod: string) =>
  missedPaperCredit(price, monthsPerPeriod(billingPeriod));

// ─── Repeated complaints ────────────────────────────────────────────────────────────────────────

/** The third complaint in 30 days makes customer service call the reader. */
export const REPEATED_COMPLAINTS = 3;

/**
 * Whether a complaint made on `today` is (at least) the third within 30 days: counting the
 * complaints registered on `today` and the 29 Oslo days before it.
 */
export function isRepeatedComplaint(earlierRegisteredOn: readonly string[], today: string): boolean {
  const within = earlierRegisteredOn.filter((day) => {
    const ago = daysBetween(day, today);
    return ago >= 0 && ago < COMPLAINT_WINDOW_DAYS;
  });
  return within.length + 1 >= REPEATED_COMPLAINTS;
}
