// Student and pupil offers (SPEC §2 Student, Pupil; §5 "the e-mail must be a student address"):
// which school e-mail addresses qualify, the shape of the e-mailed code, how long one must wait
// before asking for a new code, the pupil's age rule, and when a student's verification runs out.
// The dev backend seeds its domains from here, so the portal's early check and the backend agree.
import { addMonths } from "./oslo-date.ts";
import { ageOn, MINIMUM_PURCHASE_AGE } from "./purchase-rules.ts";

export { CODE_LIFETIME_MINUTES, STUDENT_MONTHLY_PRICE } from "./student-offer.ts";

export type SchoolKind = "student" | "pupil";

/** Universities and university colleges: students' e-mail domains (and their subdomains). */
export const STUDENT_DOMAINS = [
  "stud.ntnu.no",
  "student.uib.no",
  "uio.no",
  "student.uia.no",
  "stud.hvl.no",
  "student.nord.no",
  "uit.no",
  "student.oslomet.no",
  "stud.nmbu.no",
  "student.usn.no",
  "stud.inn.no",
  "bi.no",
] as const;

/** Upper secondary schools: the counties' pupil e-mail domains (and their subdomains). */
export const PUPIL_DOMAINS = [
  "elev.afk.no",
  "elev.ofk.no",
  "skole.vlfk.no",
  "elev.trondelagfylke.no",
  "elev.rogfk.no",
  "skole.agderfk.no",
  "elev.innlandetfylke.no",
  "elev.nfk.no",
  "elev.tffk.no",
  "elev.vtfk.no",
] as const;

export const schoolDomains = (kind: SchoolKind): readonly string[] =>
  kind === "pupil" ? PUPIL_DOMAINS : STUDENT_DOMAINS;

/** Whether `domain` is one of `domains` or a subdomain of one (per@mail.uio.no counts for uio.no). */
export function inDomains(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf("@");
  if (at < 1) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/** SPEC §5: the e-mail must be a student (or, for pupils, an upper secondary school) address. */
export const isSchoolAddress = (kind: SchoolKind, email: string) => inDomains(email, schoolDomains(kind));

/** The e-mailed code: six digits. Spaces people type between groups are dropped. */
export const CODE_LENGTH = 6;
export const normalizeCode = (raw: string) => raw.replace(/\s+/g, "");
export const isCodeFormat = (raw: string) => /^\d{6}$/.test(normalizeCode(raw));

/** Seconds between two codes to the same address: long enough for the first e-mail to arrive. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Whole seconds left before a new code may be asked for, 0 when it may; `sentAt` and `now` in ms. */
export function secondsUntilResend(sentAt: number, now: number): number {
  if (!Number.isFinite(sentAt)) return 0;
  const left = sentAt + RESEND_COOLDOWN_SECONDS * 1000 - now;
  // A clock set back past the send leaves the full cool-down, never more.
  return Math.min(RESEND_COOLDOWN_SECONDS, Math.max(0, Math.ceil(left / 1000)));
}

/** The pupil's age rule (SPEC §5 minimum age 18 to buy): unknown birthdate is asked for first. */
export type PupilAge = { kind: "old-enough" } | { kind: "too-young"; age: number } | { kind: "unknown" };

export function pupilAge(birthdate: string | null, today: string): PupilAge {
  if (!birthdate) return { kind: "unknown" };
  const age = ageOn(birthdate, today);
  return age >= MINIMUM_PURCHASE_AGE ? { kind: "old-enough" } : { kind: "too-young", age };
}

/** The student and pupil plans, as the platform names them. */
export const STUDENT_PLAN_ID = "C-DIGITAL-STUDENT";
export const PUPIL_PLAN_ID = "C-DIGITAL-ELEV";
export const PUPIL_MONTHLY_PRICE = 49;

export const schoolKindOfPlan = (ariaPlanID: string): SchoolKind | null =>
  ariaPlanID.includes("STUDENT") ? "student" : ariaPlanID.includes("ELEV") ? "pupil" : null;

/** A verification holds for one year from the day the plan started; then it is confirmed again. */
export const VERIFICATION_MONTHS = 12;
export const verificationRunsOut = (startDate: string) => addMonths(startDate, VERIFICATION_MONTHS);
