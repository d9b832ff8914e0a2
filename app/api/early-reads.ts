// What a guarded screen reads with the account number alone. While the session is
// loaded afresh (a cold page load, or right after sign-in), these reads start beside the
// subscription call instead of after it, and the screen's clientLoader finds them in flight among
// the kept answers (./client.ts). A read started for a screen whose subscription turns out not to
// need it (a family member has no payment method or next payment to show) is one harmless GET: every read here
// answers any own account with 200 (docs/decisions/033; today's disruption answers none for a
// digital subscription, docs/decisions/038). Reads that refuse some subscriptions
// (delivery 409 for digital, business 403) are never started early.
import { matchPath } from "react-router";
import type { EndpointName } from "./contract.ts";

/** Kept reads whose parameters are only the account number and the title code. */
export type AccountRead = Extract<
  EndpointName,
  "getPaymentMethod" | "getInvoices" | "getFamily" | "getWithdrawal" | "getNextPayment" | "getDisruption"
>;

export const EARLY_READS: ReadonlyArray<{ path: string; reads: readonly AccountRead[] }> = [
  {
    path: "/",
    reads: [
      "getPaymentMethod",
      "getInvoices",
      "getFamily",
      "getWithdrawal",
      "getNextPayment",
      "getDisruption",
    ],
  },
  { path: "/tilbakemelding", reads: ["getDisruption"] },
  { path: "/fakturaoversikt", reads: ["getInvoices"] },
  { path: "/betal-faktura/:ariaInvoiceNo", reads: ["getInvoices"] },
  { path: "/endre-betalingsmetode", reads: ["getPaymentMethod"] },
  { path: "/familiedeling", reads: ["getFamily"] },
  { path: "/kvittering", reads: ["getWithdrawal"] },
  { path: "/angre-kjop", reads: ["getWithdrawal"] },
];

/** The reads the screen at `pathname` makes with the account number alone. */
export function earlyReadsFor(pathname: string): readonly AccountRead[] {
  return EARLY_READS.find(({ path }) => matchPath(path, pathname))?.reads ?? [];
}
