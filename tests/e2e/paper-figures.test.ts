// Figures a paper subscriber can trust, compared across the screens that say them (ADR 049), in
// Nynorsk (SH), in a browser: a stop over Christmas counts the papers of the one paper calendar and
// its credit lands on the front page's next payment, in the history and on its credit note (page and
// the PDF Chromium downloads); today's paper is expected, not "Levert", before its time, and not
// coming (no redelivery) under a disruption; the invoices and the next payment tell one story; and
// the complaint on a phone, from the day ticked to the remedy within one screen — axe on each state.
// The same journeys in Bokmål on the sandbox title run in-process
// (tests/in-process/paper-figures.test.tsx, ADR 085), all but the phone's layout: it is the same in
// both languages (the first remedy 659 px below the day ticked in each, measured on the default day):
// the same list of days and the same form, words of much the same length. This Nynorsk run proves it.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { creditOfPapers, stopCreditPerPaper } from "#app/domain/credits.ts";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { osloInstant } from "#app/domain/disruption.ts";
import { formatDate, formatKroner, formatNumericDate, formatTime } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import {
  deliveredByOn,
  isPublicationDay,
  papersBetween,
  type DeliveryTimes,
} from "#app/domain/paper-calendar.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { advanceClock, announceDisruption, nextDocumentNo, signInAs } from "./session.ts";
import { dayCheckbox, dayName, lastPaperDay } from "./complaint-steps.ts";
import { platformNow, platformToday } from "./clock.ts";
import { isPdf, pdfText, rowOf } from "#scripts/dev-backend/documents/pdf-text.ts";

/** paper-subscriber: Papir + digital at 749 kr a month. */
const PRICE = 749;
const PER_PAPER = stopCreditPerPaper(PRICE, 1)!;

/** The Nynorsk words of the screens (the Bokmål ones are the in-process file's). */
const w = {
  stop: "Stopp avisa ein periode, til dømes i ferien",
  register: "Registrer endringa",
  each: "til gode for kvar avis du ikkje får",
  papers: "aviser",
  reason: "Det er papiravisa sin del av prisen",
  period: "Gjeld perioden",
  amount: "Beløp",
  stopCredit: "for stopp i leveringa er trekt frå",
  history: "til gode på neste betaling",
  seeNote: "Sjå kreditnota",
  vat: "Meirverdiavgift 0 %",
  stopped: "Stoppa aviser",
  days: "Kva dagar gjeld det?",
  remedies: "Kva vil du at vi skal gjere?",
  missing: "Avisa kom ikkje",
  complain: "Registrer reklamasjon (avisa kom ikkje)",
  expected: "Venta levert innan kl.",
  cardExpected: "Dagens avis er venta levert innan kl.",
  notComing: "Kjem ikkje i dag",
  notice: "Avisa kjem ikkje i 7011 i dag.",
  redeliver: /^Lever dagens avis på nytt/,
};

/** Sunnhordland, a Nynorsk title. */
const site = "sh";
const lang = "nn";

/** The title's own delivery times (titles/sh.json): Sunnhordland's paper comes by 06:30. */
const TIMES = JSON.parse(readFileSync(`titles/${site}.json`, "utf8")) as DeliveryTimes;

const open = (page: Page, path: string) => signInAs(page, "paper-subscriber", `${titleOrigin(site)}${path}`);

/** The value of one fact in "Neste betaling". */
const fact = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "Betaling", exact: true })
    .locator("dt", { hasText: name })
    .locator("+ dd");

/** A credit note's fact on its page: the description under its term. */
const documentFact = (page: Page, term: string) =>
  page
    .locator("dt")
    .filter({ hasText: new RegExp(`^${term.replace(/[.()]/g, "\\$&")}$`) })
    .locator("+ dd");

/** The first 21 December a stop can still start on, and its 31 December. */
function christmas(): { from: string; to: string } {
  const earliest = earliestChangeDate(platformNow());
  let year = Number(earliest.slice(0, 4));
  if (earliest > `${year}-12-21`) year++;
  return { from: `${year}-12-21`, to: `${year}-12-31` };
}

test("nn: a stop over Christmas counts the papers that come, and its credit is the next payment's", async ({
  page,
}) => {
  const { from, to } = christmas();
  const papers = papersBetween(from, to);
  // 2026: 21–24 and 28–31 December; 25 and 26 December have no paper.
  if (from === "2026-12-21") expect(papers).toBe(8);
  const total = creditOfPapers(PER_PAPER, papers);

  await open(page, "/");
  const before = await fact(page, w.amount).textContent();
  expect(before).toBe(formatKroner(PRICE));

  await page.goto(`${titleOrigin(site)}/endre-avislevering`);
  await page.getByRole("radio", { name: w.stop }).check();
  await page.getByLabel("Første dag").fill(from);
  await page.getByLabel("Siste dag", { exact: true }).fill(to);
  const line = `${formatKroner(PER_PAPER)} ${w.each}: ${papers} ${w.papers}, ${formatKroner(total)} i alt.`;
  await expect(page.getByText(line)).toBeVisible();
  await expect(page.getByText(new RegExp(`^${w.reason}`))).toBeVisible();
  await page.getByRole("button", { name: w.register }).click();
  // The receipt says the platform's figures: the same.
  await expect(page.getByText(line).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The front page's next payment: the credit taken off, the amount less by as much.
  await page.goto(`${titleOrigin(site)}/`);
  await expect(fact(page, w.amount)).toHaveText(
    `${formatKroner(PRICE - total)} (${formatKroner(total)} ${w.stopCredit})`,
  );
  // And the history says it beside the stop.
  await page.goto(`${titleOrigin(site)}/historikk`);
  await expect(page.getByText(`${formatKroner(total)} ${w.history}`)).toBeVisible();

  // And it has a credit note, on the overview, as a page and as a PDF: the same figures.
  await page.goto(`${titleOrigin(site)}/fakturaoversikt`);
  const link = page
    .getByRole("region", { name: "Kreditnotaer og debetnotaer" })
    .getByRole("link", { name: new RegExp(`^${w.seeNote} \\d+`) });
  await expect(link).toHaveCount(1);
  await expect(link).toContainText(`${formatKroner(total)} kreditert`);
  // The title's next number in its one series of documents (ADR 072): nothing was issued before it.
  const creditId = /kreditnota (\d+):/.exec((await link.textContent())!)![1]!;
  expect(creditId).toBe(nextDocumentNo());
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: `Kreditnota ${creditId}` })).toBeVisible();
  await expect(documentFact(page, "Beløp med mva.")).toHaveText(formatKroner(total));
  await expect(documentFact(page, w.stopped)).toHaveText(`${papers} × ${formatKroner(PER_PAPER)}`);
  await expect(documentFact(page, w.vat)).toHaveText("0 kr");
  await expect(page.getByText(`Kreditert: ${formatKroner(total)}`)).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Last ned kreditnotaen som PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`kreditnota-${creditId}.pdf`);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(isPdf(bytes)).toBe(true);
  const text = pdfText(bytes);
  expect(text).toContain(`Kreditnota ${creditId}`);
  expect(rowOf(text, w.stopped)).toMatch(new RegExp(` ${papers} × ${formatKroner(PER_PAPER)}$`));
  expect(rowOf(text, "Beløp med mva.")).toMatch(new RegExp(` ${formatKroner(total)}$`));
  expect(text).toContain(`Kreditert: ${formatKroner(total)}`);
});

test(`nn: today's paper is expected before its time, and not coming under a disruption — never "Levert"`, async ({
  page,
}) => {
  // 02:16 at the platform on its next publication day; the browser's clock stays a day behind.
  let day = addDays(platformToday(), 1);
  while (!isPublicationDay(day)) day = addDays(day, 1);
  const minutes = Math.ceil((osloInstant(day, "02:16").getTime() - platformNow().getTime()) / 60_000);
  await advanceClock(page, minutes);
  await page.context().clock.setSystemTime(osloInstant(addDays(day, -1), "23:00"));

  await open(page, "/tilbakemelding");
  const days = page.getByRole("group", { name: w.days });
  const todayRow = days
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^.?\\s*${dayName(day, lang)} `, "i") });
  const by = formatTime(deliveredByOn(day, TIMES));
  await expect(todayRow).toContainText(`${w.expected} ${by}`);
  await expect(todayRow).not.toContainText(/Levert/);
  await expect(dayCheckbox(page, day, lang)).toHaveCount(0);
  // The front page's delivery card says the same, by the title's own time.
  await page.goto(`${titleOrigin(site)}/`);
  const card = page.getByRole("region", { name: "Levering", exact: true });
  await expect(card).toContainText(`${w.cardExpected} ${by}.`);
  await page.goto(`${titleOrigin(site)}/tilbakemelding`);

  // A disruption: the paper does not come today where it goes.
  await announceDisruption(page, { postalCode: "7011", date: day, until: null, message: "Uvær." });
  await page.reload();
  // The notice takes "today" from the platform, not from the browser's clock (still yesterday).
  await expect(page.getByRole("main").getByRole("status").first()).toContainText(w.notice);
  await expect(todayRow).toContainText(w.notComing);
  await expect(todayRow).not.toContainText(/Levert/);
  await page.getByRole("radio", { name: w.missing, exact: true }).check();
  await dayCheckbox(page, day, lang).check();
  const remedies = page.getByRole("radiogroup", { name: w.remedies });
  await expect(remedies.getByRole("radio").first()).toBeVisible();
  await expect(remedies.getByRole("radio", { name: w.redeliver })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Under the disruption the card leaves today's paper to the notice.
  await page.goto(`${titleOrigin(site)}/`);
  await expect(card.getByRole("status")).toContainText(w.notice);
  await expect(card).not.toContainText(w.cardExpected);
});

test("nn: the invoices and the next payment tell one story, without a gap", async ({ page }) => {
  await open(page, "/");
  const newest = page
    .getByRole("list", { name: /fakturaer/i })
    .getByRole("listitem")
    .filter({ hasText: /\d{2}\.\d{2}\.\d{4}–\d{2}\.\d{2}\.\d{4}/ })
    .first();
  const text = (await newest.textContent())!;
  const [, fromText, toText] = /(\d{2}\.\d{2}\.\d{4})–(\d{2}\.\d{2}\.\d{4})/.exec(text)!;
  const iso = (numeric: string) => numeric.split(".").reverse().join("-");
  const today = platformToday();
  expect(iso(fromText!) <= today && today <= iso(toText!), `${today} in ${fromText}–${toText}`).toBe(true);
  const periodFrom = addDays(iso(toText!), 1);
  await expect(fact(page, w.period)).toContainText(formatDate(periodFrom, lang));
  expect(formatNumericDate(iso(toText!))).toBe(toText);
});

test("nn: on a phone the complaint goes from the day ticked to the remedy within one screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/");
  await page.getByRole("link", { name: w.complain }).click();
  // The link named what went wrong: it is chosen already.
  await expect(page.getByRole("radio", { name: w.missing, exact: true })).toBeChecked();
  const day = lastPaperDay();
  const box = dayCheckbox(page, day, lang);
  await box.check();
  const remedy = page.getByRole("radiogroup", { name: w.remedies }).getByRole("radio").first();
  await expect(remedy).toBeVisible();
  const ticked = (await box.boundingBox())!;
  const offered = (await remedy.boundingBox())!;
  expect(offered.y - ticked.y, "from the day ticked to the first remedy (px)").toBeLessThanOrEqual(844);
  await expectNoAxeViolations(page);
});
