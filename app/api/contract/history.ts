// The subscription's history: one timeline of what happened to the account's
// subscription of a title, newest first. Each entry is a kind and the facts of it as fields — no
// prose, no HTML: the portal words it in the reader's language (nb or nn) and links it to its
// screen (app/features/history/). Why some entries are derived and some recorded:
// docs/decisions/030.
import { z } from "zod/mini";
import { deliveryChangeType } from "./delivery.ts";
import { paymentMethodType } from "./payments.ts";
import { consentChoices } from "./privacy.ts";
import { grant, madeBy } from "./fullmakt.ts";
import { endpoint, isoDate, readerText, titleAccountParams } from "./shared.ts";

/** At most this many entries are answered, the newest. */
export const HISTORY_MAX_ENTRIES = 500;

const at = z.iso.datetime({ offset: true });
const planName = z.string().check(z.maxLength(100));
const id = z.string().check(z.maxLength(64));
const kroner = z.number().check(z.nonnegative());
const email = z.string().check(z.maxLength(254));

export const historyEntry = z.discriminatedUnion("kind", [
  /** Ordered (a new subscription) or withdrawn within 14 days; orderId is null for one ordered elsewhere. */
  z.object({
    at,
    kind: z.literal("order"),
    event: z.enum(["ordered", "withdrawn"]),
    planName,
    orderId: z.nullable(id),
    /** Paid for the first period (ordered), or paid back (withdrawn); null when not known. */
    amount: z.nullable(kroner),
  }),
  /** A change of plan: asked for (from effectiveDate), withdrawn before it took effect, or taking effect. */
  z.object({
    at,
    kind: z.literal("plan-change"),
    event: z.enum(["ordered", "withdrawn", "applied"]),
    planName,
    effectiveDate: z.nullable(isoDate),
  }),
  z.object({ at, kind: z.literal("cancellation"), planName }),
  z.object({ at, kind: z.literal("cancellation-undone"), planName }),
  /** An invoice issued; `at` is its issue day. */
  z.object({
    at,
    kind: z.literal("invoice"),
    ariaInvoiceNo: id,
    amount: kroner,
    periodFrom: isoDate,
    periodTo: isoDate,
    paid: z.boolean(),
  }),
  /** Money taken (payment) or a charge that failed (payment-failed), for an invoice. */
  z.object({
    at,
    kind: z.enum(["payment", "payment-failed"]),
    paymentId: id,
    ariaInvoiceNo: z.nullable(id),
    amount: z.nullable(kroner),
  }),
  z.object({ at, kind: z.literal("payment-method"), method: paymentMethodType }),
  /**
   * AvtaleGiro (docs/decisions/053): the bank confirmed a mandate, which draws from then with `limit`
   * (whole kroner) per charge; or it was stopped from Min side, and the account pays by invoice.
   */
  z.object({
    at,
    kind: z.literal("avtalegiro"),
    event: z.enum(["confirmed", "stopped"]),
    limit: z.int().check(z.positive()),
  }),
  /** eFaktura (docs/decisions/053): registered from Min side, or ended there (invoices by e-mail again). */
  z.object({ at, kind: z.literal("efaktura"), event: z.enum(["registered", "stopped"]) }),
  z.object({
    at,
    kind: z.literal("delivery-change"),
    /** new-last-day: a dated change moved, or one "til videre" given its end; `toDate` is the new last day. */
    event: z.enum(["registered", "withdrawn", "new-last-day"]),
    changeId: id,
    type: deliveryChangeType,
    fromDate: isoDate,
    toDate: z.nullable(isoDate),
    /**
     * A dated stop's credit, kroner with øre, as it was when the entry was written: registered, what
     * was credited then; new-last-day, the stop's whole credit after the move; withdrawn, what was
     * charged back. Absent for other changes.
     */
    credit: z.optional(z.number().check(z.nonnegative())),
    /** new-last-day: the last day before the move (null: it had none, "til videre"). */
    previousToDate: z.optional(z.nullable(isoDate)),
  }),
  /**
   * A note to the carrier saved (text, on the carrier's list from `fromDate`) or removed, for the
   * usual address (changeId null) or a transfer's address.
   */
  z.object({
    at,
    kind: z.literal("carrier-note"),
    event: z.enum(["saved", "removed"]),
    changeId: z.nullable(id),
    text: z.nullable(z.string().check(z.maxLength(4000))),
    fromDate: z.nullable(isoDate),
  }),
  /** A delivery complaint about the paper of `date` (the first), or of every day in `dates`. */
  z.object({
    at,
    kind: z.literal("complaint"),
    complaintId: id,
    date: isoDate,
    dates: z.optional(z.array(isoDate).check(z.maxLength(40))),
    /**
     * The complaint's credit (remedy CREDIT), kroner, taken off the next payment: said on this row,
     * as a stop's is on its own, never as a row of its own. Absent for other remedies.
     */
    credit: z.optional(z.number().check(z.nonnegative())),
  }),
  /**
   * Family sharing. The owner: an invitation sent to `email`, accepted, withdrawn, or the member's
   * place ended. The member: joined (email is the owner's account's).
   */
  z.object({
    at,
    kind: z.literal("family-invitation"),
    event: z.enum(["sent", "accepted", "withdrawn", "ended", "joined"]),
    email,
  }),
  /**
   * Business: the admin sent an invitation to `email`, or removed it (and the access it gave); the
   * employee received one (email: their own).
   */
  z.object({
    at,
    kind: z.literal("business-invitation"),
    event: z.enum(["sent", "received", "removed"]),
    email,
  }),
  z.object({ at, kind: z.literal("consent"), choices: consentChoices }),
  /**
   * A power of attorney the subscriber gave (docs/decisions/054) through its life: given (the
   * invitation sent), accepted by the helper, or ended — by the subscriber (grantor) or the helper;
   * `endedBy` absent when not known. The subscriber's own: never answered to a helper.
   */
  z.object({
    at,
    kind: z.literal("fullmakt"),
    event: z.enum(["given", "accepted", "ended"]),
    helperName: grant.shape.name,
    rights: grant.shape.rights,
    validUntil: isoDate,
    endedBy: z.optional(z.enum(["grantor", "helper"])),
  }),
  z.object({ at, kind: z.literal("discount"), discountCode: z.string().check(z.maxLength(40)) }),
  /**
   * A gift (docs/decisions/077): given to someone (the giver's), withdrawn with the money back (the
   * giver's), or redeemed from someone (the recipient's). `personName`: the recipient as the giver
   * wrote the name, or the giver. `amount`: paid, or paid back; null for a redemption.
   */
  z.object({
    at,
    kind: z.literal("gift"),
    event: z.enum(["given", "withdrawn", "redeemed"]),
    productName: planName,
    months: z.int().check(z.positive(), z.maximum(12)),
    personName: readerText(201),
    amount: z.nullable(kroner),
  }),
  /**
   * A pause (docs/decisions/079): registered, given a new last day, ended early by the reader
   * (started again), withdrawn before its first day (it never was), or over by itself (resumed).
   * `from` and `to` as the pause was after the step; a withdrawn one's as it was planned.
   */
  z.object({
    at,
    kind: z.literal("pause"),
    event: z.enum(["registered", "changed", "ended", "withdrawn", "resumed"]),
    from: isoDate,
    to: isoDate,
  }),
  /** A new price for the reader's plan from `from`, told ahead (docs/decisions/079). */
  z.object({
    at,
    kind: z.literal("price-change"),
    planName,
    from: isoDate,
    oldPrice: kroner,
    newPrice: kroner,
  }),
  /**
   * The payment day moved to `day` of the month (docs/decisions/079): the next charge on `date`, for
   * `amount` (its first period pro rata).
   */
  z.object({
    at,
    kind: z.literal("payment-day"),
    day: z.int().check(z.minimum(1), z.maximum(28)),
    date: isoDate,
    amount: kroner,
  }),
]);

export type HistoryEntry = z.infer<typeof historyEntry>;
export type HistoryKind = HistoryEntry["kind"];

export const historyEndpoints = {
  getHistory: endpoint(
    "GET history/{accountNo}/{titleCode}",
    `What happened to the account's subscription of a title, newest first (at most ${HISTORY_MAX_ENTRIES}): orders, plan changes, cancellations and their undoing, payments and failed charges, invoices, delivery changes and complaints, family and business invitations, consent changes, discounts and the powers of attorney given`,
    {
      params: titleAccountParams,
      response: z.array(z.intersection(historyEntry, madeBy)).check(z.maxLength(HISTORY_MAX_ENTRIES)),
    },
  ),
} as const;
