// Changing how the subscription is paid (ADR 007), in Bokmål on the sandbox title, in-process
// (ADR 087): subscriber is refused at the field with nothing chosen, switches to Vipps (the receipt
// says so, the front page too), then adds a new card, whose last four digits the front page then
// shows; a failed change at the provider leaves the card as it was; when the method cannot be
// fetched, the screen says so in SPEC §8's words and the change still works. The provider's page is
// answered as its button answers it (ADR 087). tests/e2e/payment-method.test.ts keeps what only a
// browser shows: the real trips to Vipps and the card provider, a double click starting one trip,
// axe on each outcome, and the Nynorsk screens' axe (a failed change among them).
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { PROVIDER_PAGE, reader, statusSaying } from "../app.tsx";
import { app } from "./the-app.ts";

/**
 * The Vipps choice. Its label holds its description, which happy-dom's accessible name takes in
 * whole ("Vipps Du godkjenner …"); Playwright's name match was a substring match.
 */
const VIPPS = /^Vipps /;

/** Every trip the stand-in provider was sent on (GET /_dev/payments). */
async function providerTrips(): Promise<unknown[]> {
  const response = await app.browser.fetch("/_dev/payments");
  expect(response.ok).toBe(true);
  return (await response.json()) as unknown[];
}

/** Back to the front page by the outcome's link. */
async function backToMinSide() {
  await reader.click(screen.getByRole("link", { name: "Tilbake til Min side" }));
  await screen.findByRole("heading", { level: 1, name: "Min side" });
}

describe("payment-method: switching to Vipps, adding a card, and what a failure leaves", () => {
  it("subscriber switches to Vipps, then adds a new card", async () => {
    await app.openAs("subscriber", "/", "Min side");
    expect(await screen.findByText(/Betalingskort som slutter på 4417/)).toBeTruthy();
    await reader.click(screen.getByRole("link", { name: "Endre betalingsmetode" }));
    await screen.findByRole("heading", { level: 1, name: "Endre betalingsmetode" });
    expect(await screen.findByText(/Betalingskort som slutter på 4417/)).toBeTruthy();

    // Nothing chosen: the required message, and no trip.
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));
    expect(await screen.findByText("Ny betalingsmåte er påkrevd")).toBeTruthy();
    expect(await providerTrips()).toHaveLength(0);

    await reader.click(screen.getByRole("radio", { name: VIPPS }));
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));
    const vipps = await app.leftForPath(PROVIDER_PAGE);
    expect((await app.pageAt(vipps)).querySelector("h1")?.textContent, "the provider's page's heading").toBe(
      "Betalingsleverandør",
    );
    expect(await providerTrips()).toHaveLength(1);
    const back = await app.answerAt(vipps, "approved");
    expect(back).toMatch(/^\/endre-betalingsmetode\/verify\?/);
    await app.open(back);
    await statusSaying("Ferdig! Abonnementet betales nå med Vipps.");
    // Its receipt says the same: Vipps from now on.
    const receipts = (await outbox(app.browser)).filter((m) => m.recipient === "kari.nordmann@example.no");
    expect(receipts.map((m) => m.text).find((text) => text.includes("Fra nå betaler du med"))).toContain(
      "Fra nå betaler du med Vipps.",
    );
    await backToMinSide();
    expect(await screen.findByText("Du betaler med Vipps.")).toBeTruthy();

    // And back to a card.
    await app.open("/legg-til-betalingskort", "Legg til betalingskort");
    await reader.click(screen.getByRole("button", { name: "Legg inn kort" }));
    const card = await app.leftForPath(PROVIDER_PAGE);
    const cardBack = await app.answerAt(card, "approved");
    expect(cardBack).toMatch(/^\/legg-til-betalingskort\/verify\?/);
    await app.open(cardBack);
    await statusSaying("Ferdig! Det nye kortet er lagt til.");
    const next = await screen.findByText(/Neste trekk tas fra Betalingskort som slutter på \d{4}\./);
    const last4 = next.textContent!.match(/slutter på (\d{4})\./)![1]!;
    await backToMinSide();
    expect(await screen.findByText(new RegExp(`Betalingskort som slutter på ${last4}`))).toBeTruthy();
  });

  it("a failed change at the provider leaves the payment method as it was", async () => {
    await app.openAs("subscriber", "/endre-betalingsmetode", "Endre betalingsmetode");
    await reader.click(screen.getByRole("radio", { name: VIPPS }));
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));
    await app.open(await app.answerAt(await app.leftForPath(PROVIDER_PAGE), "failed"));
    expect((await screen.findByRole("alert")).textContent).toContain("Endringen gikk ikke gjennom.");
    expect(screen.getByText("Betalingsmåten er ikke endret.", { exact: false })).toBeTruthy();
    await backToMinSide();
    expect(await screen.findByText(/Betalingskort som slutter på 4417/)).toBeTruthy();
  });

  it("when the payment method cannot be fetched, the screen says so and the change still works", async () => {
    await app.openAs("subscriber", "/", "Min side");
    await app.setFault("paymentMethod/*", "500", 1);
    await app.open("/endre-betalingsmetode");
    expect(await screen.findByText("Det oppstod en feil ved henting av betalingsmetode.")).toBeTruthy();
    expect(screen.getByRole("radio", { name: VIPPS })).toBeTruthy();
  });
});
