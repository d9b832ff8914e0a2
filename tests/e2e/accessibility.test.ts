// Zero axe violations (WCAG 2.1 A and AA) on every page the foundation builds, in nb and nn.
import { PRERENDERED_PATHS } from "../../app/route-table.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";

const titles = [
  { code: "sbx", lang: "nb" },
  { code: "sh", lang: "nn" },
];

for (const { code, lang } of titles) {
  for (const path of PRERENDERED_PATHS) {
    test(`${path} in ${lang} (${code})`, async ({ page }) => {
      await page.goto(`${titleOrigin(code)}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test(`the open menu on a phone in ${lang} (${code})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${titleOrigin(code)}/kundeservice`);
    const toggle = page.getByRole("button", { name: lang === "nn" ? "Meny" : "Meny" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
  });
}
