// Today's delivery disruption, said first: late with the expected time, or not coming;
// the platform's words as text; on the complaint page when a complaint about today's paper opens.
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "#app/i18n/i18n.ts";
import { DisruptionNotice } from "./disruption-notice.tsx";

const late = { postalCode: "7011", date: "2026-01-15", until: "10:00", message: "Uvær <b>i natt</b>." };
const shown = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe("the disruption notice", () => {
  it("says the paper is late, by when, and the platform's words as text, in a status region", () => {
    shown(<DisruptionNotice disruption={late} today="2026-01-15" />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe(
      "Avisen er forsinket i 7011 i dag, ventet levert innen kl. 10.00.Uvær <b>i natt</b>.",
    );
    expect(status.querySelector("b")).toBeNull();
  });

  it("on the complaint page says when a complaint about today's paper opens, until then", () => {
    shown(<DisruptionNotice disruption={late} today="2026-01-15" opensAt="10:00" />);
    expect(
      screen.getByText("Du kan reklamere på dagens avis etter kl. 10.00, hvis den ikke har kommet da."),
    ).toBeTruthy();
  });

  it("after the time, or for a paper that does not come, says nothing about waiting to complain", () => {
    // The platform no longer names a time to wait for (its clock has passed it).
    const after = shown(<DisruptionNotice disruption={late} today="2026-01-15" opensAt={null} />);
    expect(after.container.textContent).not.toContain("Du kan reklamere");
    const missing = shown(
      <DisruptionNotice disruption={{ ...late, until: null }} today="2026-01-15" opensAt="10:00" />,
    );
    expect(missing.container.textContent).toContain("Avisen kommer ikke i 7011 i dag.");
    expect(missing.container.textContent).not.toContain("Du kan reklamere");
  });

  it("shows nothing without a disruption, or for another day than the platform's today", () => {
    const none = shown(<DisruptionNotice disruption={null} />);
    expect(none.container.textContent).toBe("");
    // The browser's clock plays no part: the platform's date decides.
    const platformsDay = shown(<DisruptionNotice disruption={late} today="2026-01-15" />);
    expect(platformsDay.container.textContent).toContain("forsinket");
    const dayBefore = shown(<DisruptionNotice disruption={late} today="2026-01-14" />);
    expect(dayBefore.container.textContent).toBe("");
    // Where the screen has no date of the platform's, the platform's answer (today's only) is shown.
    const trusted = shown(<DisruptionNotice disruption={late} />);
    expect(trusted.container.textContent).toContain("forsinket");
  });
});
