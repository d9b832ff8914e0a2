// Paying one invoice by card or Vipps at the provider (SPEC §2 /betal-faktura/{ariaInvoiceNo}). One
// idempotency key per attempt, kept in the URL (docs/decisions/006): a double click, a reload or the
// back button never starts a second payment.
import { t } from "@lingui/core/macro";
import { redirectDocument } from "react-router";
import { z } from "zod/mini";
import { CURRENCY } from "#app/api/contract/payments.ts";
import { beginTrip } from "#app/api/payment-trip.ts";
import { payInvoice } from "#app/api/payments.ts";
import { checkedProviderUrl } from "#app/api/provider-url.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { answered, defineIntent } from "#app/forms/intent.ts";
import { requiredMessage } from "#app/forms/messages.ts";
import { accountBody } from "#app/api/title-account.ts";

export const CHANNELS = ["SWEDBANK-PPG", "VIPPS"] as const;

const paySchema = z.object({
  method: z.enum(CHANNELS, { error: () => requiredMessage(t`Betalingsmåte`) }),
  /** The amount due, kept for the trip (temp_invoice_due_amount) so the page it returns to can say it. */
  amount: z.optional(z.number().check(z.nonnegative())),
});

export const pay = defineIntent({
  name: "pay",
  keyed: true,
  schema: paySchema,
  async run({ value, key, params, context }) {
    const session = context.get(subscribedContext);
    const invoiceNo = params.ariaInvoiceNo!;
    const trip = await payInvoice(
      invoiceNo,
      {
        ...accountBody(session.titleAccount),
        paymentMethod: value.method,
        currency: CURRENCY,
        returnUrl: new URL(`/betal-faktura/${encodeURIComponent(invoiceNo)}`, window.location.origin).href,
      },
      key,
    );
    if (trip.kind !== "ok") return answered({ kind: trip.kind });
    beginTrip({ paymentId: trip.paymentId, invoiceNumber: invoiceNo, invoiceDueAmount: value.amount });
    // The provider's page is another site in production: a full page load, not a route change.
    return redirectDocument(checkedProviderUrl(trip.redirectUrl, "payInvoice"));
  },
});
