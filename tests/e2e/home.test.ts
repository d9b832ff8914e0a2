// Min side's front page as the personas see it (SPEC §2).
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { choosePersona, signInAs } from "./session.ts";

test(
  "subscriber: plan, what it includes, card with expiry, invoices, sharing and profile",
  { tag: "@nginx" },
  async ({ page }) => {
    await signInAs(page, "subscriber", "/");
    await expect(page.getByText("Du har Digital.")).toBeVisible();
    await expect(page.getByRole("list").filter({ hasText: "E-avis" })).toContainText("Familiedeling");
    await expect(
      page.getByText(/Betalingskort som slutter på \d{4}, gyldig til \d{2}\/\d{4}\./),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Se alle fakturaer" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Del abonnementet med familien" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Min profil og personvern" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Brukerkontoen din hos Schibsted" })).toBeVisible();
    // Not a paper subscription: no delivery section.
    await expect(page.getByRole("heading", { name: "Levering" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);

test("paper-subscriber: the delivery address and the links to complain and change delivery", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", "/");
  await expect(page.getByRole("heading", { level: 2, name: "Levering" })).toBeVisible();
  await expect(page.locator("address")).toContainText(/Arne Solberg.*Kongens gate 14.*7011 Trondheim/);
  await expect(page.getByRole("link", { name: "Registrer reklamasjon (avisen kom ikke)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Endre levering eller stopp avisen i ferien" })).toBeVisible();
  await expectNoAxeViolations(page);
});

// The unpaid invoice highlighted, Vipps said without card details, a business admin's links and a
// failed payment-method call said in its place: in-process (tests/in-process/front-page.test.tsx,
// ADR 085).

test("Min side in Nynorsk has no axe violations", { tag: "@nginx" }, async ({ page }) => {
  await page.goto(`${titleOrigin("sh")}/`);
  await choosePersona(page, "paper-subscriber");
  await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on a laptop the subscription, delivery and payment stand side by side; on a phone one column, no sideways scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "paper-subscriber", "/");
  const top = async (name: string) => (await page.getByRole("region", { name }).boundingBox())!.y;
  await expect(page.getByRole("region", { name: "Betaling" })).toBeVisible();
  const subscription = await top("Abonnementet ditt");
  const delivery = await top("Levering");
  const payment = await top("Betaling");
  expect(delivery).toBe(subscription);
  expect(payment).toBe(subscription);

  await page.setViewportSize({ width: 320, height: 800 });
  await expect.poll(() => top("Levering")).toBeGreaterThan(subscription);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
