// Cancelling and undoing it, in-process (SPEC §2, ADR 066, ADR 085): a paper subscriber moving away
// is offered a stop of the paper instead; a cancelled subscriber takes the cancellation back from
// Min side and is active again; a yearly plan ordered before a cancellation waits through it, is said
// to wait at every step (and not offered again), stands after the undo, and the receipt says so.
// What only a browser shows stays in tests/e2e/cancel-subscription.test.ts: subscriber's whole
// cancellation and undo behind nginx (@nginx) with axe on each step, axe on the undo screen and its
// answer, and the cancel screens in Nynorsk.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** The confirm step's "Gjelder fra", as it says it. */
function effectiveDate(): string {
  const term = screen.getAllByRole("term").find((dt) => dt.textContent?.includes("Gjelder fra"));
  return term?.nextElementSibling?.textContent?.trim() ?? "";
}

/** The status regions' text, for an answer said in one of them. */
const statusSays = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole("status").some((status) => status.textContent?.includes(text))).toBe(true),
  );

describe("cancel-subscription: cancelling, and taking it back", () => {
  it("paper-subscriber is offered a vacation stop before cancelling", async () => {
    await app.openAs("paper-subscriber", "/avslutt-abonnement", "Avslutt abonnement");
    await reader.click(screen.getByRole("radio", { name: "Jeg skal flytte eller være bortreist" }));
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));
    expect(
      await screen.findByRole("link", { name: "Stopp eller flytt avisen en periode i stedet" }),
    ).toBeTruthy();
  });

  it("cancelled reactivates the subscription from Min side", async () => {
    await app.openAs("cancelled", "/");
    expect(await screen.findByText(/Abonnementet er sagt opp og gjelder til og med/)).toBeTruthy();
    await reader.click(screen.getByRole("link", { name: "Angre oppsigelsen og behold abonnementet" }));
    await reader.click(await screen.findByRole("button", { name: "Behold abonnementet" }));
    await screen.findByRole("heading", { level: 1, name: "Abonnementet er aktivert igjen" });
    await reader.click(screen.getByRole("link", { name: "Til Min side" }));
    expect(await screen.findByText("Aktivt", { exact: true })).toBeTruthy();
  });

  it("a yearly plan ordered, then a cancellation and its undoing: the change is said at every step and stands", async () => {
    await app.openAs("subscriber", "/endre-abonnement");
    await reader.click(await screen.findByRole("radio", { name: /Digital, 3 190 kr per år/ }));
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));
    await screen.findByRole("heading", { level: 1, name: "Bekreft endringen" });
    const effective = effectiveDate();
    expect(effective).not.toBe("");
    await reader.click(screen.getByRole("button", { name: "Bekreft endringen" }));
    await screen.findByRole("heading", { level: 1, name: "Endringen er registrert" });
    expect(app.location()).toMatch(/\/receipt2$/);
    const waits = `Du har bestilt Digital fra ${effective}. Endringen venter mens abonnementet er sagt opp, og gjelder hvis du angrer oppsigelsen.`;

    // The cancellation knows what is ordered: it says so, and does not offer the yearly plan again.
    await app.open("/avslutt-abonnement", "Avslutt abonnement");
    await reader.click(screen.getByRole("radio", { name: "Abonnementet er for dyrt" }));
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));
    await screen.findByRole("heading", { level: 1, name: "Bekreft oppsigelsen" });
    expect(screen.getByText(waits)).toBeTruthy();
    expect(screen.queryByText(/Du kan betale for Digital per år i stedet/)).toBeNull();
    await reader.click(screen.getByRole("button", { name: "Nei takk, avslutt abonnementet" }));
    await screen.findByRole("heading", { level: 1, name: "Abonnementet er avsluttet" });
    expect(app.location()).toMatch(/\/abonnement-avsluttet$/);

    // The front page: cancelled, and the change waiting, said as waiting.
    await app.open("/");
    const card = await screen.findByRole("region", { name: "Abonnementet ditt" });
    expect(
      within(card).getByText(
        "Endringen venter mens abonnementet er sagt opp, og gjelder hvis du angrer oppsigelsen.",
      ),
    ).toBeTruthy();
    await reader.click(within(card).getByRole("link", { name: "Angre oppsigelsen og behold abonnementet" }));
    expect(await screen.findByText(waits)).toBeTruthy();
    await reader.click(screen.getByRole("button", { name: "Behold abonnementet" }));
    await screen.findByRole("heading", { level: 1, name: "Abonnementet er aktivert igjen" });
    expect(app.location()).toMatch(/\/abonnement-reaktivert$/);
    await statusSays(`Endringen du bestilte, står fortsatt: Digital fra ${effective}.`);

    // The receipt says what the screen said; the front page still has the change.
    const [receipt] = await outbox(app.browser);
    expect(receipt!.text).toContain("Du har angret oppsigelsen.");
    expect(receipt!.text).toMatch(/Endringen du bestilte, står fortsatt: Digital fra \d{2}\.\d{2}\.\d{4}\./);
    await app.open("/");
    expect(await screen.findByRole("button", { name: "Angre endringen" })).toBeTruthy();
  });
});
