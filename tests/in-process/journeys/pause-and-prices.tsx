// A break instead of goodbye, and no surprise on the bill, in-process (ADR 079, ADR 085): in Bokmål,
// a monthly digital subscriber about to cancel takes a month's pause instead, from the cancellation's
// first step; the front page says it is paused and until when, "Neste betaling" moves by the pause,
// and the history and the receipt say the same; "Start igjen nå" ends it and the front page is as
// before. A pause refused in words with an overdue invoice and within 12 months of the last; a price
// change registered 45 days ahead (not 29), said on the front page and by e-mail with both prices and
// the date, and charged only from that date; the payment day moved to the 20th, refused at the field
// first, at the price shown before it was confirmed. What only a browser shows stays in
// tests/e2e/pause-and-prices.test.ts: the Nynorsk pause on a phone (its answer in view, axe on each
// step), axe on the price notice and on the payment day's confirm step.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { formatDate, formatNumericDate } from "#app/domain/format.ts";
import { addDays, daysBetween, osloToday } from "#app/domain/oslo-date.ts";
import { pauseEnd } from "#app/domain/pause.ts";
import { personaById } from "#tests/fixtures/personas/all.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** The stand-in's day in Oslo (the journeys' platformToday), before its clock is moved on. */
const platformToday = () => osloToday(new Date(app.clock.now));

/** The value of one fact in the "Neste betaling" list of the payment card. */
async function fact(name: string): Promise<string> {
  const card = await screen.findByRole("region", { name: "Betaling" });
  const term = within(card)
    .getAllByRole("term")
    .find((dt) => dt.textContent?.includes(name));
  expect(term, `"${name}" in the payment card`).toBeTruthy();
  return term!.nextElementSibling?.textContent ?? "";
}

/** "Neste betaling" as the front page says it: the day and the amount. */
async function nextPayment() {
  return { date: await fact("Dato"), amount: await fact("Beløp") };
}

/** An ISO date from the way the page writes it ("5. desember 2026"). */
function isoOf(shown: string, near: string): string {
  for (let day = -400; day <= 400; day++) {
    const candidate = addDays(near, day);
    if (formatDate(candidate, "nb") === shown) return candidate;
  }
  throw new Error(`no date near ${near} is written "${shown}"`);
}

/** The level-1 heading named `name` is on screen and holds focus, as the answer to a send does. */
async function expectFocusedHeading(name: string) {
  const heading = await screen.findByRole("heading", { level: 1, name });
  await waitFor(() => expect(document.activeElement).toBe(heading));
}

interface Charged {
  amount: number;
  periodFrom: string;
  status: string;
}

/** The next renewal of the persona's subscription charged now (/_dev/charge), approved. */
async function charge(persona: string): Promise<Charged> {
  const response = await app.browser.fetch("/_dev/charge", {
    method: "POST",
    json: { persona, titleCode: "SBX", fail: false },
    csrf: false,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Charged;
}

/** A price change registered at the platform (/_dev/price-changes): its status. */
async function registerPrice(ariaPlanID: string, from: string, price: number): Promise<number> {
  const response = await app.browser.fetch("/_dev/price-changes", {
    method: "POST",
    json: { titleCode: "SBX", ariaPlanID, from, price },
    csrf: false,
  });
  return response.status;
}

describe("pause-and-prices: a break instead of goodbye, and no surprise on the bill", () => {
  it("nb: a month's pause from the cancellation's first step moves the next payment; \"Start igjen nå\" puts it back", async () => {
    await app.openAs("subscriber", "/");
    const before = await nextPayment();
    const beforeDate = isoOf(before.date, platformToday());

    await app.open("/avslutt-abonnement", "Avslutt abonnement");
    await reader.click(screen.getByRole("link", { name: "Ta en pause i stedet" }));
    await expectFocusedHeading("Ta en pause");
    // The first day proposed is the first possible one: tomorrow for a digital subscription.
    const from = addDays(platformToday(), 1);
    expect((screen.getByLabelText("Første dag med pause") as HTMLInputElement).value).toBe(from);
    await reader.click(screen.getByRole("radio", { name: "1 måned" }));
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));

    // Before anything happens: what the pause does, in words, as the platform will do it.
    await expectFocusedHeading("Bekreft pausen");
    const to = pauseEnd(from, "1-mnd");
    const days = daysBetween(from, to) + 1;
    const movedTo = formatDate(addDays(beforeDate, days), "nb");
    const main = screen.getByRole("main");
    expect(main.textContent).toContain(`${days}`);
    expect(main.textContent).toContain(formatDate(addDays(to, 1), "nb"));
    expect(main.textContent).toContain(`${movedTo}: ${before.amount}`);
    await reader.click(screen.getByRole("button", { name: "Ta pause" }));
    await expectFocusedHeading("Pausen er registrert");

    // The next day the pause has begun: the front page says so first, and the payment has moved
    // (a day on, so signed in again).
    await app.advanceClock({ minutes: 24 * 60 });
    await app.openAs("subscriber", "/");
    const paused = `Abonnementet ditt har pause til ${formatDate(to, "nb")}`;
    const notice = await screen.findByRole("region", { name: paused });
    expect(await fact("Dato")).toBe(movedTo);
    expect(await fact("Beløp")).toBe(before.amount);
    // First among the page's regions, as the journey's notice is the first thing on the front page.
    expect(within(screen.getByRole("main")).getAllByRole("region")[0]).toBe(notice);

    // The history and the receipt say the same.
    await app.open("/historikk", "Historikk");
    const says = `Satte abonnementet på pause fra ${formatDate(from, "nb")} til og med ${formatDate(to, "nb")}`;
    expect(screen.getByRole("link", { name: says })).toBeTruthy();
    const receipt = (await outbox(app.browser)).find(
      (m) => m.text.includes(formatNumericDate(from)) && m.text.includes(formatNumericDate(to)),
    );
    expect(receipt?.text, "the pause's receipt").toContain(formatNumericDate(addDays(beforeDate, days)));

    // "Start igjen nå": the front page is as before.
    await app.open("/");
    await reader.click(
      within(await screen.findByRole("region", { name: paused })).getByRole("link", {
        name: "Start igjen nå",
      }),
    );
    await reader.click(await screen.findByRole("button", { name: "Start igjen nå" }));
    await expectFocusedHeading("Abonnementet ditt er i gang igjen");
    await reader.click(screen.getByRole("link", { name: "Gå til Min side" }));
    expect(await fact("Dato")).toBe(before.date);
    expect(screen.queryByRole("region", { name: paused })).toBeNull();
    expect(await fact("Beløp")).toBe(before.amount);
  });

  it("a pause is refused in words with an overdue invoice, and within 12 months of the last one", async () => {
    await app.openAs("unpaid-invoice", "/pause");
    expect(await screen.findByText(/Du har en faktura som ikke er betalt\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Se fakturaene dine" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Fortsett" })).toBeNull();

    // Another reader, who had a pause this year.
    await app.forgetVisitor();
    await app.openAs("paused-before", "/pause");
    expect(await screen.findByText(/Du har hatt pause i løpet av de siste 12 månedene\./)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Fortsett" })).toBeNull();
  });

  it("a price change registered 45 days ahead: both prices and the date on the front page and by e-mail, charged only from then", async () => {
    await app.openAs("subscriber", "/");
    const before = await nextPayment();
    const oldPrice = Number(before.amount.replace(/\D/g, ""));
    const newPrice = oldPrice + 40;
    const from = addDays(platformToday(), 45);
    const fromText = formatDate(from, "nb");
    const ariaPlanID = personaById("subscriber", platformToday())!.subscription!.ariaPlanID;

    // Less than 30 days' notice is refused; 45 days is registered.
    expect(await registerPrice(ariaPlanID, addDays(platformToday(), 29), newPrice)).toBe(422);
    expect(await registerPrice(ariaPlanID, from, newPrice)).toBe(201);

    await app.open("/");
    const notice = await screen.findByRole("region", { name: `Ny pris fra ${fromText}` });
    expect(notice.textContent).toContain(`${oldPrice} kr`);
    expect(notice.textContent).toContain(`${newPrice} kr`);
    expect(within(notice).getByRole("link", { name: "Om de nye prisene" })).toBeTruthy();
    // The next charge comes before the new price: it is at today's price, and says nothing new.
    expect(await fact("Beløp")).toBe(`${oldPrice} kr`);

    const mail = (await outbox(app.browser)).find(
      (m) => m.text.includes(formatNumericDate(from)) && m.text.includes(`${newPrice}`),
    );
    expect(mail, "the notice of the new price").toBeTruthy();
    expect(mail!.text).toContain(`${oldPrice}`);

    // Charges until the next one falls on or after the date: only that one is at the new price.
    for (;;) {
      const charged = await charge("subscriber");
      expect(charged.amount).toBe(charged.periodFrom >= from ? newPrice : oldPrice);
      await app.open("/");
      const date = isoOf(await fact("Dato"), platformToday());
      if (date >= from) {
        expect(await fact("Beløp")).toBe(`${newPrice} kr (ny pris fra ${fromText})`);
        break;
      }
      expect(await fact("Beløp")).toBe(`${oldPrice} kr`);
    }
  });

  it("the payment day moved to the 20th: the next charge is on the 20th, at the price shown before confirming", async () => {
    await app.openAs("subscriber", "/");
    await reader.click(await screen.findByRole("link", { name: "Endre betalingsdag" }));
    const day = await screen.findByRole("textbox", { name: "Dag i måneden" });
    await reader.fill(day, "32");
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));
    expect(await screen.findByText("Velg en dag fra 1 til 28.")).toBeTruthy();
    await reader.fill(screen.getByRole("textbox", { name: "Dag i måneden" }), "20");
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));

    await expectFocusedHeading("Bekreft ny betalingsdag");
    const period = screen.getByText(/^Betalingen .* gjelder perioden .*, \d+ dager, og blir [\d ,]+ kr\./);
    const shown = period.textContent!;
    const amount = shown.match(/og blir ([\d ,]+) kr\./)![1]!;
    const date = shown.match(/^Betalingen (.*) gjelder/)![1]!;
    expect(date).toMatch(/^20\. /);
    await reader.click(screen.getByRole("button", { name: "Flytt betalingsdagen" }));
    await expectFocusedHeading("Betalingsdagen er endret");

    await reader.click(screen.getByRole("link", { name: "Gå til Min side" }));
    expect(await fact("Dato")).toBe(date);
    expect(await fact("Beløp")).toBe(`${amount} kr`);
    const charged = await charge("subscriber");
    expect(`${charged.amount}`.replace(".", ",")).toBe(amount);

    await app.open("/historikk", "Historikk");
    expect(screen.getByRole("link", { name: "Flyttet betalingsdagen til den 20." })).toBeTruthy();
  });
});
