// What a power of attorney (fullmakt, ADR 054) lets a helper do with money, what only a browser
// shows of it: Sigrid, who may see and pay for Ingrid, pays Ingrid's unpaid invoice by card through
// the provider's page and back, and the paid invoice, Ingrid's history saying who paid, and a screen
// the grant does not reach are axe-clean. What the screens say and what was saved (the receipt naming
// Sigrid, the history's "Gjort av", Even with delivery only seeing no invoices and refused them in
// words without a call, Arne's choice of rights) is proven in-process:
// tests/in-process/fullmakt-limits.test.tsx.
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { providerTrips, signInAs } from "./session.ts";

test("a helper who may pay pays by card at the provider and back; what she meets on the way is axe-clean", async ({
  page,
}) => {
  await signInAs(page, "helper-of-two", "/fullmakt");
  await page.getByRole("button", { name: "Gå til siden til Ingrid Olsen" }).click();
  await page.getByRole("link", { name: "Se alle fakturaer" }).click();
  const pay = page.getByRole("link", { name: /^Betal faktura \d+$/ }).first();
  const invoiceNo = (await pay.textContent())!.replace("Betal faktura ", "").trim();
  await pay.click();
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeVisible();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Takk! Faktura ${invoiceNo} er betalt.` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await providerTrips(page, invoiceNo)).map((t) => t.status)).toEqual(["APPROVED"]);

  // Ingrid's history, with the payment made by Sigrid with the power of attorney.
  await page.goto("/historikk");
  const paid = page.getByRole("listitem").filter({ hasText: `Betalte 299 kr for faktura ${invoiceNo}` });
  await expect(paid).toContainText("Gjort av Sigrid Lunde med fullmakt");
  await expectNoAxeViolations(page);

  // A screen her grant does not reach (she may not help with delivery): said plainly, no retry.
  await page.goto("/endre-avislevering");
  await expect(
    page.getByRole("heading", { level: 1, name: "Dette kan du ikke gjøre med fullmakten" }),
  ).toBeVisible();
  await expect(page.getByText("Fullmakten du har fått fra Ingrid Olsen, gjelder ikke dette.")).toBeVisible();
  await expectNoAxeViolations(page);
});
