// eFaktura from Min side (docs/decisions/053): a subscriber getting paper invoices sees the title's
// paper fee and what avoids it, registers for eFaktura with the mobile number the online bank knows
// her by (refused at the field when it is neither that nor an e-mail address), and each invoice says
// how it was sent (the older ones still on paper); a bank with "Alltid ja til eFaktura" needs nothing
// typed; and eFaktura is ended from the same page, back to e-mail. Both are in the history. nb and nn.
import type { Locator, Page } from "@playwright/test";
import { E2E_PORT, expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { invoiceNo, outbox, signInAs } from "./session.ts";
import { platformToday } from "./clock.ts";

const reference = (page: Page) => page.getByRole("textbox", { name: "eFaktura-referanse", exact: true });
const sentAs = (within: Page | Locator) => within.locator("dl").filter({ hasText: "Sendt som" });
/** The history's newest entry: this year's first month list, its first item. */
const newestInHistory = (page: Page) =>
  page
    .getByRole("list", { name: new RegExp(`^\\p{L}+ ${platformToday().slice(0, 4)}$`, "u") })
    .first()
    .getByRole("listitem")
    .first();

test("invoice-paper sees the paper fee, registers for eFaktura, and the invoices say how they were sent", async ({
  page,
}) => {
  await signInAs(page, "invoice-paper", "/fakturaoversikt");
  await expect(sentAs(page).first()).toContainText("Papir i posten");

  await page.goto("/endre-betalingsmetode");
  const section = page.getByRole("region", { name: "eFaktura" });
  await expect(section.getByRole("status")).toHaveText(
    "Fakturaene dine kommer på papir i posten. Faktura på papir koster 49 kr i gebyr. Med eFaktura eller AvtaleGiro slipper du gebyret.",
  );
  await expect(section).toContainText("Vi spør aldri om fødselsnummer.");
  await expectNoAxeViolations(page);

  await reference(page).fill("12345");
  await page.getByRole("button", { name: "Få fakturaene som eFaktura" }).click();
  await expect(page.getByText("Skriv en e-postadresse eller et norsk mobilnummer.")).toBeVisible();
  await expect(reference(page)).toBeFocused();

  await reference(page).fill("973 40 001");
  await page.getByRole("button", { name: "Få fakturaene som eFaktura" }).click();
  await expect(section.getByRole("status")).toHaveText("Fakturaene dine kommer som eFaktura i nettbanken.");
  await expect(section.getByRole("status")).toBeFocused();
  await expect(reference(page)).toHaveCount(0);
  // Its receipt says what the screen said: eFaktura, the invoices in the online bank.
  const receipt = (await outbox(page)).find(
    (m) => m.recipient === "gunnar.berg@example.no" && m.text.includes("eFaktura"),
  );
  expect(receipt?.text).toContain("Du har tatt i bruk eFaktura.");
  expect(receipt?.text).toContain("kommer fakturaene i nettbanken din");

  // The next invoice goes as eFaktura; those sent before went on paper and still say so.
  const issued = await page.request.post(`http://127.0.0.1:${E2E_PORT}/_dev/charge`, {
    data: { persona: "invoice-paper", titleCode: "SBX" },
  });
  expect(issued.status()).toBe(201);
  const { ariaInvoiceNo } = (await issued.json()) as { ariaInvoiceNo: string };
  await page.goto("/fakturaoversikt");
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
  const invoice = (no: string) => page.getByRole("region", { name: new RegExp(`faktura ${no}$`) });
  await expect(sentAs(invoice(ariaInvoiceNo))).toContainText("eFaktura i nettbanken");
  for (const older of [invoiceNo("invoice-paper", 1), invoiceNo("invoice-paper")])
    await expect(sentAs(invoice(older))).toContainText("Papir i posten");
  await expectNoAxeViolations(page);
});

test("efaktura-payer ends eFaktura from the same page: back to e-mail, and may register again", async ({
  page,
}) => {
  await signInAs(page, "efaktura-payer", "/endre-betalingsmetode");
  const section = page.getByRole("region", { name: "eFaktura" });
  await expect(section.getByRole("status")).toHaveText("Fakturaene dine kommer som eFaktura i nettbanken.");
  await expect(section).toContainText("Stopper du eFaktura, kommer fakturaene på e-post fra neste faktura.");
  await expectNoAxeViolations(page);

  await section.getByRole("button", { name: "Stopp eFaktura" }).click();
  await expect(section.getByRole("status")).toHaveText("Fakturaene dine kommer på e-post.");
  await expect(section.getByRole("status")).toBeFocused();
  await expect(section.getByRole("button", { name: "Stopp eFaktura" })).toHaveCount(0);
  await expect(reference(page)).toBeVisible();
  await expectNoAxeViolations(page);

  // The invoices sent as eFaktura still say so.
  await page.goto("/fakturaoversikt");
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
  const facts = sentAs(page);
  expect(await facts.count()).toBeGreaterThan(0);
  for (const fact of await facts.all()) await expect(fact).toContainText("eFaktura i nettbanken");

  // The history tells of it, and leads back to where it is managed.
  await page.goto("/historikk");
  await expect(newestInHistory(page)).toContainText("Stoppet eFaktura");
  await expect(newestInHistory(page)).toContainText("Fakturaene kommer på e-post igjen.");
  await expect(newestInHistory(page).getByRole("link")).toHaveAttribute("href", "/endre-betalingsmetode");
});

test("in Nynorsk: a bank with Alltid ja til eFaktura needs nothing typed", async ({ page }) => {
  await signInAs(page, "mandate-waiting", `${titleOrigin("sh")}/endre-betalingsmetode`);
  const section = page.getByRole("region", { name: "eFaktura" });
  await expect(section.getByRole("status")).toHaveText(
    "Fakturaene dine kjem på papir i posten. Faktura på papir kostar 39 kr i gebyr. Med eFaktura eller AvtaleGiro slepp du gebyret.",
  );
  await expect(section).toContainText("Banken din har «Alltid ja til eFaktura». Du treng ikkje skrive noko");
  await expect(reference(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Få fakturaene som eFaktura" }).click();
  await expect(section.getByRole("status")).toHaveText("Fakturaene dine kjem som eFaktura i nettbanken.");
  await expectNoAxeViolations(page);

  await page.goto(`${titleOrigin("sh")}/historikk`);
  await expect(newestInHistory(page)).toContainText("Tok i bruk eFaktura");
  await expect(newestInHistory(page)).toContainText("Fakturaene kjem i nettbanken.");
  await expectNoAxeViolations(page);
});
