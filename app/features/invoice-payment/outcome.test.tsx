import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Invoice, Payment } from "#app/api/contract/payments.ts";
import { i18n } from "#app/i18n/i18n.ts";
import { PaymentBack } from "./outcome.tsx";

// Back from the provider, the invoice's state is the platform's: a trip that failed because another
// trip paid the invoice says the invoice is paid, and offers nothing to try again.

const invoice = (paid: boolean): Invoice => ({
  ariaInvoiceNo: "7100902",
  kid: "0071009024",
  amount: 299,
  paid,
  description: "Digital",
  periodFrom: "2026-11-01",
  periodTo: "2026-11-30",
  dueDate: "2026-11-20",
  accountNumber: "1503 12 34567",
});
const trip = (status: Payment["status"]): Payment => ({
  paymentId: "pay-2",
  kind: "INVOICE",
  method: "SWEDBANK-PPG",
  status,
  ariaInvoiceNo: "7100902",
  amount: 299,
});
const back = (status: Payment["status"], paid: boolean) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <PaymentBack
          invoiceNo="7100902"
          payment={trip(status)}
          paid={{ invoiceNumber: "7100902", amount: 299 }}
          invoice={invoice(paid)}
        />
      </MemoryRouter>
    </I18nProvider>,
  );

describe("PaymentBack", () => {
  it.each(["FAILED", "CANCELLED"] as const)(
    "a %s trip for an invoice the platform has paid says it is paid",
    (status) => {
      back(status, true);
      expect(screen.getByRole("status").textContent).toContain("Faktura 7100902 er betalt.");
      expect(screen.queryByText(/Fakturaen er ikke betalt/)).toBeNull();
      expect(screen.queryByRole("link", { name: "Prøv igjen" })).toBeNull();
    },
  );

  it("a failed trip for an unpaid invoice offers to try again", () => {
    back("FAILED", false);
    expect(screen.getByRole("alert").textContent).toContain(
      "Fakturaen er ikke betalt, og ingenting er trukket.",
    );
    expect(screen.getByRole("link", { name: "Prøv igjen" }).getAttribute("href")).toBe(
      "/betal-faktura/7100902",
    );
  });
});
