// AvtaleGiro from Min side in-process (ADR 053, ADR 085): a subscriber paying by invoice sets up a
// mandate with a limit, goes to the bank and comes back to what the platform then says — waiting,
// and once the bank confirms days later, "Neste betaling" names AvtaleGiro, the history tells of it
// and a receipt goes out; approved at once and stopped again, back to invoice; rejected, said in
// words on the front page and the payment page; a limit below the largest charge refused at the
// field; the paper fee and what avoids it offered to an invoice payer and not to a card payer; a
// plan above the limit warned of. The bank's page is the stand-in's (/_dev/payment/avtalegiro/…):
// its form is posted as the reader's click posts it, and the address it sends the browser back to is
// opened as a new page. tests/e2e/avtalegiro.test.ts keeps what only a browser shows: the answer from
// the bank in view and focused on a phone, axe on each state, the Nynorsk runs, the links landing in
// view, the back button, and a reload while the mandate is being sent.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDate } from "#app/domain/format.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { seededInvoiceNo } from "#tests/fixtures/personas/all.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

const SET_UP = "Opprett AvtaleGiro i nettbanken";
const limitField = (name = "Beløpsgrense per trekk (kr)") => screen.findByRole("textbox", { name });

/** The bank's answer, days later, to the persona's mandate waiting for it (/_dev/mandates/answer). */
async function bankAnswers(persona: string, answer: "confirm" | "reject", reason?: string) {
  const response = await app.browser.fetch("/_dev/mandates/answer", {
    method: "POST",
    json: { persona, answer, reason },
    csrf: false,
  });
  expect(response.ok, `a mandate of ${persona} waiting for the bank`).toBe(true);
}

/** "Neste betaling" on the front page: the date it is paid and how. */
function nextPayment() {
  const facts = [...screen.getByRole("main").querySelectorAll("dl")].find((dl) =>
    dl.textContent?.includes("Betales med"),
  );
  expect(facts, "the next payment's facts").toBeTruthy();
  const value = (name: string) =>
    [...facts!.querySelectorAll("dt")].find((dt) => dt.textContent?.includes(name))?.nextElementSibling
      ?.textContent ?? null;
  return { date: value("Dato"), method: value("Betales med") };
}

/** The history's first month of this year: its entries, newest first. */
async function historyThisYear() {
  const months = await screen.findAllByRole("list", {
    name: new RegExp(`^\\w+ ${osloToday().slice(0, 4)}$`),
  });
  return within(months[0]!).getAllByRole("listitem");
}

/** The set-up form sent with `limit`: the page leaves for the bank; returns the bank page's path. */
async function sendToBank(limit: string, button = SET_UP) {
  await reader.fill(await limitField(), limit);
  await reader.click(screen.getByRole("button", { name: button }));
  return app.leftForPath(/\/_dev\/payment\/avtalegiro\/[^/?]+$/);
}

describe("avtalegiro: AvtaleGiro from Min side, and the bank", () => {
  it("invoice-paper sets up AvtaleGiro, the bank answers days later, and the front page, history and receipt follow", async () => {
    await app.openAs("invoice-paper", "/endre-betalingsmetode", "Endre betalingsmetode");
    expect(screen.getByRole("heading", { level: 2, name: "AvtaleGiro" })).toBeTruthy();
    // Proposed above the largest charge (749 kr): a price rise still fits.
    const field = await limitField();
    expect((field as HTMLInputElement).value).toBe("1000");
    expect(screen.getByText("Det største trekket som kommer, er 749 kr.", { exact: false })).toBeTruthy();

    // A limit below the next charge is refused at the field, before anything is sent.
    await reader.fill(field, "500");
    await reader.click(screen.getByRole("button", { name: SET_UP }));
    expect(
      await screen.findByText("Beløpsgrensen må være minst 749 kr, det største trekket som kommer."),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(app.calls.filter((call) => call.startsWith("POST /api/mandate"))).toEqual([]);

    const bank = await sendToBank("1 200");
    const page = await app.pageAt(bank);
    expect(within(page).getByRole("heading", { level: 1, name: "Nettbanken" })).toBeTruthy();
    expect(within(page).getByText("1 200 kr")).toBeTruthy();
    const back = await app.answerAt(bank, "later");

    await app.open(back, "Endre betalingsmetode");
    expect(app.location()).toMatch(/\/endre-betalingsmetode\?.*avtalegiro=waiting/);
    const waiting = screen
      .getAllByRole("status")
      .find((status) => status.textContent?.includes("AvtaleGiro venter på svar fra banken."));
    expect(waiting?.textContent).toContain("med beløpsgrense 1 200 kr");

    // Waiting: the front page says so, and the next payment is still an invoice.
    await app.open("/", "Min side");
    expect(
      await screen.findByRole("heading", { level: 2, name: "AvtaleGiro venter på svar fra banken" }),
    ).toBeTruthy();
    expect(nextPayment().method).toBe("faktura");

    // The bank confirms, days later.
    await bankAnswers("invoice-paper", "confirm");
    await app.open("/", "Min side");
    await waitFor(() => expect(nextPayment().method).toMatch(/^AvtaleGiro/));
    expect(
      screen.queryByRole("heading", { level: 2, name: "AvtaleGiro venter på svar fra banken" }),
    ).toBeNull();
    const next = nextPayment();
    expect(next.method).toBe(`AvtaleGiro – banken trekker beløpet fra kontoen din ${next.date}`);

    const receipt = (await outbox(app.browser)).find((m) => m.recipient === "gunnar.berg@example.no");
    expect(receipt?.text).toContain("Banken har godkjent AvtaleGiro.");
    expect(receipt?.text).toContain("med beløpsgrense 1 200 kr per trekk.");

    await app.open("/historikk", "Historikk");
    const [newest] = await historyThisYear();
    expect(newest!.textContent).toContain("Tok i bruk AvtaleGiro med beløpsgrense 1 200 kr");
    expect(newest!.querySelector("time")?.textContent).toContain(formatDate(osloToday(), "nb"));
  });

  it("approved at the bank at once, then stopped from the same page: back to invoice, and the history names both", async () => {
    await app.openAs("invoice-paper", "/endre-betalingsmetode", "Endre betalingsmetode");
    const back = await app.answerAt(await sendToBank("1 200"), "approved");
    await app.open(back, "Endre betalingsmetode");
    expect(
      await screen.findByText("Du har AvtaleGiro med beløpsgrense 1 200 kr per trekk.", { exact: false }),
    ).toBeTruthy();

    await reader.click(screen.getByRole("button", { name: "Stopp AvtaleGiro" }));
    const today = formatDate(osloToday(), "nb");
    const stopped = await screen.findByText(`AvtaleGiro ble stoppet ${today}.`);
    await waitFor(() => expect(document.activeElement).toBe(stopped.closest("[role=status]")));
    expect(screen.getByText("Du betaler med faktura (bankgiro).")).toBeTruthy();

    await app.open("/", "Min side");
    await waitFor(() => expect(nextPayment().method).toBe("faktura"));

    // The history names AvtaleGiro and its limit, both when it began and when it stopped.
    await app.open("/historikk", "Historikk");
    const entries = await historyThisYear();
    expect(entries[0]!.textContent).toContain("Stoppet AvtaleGiro med beløpsgrense 1 200 kr");
    expect(entries[0]!.textContent).toContain("Faktura fra neste betaling.");
    expect(entries[1]!.textContent).toContain("Tok i bruk AvtaleGiro med beløpsgrense 1 200 kr");
  });

  it("mandate-waiting: the bank rejects it, and the front page and the payment page say why", async () => {
    await app.openAs("mandate-waiting", "/", "Min side");
    expect(
      await screen.findByRole("heading", { level: 2, name: "AvtaleGiro venter på svar fra banken" }),
    ).toBeTruthy();
    await bankAnswers("mandate-waiting", "reject", "NOT_ACCOUNT_HOLDER");
    await app.open("/", "Min side");
    const notice = await screen.findByRole("region", { name: "Banken avviste AvtaleGiro" });
    expect(notice.textContent).toContain(
      "Du står ikke som eier av kontoen, så banken kunne ikke godkjenne avtalen. Du betaler som før.",
    );
    expect(nextPayment().method).toBe("faktura");
    await reader.click(within(notice).getByRole("link", { name: "Endre betalingsmetode" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Banken avviste AvtaleGiro-avtalen.");
    // And may try again.
    expect(await limitField()).toBeTruthy();
  });

  describe("the paper-invoice fee and what avoids it", () => {
    const offer = "Slipp å betale fakturaen selv";

    it("invoice-paper sees it on the invoices and beside an invoice's document", async () => {
      await app.openAs("invoice-paper", "/fakturaoversikt", "Fakturaoversikt");
      expect((await screen.findByRole("complementary", { name: offer })).textContent).toContain(
        "Faktura på papir koster 49 kr i gebyr. Du slipper gebyret med AvtaleGiro, eller med eFaktura, som du også bestiller her på Min side.",
      );
      const invoice = seededInvoiceNo("invoice-paper", osloToday());
      await app.go(`/dokument/faktura/${invoice}`);
      await screen.findByRole("heading", { level: 1, name: `Faktura ${invoice}` });
      expect((await screen.findByRole("complementary", { name: offer })).textContent).toContain(
        "Faktura på papir koster 49 kr i gebyr.",
      );
    });

    it("a card payer is not offered it on the invoices, nor beside an invoice's document", async () => {
      await app.openAs("subscriber", "/fakturaoversikt", "Fakturaoversikt");
      expect(screen.queryByRole("complementary", { name: offer })).toBeNull();
      const invoice = seededInvoiceNo("subscriber", osloToday());
      await app.go(`/dokument/faktura/${invoice}`);
      await screen.findByRole("heading", { level: 1, name: `Faktura ${invoice}` });
      expect(screen.queryByRole("complementary", { name: offer })).toBeNull();
    });
  });

  it("a plan above the AvtaleGiro limit is warned of before it is confirmed, and the front page says one thing", async () => {
    await app.openAs("mandate-over-limit", "/", "Min side");
    // The next charge is over the limit: the facts say the bank will not draw it, as the notice does.
    await waitFor(() =>
      expect(nextPayment().method).toBe(
        "AvtaleGiro, men beløpet er over beløpsgrensen, så banken trekker det ikke",
      ),
    );
    expect(screen.queryByText(/banken trekker beløpet fra kontoen din/)).toBeNull();

    // A yearly plan: its price is said against the limit before the change is confirmed.
    await app.go("/endre-abonnement");
    const [yearly] = await screen.findAllByRole("radio", { name: /per år/ });
    await reader.click(yearly!);
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));
    await screen.findByRole("heading", { level: 1, name: "Bekreft endringen" });
    const warning = screen.getByRole("region", { name: "Over beløpsgrensen i AvtaleGiro" });
    expect(warning.textContent).toMatch(/er høyere enn beløpsgrensen på 700 kr i AvtaleGiro-avtalen din/);
    await reader.click(within(warning).getByRole("link", { name: "Endre beløpsgrensen" }));
    await screen.findByRole("heading", { level: 1, name: "Endre betalingsmetode" });
    expect(app.location()).toMatch(/^\/endre-betalingsmetode(\?|$)/);
  });
});
