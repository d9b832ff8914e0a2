// Invoices, receipts and credit notes as documents (ADR 029, 047, 065, 072), in Bokmål on the
// sandbox title, in-process (ADR 087): unpaid-invoice's invoice says it is unpaid and offers
// AvtaleGiro, she pays by card and keeps the receipt (the page and its PDF, the same card and
// reference); paper-subscriber's invoice holds every fact of bokføringsforskriften § 5-1-1, on the
// page and in its PDF; a complaint's credit has a credit note, on the overview, as a page and as a
// PDF; nobody gets someone else's document, not even its PDF; an address's own text is never
// printed back. The PDFs are the bytes the page hands the browser to save on a click, read with
// pdfText/rowOf as the browser's downloads were. tests/e2e/documents.test.ts keeps what only a
// browser shows: the offer left off paper and the receipt's axe, the subscriber's year-at-a-time
// overview with a reload and the back button and the failed download with its retry (both behind
// nginx), the Nynorsk runs, with axe on the not-found screen in Nynorsk.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { osloToday } from "#app/domain/oslo-date.ts";
import { isPdf, pdfText, rowOf } from "#scripts/dev-backend/documents/pdf-text.ts";
import { numberAfterSeed, personaById, seededInvoiceNo } from "#tests/fixtures/personas/all.ts";
import { lastPaperDay } from "#tests/e2e/complaint-steps.ts";
import { reader, statusSaying } from "../app.tsx";
import { app } from "./the-app.ts";

/** A persona's invoice number as the stand-in seeded it today: the newest (0), the one before, … */
const invoiceNo = (persona: string, fromNewest = 0) => seededInvoiceNo(persona, osloToday(), fromNewest);

/** Text as a reader reads it: runs of white space as one space, none at the ends. */
const said = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** A document fact's value: the description under its term, found by the term's exact words. */
function fact(term: string): string {
  const terms = [...document.querySelectorAll("main dt")].filter((dt) => said(dt.textContent) === term);
  expect(terms, `the fact "${term}"`).toHaveLength(1);
  const value = terms[0]!.nextElementSibling;
  expect(value?.tagName, `"${term}" has its value`).toBe("DD");
  return said(value!.textContent);
}

/**
 * What the page hands the browser to save when a PDF link is clicked (app/components/pdf-download.tsx
 * makes a link to the bytes and clicks it): the file's name and the text of its bytes, read with
 * pdftotext as the browser's download was. As journeys/paper-figures.tsx catches it;
 * a download of this kind might belong in the harness.
 */
async function downloadedPdf(link: HTMLElement, fileName: string): Promise<string[]> {
  const download = await reader.download(link);
  expect(download.fileName).toBe(fileName);
  expect(isPdf(download.bytes)).toBe(true);
  return pdfText(download.bytes);
}

const NOT_FOUND_INVOICE =
  "Vi finner ingen faktura med dette nummeret hos deg. Sjekk nummeret, eller se alle fakturaene dine.";
const AVTALEGIRO_OFFER = "Slipp å betale fakturaen selv";

describe("documents: invoices, receipts and credit notes as pages and PDFs", () => {
  it("unpaid-invoice pays by card and keeps the receipt", async () => {
    const number = invoiceNo("unpaid-invoice");
    await app.openAs("unpaid-invoice", "/fakturaoversikt", "Fakturaoversikt");
    // Before paying: the invoice's document says it is not paid, and where to pay.
    await reader.click(screen.getByRole("link", { name: `Se faktura ${number}` }));
    await screen.findByRole("heading", { level: 1, name: `Faktura ${number}` });
    expect(fact("Betalt dato")).toBe("Ikke betalt");
    expect(fact("Kontonummer")).toBe("1503 12 34567");
    // She pays by invoice: AvtaleGiro is offered beside the invoice (ADR 053).
    const offer = screen.getByRole("complementary", { name: AVTALEGIRO_OFFER });
    expect(offer.textContent).toContain(
      "Med AvtaleGiro trekker banken beløpet fra kontoen din på forfallsdagen.",
    );
    expect(within(offer).getByRole("link", { name: "Opprett AvtaleGiro" })).toBeTruthy();

    await app.open(`/betal-faktura/${number}`, "Betal faktura");
    await reader.click(screen.getByRole("radio", { name: "Betalingskort" }));
    await reader.click(screen.getByRole("button", { name: "Betal 299 kr" }));
    const provider = await app.leftForPath(/\/_dev\/payment\/[^/?]+$/);
    await app.open(await app.answerAt(provider, "approved"));
    await statusSaying(`Takk! Faktura ${number} er betalt.`);
    // The receipt straight from the outcome…
    await reader.click(screen.getByRole("link", { name: "Se kvitteringen" }));
    await screen.findByRole("heading", { level: 1, name: `Kvittering for faktura ${number}` });
    const fromOutcome = app.location();
    // A receipt is no invoice to pay: nothing is offered beside it.
    expect(screen.queryByRole("complementary", { name: AVTALEGIRO_OFFER })).toBeNull();

    // …and from the overview, where each card or Vipps payment's receipt is listed with its invoice.
    await reader.click(screen.getByRole("link", { name: "Se alle fakturaer" }));
    await screen.findByRole("heading", { level: 1, name: "Fakturaoversikt" });
    await reader.click(
      await screen.findByRole("link", { name: /^Se kvittering for betalingen med betalingskort / }),
    );
    await screen.findByRole("heading", { level: 1, name: `Kvittering for faktura ${number}` });
    expect(app.location()).toMatch(/^\/dokument\/kvittering\/[\w-]+$/);
    expect(app.location()).toBe(fromOutcome);
    // The card the provider charged, by its last four digits: the same on the page and in the PDF.
    const card = fact("Betalt med");
    expect(card).toMatch(/^Betalingskort som slutter på \d{4}$/);
    expect(fact("Beløp med mva.")).toBe("299 kr");
    // When, to the minute, and the payment's reference.
    expect(fact("Betalt")).toMatch(/^\d{1,2}\. [a-zæøå]+ \d{4} kl\. \d{2}\.\d{2}$/);
    const reference = app.location().split("/").at(-1)!;
    expect(fact("Referanse")).toBe(reference);
    // Its own number, the title's next in its one series of documents (ADR 072), and the invoice it paid.
    const receiptNo = numberAfterSeed(osloToday());
    expect(fact("Kvitteringsnummer")).toBe(receiptNo);
    expect(fact("Fakturanummer")).toBe(number);

    // Filed under its own number.
    const text = await downloadedPdf(
      screen.getByRole("link", { name: "Last ned kvitteringen som PDF" }),
      `kvittering-${receiptNo}.pdf`,
    );
    expect(text).toEqual(expect.arrayContaining([`Kvittering for faktura ${number}`, "Betalt: 299 kr"]));
    expect(rowOf(text, "Kunde ")).toMatch(/ Ingrid Olsen$/);
    expect(rowOf(text, "Betalt med")).toMatch(new RegExp(` ${card}$`));
    expect(rowOf(text, "Referanse")).toMatch(new RegExp(` ${reference}$`));
  });

  it("nobody gets someone else's document: an unknown or another subscriber's number is said not found", async () => {
    // Kari Nordmann's (subscriber) newest invoice; Ingrid Olsen (unpaid-invoice) asks for it.
    const karis = invoiceNo("subscriber");
    await app.openAs("unpaid-invoice", `/dokument/faktura/${karis}`, "Fant ikke dokumentet");
    expect(said((await screen.findByRole("alert")).textContent)).toBe(NOT_FOUND_INVOICE);
    expect(screen.queryByText("Kari Nordmann", { exact: false })).toBeNull();

    // The PDF's address answers no file either, only the refusal in Norwegian (with her cookies).
    const pdf = await app.browser.fetch(`/api/document/invoice/SBX/${karis}/pdf`);
    expect({
      status: pdf.status,
      type: pdf.headers.get("Content-Type"),
      body: await pdf.json(),
    }).toEqual({
      status: 404,
      type: expect.stringMatching(/^application\/json/),
      body: { error: { status: 404, message: "Fant ingen faktura med dette nummeret hos deg" } },
    });

    await app.open("/dokument/kvittering/finnes-ikke");
    expect(said((await screen.findByRole("alert")).textContent)).toBe(
      "Vi finner ingen kvittering for denne betalingen hos deg. Se alle fakturaene dine.",
    );
    await reader.click(screen.getByRole("link", { name: "Se alle fakturaer" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeTruthy();
  });

  it("paper-subscriber's invoice holds every fact of bokføringsforskriften § 5-1-1, on the page and in the PDF", async () => {
    const number = invoiceNo("paper-subscriber");
    await app.openAs("paper-subscriber", `/dokument/faktura/${number}`, `Faktura ${number}`);
    const date = /^\d{1,2}\. [a-zæøå]+ \d{4}$/;
    // Seller: registered name, address, org.nr. with MVA, Foretaksregisteret.
    const seller = fact("Selger");
    for (const part of [
      "Sandkasseavisa AS (Sandkasseavisa)",
      "Postboks 1, 0000 Trondheim",
      "Org.nr. 970 853 332 MVA",
      "Foretaksregisteret",
    ])
      expect(seller).toContain(part);
    // Buyer: name and address.
    expect(fact("Kunde")).toBe("Arne Solberg");
    expect(fact("Adresse")).toBe("Kongens gate 14, 2. etasje, H0201, 7011 Trondheim");
    // Number and date; what and which period; net, VAT, gross; due date, KID, account.
    expect(fact("Fakturanummer")).toBe(number);
    expect(fact("Fakturadato")).toMatch(date);
    expect(fact("Gjelder")).toMatch(/^Papir \+ digital/);
    expect(fact("Periode")).toMatch(/^\d{1,2}\. [a-zæøå]+ \d{4} – \d{1,2}\. [a-zæøå]+ \d{4}$/);
    expect(fact("Beløp uten mva.")).toBe("749 kr");
    expect(fact("Merverdiavgift 0 %")).toBe("0 kr");
    expect(fact("Beløp med mva.")).toBe("749 kr");
    expect(fact("Forfallsdato")).toMatch(date);
    expect(fact("KID")).toMatch(/^\d+$/);
    expect(fact("Kontonummer")).toBe("1503 12 34567");
    const kid = fact("KID");
    // He pays by AvtaleGiro already: it is not offered again.
    expect(screen.queryByRole("complementary", { name: AVTALEGIRO_OFFER })).toBeNull();

    const text = await downloadedPdf(
      screen.getByRole("link", { name: "Last ned fakturaen som PDF" }),
      `faktura-${number}.pdf`,
    );
    const numeric = / \d{2}\.\d{2}\.\d{4}$/;
    expect(text).toContain(`Faktura ${number}`);
    expect(rowOf(text, "Selger")).toMatch(/ Sandkasseavisa AS \(Sandkasseavisa\)$/);
    for (const line of ["Postboks 1, 0000 Trondheim", "Org.nr. 970 853 332 MVA", "Foretaksregisteret"])
      expect(rowOf(text, line)).toBeDefined();
    expect(rowOf(text, "Kunde ")).toMatch(/ Arne Solberg$/);
    expect(rowOf(text, "Adresse ")).toMatch(/ Kongens gate 14, 2\. etasje, H0201, 7011 Trondheim$/);
    expect(rowOf(text, "Fakturanummer")).toMatch(new RegExp(` ${number}$`));
    expect(rowOf(text, "Fakturadato")).toMatch(numeric);
    expect(rowOf(text, "Gjelder")).toMatch(/ Papir \+ digital/);
    expect(rowOf(text, "Periode")).toMatch(/ \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
    expect(rowOf(text, "Beløp uten mva.")).toMatch(/ 749 kr$/);
    expect(rowOf(text, "Merverdiavgift 0 %")).toMatch(/ 0 kr$/);
    expect(rowOf(text, "Beløp med mva.")).toMatch(/ 749 kr$/);
    expect(rowOf(text, "Forfallsdato")).toMatch(numeric);
    expect(rowOf(text, "KID")).toMatch(new RegExp(` ${kid}$`));
    expect(rowOf(text, "Kontonummer")).toMatch(/ 1503 12 34567$/);
  });

  it("a document's address is never printed back, and a number too long for any document is not found", async () => {
    await app.openAs("subscriber", "/dokument/faktura/Ring oss på 815 00 000", "Fant ikke dokumentet");
    expect(said((await screen.findByRole("alert")).textContent)).toBe(NOT_FOUND_INVOICE);
    expect(screen.queryByText("Ring oss", { exact: false })).toBeNull();

    // Longer than any document's number: not found, not "cannot be shown right now".
    await app.open(`/dokument/faktura/${"7".repeat(65)}`, "Fant ikke dokumentet");
    expect(screen.queryByText("Dokumentet kan ikke vises akkurat nå.", { exact: false })).toBeNull();
    await app.open("/dokument/kreditnota/RK00000000");
    expect(said((await screen.findByRole("alert")).textContent)).toBe(
      "Vi finner ingen kreditnota med dette nummeret hos deg. Se alle fakturaene dine.",
    );
  });

  it("a complaint's credit has a credit note, on the overview, as a page and as a PDF with the same figures", async () => {
    await app.openAs("paper-subscriber", "/fakturaoversikt", "Fakturaoversikt");
    // The credit is recorded by the platform as the complaint form would ask for it.
    const registered = await app.browser.call("registerComplaint", {
      body: {
        ariaAccountNo: personaById("paper-subscriber")!.account!.ariaAccountNo,
        titleCode: "SBX",
        dates: [lastPaperDay()],
        category: "MANGLER",
        remedy: "CREDIT",
        comment: "",
      },
    });
    expect(registered.status).toBe(200);
    const { complaintId } = ((await registered.json()) as { data: { complaintId: string } }).data;
    await app.open("/fakturaoversikt", "Fakturaoversikt");
    // Numbered in the title's own series (ADR 065); the complaint's case number is in what it credits.
    const notes = await screen.findByRole("region", { name: "Kreditnotaer og debetnotaer" });
    const link = within(notes).getByRole("link", { name: /^Se kreditnota \d+: \d+ kr kreditert / });
    const [, creditId, amount] = /^Se kreditnota (\d+): (\d+ kr) kreditert/.exec(said(link.textContent))!;
    await reader.click(link);
    await screen.findByRole("heading", { level: 1, name: `Kreditnota ${creditId}` });
    expect(fact("Kreditnotanummer")).toBe(creditId);
    expect(fact("Beløp med mva.")).toBe(amount);
    expect(fact("Merverdiavgift 0 %")).toBe("0 kr");
    expect(fact("Gjelder")).toContain(`reklamasjon ${complaintId}`);
    expect(screen.getByText(`Kreditert: ${amount}`, { exact: false })).toBeTruthy();

    const text = await downloadedPdf(
      screen.getByRole("link", { name: "Last ned kreditnotaen som PDF" }),
      `kreditnota-${creditId}.pdf`,
    );
    expect(text).toEqual(expect.arrayContaining([`Kreditnota ${creditId}`, `Kreditert: ${amount}`]));
    expect(rowOf(text, "Beløp med mva.")).toMatch(new RegExp(` ${amount}$`));
    expect(rowOf(text, "Kunde ")).toMatch(/ Arne Solberg$/);

    // The history says the credit once, on the complaint's own row.
    await app.open("/historikk", "Historikk");
    await screen.findAllByRole("listitem");
    expect(screen.queryAllByText(`${amount} til gode på neste betaling`, { exact: false })).toHaveLength(1);
  });
});
