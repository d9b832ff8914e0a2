// The page a worker keeps between journeys (tests/e2e/fixtures.ts, ADR 090): one journey leaves
// behind everything it can — a signed-in session, both storages on two titles' origins, an init
// script, a route, a listener, extra headers (the context's and the page's), a permission, print
// media and reduced motion, the browser offline, a second page, a phone's viewport — and the next
// journey, on the same page, finds none of it.
import type { Page } from "@playwright/test";
import { expect, test, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";

test.describe.configure({ mode: "serial" });

let first: Page | undefined;
const requests: string[] = [];

test("a journey leaves everything it can behind", async ({ page, context }) => {
  first = page;
  await signInAs(page, "subscriber", "/");
  for (const code of ["sbx", "sh"]) {
    await page.goto(`${titleOrigin(code)}/kundeservice`);
    await page.evaluate(() => {
      localStorage.setItem("left-behind", "1");
      sessionStorage.setItem("left-behind", "1");
    });
  }
  await context.addInitScript(() => ((window as unknown as { leftBehind: number }).leftBehind = 1));
  await page.addInitScript(() => ((window as unknown as { leftOnPage: number }).leftOnPage = 1));
  await page.route("**/api/left-behind", (route) => route.fulfill({ body: "from the route" }));
  page.on("request", (request) => requests.push(request.url()));
  await context.setExtraHTTPHeaders({ "x-left-behind": "1" });
  await page.setExtraHTTPHeaders({ "x-left-on-page": "1" });
  await page.emulateMedia({ media: "print", reducedMotion: "reduce" });
  await context.grantPermissions(["clipboard-read"]);
  await context.newPage();
  await page.setViewportSize({ width: 320, height: 500 });
  await context.setOffline(true);
  expect(await context.cookies()).not.toEqual([]);
});

test("the next journey on the kept page finds none of it", async ({ page, context, viewport }) => {
  expect(page, "the same page, kept").toBe(first);
  expect(context.pages()).toEqual([page]);
  expect(page.viewportSize()).toEqual(viewport);
  expect(await context.cookies()).toEqual([]);
  const heardBefore = requests.length;
  const headers: Array<string | undefined> = [];
  page.on("request", (request) =>
    headers.push(request.headers()["x-left-behind"], request.headers()["x-left-on-page"]),
  );
  for (const code of ["sbx", "sh"]) {
    await page.goto(`${titleOrigin(code)}/kundeservice`);
    expect(
      await page.evaluate(async () => ({
        local: localStorage.getItem("left-behind"),
        session: sessionStorage.getItem("left-behind"),
        script: "leftBehind" in window || "leftOnPage" in window,
        clipboard: (await navigator.permissions.query({ name: "clipboard-read" as PermissionName })).state,
        print: matchMedia("print").matches,
        reducedMotion: matchMedia("(prefers-reduced-motion: reduce)").matches,
      })),
    ).toEqual({
      local: null,
      session: null,
      script: false,
      clipboard: "prompt",
      print: false,
      reducedMotion: false,
    });
  }
  expect(headers.filter(Boolean)).toEqual([]);
  const answer = await page.evaluate(async () => {
    const response = await fetch("/api/left-behind");
    return { status: response.status, text: await response.text() };
  });
  expect(answer.text, "no route answers, and the browser is online").not.toBe("from the route");
  expect(answer.status).toBe(404);
  expect(requests.length, "the first journey's listener heard nothing of this one").toBe(heardBefore);
  // Not signed in: the front page sends the browser to sign in.
  await page.goto("/");
  await expect(page).toHaveURL(/\/_identity\/oauth\/authorize/);
});
