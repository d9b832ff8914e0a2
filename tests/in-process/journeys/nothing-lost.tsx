// Nothing lost with the whole API down, in-process (ADR 021, ADR 085): with every /api/ path
// answering 503, a submitted complaint and a submitted delivery change stay with what was typed and
// say at the form that the call failed, with a retry and the customer centre — the page's data is
// not loaded again after a failed submit, so no error screen replaces it (the intent kit's reply,
// app/forms/intent.ts, and the guard layout's shouldRevalidate, app/routes/_requires-auth.tsx). Once
// the API is back, sending again goes through.
//
// What only a browser shows stays in tests/e2e/nothing-lost.test.ts: the same two forms with
// Chromium offline (axe on the complaint's failed send there), and a session refused (401, 406) as a
// complaint is sent, which starts sign-in at the identity provider and comes back filled in.
import { readFileSync } from "node:fs";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { dayName, lastPaperDay } from "#tests/e2e/complaint-steps.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

const sandbox = JSON.parse(readFileSync("titles/sbx.json", "utf8")) as { customerCenterPhoneNumber: string };
const FAILED =
  "Vi fikk ikke fullført dette akkurat nå. Det du har fylt inn er tatt vare på, så du kan prøve igjen.";

/** The whole API down: every /api/ path answers 503 (as the journeys' apiDown), until cleared. */
const apiDown = () => app.setFault("*", "503", 1000);

/** The stand-in's instant, which the page's clock was pinned to (tests/setup-unit.ts). */
const platformNow = () => new Date(app.clock.now);

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

/** The form says the call failed, with the customer centre, and no error screen took its place. */
async function expectFailedAtTheForm() {
  const said = await screen.findByText(FAILED);
  const alert = said.closest<HTMLElement>('[role="alert"]');
  expect(alert, "the form's alert").toBeTruthy();
  expect(within(alert!).getByRole("link", { name: sandbox.customerCenterPhoneNumber })).toBeTruthy();
  expect(screen.queryByRole("heading", { level: 1, name: "Noe gikk galt" })).toBeNull();
}

describe("nothing-lost: with the whole API down, a form keeps what was typed", () => {
  it("with the whole API down, a complaint keeps what was typed and says so at the form", async () => {
    await app.openAs("paper-subscriber", "/tilbakemelding", "Registrer reklamasjon");
    const day = lastPaperDay();
    const notCome = () => screen.getByRole("radio", { name: "Avisen kom ikke" });
    const dayBox = () => screen.getByRole("checkbox", { name: new RegExp(`^${dayName(day)} `) });
    const extend = () => screen.getByRole("radio", { name: /^Forleng abonnementet med 1 dag/ });
    const comment = () =>
      screen.getByRole("textbox", { name: "Kommentar (valgfritt)" }) as HTMLTextAreaElement;
    await reader.click(await screen.findByRole("radio", { name: "Avisen kom ikke" }));
    await reader.click(dayBox());
    await reader.click(await screen.findByRole("radio", { name: /^Forleng abonnementet med 1 dag/ }));
    await reader.fill(comment(), "Tredje gang denne uka.");

    await apiDown();
    await reader.click(screen.getByRole("button", { name: "Send reklamasjonen" }));
    await expectFailedAtTheForm();
    expect(comment().value).toBe("Tredje gang denne uka.");
    expect(checked(notCome())).toBe(true);
    expect(checked(dayBox())).toBe(true);
    expect(checked(extend())).toBe(true);

    await app.clearFaults();
    await reader.click(screen.getByRole("button", { name: "Send reklamasjonen" }));
    expect(await screen.findByText(/^Takk! Vi har registrert reklamasjonen din/)).toBeTruthy();
  });

  it("with the whole API down, a delivery change keeps what was typed and says so at the form", async () => {
    await app.openAs("paper-subscriber", "/endre-avislevering", "Endre avislevering");
    await reader.click(screen.getByRole("radio", { name: "Lever til en annen adresse en periode" }));
    const last = addDays(earliestChangeDate(platformNow()), 6);
    const lastDay = () => screen.getByLabelText("Siste dag") as HTMLInputElement;
    const street = () => screen.getByRole("textbox", { name: "Adresse" }) as HTMLInputElement;
    await reader.fill(await waitFor(lastDay), last);
    await reader.fill(screen.getByRole("textbox", { name: "Navn på leveringsadresse" }), "Kari Solberg");
    await reader.fill(street(), "Elgeseter gate");
    await reader.fill(screen.getByRole("textbox", { name: "Gatenummer" }), "10");
    await reader.fill(screen.getByRole("textbox", { name: "Postnummer" }), "7030");
    await waitFor(() =>
      expect((screen.getByLabelText("Poststed") as HTMLInputElement).value).toBe("TRONDHEIM"),
    );

    await apiDown();
    await reader.click(screen.getByRole("button", { name: "Registrer endringen" }));
    await expectFailedAtTheForm();
    expect(street().value).toBe("Elgeseter gate");
    expect(lastDay().value).toBe(last);

    await app.clearFaults();
    await reader.click(screen.getByRole("button", { name: "Registrer endringen" }));
    expect(await screen.findByText(/^Endringen er registrert: /)).toBeTruthy();
  });
});
