// A note to the carrier ("Beskjed til avisbodet") in Nynorsk (SH), in a browser: paper-subscriber
// writes one for the usual address in any alphabet and sees it on the front page's delivery card as
// the carrier sees it, from the next paper (the paper calendar's next publication day at the
// platform's clock); a note over 250 characters is refused at the field with what was typed kept; a
// transfer's address gets a note of its own, from the transfer's first day — each state checked with
// axe, and the note read as the browser renders it. The same journeys in Bokmål on the sandbox title
// run in-process (tests/in-process/carrier-note.test.tsx, ADR 085): what the screens say and what was
// saved need no browser; the Nynorsk title and axe do.
import type { Page } from "@playwright/test";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { formatDate, formatNumericDate, formatWeekdayDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { publicationDayOnOrAfter } from "#app/domain/paper-calendar.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { outbox, signInAs } from "./session.ts";
import { platformNow, platformToday } from "./clock.ts";

/** The Nynorsk words of the screens (the Bokmål ones are the in-process file's). */
const w = {
  field: "Beskjed til avisbodet (valfritt)",
  save: "Lagre beskjeden",
  saved: (from: string) => `Beskjeden til avisbodet er lagra. Avisbodet ser han frå ${from}.`,
  sees: (from: string) => `Avisbodet ser denne beskjeden frå ${from}:`,
  tooLong: "Beskjeden til avisbodet kan vere på høgst 250 teikn.",
  delivery: "Levering",
  changes: "Registrerte endringar",
  transfer: "Lever til ei anna adresse ein periode",
  lastDay: "Siste dag",
  coname: "Namn på leveringsadresse",
  register: "Registrer endringa",
  history: (from: string) => `Gav avisbodet beskjed, frå ${from}`,
  receipt: (text: string, from: string) =>
    `Beskjeden til avisbodet er lagra: «${text}». Avisbodet ser han frå ${from}.`,
};

/** Sunnhordland, a Nynorsk title. */
const site = "sh";

const open = (page: Page, path: string) => signInAs(page, "paper-subscriber", `${titleOrigin(site)}${path}`);

/** The carrier's list takes a note from the next paper: the first publication day after today. */
const nextPaper = () => publicationDayOnOrAfter(addDays(platformToday(), 1));

const day = (iso: string) => formatWeekdayDate(iso, "nn");

test("nn: a note to the carrier is on the delivery card as the carrier sees it, from the next paper", async ({
  page,
}) => {
  // Northern Sámi, with its own letters, and a line break: kept exactly as typed.
  const note = "Bija áviissa boastaboksii garáša lusa.\nLegg avisa i postkassen ved garasjen – takk!";
  await open(page, "/endre-avislevering");
  const field = page.getByRole("textbox", { name: w.field, exact: true });
  await field.fill(note);
  await page.getByRole("button", { name: w.save }).click();
  const from = day(nextPaper());
  await expect(page.getByText(w.saved(from))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${titleOrigin(site)}/`);
  const card = page.getByRole("region", { name: w.delivery, exact: true });
  await expect(card.getByText(w.sees(from))).toBeVisible();
  await expect(card.locator("blockquote")).toHaveText(note, { useInnerText: true });
  await expectNoAxeViolations(page);

  // The history tells of it, and a receipt with the text as typed went out in the title's language.
  await page.goto(`${titleOrigin(site)}/historikk`);
  await expect(page.getByRole("link", { name: w.history(formatDate(nextPaper(), "nn")) })).toBeVisible();
  const receipt = (await outbox(page)).find((m) => m.text.includes(note));
  expect(receipt?.text).toContain(w.receipt(note, formatNumericDate(nextPaper())));
});

test("nn: a note over 250 characters is refused at the field, with the text kept", async ({ page }) => {
  await open(page, "/endre-avislevering");
  const field = page.getByRole("textbox", { name: w.field, exact: true });
  const long = `${"Legg avisa i postkassen ved garasjen. ".repeat(7)}ÆØÅ`;
  expect(long.length).toBeGreaterThan(250);
  await field.fill(long);
  await page.getByRole("button", { name: w.save }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(w.tooLong.replace(/\./g, "\\.")));
  await expect(field).toHaveValue(long);
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);
  // Nothing was saved: the front page's card has no note.
  await page.goto(`${titleOrigin(site)}/`);
  await expect(page.getByRole("region", { name: w.delivery, exact: true }).locator("blockquote")).toHaveCount(
    0,
  );
});

test("nn: a temporary address has a note of its own, from the transfer's first day", async ({ page }) => {
  await open(page, "/endre-avislevering");
  const first = earliestChangeDate(platformNow());
  await page.getByRole("radio", { name: w.transfer }).check();
  await page.getByLabel(w.lastDay, { exact: true }).fill(addDays(first, 10));
  await page.getByRole("textbox", { name: w.coname }).fill("Kari Solberg");
  await page.getByRole("textbox", { name: "Adresse", exact: true }).fill("Munkegata");
  await page.getByRole("textbox", { name: "Gatenummer" }).fill("5");
  await page.getByRole("textbox", { name: "Postnummer" }).fill("7010");
  await page.getByRole("button", { name: w.register }).click();

  const row = page
    .getByRole("region", { name: w.changes })
    .getByRole("listitem")
    .filter({ hasText: "Munkegata 5" });
  await expect(row).toBeVisible();
  const note = "Ring på hos Kari, 2. etasje";
  await row.getByRole("textbox", { name: w.field, exact: true }).fill(note);
  await row.getByRole("button", { name: w.save }).click();
  const from = day(publicationDayOnOrAfter(first));
  await expect(row.getByText(w.saved(from))).toBeVisible();
  await expect(row.getByText(w.sees(from))).toBeVisible();
  await expect(row.locator("blockquote")).toHaveText(note);
  // The usual address keeps no note of its own.
  await expect(page.getByRole("region", { name: "Leveringsadresse" }).locator("blockquote")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
