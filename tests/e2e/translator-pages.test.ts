// The gallery's page for Nynorsk translators: each text with its translation, and a link that opens
// the screen it is on in the Nynorsk title, signed in as a persona who sees it. Axe runs on the
// gallery's front page; on the translators' page (over a thousand rows) it outlasts a test's time.
import { E2E_PORT, expect, expectNoAxeViolations, test } from "./fixtures.ts";

test("a translator finds a text on the Nynorsk page and opens its screen, signed in", async ({ page }) => {
  await page.goto(`http://localhost:${E2E_PORT}/`);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "nynorsk (nn)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Oversetting: nynorsk (nn)" })).toBeVisible();
  await expect(page.getByText(/\d+ av \d+ oversatt, \d+ mangler, \d+ fuzzy/).first()).toBeVisible();

  // The row is found by its text, and its cells by role within it: an accessible name worked out
  // for each of the page's thousands of cells, on every look at the row, took seconds.
  const row = page.getByRole("row").filter({ hasText: "Du har 1 ubetalt faktura. Den står øverst." });
  await expect(
    row.getByRole("cell", { name: "Du har 1 ubetalt faktura. Den står øverst.", exact: true }),
  ).toBeVisible();
  await expect(row.getByRole("cell", { name: "Du har 1 ubetalt faktura. Den står øvst." })).toBeVisible();
  await expect(row).toContainText("som unpaid-invoice");
  // The errors and warnings come first, and the table can be narrowed to the errors: a translated
  // row without a finding is left out, and "alle" brings it back.
  await expect(page.getByRole("heading", { level: 2, name: /^Feil og advarsler \(\d+\)$/ })).toBeVisible();
  await page.getByRole("link", { name: "bare feil og manglende" }).click();
  await expect(row).toBeHidden();
  await page.getByRole("link", { name: "alle", exact: true }).click();
  await expect(row).toBeVisible();
  await row.getByRole("link", { name: "/fakturaoversikt" }).click();

  await expect(page).toHaveURL(/^http:\/\/sh\.localhost:\d+\/fakturaoversikt$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "nn");
  await expect(page.getByText("Du har 1 ubetalt faktura. Den står øvst.")).toBeVisible();
});

test("a text shown on an open page opens it without signing in", async ({ page }) => {
  await page.goto(`http://localhost:${E2E_PORT}/oversetting-nn.html`);
  const row = page.getByRole("row").filter({ hasText: "(suksesskriterium {criterion}, på sida {route})" });
  await row.getByRole("link", { name: "/tilgjengelighet" }).click();
  await expect(page).toHaveURL(/^http:\/\/sh\.localhost:\d+\/tilgjengelighet$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tilgjenge");
});
