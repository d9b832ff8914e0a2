// Price changes told ahead (docs/decisions/079): the platform registers a new price for a plan from
// a day, tells its readers, and answers the changes ahead for an account. Read on every front page,
// so with the core endpoints (./core.ts); the pause and the payment day are in ./schedule.ts.
import { z } from "zod/mini";
import { billingPeriod } from "./subscription.ts";
import { endpoint, isoDate, titleAccountParams } from "./shared.ts";

/** A price change is registered at least this many days before it applies. */
export const PRICE_NOTICE_MIN_DAYS = 30;

/** A change to the price of a plan from a day, told to its readers ahead. */
export const priceChange = z.object({
  ariaPlanID: z.string().check(z.maxLength(64), z.minLength(1)),
  planName: z.string().check(z.maxLength(100)),
  billingPeriod,
  /** The first day the new price applies: a charge on or after it is at the new price. */
  from: isoDate,
  /** Per billing period, whole kroner. */
  oldPrice: z.int().check(z.nonnegative()),
  newPrice: z.int().check(z.nonnegative()),
  /** When the reader was told (the notice by e-mail or SMS). */
  noticeSentAt: z.iso.datetime({ offset: true }),
});
export type PriceChange = z.infer<typeof priceChange>;

/** Read on every front page: the price changes ahead for the reader's plan. */
export const priceChangeEndpoints = {
  getPriceChanges: endpoint(
    "GET priceChanges/{accountNo}/{titleCode}",
    "The price changes ahead that touch the account's subscription of the title (its plan and billing period, or the plan a waiting change goes to), the soonest first; told to the reader when registered",
    { params: titleAccountParams, response: z.array(priceChange).check(z.maxLength(10)) },
  ),
} as const;
