// What a power of attorney (fullmakt) can hold, and a helper's name: constants only, so the contract
// that checks them (app/api/contract/fullmakt.ts) brings no date rules into the API client every
// signed-in page loads. The rules about them are in ./fullmakt.ts.

/**
 * What a helper may be given: see the subscription and its invoices; pay invoices; delivery and
 * vacation stops; complaints. Never cancelling, changing plan or payment method, or consents: no
 * right exists for them, so none can be given.
 */
export const HELPER_RIGHTS = ["see", "pay", "delivery", "complaint"] as const;
export type HelperRight = (typeof HELPER_RIGHTS)[number];

/** The longest name a subscriber may give their helper. */
export const HELPER_NAME_MAX = 100;
