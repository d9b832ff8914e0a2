// Gift subscriptions (gaveabonnement, docs/decisions/077): the rules the portal and the platform
// share. A gift is bought by a giver for a fixed length, given now or at a planned hour, redeemed
// once with its code by the recipient's own account, and never renews by itself.
import { addDays, addMonths } from "./oslo-date.ts";

/** The lengths a gift is sold in, in months. */
export const GIFT_MONTHS = [1, 3, 6, 12] as const;
export type GiftMonths = (typeof GIFT_MONTHS)[number];

/** The personal message, at most this many characters as a reader counts them. */
export const GIFT_MESSAGE_MAX = 300;
/** The recipient's name as the giver writes it. */
export const GIFT_NAME_MAX = 100;
/** A planned gift is given at most this many months ahead. */
export const GIFT_PLAN_MONTHS = 12;
/** A code is valid for three years from the purchase. */
export const GIFT_VALID_YEARS = 3;
/** Within this many days of the purchase, and while it is not redeemed, the giver may withdraw it. */
export const GIFT_WITHDRAWAL_DAYS = 14;
/** The recipient is told this many days before a gift subscription ends. */
export const GIFT_END_NOTICE_DAYS = 14;

/**
 * A gift code as printed and e-mailed: three groups of four from an alphabet without 0/O, 1/I/L,
 * so it can be read aloud and typed from paper ("K7QM-4XRT-9CHN").
 */
export const GIFT_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const GIFT_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

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
