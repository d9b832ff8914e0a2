// Records that stand (documents/ledger.ts, ADR 065), in Nynorsk (sh) in a browser: over several days
// a paper reader registers a stop, moves its last day (sent with Enter) and withdraws it. The first
// credit note reads at the end as it did when issued, and passes axe; each change has a note of its
// own that refers to it, numbered on in the title's series; the history's first entry still says the
// first dates; each receipt says the money the screen said, and names its note. The same journey in
// Bokmål (sbx) runs in-process, where it costs a fraction of a browser's visits:
// tests/in-process/journeys/records.tsx.
import type { Page } from "@playwright/test";
import { earliestChangeDate, type DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { creditFor, firstDeliveryDayFrom, issuesBetween } from "#app/domain/delivery-changes.ts";
import { osloInstant } from "#app/domain/disruption.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { platformNow, platformToday } from "./clock.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { advanceClock, nextDocumentNo, outbox, signInAs } from "./session.ts";

const MON_SAT: DeliverySchedule = { deliveryDays: [1, 2, 3, 4, 5, 6], deadline: "12:00" };
/** paper-subscriber's credit per paper on both titles (749 kr a month, the paper's share). */
const PER_PAPER = 17.31;

/** The Nynorsk title's words. */
const w = {
  title: "sh",
  stop: "Stopp avisa ein periode, til dømes i ferien",
  register: "Registrer endringa",
  changes: "Registrerte endringar",
  registered: /^Endringa er registrert/,
  moved: /^Ny siste dag er lagra/,
  withdrawn: "Endringa er trekt tilbake.",
  givesUp: (amount: number) => `Du får då ikkje ${formatKroner(amount)} til gode for stoppen.`,
  money: (papers: number) =>
    `Du får ${formatKroner(PER_PAPER)} til gode for kvar avis du ikkje får: ${papers} aviser, ${formatKroner(creditFor(PER_PAPER, papers))} i alt.`,
  see: (no: string, amount: number, date: string, kind: "credit" | "debit", first?: string) =>
    kind === "debit"
      ? `Sjå debetnota ${no}: ${formatKroner(amount)} belasta ${date}, korrigerer kreditnota ${first}`
      : `Sjå kreditnota ${no}: ${formatKroner(amount)} kreditert ${date}`,
  registeredEntry: (from: string, to: string) => `Melde stopp i leveringa frå ${from} til ${to}`,
  movedEntry: (from: string, was: string, to: string) =>
    `Flytta siste dag for stoppen frå ${from}: frå ${was} til ${to}`,
  withdrawnEntry: (from: string) => `Trekte tilbake stoppen i leveringa frå ${from}`,
  takenBack: (amount: number) => `${formatKroner(amount)} du hadde til gode for stoppen, er trekt tilbake.`,
  note: (kind: string, no: string) => `${kind} ${no} finn du under Fakturaer på Min side.`,
} as const;

/** The platform's clock (and this browser's) at 13:00 in Oslo on `date`, signed in again there. */
async function dayLater(page: Page, date: string, url: string) {
  const minutes = Math.ceil((osloInstant(date, "13:00").getTime() - platformNow().getTime()) / 60_000);
  await advanceClock(page, minutes);
  await signInAs(page, "paper-subscriber", url);
}

test("nn: a stop registered, moved and withdrawn over three days leaves every record as it was written", async ({
  page,
}) => {
  const origin = titleOrigin(w.title);
  const date = (iso: string) => formatDate(iso, "nn");
  const day0 = platformToday();
  // The title's next numbers in its one series of documents (ADR 072): the notes this stop is issued.
  const [n1, n2, n3] = [nextDocumentNo(0), nextDocumentNo(1), nextDocumentNo(2)];
  // A stop a week and more ahead, so it has not begun when it is withdrawn three days on.
  const from = firstDeliveryDayFrom(addDays(earliestChangeDate(platformNow()), 7), MON_SAT);
  const to = addDays(from, 13);
  const papers = issuesBetween(from, to, MON_SAT);

  // Day 0: registered; the screen says the credit, and a credit note is issued for it.
  await signInAs(page, "paper-subscriber", `${origin}/endre-avislevering`);
  await page.getByRole("radio", { name: w.stop }).check();
  await page.getByLabel("Første dag").fill(from);
  await page.getByLabel("Siste dag", { exact: true }).fill(to);
  await page.getByRole("button", { name: w.register }).click();
  await expect(page.getByText(w.registered)).toContainText(date(to));
  await expect(page.getByText(w.money(papers)).first()).toBeVisible();
  const firstCredit = creditFor(PER_PAPER, papers);

  await page.goto(`${origin}/fakturaoversikt`);
  await page.getByRole("link", { name: w.see(n1, firstCredit, date(day0), "credit") }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Kreditnota ${n1}` })).toBeVisible();
  const issued = await page.locator("main dl").allInnerTexts();
  expect(issued.join("\n")).toContain(formatKroner(firstCredit));

  // Day 2: the last day four days earlier; a debit note for the papers that come after all.
  const day2 = addDays(day0, 2);
  const shorter = addDays(to, -4);
  const shorterPapers = issuesBetween(from, shorter, MON_SAT);
  await dayLater(page, day2, `${origin}/endre-avislevering`);
  const item = page
    .getByRole("region", { name: w.changes })
    .getByRole("listitem")
    .filter({ hasText: date(to) });
  await item.getByLabel("Ny siste dag").fill(shorter);
  await item.getByLabel("Ny siste dag").press("Enter");
  await expect(page.getByText(w.moved)).toContainText(date(shorter));
  await expect(page.getByText(w.money(shorterPapers)).first()).toBeVisible();
  const movedBack = Math.round((firstCredit - creditFor(PER_PAPER, shorterPapers)) * 100) / 100;

  // Day 3: withdrawn; a debit note takes back what was left.
  const day3 = addDays(day0, 3);
  await dayLater(page, day3, `${origin}/endre-avislevering`);
  const stop = page
    .getByRole("region", { name: w.changes })
    .getByRole("listitem")
    .filter({ hasText: date(shorter) });
  await stop.getByRole("button", { name: "Trekk tilbake" }).click();
  // Asked first, with the credit it gives up.
  await expect(stop.getByText(w.givesUp(creditFor(PER_PAPER, shorterPapers)))).toBeVisible();
  await stop.getByRole("button", { name: "Ja, trekk tilbake" }).click();
  await expect(page.getByText(w.withdrawn)).toBeVisible();
  const takenBack = creditFor(PER_PAPER, shorterPapers);

  // Every note, each in the series; the first reads as it was issued.
  await page.goto(`${origin}/fakturaoversikt`);
  const notes = page.getByRole("link", { name: /^Sjå (kreditnota|debetnota) \d+/ });
  await expect(notes).toHaveText([
    w.see(n3, takenBack, date(day3), "debit", n1),
    w.see(n2, movedBack, date(day2), "debit", n1),
    w.see(n1, firstCredit, date(day0), "credit"),
  ]);
  await page.getByRole("link", { name: w.see(n1, firstCredit, date(day0), "credit") }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Kreditnota ${n1}` })).toBeVisible();
  expect(await page.locator("main dl").allInnerTexts()).toEqual(issued);
  await expectNoAxeViolations(page);

  // The history keeps what was true when each entry was written.
  await page.goto(`${origin}/historikk`);
  await expect(page.getByText(w.registeredEntry(date(from), date(to)))).toBeVisible();
  await expect(page.getByText(w.movedEntry(date(from), date(to), date(shorter)))).toBeVisible();
  await expect(page.getByText(w.withdrawnEntry(date(from)))).toBeVisible();

  // Each receipt says the money the screen said, and names its note (the outbox is newest first).
  const receipts = (await outbox(page)).filter((m) => /Stopp i levering/.test(m.text)).map((m) => m.text);
  expect(receipts).toHaveLength(3);
  const [withdrawn, moved, registered] = receipts;
  expect(registered).toContain(w.money(papers));
  expect(registered).toContain(w.note("Kreditnota", n1));
  expect(moved).toContain(w.money(shorterPapers));
  expect(moved).toContain(w.note("Debetnota", n2));
  expect(withdrawn).toContain(w.takenBack(takenBack));
  expect(withdrawn).toContain(w.note("Debetnota", n3));
  for (const text of receipts) expect(text).not.toMatch(/Prisen endres ikke|Prisen blir ikkje endra/);
});
