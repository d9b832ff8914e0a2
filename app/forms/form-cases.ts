// The forms of every route, as forms-every-status.test.ts sends them: who is signed in, what the
// title offers, and each form's case (form-cases-1.ts, form-cases-2.ts).
import type { Subscribed } from "#app/auth/guards.ts";
import { USER, type Answer } from "./protocol-steps.ts";

export const SUBSCRIBED = {
  status: "signed-in",
  user: { userId: USER, email: "arne.solberg@example.no", givenName: "Arne", familyName: "Solberg" },
  account: {
    ariaAccountNo: "40644018",
    givenName: "Arne",
    familyName: "Solberg",
    email: "arne.solberg@example.no",
    phoneNumber: "93456789",
  },
  titleAccount: { accountNo: "40644018", titleCode: "SBX" },
  subscription: { ariaPlanID: "C-PAPIR-DIGITAL", planName: "Papir + digital", titleCode: "SBX" },
} as unknown as Subscribed;

/** A route's form as the reader sends it, and what its intent makes of the platform's answers. */
export interface FormCase {
  /** The route module (as the form matrix names it). */
  route: string;
  clientAction: (args: never) => Promise<unknown>;
  path: string;
  /** The address's query (a confirmation's choice), besides its key. */
  query?: string;
  params?: Record<string, string>;
  fields: Array<[string, string]>;
  /**
   * Statuses this intent gives a meaning of its own, and the reply then: 422 at a field with its
   * words, a 200 for an outcome that was wanted anyway, a redirect.
   */
  own?: Record<
    number,
    { answer?: Answer; status: number; error?: Record<string, string[]>; redirect?: string }
  >;
  /** What the intent reads before it sends (its schema needs it), answered as the platform would. */
  reads?: Array<[RegExp, unknown]>;
}

/** What the title offers a new buyer: the digital plan, 1 kr the first month. */
export const OFFER = {
  defaultPlanID: "C-DIGITAL-DIGITAL",
  plans: [
    {
      ariaPlanID: "C-DIGITAL-DIGITAL",
      planName: "Digital",
      planProductType: "DIGITAL",
      billingPeriod: "MONTHLY",
      price: 299,
      features: ["PLUS_CONTENT"],
      description: "Alt innhold på nett",
    },
  ],
  returningCustomer: false,
  campaign: null,
  savedCard: null,
};

/** What the admin reviewed before sending: one new address. */
export const REVIEW = JSON.stringify({
  fileName: null,
  lines: [{ address: "ola.hansen@moebygg.no", verdict: "new" }],
  emptyRows: [],
  headerRow: false,
  emailDomain: "moebygg.no",
  reviewedAt: "2026-11-25T06:00:00.000Z",
});

export const KEY: [string, string] = ["nokkel", "skjerm-1"];
