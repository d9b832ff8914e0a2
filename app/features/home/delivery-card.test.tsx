// The front page's delivery card: today's paper is expected by the title's own time until it has
// passed (the platform's nextPaper), then the next paper's day; a disruption speaks for today
// instead; the note to the carrier is shown as the carrier sees it, and nothing when there is none
// or the platform leaves the fields out (docs/decisions/034).
import { I18nProvider } from "@lingui/react";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { delivery as deliverySchema, type Delivery } from "#app/api/contract/delivery.ts";
import { i18n } from "#app/i18n/i18n.ts";
import { DeliverySection } from "./delivery-card.tsx";

const base: Delivery = deliverySchema.parse({
  name: "Arne Solberg",
  address: {
    coname: null,
    street: "Kongens gate",
    streetNumber: "14",
    floor: null,
    flatNumber: null,
    postalCode: "7011",
    place: "Trondheim",
  },
  deliveryDays: [1, 2, 3, 4, 5, 6],
  deadline: "12:00",
  changes: [],
});

const card = (shown: Delivery, disrupted = false, mayComplain = true) => {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <DeliverySection delivery={shown} disrupted={disrupted} mayComplain={mayComplain} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return screen.getByRole("region", { name: "Levering" });
};

describe("the delivery card", () => {
  it("says today's paper is expected by the title's own time", () => {
    const region = card({ ...base, nextPaper: { date: "2026-11-25", deliveredBy: "06:30", today: true } });
    expect(region.textContent).toContain("Dagens avis er ventet levert innen kl. 06.30.");
  });

  it("after that time names the next paper's day, Saturday's by its own time", () => {
    const region = card({ ...base, nextPaper: { date: "2026-11-28", deliveredBy: "08:00", today: false } });
    expect(region.textContent).toContain("Neste avis kommer lørdag 28. november, innen kl. 08.00.");
  });

  it("leaves today's paper to a disruption's notice", () => {
    const region = card(
      { ...base, nextPaper: { date: "2026-11-25", deliveredBy: "06:30", today: true } },
      true,
    );
    expect(region.textContent).not.toContain("Dagens avis er ventet");
  });

  it("shows the note exactly as the carrier sees it, from its first delivery", () => {
    const text = "Bija áviissa boastaboksii garáša lusa.";
    const region = card({ ...base, note: { text, from: "2026-11-26" } });
    expect(region.textContent).toContain("Avisbudet ser denne beskjeden fra torsdag 26. november:");
    expect(region.querySelector("blockquote")?.textContent).toBe(text);
  });

  it("says nothing of the next paper or a note when the platform leaves them out", () => {
    const region = card(base);
    expect(region.textContent).not.toContain("Neste avis");
    expect(region.textContent).not.toContain("Avisbudet");
  });

  it("a helper without the right to complain is offered changes to the delivery, not complaints", () => {
    const region = within(card(base, false, false));
    expect(region.getByRole("link", { name: /Endre levering/ })).toBeTruthy();
    expect(region.queryByRole("link", { name: /Registrer reklamasjon/ })).toBeNull();
    expect(region.queryByRole("link", { name: /Se leveringene/ })).toBeNull();
  });
});
