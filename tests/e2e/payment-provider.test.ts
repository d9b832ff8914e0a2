// The payment URL the platform returns is followed only to a payment provider on the list, over
// https (locally: the dev backend's stand-in on the page's own origin). Anything else ends on the
// error screen, and the browser never goes there (ADR 021).
import { expect, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

test("a payment URL off the provider list is an error screen, never a navigation", async ({ page }) => {
  const visited: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) visited.push(new URL(request.url()).hostname);
  });
  // The platform answers a payment URL on a host nobody configured.
  await page.route(/\/api\/invoice\/[^/]+\/payment$/, async (route) => {
    // Node cannot resolve *.localhost: the same request, to the loopback address, for that host.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = "127.0.0.1";
    const response = await route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data.redirectUrl).toBeTruthy();
    await route.fulfill({
      response,
      json: { data: { ...body.data, redirectUrl: "https://evil.example/pay?amount=299" } },
    });
  });

  await signInAs(page, "unpaid-invoice", "/fakturaoversikt");
  await page
    .getByRole("link", { name: /^Betal faktura \d+$/ })
    .first()
    .click();
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Noe gikk galt" })).toBeVisible();
  await expect(page.getByText("Vi fikk et uventet svar fra tjenesten.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Prøv igjen" })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe("sbx.localhost");
  expect(visited).not.toContain("evil.example");
});
