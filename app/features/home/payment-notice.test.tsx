import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PaymentOutlook, PaymentProblem } from "#app/api/contract/payments.ts";
import { i18n } from "#app/i18n/i18n.ts";
import { NextPayment } from "./next-payment.tsx";
import { offersFor } from "#app/domain/fullmakt.ts";
import { PaymentNotice } from "./payment-notice.tsx";

// On the front page: what the platform says is paid next, and the notice of a payment
// that went wrong — said as the platform answered it, nothing worked out on the page.

const wrap = (node: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );
const ok = (value: PaymentOutlook) => ({ ok: true as const, value });
const factOf = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

describe("NextPayment", () => {
  it("a scheduled payment: date, amount with the discount said, the card, the period and a pending change", () => {
    wrap(
      <NextPayment
        outlook={ok({
          next: {
            kind: "SCHEDULED",
            date: "2026-12-09",
            amount: 150,
            discount: 149,
            method: { type: "SWEDBANK-PPG", cardLast4: "4242" },
            periodFrom: "2026-12-09",
            periodTo: "2027-01-08",
            change: { planName: "Digital Premium", amount: 399, from: "2027-01-09" },
          },
          problem: null,
        })}
      />,
    );
    expect(screen.getByRole("heading", { name: "Neste betaling" })).toBeTruthy();
    expect(factOf("Dato")).toBe("9. desember 2026");
    expect(factOf("Beløp")).toBe("150 kr (rabatt på 149 kr er trukket fra)");
    expect(factOf("Betales med")).toBe("kort som slutter på 4242");
    expect(factOf("Gjelder perioden")).toBe("9. desember 2026 – 8. januar 2027");
    expect(
      screen.getByText("Fra 9. januar 2027 går du over til Digital Premium, og beløpet blir 399 kr."),
    ).toBeTruthy();
  });

  it("names giro payments faktura, and a cancelled subscription has no more payments", () => {
    const { unmount } = wrap(
      <NextPayment
        outlook={ok({
          next: {
            kind: "SCHEDULED",
            date: "2026-12-09",
            amount: 299,
            discount: 0,
            method: { type: "BANKGIRO", cardLast4: null },
            periodFrom: "2026-12-09",
            periodTo: "2027-01-08",
            change: null,
          },
          problem: null,
        })}
      />,
    );
    expect(factOf("Betales med")).toBe("faktura");
    expect(factOf("Beløp")).toBe("299 kr");
    unmount();
    wrap(
      <NextPayment
        outlook={ok({ next: { kind: "NONE_CANCELLED", lastAccessDay: "2026-12-16" }, problem: null })}
      />,
    );
    expect(screen.getByText("Ingen flere betalinger.").parentElement?.textContent).toBe(
      "Ingen flere betalinger. Du har tilgang til og med 16. desember 2026.",
    );
  });

  it("says so when the next payment could not be fetched", () => {
    wrap(<NextPayment outlook={{ ok: false }} />);
    expect(screen.getByRole("alert").textContent).toBe(
      "Vi fikk ikke hentet neste betaling akkurat nå. Last siden på nytt for å prøve igjen.",
    );
  });
});

describe("PaymentNotice", () => {
  const problem = (fields: Partial<PaymentProblem>): PaymentProblem => ({
    kind: "OVERDUE",
    ariaInvoiceNo: "7100902",
    amount: 299,
    since: "2026-11-14",
    method: null,
    accessStopsOn: "2026-11-28",
    ...fields,
  });

  it("an overdue invoice: what, how much, since when, when access stops, and the two ways out", () => {
    wrap(<PaymentNotice problem={problem({})} />);
    const notice = screen.getByRole("region", { name: "Fakturaen er ikke betalt" });
    expect(notice.textContent).toContain("Faktura 7100902 på 299 kr forfalt 14. november 2026.");
    expect(notice.textContent).toContain(
      "Betaler du ikke, stopper tilgangen til abonnementet 28. november 2026.",
    );
    expect(screen.getByRole("link", { name: "Betal 299 kr nå" }).getAttribute("href")).toBe(
      "/betal-faktura/7100902",
    );
    expect(screen.getByRole("link", { name: "Endre betalingsmetode" }).getAttribute("href")).toBe(
      "/endre-betalingsmetode",
    );
  });

  it("a failed card or Vipps charge says what failed", () => {
    const { unmount } = wrap(
      <PaymentNotice problem={problem({ kind: "CHARGE_FAILED", method: "SWEDBANK-PPG" })} />,
    );
    expect(screen.getByRole("region", { name: "Betalingen gikk ikke gjennom" }).textContent).toContain(
      "Vi fikk ikke trukket 299 kr fra kortet ditt 14. november 2026.",
    );
    unmount();
    wrap(<PaymentNotice problem={problem({ kind: "CHARGE_FAILED", method: "VIPPS" })} />);
    expect(screen.getByRole("region").textContent).toContain(
      "Vi fikk ikke trukket 299 kr med Vipps 14. november 2026.",
    );
  });

  it("a helper with the right to pay is offered paying, never another payment method", () => {
    const { unmount } = wrap(
      <PaymentNotice problem={problem({})} offers={offersFor({ rights: ["see", "pay"] })} />,
    );
    expect(screen.getByRole("link", { name: "Betal 299 kr nå" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Endre betalingsmetode" })).toBeNull();
    unmount();
    wrap(<PaymentNotice problem={problem({})} offers={offersFor({ rights: ["see"] })} />);
    expect(screen.getByRole("region", { name: "Fakturaen er ikke betalt" })).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
