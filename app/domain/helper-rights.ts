// What a power of attorney (fullmakt) can hold, a helper's name, and what a page offers under it:
// no date rules, so the contract that checks them (app/api/contract/fullmakt.ts) and the front page
// bring none into the API client every signed-in page loads. The rules with dates are in ./fullmakt.ts.

/**
 * What a helper may be given: see the subscription and its invoices; pay invoices; delivery and
 * vacation stops; complaints. Never cancelling, changing plan or payment method, or consents: no
 * right exists for them, so none can be given.
 */
export const HELPER_RIGHTS = ["see", "pay", "delivery", "complaint"] as const;
export type HelperRight = (typeof HELPER_RIGHTS)[number];

/** The longest name a subscriber may give their helper. */
export const HELPER_NAME_MAX = 100;

/**
 * What a page offers the one who reads it: everything on their own account; for someone they help,
 * only what the grant reaches — never the person's own choices (cancel, change plan or payment
 * method, consents), and paying only with the right to pay. Leaving out is a courtesy: the platform
 * refuses the rest anyway (403 NOT_GRANTED, ADR 054).
 */
export interface Offers {
  /** The subscriber's own choices: cancel or undo it, change plan or payment method, consents. */
  ownChoices: boolean;
  pay: boolean;
  complaint: boolean;
  /** The one helped, spoken of in the third person; absent on one's own page. */
  helping?: string | undefined;
}

export const offersFor = (
  acting: { rights: readonly HelperRight[]; name?: string } | null | undefined,
): Offers => ({
  ownChoices: !acting,
  pay: !acting || acting.rights.includes("pay"),
  complaint: !acting || acting.rights.includes("complaint"),
  ...(acting?.name ? { helping: acting.name } : {}),
});

/**
 * The signed-in screens a helper may reach while acting for someone, and the right each needs
 * ("any": every grant in force). Every other screen is the subscriber's own — profile, consents,
 * plan, payment method, cancelling, family, orders — and says so instead of loading (ADR 057).
 */
const HELPER_SCREENS: ReadonlyArray<readonly [RegExp, HelperRight | "any"]> = [
  [/^\/$/, "any"],
  [/^\/fullmakt$/, "any"],
  [/^\/ingen-abonnement$/, "any"],
  [/^\/(fakturaoversikt|historikk)$/, "see"],
  [/^\/dokument\/[^/]+\/[^/]+$/, "see"],
  [/^\/betal-faktura\/[^/]+$/, "pay"],
  [/^\/endre-avislevering$/, "delivery"],
  [/^\/tilbakemelding$/, "complaint"],
];

/** Whether a helper with these rights may open the screen: yes, not with this grant, or never. */
export function helperScreen(
  pathname: string,
  rights: readonly HelperRight[],
): "allowed" | "not-granted" | "owner-only" {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const need = HELPER_SCREENS.find(([pattern]) => pattern.test(path))?.[1];
  if (need === undefined) return "owner-only";
  return need === "any" || rights.includes(need) ? "allowed" : "not-granted";
}
