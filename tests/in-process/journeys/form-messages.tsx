// What a clumsy user meets on the finished forms, in Bokmål on the sandbox title, in-process
// (ADR 087): every limit has a Norwegian message at its field — never zod's English — too long is
// not "missing", a house number must be one, and what was typed is kept. A screen shows only facts
// it has: the cancelled page, opened by a subscriber whose subscription runs, says it is not
// cancelled and names no last day. The browser keeps axe on the refused move and on that answer
// (tests/e2e/form-messages.test.ts).
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { descriptionOf, reader } from "../app.tsx";
import { app } from "./the-app.ts";

const textbox = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });

describe("form-messages: Norwegian messages at the fields", () => {
  it("a 3,000-character name and a house number of letters get Norwegian messages at their fields", async () => {
    await app.openAs("paper-subscriber", "/endre-avislevering", "Endre avislevering");
    await reader.click(screen.getByRole("radio", { name: "Flytt avisen til ny adresse for godt" }));
    const coname = textbox("Navn på leveringsadresse");
    const street = textbox("Adresse");
    const number = textbox("Gatenummer");
    const long = "Kari ".repeat(600);
    await reader.fill(coname, long);
    await reader.fill(street, "Elgeseter gate");
    await reader.fill(number, "abc");
    await reader.fill(textbox("Postnummer"), "7030");
    await reader.click(screen.getByRole("button", { name: "Registrer endringen" }));

    await waitFor(() => expect(descriptionOf(coname)).toMatch(/Kan være på høyst 100 tegn/));
    expect(descriptionOf(number)).toMatch(/Gatenummer er et tall, gjerne med en bokstav etter/);
    expect(document.body.textContent).not.toMatch(/Too big|expected string/);
    // What was typed is kept.
    expect(street.value).toBe("Elgeseter gate");
    expect(number.value).toBe("abc");
  });

  it("a surname that is too long is said to be too long, not missing", async () => {
    await app.openAs("new-user", "/bestill-abonnement");
    const familyName = screen.getByLabelText("Etternavn");
    await reader.fill(familyName, "Nordmann".repeat(60));
    await reader.click(screen.getByRole("button", { name: "Lagre og fortsett" }));
    await waitFor(() => expect(descriptionOf(familyName)).toMatch(/Kan være på høyst 80 tegn/));
    expect(screen.queryByText("Etternavn er påkrevd")).toBeNull();
  });

  it("a subscriber whose subscription runs opens the cancelled page and is told it is not cancelled", async () => {
    await app.openAs("subscriber", "/abonnement-avsluttet", "Abonnementet er ikke sagt opp");
    expect(screen.getByText("Digital er ikke sagt opp, og det løper videre som før.")).toBeTruthy();
    expect(screen.queryByText(/tilgang til og med/)).toBeNull();
  });
});
