// Paying an invoice (ADR 007), in Bokmål on the sandbox title, in-process (ADR 087): back from the
// provider with an answer still pending, the page says what is paid for which invoice from the trip
// it kept when the platform's answer leaves them out, and says it paid once the answer comes; a
// cancel at Vipps takes nothing, and trying again starts a new payment, which fails with the
// customer centre's number; an unknown invoice number gets a clear message, not a payment. The
// provider's page is answered as its button answers it (ADR 087). tests/e2e/invoices.test.ts keeps
// what only a browser shows: the whole card payment behind nginx (a double click, the back button,
// the e-mailed receipt's link), two tabs paying one invoice, the real trips to Vipps and the card
// provider with axe on each outcome and on an unknown number, and the Nynorsk screens' axe.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PROVIDER_PAGE, reader, statusSaying } from "../app.tsx";
import { app } from "./the-app.ts";

/** What must survive the trip to the provider, kept under SPEC §9's keys while it lasts. */
const TEMP_KEYS = ["temp_paym_id", "temp_invoice_due_amount", "temp_invoice_number", "temp_agreement_id"];
const tempStorage = () => TEMP_KEYS.map((key) => sessionStorage.getItem(key));

/** The trips the stand-in provider was sent on for an invoice, oldest first (GET /_dev/payments). */
async function providerTrips(invoice: string): Promise<{ status: string }[]> {
  const response = await app.browser.fetch(`/_dev/payments?invoice=${encodeURIComponent(invoice)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as { status: string }[];
}

/** The overview's first unpaid invoice: its pay link and number. */
async function firstUnpaid(): Promise<{ link: HTMLElement; number: string }> {
  const link = (await screen.findAllByRole("link", { name: /^Betal faktura \d+$/ }))[0]!;
  return { link, number: link.textContent!.replace("Betal faktura ", "").trim() };
}

/** Pays the invoice on screen with `method`: the provider's page the browser is sent to. */
async function payWith(method: "Betalingskort" | "Vipps"): Promise<string> {
  await screen.findByRole("heading", { level: 1, name: "Betal faktura" });
  await reader.click(screen.getByRole("radio", { name: method }));
  await reader.click(screen.getByRole("button", { name: "Betal 299 kr" }));
  return app.leftForPath(PROVIDER_PAGE);
}

describe("invoices: paying an invoice, and what the page says back from the provider", () => {
  it("back from the provider, the page says what is paid for which invoice, from the kept trip when the platform's answer lacks it", async () => {
    await app.openAs("unpaid-invoice", "/fakturaoversikt", "Fakturaoversikt");
    const { link, number } = await firstUnpaid();
    await reader.click(link);
    const provider = await payWith("Betalingskort");

    // The platform's answer leaves out the invoice and the amount (both may be null in the contract):
    // what was kept for the trip (temp_invoice_number, temp_invoice_due_amount) says them.
    const harnessFetch = globalThis.fetch;
    let leftOut = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const response = await harnessFetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!/^\/api\/payment\/[^/]+$/.test(url.pathname) || !response.ok) return response;
      const body = (await response.json()) as { data: Record<string, unknown> };
      leftOut += 1;
      return new Response(JSON.stringify({ data: { ...body.data, ariaInvoiceNo: null, amount: null } }), {
        status: response.status,
        headers: response.headers,
      });
    });
    // "Godkjenn, svar om 4 sekunder": the provider answers the platform 4 s later.
    const back = await app.answerAt(provider, "slow");
    expect(back).toMatch(new RegExp(`^/betal-faktura/${number}\\?`));
    await app.open(back);
    const pending = await statusSaying("Betalingen behandles fortsatt.");
    expect(pending.textContent).toContain(`Betalingen gjelder 299 kr for faktura ${number}.`);
    expect(leftOut, "answers of GET /api/payment/{id} without the invoice and amount").toBeGreaterThan(0);

    // The 4 s pass at the stand-in; the page asks again on its own.
    app.clock.now += 4_000;
    const paid = await statusSaying(`Takk! Faktura ${number} er betalt.`);
    expect(paid.textContent).toContain("Vi har mottatt 299 kr med betalingskort.");
    // The flow has ended: nothing of it is left in storage.
    expect(tempStorage()).toEqual([null, null, null, null]);
  });

  it("a cancel at Vipps takes nothing, and trying again starts a new payment", async () => {
    await app.openAs("unpaid-invoice", "/fakturaoversikt", "Fakturaoversikt");
    const { link, number } = await firstUnpaid();
    await reader.click(link);
    const vipps = await payWith("Vipps");
    expect(within(await app.pageAt(vipps)).getByText("Vipps", { exact: true })).toBeTruthy();
    await app.open(await app.answerAt(vipps, "cancelled"));

    expect((await screen.findByRole("alert")).textContent).toContain("Du avbrøt betalingen.");
    expect(
      screen.getByText("Fakturaen er ikke betalt, og ingenting er trukket.", { exact: false }),
    ).toBeTruthy();

    // The second try comes a minute later, as a reader's does: the stand-in lists the trips newest
    // first by when they began, and in-process its clock stands still until moved.
    await app.advanceClock({ minutes: 1 });
    await reader.click(screen.getByRole("link", { name: "Prøv igjen" }));
    const card = await payWith("Betalingskort");
    await app.open(await app.answerAt(card, "failed"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Betalingen gikk ikke gjennom.");
    // With the customer centre's number to call.
    expect(within(alert).getByRole("link", { name: /^\d{2} \d{2} \d{2} \d{2}$/ })).toBeTruthy();
    expect((await providerTrips(number)).map((trip) => trip.status)).toEqual(["FAILED", "CANCELLED"]);
  });

  it("an unknown invoice number gets a clear message, not a payment", async () => {
    await app.openAs("unpaid-invoice", "/betal-faktura/123456789", "Fant ikke fakturaen");
    expect(screen.getByText("Vi finner ingen faktura med nummer 123456789", { exact: false })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Betal/ })).toBeNull();
  });
});
