// Find and connect a subscription by e-mail or phone with an SMS code (SPEC §2 /koble-bruker),
// in-process (ADR 085): the refusals at the field, a wrong code, a new code, the subscription
// connected and on the front page; someone who already subscribes told so. That those screens pass
// axe is tests/e2e/koble-bruker.test.ts's.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** The code in the newest SMS in the outbox: the test fails without one. */
async function latestCode() {
  const sms = (await outbox(app.browser)).find((m) => m.channel === "sms");
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, "an SMS with a code in the outbox").toBeTruthy();
  return code!;
}

const query = () => screen.getByRole("textbox", { name: "E-postadresse eller mobilnummer" });
const find = () => reader.click(screen.getByRole("button", { name: "Finn abonnementet" }));
const codeField = () => screen.findByRole("textbox", { name: "Kode fra SMS" });
const connect = () => reader.click(screen.getByRole("button", { name: "Koble til abonnementet" }));

describe("koble-bruker: a subscription found and connected with a code by SMS", () => {
  it("no-subscription finds the subscription by phone, gets it wrong once, asks again and connects it", async () => {
    await app.openAs("no-subscription", "/");
    await waitFor(() => expect(app.location()).toMatch(/\/ingen-abonnement$/));
    await reader.click(await screen.findByRole("link", { name: "Finn abonnementet ditt" }));
    await screen.findByRole("heading", { level: 1, name: "Finn abonnementet ditt" });

    await find();
    expect(
      await screen.findByText("E-postadresse eller mobilnummer er påkrevd", { exact: false }),
    ).toBeTruthy();
    expect(query().getAttribute("aria-invalid")).toBe("true");

    await reader.fill(query(), "ola.hansen@");
    await find();
    expect(await screen.findByText("Vennligst skriv en gyldig e-postadresse", { exact: false })).toBeTruthy();
    expect((query() as HTMLInputElement).value).toBe("ola.hansen@");

    await reader.fill(query(), "12 34");
    await find();
    expect(await screen.findByText("Telefonnummeret er ugyldig", { exact: false })).toBeTruthy();

    await reader.fill(query(), "412 00 000");
    await find();
    expect(await screen.findByText("Vi fant ikke noe abonnement med dette.", { exact: false })).toBeTruthy();
    expect((query() as HTMLInputElement).value).toBe("412 00 000");

    await reader.fill(query(), "987 65 432");
    await find();
    expect(await screen.findByText(/har sendt en kode på SMS til \*\* \*\* 54 32/)).toBeTruthy();

    const first = await latestCode();
    await reader.fill(await codeField(), first === "000000" ? "111111" : "000000");
    await connect();
    expect(
      await screen.findByText("Koden er feil. Sjekk SMS-en og prøv igjen.", { exact: false }),
    ).toBeTruthy();

    await reader.click(screen.getByRole("button", { name: "Send ny kode" }));
    expect(
      await screen.findByText("Vi har sendt en ny kode til ** ** 54 32.", { exact: false }),
    ).toBeTruthy();
    const second = await latestCode();

    await reader.fill(await codeField(), second);
    await connect();
    await waitFor(() => expect(app.location()).toMatch(/\/\?koblet=1$/));
    expect(
      await screen.findByText("Abonnementet er koblet til brukeren din.", { exact: false }),
    ).toBeTruthy();
    expect(await screen.findByText("Du har Papir + digital.", { exact: false })).toBeTruthy();
  });

  it("no-subscription finds the subscription by e-mail", async () => {
    await app.openAs("no-subscription", "/koble-bruker");
    await reader.fill(query(), "ola.hansen@example.no");
    await find();
    expect(await screen.findByText(/har sendt en kode på SMS/)).toBeTruthy();
  });

  it("a subscriber who tries to order again is told so", async () => {
    await app.openAs("subscriber", "/allerede-abonnent", "Du er allerede abonnent");
    expect(screen.getByText("Du har allerede Digital på Sandkasseavisa", { exact: false })).toBeTruthy();
  });

  it("someone who already subscribes to the title is told so, not that something failed", async () => {
    await app.openAs("paper-subscriber", "/koble-bruker");
    await reader.fill(query(), "987 65 432");
    await find();
    expect(await screen.findByText(/har sendt en kode på SMS/)).toBeTruthy();
    await reader.fill(await codeField(), await latestCode());
    await connect();
    expect(await screen.findByText(/Du har allerede et aktivt abonnement på denne avisen/)).toBeTruthy();
    expect(screen.queryByText(/Vi fikk ikke fullført/)).toBeNull();
    expect(screen.getByRole("link", { name: "Gå til Min side" })).toBeTruthy();
  });
});
