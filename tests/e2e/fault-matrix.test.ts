// The fault matrix (issue 16), generated from the route table: every route that loads data (a
// guard's session or its own clientLoader), under each fault of the dev backend — 500, 503, a
// malformed body, 401, 406, a slow answer, the browser offline — ends on a Norwegian screen with a
// retry and the title's customer centre (sign-in for 401/406; "Dette tar lengre tid enn vanlig"
// with wait or retry when slow), never a blank page. A new route in app/route-table.ts is covered
// by itself. To stay within a few minutes on 2 cores, every route gets 503 and one more fault,
// rotating with the day (FAULT_MATRIX=full runs every pair; FAULT_MATRIX_OFFSET fixes the
// rotation), docs/decisions/021.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ROUTE_TABLE, type RouteEntry } from "#app/route-table.ts";
import { expect, test } from "./fixtures.ts";
import { clearFaults, resetBackend, setFault, signInAs } from "./session.ts";

const sandbox = JSON.parse(readFileSync("titles/sbx.json", "utf8")) as { customerCenterPhoneNumber: string };

/** A route loads data when a guard loads the session for it, or its module has a clientLoader. */
const loadsData = (entry: RouteEntry) =>
  entry.requiresAuth ||
  /export (async )?function clientLoader/.test(readFileSync(`app/${entry.file}`, "utf8"));

/** A URL for the route's path; /callback is the sign-in flow itself (tests/e2e/sign-in.test.ts). */
const urlOf = (path: string) =>
  path.replace(":ariaInvoiceNo", "900000001").replace("/t/*", "/t/ukjent").replace(/^\*$/, "/finnes-ikke");

const ROUTES = [
  ...new Set(ROUTE_TABLE.filter((r) => loadsData(r) && r.path !== "/callback").map((r) => r.path)),
];

const OTHER_FAULTS = ["500", "malformed", "401", "406", "slow", "offline"] as const;
type Fault = "503" | (typeof OTHER_FAULTS)[number];

const dayOfYear = Math.floor((Date.now() - Date.UTC(new Date().getUTCFullYear(), 0, 1)) / 86_400_000);
const offset = Number(process.env.FAULT_MATRIX_OFFSET ?? dayOfYear);
const full = process.env.FAULT_MATRIX === "full";
const routesFor = (fault: Fault) =>
  fault === "503" || full
    ? ROUTES
    : ROUTES.filter((_, i) => OTHER_FAULTS[(i + offset) % OTHER_FAULTS.length] === fault);

/** A client-side navigation, as a link would make it (the route's code may not be loaded yet). */
async function navigate(page: Page, url: string) {
  await page
    .evaluate(async (to) => {
      const router = (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter;
      await router.navigate(to);
    }, url)
    .catch(() => {
      // Sign-in started: the page went on to the identity provider.
    });
}

/** A Norwegian message, a retry and the customer centre in the page's main part: never blank. */
async function expectRecoverable(page: Page) {
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByRole("button", { name: "Prøv igjen" })).toBeVisible();
  await expect(main.getByRole("link", { name: sandbox.customerCenterPhoneNumber })).toBeVisible();
}

/** Home, online and without faults: where every step starts. */
async function home(page: Page) {
  await clearFaults(page);
  if (!/^http:\/\/sbx\.localhost:\d+\/$/.test(page.url())) await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
}

for (const fault of ["503", ...OTHER_FAULTS] as const) {
  const routes = routesFor(fault);
  test(`${fault}: every route that loads data ends on a recoverable Norwegian screen`, async ({
    page,
    context,
  }) => {
    test.setTimeout(30_000 + routes.length * 12_000);
    if (fault === "slow")
      await context.addInitScript(() => localStorage.setItem("minside.patienceMs", "300"));
    await resetBackend(page);
    await signInAs(page, "paper-subscriber", "/");
    for (const path of routes) {
      await test.step(`${fault} on ${path}`, async () => {
        await home(page);
        const url = urlOf(path);
        if (fault === "offline") {
          await context.setOffline(true);
          await navigate(page, url);
          await expectRecoverable(page);
          await context.setOffline(false);
        } else if (fault === "401" || fault === "406") {
          await setFault(page, "*", fault, 1);
          await navigate(page, url);
          // Either a call was refused and sign-in started, or the screen needed no call of its own.
          await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
          if (/\/_identity\//.test(page.url())) await page.goto("/");
        } else if (fault === "slow") {
          await setFault(page, "*", "slow:2500", 10);
          const navigation = navigate(page, url);
          await expect(page.getByText("Dette tar lengre tid enn vanlig.")).toBeVisible();
          await expect(page.getByRole("button", { name: "Prøv igjen" })).toBeVisible();
          await page.getByRole("button", { name: "Vent litt til" }).click();
          await navigation;
          await expect(page.getByText("Dette tar lengre tid enn vanlig.")).toHaveCount(0);
          await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
        } else {
          await setFault(page, "*", fault, 10);
          await navigate(page, url);
          await expectRecoverable(page);
        }
      });
    }
  });
}
