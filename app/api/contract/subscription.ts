// Subscription and plans: the subscription of a title, changing plan, cancelling and taking a
// cancellation back, discount codes (SPEC §3, §4, §7).
import { z } from "zod";
import { statusCodes } from "#app/domain/subscription-status.ts";
import { ariaAccountNo, endpoint, isoDate, ok, titleCode } from "./shared.ts";

export const planProductType = z.enum(["DIGITAL", "COMBO"]);

export const billingPeriod = z.enum(["ANNUAL", "QUARTERLY", "MONTHLY", "MONTHLY_PREMIUM"]);

export const featureLabel = z.enum(["PLUS_CONTENT", "E_PAPER", "PAPER", "FAMILY_SHARING", "PARTNER_SITES"]);

export const subscription = z.object({
  ariaPlanID: z.string().max(64).min(1),
  planName: z.string().max(100).min(1),
  planProductType,
  eligibleForSharing: z.boolean(),
  instStatusCode: z
    .number()
    .int()
    .refine((code) => (statusCodes as number[]).includes(code), "Ukjent status"),
  subsRetrieveSubscriptionAddInfo: z.object({
    /** Holds the business role ("admin", "employee") for business subscriptions. */
    subscriptionInfo1: z.string().max(100).nullable(),
  }),
  // The fields below are this project's own (SPEC §3 does not name them): read tolerantly, so a
  // platform that leaves one out breaks only the part of a screen that shows it (ADR 034).
  billingPeriod: billingPeriod.optional(),
  /** Price per billing period in whole kroner. */
  price: z.number().int().nonnegative().optional(),
  features: z.array(featureLabel).optional(),
  startDate: isoDate.optional(),
  /** When access ends for a cancelled subscription. */
  expiresOn: isoDate.nullable().optional(),
  pendingChange: z
    .object({
      ariaPlanID: z.string().max(64),
      planName: z.string().max(100),
      effectiveDate: isoDate,
      /** The billing period and price per period it changes to (this project's own, read tolerantly). */
      billingPeriod: billingPeriod.optional(),
      price: z.number().int().nonnegative().optional(),
    })
    .nullable()
    .optional(),
});

export type Subscription = z.infer<typeof subscription>;

/**
 * A subscription with every field there: what the dev backend keeps and answers (it never leaves
 * one out unless a fault asks it to), and what a screen has once it has checked what it needs.
 */
export const subscriptionInFull = subscription.required();
export type SubscriptionInFull = z.infer<typeof subscriptionInFull>;

/** A plan a subscriber can order or change to. */

export const plan = z.object({
  ariaPlanID: z.string().max(64).min(1),
  planName: z.string().max(100).min(1),
  planProductType,
  billingPeriod,
  /** Price per billing period in whole kroner. */
  price: z.number().int().nonnegative(),
  features: z.array(featureLabel),
  description: z.string().max(500),
});

export type Plan = z.infer<typeof plan>;

export const subscriptionEndpoints = {
  getSubscription: endpoint(
    "GET subscription/{accountNo}/{titleCode}",
    "The account's subscription to a title; data is null when there is none",
    {
      params: z.object({ accountNo: ariaAccountNo, titleCode }),
      response: subscription.nullable(),
    },
  ),
  reactivateSubscription: endpoint(
    "POST reactivateSubscription/",
    "Take back a cancellation before the subscription expires",
    {
      body: z.object({ ariaAccountNo, titleCode }),
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
        reason: z.string().max(200).trim().min(1),
        customerNumber: ariaAccountNo,
        name: z.string().max(100).min(1),
        product: z.string().max(100).min(1),
        cancelKind: z.enum(["CANCELLATION", "REPLACEMENT-ANN"]),
      }),
      response: subscription,
      creates: true,
      errors: { 409: "Already cancelled" },
    },
  ),
  getDiscountDetails: endpoint("POST getDiscountDetails", "What a discount code gives", {
    body: z.object({ discountCode: z.string().max(40).trim().min(1), titleCode }),
    response: z.object({
      discountCode: z.string().max(40),
      description: z.string().max(500),
      percentOff: z.number().int().min(1).max(100),
      months: z.number().int().positive(),
    }),
    errors: { 404: "Unknown or expired code" },
  }),
  addDiscount: endpoint(
    "POST addDiscount",
    "Apply a discount code (SPEC §7): to an order awaiting payment (orderId; its first payment is recalculated, docs/decisions/020) or, with orderId null, to the account's subscription of the title (its next payments). One code each. Send an Idempotency-Key",
    {
      body: z.object({
        discountCode: z.string().max(40).trim().min(1),
        ariaAccountNo,
        titleCode,
        /** The order awaiting payment the code is for; null for the running subscription. */
        orderId: z.string().max(64).min(1).nullable(),
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
      body: z.object({ ariaAccountNo, titleCode, ariaPlanID: z.string().max(64).min(1), billingPeriod }),
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
      body: z.object({ ariaAccountNo, titleCode }),
      response: subscription,
      errors: { 409: "No pending change" },
    },
  ),
} as const;
