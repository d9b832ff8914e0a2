// @vitest-environment node
// For every persona that pays, on every day the journeys run on, the screens that say how a charge
// is paid agree (ADR 053): the next payment names the account's payment method; an open invoice's
// document says the bank draws it exactly when an AvtaleGiro mandate is in force for it, and gives
// the KID and account to pay to otherwise; and the history tells of AvtaleGiro exactly when a
// mandate was confirmed.
import { describe, expect, it } from "vitest";
import type { InvoiceDocument } from "#app/api/contract/documents.ts";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import type { Invoice, PaymentMethod, PaymentOutlook } from "#app/api/contract/payments.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { allPersonas } from "#tests/fixtures/personas/all.ts";
import { osloInstant } from "#scripts/dev-backend/history/handlers.ts";
import { accountNo, data, setup, signedIn } from "#scripts/dev-backend/test-support.ts";

const DAYS = ["2026-11-25", "2026-12-24", "2027-05-17"];

describe.each(DAYS)("how each charge is paid, on %s", (day) => {
  const now = osloInstant(day, "07:00");
  const paying = allPersonas(day).filter((p) => p.subscription && p.invoices.length > 0);

  it.each(paying.map((p) => p.id))("%s: next payment, documents and history agree", async (id) => {
    const { browser } = await signedIn(id, setup({ now }));
    const accountNoOf = accountNo(id);
    const titleCode = "ADR";
    const today = osloToday(new Date(now));
    const method = await data<PaymentMethod | null>(
      await browser.call("getPaymentMethod", { params: { accountNo: accountNoOf } }),
    );
    const outlook = await data<PaymentOutlook>(
      await browser.call("getNextPayment", { params: { accountNo: accountNoOf, titleCode } }),
    );
    const next = outlook.next;
    if (next && next.kind !== "NONE_CANCELLED" && next.method)
      expect(next.method.type, "the next payment's method is the account's").toBe(method?.type);

    const drawing = method?.type === "AVTALEGIRO" && outlook.mandate?.status === "ACTIVE";
    const invoices = await data<Invoice[]>(
      await browser.call("getInvoices", { params: { accountNo: accountNoOf, titleCode } }),
    );
    for (const invoice of invoices.filter((i) => !i.paid && i.dueDate >= today)) {
      const document = await data<InvoiceDocument>(
        await browser.call("getInvoiceDocument", {
          params: { titleCode, ariaInvoiceNo: invoice.ariaInvoiceNo },
        }),
      );
      expect(document.drawnBy, `invoice ${invoice.ariaInvoiceNo}`).toBe(drawing ? "AVTALEGIRO" : undefined);
    }

    const history = await data<HistoryEntry[]>(
      await browser.call("getHistory", { params: { accountNo: accountNoOf, titleCode } }),
    );
    const confirmed = history.some((e) => e.kind === "avtalegiro" && e.event === "confirmed");
    expect(confirmed, "the history tells of AvtaleGiro confirmed").toBe(
      outlook.mandate?.status === "ACTIVE" || outlook.mandate?.status === "STOPPED",
    );
  });
});
