// What the contract checks of a gift (docs/decisions/077), apart from the rules in ./gifts.ts: this
// module imports nothing, so the contract reads it without bringing the date arithmetic into the
// signed-in chunk every page with an account loads (vite.config.ts groups a module's imports with it).

/** The lengths a gift is sold in, in months. */
export const GIFT_MONTHS = [1, 3, 6, 12] as const;
export type GiftMonths = (typeof GIFT_MONTHS)[number];

/** The personal message, at most this many characters as a reader counts them. */
export const GIFT_MESSAGE_MAX = 300;
/** The recipient's name as the giver writes it. */
export const GIFT_NAME_MAX = 100;
/**
 * A gift code as printed and e-mailed: three groups of four from an alphabet without 0/O, 1/I/L,
 * so it can be read aloud and typed from paper ("K7QM-4XRT-9CHN").
 */
export const GIFT_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const GIFT_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;
