// Gift subscriptions (gaveabonnement, docs/decisions/077): the rules the portal and the platform
// share. A gift is bought by a giver for a fixed length, given now or at a planned hour, redeemed
// once with its code by the recipient's own account, and never renews by itself.
import { addDays, addMonths } from "./oslo-date.ts";

export {
  GIFT_CODE_ALPHABET,
  GIFT_CODE_PATTERN,
  GIFT_MESSAGE_MAX,
  GIFT_MONTHS,
  GIFT_NAME_MAX,
  type GiftMonths,
} from "./gift-limits.ts";
import { GIFT_CODE_PATTERN } from "./gift-limits.ts";

/** A planned gift is given at most this many months ahead. */
export const GIFT_PLAN_MONTHS = 12;
/** A code is valid for three years from the purchase. */
export const GIFT_VALID_YEARS = 3;
/** Within this many days of the purchase, and while it is not redeemed, the giver may withdraw it. */
export const GIFT_WITHDRAWAL_DAYS = 14;
/** The recipient is told this many days before a gift subscription ends. */
export const GIFT_END_NOTICE_DAYS = 14;

/**
 * A code as a reader types it — lower case, with spaces or without dashes — in the printed form, or
 * null when it cannot be one (the wrong length, or a letter the alphabet never prints).
 */
export function normaliseGiftCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s\-–—_.]/g, "");
  if (plain.length !== 12) return null;
  const code = `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8, 12)}`;
  return GIFT_CODE_PATTERN.test(code) ? code : null;
}

/** The last day a code bought on `purchasedOn` can be redeemed. */
export const giftValidUntil = (purchasedOn: string) =>
  addDays(addMonths(purchasedOn, GIFT_VALID_YEARS * 12), -1);

/** The last day a gift bought on `purchasedOn` may be withdrawn (angrerett). */
export const giftWithdrawalDeadline = (purchasedOn: string) => addDays(purchasedOn, GIFT_WITHDRAWAL_DAYS);

/** The last day of a gift of `months` that starts on `startDate`. */
export const giftEndDate = (startDate: string, months: number) => addDays(addMonths(startDate, months), -1);

/** Whether the recipient of a gift subscription ending on `endDate` is told of its end by `today`. */
export const giftEndsSoon = (endDate: string, today: string) =>
  today <= endDate && addDays(today, GIFT_END_NOTICE_DAYS) >= endDate;
