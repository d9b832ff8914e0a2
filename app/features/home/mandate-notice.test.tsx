import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PaymentOutlook } from "#app/api/contract/payments.ts";
import { i18n } from "#app/i18n/i18n.ts";
import { MandateNotice } from "./mandate-notice.tsx";

// The front page's word about AvtaleGiro (ADR 053): a next charge over the mandate's limit is told
// before its date, with the way to raise the limit.

const next = (amount: number, type: "AVTALEGIRO" | "BANKGIRO") => ({
  kind: "SCHEDULED" as const,
  date: "2026-12-09",
  amount,
  discount: 0,
  method: { type, cardLast4: null },
  periodFrom: "2026-12-09",
  periodTo: "2027-01-08",
  change: null,
});
const mandate = {
  mandateId: "m1",
  status: "ACTIVE" as const,
  limit: 800,
  requestedOn: "2026-10-01",
  answeredOn: "2026-10-03",
  rejection: null,
};
const show = (outlook: PaymentOutlook) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <MandateNotice outlook={outlook} />
      </MemoryRouter>
    </I18nProvider>,
  );

describe("MandateNotice", () => {
  it("a next charge above the limit: told before its date, with the way to raise the limit", () => {
    show({ next: next(849, "AVTALEGIRO"), problem: null, mandate });
    expect(screen.getByRole("heading", { name: "Neste trekk er over beløpsgrensen" })).toBeTruthy();
    expect(
      screen.getByText(
        "Neste betaling på 849 kr 9. desember 2026 er høyere enn beløpsgrensen på 800 kr i AvtaleGiro-avtalen din. Banken trekker ikke beløpet. Sett opp grensen før 9. desember 2026, ellers får du faktura.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Endre beløpsgrensen" }).getAttribute("href")).toBe(
      "/endre-betalingsmetode",
    );
  });

  it("nothing to say when the limit covers the charge, or there is no mandate", () => {
    const { container } = show({ next: next(800, "AVTALEGIRO"), problem: null, mandate });
    expect(container.textContent).toBe("");
    const none = show({ next: next(849, "BANKGIRO"), problem: null });
    expect(none.container.textContent).toBe("");
  });
});
