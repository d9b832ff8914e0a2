// Invoices and receipts as documents (ADR 029, 047): subscriber reads a long history a year at a
// time and keeps an invoice as a page and a PDF; paper-subscriber's invoice holds every fact of
// bokføringsforskriften § 5-1-1, on the page and in the PDF read back with pdftotext;
// unpaid-invoice pays by card and gets the receipt; youth in a Nynorsk title reads hers in nn; a
// failed download is said on the page with a retry; nobody gets someone else's document, and an
// address's own text is never printed back.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { isPdf, pdfText, rowOf } from "#scripts/dev-backend/documents/pdf-text.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { CSRF_COOKIE, CSRF_HEADER } from "#app/api/contract/shared.ts";
import { personaById } from "#tests/fixtures/personas/all.ts";
import { lastPaperDay } from "./complaint-steps.ts";
import { platformToday } from "./clock.ts";
import { formatNumericDate } from "#app/domain/format.ts";
import { invoiceNo, nextDocumentNo, setFault, signInAs } from "./session.ts";

/** Clicks a download link (or retry button) and answers the text of the PDF the browser saved. */
async function downloadedPdf(
  page: Page,
  linkName: string | RegExp,
  fileName: string | RegExp = /\.pdf$/,
  role: "link" | "button" = "link",
): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole(role, { name: linkName }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(fileName);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(isPdf(bytes)).toBe(true);
  return pdfText(bytes);
}

/** A document fact's value: the description under its term, found by the term's exact words. */
const fact = (page: Page, term: string) =>
  page
    .locator("dt")
    .filter({ hasText: new RegExp(`^${term.replace(/[.()]/g, "\\$&")}$`) })
    .locator("+ dd");

test(
  "subscriber reads a year at a time and keeps an invoice as a page and a PDF",
  { tag: "@nginx" },
  async ({ page }) => {
    await signInAs(page, "subscriber", "/fakturaoversikt");
    await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
    const years = page.getByRole("navigation", { name: "Velg år" });
    await expect(years.getByRole("link", { name: "Alle år" })).toHaveAttribute("aria-current", "page");
    // Every invoice since she subscribed, one a month, each with its document: as the seed of the
    // pinned day has them (her start day, and so the years, move with the day).
    const invoices = personaById("subscriber", platformToday())!.invoices;
    await expect(page.getByRole("region")).toHaveCount(invoices.length);
    await expectNoAxeViolations(page);

    // The oldest year: only its invoices, and the year stays in the address through a reload.
    const yearsHeld = [...new Set(invoices.map((invoice) => invoice.periodFrom.slice(0, 4)))]
      .sort()
      .reverse();
    expect(yearsHeld.length).toBeGreaterThan(1);
    const oldest = yearsHeld.at(-1)!;
    const yearLinks = years.getByRole("link", { name: /^\d{4}$/ });
    await expect(yearLinks).toHaveText(yearsHeld);
    await yearLinks.nth(yearsHeld.length - 1).click();
    await expect(page).toHaveURL(new RegExp(`/fakturaoversikt\\?ar=${oldest}$`));
    await expect(years.getByRole("link", { name: oldest })).toHaveAttribute("aria-current", "page");
    const ofOldest = invoices
      .filter((invoice) => invoice.periodFrom.startsWith(oldest))
      .sort((a, b) => b.periodFrom.localeCompare(a.periodFrom));
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(
      ofOldest.map(
        (invoice) =>
          new RegExp(
            `${formatNumericDate(invoice.periodFrom).replaceAll(".", "\\.")}.*faktura ${invoice.ariaInvoiceNo}$`,
          ),
      ),
    );
    await page.reload();
    await expect(page.getByRole("region")).toHaveCount(ofOldest.length);
    await page.goBack();
    await expect(page).toHaveURL(/\/fakturaoversikt$/);
    await expect(page.getByRole("region")).toHaveCount(15);

    // The newest invoice as a readable page: seller, subscriber, KID, period, amount, VAT, dates.
    await page.getByRole("link", { name: `Se faktura ${invoiceNo("subscriber")}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dokument/faktura/${invoiceNo("subscriber")}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: `Faktura ${invoiceNo("subscriber")}` }),
    ).toBeVisible();
    await expect(fact(page, "Selger")).toContainText("Sandkasseavisa AS (Sandkasseavisa)");
    await expect(fact(page, "Selger")).toContainText("Org.nr. 970 853 332 MVA");
    await expect(fact(page, "Kunde")).toHaveText("Kari Nordmann");
    await expect(fact(page, "Kundenummer")).toHaveText("40527391");
    await expect(fact(page, "Merverdiavgift 0 %")).toHaveText("0 kr");
    await expect(fact(page, "Beløp med mva.")).toHaveText("299 kr");
    await expect(fact(page, "Betalt dato")).toHaveText(/^\d{1,2}\. [a-zæøå]+ \d{4}$/);
    await expect(fact(page, "KID")).toHaveText(/^\d+$/);
    await expectNoAxeViolations(page);

    // On paper: the document alone, without the portal's header, menu, footer or buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("button", { name: "Skriv ut" })).toBeHidden();
    await expect(
      page.getByRole("heading", { level: 1, name: `Faktura ${invoiceNo("subscriber")}` }),
    ).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // The PDF holds the same: the title, the invoice number, the amount and the VAT line, filed
    // under the invoice's number.
    const text = await downloadedPdf(
      page,
      "Last ned fakturaen som PDF",
      `faktura-${invoiceNo("subscriber")}.pdf`,
    );
    expect(text).toEqual(expect.arrayContaining(["Sandkasseavisa", `Faktura ${invoiceNo("subscriber")}`]));
    expect(rowOf(text, "Org.nr.")).toMatch(/Org\.nr\. 970 853 332 MVA$/);
    expect(rowOf(text, "Kunde ")).toMatch(/ Kari Nordmann$/);
    expect(rowOf(text, "Beløp med mva.")).toMatch(/ 299 kr$/);
    expect(rowOf(text, "Merverdiavgift 0 %")).toMatch(/ 0 kr$/);

    // Straight from the overview too.
    await page.getByRole("link", { name: "Se alle fakturaer" }).click();
    const fromList = await downloadedPdf(
      page,
      `Last ned faktura ${invoiceNo("subscriber", 11)} (PDF)`,
      `faktura-${invoiceNo("subscriber", 11)}.pdf`,
    );
    expect(fromList).toContain(`Faktura ${invoiceNo("subscriber", 11)}`);
    expect(rowOf(fromList, "Beløp med mva.")).toMatch(/ 299 kr$/);
  },
);

test("unpaid-invoice pays by card and keeps the receipt", async ({ page }) => {
  await signInAs(page, "unpaid-invoice", "/fakturaoversikt");
  // Before paying: the invoice's document says it is not paid, and where to pay.
  await page.getByRole("link", { name: `Se faktura ${invoiceNo("unpaid-invoice")}` }).click();
  await expect(fact(page, "Betalt dato")).toHaveText("Ikke betalt");
  await expect(fact(page, "Kontonummer")).toHaveText("1503 12 34567");
  // She pays by invoice: AvtaleGiro is offered beside the invoice (ADR 053), on the page, not on paper.
  const offer = page.getByRole("complementary", { name: "Slipp å betale fakturaen selv" });
  await expect(offer).toContainText(
    "Med AvtaleGiro trekker banken beløpet fra kontoen din på forfallsdagen.",
  );
  await expect(offer.getByRole("link", { name: "Opprett AvtaleGiro" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(offer).toBeHidden();
  await page.emulateMedia({ media: null });

  await page.goto(`/betal-faktura/${invoiceNo("unpaid-invoice")}`);
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Takk! Faktura ${invoiceNo("unpaid-invoice")} er betalt.` }),
  ).toBeVisible();
  // The receipt straight from the outcome…
  await page.getByRole("link", { name: "Se kvitteringen" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Kvittering for faktura ${invoiceNo("unpaid-invoice")}` }),
  ).toBeVisible();
  const fromOutcome = page.url();
  // A receipt is no invoice to pay: nothing is offered beside it.
  await expect(page.getByRole("complementary", { name: "Slipp å betale fakturaen selv" })).toHaveCount(0);

  // …and from the overview, where each card or Vipps payment's receipt is listed with its invoice.
  await page.getByRole("link", { name: "Se alle fakturaer" }).click();
  await page.getByRole("link", { name: /^Se kvittering for betalingen med betalingskort / }).click();
  await expect(page).toHaveURL(/\/dokument\/kvittering\/[\w-]+$/);
  expect(page.url()).toBe(fromOutcome);
  await expect(
    page.getByRole("heading", { level: 1, name: `Kvittering for faktura ${invoiceNo("unpaid-invoice")}` }),
  ).toBeVisible();
  // The card the provider charged, by its last four digits: the same on the page and in the PDF.
  await expect(fact(page, "Betalt med")).toHaveText(/^Betalingskort som slutter på \d{4}$/);
  const card = (await fact(page, "Betalt med").textContent())!;
  await expect(fact(page, "Beløp med mva.")).toHaveText("299 kr");
  // When, to the minute, and the payment's reference.
  await expect(fact(page, "Betalt")).toHaveText(/^\d{1,2}\. [a-zæøå]+ \d{4} kl\. \d{2}\.\d{2}$/);
  const reference = page.url().split("/").at(-1)!;
  await expect(fact(page, "Referanse")).toHaveText(reference);
  // Its own number, the title's next in its one series of documents (ADR 072), and the invoice it paid.
  await expect(fact(page, "Kvitteringsnummer")).toHaveText(nextDocumentNo());
  await expect(fact(page, "Fakturanummer")).toHaveText(invoiceNo("unpaid-invoice"));
  await expectNoAxeViolations(page);

  // Filed under its own number.
  const text = await downloadedPdf(
    page,
    "Last ned kvitteringen som PDF",
    `kvittering-${nextDocumentNo()}.pdf`,
  );
  expect(text).toEqual(
    expect.arrayContaining([`Kvittering for faktura ${invoiceNo("unpaid-invoice")}`, "Betalt: 299 kr"]),
  );
  expect(rowOf(text, "Kunde ")).toMatch(/ Ingrid Olsen$/);
  expect(rowOf(text, "Betalt med")).toMatch(new RegExp(` ${card}$`));
  expect(rowOf(text, "Referanse")).toMatch(new RegExp(` ${reference}$`));
});

test("nobody gets someone else's document: an unknown or another subscriber's number is said not found", async ({
  page,
}) => {
  // Kari Nordmann's (subscriber) newest invoice; Ingrid Olsen (unpaid-invoice) asks for it.
  await signInAs(page, "unpaid-invoice", `/dokument/faktura/${invoiceNo("subscriber")}`);
  await expect(page.getByRole("heading", { level: 1, name: "Fant ikke dokumentet" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "Vi finner ingen faktura med dette nummeret hos deg. Sjekk nummeret, eller se alle fakturaene dine.",
  );
  await expect(page.getByText("Kari Nordmann")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The PDF's address answers no file either, only the refusal in Norwegian.
  // (Asked from the page, with its cookies: Node does not resolve *.localhost.)
  const pdf = await page.evaluate(async (karis) => {
    const response = await fetch(`/api/document/invoice/SBX/${karis}/pdf`);
    return {
      status: response.status,
      type: response.headers.get("Content-Type"),
      body: await response.json(),
    };
  }, invoiceNo("subscriber"));
  expect(pdf).toEqual({
    status: 404,
    type: expect.stringMatching(/^application\/json/),
    body: { error: { status: 404, message: "Fant ingen faktura med dette nummeret hos deg" } },
  });

  await page.goto("/dokument/kvittering/finnes-ikke");
  await expect(page.getByRole("alert")).toHaveText(
    "Vi finner ingen kvittering for denne betalingen hos deg. Se alle fakturaene dine.",
  );
  await page.getByRole("link", { name: "Se alle fakturaer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
});

test("youth in a Nynorsk title reads and downloads her invoice in nn", async ({ page }) => {
  const sh = titleOrigin("sh");
  await signInAs(page, "youth", `${sh}/fakturaoversikt`);
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
  await page.getByRole("link", { name: `Sjå faktura ${invoiceNo("youth")}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Faktura ${invoiceNo("youth")}` })).toBeVisible();
  await expect(fact(page, "Seljar")).toContainText("Bladet Sunnhordland AS (Sunnhordland)");
  await expect(fact(page, "Seljar")).toContainText("Org.nr. 975 339 157 MVA");
  await expect(fact(page, "Meirverdiavgift 0 %")).toHaveText("0 kr");
  await expect(fact(page, "Beløp utan mva.")).toHaveText("149 kr");
  await expectNoAxeViolations(page);

  const text = await downloadedPdf(page, "Last ned fakturaen som PDF", `faktura-${invoiceNo("youth")}.pdf`);
  expect(text).toEqual(expect.arrayContaining(["Sunnhordland", `Faktura ${invoiceNo("youth")}`]));
  expect(rowOf(text, "Seljar")).toMatch(/ Bladet Sunnhordland AS \(Sunnhordland\)$/);
  expect(rowOf(text, "Meirverdiavgift 0 %")).toMatch(/ 0 kr$/);
  expect(rowOf(text, "Beløp med mva.")).toMatch(/ 149 kr$/);
});

test("paper-subscriber's invoice holds every fact of bokføringsforskriften § 5-1-1, on the page and in the PDF", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", `/dokument/faktura/${invoiceNo("paper-subscriber")}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Faktura ${invoiceNo("paper-subscriber")}` }),
  ).toBeVisible();
  const date = /^\d{1,2}\. [a-zæøå]+ \d{4}$/;
  // Seller: registered name, address, org.nr. with MVA, Foretaksregisteret.
  await expect(fact(page, "Selger")).toContainText("Sandkasseavisa AS (Sandkasseavisa)");
  await expect(fact(page, "Selger")).toContainText("Postboks 1, 0000 Trondheim");
  await expect(fact(page, "Selger")).toContainText("Org.nr. 970 853 332 MVA");
  await expect(fact(page, "Selger")).toContainText("Foretaksregisteret");
  // Buyer: name and address.
  await expect(fact(page, "Kunde")).toHaveText("Arne Solberg");
  await expect(fact(page, "Adresse")).toHaveText("Kongens gate 14, 2. etasje, H0201, 7011 Trondheim");
  // Number and date; what and which period; net, VAT, gross; due date, KID, account.
  await expect(fact(page, "Fakturanummer")).toHaveText(invoiceNo("paper-subscriber"));
  await expect(fact(page, "Fakturadato")).toHaveText(date);
  await expect(fact(page, "Gjelder")).toHaveText(/^Papir \+ digital/);
  await expect(fact(page, "Periode")).toHaveText(/^\d{1,2}\. [a-zæøå]+ \d{4} – \d{1,2}\. [a-zæøå]+ \d{4}$/);
  await expect(fact(page, "Beløp uten mva.")).toHaveText("749 kr");
  await expect(fact(page, "Merverdiavgift 0 %")).toHaveText("0 kr");
  await expect(fact(page, "Beløp med mva.")).toHaveText("749 kr");
  await expect(fact(page, "Forfallsdato")).toHaveText(date);
  await expect(fact(page, "KID")).toHaveText(/^\d+$/);
  await expect(fact(page, "Kontonummer")).toHaveText("1503 12 34567");
  const kid = (await fact(page, "KID").textContent())!;
  // He pays by AvtaleGiro already: it is not offered again.
  await expect(page.getByRole("complementary", { name: "Slipp å betale fakturaen selv" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const text = await downloadedPdf(
    page,
    "Last ned fakturaen som PDF",
    `faktura-${invoiceNo("paper-subscriber")}.pdf`,
  );
  const numeric = / \d{2}\.\d{2}\.\d{4}$/;
  expect(text).toContain(`Faktura ${invoiceNo("paper-subscriber")}`);
  expect(rowOf(text, "Selger")).toMatch(/ Sandkasseavisa AS \(Sandkasseavisa\)$/);
  for (const line of ["Postboks 1, 0000 Trondheim", "Org.nr. 970 853 332 MVA", "Foretaksregisteret"])
    expect(rowOf(text, line)).toBeDefined();
  expect(rowOf(text, "Kunde ")).toMatch(/ Arne Solberg$/);
  expect(rowOf(text, "Adresse ")).toMatch(/ Kongens gate 14, 2\. etasje, H0201, 7011 Trondheim$/);
  expect(rowOf(text, "Fakturanummer")).toMatch(new RegExp(` ${invoiceNo("paper-subscriber")}$`));
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

test(
  "a failed download says so on the page, in Norwegian, and trying again saves the PDF",
  { tag: "@nginx" },
  async ({ page }) => {
    await signInAs(page, "subscriber", `/dokument/faktura/${invoiceNo("subscriber")}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `Faktura ${invoiceNo("subscriber")}` }),
    ).toBeVisible();
    // The platform down (503): no file is saved, the page says why and offers to try again.
    await setFault(page, "document/invoice/*/pdf", "503", 1);
    let saved = 0;
    page.on("download", () => (saved += 1));
    await page.getByRole("link", { name: "Last ned fakturaen som PDF" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Vi fikk ikke lastet ned PDF-en akkurat nå.");
    await expect(alert).toContainText("Hvis det fortsatt ikke går, kontakt kundesenteret");
    expect(saved).toBe(0);
    await expectNoAxeViolations(page);
    const text = await downloadedPdf(page, "Prøv igjen", `faktura-${invoiceNo("subscriber")}.pdf`, "button");
    expect(text).toContain(`Faktura ${invoiceNo("subscriber")}`);
    await expect(alert).toBeHidden();

    // The same from the overview, whether the platform fails (500) or the session is gone (401).
    await page.goto("/fakturaoversikt");
    for (const fault of ["500", "401"]) {
      await setFault(page, "document/invoice/*/pdf", fault, 1);
      await page.getByRole("link", { name: `Last ned faktura ${invoiceNo("subscriber", 11)} (PDF)` }).click();
      await expect(page.getByRole("alert")).toContainText("Vi fikk ikke lastet ned PDF-en akkurat nå.");
      await expect(page).toHaveURL(/\/fakturaoversikt$/);
      const again = await downloadedPdf(
        page,
        "Prøv igjen",
        `faktura-${invoiceNo("subscriber", 11)}.pdf`,
        "button",
      );
      expect(again).toContain(`Faktura ${invoiceNo("subscriber", 11)}`);
    }
    expect(saved).toBe(3);
  },
);

test("youth's failed download is said in nynorsk", async ({ page }) => {
  await signInAs(page, "youth", `${titleOrigin("sh")}/dokument/faktura/${invoiceNo("youth")}`);
  await expect(page.getByRole("heading", { level: 1, name: `Faktura ${invoiceNo("youth")}` })).toBeVisible();
  await setFault(page, "document/invoice/*/pdf", "500", 1);
  await page.getByRole("link", { name: "Last ned fakturaen som PDF" }).click();
  await expect(page.getByRole("alert")).toContainText("Vi fekk ikkje lasta ned PDF-en akkurat no.");
  const text = await downloadedPdf(page, "Prøv igjen", `faktura-${invoiceNo("youth")}.pdf`, "button");
  expect(text).toContain(`Faktura ${invoiceNo("youth")}`);
});

test("a document's address is never printed back, and a number too long for any document is not found", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/dokument/faktura/Ring oss på 815 00 000");
  await expect(page.getByRole("heading", { level: 1, name: "Fant ikke dokumentet" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "Vi finner ingen faktura med dette nummeret hos deg. Sjekk nummeret, eller se alle fakturaene dine.",
  );
  await expect(page.getByText("Ring oss")).toHaveCount(0);

  // Longer than any document's number: not found, not "cannot be shown right now".
  await page.goto(`/dokument/faktura/${"7".repeat(65)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Fant ikke dokumentet" })).toBeVisible();
  await expect(page.getByText("Dokumentet kan ikke vises akkurat nå.")).toHaveCount(0);
  await page.goto("/dokument/kreditnota/RK00000000");
  await expect(page.getByRole("alert")).toHaveText(
    "Vi finner ingen kreditnota med dette nummeret hos deg. Se alle fakturaene dine.",
  );
});

test("a nynorsk title never prints the address back either", async ({ page }) => {
  await signInAs(page, "youth", `${titleOrigin("sh")}/dokument/faktura/Ring oss på 815 00 000`);
  await expect(page.getByRole("heading", { level: 1, name: "Fann ikkje dokumentet" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "Vi finn inga faktura med dette nummeret hos deg. Sjekk nummeret, eller sjå alle fakturaene dine.",
  );
  await expect(page.getByText("Ring oss")).toHaveCount(0);
});

test("a complaint's credit has a credit note, on the overview, as a page and as a PDF with the same figures", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", "/fakturaoversikt");
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
  // The credit is recorded by the platform as the complaint form would ask for it.
  const body = {
    ariaAccountNo: personaById("paper-subscriber")!.account!.ariaAccountNo,
    titleCode: "SBX",
    dates: [lastPaperDay()],
    category: "MANGLER",
    remedy: "CREDIT",
    comment: "",
  };
  const complaintId = await page.evaluate(
    async ({ body, cookie, header }) => {
      const token = document.cookie
        .split("; ")
        .find((part) => part.startsWith(`${cookie}=`))
        ?.slice(cookie.length + 1);
      const response = await fetch("/api/complaint", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": crypto.randomUUID(),
          [header]: decodeURIComponent(token ?? ""),
        },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: { complaintId: string } }).data.complaintId;
    },
    { body, cookie: CSRF_COOKIE, header: CSRF_HEADER },
  );
  await page.reload();
  // Numbered in the title's own series (ADR 065); the complaint's case number is in what it credits.
  const notes = page.getByRole("region", { name: "Kreditnotaer og debetnotaer" });
  const link = notes.getByRole("link", { name: /^Se kreditnota \d+: \d+ kr kreditert / });
  const said = /^Se kreditnota (\d+): (\d+ kr) kreditert/.exec((await link.textContent())!)!;
  const [creditId, amount] = [said[1]!, said[2]!];
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: `Kreditnota ${creditId}` })).toBeVisible();
  await expect(fact(page, "Kreditnotanummer")).toHaveText(creditId);
  await expect(fact(page, "Beløp med mva.")).toHaveText(amount);
  await expect(fact(page, "Merverdiavgift 0 %")).toHaveText("0 kr");
  await expect(fact(page, "Gjelder")).toContainText(`reklamasjon ${complaintId}`);
  await expect(page.getByText(`Kreditert: ${amount}`)).toBeVisible();
  await expectNoAxeViolations(page);

  const text = await downloadedPdf(page, "Last ned kreditnotaen som PDF", `kreditnota-${creditId}.pdf`);
  expect(text).toEqual(expect.arrayContaining([`Kreditnota ${creditId}`, `Kreditert: ${amount}`]));
  expect(rowOf(text, "Beløp med mva.")).toMatch(new RegExp(` ${amount}$`));
  expect(rowOf(text, "Kunde ")).toMatch(/ Arne Solberg$/);

  // The history says the credit once, on the complaint's own row.
  await page.goto("/historikk");
  await expect(page.getByText(`${amount} til gode på neste betaling`)).toHaveCount(1);
});
