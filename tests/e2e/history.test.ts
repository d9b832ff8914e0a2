// /historikk (ADR 030) in a browser: in an nn title the history is worded in Nynorsk, and the
// history and a failed call's message are axe-clean, on a phone and a desktop. What the history says
// after something is done (first, with today's date and a time, leading back to its screen), what
// unpaid-invoice and former-subscriber find there, and a failed call's words, customer centre and
// retry are proven in-process: tests/in-process/journeys/history-steps.tsx; every persona's history
// in tests/in-process/history.test.tsx.
import { formatDate, formatMonth } from "#app/domain/format.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { clearFaults, setFault, signInAs } from "./session.ts";
import { platformToday } from "./clock.ts";
import { personaById } from "#tests/fixtures/personas/all.ts";

test("in an nn title the history is in Nynorsk, and axe-clean on a phone and a desktop", async ({ page }) => {
  const sh = titleOrigin("sh");
  await signInAs(page, "subscriber", `${sh}/`);
  await page.getByRole("link", { name: "Sjå kva som har hendt med abonnementet" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "nn");
  await expect(page.getByRole("heading", { level: 1, name: "Historikk" })).toBeVisible();
  await expect(page.getByText("Alt som har hendt med abonnementet ditt, det siste først.")).toBeVisible();
  // The invoice run: 06:00 on the first day of the subscription's own period, the one today is in,
  // listed under that day's month (on the 2nd of a month, the month before).
  const newest = personaById("subscriber", platformToday())!.invoices.at(-1)!;
  const invoice = page
    .getByRole("list", { name: formatMonth(newest.periodFrom.slice(0, 7), "nn"), exact: true })
    .getByRole("listitem")
    .filter({ hasText: /^.*Faktura \d+ på 299 kr/ })
    .first();
  await expect(invoice).toContainText("Betalt.");
  await expect(invoice.locator("time")).toHaveText(`${formatDate(newest.periodFrom, "nn")}, kl. 06.00`);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
});

test("axe-clean in nb on a phone and a desktop", async ({ page }) => {
  await signInAs(page, "unpaid-invoice", "/historikk");
  await expect(page.getByRole("heading", { level: 1, name: "Historikk" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
});

test("a failed call's message is axe-clean", async ({ page }) => {
  await setFault(page, "history/*", "500", 1);
  await signInAs(page, "subscriber", "/historikk");
  await expect(page.getByText("Historikken kan ikke vises akkurat nå.")).toBeVisible();
  await expectNoAxeViolations(page);
  await clearFaults(page);
});
