// Opening a route of scripts/lib/lighthouse-routes.ts as its reader opens it, for the journeys that
// visit every route (page-walk.test.ts): signed in as its persona when `signIn`
// (a later route of the same persona opens in the same session), then the link it follows, if any;
// each time until the page's heading shows.
import type { Page } from "@playwright/test";
import type { MeasuredRoute } from "#scripts/lib/lighthouse-routes.ts";
import { expect, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";

/**
 * A client-side navigation, as a link in the page makes it: React Router's own router, which the
 * framework puts on window. The promise ends when the route's data is in; a navigation that leaves
 * the app (sign-in) ends it too.
 */
export async function navigateInApp(page: Page, url: string) {
  await page
    .evaluate(async (to) => {
      const router = (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter;
      await router.navigate(to);
    }, url)
    .catch(() => {
      // The page went on to another document (the identity provider, a redirect).
    });
}

/** The page at this address, whatever its query (a form's screen key, `?nokkel=`). */
const atPath = (url: string) => (actual: URL) => `${actual.origin}${actual.pathname}` === url;

/**
 * Opens the route: with `fresh`, as a new page load (signed in first when it has a persona and
 * `signIn`); otherwise by a link inside the page already open, as a reader goes from page to page —
 * the app is not started again. Then the link it follows, if any; each time until its heading shows.
 */
export async function openMeasuredRoute(
  page: Page,
  route: MeasuredRoute,
  title: string,
  signIn: boolean,
  fresh = true,
) {
  const url = `${titleOrigin(title)}${route.path}`;
  if (!fresh) await navigateInApp(page, route.path);
  else if (route.persona && signIn) await signInAs(page, route.persona, url);
  else await page.goto(url);
  // At the route; one that sends its reader on ends where it sends them (the navigation waited for it).
  if (!route.leadsOn) await expect(page).toHaveURL(atPath(url));
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (route.follow) {
    // The link may come after the heading (the list renders when its data is in): wait for it.
    let href: string | undefined;
    await expect
      .poll(
        async () => {
          const hrefs = await page
            .getByRole("link")
            .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
          href = hrefs.find((h) => route.follow!.test(h));
          return href;
        },
        { message: `a link on ${route.path} matching ${route.follow}` },
      )
      .toBeTruthy();
    if (fresh) await page.goto(`${titleOrigin(title)}${href}`);
    else await navigateInApp(page, href!);
    await expect(page).toHaveURL(atPath(`${titleOrigin(title)}${href}`));
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
}
