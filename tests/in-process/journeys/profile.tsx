// The profile and its gateways in-process (SPEC §2, §4, §9, ADR 085): who the subscriber is, with the
// links to where it is changed (the identity provider's, by address only) and to the gateways; deep
// links land on their section; a data download ordered, ready within 30 days; account deletion
// refused at the checkbox unconfirmed, refused with a running paid subscription (and the way to
// cancel), received for a cancelled subscriber and then nothing left to delete.
// What only a browser shows stays in tests/e2e/profile.test.ts: axe on the profile and on each state
// of both gateways, and all three in Nynorsk.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDate } from "#app/domain/format.ts";
import { addDays, osloToday } from "#app/domain/oslo-date.ts";
import { descriptionOf, reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** The stand-in's day in Oslo: the journeys' platformToday. */
const platformToday = () => osloToday(new Date(app.clock.now));

const CONFIRM = "Jeg forstår hva sletting betyr, og vil slette kontoen min.";

describe("profile: who I am, and the gateways to my data", () => {
  it("subscriber's profile shows who they are and links to where it is changed", async () => {
    await app.openAs("subscriber", "/endre-profil", "Min profil");
    const aboutMe = screen.getByRole("region", { name: "Om meg" });
    expect(aboutMe.textContent).toContain("Kari Nordmann");
    expect(aboutMe.textContent).toContain("kari.nordmann@example.no");
    expect(aboutMe.textContent).toContain("923 45 678");
    expect(aboutMe.textContent).toContain("3. september 1984");
    expect(
      within(aboutMe)
        .getByRole("link", { name: "Endre opplysningene dine hos Schibsted-kontoen" })
        .getAttribute("href"),
    ).toMatch(/\/_identity\//);

    const advanced = screen.getByRole("region", { name: "Avanserte innstillinger" });
    const href = (name: string) => within(advanced).getByRole("link", { name }).getAttribute("href");
    expect(href("Endre annonseinnstillingene")).toBe("/personverninnstillinger");
    expect(
      within(advanced).getByRole("link", { name: "Se aktiviteten din hos Schibsted-kontoen" }),
    ).toBeTruthy();
    expect(href("Bestill nedlasting av dataene dine")).toBe("/spidTakeoutGateway");
    expect(href("Slett kontoen din")).toBe("/spidDeleteGateway");
  });

  it("deep links into the profile land on their section", async () => {
    await app.openAs("subscriber", "/endre-profil?fane=personvern&source=sms#sletting", "Min profil");
    expect(document.getElementById("sletting")?.textContent).toBe("Slett kontoen");
    await app.open("/endre-profil?fane=om-meg#navn", "Min profil");
    expect(document.getElementById("navn")?.textContent).toBe("Navn");
  });

  it("subscriber orders a download of their data", async () => {
    await app.openAs("subscriber", "/endre-profil", "Min profil");
    await reader.click(screen.getByRole("link", { name: "Bestill nedlasting av dataene dine" }));
    await screen.findByRole("heading", { level: 1, name: "Last ned dine data" });
    expect(
      screen.getByText(
        "Det kan ta opptil 30 dager før dataene er klare. Du får en e-post når de kan lastes ned.",
      ),
    ).toBeTruthy();

    await reader.click(screen.getByRole("button", { name: "Bestill nedlasting" }));
    const readyBy = formatDate(addDays(platformToday(), 30), "nb");
    expect(
      await screen.findByText(`Bestillingen er mottatt. Dataene er klare senest ${readyBy}.`),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Bestill nedlasting" })).toBeNull();
  });

  it("subscriber with a running, paid subscription is asked to cancel before deleting", async () => {
    await app.openAs("subscriber", "/endre-profil", "Min profil");
    await reader.click(screen.getByRole("link", { name: "Slett kontoen din" }));
    await screen.findByRole("heading", { level: 1, name: "Slett kontoen din" });
    expect(screen.getByText("Det kan ta opptil 30 dager før dataene dine er slettet.")).toBeTruthy();
    expect(
      screen.getByText("Betalingshistorikken tas vare på i 5 år, fordi bokføringsloven krever det."),
    ).toBeTruthy();

    const confirm = () => screen.getByRole("checkbox", { name: CONFIRM });
    await reader.click(screen.getByRole("button", { name: "Slett kontoen" }));
    expect(descriptionOf(confirm())).toBe("Du må bekrefte at du vil slette kontoen");
    expect(confirm().getAttribute("aria-invalid")).toBe("true");

    await reader.click(confirm());
    await reader.click(screen.getByRole("button", { name: "Slett kontoen" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Vi kunne ikke slette kontoen fordi du har et aktivt abonnement.");
    expect(within(alert).getByRole("link", { name: "Si opp abonnementet" }).getAttribute("href")).toBe(
      "/avslutt-abonnement",
    );
  });

  it("a cancelled subscriber deletes the account; asking again finds nothing to delete", async () => {
    await app.openAs("cancelled", "/spidDeleteGateway", "Slett kontoen din");
    await reader.click(screen.getByRole("checkbox", { name: CONFIRM }));
    await reader.click(screen.getByRole("button", { name: "Slett kontoen" }));
    expect(await screen.findByText(/Vi har mottatt slettingen\./)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Slett kontoen" })).toBeNull();

    // Reloaded, and asked again.
    await app.open("/spidDeleteGateway", "Slett kontoen din");
    await reader.click(screen.getByRole("checkbox", { name: CONFIRM }));
    await reader.click(screen.getByRole("button", { name: "Slett kontoen" }));
    expect(await screen.findByText("Vi fant ingen data å slette.")).toBeTruthy();
  });
});
