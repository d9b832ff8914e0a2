// Orders: what the title offers a buyer, placing an order and reading its outcome (SPEC §5, §9;
// docs/decisions/007).
import { z } from "zod/mini";
import { deliveryAddress } from "./delivery.ts";
import { CURRENCY, paymentChannel, providerTrip } from "./payments.ts";
import {
  ariaAccountNo,
  endpoint,
  isoDate,
  titleAccountBody,
  titleAccountParams,
  titleCode,
} from "./shared.ts";
import { billingPeriod, plan, planProductType } from "./subscription.ts";

/**
 * The offers of SPEC §9: the digital plan for 1 kr the first month (new customers), and 3 months
 * for the price of 1 for returning customers (the quarantine rule: someone who has paid for the
 * title before does not get the introductory offer again).
 */

export const campaignCode = z.enum(["INTRO_1KR", "WINBACK_3FOR1"]);

export type CampaignCode = z.infer<typeof campaignCode>;

/** What the title offers this buyer: the plans, the campaign they qualify for, their saved card. */

export const orderOffer = z.object({
  /** SPEC §9: C-DIGITAL-DIGITAL, or C-DIGITAL-PREMIUM at FVN. */
  defaultPlanID: z.string().check(z.maxLength(64)),
  plans: z.array(plan),
  /** Has paid for this title before: gets WINBACK_3FOR1 instead of INTRO_1KR. */
  returningCustomer: z.boolean(),
  campaign: z.nullable(
    z.object({
      code: campaignCode,
      /** The plan and billing period the campaign is for. */
      ariaPlanID: z.string().check(z.maxLength(64)),
      billingPeriod,
      /** Charged now, in whole kroner. */
      firstAmount: z.int().check(z.nonnegative()),
      /** How many months the first amount covers. */
      months: z.int().check(z.positive()),
    }),
  ),
  /** A card on file that can pay at once (SWEDBANK-PPG), or null. */
  savedCard: z.nullable(
    z.object({
      cardLast4: z.string().check(z.regex(/^\d{4}$/)),
      cardExpiry: z.string().check(z.maxLength(10)),
    }),
  ),
});

export type OrderOffer = z.infer<typeof orderOffer>;

export const orderStatus = z.enum(["AWAITING_PAYMENT", "COMPLETED", "CANCELLED", "FAILED"]);

export const order = z.object({
  /** Also the id of its trip to the payment provider (GET payment/{id}). */
  orderId: z.string().check(z.maxLength(64)),
  /**
   * The number the buyer is told, on the receipt and in its e-mails ("SBX-1001"); the id above is for
   * addresses. Read tolerantly: without it the receipt shows the id.
   */
  orderNo: z.optional(z.string().check(z.maxLength(32))),
  status: orderStatus,
  ariaPlanID: z.string().check(z.maxLength(64)),
  planName: z.string().check(z.maxLength(100)),
  planProductType,
  billingPeriod,
  /** The ordinary price per billing period, whole kroner. */
  price: z.int().check(z.nonnegative()),
  campaign: z.nullable(campaignCode),
  /**
   * Charged for the first period, whole kroner: the campaign's amount, else the price, less what the
   * discount code takes off (docs/decisions/020).
   */
  firstAmount: z.int().check(z.nonnegative()),
  /** How many months firstAmount pays for: the campaign's months, else one billing period. */
  firstMonths: z.int().check(z.positive()),
  discountCode: z.nullable(z.string().check(z.maxLength(40))),
  /** Kroner the discount code took off firstAmount; 0 without a code, or when its months come after a campaign's. */
  discountAmount: z.int().check(z.nonnegative()),
  /**
   * What the code gives: its percentage off for its months, which start after a campaign's months
   * (docs/decisions/050); null without a code.
   */
  discount: z.nullable(
    z.object({
      percentOff: z.int().check(z.minimum(1), z.maximum(100)),
      months: z.int().check(z.positive()),
    }),
  ),
  paymentMethod: paymentChannel,
  deliveryAddress: z.nullable(deliveryAddress),
  startDate: isoDate,
  createdAt: z.iso.datetime(),
  /** The provider's page to pay at while the order awaits payment; null once it has ended. */
  paymentUrl: z.nullable(z.url().check(z.maxLength(2048))),
});

export type Order = z.infer<typeof order>;

/** A purchase that may still be withdrawn (angrerett, docs/decisions/020), and what that would mean today. */
export const withdrawal = z.object({
  orderId: z.string().check(z.maxLength(64)),
  planName: z.string().check(z.maxLength(100)),
  purchasedAt: z.iso.datetime(),
  /** The last day it may be withdrawn: 14 days after the purchase. */
  deadline: isoDate,
  /** Paid for the first period, whole kroner. */
  paid: z.int().check(z.nonnegative()),
  /** Days of the paid period used by today. */
  daysUsed: z.int().check(z.nonnegative()),
  /** What is paid back if it is withdrawn today, whole kroner. */
  refund: z.int().check(z.nonnegative()),
});

export type Withdrawal = z.infer<typeof withdrawal>;

export const ordersEndpoints = {
  getOrderOffer: endpoint(
    "GET order/offer/{titleCode}",
    "What the title offers the signed-in buyer: plans, the campaign they qualify for, a saved card",
    {
      params: z.object({ titleCode }),
      response: orderOffer,
    },
  ),
  createOrder: endpoint(
    "POST order",
    "Order a subscription and start its payment; answers the provider's page to go to. A discount code is attached after, with addDiscount and the orderId, before the buyer pays. Send an Idempotency-Key: the same key never places a second order",
    {
      body: z.object({
        ariaAccountNo,
        titleCode,
        ariaPlanID: z.string().check(z.maxLength(64), z.minLength(1)),
        billingPeriod,
        campaign: z.nullable(campaignCode),
        paymentMethod: paymentChannel,
        /** Pay with the card on file (SWEDBANK-PPG only). */
        useSavedCard: z.boolean(),
        currency: z.literal(CURRENCY),
        /** Required for paper (COMBO) plans, null otherwise. */
        deliveryAddress: z.nullable(deliveryAddress),
        returnUrl: z.url().check(z.maxLength(2048)),
        /** Where the buyer came from, e.g. "sms" (SPEC §9 key source). */
        source: z.nullable(z.string().check(z.maxLength(40))),
      }),
      response: z.extend(providerTrip, { orderId: z.string().check(z.maxLength(64)) }),
      creates: true,
      errors: {
        404: "Unknown plan",
        409: "The buyer already has an active subscription to the title",
        422: "Not allowed: under 18, the youth plan from 34, a campaign the buyer does not qualify for, paper without an address",
      },
    },
  ),
  getOrder: endpoint("GET order/{orderId}", "An order of the signed-in user, with its status", {
    params: z.object({ orderId: z.string().check(z.maxLength(64), z.minLength(1)) }),
    response: order,
    errors: { 404: "No such order for this user" },
  }),
  getWithdrawal: endpoint(
    "GET order/withdrawal/{accountNo}/{titleCode}",
    "The account's purchase of the title that may still be withdrawn (within 14 days), with the refund if withdrawn today; data is null when there is none",
    {
      params: titleAccountParams,
      response: z.nullable(withdrawal),
    },
  ),
  withdrawOrder: endpoint(
    "POST order/{orderId}/withdrawal",
    "Withdraw a purchase within 14 days (angrerett): access ends at once, the unused share is paid back, and an acknowledgement with date and time goes by e-mail. Send an Idempotency-Key",
    {
      params: z.object({ orderId: z.string().check(z.minLength(1), z.maxLength(64)) }),
      body: titleAccountBody,
      response: z.object({
        withdrawnAt: z.iso.datetime(),
        paid: z.int().check(z.nonnegative()),
        daysUsed: z.int().check(z.nonnegative()),
        refund: z.int().check(z.nonnegative()),
      }),
      creates: true,
      errors: {
        404: "No such order for this user",
        409: "The 14 days have passed, or the purchase is withdrawn already",
      },
    },
  ),
} as const;
