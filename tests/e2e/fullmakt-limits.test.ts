// What a power of attorney (fullmakt, ADR 054) lets a helper do with money, and what it does not:
// Sigrid, who may see and pay for Ingrid, pays Ingrid's unpaid invoice by card; Ingrid gets a receipt
// that names Sigrid, and her history says who paid. Even, who may only help Arne with delivery, sees
// no invoices on Arne's front page, and the invoices typed as an address are refused in words. Arne
// takes away the right ticked to begin with before ticking another, and the send still goes.
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { linkSentTo, outbox, providerTrips, signedInElsewhere, signInAs } from "./session.ts";

test("a helper who may pay pays the invoice of the one she helps, who gets the receipt naming her", async ({
  page,
}) => {
  await signInAs(page, "helper-of-two", "/fullmakt");
  await page.getByRole("button", { name: "Gå til siden til Ingrid Olsen" }).click();
  await expect(page.getByRole("heading", { name: "Du hjelper Ingrid Olsen" })).toBeVisible();

  await page.getByRole("link", { name: "Se alle fakturaer" }).click();
  // Spoken of in the third person: they are Ingrid's invoices, not Sigrid's.
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaene til Ingrid Olsen" })).toBeVisible();
  const pay = page.getByRole("link", { name: /^Betal faktura \d+$/ }).first();
  const invoiceNo = (await pay.textContent())!.replace("Betal faktura ", "").trim();
  await pay.click();
  await expect(page.getByRole("heading", { level: 1, name: "Betal faktura" })).toBeVisible();
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeVisible();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Takk! Faktura ${invoiceNo} er betalt.` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await providerTrips(page, invoiceNo)).map((t) => t.status)).toEqual(["APPROVED"]);

  // Ingrid hears of it from Min side, with Sigrid named; nobody else is told.
  const receipts = (await outbox(page)).filter((m) =>
    m.text.startsWith("Sigrid Lunde har gjort dette for deg"),
  );
  expect(receipts.map((m) => m.recipient)).toEqual(["ingrid.olsen@example.no"]);
  expect(receipts[0]!.text).toContain(`Faktura ${invoiceNo} på 299 kr ble betalt med betalingskort`);

  // Her history says the payment was made by Sigrid with the power of attorney.
  await page.goto("/historikk");
  const paid = page.getByRole("listitem").filter({ hasText: `Betalte 299 kr for faktura ${invoiceNo}` });
  await expect(paid).toContainText("Gjort av Sigrid Lunde med fullmakt");
  await expectNoAxeViolations(page);
});

test("a helper who may only help with delivery sees no invoices, and is refused them in words", async ({
  page,
  browser,
}) => {
  await signInAs(page, "paper-subscriber", "/fullmakt");
  await page.getByRole("textbox", { name: "Navn på hjelperen" }).fill("Even Lie");
  await page.getByRole("textbox", { name: "E-post eller mobilnummer" }).fill("even.lie@example.no");
  // Seeing the subscription and invoices is ticked to begin with: Arne takes it off, and with none
  // ticked he is told to choose one; the message goes as soon as he has, so the send is not missed.
  const nothingChosen = page.getByText("Velg minst én ting hjelperen kan gjøre");
  await page.getByRole("checkbox", { name: "Se abonnementet og fakturaene" }).uncheck();
  await expect(nothingChosen).toBeVisible();
  await page.getByRole("checkbox", { name: "Levering og ferieomlegging" }).check();
  await expect(nothingChosen).toHaveCount(0);
  await page.getByRole("button", { name: "Send invitasjon" }).click();
  await expect(page.getByText("Invitasjonen er sendt til Even Lie.")).toBeVisible();
  const link = await linkSentTo(page, "even.lie@example.no");
  // Arne's own front page has his payments and invoices.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Neste betaling" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Se alle fakturaer" })).toBeVisible();

  const even = await signedInElsewhere(browser, "helper", link);
  await even.page.getByRole("button", { name: "Godta fullmakten" }).click();
  await even.page.getByRole("button", { name: "Gå til siden til Arne Solberg" }).click();
  await expect(even.page.getByRole("heading", { name: "Du hjelper Arne Solberg" })).toBeVisible();
  // Arne's paper, not his money: the front page offers no invoice and no payment.
  await expect(even.page.getByRole("link", { name: "Se alle fakturaer" })).toHaveCount(0);
  await expect(even.page.getByRole("link", { name: /^Betal faktura/ })).toHaveCount(0);
  await expect(even.page.getByRole("heading", { name: "Neste betaling" })).toHaveCount(0);

  // The invoices typed as an address: the screen says plainly the grant does not reach them, and
  // asks the platform nothing it would refuse by design.
  const asked: string[] = [];
  even.page.on("request", (request) => {
    if (/\/api\/(invoices|receipts|credit-notes|paymentMethod)\//.test(request.url()))
      asked.push(request.url());
  });
  await even.page.goto(`${titleOrigin("sbx")}/fakturaoversikt`);
  await expect(
    even.page.getByRole("heading", { level: 1, name: "Dette kan du ikke gjøre med fullmakten" }),
  ).toBeVisible();
  await expect(
    even.page.getByText("Fullmakten du har fått fra Arne Solberg, gjelder ikke dette."),
  ).toBeVisible();
  await expect(even.page.getByRole("button", { name: "Prøv igjen" })).toHaveCount(0);
  expect(asked).toEqual([]);
  await expectNoAxeViolations(even.page);
  await even.done();
});
