// When the reader is charged, and what (docs/decisions/079): a pause instead of a cancellation,
// price changes told ahead, and the day of the month the reader pays. The platform's rules for each
// are the stand-in's, in one place each (scripts/dev-backend/schedule/); the portal asks for a quote
// before it confirms, so the figures a reader is shown are the platform's, never worked out twice.
import { z } from "zod/mini";
import { pause, type Pause } from "./subscription.ts";
// Price changes are read on every front page: their schema is in ./prices.ts, with the core.
export { PRICE_NOTICE_MIN_DAYS, priceChange, priceChangeEndpoints, type PriceChange } from "./prices.ts";
import { ariaAccountNo, endpoint, isoDate, titleAccountParams, titleCode } from "./shared.ts";

/** A pause is at least this many days, and at most this many months. */
export const PAUSE_MIN_DAYS = 14;
export const PAUSE_MAX_MONTHS = 3;
/** At most one pause in this many months, counted from the first day of the last one. */
export const PAUSE_ONE_IN_MONTHS = 12;
/** The days of the month a reader can pay on: every month has them. */
export const PAYMENT_DAY_MAX = 28;

const kroner = z.number().check(z.nonnegative());

export { pause, type Pause };

/**
 * Why the platform will not pause the subscription now: an invoice past its due date (overdue), a
 * pause within the last 12 months (recent-pause), a plan change that waits (plan-change), or a
 * subscription that is not a paid, running one (a trial, a gift, a cancelled one: not-pausable).
 */
export const pauseRefusal = z.enum(["overdue", "recent-pause", "plan-change", "not-pausable"]);
export type PauseRefusal = z.infer<typeof pauseRefusal>;

/** What the reader can do about a pause now: the one planned or running, or whether and from when a new one. */
export const pauseOffer = z.object({
  /** The pause planned or running; null: none. */
  current: z.nullable(pause),
  /** Why no new pause can be registered; null when one can (and current is null). */
  refusal: z.nullable(pauseRefusal),
  /** The first day a pause can start (the next possible, by the delivery deadline for paper). */
  earliestFrom: isoDate,
  /** The last day a pause registered now can start. */
  latestFrom: isoDate,
  /** The last day the current pause can be given as its new last day; null without one. */
  latestTo: z.nullable(isoDate),
  /** Whether the subscription has a paper: a pause stops it too. */
  paper: z.boolean(),
});
export type PauseOffer = z.infer<typeof pauseOffer>;

/** What a pause from `from` to `to` would do, as the platform will do it. */
export const pauseQuote = z.object({
  from: isoDate,
  to: isoDate,
  resumesOn: isoDate,
  /** Days paused, and nothing charged for them. */
  days: z.int().check(z.positive()),
  /** The next payment after the pause: its day (moved on by the pause) and amount. */
  nextPayment: z.object({ date: isoDate, amount: kroner }),
});
export type PauseQuote = z.infer<typeof pauseQuote>;

const pauseDates = { from: isoDate, to: isoDate };
const DATES_REFUSED =
  "fields.from / fields.to, each with a code: too-early (before earliestFrom), too-late (after latestFrom), too-short (under 14 days), too-long (over 3 months)";
const REFUSED =
  "fields.reason: overdue, recent-pause, plan-change, not-pausable; or a pause is planned already";

/**
 * What moving the payment day would do: the next charge moves to `date` (the chosen day of the
 * month nearest the old one, after today), and pays the first period after the change — from the
 * day after what is paid (`periodFrom`) to the day before the one after it (`periodTo`), shorter or
 * longer than the usual — pro rata: `amount` for `days` days, where the usual period is `usualDays`
 * for `usualAmount`. From then on every charge is on `day`.
 */
export const paymentDayQuote = z.object({
  day: z.int().check(z.minimum(1), z.maximum(PAYMENT_DAY_MAX)),
  date: isoDate,
  periodFrom: isoDate,
  periodTo: isoDate,
  days: z.int().check(z.positive()),
  amount: kroner,
  usualDays: z.int().check(z.positive()),
  usualAmount: kroner,
  /** BANKGIRO: the day is the invoices' due day; otherwise the day the charge is drawn. */
  invoice: z.boolean(),
});
export type PaymentDayQuote = z.infer<typeof paymentDayQuote>;

const paymentDayBody = z.object({
  ariaAccountNo,
  titleCode,
  day: z.int().check(z.minimum(1), z.maximum(PAYMENT_DAY_MAX)),
});
const DAY_REFUSED =
  "fields.reason: same-day (already the payment day), not-renewing (a trial, a gift, a cancelled or non-paying subscription), plan-change (a change waits), paused";

/** Only /pause and /betalingsdag call these (docs/decisions/078). */
export const scheduleEndpoints = {
  getPauseOffer: endpoint(
    "GET pause/{accountNo}/{titleCode}",
    "The pause planned or running, or whether and from when a new one can be registered",
    { params: titleAccountParams, response: pauseOffer },
  ),
  quotePause: endpoint(
    "POST pause/quote",
    "What a pause from `from` to `to` would do: the day the subscription starts again and the next payment after it. Changes nothing",
    {
      body: z.object({ ariaAccountNo, titleCode, ...pauseDates }),
      response: pauseQuote,
      errors: { 409: REFUSED, 422: DATES_REFUSED },
    },
  ),
  createPause: endpoint(
    "POST pause",
    "Pause the subscription from `from` to `to`: no paper and no digital access, nothing charged for those days, the next payment moved on by them; it starts again by itself, with an e-mail a week ahead. Send an Idempotency-Key",
    {
      body: z.object({ ariaAccountNo, titleCode, ...pauseDates }),
      response: pause,
      creates: true,
      errors: { 409: REFUSED, 422: DATES_REFUSED },
    },
  ),
  changePause: endpoint(
    "PUT pause/{pauseId}",
    "Give the planned or running pause a new last day (earlier or later, within 3 months of its first). The same day again: the same answer",
    {
      params: z.object({ pauseId: pause.shape.pauseId }),
      body: z.object({ ariaAccountNo, titleCode, to: isoDate }),
      response: pause,
      errors: { 404: "No such pause on this account", 409: "fields.reason: ended", 422: DATES_REFUSED },
    },
  ),
  endPause: endpoint(
    "POST pause/{pauseId}/end",
    "Start again now: a running pause ends today (the paper from its next possible day), a planned one is withdrawn. Ended already: the same answer",
    {
      params: z.object({ pauseId: pause.shape.pauseId }),
      body: z.object({ ariaAccountNo, titleCode }),
      response: pause,
      creates: true,
      errors: { 404: "No such pause on this account" },
    },
  ),
  quotePaymentDay: endpoint(
    "POST paymentDay/quote",
    "What moving the payment day to `day` would do: the next charge's day, the first period after the change and its price pro rata. Changes nothing",
    { body: paymentDayBody, response: paymentDayQuote, errors: { 409: DAY_REFUSED } },
  ),
  changePaymentDay: endpoint(
    "PUT paymentDay",
    "Move the payment day to `day` of the month: what quotePaymentDay said, charged then. Send an Idempotency-Key",
    { body: paymentDayBody, response: paymentDayQuote, creates: true, errors: { 409: DAY_REFUSED } },
  ),
} as const;
