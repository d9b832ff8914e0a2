// After a deploy, an open page's route code that is gone (its old hashed file answers 404) loads
// the page afresh once, to the new bundle; when it is still missing, the error screen shows with a
// retry and the customer centre, and the page does not reload again (ADR 021).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

// A deploy's missing chunk is fetched, not taken from a cache an earlier journey filled: a new page
// for each journey here (fixtures.ts keeps none).
test.use({ keepPage: false });

const INVOICES_CHUNK = /\/assets\/fakturaoversikt-[\w-]+\.js$/;

/** Counts the page loads of /fakturaoversikt (documents, not route changes). */
function documentLoads(page: Page) {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === "/fakturaoversikt")
      loads.push(request.url());
  });
  return loads;
}

test(
  "a route's code gone after a deploy loads the page afresh once, to the new bundle",
  { tag: "@nginx" },
  async ({ page }) => {
    await signInAs(page, "unpaid-invoice", "/");
    const loads = documentLoads(page);
    // The open page asks for the old file, which the deploy removed; the page loaded afresh gets it.
    await page.route(INVOICES_CHUNK, (route) =>
      loads.length === 0 ? route.fulfill({ status: 404, body: "Not Found" }) : route.continue(),
    );
    await page.getByRole("link", { name: "Se alle fakturaer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
    await expect(page).toHaveURL(/\/fakturaoversikt$/);
    expect(loads).toHaveLength(1);
  },
);

test(
  "a route's code still missing after that reload shows the error screen, and no second reload",
  { tag: "@nginx" },
  async ({ page }) => {
    await signInAs(page, "unpaid-invoice", "/");
    const loads = documentLoads(page);
    await page.route(INVOICES_CHUNK, (route) => route.fulfill({ status: 404, body: "Not Found" }));
    await page.getByRole("link", { name: "Se alle fakturaer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Noe gikk galt" })).toBeVisible();
    await expect(page.getByText("Sjekk nettforbindelsen og prøv igjen.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Prøv igjen" })).toBeVisible();
    expect(loads).toHaveLength(1);

    // Once the file is there again, "Prøv igjen" loads the page with it.
    await page.unroute(INVOICES_CHUNK);
    await page.getByRole("button", { name: "Prøv igjen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
  },
);

test(
  "offline, a page whose code is not loaded yet says to check the connection, not the browser's error page",
  { tag: "@nginx" },
  async ({ page, context }) => {
    await signInAs(page, "unpaid-invoice", "/");
    await context.setOffline(true);
    await page.getByRole("link", { name: "Se alle fakturaer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Noe gikk galt" })).toBeVisible();
    await expect(page.getByText("Sjekk nettforbindelsen og prøv igjen.")).toBeVisible();
    await context.setOffline(false);
    await page.getByRole("button", { name: "Prøv igjen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
  },
);

// /betaling imports its payment part itself, only with an order (ADR 043): the same two rules.
const PAY_ORDER_CHUNK = /\/assets\/pay-order-[\w-]+\.js$/;

/** Places an order as no-subscription and answers its /betaling address, then counts its page loads. */
async function placedOrder(page: Page) {
  await signInAs(page, "no-subscription", "/bestill-abonnement");
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
  await expect(page.getByRole("button", { name: "Betal 1 kr" })).toBeVisible();
  const url = page.url();
  expect(new URL(url).pathname).toBe("/betaling");
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === "/betaling")
      loads.push(request.url());
  });
  return { url, loads };
}

test("/betaling's payment part gone after a deploy loads the page afresh once, with the order", async ({
  page,
}) => {
  const { url, loads } = await placedOrder(page);
  await page.route(PAY_ORDER_CHUNK, (route) =>
    loads.length <= 1 ? route.fulfill({ status: 404, body: "Not Found" }) : route.continue(),
  );
  await page.goto(url);
  await expect(page.getByRole("button", { name: "Betal 1 kr" })).toBeVisible();
  expect(loads).toEqual([url, url]);
});

test("/betaling's payment part still missing after that reload shows the error screen, and no second reload", async ({
  page,
}) => {
  const { url, loads } = await placedOrder(page);
  await page.route(PAY_ORDER_CHUNK, (route) => route.fulfill({ status: 404, body: "Not Found" }));
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Noe gikk galt" })).toBeVisible();
  await expect(page.getByText("Sjekk nettforbindelsen og prøv igjen.")).toBeVisible();
  expect(loads).toEqual([url, url]);

  // Once the file is there again, "Prøv igjen" loads the page with it, and the order is still there.
  await page.unroute(PAY_ORDER_CHUNK);
  await page.getByRole("button", { name: "Prøv igjen" }).click();
  await expect(page.getByRole("button", { name: "Betal 1 kr" })).toBeVisible();
  expect(loads).toEqual([url, url, url]);
});
