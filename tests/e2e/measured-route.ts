// Opening a route of scripts/lib/lighthouse-routes.ts as its reader opens it, for the journeys that
// visit every route (page-walk.test.ts): signed in as its persona when `signIn`
// (a later route of the same persona opens in the same session), then the link it follows, if any;
// each time until the page's heading shows.
import type { Page } from "@playwright/test";
import type { MeasuredRoute } from "#scripts/lib/lighthouse-routes.ts";
import { expect, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";

export async function openMeasuredRoute(page: Page, route: MeasuredRoute, title: string, signIn: boolean) {
  const url = `${titleOrigin(title)}${route.path}`;
  if (route.persona && signIn) await signInAs(page, route.persona, url);
  else await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (route.follow) {
    const hrefs = await page
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const href = hrefs.find((h) => route.follow!.test(h));
    expect(href, `a link on ${route.path} matching ${route.follow}`).toBeTruthy();
    await page.goto(`${titleOrigin(title)}${href}`);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
}
