// A note to the carrier ("Beskjed til avisbudet") in Bokmål, in-process (ADR 085): paper-subscriber
// writes one for the usual address in any alphabet and sees it on the front page's delivery card as
// the carrier sees it, from the next paper (the paper calendar's next publication day at the
// platform's clock), with the history and the receipt naming that day; a note over 250 characters is
// refused at the field with what was typed kept, and nothing saved; a transfer's address gets a note
// of its own, from the transfer's first day. The same journeys in Nynorsk (SH), with axe on each
// state, stay in a browser: tests/e2e/carrier-note.test.ts.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { formatDate, formatNumericDate, formatWeekdayDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { publicationDayOnOrAfter } from "#app/domain/paper-calendar.ts";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { platformNow, platformToday } from "#tests/e2e/clock.ts";
import { descriptionOf, reader } from "../app.tsx";
import { app } from "./the-app.ts";

const w = {
  field: "Beskjed til avisbudet (valgfritt)",
  save: "Lagre beskjeden",
  saved: (from: string) => `Beskjeden til avisbudet er lagret. Avisbudet ser den fra ${from}.`,
  sees: (from: string) => `Avisbudet ser denne beskjeden fra ${from}:`,
  tooLong: "Beskjeden til avisbudet kan være på høyst 250 tegn.",
  delivery: "Levering",
  changes: "Registrerte endringer",
  transfer: "Lever til en annen adresse en periode",
  lastDay: "Siste dag",
  coname: "Navn på leveringsadresse",
  register: "Registrer endringen",
  history: (from: string) => `Ga avisbudet beskjed, fra ${from}`,
  receipt: (text: string, from: string) =>
    `Beskjeden til avisbudet er lagret: «${text}». Avisbudet ser den fra ${from}.`,
};

const day = (iso: string) => formatWeekdayDate(iso, "nb");

/** The carrier's list takes a note from the next paper: the first publication day after today. */
const nextPaper = () => publicationDayOnOrAfter(addDays(platformToday(), 1));

/** The note's field, found by its whole name (the transfer's row has one of its own). */
const noteField = (scope: HTMLElement = document.body) =>
  within(scope).getByRole("textbox", { name: w.field }) as HTMLTextAreaElement;

/** The row of "Registrerte endringer" for the change to `address`, once it is there. */
async function transferRow(address: string): Promise<HTMLElement> {
  const changes = await screen.findByRole("region", { name: w.changes });
  let row: HTMLElement | undefined;
  await waitFor(() => {
    row = within(changes)
      .getAllByRole("listitem")
      .find((item) => item.textContent?.includes(address));
    expect(row, `a change to ${address}`).toBeTruthy();
  });
  return row!;
}

describe("carrier-note: a note to the carrier, in Bokmål", () => {
  it("a note to the carrier is on the delivery card as the carrier sees it, from the next paper", async () => {
    // Northern Sámi, with its own letters, and a line break: kept exactly as typed.
    const note = "Bija áviissa boastaboksii garáša lusa.\nLegg avisa i postkassen ved garasjen – takk!";
    await app.openAs("paper-subscriber", "/endre-avislevering");
    await reader.fill(await screen.findByRole("textbox", { name: w.field }), note);
    await reader.click(screen.getByRole("button", { name: w.save }));
    const from = day(nextPaper());
    expect(await screen.findByText(w.saved(from))).toBeTruthy();

    await app.go("/");
    const card = await screen.findByRole("region", { name: w.delivery });
    expect(await within(card).findByText(w.sees(from))).toBeTruthy();
    const quotes = card.querySelectorAll("blockquote");
    expect(quotes).toHaveLength(1);
    // The text itself, its line break too (the browser's run reads it as rendered, innerText).
    expect(quotes[0]!.textContent).toBe(note);

    // The history tells of it, and a receipt with the text as typed went out in the title's language.
    await app.go("/historikk");
    expect(await screen.findByRole("link", { name: w.history(formatDate(nextPaper(), "nb")) })).toBeTruthy();
    const receipt = (await outbox(app.browser)).find((m) => m.text.includes(note));
    expect(receipt?.text).toContain(w.receipt(note, formatNumericDate(nextPaper())));
  });

  it("a note over 250 characters is refused at the field, with the text kept", async () => {
    await app.openAs("paper-subscriber", "/endre-avislevering");
    const long = `${"Legg avisa i postkassen ved garasjen. ".repeat(7)}ÆØÅ`;
    expect(long.length).toBeGreaterThan(250);
    await reader.fill(await screen.findByRole("textbox", { name: w.field }), long);
    await reader.click(screen.getByRole("button", { name: w.save }));
    await expect.poll(() => noteField().getAttribute("aria-invalid")).toBe("true");
    const field = noteField();
    expect(descriptionOf(field)).toContain(w.tooLong);
    expect(field.value).toBe(long);
    expect(document.activeElement).toBe(field);
    // Nothing was saved: the front page's card has no note.
    await app.go("/");
    const card = await screen.findByRole("region", { name: w.delivery });
    expect(await within(card).findByText("Avisen leveres til:")).toBeTruthy();
    expect(card.querySelectorAll("blockquote")).toHaveLength(0);
  });

  it("a temporary address has a note of its own, from the transfer's first day", async () => {
    await app.openAs("paper-subscriber", "/endre-avislevering");
    const first = earliestChangeDate(platformNow());
    await reader.click(await screen.findByRole("radio", { name: w.transfer }));
    await reader.fill(screen.getByLabelText(w.lastDay), addDays(first, 10));
    await reader.fill(screen.getByRole("textbox", { name: w.coname }), "Kari Solberg");
    await reader.fill(screen.getByRole("textbox", { name: "Adresse" }), "Munkegata");
    await reader.fill(screen.getByRole("textbox", { name: "Gatenummer" }), "5");
    await reader.fill(screen.getByRole("textbox", { name: "Postnummer" }), "7010");
    await reader.click(screen.getByRole("button", { name: w.register }));

    const row = await transferRow("Munkegata 5");
    const note = "Ring på hos Kari, 2. etasje";
    await reader.fill(noteField(row), note);
    await reader.click(within(row).getByRole("button", { name: w.save }));
    const from = day(publicationDayOnOrAfter(first));
    const saved = await transferRow("Munkegata 5");
    expect(await within(saved).findByText(w.saved(from))).toBeTruthy();
    expect(within(saved).getByText(w.sees(from))).toBeTruthy();
    expect([...saved.querySelectorAll("blockquote")].map((quote) => quote.textContent)).toEqual([note]);
    // The usual address keeps no note of its own.
    expect(
      screen.getByRole("region", { name: "Leveringsadresse" }).querySelectorAll("blockquote"),
    ).toHaveLength(0);
  });
});
