// Gift subscriptions (gaveabonnement, docs/decisions/077): the platform's gift catalogue, buying a
// gift (paid on a trip to the payment provider, like an order), the giver's gifts and what can be
// done with one before it is redeemed, and redeeming a code with the recipient's own account.
// Not in SPEC §7: designed here like the fullmakt calls. Refusals that mean something are 409 with
// the reason in fields.reason.
import { z } from "zod/mini";
import { GIFT_CODE_PATTERN, GIFT_MESSAGE_MAX, GIFT_MONTHS, GIFT_NAME_MAX } from "#app/domain/gift-limits.ts";
import { deliveryAddress } from "./delivery.ts";
import { paymentChannel } from "./payments.ts";
import { ariaAccountNo, endpoint, isoDate, readerText, titleCode } from "./shared.ts";
import { planProductType } from "./subscription.ts";

export const giftId = z.string().check(z.maxLength(64), z.minLength(1));
export const giftCode = z.string().check(z.regex(GIFT_CODE_PATTERN, "Ugyldig gavekode"));
const giftPlanID = z.string().check(z.maxLength(64), z.minLength(1));
export const giftMonths = z.union(GIFT_MONTHS.map((months) => z.literal(months)));
const recipientName = z.pipe(readerText(GIFT_NAME_MAX), z.string().check(z.trim(), z.minLength(1)));
/** A person's name as an account gives it (given and family name, 100 each, with a space). */
const personName = readerText(201);

/** What a gift can be: a product of the title, in fixed lengths, each with its price. */
export const giftProduct = z.object({
  giftPlanID,
  productType: planProductType,
  /** "Digitalt abonnement", "Papiravis og digitalt". */
  name: z.string().check(z.maxLength(100)),
  /** The lengths on sale, shortest first, each with its price in whole kroner. */
  lengths: z
    .array(z.object({ months: giftMonths, price: z.int().check(z.positive()) }))
    .check(z.minLength(1), z.maxLength(GIFT_MONTHS.length)),
});
export type GiftProduct = z.infer<typeof giftProduct>;

export const giftOffer = z.object({
  products: z.array(giftProduct).check(z.maxLength(10)),
});
export type GiftOffer = z.infer<typeof giftOffer>;

/**
 * AWAITING_PAYMENT: at the payment provider; FAILED: the payment did not go through (the gift never
 * was). PLANNED: paid, its e-mail goes at sendAt; SENT: the e-mail went, or the giver has the card;
 * REDEEMED; EXPIRED: not redeemed within three years; WITHDRAWN: the giver withdrew it and was refunded.
 */
export const giftState = z.enum([
  "AWAITING_PAYMENT",
  "FAILED",
  "PLANNED",
  "SENT",
  "REDEEMED",
  "EXPIRED",
  "WITHDRAWN",
]);
export type GiftState = z.infer<typeof giftState>;

/** EMAIL: the platform e-mails the code to the recipient at sendAt; CARD: the giver gives a printed card. */
export const giftDelivery = z.enum(["EMAIL", "CARD"]);

/** A gift as its giver sees it: never the recipient's account, only what the giver wrote. */
export const gift = z.object({
  giftId,
  /** The number the giver is told, on the receipt and in e-mails ("SBX-G1001"). */
  giftNo: z.string().check(z.maxLength(32)),
  state: giftState,
  giftPlanID,
  productName: z.string().check(z.maxLength(100)),
  productType: planProductType,
  months: giftMonths,
  /** Paid, whole kroner. */
  price: z.int().check(z.nonnegative()),
  recipientName,
  delivery: giftDelivery,
  /** For EMAIL; null for CARD. */
  recipientEmail: z.nullable(z.email().check(z.maxLength(254))),
  message: z.nullable(readerText(GIFT_MESSAGE_MAX)),
  /** When the e-mail goes (PLANNED) or went; for CARD, when it was bought. */
  sendAt: z.iso.datetime(),
  /** For a paper gift: where the paper goes, and the first day it comes. */
  deliveryAddress: z.nullable(deliveryAddress),
  firstDeliveryDate: z.nullable(isoDate),
  purchasedAt: z.iso.datetime(),
  /** The last day the code can be redeemed. */
  validUntil: isoDate,
  redeemedOn: z.nullable(isoDate),
  /** The last day it may be withdrawn while it may (paid, not redeemed, within 14 days); else null. */
  withdrawUntil: z.nullable(isoDate),
  /** The provider's page while it awaits payment; null once the trip has ended. */
  paymentUrl: z.nullable(z.url().check(z.maxLength(2048))),
  /** The payment whose receipt is the giver's (document/receipt/{titleCode}/{paymentId}); null until paid. */
  receiptPaymentId: z.nullable(z.string().check(z.maxLength(64))),
  /** After a withdrawal: what came back, and the credit note that says so. */
  refund: z.nullable(
    z.object({ amount: z.int().check(z.nonnegative()), creditId: z.string().check(z.maxLength(64)) }),
  ),
});
export type Gift = z.infer<typeof gift>;

/**
 * What redeeming a code would do for the signed-in reader on the title, said before anything changes.
 * NEW: a gift subscription from startDate to endDate, nothing to pay. EXTEND: the same product
 * already: the next charge moves from nextChargeBefore to nextChargeAfter. CREDIT: another product:
 * the gift's price is credited and lowers the next payments; the subscription stays as it is.
 */
export const giftOutcome = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("NEW"), startDate: isoDate, endDate: isoDate }),
  z.object({
    kind: z.literal("EXTEND"),
    planName: z.string().check(z.maxLength(100)),
    nextChargeBefore: isoDate,
    nextChargeAfter: isoDate,
  }),
  z.object({
    kind: z.literal("CREDIT"),
    planName: z.string().check(z.maxLength(100)),
    amount: z.int().check(z.nonnegative()),
  }),
]);
export type GiftOutcome = z.infer<typeof giftOutcome>;

/** A code's gift as the one redeeming it sees it. */
export const giftToRedeem = z.object({
  code: giftCode,
  productName: z.string().check(z.maxLength(100)),
  productType: planProductType,
  months: giftMonths,
  giverName: personName,
  recipientName,
  message: z.nullable(readerText(GIFT_MESSAGE_MAX)),
  validUntil: isoDate,
  outcome: giftOutcome,
});
export type GiftToRedeem = z.infer<typeof giftToRedeem>;

/** Wrong codes tried by one user before a pause. */
const TOO_MANY_TRIES =
  "10 wrong codes within 15 minutes: every try is refused until Retry-After (seconds) has passed";
const CODE_REFUSED =
  "fields.reason: used (redeemed already), expired (past its three years), withdrawn (the giver took it back)";

/** What a giver does to one of their gifts: by its id, on the title, answered with the gift as it is now. */
const giftAct = {
  params: z.object({ giftId }),
  body: z.object({ titleCode }),
  response: gift,
  creates: true,
} as const;
const NOT_THEIRS = "No such gift of this user";

export const giftsEndpoints = {
  getGiftOffer: endpoint(
    "GET gift/offer/{titleCode}",
    "The title's gift catalogue: its products and the lengths each is sold in, with prices",
    { params: z.object({ titleCode }), response: giftOffer },
  ),
  createGift: endpoint(
    "POST gift",
    "Buy a gift and start its payment; answers the provider's page to go to. The gift is given (its e-mail sent, or its card ready) once paid, at sendAt or at once when sendAt is null. Send an Idempotency-Key: the same key never buys a second gift",
    {
      body: z.object({
        ariaAccountNo,
        titleCode,
        giftPlanID,
        months: giftMonths,
        recipientName,
        delivery: giftDelivery,
        /** Required for EMAIL, null for CARD. */
        recipientEmail: z.nullable(z.email().check(z.maxLength(254))),
        message: z.nullable(readerText(GIFT_MESSAGE_MAX)),
        /** When the e-mail goes, at most 12 months ahead; null: as soon as it is paid. */
        sendAt: z.nullable(z.iso.datetime()),
        /** Required for a paper (COMBO) gift, null otherwise. */
        deliveryAddress: z.nullable(deliveryAddress),
        firstDeliveryDate: z.nullable(isoDate),
        paymentMethod: paymentChannel,
        returnUrl: z.url().check(z.maxLength(2048)),
      }),
      response: z.object({
        giftId,
        paymentId: z.string().check(z.maxLength(64)),
        redirectUrl: z.url().check(z.maxLength(2048)),
      }),
      creates: true,
      errors: {
        404: "Unknown gift product or length",
        422: "fields: a paper gift without an address or a first delivery day the calendar does not allow, a sendAt in the past or more than 12 months ahead, EMAIL without an address",
      },
    },
  ),
  getGifts: endpoint(
    "GET gifts/{titleCode}",
    "The gifts the signed-in user has bought on the title and paid for, newest first",
    { params: z.object({ titleCode }), response: z.array(gift).check(z.maxLength(200)) },
  ),
  getGift: endpoint(
    "GET gift/{giftId}",
    "One of the signed-in user's gifts (after the trip to the provider: whether it was paid)",
    { params: z.object({ giftId }), response: gift, errors: { 404: NOT_THEIRS } },
  ),
  changeGift: endpoint(
    "PUT gift/{giftId}",
    "Before its e-mail is sent: move the hour it is sent, or correct the recipient's e-mail address. The same change again: the same answer",
    {
      params: z.object({ giftId }),
      body: z.object({
        titleCode,
        sendAt: z.nullable(z.iso.datetime()),
        recipientEmail: z.email().check(z.maxLength(254)),
      }),
      response: gift,
      errors: {
        404: NOT_THEIRS,
        409: "fields.reason: sent (its e-mail went already), redeemed, withdrawn, expired, card (a card gift has no e-mail)",
        422: "fields.sendAt: in the past or more than 12 months after the purchase",
      },
    },
  ),
  sendGiftNow: endpoint(
    "POST gift/{giftId}/send",
    "Send a gift's e-mail now: a planned one at once, a sent one again (to the address on the gift) while it is not redeemed",
    { ...giftAct, errors: { 404: NOT_THEIRS, 409: "fields.reason: redeemed, withdrawn, expired, card" } },
  ),
  withdrawGift: endpoint(
    "POST gift/{giftId}/withdraw",
    "Withdraw a gift within 14 days of buying it, while it is not redeemed (angrerett): its code stops working and the whole price is refunded, with a credit note. Withdrawn already: the same answer",
    {
      ...giftAct,
      errors: {
        404: NOT_THEIRS,
        409: "fields.reason: redeemed, too-late (more than 14 days since it was bought)",
      },
    },
  ),
  getGiftCardPdf: endpoint(
    "GET gift/{giftId}/card/pdf",
    "A card gift's gift card as a PDF, with the recipient's name, the message and the code",
    {
      params: z.object({ giftId }),
      // The PDF's bytes (the answer is the file itself, not JSON), as documents' PDFs are.
      response: z.instanceof(Uint8Array),
      produces: "application/pdf",
      fileName: () => "gavekort.pdf",
      errors: { 404: "No such card gift of this user", 409: "fields.reason: withdrawn, expired" },
    },
  ),
  getGiftByCode: endpoint(
    "GET gift/code/{titleCode}/{code}",
    "The gift behind a code, as the signed-in reader about to redeem it sees it, with what redeeming would do for them. A wrong code counts as a try",
    {
      params: z.object({ titleCode, code: giftCode }),
      response: giftToRedeem,
      errors: { 404: "No gift with this code on this title", 409: CODE_REFUSED, 429: TOO_MANY_TRIES },
    },
  ),
  redeemGift: endpoint(
    "POST gift/redeem",
    "Redeem a code with the signed-in reader's own account: what getGiftByCode said it would do. Redeemed by this user already: the same answer",
    {
      body: z.object({ titleCode, code: giftCode }),
      response: z.object({ outcome: giftOutcome, giverName: personName }),
      creates: true,
      errors: { 404: "No gift with this code on this title", 409: CODE_REFUSED, 429: TOO_MANY_TRIES },
    },
  ),
} as const;
