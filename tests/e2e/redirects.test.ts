// The fallbacks of SPEC §2: /t/{path}, /order-timeout, unknown paths and the 404 page.
import { expect, test } from "./fixtures.ts";
import { choosePersona } from "./session.ts";

test("/t/{path} goes to /{path}, adds source=sms and keeps the other query parameters and the hash", async ({
  page,
}) => {
  await page.goto("/t/kundeservice?utm_campaign=purring&utm_medium=sms#kontakt");
  await expect(page).toHaveURL(/\/kundeservice\?utm_campaign=purring&utm_medium=sms&source=sms#kontakt$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test(
  "/order-timeout goes to /bestilling-feilet (which needs sign-in first) at the server, with its order",
  { tag: "@nginx" },
  async ({ page }) => {
    // The server answers the redirect (app/domain/edge-redirects.ts): no portal loads for it.
    const arrivals: string[] = [];
    page.on("response", (response) => {
      if (response.request().isNavigationRequest())
        arrivals.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto("/order-timeout?ordre=ORD-123");
    expect(arrivals.slice(0, 2)).toEqual(["302 /order-timeout", "200 /bestilling-feilet"]);
    await choosePersona(page, "subscriber");
    await expect(page).toHaveURL(/\/bestilling-feilet\?ordre=ORD-123$/);
    await expect(page.getByRole("heading", { level: 1, name: "Vi fikk ikke svar i tide" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sjekk om bestillingen gikk gjennom" })).toBeVisible();
  },
);

test("an unknown path goes to /404, whose back button and home link work", async ({ page }) => {
  await page.goto("/kundeservice");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/finnes-ikke/her?x=1");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fant ikke siden" })).toBeVisible();

  await page.getByRole("button", { name: "Tilbake" }).click();
  await expect(page).toHaveURL(/\/kundeservice$/);

  await page.goto("/404");
  await expect(page.getByRole("link", { name: "Til forsiden av Min side" })).toHaveAttribute("href", "/");
});
