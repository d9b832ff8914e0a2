// @vitest-environment node
// How far a power of attorney reaches at the dev backend: a helper who may see invoices reads the
// person's invoice, receipt and credit note pages and PDFs, a helper without that right is refused
// in words (403 NOT_GRANTED); a grant is per title; and each act a helper makes — a complaint, an
// invoice paid — sends the subscriber a receipt naming the helper, in the title's language.
import { describe, expect, it } from "vitest";
import type { Invoice } from "#app/api/contract/payments.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import {
  accountNo,
  data,
  errorOf,
  fixed,
  ORIGIN,
  outbox,
  signedIn,
  TODAY,
  type Browser,
} from "#scripts/dev-backend/test-support.ts";

const kari = accountNo("subscriber");
const arne = accountNo("paper-subscriber");
const ingrid = accountNo("unpaid-invoice");

const invoicesOf = async (browser: Browser, account: string, titleCode = "ADR") =>
  data<Invoice[]>(await browser.call("getInvoices", { params: { accountNo: account, titleCode } }));

const codeOf = async (response: Response) => ((await errorOf(response)) as { code?: string }).code;

/** Arne gives Even a grant on one title with these rights, and Even accepts it. */
async function arneGrantsEven(rights: string[], titleCode: string) {
  const s = fixed();
  const { browser: arneBrowser } = await signedIn("paper-subscriber", s);
  const invitation = {
    ...{ titleCode, name: "Even Lie", email: "even.lie@example.no", phoneNumber: null },
    ...{ rights, validUntil: "2027-06-30" },
  };
  await data(await arneBrowser.call("inviteHelper", { body: invitation }));
  const message = (await outbox(arneBrowser)).find((m) => m.recipient === "even.lie@example.no");
  const code = message!.text.match(/kode=([\w-]+)/)![1]!;
  const { browser: even } = await signedIn("helper", s);
  await data(await even.call("acceptFullmakt", { body: { code, titleCode } }));
  return { arne: arneBrowser, even };
}

describe("documents for a helper", () => {
  it("a helper who may see invoices reads the person's invoice, page and PDF", async () => {
    const { browser: even } = await signedIn("helper", fixed());
    const [invoice] = await invoicesOf(even, kari);
    const params = { titleCode: "ADR", ariaInvoiceNo: invoice!.ariaInvoiceNo };
    const doc = await data<{ subscriber: { name: string; ariaAccountNo: string } }>(
      await even.call("getInvoiceDocument", { params }),
    );
    expect(doc.subscriber).toMatchObject({ name: "Kari Nordmann", ariaAccountNo: kari });
    const pdf = await even.call("getInvoicePdf", { params });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toMatch(/pdf/);
  });

  it("a helper of Arne's paper reads his credit note for a complaint they made", async () => {
    const s = fixed();
    const { browser: sigrid } = await signedIn("helper-of-two", s);
    const complaint = {
      ...{ ariaAccountNo: arne, titleCode: "ADR", dates: [addDays(TODAY, -1)], category: "MANGLER" },
      ...{ remedy: "CREDIT", comment: "Ingen avis i postkassen." },
    };
    await data(await sigrid.call("registerComplaint", { body: complaint }));
    const credits = await data<Array<{ creditId: string }>>(
      await sigrid.call("getCreditNotes", { params: { accountNo: arne, titleCode: "ADR" } }),
    );
    expect(credits.length).toBeGreaterThan(0);
    const note = await data<{ kind: string; subscriber: { name: string } }>(
      await sigrid.call("getCreditNoteDocument", {
        params: { titleCode: "ADR", creditId: credits[0]!.creditId },
      }),
    );
    expect(note).toMatchObject({ kind: "CREDIT_NOTE", subscriber: { name: "Arne Solberg" } });
  });

  it("a helper without the right to see invoices is refused in words; a stranger finds nothing", async () => {
    const { arne: arneBrowser, even } = await arneGrantsEven(["delivery"], "ADR");
    const [invoice] = await invoicesOf(arneBrowser, arne);
    const params = { titleCode: "ADR", ariaInvoiceNo: invoice!.ariaInvoiceNo };
    for (const name of ["getInvoiceDocument", "getInvoicePdf"] as const) {
      const refused = await even.call(name, { params });
      expect(refused.status).toBe(403);
      expect(await codeOf(refused)).toBe("NOT_GRANTED");
    }
    const { browser: stranger } = await signedIn("unpaid-invoice", fixed());
    expect((await stranger.call("getInvoiceDocument", { params })).status).toBe(404);
  });
});

describe("delivery for a helper", () => {
  it("a helper who may help with delivery leaves a note to the carrier; one who may only see is refused", async () => {
    const { even } = await arneGrantsEven(["delivery"], "ADR");
    const note = { ariaAccountNo: arne, titleCode: "ADR", changeId: null, text: "Legg avisen i postkassen." };
    const saved = await even.call("saveCarrierNote", {
      body: note,
      headers: { "Idempotency-Key": "even-note-0001" },
    });
    expect(saved.status).toBe(200);
    const { even: seer } = await arneGrantsEven(["see"], "SBX");
    const refused = await seer.call("saveCarrierNote", {
      body: { ...note, titleCode: "SBX" },
      headers: { "Idempotency-Key": "even-note-0002" },
    });
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe("NOT_GRANTED");
  });
});

describe("a grant is per title", () => {
  it("a grant on SBX does not open Arne's account on ADR", async () => {
    const { even } = await arneGrantsEven(["see", "delivery"], "SBX");
    expect((await even.call("getInvoices", { params: { accountNo: arne, titleCode: "SBX" } })).status).toBe(
      200,
    );
    const other = await even.call("getInvoices", { params: { accountNo: arne, titleCode: "ADR" } });
    expect(other.status).toBe(403);
    expect(await codeOf(other)).toBeUndefined();
    const [invoice] = await invoicesOf(even, arne, "SBX");
    const document = await even.call("getInvoiceDocument", {
      params: { titleCode: "ADR", ariaInvoiceNo: invoice!.ariaInvoiceNo },
    });
    expect(document.status).toBe(404);
  });
});

describe("a receipt for every act a helper makes", () => {
  it.each([
    ["ADR", "Sigrid Lunde har gjort dette for deg på Min side for Adresseavisen, med fullmakten du ga: "],
    ["SH", "Sigrid Lunde har gjort dette for deg på Min side for Sunnhordland, med fullmakta du gav: "],
  ])("a complaint at %s: Arne's confirmation names the helper", async (titleCode, opening) => {
    const s = fixed();
    const { browser: sigrid } = await signedIn("helper-of-two", s);
    const complaint = {
      ...{ ariaAccountNo: arne, titleCode, dates: [addDays(TODAY, -1)], category: "MANGLER" },
      ...{ remedy: "CREDIT", comment: "Ingen avis i postkassen." },
    };
    await data(await sigrid.call("registerComplaint", { body: complaint }));
    const sent = (await outbox(sigrid)).filter((m) => m.recipient === "arne.solberg@example.no");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text.startsWith(opening)).toBe(true);
    expect(sent[0]!.text).toContain("Vi har registrert reklamasjonen din");
  });

  it.each([
    ["ADR", "med fullmakten du ga", "ble betalt"],
    ["SH", "med fullmakta du gav", "vart betalt"],
  ])(
    "an invoice paid by a helper at %s: Ingrid's receipt names Sigrid, her history says Sigrid paid",
    async (titleCode, grant, paid) => {
      const s = fixed();
      const { browser: sigrid } = await signedIn("helper-of-two", s);
      const unpaid = (await invoicesOf(sigrid, ingrid, titleCode)).find((i) => !i.paid)!;
      const started = await data<{ paymentId: string; redirectUrl: string }>(
        await sigrid.call("payInvoice", {
          params: { ariaInvoiceNo: unpaid.ariaInvoiceNo },
          body: {
            ...{ ariaAccountNo: ingrid, titleCode, paymentMethod: "SWEDBANK-PPG", currency: "NOK-01" },
            returnUrl: `${ORIGIN}/betal-faktura/${unpaid.ariaInvoiceNo}`,
          },
          headers: { "Idempotency-Key": "helper-pays-0001" },
        }),
      );
      await sigrid.fetch(started.redirectUrl, { method: "POST", form: { outcome: "approved" } });
      // The helper follows the payment they started.
      const payment = await data<{ status: string }>(
        await sigrid.call("getPayment", { params: { paymentId: started.paymentId } }),
      );
      expect(payment.status).toBe("APPROVED");
      // And reads its receipt, page and PDF, as Ingrid's.
      const receiptParams = { titleCode, paymentId: started.paymentId };
      const receiptDoc = await data<{ kind: string; subscriber: { name: string } }>(
        await sigrid.call("getReceiptDocument", { params: receiptParams }),
      );
      expect(receiptDoc).toMatchObject({ kind: "RECEIPT", subscriber: { name: "Ingrid Olsen" } });
      expect((await sigrid.call("getReceiptPdf", { params: receiptParams })).status).toBe(200);
      const receipt = (await outbox(sigrid)).find((m) => m.text.includes(`Faktura ${unpaid.ariaInvoiceNo}`));
      expect(receipt?.text).toMatch(
        new RegExp(
          `^Sigrid Lunde har gjort dette for deg .*, ${grant}: Faktura ${unpaid.ariaInvoiceNo} på .* ${paid} med betalingskort 18\\.11\\.2026\\.`,
        ),
      );
      const { browser: ingridBrowser } = await signedIn("unpaid-invoice", s);
      const history = await data<Array<{ kind: string; paymentId?: string; madeBy?: string }>>(
        await ingridBrowser.call("getHistory", { params: { accountNo: ingrid, titleCode } }),
      );
      expect(history.find((e) => e.paymentId === started.paymentId)).toMatchObject({
        kind: "payment",
        madeBy: "Sigrid Lunde",
      });
    },
  );

  it("an invoice the subscriber pays herself sends no helper's receipt", async () => {
    const { browser } = await signedIn("unpaid-invoice", fixed());
    const unpaid = (await invoicesOf(browser, ingrid)).find((i) => !i.paid)!;
    const started = await data<{ redirectUrl: string }>(
      await browser.call("payInvoice", {
        params: { ariaInvoiceNo: unpaid.ariaInvoiceNo },
        body: {
          ...{ ariaAccountNo: ingrid, titleCode: "ADR", paymentMethod: "SWEDBANK-PPG", currency: "NOK-01" },
          returnUrl: `${ORIGIN}/betal-faktura/${unpaid.ariaInvoiceNo}`,
        },
        headers: { "Idempotency-Key": "self-pays-0001" },
      }),
    );
    await browser.fetch(started.redirectUrl, { method: "POST", form: { outcome: "approved" } });
    expect((await outbox(browser)).filter((m) => m.text.includes("har gjort dette for deg"))).toEqual([]);
  });
});
