// @vitest-environment node
// The PDF generator read back with poppler's pdftotext, as a reader's tools read it: every fact
// bokføringsforskriften § 5-1-1 asks of an invoice, and any name a subscriber can have — Sámi,
// Polish, Cyrillic, Greek, emoji, direction marks, NUL, 3,000 characters — printed whole, wrapped
// inside its column, never over another field, never a crash.
import { describe, expect, it } from "vitest";
import type { InvoiceDocument } from "#app/api/contract/documents.ts";
import { documentPdf } from "./invoice-pdf.ts";
import { REPLACEMENT } from "./fonts.ts";
import { isPdf, overprinted, pdfText, pdfWords, rowOf, squeezed } from "./pdf-text.ts";

const SAMI = "Niillas Ŋuolla Čáhppes-Đuolbbás";

const invoice: InvoiceDocument = {
  kind: "INVOICE",
  documentNo: "7100302",
  issuedOn: "2026-11-01",
  paymentId: null,
  seller: {
    name: "Adresseavisen",
    companyName: "Adresseavisen AS",
    address: "Postboks 1, 0000 Trondheim",
    organizationNumber: "948 172 666",
  },
  subscriber: {
    name: "Kari Nordmann",
    ariaAccountNo: "100000123",
    address: "Kongens gate 14, 7011 Trondheim",
  },
  ariaInvoiceNo: "7100302",
  kid: "00710030214",
  description: "Digital månedlig",
  periodFrom: "2026-11-01",
  periodTo: "2026-11-30",
  amount: 299,
  netAmount: 299,
  vatRate: 0,
  vatAmount: 0,
  accountNumber: "1503 12 34567",
  dueDate: "2026-11-15",
  paidDate: null,
  paidAt: null,
  method: null,
  creditReason: null,
  cardLast4: null,
};

const receipt: InvoiceDocument = {
  ...invoice,
  kind: "RECEIPT",
  paymentId: "NhU87AsFyq20OMoN",
  paidDate: "2026-11-18",
  paidAt: "2026-11-18T09:30:00.000Z",
  method: "SWEDBANK-PPG",
  cardLast4: "4242",
};

const pdfOf = async (doc: InvoiceDocument, locale: "nb" | "nn" = "nb") => {
  const bytes = await documentPdf(doc, locale);
  expect(isPdf(bytes)).toBe(true);
  return bytes;
};
const named = (doc: InvoiceDocument, name: string): InvoiceDocument => ({
  ...doc,
  subscriber: { ...doc.subscriber, name },
});

describe("an invoice's PDF holds every fact of bokføringsforskriften § 5-1-1", () => {
  it.each([
    ["nb", "Gjelder", "Merverdiavgift 0 %", "Beløp uten mva.", "Selger"],
    ["nn", "Gjeld", "Meirverdiavgift 0 %", "Beløp utan mva.", "Seljar"],
  ] as const)("in %s", async (locale, about, vat, net, seller) => {
    const text = pdfText(await pdfOf(invoice, locale));
    // Number and date of issue.
    expect(text).toContain("Faktura 7100302");
    expect(rowOf(text, "Fakturadato")).toMatch(/ 01\.11\.2026$/);
    expect(rowOf(text, "Fakturanummer")).toMatch(/ 7100302$/);
    // The seller: name, address, org.nr. with MVA, Foretaksregisteret.
    expect(rowOf(text, seller)).toMatch(/ Adresseavisen AS \(Adresseavisen\)$/);
    expect(text).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ Postboks 1, 0000 Trondheim$/),
        expect.stringMatching(/ Org\.nr\. 948 172 666 MVA$/),
        expect.stringMatching(/ Foretaksregisteret$/),
      ]),
    );
    // The buyer: name and address.
    expect(rowOf(text, "Kunde ")).toMatch(/ Kari Nordmann$/);
    expect(rowOf(text, "Adresse ")).toMatch(/ Kongens gate 14, 7011 Trondheim$/);
    // What was delivered, for which period; net, VAT rate and amount, gross.
    expect(rowOf(text, about)).toMatch(/ Digital månedlig$/);
    expect(rowOf(text, "Periode")).toMatch(/ 01\.11\.2026 – 30\.11\.2026$/);
    expect(rowOf(text, net)).toMatch(/ 299 kr$/);
    expect(rowOf(text, vat)).toMatch(/ 0 kr$/);
    expect(rowOf(text, "Beløp med mva.")).toMatch(/ 299 kr$/);
    // Due date, KID, account.
    expect(rowOf(text, "Forfallsdato")).toMatch(/ 15\.11\.2026$/);
    expect(rowOf(text, "KID")).toMatch(/ 00710030214$/);
    expect(rowOf(text, "Kontonummer")).toMatch(/ 1503 12 34567$/);
    expect(text).toContain("Å betale: 299 kr");
  });

  it("a receipt says when, how (the card's last four) and the payment's reference", async () => {
    const text = pdfText(await pdfOf(receipt));
    expect(text).toContain("Kvittering for faktura 7100302");
    // 09.30 UTC is 10.30 in Oslo in November.
    expect(rowOf(text, "Betalt ")).toMatch(/ 18\.11\.2026 kl\. 10\.30$/);
    expect(rowOf(text, "Betalt med")).toMatch(/ Betalingskort som slutter på 4242$/);
    expect(rowOf(text, "Referanse")).toMatch(/ NhU87AsFyq20OMoN$/);
    const vipps = pdfText(await pdfOf({ ...receipt, method: "VIPPS", cardLast4: null }, "nn"));
    expect(rowOf(vipps, "Betalt med")).toMatch(/ Vipps$/);
  });

  it("a credit note names what it credits and the amount, with no due date or KID", async () => {
    const credit: InvoiceDocument = {
      ...invoice,
      kind: "CREDIT_NOTE",
      documentNo: "RK12345678",
      kid: "",
      description: "Kreditering for avis som ikke kom 20.11.2026 (reklamasjon RK12345678)",
      amount: 29,
      netAmount: 29,
      dueDate: null,
    };
    const text = pdfText(await pdfOf(credit));
    expect(text).toContain("Kreditnota RK12345678");
    expect(rowOf(text, "Krediterer faktura")).toMatch(/ 7100302$/);
    expect(rowOf(text, "Gjelder")).toMatch(/ Kreditering for avis som ikke kom 20\.11\.2026/);
    expect(text).toContain("Kreditert: 29 kr");
    expect(rowOf(text, "Forfallsdato")).toBeUndefined();
    expect(rowOf(text, "KID")).toBeUndefined();
  });
});

describe("any name prints, whole and in its place", { timeout: 30_000 }, () => {
  it.each([invoice, receipt])("the Sámi name exactly, on a $kind", async (doc) => {
    const text = pdfText(await pdfOf(named(doc, SAMI)));
    expect(rowOf(text, "Kunde ")).toBe(`Kunde${rowOf(text, "Kunde ")!.slice(5, -SAMI.length)}${SAMI}`);
  });

  const names: Array<[string, string, string]> = [
    // [case, name, what pdftotext should read]
    ["Polish", "Łukasz Żółć", "Łukasz Żółć"],
    ["Cyrillic", "Ольга Петрова", "Ольга Петрова"],
    ["Greek", "Γιώργος Παπαδόπουλος", "Γιώργος Παπαδόπουλος"],
    ["an emoji the font has", "Kari 😀 Nordmann", "Kari 😀 Nordmann"],
    [
      "a script the font lacks: one visible � per character",
      "Kari 北京 Nordmann",
      `Kari ${REPLACEMENT}${REPLACEMENT} Nordmann`,
    ],
    ["a right-to-left mark (invisible, left out)", "Kari \u200fNordmann", "Kari Nordmann"],
    ["NUL (a control, left out)", "Kari\u0000 Nordmann", "Kari Nordmann"],
    ["66 characters", "Kari Margrethe Sofie Elisabeth Nordmann-Kristiansen Haugen Bakkeli", ""],
    ["66 characters in one word", "K".repeat(66), ""],
    ["the field's maximum, given and family name", `${"Å".repeat(100)} ${"Ø".repeat(100)}`, ""],
    [
      "3,000 characters",
      Array.from({ length: 300 }, (_, i) => `Navn${i}`)
        .join(" ")
        .padEnd(3000, "x"),
      "",
    ],
  ];

  it.each(names)("%s", async (_case, name, reads) => {
    for (const doc of [invoice, receipt]) {
      const bytes = await pdfOf(named(doc, name));
      const text = pdfText(bytes);
      // Never cut: every character is there, in order, wherever the lines broke.
      const body = text.filter((line) => !/^\s*Side \d+ av \d+$/.test(line));
      expect(squeezed(body.join(" "))).toContain(squeezed(reads || name));
      // Never printed over another field: no two words' boxes overlap, and the fields after the
      // name are all there.
      expect(overprinted(pdfWords(bytes))).toEqual([]);
      expect(rowOf(text, "Kundenummer")).toMatch(/ 100000123$/);
      expect(rowOf(text, "KID")).toMatch(/ 00710030214$/);
    }
  });
});
