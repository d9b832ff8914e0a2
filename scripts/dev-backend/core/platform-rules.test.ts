// @vitest-environment node
// One table of SPEC cases, run against the portal's statement of each platform rule (app/domain)
// and against the stand-in's own (platform-rules.ts), so that the two cannot drift apart unseen
// (docs/decisions/027). Each side is reached through the functions it really uses: the portal's
// offer and eligibility rules, the stand-in's refusals.
import { describe, expect, it } from "vitest";
import { nextPeriodStart, paidUntil, type BillingPeriod } from "#app/domain/billing.ts";
import {
  domainOf,
  isOnCompanyDomain,
  normalizeAddress,
  reviewAddresses,
} from "#app/domain/business-invitations.ts";
import { hasControlCharacters } from "#app/domain/text.ts";
import { checkNewLastDay, issuesBetween } from "#app/domain/delivery-changes.ts";
import { checkChangeDate, DEFAULT_SCHEDULE, earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import {
  invitationState,
  mayShare,
  placesLeft,
  type InvitationFacts,
  type InvitationState,
} from "#app/domain/family-sharing.ts";
import { priceSchedule, priceTerms } from "#app/domain/prices.ts";
import {
  eligibility,
  plansOnOffer,
  type OfferCampaign,
  type OfferDiscount,
  type OfferPlan,
} from "#app/domain/purchase-rules.ts";
import { isOverdue as invoiceOverdue } from "#app/domain/invoices.ts";
import { CODE_LIFETIME_MINUTES } from "#app/domain/student.ts";
import { givesAccess } from "#app/domain/subscription-status.ts";
import { isPaying, isYouthPlan } from "#app/domain/subscription-type.ts";
import * as platform from "./platform-rules.ts";
import {
  accessCases,
  addressCases,
  buyingCases,
  companyDomainCases,
  deliveryCases,
  DIGITAL,
  lastDayCases,
  NOW,
  payingCases,
  paymentCases,
  placeCases,
  refundCases,
  renewalCases,
  sharingCases,
  stateCases,
  TODAY,
  textCases,
  withdrawalCases,
  YOUTH,
  youthCases,
  type ChangeStart,
  type FirstPayment,
  type SharingFacts,
} from "./platform-rules.cases.ts";

/** What a statement of the platform's rules answers, whichever side states it. */
interface PlatformRules {
  schedule: { deliveryDays: readonly number[]; deadline: string };
  deliveryChangeStart(from: string, now: Date): ChangeStart;
  /** A new last day for a dated change: null when taken, else why not (ADR 038). */
  newLastDay(change: { from: string; to: string }, to: string, now: Date): string | null;
  issues(from: string, to: string): number;
  mayBuy(birthdate: string | null, today: string): boolean;
  youthPlanOffered(birthdate: string | null, today: string): boolean;
  firstPayment(plan: OfferPlan, campaign: OfferCampaign | null, code: OfferDiscount | null): FirstPayment;
  renewal(startDate: string, period: BillingPeriod, today: string): { next: string; paidUntil: string };
  givesAccess(instStatusCode: number): boolean;
  isPaying(sub: SharingFacts): boolean;
  isYouthPlan(ariaPlanID: string): boolean;
  mayShare(sub: SharingFacts): boolean;
  invitationState(facts: InvitationFacts, now: number): InvitationState;
  placesLeft(maxMembers: number, states: InvitationState[]): number;
  onCompanyDomain(address: string, emailDomain: string): boolean;
  storedAddress(raw: string): string;
  schoolCodeMinutes: number;
  isOverdue(dueDate: string, today: string): boolean;
}

const offer: OfferPlan[] = [
  { ariaPlanID: DIGITAL, billingPeriod: "MONTHLY", price: 299 },
  { ariaPlanID: YOUTH, billingPeriod: "MONTHLY", price: 149 },
];

const portal: PlatformRules = {
  // The portal checks a change against the schedule the platform answers (getDelivery).
  schedule: DEFAULT_SCHEDULE,
  deliveryChangeStart: (from, now) => {
    const check = checkChangeDate(from, now, platform.PAPER_SCHEDULE);
    return check.ok ? { ok: true } : check;
  },
  newLastDay: (change, to, now) => {
    const check = checkNewLastDay(
      change,
      to,
      earliestChangeDate(now, platform.PAPER_SCHEDULE),
      platform.PAPER_SCHEDULE,
    );
    if (check.ok) return null;
    return check.reason === "too-late" ? `too-late ${check.nextPossible} ${check.lastDay}` : check.reason;
  },
  issues: (from, to) => issuesBetween(from, to, platform.PAPER_SCHEDULE),
  mayBuy: (birthdate, today) => eligibility(birthdate, today).kind === "mayBuy",
  youthPlanOffered: (birthdate, today) => {
    const buyer = eligibility(birthdate, today);
    if (buyer.kind === "tooYoung") return false;
    return plansOnOffer(offer, buyer.age, DIGITAL, null).plans.some((p) => p.ariaPlanID === YOUTH);
  },
  // The order screen's price schedule (features/order/price.ts): the first payment and what it saves.
  firstPayment: (plan, campaign, code) => {
    const { first } = priceSchedule(priceTerms(plan, campaign, code));
    return { amount: first.amount, discount: first.off };
  },
  renewal: (startDate, period, today) => ({
    next: nextPeriodStart(startDate, period, today),
    paidUntil: paidUntil(startDate, period, today),
  }),
  givesAccess,
  isPaying: (sub) => isPaying({ ...sub, planProductType: "DIGITAL" }),
  isYouthPlan,
  mayShare: (sub) => mayShare({ ...sub, planProductType: "DIGITAL" }),
  invitationState,
  placesLeft,
  onCompanyDomain: isOnCompanyDomain,
  storedAddress: normalizeAddress,
  schoolCodeMinutes: CODE_LIFETIME_MINUTES,
  isOverdue: invoiceOverdue,
};

const standIn: PlatformRules = {
  schedule: platform.PAPER_SCHEDULE,
  deliveryChangeStart: platform.deliveryChangeStart,
  newLastDay: (change, to, now) => {
    const refusal = platform.newLastDayRefusal(change, to, now);
    if (!refusal) return null;
    return refusal.reason === "too-late"
      ? `too-late ${refusal.nextPossible} ${refusal.lastDay}`
      : refusal.reason;
  },
  issues: platform.issuesIn,
  mayBuy: (birthdate, today) => platform.ageRefusal(birthdate, today, DIGITAL) === null,
  youthPlanOffered: (birthdate, today) => platform.ageRefusal(birthdate, today, YOUTH) === null,
  firstPayment: platform.firstCharge,
  renewal: (startDate, period, today) => ({
    next: platform.renewalAfter(startDate, period, today),
    paidUntil: platform.lastPaidDay(startDate, period, today),
  }),
  givesAccess: platform.hasAccess,
  isPaying: platform.pays,
  isYouthPlan: platform.isYouthPlanId,
  mayShare: platform.shareable,
  invitationState: platform.stateOfInvitation,
  placesLeft: platform.roomInHousehold,
  onCompanyDomain: platform.onCompanyDomain,
  storedAddress: platform.storedAddress,
  schoolCodeMinutes: platform.SCHOOL_CODE_MINUTES,
  isOverdue: platform.isOverdue,
};

/** Issues of the paper in a stop's span: Monday to Saturday, both ends included. */
const issueCases: Array<[string, string, number]> = [
  ["2026-01-12", "2026-01-18", 6],
  ["2026-01-18", "2026-01-18", 0],
  ["2026-03-26", "2026-04-01", 6],
  ["2026-10-23", "2026-10-27", 4],
];

/** "Forfalt" from the day after the due date (ADR 028): the due day itself is still in time. */
const overdueCases: Array<[string, string, boolean]> = [
  ["2026-11-24", "2026-11-23", false],
  ["2026-11-24", "2026-11-24", false],
  ["2026-11-24", "2026-11-25", true],
  ["2026-12-31", "2027-01-01", true],
];

describe.each([
  ["the portal (app/domain)", portal],
  ["the stand-in (scripts/dev-backend/core/platform-rules.ts)", standIn],
])("%s", (_, rules) => {
  it("delivers Monday to Saturday, with a 12:00 deadline the day before", () => {
    expect(rules.schedule).toEqual({ deliveryDays: [1, 2, 3, 4, 5, 6], deadline: "12:00" });
  });
  it.each(deliveryCases)("delivery change: %s", (_, from, now, answer) => {
    expect(rules.deliveryChangeStart(from, new Date(now))).toEqual(answer);
  });
  it.each(lastDayCases)("new last day: %s", (_, change, to, now, answer) => {
    expect(rules.newLastDay(change, to, new Date(now))).toBe(answer);
  });
  it.each(issueCases)("issues from %s to %s: %i", (from, to, count) => {
    expect(rules.issues(from, to)).toBe(count);
  });
  it.each(buyingCases)("may buy at %s: %s", (_, birthdate, allowed) => {
    expect(rules.mayBuy(birthdate, TODAY)).toBe(allowed);
  });
  it.each(youthCases)("the youth plan at %s: %s", (_, birthdate, offered) => {
    expect(rules.youthPlanOffered(birthdate, TODAY)).toBe(offered);
  });
  it.each(paymentCases)("first payment: %s", (_, plan, campaign, code, payment) => {
    expect(rules.firstPayment(plan, campaign, code)).toEqual(payment);
  });
  it.each(renewalCases)("billing period, %s", (_, start, period, today, answer) => {
    expect(rules.renewal(start, period, today)).toEqual(answer);
  });
  it.each(accessCases)("access under %s (%i): %s", (_, code, access) => {
    expect(rules.givesAccess(code)).toBe(access);
  });
  it("a youth plan is one whose id contains UNG", () => {
    const ids = ["C-DIGITAL-UNG", "UNG-AARLIG", "C-DIGITAL-DIGITAL", "C-DIGITAL-PREMIUM"];
    expect(ids.map((id) => rules.isYouthPlan(id))).toEqual([true, true, false, false]);
  });
  it.each(payingCases)("paying: %s", (_, sub, paying) => {
    expect(rules.isPaying(sub)).toBe(paying);
  });
  it.each(sharingCases)("may share %s: %s", (_, sub, allowed) => {
    expect(rules.mayShare(sub)).toBe(allowed);
  });
  it.each(stateCases)("an invitation %s is %s", (_, facts, state) => {
    expect(rules.invitationState(facts, NOW)).toBe(state);
  });
  it.each(placeCases)("places left: %s", (_, max, states, left) => {
    expect(rules.placesLeft(max, states)).toBe(left);
  });
  it.each(companyDomainCases)("%s on the company domain %s: %s", (address, domain, on) => {
    expect(rules.onCompanyDomain(address, domain)).toBe(on);
  });
  it("stores an invited address trimmed and in lower case", () => {
    expect(rules.storedAddress("  Ola.Nordmann@MoeBygg.no ")).toBe("ola.nordmann@moebygg.no");
  });
  it("a student or pupil code works 30 minutes", () => {
    expect(rules.schoolCodeMinutes).toBe(30);
  });
  it.each(overdueCases)("an unpaid invoice due %s is overdue on %s: %s", (dueDate, today, overdue) => {
    expect(rules.isOverdue(dueDate, today)).toBe(overdue);
  });
});

// Rules the platform alone applies: the portal shows their answers (the refund, the last day to
// withdraw, an invitation's expiry, a member already invited) and states none of them itself.
describe("the stand-in alone (the portal shows the platform's answer)", () => {
  it.each(withdrawalCases)("withdrawal %s", (_, purchasedOn, today, answer) => {
    expect({
      lastDay: platform.lastWithdrawalDay(purchasedOn),
      allowed: platform.withinWithdrawalPeriod(purchasedOn, today),
    }).toEqual(answer);
  });
  it.each(refundCases)("refund, %s", (_, paid, start, end, today, refund) => {
    expect(platform.withdrawalRefund(paid, start, end, today).refund).toBe(refund);
  });
  it("an invitation's link works 7 days", () => {
    expect(platform.INVITATION_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });
  it.each(addressCases)("same address, %s", (_, a, b, same) => {
    expect(platform.sameMailbox(a, b)).toBe(same);
  });
});

describe("text no field may hold, and addresses that can be sent to (docs/decisions/048)", () => {
  it.each(textCases)("%j refused: %s, by the portal and the platform alike", (text, refused) => {
    expect(hasControlCharacters(text, true)).toBe(refused);
    expect(platform.notText(text)).toBe(refused);
  });

  const addresses = [
    ["kari.nordmann@moebygg.no", true],
    ["Kari+HR@Moebygg.no", true],
    [`${"a".repeat(64)}@moebygg.no`, true],
    [`${"a".repeat(65)}@moebygg.no`, false],
    [`${"a".repeat(60)}@${"b".repeat(195)}.no`, false],
    ["kari😀@moebygg.no", false],
    ["bjørn@moebygg.no", false],
    ["ola\u0000@moebygg.no", false],
    ["\u202Ekari@moebygg.no", false],
    ["kari@moebygg", false],
    ["kari nordmann@moebygg.no", false],
  ] as const;
  it.each(addresses)("%s can be sent to: %s, by the portal and the platform alike", (address, ok) => {
    // The portal's review of an admin's list (features/business): "new" when it can be sent to.
    const [line] = reviewAddresses([{ address }], { emailDomain: domainOf(address), maxInvitations: 1 }, []);
    expect(line?.verdict === "new").toBe(ok);
    expect(platform.sendableAddress(address)).toBe(ok);
  });
});
