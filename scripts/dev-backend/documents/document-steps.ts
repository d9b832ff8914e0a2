// Steps the documents' tests share: a persona's invoices, and paying unpaid-invoice's open one.
import type { Invoice } from "#app/api/contract/payments.ts";
import { accountNo, Browser, data, ORIGIN } from "#scripts/dev-backend/test-support.ts";

export const invoicesOf = async (browser: Browser, persona: string, titleCode = "ADR") =>
  data<Invoice[]>(
    await browser.call("getInvoices", { params: { accountNo: accountNo(persona), titleCode } }),
  );

/** Pays unpaid-invoice's open invoice by card at the stand-in provider; answers the payment id. */
export async function payOpenInvoice(browser: Browser): Promise<{ paymentId: string; invoice: Invoice }> {
  const invoice = (await invoicesOf(browser, "unpaid-invoice")).find((i) => !i.paid)!;
  const trip = await data<{ paymentId: string; redirectUrl: string }>(
    await browser.call("payInvoice", {
      params: { ariaInvoiceNo: invoice.ariaInvoiceNo },
      body: {
        ariaAccountNo: accountNo("unpaid-invoice"),
        titleCode: "ADR",
        paymentMethod: "VIPPS",
        currency: "NOK-01",
        returnUrl: `${ORIGIN}/betal-faktura/${invoice.ariaInvoiceNo}`,
      },
    }),
  );
  await browser.fetch(trip.redirectUrl, { method: "POST", form: { outcome: "approved" } });
  return { paymentId: trip.paymentId, invoice };
}
