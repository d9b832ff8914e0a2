// Invoices and receipts as documents (ADR 029): subscriber reads a long history a year at a
// time and keeps an invoice as a page and a PDF; unpaid-invoice pays by card and gets the receipt;
// youth in a Nynorsk title reads hers in nn; nobody gets someone else's document.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { isPdf, pdfText } from "#scripts/dev-backend/documents/pdf-text.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { choosePersona, inPage, signInAs } from "./session.ts";

/** Clicks a download link and answers the text of the PDF the browser saved. */
async function downloadedPdf(page: Page, linkName: string | RegExp): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(isPdf(bytes)).toBe(true);
  return pdfText(bytes);
}

test(
  "subscriber reads a year at a time and keeps an invoice as a page and a PDF",
  { tag: "@nginx" },
  async ({ page }) => {
    await signInAs(page, "subscriber", "/fakturaoversikt");
    await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
    const years = page.getByRole("navigation", { name: "Velg år" });
    await expect(years.getByRole("link", { name: "Alle år" })).toHaveAttribute("aria-current", "page");
    // Every invoice, paid and unpaid, each with its document.
    await expect(page.getByRole("region")).toHaveCount(3);
    await expectNoAxeViolations(page);

    // The older year: only its invoice, and the year stays in the address through a reload.
    const yearLinks = years.getByRole("link", { name: /^\d{4}$/ });
    await expect(yearLinks).toHaveCount(2);
    const older = (await yearLinks.nth(1).textContent())!;
    await yearLinks.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/fakturaoversikt\\?ar=${older}$`));
    await expect(years.getByRole("link", { name: older })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: /faktura 7100291$/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region")).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/fakturaoversikt$/);
    await expect(page.getByRole("region")).toHaveCount(3);

    // The newest invoice as a readable page: seller, subscriber, KID, period, amount, VAT, dates.
    await page.getByRole("link", { name: "Se faktura 7100302" }).click();
    await expect(page).toHaveURL(/\/dokument\/faktura\/7100302$/);
    await expect(page.getByRole("heading", { level: 1, name: "Faktura 7100302" })).toBeVisible();
    await expect(page.getByText("Fra Sandkasseavisa, organisasjonsnummer 970 853 332")).toBeVisible();
    await expect(page.getByText("Til Kari Nordmann, kundenummer 40527391")).toBeVisible();
    await expect(page.locator("dt", { hasText: "Merverdiavgift 0 %" }).locator("+ dd")).toHaveText("0 kr");
    await expect(page.locator("dt", { hasText: "Beløp" }).locator("+ dd")).toHaveText("299 kr");
    await expect(page.locator("dt", { hasText: "Betalt dato" }).locator("+ dd")).toHaveText(
      /^\d{1,2}\. [a-zæøå]+ \d{4}$/,
    );
    await expect(page.locator("dt", { hasText: "KID" }).locator("+ dd")).toHaveText(/^\d+$/);
    await expectNoAxeViolations(page);

    // On paper: the document alone, without the portal's header, menu, footer or buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("button", { name: "Skriv ut" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Faktura 7100302" })).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // The PDF holds the same: the title, the invoice number, the amount and the VAT line.
    const text = await downloadedPdf(page, "Last ned fakturaen som PDF");
    expect(text).toEqual(
      expect.arrayContaining([
        "Sandkasseavisa",
        "970 853 332",
        "Faktura 7100302",
        "Kari Nordmann",
        "299 kr",
        "Merverdiavgift 0 %",
      ]),
    );

    // Straight from the overview too.
    await page.getByRole("link", { name: "Se alle fakturaer" }).click();
    const fromList = await downloadedPdf(page, "Last ned faktura 7100291 (PDF)");
    expect(fromList).toEqual(expect.arrayContaining(["Faktura 7100291", "299 kr"]));
  },
);

test("unpaid-invoice pays by card and keeps the receipt", async ({ page }) => {
  await signInAs(page, "unpaid-invoice", "/fakturaoversikt");
  // Before paying: the invoice's document says it is not paid, and where to pay.
  await page.getByRole("link", { name: "Se faktura 7100902" }).click();
  await expect(page.locator("dt", { hasText: "Betalt dato" }).locator("+ dd")).toHaveText("Ikke betalt");
  await expect(page.locator("dt", { hasText: "Kontonummer" }).locator("+ dd")).toHaveText("1503 12 34567");

  await page.goto("/betal-faktura/7100902");
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Takk! Faktura 7100902 er betalt." }),
  ).toBeVisible();
  // The receipt straight from the outcome…
  await page.getByRole("link", { name: "Se kvitteringen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kvittering for faktura 7100902" })).toBeVisible();
  const fromOutcome = page.url();

  // …and from the overview, where each card or Vipps payment's receipt is listed with its invoice.
  await page.getByRole("link", { name: "Se alle fakturaer" }).click();
  await page.getByRole("link", { name: /^Se kvittering for betalingen med Betalingskort / }).click();
  await expect(page).toHaveURL(/\/dokument\/kvittering\/[\w-]+$/);
  expect(page.url()).toBe(fromOutcome);
  await expect(page.getByRole("heading", { level: 1, name: "Kvittering for faktura 7100902" })).toBeVisible();
  await expect(page.locator("dt", { hasText: "Betalt med" }).locator("+ dd")).toHaveText("Betalingskort");
  await expect(page.locator("dt", { hasText: "Beløp" }).locator("+ dd")).toHaveText("299 kr");
  await expectNoAxeViolations(page);

  const text = await downloadedPdf(page, "Last ned kvitteringen som PDF");
  expect(text).toEqual(
    expect.arrayContaining(["Kvittering 7100902", "Ingrid Olsen", "Betalingskort", "Betalt: 299 kr"]),
  );
});

test("nobody gets someone else's document: an unknown or another subscriber's number is said not found", async ({
  page,
}) => {
  // 7100302 is Kari Nordmann's (subscriber); Ingrid Olsen (unpaid-invoice) asks for it.
  await signInAs(page, "unpaid-invoice", "/dokument/faktura/7100302");
  await expect(page.getByRole("heading", { level: 1, name: "Fant ikke dokumentet" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "Vi finner ingen faktura med nummer 7100302 hos deg. Sjekk nummeret, eller se alle fakturaene dine.",
  );
  await expect(page.getByText("Kari Nordmann")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The PDF's address answers no file either, only the refusal in Norwegian.
  // (Asked from the page, with its cookies: Node does not resolve *.localhost.)
  const pdf = await inPage(page, async () => {
    const response = await fetch("/api/document/invoice/SBX/7100302/pdf");
    return {
      status: response.status,
      type: response.headers.get("Content-Type"),
      body: await response.json(),
    };
  });
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
  await page.goto(`${sh}/fakturaoversikt`);
  await choosePersona(page, "youth");
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
  await page.getByRole("link", { name: "Sjå faktura 7100502" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Faktura 7100502" })).toBeVisible();
  await expect(page.getByText("Frå Sunnhordland, organisasjonsnummer 975 339 157")).toBeVisible();
  await expect(page.locator("dt", { hasText: "Meirverdiavgift 0 %" }).locator("+ dd")).toHaveText("0 kr");
  await expectNoAxeViolations(page);

  const text = await downloadedPdf(page, "Last ned fakturaen som PDF");
  expect(text).toEqual(
    expect.arrayContaining(["Sunnhordland", "Faktura 7100502", "Seljar", "Meirverdiavgift 0 %", "149 kr"]),
  );
});
