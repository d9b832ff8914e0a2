// A note to the carrier ("Beskjed til avisbudet"), nb and nn: paper-subscriber writes one for the
// usual address in any alphabet and sees it on the front page's delivery card as the carrier sees it,
// from the next paper (the paper calendar's next publication day at the platform's clock); a note
// over 250 characters is refused at the field with what was typed kept; a transfer's address gets a
// note of its own, from the transfer's first day.
import type { Page } from "@playwright/test";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { formatDate, formatNumericDate, formatWeekdayDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { publicationDayOnOrAfter } from "#app/domain/paper-calendar.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { outbox, signInAs } from "./session.ts";
import { platformNow, platformToday } from "./clock.ts";

const words = {
  nb: {
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
  },
  nn: {
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
  },
} as const;

type Lang = keyof typeof words;
const SITES: Array<[Lang, string]> = [
  ["nb", "sbx"],
  ["nn", "sh"],
];

const open = (page: Page, site: string, path: string) =>
  signInAs(page, "paper-subscriber", `${titleOrigin(site)}${path}`);

/** The carrier's list takes a note from the next paper: the first publication day after today. */
const nextPaper = () => publicationDayOnOrAfter(addDays(platformToday(), 1));

for (const [lang, site] of SITES) {
  const w = words[lang];
  const day = (iso: string) => formatWeekdayDate(iso, lang);

  test(`${lang}: a note to the carrier is on the delivery card as the carrier sees it, from the next paper`, async ({
    page,
  }) => {
    // Northern Sámi, with its own letters, and a line break: kept exactly as typed.
    const note = "Bija áviissa boastaboksii garáša lusa.\nLegg avisa i postkassen ved garasjen – takk!";
    await open(page, site, "/endre-avislevering");
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
    await expect(page.getByRole("link", { name: w.history(formatDate(nextPaper(), lang)) })).toBeVisible();
    const receipt = (await outbox(page)).find((m) => m.text.includes(note));
    expect(receipt?.text).toContain(w.receipt(note, formatNumericDate(nextPaper())));
  });

  test(`${lang}: a note over 250 characters is refused at the field, with the text kept`, async ({
    page,
  }) => {
    await open(page, site, "/endre-avislevering");
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
    await expect(
      page.getByRole("region", { name: w.delivery, exact: true }).locator("blockquote"),
    ).toHaveCount(0);
  });

  test(`${lang}: a temporary address has a note of its own, from the transfer's first day`, async ({
    page,
  }) => {
    await open(page, site, "/endre-avislevering");
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
}
