// eFaktura from Min side (docs/decisions/053; rules in ./README.md): invoices to the online bank,
// registered with the e-mail address or mobile number the eFaktura directory knows the account by —
// never a national identity number — or with nothing where the bank says "Alltid ja til eFaktura".
import type { InvoiceDelivery } from "#app/api/contract/efaktura.ts";
import { ApiError } from "#app/api/errors.ts";
import { getInvoiceDelivery } from "#app/api/efaktura.ts";
import type { Subscribed } from "#app/auth/guards.ts";

/** How invoices are sent now, or null when the platform did not say (the rest of the page works). */
export async function loadInvoiceDelivery(session: Subscribed): Promise<InvoiceDelivery | null> {
  try {
    return await getInvoiceDelivery(session.titleAccount);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
