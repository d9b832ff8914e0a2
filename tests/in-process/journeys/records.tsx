// Records that stand (documents/ledger.ts, ADR 065), in Bokmål on the sandbox title, in-process
// (ADR 087): over several days paper-subscriber registers a stop, moves its last day and withdraws
// it. The first credit note reads at the end as it did when issued; each change has a note of its
// own that refers to it, numbered on in the title's one series; the history's first entry still says
// the first dates; each receipt says the money the screen said, and names its note. The days pass on
// the stand-in's clock and the page's together (app.advanceClock), and each day is a new page,
// signed in again, as the journey's was. The same journey in Nynorsk (SH) stays in a browser, with
// axe on the first credit note read again: tests/e2e/records.test.ts.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { earliestChangeDate, type DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { creditFor, firstDeliveryDayFrom, issuesBetween } from "#app/domain/delivery-changes.ts";
import { osloInstant } from "#app/domain/disruption.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { addDays, osloToday } from "#app/domain/oslo-date.ts";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { numberAfterSeed } from "#tests/fixtures/personas/all.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

const MON_SAT: DeliverySchedule = { deliveryDays: [1, 2, 3, 4, 5, 6], deadline: "12:00" };
/** paper-subscriber's credit per paper on both titles (749 kr a month, the paper's share). */
const PER_PAPER = 17.31;

const w = {
  stop: "Stopp avisen en periode, for eksempel i ferien",
  register: "Registrer endringen",
  changes: "Registrerte endringer",
  registered: /^Endringen er registrert/,
  moved: /^Ny siste dag er lagret/,
  withdrawn: "Endringen er trukket tilbake.",
  givesUp: (amount: number) => `Du får da ikke ${formatKroner(amount)} til gode for stoppen.`,
  money: (papers: number) =>
    `Du får ${formatKroner(PER_PAPER)} til gode for hver avis du ikke får: ${papers} aviser, ${formatKroner(creditFor(PER_PAPER, papers))} i alt.`,
  see: (no: string, amount: number, date: string, kind: "credit" | "debit", first?: string) =>
    kind === "debit"
      ? `Se debetnota ${no}: ${formatKroner(amount)} belastet ${date}, korrigerer kreditnota ${first}`
      : `Se kreditnota ${no}: ${formatKroner(amount)} kreditert ${date}`,
  registeredEntry: (from: string, to: string) => `Meldte stopp i leveringen fra ${from} til ${to}`,
  movedEntry: (from: string, was: string, to: string) =>
    `Flyttet siste dag for stoppen fra ${from}: fra ${was} til ${to}`,
  withdrawnEntry: (from: string) => `Trakk tilbake stoppen i leveringen fra ${from}`,
  takenBack: (amount: number) => `${formatKroner(amount)} du hadde til gode for stoppen, er trukket tilbake.`,
  note: (kind: string, no: string) => `${kind} ${no} finner du under Fakturaer på Min side.`,
};

const date = (iso: string) => formatDate(iso, "nb");
/** Text as a reader reads it: runs of white space as one space, none at the ends. */
const said = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
/**
 * The platform's time now: the page's clock, which stands at the stand-in's instant and which
 * app.advanceClock moves with it (app.clock.now is the same instant).
 */
const platformNow = () => new Date();

/** The registered change whose text has `text`, once it is listed. */
function change(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const region = screen.getByRole("region", { name: w.changes });
    const item = within(region)
      .getAllByRole("listitem")
      .find((li) => said(li.textContent).includes(text));
    expect(item, text).toBeTruthy();
    return item!;
  });
}

/** The facts of the document's lists (`main dl`): each term and value as the page says them. */
function documentFacts(): string[][] {
  const lists = [...document.querySelectorAll("main dl")];
  expect(lists.length, "the document's lists of facts").toBeGreaterThan(0);
  return lists.map((dl) => [...dl.querySelectorAll("dt, dd")].map((part) => said(part.textContent)));
}

/** Some text the page shows, at least once, once it does (a receipt's line may be said twice). */
const shown = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

/** The platform's clock and the page's at 13:00 in Oslo on `day`, and the page opened there anew. */
async function dayLater(day: string, path: string) {
  const minutes = Math.ceil((osloInstant(day, "13:00").getTime() - platformNow().getTime()) / 60_000);
  await app.advanceClock({ minutes });
  await app.openAs("paper-subscriber", path);
}

describe("records: notes and history that stand", () => {
  it("a stop registered, moved and withdrawn over three days leaves every record as it was written", async () => {
    const day0 = osloToday(platformNow());
    // The title's next numbers in its one series of documents (ADR 072): the notes this stop is issued.
    const [n1, n2, n3] = [0, 1, 2].map((then) => numberAfterSeed(day0, then)) as [string, string, string];
    // A stop a week and more ahead, so it has not begun when it is withdrawn three days on.
    const from = firstDeliveryDayFrom(addDays(earliestChangeDate(platformNow()), 7), MON_SAT);
    const to = addDays(from, 13);
    const papers = issuesBetween(from, to, MON_SAT);

    // Day 0: registered; the screen says the credit, and a credit note is issued for it.
    await app.openAs("paper-subscriber", "/endre-avislevering", "Endre avislevering");
    await reader.click(screen.getByRole("radio", { name: w.stop }));
    await reader.fill(screen.getByLabelText("Første dag"), from);
    await reader.fill(screen.getByLabelText("Siste dag"), to);
    await reader.click(screen.getByRole("button", { name: w.register }));
    expect(said((await screen.findByText(w.registered)).textContent)).toContain(date(to));
    await shown(w.money(papers));
    const firstCredit = creditFor(PER_PAPER, papers);

    await app.open("/fakturaoversikt", "Fakturaoversikt");
    await reader.click(
      await screen.findByRole("link", { name: w.see(n1, firstCredit, date(day0), "credit") }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: `Kreditnota ${n1}` })).toBeTruthy();
    const issued = documentFacts();
    expect(issued.flat().join("\n")).toContain(formatKroner(firstCredit));

    // Day 2: the last day four days earlier; a debit note for the papers that come after all. The
    // row's field is sent with its button, as Enter in it sends it.
    const day2 = addDays(day0, 2);
    const shorter = addDays(to, -4);
    const shorterPapers = issuesBetween(from, shorter, MON_SAT);
    await dayLater(day2, "/endre-avislevering");
    const item = await change(date(to));
    await reader.fill(within(item).getByLabelText("Ny siste dag"), shorter);
    await reader.click(within(item).getByRole("button", { name: "Endre siste dag" }));
    expect(said((await screen.findByText(w.moved)).textContent)).toContain(date(shorter));
    await shown(w.money(shorterPapers));
    const movedBack = Math.round((firstCredit - creditFor(PER_PAPER, shorterPapers)) * 100) / 100;

    // Day 3: withdrawn; a debit note takes back what was left.
    const day3 = addDays(day0, 3);
    await dayLater(day3, "/endre-avislevering");
    const stop = await change(date(shorter));
    await reader.click(within(stop).getByRole("button", { name: "Trekk tilbake" }));
    // Asked first, with the credit it gives up (a sentence of the question's paragraph).
    expect(
      await within(stop).findByText(w.givesUp(creditFor(PER_PAPER, shorterPapers)), { exact: false }),
    ).toBeTruthy();
    await reader.click(within(stop).getByRole("button", { name: "Ja, trekk tilbake" }));
    expect(await screen.findByText(w.withdrawn, { exact: false })).toBeTruthy();
    const takenBack = creditFor(PER_PAPER, shorterPapers);

    // Every note, each in the series; the first reads as it was issued.
    await app.open("/fakturaoversikt", "Fakturaoversikt");
    const notes = await screen.findAllByRole("link", { name: /^Se (kreditnota|debetnota) \d+/ });
    expect(notes.map((link) => said(link.textContent))).toEqual([
      w.see(n3, takenBack, date(day3), "debit", n1),
      w.see(n2, movedBack, date(day2), "debit", n1),
      w.see(n1, firstCredit, date(day0), "credit"),
    ]);
    await reader.click(screen.getByRole("link", { name: w.see(n1, firstCredit, date(day0), "credit") }));
    expect(await screen.findByRole("heading", { level: 1, name: `Kreditnota ${n1}` })).toBeTruthy();
    expect(documentFacts()).toEqual(issued);

    // The history keeps what was true when each entry was written.
    await app.open("/historikk", "Historikk");
    expect(await screen.findByText(w.registeredEntry(date(from), date(to)))).toBeTruthy();
    expect(screen.getByText(w.movedEntry(date(from), date(to), date(shorter)))).toBeTruthy();
    expect(screen.getByText(w.withdrawnEntry(date(from)))).toBeTruthy();

    // Each receipt says the money the screen said, and names its note (the outbox is newest first).
    const receipts = (await outbox(app.browser))
      .filter((m) => /Stopp i levering/.test(m.text))
      .map((m) => m.text);
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
});
