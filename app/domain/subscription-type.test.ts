import { describe, expect, it } from "vitest";
import { activeDigital } from "#tests/fixtures/subscription-facts.ts";
import { SubscriptionStatus } from "./subscription-status.ts";
import {
  capabilities,
  isBusinessAdmin,
  isBusinessEmployee,
  isFamily,
  isPaper,
  isPaying,
  isYouth,
} from "./subscription-type.ts";

const digital = activeDigital;
const withInfo = (subscriptionInfo1: string | null) => ({
  ...digital,
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1 },
});

describe("subscription type rules (SPEC §4)", () => {
  it("youth (UNG) if the plan id contains UNG", () => {
    expect(isYouth({ ...digital, ariaPlanID: "C-DIGITAL-UNG" })).toBe(true);
    expect(isYouth(digital)).toBe(false);
  });

  it("paper if the product type is COMBO", () => {
    expect(isPaper({ ...digital, planProductType: "COMBO" })).toBe(true);
    expect(isPaper(digital)).toBe(false);
  });

  it("family if not eligible for sharing", () => {
    expect(isFamily({ ...digital, eligibleForSharing: false })).toBe(true);
    expect(isFamily(digital)).toBe(false);
  });

  it("business admin if subscriptionInfo1 contains admin", () => {
    expect(isBusinessAdmin(withInfo("admin"))).toBe(true);
    expect(isBusinessAdmin(withInfo("company-admin"))).toBe(true);
    expect(isBusinessAdmin(withInfo("employee"))).toBe(false);
    expect(isBusinessAdmin(digital)).toBe(false);
  });

  it("business employee if subscriptionInfo1 names the employee role (and not admin)", () => {
    expect(isBusinessEmployee(withInfo("employee"))).toBe(true);
    expect(isBusinessEmployee(withInfo("admin"))).toBe(false);
    expect(isBusinessEmployee(digital)).toBe(false);
  });

  it("paying unless TRIAL, ACTIVE_NON_BILLABLE, or subscriptionInfo1 set", () => {
    expect(isPaying(digital)).toBe(true);
    expect(isPaying({ ...digital, instStatusCode: SubscriptionStatus.TRIAL })).toBe(false);
    expect(isPaying({ ...digital, instStatusCode: SubscriptionStatus.ACTIVE_NON_BILLABLE })).toBe(false);
    expect(isPaying(withInfo("employee"))).toBe(false);
    expect(isPaying({ ...digital, instStatusCode: SubscriptionStatus.PENDING_CANCELLATION })).toBe(true);
  });
});

describe("capabilities", () => {
  it("a paying digital subscriber may change, cancel and pay, not manage delivery", () => {
    expect(capabilities(digital)).toEqual({
      manageDelivery: false,
      complain: false,
      change: true,
      cancel: true,
      undoCancellation: false,
      payment: true,
      businessAdmin: false,
    });
  });

  it("a paper subscriber may manage delivery and complain", () => {
    expect(capabilities({ ...digital, planProductType: "COMBO" })).toMatchObject({
      manageDelivery: true,
      complain: true,
    });
  });

  it("a cancelled subscription may be taken back, not cancelled or changed again", () => {
    expect(
      capabilities({ ...digital, instStatusCode: SubscriptionStatus.PENDING_CANCELLATION }),
    ).toMatchObject({
      undoCancellation: true,
      cancel: false,
      change: false,
    });
  });

  it("a family member may not change or cancel what someone else pays for", () => {
    expect(
      capabilities({
        ...digital,
        eligibleForSharing: false,
        instStatusCode: SubscriptionStatus.ACTIVE_NON_BILLABLE,
      }),
    ).toMatchObject({ change: false, cancel: false, payment: false });
  });

  it("a business admin manages invitations; an employee does not", () => {
    expect(capabilities(withInfo("admin")).businessAdmin).toBe(true);
    expect(capabilities(withInfo("employee")).businessAdmin).toBe(false);
  });

  it("no subscription, or one without access, may do nothing", () => {
    expect(Object.values(capabilities(null)).some(Boolean)).toBe(false);
    expect(
      Object.values(capabilities({ ...digital, instStatusCode: SubscriptionStatus.CANCELLED })).some(Boolean),
    ).toBe(false);
  });
});
