// The SPEC cases platform-rules.test.ts runs against both statements of the platform's rules: the
// portal's (app/domain) and the stand-in's (platform-rules.ts). Plain data in the spec's vocabulary,
// typed by neither side, so a case says what SPEC.md says and each side must answer it.
import type { billingPeriod, SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import type { InvitationRecord, InvitationState } from "./platform-rules.ts";
import type { z } from "zod";

export type BillingPeriod = z.infer<typeof billingPeriod>;
export type SharingFacts = Pick<
  Subscription,
  "instStatusCode" | "eligibleForSharing" | "ariaPlanID" | "subsRetrieveSubscriptionAddInfo"
>;
export interface FirstPayment {
  amount: number;
  discount: number;
}
export interface PlanRow {
  ariaPlanID: string;
  billingPeriod: string;
  price: number;
}
export interface CampaignRow {
  code: "INTRO_1KR" | "WINBACK_3FOR1";
  ariaPlanID: string;
  billingPeriod: string;
  firstAmount: number;
  months: number;
}
export interface DiscountRow {
  percentOff: number;
  months: number;
}

export const DIGITAL = "C-DIGITAL-DIGITAL";
export const YOUTH = "C-DIGITAL-UNG";

// ─── The SPEC cases ─────────────────────────────────────────────────────────────────────────────

export { deliveryCases, type ChangeStart } from "./platform-rules.delivery-cases.ts";

export const TODAY = "2026-11-22";
/** SPEC §5: "Minimum age is 18." */
export const buyingCases: Array<[string, string | null, boolean]> = [
  ["18 today", "2008-11-22", true],
  ["18 tomorrow", "2008-11-23", false],
  ["17", "2009-06-01", false],
  ["70", "1956-01-01", true],
  ["no birthdate at the identity provider (asked for later)", null, true],
];
/** SPEC §5: "The young-person plan is only for those under 34; otherwise the digital plan is offered." */
export const youthCases: Array<[string, string | null, boolean]> = [
  ["18", "2008-11-22", true],
  ["33", "1993-01-01", true],
  ["34 tomorrow (33 today)", "1992-11-23", true],
  ["34 today", "1992-11-22", false],
  ["40", "1986-05-05", false],
  ["17: not old enough to buy at all", "2009-06-01", false],
  ["no birthdate: the youth plan needs one", null, false],
];

const monthly: PlanRow = { ariaPlanID: DIGITAL, billingPeriod: "MONTHLY", price: 299 };
const quarterly: PlanRow = { ariaPlanID: DIGITAL, billingPeriod: "QUARTERLY", price: 897 };
const annual: PlanRow = { ariaPlanID: DIGITAL, billingPeriod: "ANNUAL", price: 2990 };
/** SPEC §9 offers: the digital plan for 1 kr the first month; returning customers 3 months for 1. */
const intro: CampaignRow = {
  code: "INTRO_1KR",
  ariaPlanID: DIGITAL,
  billingPeriod: "MONTHLY",
  firstAmount: 1,
  months: 1,
};
const winback: CampaignRow = { ...intro, code: "WINBACK_3FOR1", firstAmount: 299, months: 3 };
export const paymentCases: Array<[string, PlanRow, CampaignRow | null, DiscountRow | null, FirstPayment]> = [
  ["the plan's price", monthly, null, null, { amount: 299, discount: 0 }],
  ["1 kr the first month", monthly, intro, null, { amount: 1, discount: 0 }],
  ["a campaign for another row does not apply", annual, intro, null, { amount: 2990, discount: 0 }],
  ["3 months for the price of 1", monthly, winback, null, { amount: 299, discount: 0 }],
  // docs/decisions/020: a code takes its percentage off the months it covers, rounded down;
  // docs/decisions/050: its months start after a campaign's, so the campaign's payment is as it says.
  [
    "50 % for 3 months on 3 for 1: after the three",
    monthly,
    winback,
    { percentOff: 50, months: 3 },
    { amount: 299, discount: 0 },
  ],
  [
    "20 % for 3 months on a year",
    annual,
    null,
    { percentOff: 20, months: 3 },
    { amount: 2841, discount: 149 },
  ],
  [
    "10 % for 1 month on a quarter",
    quarterly,
    null,
    { percentOff: 10, months: 1 },
    { amount: 868, discount: 29 },
  ],
  ["100 % for 1 month", monthly, null, { percentOff: 100, months: 1 }, { amount: 0, discount: 299 }],
  [
    "a code on 1 kr the first month waits for the month after",
    monthly,
    intro,
    { percentOff: 100, months: 12 },
    { amount: 1, discount: 0 },
  ],
  [
    "a code longer than the payment covers only it",
    quarterly,
    null,
    { percentOff: 100, months: 12 },
    { amount: 0, discount: 897 },
  ],
];

/** The right of withdrawal: 14 days from the day of purchase. */
export const withdrawalCases: Array<[string, string, string, { lastDay: string; allowed: boolean }]> = [
  ["on the day of purchase", "2026-11-01", "2026-11-01", { lastDay: "2026-11-15", allowed: true }],
  ["on the 14th day after", "2026-11-01", "2026-11-15", { lastDay: "2026-11-15", allowed: true }],
  ["on the 15th day after", "2026-11-01", "2026-11-16", { lastDay: "2026-11-15", allowed: false }],
  ["across a month end", "2026-12-25", "2027-01-08", { lastDay: "2027-01-08", allowed: true }],
];
/** What comes back: the unused days of the paid period, pro rata, never charging a day not had. */
export const refundCases: Array<[string, number, string, string, string, number]> = [
  ["withdrawn the day it was bought", 299, "2026-11-01", "2026-11-30", "2026-11-01", 299],
  ["10 of 30 days used", 299, "2026-11-01", "2026-11-30", "2026-11-11", 200],
  ["1 kr, 5 days used", 1, "2026-11-01", "2026-11-30", "2026-11-06", 1],
  ["after the period", 299, "2026-11-01", "2026-11-30", "2026-12-05", 0],
];

/** SPEC §3: when the paid period ends and the next one (where a change takes effect) starts. */
export const renewalCases: Array<
  [string, string, BillingPeriod, string, { next: string; paidUntil: string }]
> = [
  [
    "monthly, mid-period",
    "2026-01-10",
    "MONTHLY",
    "2026-03-20",
    { next: "2026-04-10", paidUntil: "2026-04-09" },
  ],
  [
    "monthly, on the renewal day",
    "2026-01-10",
    "MONTHLY",
    "2026-04-10",
    { next: "2026-05-10", paidUntil: "2026-05-09" },
  ],
  [
    "from the 31st, into February",
    "2026-01-31",
    "MONTHLY",
    "2026-02-01",
    { next: "2026-02-28", paidUntil: "2026-02-27" },
  ],
  [
    "from the 31st, after February",
    "2026-01-31",
    "MONTHLY",
    "2026-02-28",
    { next: "2026-03-31", paidUntil: "2026-03-30" },
  ],
  ["quarterly", "2026-01-15", "QUARTERLY", "2026-05-01", { next: "2026-07-15", paidUntil: "2026-07-14" }],
  [
    "annual, the day before renewal",
    "2025-06-15",
    "ANNUAL",
    "2026-06-14",
    { next: "2026-06-15", paidUntil: "2026-06-14" },
  ],
];

/** SPEC §4's statuses: who still reads (running, being set up, cancelled until it expires). */
export const accessCases: Array<[string, number, boolean]> = [
  ...(
    [
      ["ACTIVE", true],
      ["TRIAL", true],
      ["ACTIVE_NON_BILLABLE", true],
      ["PENDING_INSTALLATION", true],
      ["PENDING_ACTIVATION", true],
      ["PENDING_CANCELLATION", true],
      ["PENDING_TERMINATION", true],
      ["INACTIVE", false],
      ["SUSPENDED", false],
      ["CANCELLED", false],
      ["TERMINATED", false],
    ] as const
  ).map(([name, access]): [string, number, boolean] => [name, SubscriptionStatus[name], access]),
  ["an unknown code", 99, false],
];

const running: SharingFacts = {
  ariaPlanID: DIGITAL,
  eligibleForSharing: true,
  instStatusCode: SubscriptionStatus.ACTIVE,
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: null },
};
const business = (role: string) => ({
  ...running,
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: role },
});
/** SPEC §4: "Paying unless the status is TRIAL or ACTIVE_NON_BILLABLE, or subscriptionInfo1 is set." */
export const payingCases: Array<[string, SharingFacts, boolean]> = [
  ["running", running, true],
  ["cancelled, running out", { ...running, instStatusCode: SubscriptionStatus.PENDING_CANCELLATION }, true],
  ["a trial", { ...running, instStatusCode: SubscriptionStatus.TRIAL }, false],
  ["non-billable", { ...running, instStatusCode: SubscriptionStatus.ACTIVE_NON_BILLABLE }, false],
  ["a business employee's", business("employee"), false],
];
/** SPEC §4 "Family if not eligible for sharing"; docs/decisions/011 "who may share". */
export const sharingCases: Array<[string, SharingFacts, boolean]> = [
  ["a running subscription", running, true],
  ["a trial", { ...running, instStatusCode: SubscriptionStatus.TRIAL }, true],
  ["a family member's (not eligible for sharing)", { ...running, eligibleForSharing: false }, false],
  ["a youth plan", { ...running, ariaPlanID: "C-DIGITAL-UNG" }, false],
  ["a business admin's", business("admin"), false],
  ["a business employee's", business("employee"), false],
  ["cancelled, running out", { ...running, instStatusCode: SubscriptionStatus.PENDING_CANCELLATION }, false],
  ["ended", { ...running, instStatusCode: SubscriptionStatus.CANCELLED }, false],
];

export const NOW = Date.parse("2026-11-18T09:00:00Z");
const sent: InvitationRecord = {
  expiresAt: NOW + 1,
  deliveryFailed: false,
  withdrawnAt: null,
  acceptedAt: null,
  endedAt: null,
};
/** SPEC §4 invitation states: emailSent, active; in family sharing also expired, used, withdrawn. */
export const stateCases: Array<[string, InvitationRecord, InvitationState]> = [
  ["sent, its link still working", sent, "emailSent"],
  ["sent, its link run out this very moment", { ...sent, expiresAt: NOW }, "expired"],
  ["the e-mail could not be delivered", { ...sent, deliveryFailed: true }, "failed"],
  ["taken back by the owner", { ...sent, withdrawnAt: NOW - 5 }, "withdrawn"],
  ["accepted", { ...sent, acceptedAt: NOW - 5 }, "active"],
  [
    "accepted in time, its link run out since",
    { ...sent, expiresAt: NOW - 1, acceptedAt: NOW - 5 },
    "active",
  ],
  ["accepted, and the sharing has ended", { ...sent, acceptedAt: NOW - 5, endedAt: NOW - 1 }, "used"],
];
/** SPEC §6: "free digital access, up to a maximum number of people in the household" (owner included). */
export const placeCases: Array<[string, number, InvitationState[], number]> = [
  ["an empty household of 5 (the owner takes one)", 5, [], 4],
  ["4 waiting invitations fill it", 5, ["emailSent", "emailSent", "failed", "active"], 0],
  ["expired, used and withdrawn ones hold no place", 5, ["active", "expired", "used", "withdrawn"], 3],
  ["a household over its maximum has no room, not less", 3, ["active", "active", "active"], 0],
];
export const addressCases: Array<[string, string, string, boolean]> = [
  ["other case and spaces", " Nora@Example.no ", "nora@example.no", true],
  ["another mailbox", "nora@example.no", "nils@example.no", false],
];
/** SPEC §5 business invitations: "E-mails must be valid and on the company domain." */
export const companyDomainCases: Array<[string, string, boolean]> = [
  ["ola@moebygg.no", "moebygg.no", true],
  [" Ola@MoeBygg.NO ", "moebygg.no", true],
  ["ola@moebygg.no", "MoeBygg.no", true],
  ["ola@avd.moebygg.no", "moebygg.no", false],
  ["ola@moebygg.no.example.com", "moebygg.no", false],
  ["moebygg.no", "moebygg.no", false],
];

/**
 * A new last day for a dated stop (ADR 038): the first delivery it touches must be before its
 * deadline. Friday 2026-01-16 13:00 Oslo: Saturday is past, Monday 19th is the next possible day.
 */
const FRIDAY_1PM = "2026-01-16T12:00:00Z";
export const lastDayCases: Array<[string, { from: string; to: string }, string, string, string | null]> = [
  ["later, running", { from: "2026-01-12", to: "2026-01-24" }, "2026-01-30", FRIDAY_1PM, null],
  [
    "ends so the paper comes Monday",
    { from: "2026-01-12", to: "2026-01-24" },
    "2026-01-18",
    FRIDAY_1PM,
    null,
  ],
  [
    "ends Saturday, past but no delivery between",
    { from: "2026-01-12", to: "2026-01-24" },
    "2026-01-17",
    FRIDAY_1PM,
    null,
  ],
  [
    "ends Friday: Saturday is past",
    { from: "2026-01-12", to: "2026-01-24" },
    "2026-01-16",
    FRIDAY_1PM,
    "too-late 2026-01-19 2026-01-18",
  ],
  [
    "before its first day",
    { from: "2026-02-02", to: "2026-02-09" },
    "2026-02-01",
    FRIDAY_1PM,
    "before-start",
  ],
  [
    "longer, but it ended Friday",
    { from: "2026-01-12", to: "2026-01-16" },
    "2026-01-23",
    FRIDAY_1PM,
    "too-late 2026-01-19 2026-01-18",
  ],
  // 23:59 Oslo on Tuesday 13 January (22:59 UTC): Wednesday is past, Thursday 15th next.
  [
    "around midnight",
    { from: "2026-01-12", to: "2026-01-20" },
    "2026-01-13",
    "2026-01-13T22:59:00Z",
    "too-late 2026-01-15 2026-01-14",
  ],
  [
    "a minute earlier in UTC terms, same Oslo day",
    { from: "2026-01-12", to: "2026-01-20" },
    "2026-01-14",
    "2026-01-13T22:59:00Z",
    null,
  ],
  // Sunday 29 March 2026 12:30 Oslo (10:30 UTC, summer time): Monday past, Tuesday 31st next.
  [
    "the day summer time starts",
    { from: "2026-03-23", to: "2026-04-04" },
    "2026-03-29",
    "2026-03-29T10:30:00Z",
    "too-late 2026-03-31 2026-03-30",
  ],
  // Sunday 25 October 2026 11:30 Oslo (10:30 UTC, winter time): Monday 26th is still possible.
  [
    "the day summer time ends",
    { from: "2026-10-19", to: "2026-10-31" },
    "2026-10-25",
    "2026-10-25T10:30:00Z",
    null,
  ],
];

/**
 * ADR 048: which typed texts are no text, for a multi-line field (the portal's typedText and the
 * stand-in's notText alike): every alphabet and emoji are text; controls, invisible reordering marks
 * and a lone surrogate (half a character: no keyboard types it, UTF-8 cannot store it) are not.
 */
export const textCases: Array<readonly [string, boolean]> = [
  ["Niillas Ŋuolla Čáhppes-Đuolbbás", false],
  ["Łukasz, Ольга, שרה, مرحبا", false],
  ["👨‍👩‍👧 👍🏽", false],
  ["linje\r\nlinje\tslutt", false],
  ["<b>Hytta</b>", false],
  ["\u0000", true],
  ["\u0007", true],
  ["\u007F", true],
  ["\u0085", true],
  ["\u200E", true],
  ["\u200F", true],
  ["\u061C", true],
  ["\u202A", true],
  ["\u202E", true],
  ["\u2066", true],
  ["\u2069", true],
  ["\uD800", true],
  ["\uDFFF", true],
  ["Kari\uD83D", true],
  ["\uDC4DKari", true],
  ["👍 whole: \uD83D\uDC4D", false],
];
