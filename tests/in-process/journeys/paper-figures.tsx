// Figures a paper subscriber can trust, compared across the screens that say them (ADR 049), in
// Bokmål on the sandbox title, in-process (ADR 085): a stop over Christmas counts the papers of the
// one paper calendar and its credit lands on the front page's next payment, in the history and on its
// credit note (the page, and the PDF the page fetches, read with pdftotext); today's paper is
// expected, not "Levert", before its time, and not coming (no redelivery) under a disruption; the
// invoices and the next payment tell one story; the front page's complaint link has "Avisen kom
// ikke" chosen, the last paper can be ticked and a remedy is offered. The same journeys in Nynorsk
// (SH) stay in a browser, with axe on each state, the PDF downloaded by Chromium and the complaint's
// layout on a phone: tests/e2e/paper-figures.test.ts.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import sandbox from "#titles/sbx.json" with { type: "json" };
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
import { isPdf, pdfText, rowOf } from "#scripts/dev-backend/documents/pdf-text.ts";
import { numberAfterSeed } from "#tests/fixtures/personas/all.ts";
import { platformNow, platformToday } from "#tests/e2e/clock.ts";
import { dayName, lastPaperDay } from "#tests/e2e/complaint-steps.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** paper-subscriber: Papir + digital at 749 kr a month. */
const PRICE = 749;
const PER_PAPER = stopCreditPerPaper(PRICE, 1)!;

const w = {
  stop: "Stopp avisen en periode, for eksempel i ferien",
  register: "Registrer endringen",
  each: "til gode for hver avis du ikke får",
  papers: "aviser",
  reason: "Det er papiravisens del av prisen",
  period: "Gjelder perioden",
  amount: "Beløp",
  stopCredit: "for stopp i leveringen er trukket fra",
  history: "til gode på neste betaling",
  seeNote: "Se kreditnota",
  vat: "Merverdiavgift 0 %",
  stopped: "Stoppede aviser",
  days: "Hvilke dager gjelder det?",
  remedies: "Hva vil du at vi skal gjøre?",
  missing: "Avisen kom ikke",
  complain: "Registrer reklamasjon (avisen kom ikke)",
  expected: "Ventet levert innen kl.",
  cardExpected: "Dagens avis er ventet levert innen kl.",
  notComing: "Kommer ikke i dag",
  notice: "Avisen kommer ikke i 7011 i dag.",
  redeliver: /^Lever dagens avis på nytt/,
};

/** The sandbox title's own delivery times (titles/sbx.json). */
const TIMES = sandbox as unknown as DeliveryTimes;

/** The value of one fact in "Neste betaling", once the card has it. */
async function fact(name: string): Promise<string> {
  const card = await screen.findByRole("region", { name: "Betaling" });
  let value: string | null | undefined;
  await waitFor(() => {
    const term = [...card.querySelectorAll("dt")].find((dt) => dt.textContent?.includes(name));
    value = term?.nextElementSibling?.textContent;
    expect(value, `"${name}" in Neste betaling`).toBeTruthy();
  });
  return value!;
}

/** A credit note's fact on its page: the description under its term, named in whole. */
function documentFact(term: string): string | null {
  const dt = [...document.querySelectorAll("dt")].find((item) => item.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}

/** The first 21 December a stop can still start on, and its 31 December. */
function christmas(): { from: string; to: string } {
  const earliest = earliestChangeDate(platformNow());
  let year = Number(earliest.slice(0, 4));
  if (earliest > `${year}-12-21`) year++;
  return { from: `${year}-12-21`, to: `${year}-12-31` };
}

describe("paper-figures: figures a paper subscriber can trust, across the screens", () => {
  it("a stop over Christmas counts the papers that come, and its credit is the next payment's", async () => {
    const { from, to } = christmas();
    const papers = papersBetween(from, to);
    // 2026: 21–24 and 28–31 December; 25 and 26 December have no paper.
    if (from === "2026-12-21") expect(papers).toBe(8);
    const total = creditOfPapers(PER_PAPER, papers);

    await app.openAs("paper-subscriber", "/");
    expect(await fact(w.amount)).toBe(formatKroner(PRICE));

    await app.go("/endre-avislevering");
    await reader.click(await screen.findByRole("radio", { name: w.stop }));
    await reader.fill(screen.getByLabelText("Første dag"), from);
    await reader.fill(screen.getByLabelText("Siste dag"), to);
    const line = `${formatKroner(PER_PAPER)} ${w.each}: ${papers} ${w.papers}, ${formatKroner(total)} i alt.`;
    expect(await screen.findByText(line, { exact: false })).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${w.reason}`))).toBeTruthy();
    await reader.click(screen.getByRole("button", { name: w.register }));
    // The receipt says the platform's figures: the same.
    const registered = await screen.findByText(/^Endringen er registrert:/);
    expect(registered.parentElement!.textContent).toContain(line);

    // The front page's next payment: the credit taken off, the amount less by as much.
    await app.go("/");
    expect(await fact(w.amount)).toBe(
      `${formatKroner(PRICE - total)} (${formatKroner(total)} ${w.stopCredit})`,
    );
    // And the history says it beside the stop.
    await app.go("/historikk");
    expect(await screen.findByText(`${formatKroner(total)} ${w.history}`, { exact: false })).toBeTruthy();

    // And it has a credit note, on the overview, as a page and as a PDF: the same figures.
    await app.go("/fakturaoversikt");
    const notes = await screen.findByRole("region", { name: "Kreditnotaer og debetnotaer" });
    const links = await within(notes).findAllByRole("link", { name: new RegExp(`^${w.seeNote} \\d+`) });
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link.textContent).toContain(`${formatKroner(total)} kreditert`);
    // The title's next number in its one series of documents (ADR 072): nothing was issued before it.
    const creditId = /kreditnota (\d+):/.exec(link.textContent!)![1]!;
    expect(creditId).toBe(numberAfterSeed(platformToday()));
    await reader.click(link);
    expect(await screen.findByRole("heading", { level: 1, name: `Kreditnota ${creditId}` })).toBeTruthy();
    expect(documentFact("Beløp med mva.")).toBe(formatKroner(total));
    expect(documentFact(w.stopped)).toBe(`${papers} × ${formatKroner(PER_PAPER)}`);
    expect(documentFact(w.vat)).toBe("0 kr");
    expect(screen.getByText(`Kreditert: ${formatKroner(total)}`, { exact: false })).toBeTruthy();
    const download = await reader.download(
      screen.getByRole("link", { name: "Last ned kreditnotaen som PDF" }),
    );
    expect(download.fileName).toBe(`kreditnota-${creditId}.pdf`);
    expect(isPdf(download.bytes)).toBe(true);
    const text = pdfText(download.bytes);
    expect(text).toContain(`Kreditnota ${creditId}`);
    expect(rowOf(text, w.stopped)).toMatch(new RegExp(` ${papers} × ${formatKroner(PER_PAPER)}$`));
    expect(rowOf(text, "Beløp med mva.")).toMatch(new RegExp(` ${formatKroner(total)}$`));
    expect(text).toContain(`Kreditert: ${formatKroner(total)}`);
  });

  it(`today's paper is expected before its time, and not coming under a disruption — never "Levert"`, async () => {
    // 02:16 at the platform on its next publication day; the page's clock stays a day behind.
    let day = addDays(platformToday(), 1);
    while (!isPublicationDay(day)) day = addDays(day, 1);
    const minutes = Math.ceil((osloInstant(day, "02:16").getTime() - platformNow().getTime()) / 60_000);
    const moved = await app.browser.fetch("/_dev/clock", { method: "POST", json: { minutes }, csrf: false });
    expect(moved.ok).toBe(true);
    // The page's clock is this process's: platformNow() follows it from here, and is not asked again.
    vi.setSystemTime(osloInstant(addDays(day, -1), "23:00"));

    await app.openAs("paper-subscriber", "/tilbakemelding");
    /** Today's row in the list of the last 30 days, as it is now. */
    const todayRow = () => {
      const days = screen.getByRole("group", { name: w.days });
      const starts = new RegExp(`^.?\\s*${dayName(day)} `, "i");
      const rows = within(days)
        .getAllByRole("listitem")
        .filter((item) => starts.test((item.textContent ?? "").replace(/\s+/g, " ").trim()));
      expect(rows, `the row of ${day}`).toHaveLength(1);
      return rows[0]!;
    };
    const checkbox = () => screen.queryByRole("checkbox", { name: new RegExp(`^${dayName(day)} `) });
    const by = formatTime(deliveredByOn(day, TIMES));
    await waitFor(() => expect(todayRow().textContent).toContain(`${w.expected} ${by}`));
    expect(todayRow().textContent).not.toMatch(/Levert/);
    expect(checkbox()).toBeNull();
    // The front page's delivery card says the same, by the title's own time.
    await app.go("/");
    const card = () => screen.getByRole("region", { name: "Levering" });
    await waitFor(() => expect(card().textContent).toContain(`${w.cardExpected} ${by}.`));
    await app.go("/tilbakemelding");

    // A disruption: the paper does not come today where it goes.
    const announced = await app.browser.fetch("/_dev/disruptions", {
      method: "POST",
      json: { postalCode: "7011", date: day, until: null, message: "Uvær." },
      csrf: false,
    });
    expect(announced.status).toBe(201);
    // The page loaded again, as a reload loads it.
    await app.open("/tilbakemelding");
    // The notice takes "today" from the platform, not from the page's clock (still yesterday).
    await waitFor(() =>
      expect(within(screen.getByRole("main")).getAllByRole("status")[0]!.textContent).toContain(w.notice),
    );
    expect(todayRow().textContent).toContain(w.notComing);
    expect(todayRow().textContent).not.toMatch(/Levert/);
    await reader.click(screen.getByRole("radio", { name: w.missing }));
    await reader.click(checkbox()!);
    const remedies = await screen.findByRole("radiogroup", { name: w.remedies });
    expect(within(remedies).getAllByRole("radio").length).toBeGreaterThan(0);
    expect(within(remedies).queryByRole("radio", { name: w.redeliver })).toBeNull();
    // Under the disruption the card leaves today's paper to the notice.
    await app.go("/");
    await waitFor(() => expect(within(card()).getByRole("status").textContent).toContain(w.notice));
    expect(card().textContent).not.toContain(w.cardExpected);
  });

  it("the invoices and the next payment tell one story, without a gap", async () => {
    await app.openAs("paper-subscriber", "/");
    const invoices = await screen.findByRole("list", { name: /fakturaer/i });
    const period = /(\d{2}\.\d{2}\.\d{4})–(\d{2}\.\d{2}\.\d{4})/;
    const newest = within(invoices)
      .getAllByRole("listitem")
      .find((item) => period.test(item.textContent ?? ""));
    const [, fromText, toText] = period.exec(newest!.textContent!)!;
    const iso = (numeric: string) => numeric.split(".").reverse().join("-");
    const today = platformToday();
    expect(iso(fromText!) <= today && today <= iso(toText!), `${today} in ${fromText}–${toText}`).toBe(true);
    const periodFrom = addDays(iso(toText!), 1);
    expect(await fact(w.period)).toContain(formatDate(periodFrom, "nb"));
    expect(formatNumericDate(iso(toText!))).toBe(toText);
  });

  it("the front page's complaint link has what went wrong chosen, and the last paper leads to a remedy", async () => {
    await app.openAs("paper-subscriber", "/");
    await reader.click(await screen.findByRole("link", { name: w.complain }));
    // The link named what went wrong: it is chosen already.
    const missing = (await screen.findByRole("radio", { name: w.missing })) as HTMLInputElement;
    expect(missing.checked).toBe(true);
    const box = screen.getByRole("checkbox", { name: new RegExp(`^${dayName(lastPaperDay())} `) });
    await reader.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    const remedies = await screen.findByRole("radiogroup", { name: w.remedies });
    expect(within(remedies).getAllByRole("radio").length).toBeGreaterThan(0);
  });
});
