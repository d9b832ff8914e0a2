// Invoices and receipts as documents (ADR 029, 047), what only a browser shows of them: behind
// nginx, subscriber reads a long history a year at a time (a reload keeps the year, the back button
// goes back to all years) and keeps an invoice as a page, on paper without the portal around it, and
// as a PDF Chromium saves, read back with pdftotext; a failed download said on the page with a retry
// that saves the file; unpaid-invoice's invoice leaves the AvtaleGiro offer off paper, and her
// receipt after a real card payment passes axe; youth in a Nynorsk title reads, downloads and fails
// to download hers in nn, and the not-found screen in nn prints no address back and passes axe.
// The rest, in Bokmål, is in-process (tests/in-process/journeys/documents.tsx): the unpaid invoice's
// facts and offer, paying it and the receipt's facts and PDF, paper-subscriber's invoice with every
// fact of bokføringsforskriften § 5-1-1 on the page and in the PDF, a complaint's credit note, nobody
// getting someone else's document (nor its PDF), and an address's own text never printed back.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { isPdf, pdfText, rowOf } from "#scripts/dev-backend/documents/pdf-text.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { personaById } from "#tests/fixtures/personas/all.ts";
import { platformToday } from "./clock.ts";
import { formatNumericDate } from "#app/domain/format.ts";
import { invoiceNo, setFault, signInAs } from "./session.ts";

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

test("unpaid-invoice's invoice leaves the AvtaleGiro offer off paper, and her receipt passes axe", async ({
  page,
}) => {
  await signInAs(page, "unpaid-invoice", `/dokument/faktura/${invoiceNo("unpaid-invoice")}`);
  // She pays by invoice: AvtaleGiro is offered beside the invoice (ADR 053), on the page, not on paper.
  const offer = page.getByRole("complementary", { name: "Slipp å betale fakturaen selv" });
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
  await page.getByRole("link", { name: "Se kvitteringen" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Kvittering for faktura ${invoiceNo("unpaid-invoice")}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
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

test("a nynorsk title never prints the address back either, and its not-found screen passes axe", async ({
  page,
}) => {
  await signInAs(page, "youth", `${titleOrigin("sh")}/dokument/faktura/Ring oss på 815 00 000`);
  await expect(page.getByRole("heading", { level: 1, name: "Fann ikkje dokumentet" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "Vi finn inga faktura med dette nummeret hos deg. Sjekk nummeret, eller sjå alle fakturaene dine.",
  );
  await expect(page.getByText("Ring oss")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
