// @vitest-environment node
// Invoices and payments at the dev backend: paying an invoice once, the invoices and the payment
// method of an account, and changing the payment method at the stand-in provider. The clock is
// fixed (test-support.ts: Wednesday 18 November 2026, 10:00 in Oslo) where dates matter.
import { describe, expect, it } from "vitest";
import type { Invoice } from "#app/api/contract/payments.ts";
import { addMonths } from "#app/domain/oslo-date.ts";
import {
  accountNo,
  Browser,
  data,
  fixed,
  ORIGIN,
  outbox,
  signedIn,
  signedInFixed,
  TODAY,
} from "#scripts/dev-backend/test-support.ts";

// ─── Invoices ──────────────────────────────────────────────────────────────────────────────────────

describe("payInvoice and getPayment", () => {
  const payWith = (browser: Browser, ariaInvoiceNo: string, key: string, method = "SWEDBANK-PPG") =>
    browser.call("payInvoice", {
      params: { ariaInvoiceNo },
      body: {
        ariaAccountNo: accountNo("unpaid-invoice"),
        titleCode: "ADR",
        paymentMethod: method,
        currency: "NOK-01",
        returnUrl: `${ORIGIN}/betal-faktura/${ariaInvoiceNo}`,
      },
      headers: { "Idempotency-Key": key },
    });
  const unpaidOf = async (browser: Browser) =>
    (
      await data<Invoice[]>(
        await browser.call("getInvoices", {
          params: { accountNo: accountNo("unpaid-invoice"), titleCode: "ADR" },
        }),
      )
    ).find((i) => !i.paid)!;

  it("pays an invoice once: the same key starts one payment, approval marks it paid, a paid one is refused", async () => {
    const { browser, db } = await signedInFixed("unpaid-invoice");
    const invoice = await unpaidOf(browser);
    const first = await data<{ paymentId: string; redirectUrl: string }>(
      await payWith(browser, invoice.ariaInvoiceNo, "key-one-0001"),
    );
    // A double click or a reload sends the same key: the same trip, not a second payment.
    const again = await payWith(browser, invoice.ariaInvoiceNo, "key-one-0001");
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
    expect(await data(again)).toEqual(first);
    const count = () =>
      (
        db
          .prepare("SELECT COUNT(*) AS n FROM payments WHERE aria_invoice_no = ?")
          .get(invoice.ariaInvoiceNo) as {
          n: number;
        }
      ).n;
    expect(count()).toBe(1);

    const pending = await data(await browser.call("getPayment", { params: { paymentId: first.paymentId } }));
    expect(pending).toEqual({
      paymentId: first.paymentId,
      kind: "INVOICE",
      method: "SWEDBANK-PPG",
      status: "PENDING",
      ariaInvoiceNo: invoice.ariaInvoiceNo,
      amount: invoice.amount,
    });
    const page = await (await browser.fetch(first.redirectUrl)).text();
    expect(page).toContain("299 kr");

    const done = await browser.fetch(first.redirectUrl, { method: "POST", form: { outcome: "approved" } });
    const back = new URL(done.headers.get("Location")!);
    expect(back.pathname).toBe(`/betal-faktura/${invoice.ariaInvoiceNo}`);
    expect(back.searchParams.get("betaling")).toBe(first.paymentId);
    expect(
      await data(await browser.call("getPayment", { params: { paymentId: first.paymentId } })),
    ).toMatchObject({ status: "APPROVED" });
    expect((await unpaidOf(browser))?.ariaInvoiceNo).not.toBe(invoice.ariaInvoiceNo);
    // Pressing approve again at the provider (the back button) changes nothing.
    await browser.fetch(first.redirectUrl, { method: "POST", form: { outcome: "failed" } });
    expect(
      await data(await browser.call("getPayment", { params: { paymentId: first.paymentId } })),
    ).toMatchObject({ status: "APPROVED" });
    // One receipt by e-mail, in the screen's words, with the receipt's page (the title's origin).
    const receipts = (await outbox(browser)).filter((m) =>
      m.text.includes(`Faktura ${invoice.ariaInvoiceNo} er betalt`),
    );
    expect(receipts.map((m) => m.channel)).toEqual(["email"]);
    expect(receipts[0]!.text).toContain(
      `Takk! Faktura ${invoice.ariaInvoiceNo} er betalt. Vi har mottatt 299 kr med betalingskort.`,
    );
    expect(receipts[0]!.text).toContain(`${ORIGIN}/dokument/kvittering/${first.paymentId}`);

    const paid = await payWith(browser, invoice.ariaInvoiceNo, "key-two-0002", "VIPPS");
    expect(paid.status).toBe(409);
    expect(count()).toBe(1);
  });

  it("never takes the money twice when two trips for one invoice are approved", async () => {
    const { browser } = await signedInFixed("unpaid-invoice");
    const invoice = await unpaidOf(browser);
    const a = await data<{ redirectUrl: string; paymentId: string }>(
      await payWith(browser, invoice.ariaInvoiceNo, "tab-a-00001"),
    );
    const b = await data<{ redirectUrl: string; paymentId: string }>(
      await payWith(browser, invoice.ariaInvoiceNo, "tab-b-00002", "VIPPS"),
    );
    expect(a.paymentId).not.toBe(b.paymentId);
    await browser.fetch(a.redirectUrl, { method: "POST", form: { outcome: "approved" } });
    await browser.fetch(b.redirectUrl, { method: "POST", form: { outcome: "approved" } });
    const status = async (paymentId: string) =>
      (await data<{ status: string }>(await browser.call("getPayment", { params: { paymentId } }))).status;
    expect([await status(a.paymentId), await status(b.paymentId)]).toEqual(["APPROVED", "FAILED"]);
  });

  it("refuses an unknown invoice, another account's, and another user's payment", async () => {
    const s = fixed();
    const { browser } = await signedIn("unpaid-invoice", s);
    expect((await payWith(browser, "99999999", "key-unknown-1")).status).toBe(404);
    const invoice = await unpaidOf(browser);
    const { paymentId } = await data<{ paymentId: string }>(
      await payWith(browser, invoice.ariaInvoiceNo, "key-mine-0001"),
    );
    const other = await signedIn("subscriber", s);
    expect((await other.browser.call("getPayment", { params: { paymentId } })).status).toBe(404);
    expect((await payWith(other.browser, invoice.ariaInvoiceNo, "key-theirs-01")).status).toBe(403);
  });
});

describe("getInvoices and getPaymentMethod", () => {
  it("answers the account's invoices newest first, for every title when they carry none", async () => {
    const { browser, db } = await signedInFixed("unpaid-invoice");
    const invoicesFor = (titleCode: string) =>
      browser.call("getInvoices", { params: { accountNo: accountNo("unpaid-invoice"), titleCode } });
    const adr = await data<Invoice[]>(await invoicesFor("ADR"));
    expect(adr.map((i) => [i.periodFrom, i.paid])).toEqual([
      ["2026-11-09", false],
      ["2026-10-09", true],
    ]);
    expect(adr[0]).toMatchObject({ amount: 299, periodTo: "2026-12-08", accountNumber: "1503 12 34567" });
    expect(adr[0]!.kid).toMatch(/^\d+$/);
    expect(await data(await invoicesFor("FVN"))).toEqual(adr);

    // An invoice of one title is that title's only.
    db.prepare(
      `INSERT INTO invoices (aria_invoice_no, aria_account_no, kid, amount, paid, description, period_from,
         period_to, account_number, due_date, title_code) VALUES ('9', ?, '1234', 100, 1, 'Ekstra', '2026-12-01',
         '2026-12-31', '1503 12 34567', '2026-12-14', 'ADR')`,
    ).run(accountNo("unpaid-invoice"));
    expect((await data<Invoice[]>(await invoicesFor("ADR")))[0]!.ariaInvoiceNo).toBe("9");
    expect(await data(await invoicesFor("FVN"))).toHaveLength(2);

    expect(
      (
        await browser.call("getInvoices", {
          params: { accountNo: accountNo("subscriber"), titleCode: "ADR" },
        })
      ).status,
    ).toBe(403);
  });

  it("answers the persona's payment method, or null", async () => {
    const s = fixed();
    const methodOf = async (personaId: string) => {
      const { browser } = await signedIn(personaId, s);
      return data(await browser.call("getPaymentMethod", { params: { accountNo: accountNo(personaId) } }));
    };
    const card = await methodOf("subscriber");
    expect(card).toMatchObject({ type: "SWEDBANK-PPG", cardLast4: "4417" });
    // The card is good for more than 30 days.
    expect((card as { cardExpiry: string }).cardExpiry > addMonths(TODAY, 1).slice(0, 7)).toBe(true);
    expect(await methodOf("youth")).toEqual({ type: "VIPPS", cardLast4: null, cardExpiry: null });
    expect(await methodOf("paper-subscriber")).toEqual({
      type: "AVTALEGIRO",
      cardLast4: null,
      cardExpiry: null,
    });
    expect(await methodOf("no-subscription")).toBeNull();

    const { browser } = await signedIn("youth", s);
    expect(
      (await browser.call("getPaymentMethod", { params: { accountNo: accountNo("subscriber") } })).status,
    ).toBe(403);
  });
});

// ─── Payment method ────────────────────────────────────────────────────────────────────────────────

describe("updateCard and updatePaymentMethod", () => {
  it("payment method: a same-origin return only; the provider page approves and sends the browser back", async () => {
    const { browser, db } = await signedIn("subscriber");
    const base = { ariaAccountNo: accountNo("subscriber"), titleCode: "ADR" };
    const foreign = await browser.call("updateCard", {
      body: { ...base, returnUrl: "https://evil.example/x" },
    });
    expect(foreign.status).toBe(400);
    const { redirectUrl } = await data<{ redirectUrl: string }>(
      await browser.call("updatePaymentMethod", {
        body: { ...base, paymentMethod: "VIPPS", returnUrl: `${ORIGIN}/endre-betalingsmetode/verify` },
      }),
    );
    expect(redirectUrl).toMatch(new RegExp(`^${ORIGIN}/_dev/payment/`));
    const page = await browser.fetch(redirectUrl);
    const html = await page.text();
    expect(html).toContain('<html lang="nb">');
    for (const label of ["Godkjenn", "Avbryt", "Feil"]) expect(html).toContain(`>${label}</button>`);
    const done = await browser.fetch(redirectUrl, { method: "POST", form: { outcome: "approved" } });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get("Location")!);
    expect(back.pathname).toBe("/endre-betalingsmetode/verify");
    expect(back.searchParams.get("status")).toBe("approved");
    expect(
      db
        .prepare("SELECT type, card_last4 FROM payment_methods WHERE aria_account_no = ?")
        .get(base.ariaAccountNo),
    ).toEqual({
      type: "VIPPS",
      card_last4: null,
    });
  });
});
