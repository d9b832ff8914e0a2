// The front page's "Neste betaling": what is taken off the amount is said beside it, once, each thing
// by name — a gift redeemed as a credit among them (ADR 077).
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PaymentOutlook } from "#app/api/contract/payments.ts";
import type { PriceChange } from "#app/api/contract/prices.ts";
import { i18n } from "#app/i18n/i18n.ts";
import { NextPayment } from "./next-payment.tsx";

const next = (credits: { stopCredit?: number; giftCredit?: number }) => ({
  kind: "SCHEDULED" as const,
  date: "2026-12-09",
  amount: 0,
  discount: 0,
  method: { type: "SWEDBANK-PPG" as const, cardLast4: "4417" },
  periodFrom: "2026-12-09",
  periodTo: "2027-01-08",
  change: null,
  ...credits,
});

const show = (outlook: PaymentOutlook, priceChanges: PriceChange[] = []) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <NextPayment outlook={{ ok: true, value: outlook }} priceChanges={priceChanges} />
      </MemoryRouter>
    </I18nProvider>,
  );

describe("NextPayment", () => {
  it("says a gift's credit took the amount down", () => {
    show({ next: next({ giftCredit: 299 }), problem: null });
    expect(screen.getByText("0 kr (299 kr fra en gave er trukket fra)")).toBeTruthy();
  });

  it("says each credit by name, once", () => {
    show({ next: next({ stopCredit: 12.5, giftCredit: 286.5 }), problem: null });
    expect(
      screen.getByText("0 kr (12,50 kr for stopp i leveringen og 286,50 kr fra en gave er trukket fra)"),
    ).toBeTruthy();
  });

  // ADR 079: the amount is always the platform's; the words say when it is the new price.
  const change = (from: string): PriceChange => ({
    ariaPlanID: "C-DIGITAL-DIGITAL",
    planName: "Digital",
    billingPeriod: "MONTHLY",
    from,
    oldPrice: 299,
    newPrice: 329,
    noticeSentAt: "2026-11-25T07:00:00+01:00",
  });

  it("says the charge is at the new price when it falls on or after the change's day", () => {
    show({ next: { ...next({}), amount: 329 }, problem: null }, [change("2026-12-09")]);
    expect(screen.getByText("329 kr (ny pris fra 9. desember 2026)")).toBeTruthy();
  });

  it("says nothing new of a charge before the change's day", () => {
    show({ next: { ...next({}), amount: 299 }, problem: null }, [change("2026-12-10")]);
    expect(screen.getByText("299 kr")).toBeTruthy();
    expect(screen.queryByText(/ny pris/)).toBeNull();
  });
});
