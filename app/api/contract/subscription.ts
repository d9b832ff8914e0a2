// Subscription and plans: the subscription of a title, changing plan, cancelling and taking a
// cancellation back, discount codes (SPEC §3, §4, §7).
import { z } from "zod/mini";
import { statusCodes } from "#app/domain/subscription-status.ts";
import {
  ariaAccountNo,
  endpoint,
  isoDate,
  ok,
  readerText,
  titleAccountBody,
  titleAccountParams,
  titleCode,
} from "./shared.ts";

export const planProductType = z.enum(["DIGITAL", "COMBO"]);

export const billingPeriod = z.enum(["ANNUAL", "QUARTERLY", "MONTHLY", "MONTHLY_PREMIUM"]);

export const featureLabel = z.enum(["PLUS_CONTENT", "E_PAPER", "PAPER", "FAMILY_SHARING", "PARTNER_SITES"]);

/**
 * A pause of the subscription (docs/decisions/079): from `from` to `to`, both paused (no paper, no
 * digital access, no charge for those days); it starts again by itself on `resumesOn` (the day after
 * `to`). PLANNED: not begun; ACTIVE: today is in it; ENDED: over, by itself or ended early (`to` is
 * then the last paused day as it ended).
 */
export const pause = z.object({
  pauseId: z.string().check(z.maxLength(64)),
  from: isoDate,
  to: isoDate,
  resumesOn: isoDate,
  status: z.enum(["PLANNED", "ACTIVE", "ENDED"]),
});
export type Pause = z.infer<typeof pause>;

export const subscription = z.object({
  ariaPlanID: z.string().check(z.maxLength(64), z.minLength(1)),
  planName: z.string().check(z.maxLength(100), z.minLength(1)),
  planProductType,
  eligibleForSharing: z.boolean(),
  instStatusCode: z
    .int()
    .check(z.refine((code) => (statusCodes as number[]).includes(code), "Ukjent status")),
  subsRetrieveSubscriptionAddInfo: z.object({
    /** Holds the business role ("admin", "employee") for business subscriptions. */
    subscriptionInfo1: z.nullable(z.string().check(z.maxLength(100))),
  }),
  // The fields below are this project's own (SPEC §3 does not name them): read tolerantly, so a
  // platform that leaves one out breaks only the part of a screen that shows it (ADR 034).
  billingPeriod: z.optional(billingPeriod),
  /** Price per billing period in whole kroner. */
  price: z.optional(z.int().check(z.nonnegative())),
  features: z.optional(z.array(featureLabel)),
  startDate: z.optional(isoDate),
  /** When access ends for a cancelled subscription. */
  expiresOn: z.optional(z.nullable(isoDate)),
  /**
   * A gift subscription (docs/decisions/077): who gave it, and its last day. It has no payment
   * method, is never charged and does not renew; null or absent: not a gift.
   */
  gift: z.optional(
    z.nullable(
      z.object({ giverName: readerText(201), endDate: isoDate, giftNo: z.string().check(z.maxLength(32)) }),
    ),
  ),
  /** The pause planned or running (docs/decisions/079); null or absent: none. */
  pause: z.optional(z.nullable(pause)),
  pendingChange: z.optional(
    z.nullable(
      z.object({
        ariaPlanID: z.string().check(z.maxLength(64)),
        planName: z.string().check(z.maxLength(100)),
        effectiveDate: isoDate,
        /** The billing period and price per period it changes to (this project's own, read tolerantly). */
        billingPeriod: z.optional(billingPeriod),
        price: z.optional(z.int().check(z.nonnegative())),
      }),
    ),
  ),
});

export type Subscription = z.infer<typeof subscription>;

/**
 * A subscription with every field there: what the dev backend keeps and answers (it never leaves
 * one out unless a fault asks it to), and what a screen has once it has checked what it needs.
 */
export const subscriptionInFull = z.required(subscription);
export type SubscriptionInFull = z.infer<typeof subscriptionInFull>;

/** A plan a subscriber can order or change to. */

export const plan = z.object({
  ariaPlanID: z.string().check(z.maxLength(64), z.minLength(1)),
  planName: z.string().check(z.maxLength(100), z.minLength(1)),
  planProductType,
  billingPeriod,
  /** Price per billing period in whole kroner. */
  price: z.int().check(z.nonnegative()),
  features: z.array(featureLabel),
  description: z.string().check(z.maxLength(500)),
});

export type Plan = z.infer<typeof plan>;

export const subscriptionEndpoints = {
  getSubscription: endpoint(
    "GET subscription/{accountNo}/{titleCode}",
    "The account's subscription to a title; data is null when there is none",
    {
      params: titleAccountParams,
      response: z.nullable(subscription),
    },
  ),
  reactivateSubscription: endpoint(
    "POST reactivateSubscription/",
    "Take back a cancellation before the subscription expires",
    {
      body: titleAccountBody,
      response: subscription,
      errors: { 409: "The subscription is not cancelled" },
    },
  ),
  deleteSubscription: endpoint(
    "DELETE deleteSubscription",
    "Cancel the subscription (it runs until the end of the paid period)",
    {
      body: z.object({
        ariaAccountNo,
        titleCode,
        reason: z.string().check(z.maxLength(200), z.trim(), z.minLength(1)),
        customerNumber: ariaAccountNo,
        name: z.string().check(z.maxLength(100), z.minLength(1)),
        product: z.string().check(z.maxLength(100), z.minLength(1)),
        cancelKind: z.enum(["CANCELLATION", "REPLACEMENT-ANN"]),
      }),
      response: subscription,
      creates: true,
      errors: { 409: "Already cancelled" },
    },
  ),
  getDiscountDetails: endpoint("POST getDiscountDetails", "What a discount code gives", {
    body: z.object({ discountCode: z.string().check(z.maxLength(40), z.trim(), z.minLength(1)), titleCode }),
    response: z.object({
      discountCode: z.string().check(z.maxLength(40)),
      description: z.string().check(z.maxLength(500)),
      percentOff: z.int().check(z.minimum(1), z.maximum(100)),
      months: z.int().check(z.positive()),
    }),
    errors: { 404: "Unknown or expired code" },
  }),
  addDiscount: endpoint(
    "POST addDiscount",
    "Apply a discount code (SPEC §7): to an order awaiting payment (orderId; its first payment is recalculated, docs/decisions/020) or, with orderId null, to the account's subscription of the title (its next payments). One code each. Send an Idempotency-Key",
    {
      body: z.object({
        discountCode: z.string().check(z.maxLength(40), z.trim(), z.minLength(1)),
        ariaAccountNo,
        titleCode,
        /** The order awaiting payment the code is for; null for the running subscription. */
        orderId: z.nullable(z.string().check(z.maxLength(64), z.minLength(1))),
      }),
      response: ok,
      creates: true,
      errors: {
        404: "Unknown or expired code, or no such order or subscription",
        409: "A discount is applied already, or the order is no longer awaiting payment",
      },
    },
  ),
  getPlans: endpoint("GET plans/{titleCode}", "The plans of a title a subscriber can change to or order", {
    params: z.object({ titleCode }),
    response: z.array(plan),
    session: false,
  }),
  changeSubscription: endpoint(
    "POST subscription/change",
    "Change plan and billing period from the start of the next billing period",
    {
      body: z.object({
        ariaAccountNo,
        titleCode,
        ariaPlanID: z.string().check(z.maxLength(64), z.minLength(1)),
        billingPeriod,
      }),
      /** The subscription with its pendingChange. */
      response: subscription,
      creates: true,
      errors: { 404: "Unknown plan", 409: "Cancelled, or already on this plan and period" },
    },
  ),
  cancelPlanChange: endpoint(
    "DELETE subscription/change",
    "Withdraw a plan change that has not taken effect: the subscription stays as it is, and the withdrawal is recorded in the history",
    {
      body: titleAccountBody,
      response: subscription,
      errors: { 409: "No pending change" },
    },
  ),
} as const;
