// The shell: the hamburger toggles the navigation, closes on a click elsewhere and on Escape,
// and works by keyboard with the right aria-expanded.
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 375, height: 740 }, hasTouch: false });

test.describe("hamburger menu on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/kundeservice");
    // Hydrated once the toggle reacts: wait for React to own the page.
    await expect(page.getByRole("button", { name: "Meny" })).toHaveAttribute("aria-expanded", "false");
  });

  test("opens and closes by clicking the toggle", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Meny" });
    const nav = page.getByRole("navigation", { name: "Hovedmeny" });
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Kundeservice" })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
  });

  test("closes on a click anywhere else", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Meny" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Hovedmeny" })).toBeHidden();
  });

  test("works by keyboard: Enter opens, Escape closes and returns focus to the toggle", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Meny" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Min side" }),
    ).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("closes after following a link in it", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Meny" });
    await toggle.click();
    await page
      .getByRole("navigation", { name: "Hovedmeny" })
      .getByRole("link", { name: "Kundeservice" })
      .click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test("on a wide screen the navigation is always shown and the toggle is not", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/kundeservice");
  await expect(
    page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Kundeservice" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Meny" })).toBeHidden();
});

test("the skip link leads to the main content", async ({ page }) => {
  await page.goto("/kundeservice");
  await expect(page.getByRole("button", { name: "Meny" })).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Hopp til hovedinnholdet" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#hovedinnhold$/);
});
