// The platform's rules as the stand-in states them, written from SPEC.md and the ADRs, not from the
// portal's code (docs/decisions/027). The portal states the same rules in app/domain to tell the
// user early; the platform is the one that decides. Were the dev backend to import the portal's
// rules, a journey in which "the server refuses" would check a rule against itself, and a mistake
// in it would pass both sides. platform-rules.test.ts runs one table of SPEC cases against both
// statements, so they cannot drift apart unseen.
//
// Shared on purpose (they are not rules): Oslo dates and calendar arithmetic (oslo-date.ts), the
// status codes' names (SPEC §4's table, like the contract), formatting and the KID check digit; the
// paper calendar and the credit rules (docs/decisions/049) and prices (app/domain/prices.ts): what is
// delivered, credited and charged must be what the reader was told (docs/decisions/050).
import type { Plan, SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import { addDays, addMonths, daysBetween, osloDateTime } from "#app/domain/oslo-date.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { isPublicationDay, papersBetween, PUBLICATION_WEEKDAYS } from "#app/domain/paper-calendar.ts";
import { stopCreditPerPaper } from "#app/domain/credits.ts";
import { periodCharge, priceSchedule } from "#app/domain/prices.ts";

// ─── Access and the kinds of subscription (SPEC §4) ────────────────────────────────────────────

/**
 * The statuses under which the subscriber can read: running (ACTIVE, TRIAL, ACTIVE_NON_BILLABLE),
 * being set up (PENDING_INSTALLATION, PENDING_ACTIVATION), and cancelled but not yet ended
 * (PENDING_CANCELLATION, PENDING_TERMINATION: "expires on a date and can be reactivated").
 */
const READING_STATUSES: ReadonlySet<number> = new Set([
  SubscriptionStatus.ACTIVE,
  SubscriptionStatus.TRIAL,
  SubscriptionStatus.ACTIVE_NON_BILLABLE,
  SubscriptionStatus.PENDING_INSTALLATION,
  SubscriptionStatus.PENDING_ACTIVATION,
  SubscriptionStatus.PENDING_CANCELLATION,
  SubscriptionStatus.PENDING_TERMINATION,
]);

export const hasAccess = (instStatusCode: number) => READING_STATUSES.has(instStatusCode);

/** "Youth (UNG) if the plan id contains UNG." */
export const isYouthPlanId = (ariaPlanID: string) => /UNG/.test(ariaPlanID);

/** "Paying unless the status is TRIAL or ACTIVE_NON_BILLABLE, or subscriptionInfo1 is set." */
export function pays(sub: Pick<Subscription, "instStatusCode" | "subsRetrieveSubscriptionAddInfo">) {
  const free =
    sub.instStatusCode === SubscriptionStatus.TRIAL ||
    sub.instStatusCode === SubscriptionStatus.ACTIVE_NON_BILLABLE;
  const setByBusiness = Boolean(sub.subsRetrieveSubscriptionAddInfo.subscriptionInfo1);
  return !free && !setByBusiness;
}

// ─── Delivery changes (SPEC §5 "Vacation or delivery change") ──────────────────────────────────

/**
 * The paper comes on the title's publication days (the one paper calendar, app/domain/paper-calendar.ts:
 * Monday to Saturday but the paper-free days); a change must be in by 12:00 (Oslo) the day before.
 */
export const PAPER_SCHEDULE = { deliveryDays: PUBLICATION_WEEKDAYS, deadline: "12:00" } as const;

const paperComes = (day: string) => isPublicationDay(day);

/** Whether a change for `day` is in time at `now`: before the deadline, Oslo time, the day before. */
function inTime(day: string, now: Date) {
  const oslo = osloDateTime(now);
  return `${oslo.date} ${oslo.time}` < `${addDays(day, -1)} ${PAPER_SCHEDULE.deadline}`;
}

/**
 * The platform's answer to a change starting on `from`: taken when the paper comes that day and the
 * deadline has not passed; otherwise the next possible delivery day on or after it (SPEC §5 "past
 * the deadline, the next possible delivery day is proposed").
 */
export function deliveryChangeStart(
  from: string,
  now: Date,
): { ok: true } | { ok: false; nextPossible: string } {
  if (paperComes(from) && inTime(from, now)) return { ok: true };
  const today = osloDateTime(now).date;
  let day = from > today ? from : addDays(today, 1);
  for (let tries = 0; tries < 14; tries++, day = addDays(day, 1)) {
    if (paperComes(day) && inTime(day, now)) return { ok: false, nextPossible: day };
  }
  throw new Error("The paper schedule has no delivery day");
}

/** The first possible delivery day at `now`: the next possible day of SPEC §5. */
export const nextPossibleDay = (now: Date) => {
  const tomorrow = addDays(osloDateTime(now).date, 1);
  const check = deliveryChangeStart(tomorrow, now);
  return check.ok ? tomorrow : check.nextPossible;
};

/** The first delivery day on or after `day`. */
function deliveryOnOrAfter(day: string) {
  let d = day;
  while (!paperComes(d)) d = addDays(d, 1);
  return d;
}

/**
 * A new last day for a dated transfer or stop (ADR 038). Not before its first day; and every
 * delivery the move touches — from the day after the earlier of the old and the new last day —
 * must be before its deadline. Refused as too late with the next possible day and the earliest
 * last day that can still be chosen.
 */
export function newLastDayRefusal(
  change: { from: string; to: string },
  to: string,
  now: Date,
): null | { reason: "before-start" } | { reason: "too-late"; nextPossible: string; lastDay: string } {
  if (to < change.from) return { reason: "before-start" };
  const next = nextPossibleDay(now);
  const touched = to < change.to ? to : change.to;
  if (deliveryOnOrAfter(addDays(touched, 1)) >= next) return null;
  const dayBefore = addDays(next, -1);
  return {
    reason: "too-late",
    nextPossible: next,
    lastDay: dayBefore > change.from ? dayBefore : change.from,
  };
}

/** Issues of the paper from `from` to `to`, both included (its publication days). */
export const issuesIn = (from: string, to: string): number => papersBetween(from, to);

/**
 * What a stop is credited per issue (ADR 038; the rule is app/domain/credits.ts): the paper's share
 * of the price over 26 issues a month, in whole øre. Nothing for a subscription that pays nothing
 * (trial, free, set by a company).
 */
export function stopCreditPerIssue(
  sub: Pick<Subscription, "instStatusCode" | "subsRetrieveSubscriptionAddInfo">,
  price: number,
  billingPeriod: string,
): number | null {
  if (!pays(sub)) return null;
  return stopCreditPerPaper(price, monthsPerPeriod(billingPeriod));
}

// ─── Buying (SPEC §5 Purchase, §9) ─────────────────────────────────────────────────────────────

/** "Minimum age is 18." */
export const ADULT_AT = 18;
/** "The young-person plan is only for those under 34." */
export const YOUTH_UNDER = 34;

/** Age in whole years on `today`: a year is not counted until the birthday ("MM-DD") has come. */
export function yearsOld(birthdate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return today.slice(5) < birthdate.slice(5) ? years - 1 : years;
}

/**
 * Why an order for this plan is refused for the buyer's age, or null. An unknown birthdate does not
 * stop a purchase (the identity provider need not have it), but the youth plan needs it proven.
 */
export function ageRefusal(
  birthdate: string | null,
  today: string,
  ariaPlanID: string,
): "under-age" | "not-youth" | null {
  const age = birthdate === null ? null : yearsOld(birthdate, today);
  if (age !== null && age < ADULT_AT) return "under-age";
  if (isYouthPlanId(ariaPlanID) && (age === null || age >= YOUTH_UNDER)) return "not-youth";
  return null;
}

const MONTHS_PER_PERIOD: Record<string, number> = {
  MONTHLY: 1,
  MONTHLY_PREMIUM: 1,
  QUARTERLY: 3,
  ANNUAL: 12,
};

interface PricedPlan {
  ariaPlanID: string;
  billingPeriod: string;
  price: number;
}
interface Campaign {
  ariaPlanID: string;
  billingPeriod: string;
  firstAmount: number;
  months: number;
}
interface DiscountCode {
  percentOff: number;
  months: number;
}

/** How many months a campaign's first payment covers (SPEC §9: 1 kr the first month; 3 for 1). */
export const campaignMonths = (campaign: string) => (campaign === "WINBACK_3FOR1" ? 3 : 1);

/**
 * What the first payment of an order is (SPEC §9 offers): the first payment of the one price
 * schedule the portal shows too (app/domain/prices.ts, docs/decisions/050) — the campaign's amount
 * when the campaign is for this plan row (a code's months start after it), else the plan's price
 * less the code's share of the months it covers.
 */
export function firstCharge(plan: PricedPlan, campaign: Campaign | null, code: DiscountCode | null) {
  const onCampaign =
    campaign !== null &&
    campaign.ariaPlanID === plan.ariaPlanID &&
    campaign.billingPeriod === plan.billingPeriod;
  const { first } = priceSchedule({
    billingPeriod: plan.billingPeriod as Plan["billingPeriod"],
    price: plan.price,
    intro: onCampaign ? { amount: campaign.firstAmount, months: campaign.months } : null,
    discount: code,
  });
  return { amount: first.amount, discount: first.off };
}

// ─── The right of withdrawal (angrerettloven § 20, docs/decisions/020) ─────────────────────────

export const WITHDRAWAL_PERIOD_DAYS = 14;

/** The last day on which a purchase made on `purchasedOn` may be withdrawn. */
export const lastWithdrawalDay = (purchasedOn: string) => addDays(purchasedOn, WITHDRAWAL_PERIOD_DAYS);

export const withinWithdrawalPeriod = (purchasedOn: string, today: string) =>
  daysBetween(purchasedOn, today) <= WITHDRAWAL_PERIOD_DAYS;

/**
 * What a withdrawal pays back: the days of the paid period not yet had, pro rata, in whole kroner
 * rounded in the buyer's favour. The day of purchase is not counted as used.
 */
export function withdrawalRefund(paid: number, periodStart: string, periodEnd: string, today: string) {
  const periodDays = Math.max(1, daysBetween(periodStart, periodEnd) + 1);
  const daysUsed = Math.max(0, Math.min(periodDays, daysBetween(periodStart, today)));
  return { daysUsed, refund: Math.ceil((paid * (periodDays - daysUsed)) / periodDays) };
}

// ─── Billing periods (SPEC §3) ─────────────────────────────────────────────────────────────────

/**
 * The day the next billing period starts after `today`: periods are counted from the start date
 * (the 31st renews on the last day of a shorter month, and on the 31st again after it).
 */
export function renewalAfter(startDate: string, billingPeriod: string, today: string): string {
  const step = MONTHS_PER_PERIOD[billingPeriod] ?? 1;
  let periods = 1;
  while (addMonths(startDate, periods * step) <= today) periods++;
  return addMonths(startDate, periods * step);
}

/** The last day already paid for: a cancelled subscription runs until then. */
export const lastPaidDay = (startDate: string, billingPeriod: string, today: string) =>
  addDays(renewalAfter(startDate, billingPeriod, today), -1);

// ─── Renewals and unpaid invoices (SPEC §3, docs/decisions/028) ──────────────────────

/** How many months one payment of a billing period covers. */
export const monthsPerPeriod = (billingPeriod: string) => MONTHS_PER_PERIOD[billingPeriod] ?? 1;

/** A discount code on a subscription: its share, how many months it runs, and the day they start. */
interface AppliedDiscount {
  percentOff: number;
  months: number;
  appliedOn: string;
}

/**
 * What a renewal for the period starting `periodFrom` charges: the price, less the code's share for
 * the months of the period the code covers, counted from the day its months start — the one
 * computation of app/domain/prices.ts.
 */
export function renewalCharge(
  price: number,
  billingPeriod: string,
  periodFrom: string,
  code: AppliedDiscount | null,
) {
  return periodCharge(
    price,
    billingPeriod as Plan["billingPeriod"],
    periodFrom,
    code ? { percentOff: code.percentOff, months: code.months, from: code.appliedOn } : null,
  );
}

/** An unpaid invoice is overdue from the day after its due date (Oslo). */
export const isOverdue = (dueDate: string, today: string) => dueDate < today;

/** Access stops this many days after the due date of an invoice that is still unpaid. */
export const ACCESS_STOPS_AFTER_DAYS = 14;

export const accessStopsOn = (dueDate: string) => addDays(dueDate, ACCESS_STOPS_AFTER_DAYS);

// ─── E-mail addresses ──────────────────────────────────────────────────────────────────────────

/** The form in which the platform stores and compares an address: case and surrounding spaces do not count. */
export const storedAddress = (raw: string) => raw.trim().toLowerCase();

/**
 * An address the platform can send to: at most 254 characters, printable ASCII (no control
 * characters, no emoji, no invisible marks), one @ with a dotted domain of letters, digits and hyphens.
 */
export const sendableAddress = (raw: string) => {
  const address = raw.trim();
  return (
    address.length <= 254 &&
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/.test(
      address,
    )
  );
};

// ─── Text (docs/decisions/048) ─────────────────────────────────────────────────────────────────

/**
 * What the platform refuses in any text it is sent: control characters (C0 but line feed, carriage
 * return and tab; DEL; C1) and the invisible marks that reorder text (bidirectional embeddings,
 * overrides, isolates, and the LRM, RLM and ALM marks), and a lone surrogate (half a character:
 * with the u flag the surrogate range matches no whole character).
 */
const NOT_TEXT =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
export const notText = (text: string) => NOT_TEXT.test(text);

// ─── Family sharing (SPEC §4, §6; docs/decisions/011) ──────────────────────────────────────────

/** The household maximum, the owner included: the platform's parameter (SPEC §9, value not shown). */
export const MAX_FAMILY_MEMBERS = 5;

/** An invitation's link works 7 days from when it was (last) sent. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether a subscription may be shared with the household: it gives access, it is not itself a
 * family subscription (not eligible for sharing), not a youth plan, not a business one
 * (subscriptionInfo1 set), and not cancelled (it runs out; members keep access until it ends).
 */
export function shareable(
  sub: Pick<
    Subscription,
    "instStatusCode" | "eligibleForSharing" | "ariaPlanID" | "subsRetrieveSubscriptionAddInfo"
  >,
) {
  return (
    hasAccess(sub.instStatusCode) &&
    sub.eligibleForSharing &&
    !isYouthPlanId(sub.ariaPlanID) &&
    !sub.subsRetrieveSubscriptionAddInfo.subscriptionInfo1 &&
    sub.instStatusCode !== SubscriptionStatus.PENDING_CANCELLATION
  );
}

export type InvitationState = "emailSent" | "active" | "expired" | "used" | "withdrawn" | "failed";

/** What the platform keeps of an invitation: ms timestamps, null when it has not happened. */
export interface InvitationRecord {
  expiresAt: number;
  deliveryFailed: boolean;
  withdrawnAt: number | null;
  acceptedAt: number | null;
  endedAt: number | null;
}

/**
 * An invitation's state (SPEC §4): once accepted it is active until the sharing ends, then used;
 * unanswered, it is withdrawn if the owner took it back, failed if the e-mail bounced, and else
 * waiting (emailSent) until its link runs out (expired).
 */
export function stateOfInvitation(record: InvitationRecord, now: number): InvitationState {
  if (record.acceptedAt !== null) return record.endedAt !== null ? "used" : "active";
  if (record.withdrawnAt !== null) return "withdrawn";
  if (record.deliveryFailed) return "failed";
  return now >= record.expiresAt ? "expired" : "emailSent";
}

/** Members and the invitations still waiting for an answer (sent or undelivered) hold a place. */
const PLACE_HOLDERS: ReadonlySet<InvitationState> = new Set(["active", "emailSent", "failed"]);

/** Room for more invitations: the maximum less the owner and every place held (SPEC §6). */
export function roomInHousehold(maxMembers: number, states: readonly InvitationState[]) {
  const taken = 1 + states.filter((state) => PLACE_HOLDERS.has(state)).length;
  return taken < maxMembers ? maxMembers - taken : 0;
}

/** "Nora@Example.no " is the same mailbox as "nora@example.no". */
export const sameMailbox = (a: string, b: string) => storedAddress(a) === storedAddress(b);

// ─── Business invitations (SPEC §5) ────────────────────────────────────────────────────────────

/** "E-mails must be … on the company domain": exactly its domain, not a subdomain. */
export function onCompanyDomain(address: string, emailDomain: string) {
  const domain = storedAddress(address).split("@").pop() ?? "";
  return address.includes("@") && domain === storedAddress(emailDomain);
}

// ─── Student and pupil codes (SPEC §2 Student, docs/decisions/012) ─────────────────────────────

/** How long an e-mailed student or pupil code works. */
export const SCHOOL_CODE_MINUTES = 30;
