// @vitest-environment node
// AvtaleGiro at the dev backend: a mandate with a limit that covers the largest charge, approved at
// the stand-in bank now or days later, rejected, stopped; the payment method, the next payment, the
// history and the receipt follow the bank's answer.
import { describe, expect, it } from "vitest";
import type { Mandate, MandateOverview } from "#app/api/contract/mandates.ts";
import type { InvoiceDocument } from "#app/api/contract/documents.ts";
import type { InvoiceDelivery } from "#app/api/contract/efaktura.ts";
import type { Invoice, PaymentOutlook } from "#app/api/contract/payments.ts";
import { pdfText, rowOf } from "#scripts/dev-backend/documents/pdf-text.ts";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import {
  accountNo,
  type Browser,
  data,
  errorOf,
  ORIGIN,
  outbox,
  signedInFixed,
} from "#scripts/dev-backend/test-support.ts";

const RETURN = `${ORIGIN}/endre-betalingsmetode`;

async function start(browser: Browser, persona: string, limit: number) {
  return browser.call("createMandate", {
    body: { ariaAccountNo: accountNo(persona), titleCode: "ADR", limit, returnUrl: RETURN },
  });
}
const overview = (browser: Browser, persona: string) =>
  browser
    .call("getMandate", { params: { accountNo: accountNo(persona), titleCode: "ADR" } })
    .then((r) => data<MandateOverview>(r));
const outlook = (browser: Browser, persona: string) =>
  browser
    .call("getNextPayment", { params: { accountNo: accountNo(persona), titleCode: "ADR" } })
    .then((r) => data<PaymentOutlook>(r));
const bank = (browser: Browser, redirectUrl: string, outcome: string) =>
  browser.fetch(new URL(redirectUrl).pathname, { method: "POST", form: { outcome } });

describe("AvtaleGiro mandates", () => {
  it("proposes a limit above the largest charge and refuses one below it at the field", async () => {
    const { browser } = await signedInFixed("invoice-paper");
    const found = await overview(browser, "invoice-paper");
    expect(found).toEqual({ mandate: null, largestCharge: 749, suggestedLimit: 1000 });
    const refused = await start(browser, "invoice-paper", 500);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields?.limit).toEqual([
      "Beløpsgrensen må være minst 749 kr, det største trekket som kommer.",
    ]);
  });

  it("approved at the bank now: AvtaleGiro is the method, the history tells of it and a receipt goes out", async () => {
    const { browser } = await signedInFixed("invoice-paper");
    const trip = await data<{ mandateId: string; redirectUrl: string }>(
      await start(browser, "invoice-paper", 1000),
    );
    expect(new URL(trip.redirectUrl).pathname).toBe(`/_dev/payment/avtalegiro/${trip.mandateId}`);
    const back = await bank(browser, trip.redirectUrl, "approved");
    expect(back.headers.get("Location")).toBe(`${RETURN}?avtalegiro=active`);
    const now = await outlook(browser, "invoice-paper");
    expect(now.mandate).toMatchObject({ status: "ACTIVE", limit: 1000 });
    expect(now.next).toMatchObject({ method: { type: "AVTALEGIRO" } });
    const history = await data<HistoryEntry[]>(
      await browser.call("getHistory", {
        params: { accountNo: accountNo("invoice-paper"), titleCode: "ADR" },
      }),
    );
    expect(history[0]).toMatchObject({ kind: "avtalegiro", event: "confirmed", limit: 1000 });
    const mail = (await outbox(browser)).find((m) => m.recipient === "gunnar.berg@example.no")!;
    expect(mail.text).toContain(
      "Banken har godkjent AvtaleGiro. Fra nå trekker banken betalingen fra kontoen din, med beløpsgrense 1 000 kr per trekk.",
    );
  });

  it("refuses a second mandate with the limit the active one has (409); a new limit replaces it", async () => {
    const { browser } = await signedInFixed("invoice-paper");
    const trip = await data<{ redirectUrl: string }>(await start(browser, "invoice-paper", 1000));
    await bank(browser, trip.redirectUrl, "approved");
    const again = await start(browser, "invoice-paper", 1000);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("Du har allerede AvtaleGiro med denne beløpsgrensen");
    expect((await overview(browser, "invoice-paper")).mandate).toMatchObject({
      status: "ACTIVE",
      limit: 1000,
    });
    expect((await start(browser, "invoice-paper", 1500)).status).toBe(200);
  });

  it("waits for the bank: the invoice goes on until the late answer confirms or rejects it", async () => {
    const { browser } = await signedInFixed("invoice-paper");
    const trip = await data<{ redirectUrl: string }>(await start(browser, "invoice-paper", 1000));
    await bank(browser, trip.redirectUrl, "later");
    expect((await outlook(browser, "invoice-paper")).next).toMatchObject({ method: { type: "BANKGIRO" } });
    // A second one while the bank has not answered is refused.
    expect((await start(browser, "invoice-paper", 1200)).status).toBe(409);
    const answered = await browser.fetch("/_dev/mandates/answer", {
      method: "POST",
      json: { persona: "invoice-paper", answer: "reject", reason: "NOT_ACCOUNT_HOLDER" },
    });
    expect(await answered.json()).toMatchObject({ status: "REJECTED", rejection: "NOT_ACCOUNT_HOLDER" });
    expect((await outlook(browser, "invoice-paper")).next).toMatchObject({ method: { type: "BANKGIRO" } });
  });

  it("the seeded waiting mandate is confirmed days later, and stopped again from Min side", async () => {
    const { browser } = await signedInFixed("mandate-waiting");
    expect((await outlook(browser, "mandate-waiting")).mandate).toMatchObject({ status: "WAITING" });
    await browser.fetch("/_dev/mandates/answer", {
      method: "POST",
      json: { persona: "mandate-waiting", answer: "confirm" },
    });
    expect((await outlook(browser, "mandate-waiting")).next).toMatchObject({
      method: { type: "AVTALEGIRO" },
    });
    const stopped = await data<Mandate>(
      await browser.call("stopMandate", {
        params: { accountNo: accountNo("mandate-waiting"), titleCode: "ADR" },
      }),
    );
    expect(stopped.status).toBe("STOPPED");
    const history = await data<HistoryEntry[]>(
      await browser.call("getHistory", {
        params: { accountNo: accountNo("mandate-waiting"), titleCode: "ADR" },
      }),
    );
    expect(history.slice(0, 2)).toMatchObject([
      { kind: "avtalegiro", event: "stopped", limit: 1000 },
      { kind: "avtalegiro", event: "confirmed", limit: 1000 },
    ]);
    const receipts = (await outbox(browser)).filter((m) => m.text.includes("er stoppet"));
    expect(receipts.at(-1)?.text).toContain(
      "AvtaleGiro med beløpsgrense 1 000 kr er stoppet. Fra neste betaling får du faktura.",
    );
    expect((await outlook(browser, "mandate-waiting")).next).toMatchObject({ method: { type: "BANKGIRO" } });
    const again = await browser.call("stopMandate", {
      params: { accountNo: accountNo("mandate-waiting"), titleCode: "ADR" },
    });
    expect(again.status).toBe(404);
  });
});

describe("an unpaid invoice under an active AvtaleGiro", () => {
  it("says on its document and PDF that the bank draws it, instead of the KID and the account to pay to", async () => {
    const { browser, db } = await signedInFixed("unpaid-invoice");
    const invoices = await data<Invoice[]>(
      await browser.call("getInvoices", {
        params: { accountNo: accountNo("unpaid-invoice"), titleCode: "ADR" },
      }),
    );
    const unpaid = invoices.find((i) => !i.paid)!;
    // Not yet due: the bank draws it on its due date (one overdue is paid as any other).
    db.prepare("UPDATE invoices SET due_date = ? WHERE aria_invoice_no = ?").run(
      "2099-12-01",
      unpaid.ariaInvoiceNo,
    );
    const docOf = () =>
      browser
        .call("getInvoiceDocument", { params: { titleCode: "ADR", ariaInvoiceNo: unpaid.ariaInvoiceNo } })
        .then((r) => data<InvoiceDocument>(r));
    expect((await docOf()).drawnBy).toBeUndefined();

    const trip = await data<{ redirectUrl: string }>(await start(browser, "unpaid-invoice", 400));
    await bank(browser, trip.redirectUrl, "approved");
    expect((await docOf()).drawnBy).toBe("AVTALEGIRO");
    const pdf = await browser.call("getInvoicePdf", {
      params: { titleCode: "ADR", ariaInvoiceNo: unpaid.ariaInvoiceNo },
    });
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(rowOf(text, "Betales med")).toMatch(
      /Betales med +AvtaleGiro, trekkes fra kontoen din på forfallsdagen$/,
    );
    expect(rowOf(text, "KID")).toBeUndefined();
    expect(rowOf(text, "Kontonummer")).toBeUndefined();
  });
});

describe("eFaktura", () => {
  const delivery = (browser: Browser, persona: string) =>
    browser
      .call("getInvoiceDelivery", { params: { accountNo: accountNo(persona), titleCode: "ADR" } })
      .then((r) => data<InvoiceDelivery>(r));
  const register = (browser: Browser, persona: string, reference: string | null) =>
    browser.call("registerEfaktura", {
      body: { ariaAccountNo: accountNo(persona), titleCode: "ADR", reference },
    });

  it("a paper payer registers with a mobile number: the invoices say eFaktura from then on", async () => {
    const { browser } = await signedInFixed("invoice-paper");
    expect(await delivery(browser, "invoice-paper")).toEqual({
      channel: "PAPER",
      efaktura: { status: "NONE", reference: null, registeredOn: null },
      paperFee: 49,
    });
    const refused = await register(browser, "invoice-paper", "12345");
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields?.reference).toEqual([
      "Skriv en e-postadresse eller et norsk mobilnummer.",
    ]);
    // Without a reference only where the bank says Alltid ja.
    expect((await register(browser, "invoice-paper", null)).status).toBe(422);

    const done = await data<InvoiceDelivery>(await register(browser, "invoice-paper", "+47 973 40 001"));
    expect(done).toMatchObject({
      channel: "EFAKTURA",
      efaktura: { status: "REGISTERED", reference: "97340001" },
    });
    const invoices = await data<Invoice[]>(
      await browser.call("getInvoices", {
        params: { accountNo: accountNo("invoice-paper"), titleCode: "ADR" },
      }),
    );
    // The invoices sent before went on paper, and still say so.
    expect(new Set(invoices.map((i) => i.sentAs))).toEqual(new Set(["PAPER"]));
  });

  it("each invoice keeps the channel it was sent by: after a change, an older one still says e-mail", async () => {
    const { browser } = await signedInFixed("unpaid-invoice");
    const invoicesOf = () =>
      browser
        .call("getInvoices", { params: { accountNo: accountNo("unpaid-invoice"), titleCode: "ADR" } })
        .then((r) => data<Invoice[]>(r));
    const older = await invoicesOf();
    expect(older.length).toBeGreaterThan(0);
    expect(new Set(older.map((i) => i.sentAs))).toEqual(new Set(["EMAIL"]));

    await data<InvoiceDelivery>(await register(browser, "unpaid-invoice", "ingrid.olsen@example.no"));
    const charged = await browser.fetch("/_dev/charge", {
      method: "POST",
      json: { persona: "unpaid-invoice", titleCode: "ADR" },
    });
    const issued = (await charged.json()) as { ariaInvoiceNo: string; status: string };
    expect(issued.status).toBe("INVOICED");

    const after = await invoicesOf();
    expect(after.find((i) => i.ariaInvoiceNo === issued.ariaInvoiceNo)?.sentAs).toBe("EFAKTURA");
    for (const invoice of older)
      expect(after.find((i) => i.ariaInvoiceNo === invoice.ariaInvoiceNo)?.sentAs).toBe("EMAIL");
  });

  it("eFaktura is ended from Min side: back to e-mail from the next invoice, once", async () => {
    const { browser } = await signedInFixed("efaktura-payer");
    expect(await delivery(browser, "efaktura-payer")).toMatchObject({
      channel: "EFAKTURA",
      efaktura: { status: "REGISTERED", reference: "solveig.dahl@example.no" },
    });
    const stop = () =>
      browser.call("stopEfaktura", { params: { accountNo: accountNo("efaktura-payer"), titleCode: "ADR" } });
    expect(await data<InvoiceDelivery>(await stop())).toMatchObject({
      channel: "EMAIL",
      efaktura: { status: "NONE", reference: null, registeredOn: null },
    });
    expect((await stop()).status).toBe(404);
    const invoices = await data<Invoice[]>(
      await browser.call("getInvoices", {
        params: { accountNo: accountNo("efaktura-payer"), titleCode: "ADR" },
      }),
    );
    // Those sent already went as eFaktura.
    expect(new Set(invoices.map((i) => i.sentAs))).toEqual(new Set(["EFAKTURA"]));
  });

  it("a bank with Alltid ja til eFaktura needs no reference", async () => {
    const { browser } = await signedInFixed("mandate-waiting");
    expect((await delivery(browser, "mandate-waiting")).efaktura.status).toBe("ALWAYS_YES");
    const done = await data<InvoiceDelivery>(await register(browser, "mandate-waiting", null));
    expect(done).toMatchObject({ channel: "EFAKTURA", efaktura: { status: "REGISTERED", reference: null } });
  });
});

describe("a renewal above the limit", () => {
  it("the seeded mandate whose limit the price outgrew: the next charge is above it", async () => {
    const { browser } = await signedInFixed("mandate-over-limit");
    const now = await outlook(browser, "mandate-over-limit");
    expect(now.mandate).toMatchObject({ status: "ACTIVE", limit: 700 });
    expect(now.next).toMatchObject({ amount: 749, method: { type: "AVTALEGIRO" } });
  });

  it("is not drawn by the bank: the charge fails and the invoice is left to pay", async () => {
    const { browser } = await signedInFixed("invoice-paper");
    // The smallest limit the platform takes: the charge still fits.
    const trip = await data<{ redirectUrl: string }>(await start(browser, "invoice-paper", 749));
    await bank(browser, trip.redirectUrl, "approved");
    const charged = await browser.fetch("/_dev/charge", {
      method: "POST",
      json: { persona: "invoice-paper", titleCode: "ADR" },
    });
    expect(await charged.json()).toMatchObject({ status: "APPROVED", method: "AVTALEGIRO" });
  });

  it("with a limit below the charge, the bank refuses it and the front page's problem says AvtaleGiro", async () => {
    const { browser, db } = await signedInFixed("invoice-paper");
    const trip = await data<{ redirectUrl: string }>(await start(browser, "invoice-paper", 749));
    await bank(browser, trip.redirectUrl, "approved");
    // The price rose after the mandate was set up.
    db.prepare("UPDATE subscriptions SET price = 799 WHERE aria_account_no = ?").run(
      accountNo("invoice-paper"),
    );
    expect((await outlook(browser, "invoice-paper")).next).toMatchObject({ amount: 799 });
    const charged = await browser.fetch("/_dev/charge", {
      method: "POST",
      json: { persona: "invoice-paper", titleCode: "ADR" },
    });
    expect(await charged.json()).toMatchObject({ status: "FAILED", method: "AVTALEGIRO" });
    expect((await outlook(browser, "invoice-paper")).problem).toMatchObject({
      kind: "CHARGE_FAILED",
      method: "AVTALEGIRO",
    });
  });
});

describe("an eFaktura reference", () => {
  const registerAs = (browser: Browser, reference: string) =>
    browser.call("registerEfaktura", {
      body: { ariaAccountNo: accountNo("invoice-paper"), titleCode: "ADR", reference },
    });

  it("is refused by the contract's e-mail rule when it is no address (422), and nothing is saved", async () => {
    const { browser } = await signedInFixed("invoice-paper");
    const refused = await registerAs(browser, "<script>alert(1)</script>@example.no");
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields).toHaveProperty("reference");
    const now = await data<{ channel: string; efaktura: { reference: string | null } }>(
      await browser.call("getInvoiceDelivery", {
        params: { accountNo: accountNo("invoice-paper"), titleCode: "ADR" },
      }),
    );
    expect(now.efaktura.reference).toBeNull();
    expect(now.channel).not.toBe("EFAKTURA");
  });

  it("registered again the same changes nothing and sends no second receipt", async () => {
    const { browser } = await signedInFixed("invoice-paper");
    const receipts = async () =>
      (await outbox(browser)).filter((m) => /eFaktura/i.test(m.text) && m.channel === "email").length;
    expect((await registerAs(browser, "gunnar.berg@example.no")).status).toBe(200);
    const once = await receipts();
    expect(once).toBe(1);
    expect((await registerAs(browser, "gunnar.berg@example.no")).status).toBe(200);
    expect(await receipts()).toBe(once);
    const history = await data<Array<{ kind: string }>>(
      await browser.call("getHistory", {
        params: { accountNo: accountNo("invoice-paper"), titleCode: "ADR" },
      }),
    );
    expect(history.filter((e) => e.kind === "efaktura")).toHaveLength(1);
  });
});
