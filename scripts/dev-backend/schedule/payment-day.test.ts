// @vitest-environment node
// The payment day and price changes at the dev backend (docs/decisions/079): the quote is what the
// next payment and the charge tool then say, a day before the next charge makes a shorter first
// period, renewals then go on the new day; a price change is told once and charged from its day.
import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import type { PaymentDayQuote, PriceChange } from "#app/api/contract/schedule.ts";
import { data, errorOf, outbox, signedInFixed, type Browser } from "#scripts/dev-backend/test-support.ts";
import { nextOf, params, sub } from "./test-steps.ts";

const day = (persona: string, d: number) => ({ ...sub(persona), day: d });
const charge = async (browser: Browser, persona: string) => {
  const response = await browser.fetch("/_dev/charge", {
    method: "POST",
    json: { persona, titleCode: "SBX" },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { amount: number; periodFrom: string; periodTo: string };
};

describe("moving the payment day", () => {
  it("to the 20th: the quote is the next payment and the charge; renewals then on the 20th", async () => {
    const { browser } = await signedInFixed("subscriber");
    const quote = await data<PaymentDayQuote>(
      await browser.call("quotePaymentDay", { body: day("subscriber", 20) }),
    );
    // Her next charge was 9 December: the 20th nearest it is 20 December, paying 9 December – 19 January.
    expect(quote).toEqual({
      day: 20,
      date: "2026-12-20",
      periodFrom: "2026-12-09",
      periodTo: "2027-01-19",
      days: 42,
      amount: 405,
      usualDays: 31,
      usualAmount: 299,
      invoice: false,
    });
    expect(await data(await browser.call("changePaymentDay", { body: day("subscriber", 20) }))).toEqual(
      quote,
    );
    expect(await nextOf(browser, "subscriber")).toMatchObject({
      date: "2026-12-20",
      amount: 405,
      periodFrom: "2026-12-09",
      periodTo: "2027-01-19",
    });
    const [entry] = await data<HistoryEntry[]>(
      await browser.call("getHistory", { params: params("subscriber") }),
    );
    expect(entry).toMatchObject({ kind: "payment-day", day: 20, date: "2026-12-20", amount: 405 });
    const [receipt] = (await outbox(browser)).filter((m) => m.recipient === "kari.nordmann@example.no");
    expect(receipt!.text).toContain(
      "Betalingsdagen din er nå den 20. i måneden. Neste betaling er 405 kr den 20.12.2026, for perioden 09.12.2026–19.01.2027.",
    );
    expect(await charge(browser, "subscriber")).toMatchObject({
      amount: 405,
      periodFrom: "2026-12-09",
      periodTo: "2027-01-19",
    });
    expect(await nextOf(browser, "subscriber")).toMatchObject({ date: "2027-01-20", amount: 299 });
    await charge(browser, "subscriber");
    expect(await nextOf(browser, "subscriber")).toMatchObject({ date: "2027-02-20", periodTo: "2027-03-19" });
    // On the 20th already: the same day is refused.
    const same = await browser.call("quotePaymentDay", { body: day("subscriber", 20) });
    expect((await errorOf(same)).fields).toEqual({ reason: ["same-day"] });
  });

  it("to the 5th, before the next charge: a shorter first period, less to pay", async () => {
    const { browser } = await signedInFixed("subscriber");
    const quote = await data<PaymentDayQuote>(
      await browser.call("changePaymentDay", { body: day("subscriber", 5) }),
    );
    expect(quote).toMatchObject({ date: "2026-12-05", periodFrom: "2026-12-09", periodTo: "2027-01-04" });
    expect(quote).toMatchObject({ days: 27, usualDays: 31, amount: 260 });
    expect((await nextOf(browser, "subscriber")).amount).toBe(quote.amount);
    expect((await charge(browser, "subscriber")).amount).toBe(quote.amount);
    expect((await nextOf(browser, "subscriber")).date).toBe("2027-01-05");
  });

  it.each([
    ["subscriber", 9, "same-day"],
    ["trial", 20, "not-renewing"],
    ["gift-recipient", 20, "not-renewing"],
    ["pending-change", 20, "plan-change"],
    ["paused", 20, "paused"],
  ])("%s to the %s: 409 %s", async (persona, d, reason) => {
    const { browser } = await signedInFixed(persona);
    const refused = await browser.call("quotePaymentDay", { body: day(persona, d) });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).fields).toEqual({ reason: [reason] });
  });

  it("payment-day-moved: charged on the 20th; a giro payer's day is the invoices' due day", async () => {
    const moved = await signedInFixed("payment-day-moved");
    expect((await nextOf(moved.browser, "payment-day-moved")).date).toBe("2026-11-20");
    const giro = await signedInFixed("invoice-paper");
    const quote = await data<PaymentDayQuote>(
      await giro.browser.call("quotePaymentDay", { body: day("invoice-paper", 20) }),
    );
    expect(quote.invoice).toBe(true);
  });
});

describe("a price change", () => {
  const register = (browser: Browser, from: string, price = 329) =>
    browser.fetch("/_dev/price-changes", {
      method: "POST",
      json: { ariaPlanID: "C-DIGITAL-DIGITAL", from, price },
    });

  it("under 30 days ahead, for an unknown plan or at a broken price: refused", async () => {
    const { browser } = await signedInFixed("subscriber");
    expect((await register(browser, "2026-12-17")).status).toBe(422);
    expect((await register(browser, "2027-01-02", 329.5)).status).toBe(422);
    const unknown = await browser.fetch("/_dev/price-changes", {
      method: "POST",
      json: { ariaPlanID: "C-NOPE", from: "2027-01-02", price: 1 },
    });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { error: string }).error).toContain("Ukjent abonnementstype");
  });

  it("45 days ahead: told once in the history and by e-mail, no receipt; charged from its day", async () => {
    const { browser } = await signedInFixed("subscriber");
    const response = await register(browser, "2027-01-02");
    expect(response.status).toBe(201);
    const registered = (await response.json()) as { told: number; oldPrice: number; newPrice: number };
    expect(registered).toMatchObject({ oldPrice: 299, newPrice: 329 });
    expect(registered.told).toBeGreaterThan(1);
    const [entry] = await data<HistoryEntry[]>(
      await browser.call("getHistory", { params: params("subscriber") }),
    );
    expect(entry).toMatchObject({ kind: "price-change", from: "2027-01-02", oldPrice: 299, newPrice: 329 });
    const toKari = (await outbox(browser)).filter((m) => m.recipient === "kari.nordmann@example.no");
    expect(toKari).toHaveLength(1);
    expect(toKari[0]!.text.split("\n")[0]).toBe("Ny pris på Digital fra 02.01.2027");
    expect(toKari[0]!.text).toContain("329 kr per måned (i dag 299 kr)");
    expect(toKari[0]!.text).toContain("http://sbx.localhost:4173/endre-abonnement");
    const ahead = await data<PriceChange[]>(
      await browser.call("getPriceChanges", { params: params("subscriber") }),
    );
    expect(ahead).toEqual([
      expect.objectContaining({ planName: "Digital", billingPeriod: "MONTHLY", newPrice: 329 }),
    ]);
    // 9 December is before it, 9 January after.
    expect((await nextOf(browser, "subscriber")).amount).toBe(299);
    expect((await charge(browser, "subscriber")).amount).toBe(299);
    expect(await nextOf(browser, "subscriber")).toMatchObject({ date: "2027-01-09", amount: 329 });
    // Read in a browser call after: still no receipt for it.
    expect((await outbox(browser)).filter((m) => m.recipient === "kari.nordmann@example.no")).toHaveLength(1);
  });

  it("price-change-ahead: her own change ahead, the others' next payments as they were", async () => {
    const { browser } = await signedInFixed("price-change-ahead");
    const [ahead] = await data<PriceChange[]>(
      await browser.call("getPriceChanges", { params: params("price-change-ahead") }),
    );
    expect(ahead).toMatchObject({ from: "2026-12-28", oldPrice: 299, newPrice: 329 });
    const [entry] = await data<HistoryEntry[]>(
      await browser.call("getHistory", { params: params("price-change-ahead") }),
    );
    expect(entry).toMatchObject({ kind: "price-change", newPrice: 329 });
    const other = await signedInFixed("subscriber");
    expect(await data(await other.browser.call("getPriceChanges", { params: params("subscriber") }))).toEqual(
      [],
    );
  });
});
