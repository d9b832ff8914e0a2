// The front page's subscription card when the platform leaves out a field the SPEC does not name
// (docs/decisions/034): the card still shows the plan, its status and what can be done; the one part
// that needs the missing field says it cannot be shown now, with the customer centre.
import { I18nProvider } from "@lingui/react";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { subscription, type Subscription } from "#app/api/contract/subscription.ts";
import { i18n } from "#app/i18n/i18n.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { subscription as personaSubscription } from "#tests/fixtures/personas/building-blocks.ts";
import { SubscriptionSection } from "./subscription-card.tsx";
import { offersFor, type Offers } from "#app/domain/fullmakt.ts";

const TODAY = "2026-11-18";
const active = personaSubscription(TODAY, {});
const cancelled = personaSubscription(TODAY, {
  instStatusCode: SubscriptionStatus.PENDING_CANCELLATION,
  expiresOn: "2026-12-08",
});

const card = (shown: Subscription, offers?: Offers) => {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <SubscriptionSection subscription={shown} changeAction={null} {...(offers ? { offers } : {})} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return screen.getByRole("region", {
    name: offers?.helping ? `Abonnementet til ${offers.helping}` : "Abonnementet ditt",
  });
};

const leaveOut = (whole: Subscription, field: string): Subscription => {
  const { [field]: _left, ...rest } = whole as Record<string, unknown>;
  // Read as the client reads the platform's answer.
  return subscription.parse(rest);
};

/** Each field the platform may leave out, from the contract itself. */
const optional = Object.entries(subscription.shape)
  .filter(([, field]) => field.safeParse(undefined).success)
  .map(([key]) => key);

/** What the card says in place of the part a field belongs to. */
const inPlaceOf: Record<string, RegExp> = {
  price: /Prisen kan ikke vises akkurat nå/,
  billingPeriod: /Prisen kan ikke vises akkurat nå/,
  features: /Hva som er med i abonnementet, kan ikke vises akkurat nå/,
};

describe("the subscription card with a field left out", () => {
  it("has every field the SPEC does not name to leave out", () => {
    expect(optional).toEqual([
      "billingPeriod",
      "price",
      "features",
      "startDate",
      "expiresOn",
      "gift",
      "pause",
      "pendingChange",
    ]);
  });

  it.each(optional)("without %s: the plan, status and links are there", (field) => {
    const region = card(leaveOut(active, field));
    expect(within(region).getByText("Du har Digital.")).toBeTruthy();
    expect(within(region).getByText("Aktivt")).toBeTruthy();
    expect(within(region).getByRole("link", { name: "Endre abonnement" })).toBeTruthy();
    expect(within(region).getByRole("link", { name: "Avslutt abonnement" })).toBeTruthy();
    const said = inPlaceOf[field];
    if (said) {
      const note = within(region).getByText(said).closest("[role=status]") as HTMLElement;
      expect(within(note).getByRole("link", { name: /\d\d \d\d \d\d \d\d/ })).toBeTruthy();
    } else expect(within(region).queryByText(/kan ikke vises akkurat nå/)).toBeNull();
  });

  it("everything there: the price and what is included, nothing said missing", () => {
    const region = card(active);
    expect(within(region).getByText(/299/)).toBeTruthy();
    expect(within(region).getByRole("heading", { name: "Dette er med" })).toBeTruthy();
    expect(within(region).queryByText(/kan ikke vises akkurat nå/)).toBeNull();
  });

  it("cancelled without expiresOn: says it is cancelled, that the end cannot be shown, and keeps the undo", () => {
    const region = card(leaveOut(cancelled, "expiresOn"));
    expect(within(region).getByText(/Abonnementet er sagt opp. Hvor lenge det gjelder/)).toBeTruthy();
    expect(within(region).getByRole("link", { name: /Angre oppsigelsen/ })).toBeTruthy();
  });
});

describe("the subscription card for a helper acting for the subscriber", () => {
  const helper = offersFor({ rights: ["see", "pay", "delivery", "complaint"], name: "Kari Nordmann" });
  it("offers none of the subscriber's own choices: no change, cancel or undo; speaks of her", () => {
    const region = card(active, helper);
    expect(within(region).getByText("Kari Nordmann har Digital.")).toBeTruthy();
    expect(within(region).queryByRole("link", { name: "Endre abonnement" })).toBeNull();
    expect(within(region).queryByRole("link", { name: "Avslutt abonnement" })).toBeNull();
  });

  it("a cancelled subscription is said cancelled, without the undo", () => {
    const region = card(cancelled, helper);
    expect(within(region).getByText(/Abonnementet er sagt opp og gjelder til og med/)).toBeTruthy();
    expect(within(region).queryByRole("link", { name: /Angre oppsigelsen/ })).toBeNull();
  });
});

describe("a gift subscription (docs/decisions/077)", () => {
  const gift = { ...active, gift: { giverName: "Ola Nordmann", endDate: "2026-12-31", giftNo: "SBX-G1001" } };
  afterEach(() => vi.useRealTimers());

  it("says who gave it and its last day, and offers nothing to pay, change or cancel", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-18T08:00:00Z") });
    const region = card(gift);
    expect(
      await within(region).findByText("Gave fra Ola Nordmann. Gjelder til og med 31. desember 2026."),
    ).toBeTruthy();
    expect(within(region).queryByText(/299/)).toBeNull();
    expect(within(region).queryByRole("link", { name: "Endre abonnement" })).toBeNull();
    expect(within(region).queryByRole("link", { name: "Avslutt abonnement" })).toBeNull();
    expect(within(region).queryByText(/Gaven slutter/)).toBeNull();
  });

  it("from 14 days before its end, says it ends by itself and nothing is charged", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-17T08:00:00Z") });
    const region = card(gift);
    expect(
      await within(region).findByText(/^Gaven slutter 31\. desember 2026\. Den fornyes ikke av seg selv/),
    ).toBeTruthy();
    // What going on costs, and the order form with the plan chosen: it starts the day after.
    expect(within(region).getByText("Digital koster 299 kr per måned.")).toBeTruthy();
    expect(within(region).getByRole("link", { name: "Fortsett med Digital" }).getAttribute("href")).toBe(
      "/bestill-abonnement?plan=C-DIGITAL-DIGITAL%7CMONTHLY",
    );
  });

  it("a helper is told it ends, but not offered to order for the one helped", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-17T08:00:00Z") });
    const region = card(gift, offersFor({ rights: ["see"], name: "Kari Nordmann" }));
    expect(await within(region).findByText(/^Gaven slutter 31\. desember 2026\./)).toBeTruthy();
    expect(within(region).queryByRole("link", { name: /^Fortsett med/ })).toBeNull();
  });
});
