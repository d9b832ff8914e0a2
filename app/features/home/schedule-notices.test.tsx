// What the front page says first of a pause and of a price change ahead (ADR 079), and that a helper
// (ADR 057) is not offered the reader's own choices from them.
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Pause } from "#app/api/contract/subscription.ts";
import { offersFor } from "#app/domain/helper-rights.ts";
import { i18n } from "#app/i18n/i18n.ts";
import ScheduleNotices from "./schedule-notices.tsx";

const pause = (status: Pause["status"]): Pause => ({
  pauseId: "p-1",
  from: "2026-12-01",
  to: "2027-02-14",
  resumesOn: "2027-02-15",
  status,
});

const show = (props: Parameters<typeof ScheduleNotices>[0]) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <ScheduleNotices {...props} />
      </MemoryRouter>
    </I18nProvider>,
  );

describe("ScheduleNotices", () => {
  it("a running pause: until when, when it starts again, and Start igjen nå", () => {
    show({ pause: pause("ACTIVE"), priceChanges: [], offers: offersFor(null) });
    expect(
      screen.getByRole("region", { name: "Abonnementet ditt har pause til 14. februar 2027" }),
    ).toBeTruthy();
    expect(screen.getByText(/starter igjen av seg selv 15\. februar 2027/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start igjen nå" }).getAttribute("href")).toBe("/pause");
  });

  it("a planned pause: from and to, and the way to change it", () => {
    show({ pause: pause("PLANNED"), priceChanges: [], offers: offersFor(null) });
    expect(
      screen.getByRole("region", {
        name: "Abonnementet ditt får pause fra 1. desember 2026 til 14. februar 2027",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Endre pausen" })).toBeTruthy();
  });

  it("a price change: both prices, the date, and the ways out before it", () => {
    show({
      pause: null,
      priceChanges: [
        {
          ariaPlanID: "C-DIGITAL-DIGITAL",
          planName: "Digital",
          billingPeriod: "MONTHLY",
          from: "2027-01-09",
          oldPrice: 299,
          newPrice: 329,
          noticeSentAt: "2026-11-25T07:00:00+01:00",
        },
      ],
      offers: offersFor(null),
    });
    const notice = screen.getByRole("region", { name: "Ny pris fra 9. januar 2027" });
    expect(notice.textContent).toContain(
      "Digital koster 299 kr per måned i dag og 329 kr per måned fra 9. januar 2027.",
    );
    expect(screen.getByRole("link", { name: "Bytt abonnement" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Si opp" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Om de nye prisene" })).toBeTruthy();
  });

  it("a helper is told of a pause but not offered to end it", () => {
    show({ pause: pause("ACTIVE"), priceChanges: [], offers: offersFor({ rights: ["see"], name: "Kari" }) });
    expect(screen.getByRole("region", { name: /har pause til/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Start igjen nå" })).toBeNull();
  });
});
