// The fault matrix in a browser (ADR 021, ADR 085), generated from the route table: every route
// that loads data (a guard's session or its own clientLoader) meets 500, 503, a malformed body, the
// browser offline and a slow answer in-process every run (tests/in-process/fault-matrix.test.tsx).
// Here: 401 and 406, which send the reader to the identity provider and back to the screen asked
// for — each route behind sign-in meets one of them on the days the rotation gives it one, as before
// (tests/e2e/fault-rotation.ts) — and two routes of each other fault, rotating with the day, for what
// only a browser shows of it (Chromium offline, the real network, the spinner's own timer). Every
// visit ends on a Norwegian screen with a retry and the title's customer centre (sign-in for
// 401/406; "Dette tar lengre tid enn vanlig" with wait or retry when slow), never a blank page.
// FAULT_MATRIX=full runs every pair here. A test per small group of routes, so that both workers
// share the matrix (docs/testing.md).
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import type { RouteEntry } from "#app/route-table.ts";
import { KEPT_ANSWER_MS } from "#app/api/client.ts";
import { SESSION_CACHE_MS } from "#app/auth/session.ts";
import { decodeLoginState } from "#app/domain/login-state.ts";
import { expect, test } from "./fixtures.ts";
import { browserFaultsFor, FAULT_ROUTES as ROUTES, urlOf, type Fault } from "./fault-rotation.ts";
import { navigateInApp } from "./measured-route.ts";
import { choosePersona, clearFaults, setFault, signInAs } from "./session.ts";

const sandbox = JSON.parse(readFileSync("titles/sbx.json", "utf8")) as { customerCenterPhoneNumber: string };

/** A refused session (401, 406) is about the routes behind sign-in; open pages serve everyone. */
const applies = (fault: Fault, entry: RouteEntry) =>
  entry.requiresAuth || (fault !== "401" && fault !== "406");

/** Each route with the faults it meets in a browser in this run; the routes that meet none left out. */
const VISITS = ROUTES.map((entry, i) => ({
  entry,
  faults: browserFaultsFor(i, ROUTES.length).filter((fault) => applies(fault, entry)),
})).filter(({ faults }) => faults.length > 0);

/** Local storage's shortened patience for the tests (PATIENCE_KEY of app/components/spinner.tsx). */
const PATIENCE_KEY = "minside.patienceMs";

/** The query field of a screen's key (KEY_FIELD of app/forms/intent.ts, which a test cannot load). */
const SCREEN_KEY = "nokkel";

/** Routes per test: small enough that the two workers share the matrix evenly. */
const GROUP = 4;

/**
 * What the page asked of the API, and where it went, through the whole test: every /api/ request
 * with its answer, and every new address of the page. A failed step prints the part of it since the
 * step began, so a failure that shows once in many runs says what the page did; a step counts the
 * calls it made from its mark. The test's one listener of the page's requests.
 */
function recordTraffic(page: Page) {
  const lines: string[] = [];
  const inFlight = new Set<unknown>();
  let requests = 0;
  const at = () => `${(performance.now() / 1000).toFixed(2)}s`;
  const isApi = (url: string) => new URL(url).pathname.startsWith("/api/");
  page.on("request", (request) => {
    if (!isApi(request.url())) return;
    requests += 1;
    inFlight.add(request);
    lines.push(`${at()} → ${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on("requestfinished", (request) => {
    if (!inFlight.delete(request)) return;
    void request
      .response()
      .then((response) =>
        lines.push(`${at()} ← ${response?.status() ?? "?"} ${new URL(request.url()).pathname}`),
      );
  });
  page.on("requestfailed", (request) => {
    if (inFlight.delete(request))
      lines.push(`${at()} ✗ ${request.failure()?.errorText ?? "failed"} ${new URL(request.url()).pathname}`);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame())
      lines.push(`${at()} at ${new URL(frame.url()).pathname}${new URL(frame.url()).search}`);
  });
  return {
    /** Requests for the API not answered yet. */
    inFlight: () => inFlight.size,
    /** A mark to read the log, and count the calls, from. */
    mark: () => ({ line: lines.length, requests }),
    since: (mark: TrafficMark) => lines.slice(mark.line).join("\n"),
    /** The calls for the API the page made since the mark. */
    requestsSince: (mark: TrafficMark) => requests - mark.requests,
  };
}

interface TrafficMark {
  line: number;
  requests: number;
}
type Traffic = ReturnType<typeof recordTraffic>;

/**
 * Opens the route under the fault; a route behind sign-in must call the API for it
 * (the session's 5 minutes are over).
 */
async function open(page: Page, entry: RouteEntry, url: string, traffic: Traffic): Promise<void> {
  const mark = traffic.mark();
  await navigateInApp(page, url);
  if (entry.requiresAuth)
    expect(traffic.requestsSince(mark), `${url} loads the session again`).toBeGreaterThan(0);
}

/** Never blank: a heading in the page's main part. */
async function expectScreen(page: Page) {
  await expect(page.locator("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
}

/** A Norwegian message, a retry and the title's customer centre in the page's main part. */
async function expectRecoverable(page: Page) {
  const main = page.locator("main");
  await expectScreen(page);
  await expect(main.getByRole("button", { name: "Prøv igjen" })).toBeVisible();
  await expect(main.getByRole("link", { name: sandbox.customerCenterPhoneNumber })).toBeVisible();
}

/**
 * Behind sign-in: the recoverable screen. An open route may need nothing from the network (the
 * receipt of a failed payment) or choose to show what it has (a receipt without the session's
 * details): a screen either way, and when it is the error screen, a recoverable one.
 */
async function expectOutcome(page: Page, entry: RouteEntry) {
  if (entry.requiresAuth) return expectRecoverable(page);
  await expectScreen(page);
  if (await page.getByRole("heading", { level: 1, name: "Noe gikk galt" }).isVisible())
    await expectRecoverable(page);
}

/** Home, online and without faults, everything it asked answered: where every step starts. */
async function home(page: Page, traffic: Traffic) {
  await clearFaults(page);
  const minSide = page.getByRole("heading", { level: 1, name: "Min side" });
  // By a link while the app runs (its error screen included), as the reader goes back; a new load
  // only when the page is not the app's (the identity provider's).
  const at = new URL(page.url());
  if (at.pathname !== "/" || !(await minSide.isVisible())) {
    if (at.pathname.startsWith("/_identity/")) await page.goto("/");
    else await navigateInApp(page, "/");
  }
  await expect(minSide).toBeVisible();
  // Nothing of home's still on its way: the fault set next is for the route's own calls.
  await expect.poll(traffic.inFlight, { message: "home's calls answered" }).toBe(0);
}

/**
 * Once the fault is set, right before the route is opened: the page's clock moves past the 5
 * minutes the session and read answers are kept (SPEC §9), so the route really loads its data under
 * the fault instead of showing what was loaded before. A kept answer is dated when it was asked, so
 * anything asked before this is stale; anything asked after it is asked under the fault. (Moved here
 * from home: a call the app made after home's had been answered, as when the browser came back
 * online, could be asked after the clock had moved and be kept fresh for the route.)
 */
async function pastKeptAnswers(page: Page) {
  await page.clock.fastForward(Math.max(KEPT_ANSWER_MS, SESSION_CACHE_MS) + 1000);
}

/** The route under the fault, from home: the screen the subscriber is left on. */
async function visit(page: Page, context: BrowserContext, entry: RouteEntry, fault: Fault, traffic: Traffic) {
  await home(page, traffic);
  const url = urlOf(entry.path);
  if (fault === "offline") {
    // Offline, Chromium refuses requests before they are reported, so they cannot be counted:
    // behind sign-in the session must load again; an open route at least shows a screen.
    await context.setOffline(true);
    await pastKeptAnswers(page);
    await navigateInApp(page, url);
    await expectOutcome(page, entry);
    await context.setOffline(false);
  } else if (fault === "401" || fault === "406") {
    // The platform refuses the session: sign-in starts, and signing in again brings the
    // subscriber to the screen they asked for (SPEC §8).
    // One refusal only, so the clock moves first and what that sets off is answered before it:
    // the refusal is for the route's own call.
    await pastKeptAnswers(page);
    await expect.poll(traffic.inFlight, { message: "calls answered before the refusal" }).toBe(0);
    await setFault(page, "*", fault, 1);
    await open(page, entry, url, traffic);
    await expect(page).toHaveURL(/\/_identity\/oauth\/authorize/);
    // Back to the page being opened, not the page left (app/navigation/return-target.ts): its
    // address, with its screen's key when the route had put one in it (?nokkel=, ADR 006).
    const state = decodeLoginState(new URL(page.url()).searchParams.get("state"));
    const back = new URL(state?.url ?? "", "http://x");
    back.searchParams.delete(SCREEN_KEY);
    expect(`${back.pathname}${back.search}`).toBe(url);
    await choosePersona(page, "paper-subscriber");
    await expect(page).not.toHaveURL(/\/_identity\/|\/callback/);
    await expectScreen(page);
  } else if (fault === "slow") {
    // Every call takes 1.5 s: past the patience limit (0.3 s here, read when the spinner shows) the
    // spinner says so, with a choice to wait or to try again; waiting ends on the screen.
    await page.evaluate((key) => localStorage.setItem(key, "300"), PATIENCE_KEY);
    await setFault(page, "*", "slow:1500", 10);
    const patience = page.getByText("Dette tar lengre tid enn vanlig.");
    await pastKeptAnswers(page);
    const mark = traffic.mark();
    const navigation = navigateInApp(page, url);
    const first = await Promise.race([
      navigation.then(() => "loaded" as const),
      patience.waitFor().then(
        () => "patience" as const,
        () => "patience" as const,
      ),
    ]);
    if (first === "loaded" && traffic.requestsSince(mark) === 0 && !entry.requiresAuth) {
      await expectScreen(page);
    } else {
      await expect(patience).toBeVisible();
      await expect(page.getByRole("button", { name: "Prøv igjen" })).toBeVisible();
      await page.getByRole("button", { name: "Vent litt til" }).click();
      await navigation;
      await expect(patience).toHaveCount(0);
      await expectScreen(page);
    }
    await page.evaluate((key) => localStorage.removeItem(key), PATIENCE_KEY);
  } else {
    await setFault(page, "*", fault, 10);
    await pastKeptAnswers(page);
    await open(page, entry, url, traffic);
    await expectOutcome(page, entry);
  }
}

for (let start = 0; start < VISITS.length; start += GROUP) {
  const group = VISITS.slice(start, start + GROUP);
  const name = group.map(({ entry, faults }) => `${entry.path} (${faults.join(", ")})`).join(", ");
  test(`${name}: a recoverable Norwegian screen under each fault`, async ({ page, context }) => {
    const visits = group.reduce((n, { faults }) => n + faults.length, 0);
    test.setTimeout(30_000 + visits * 12_000);
    await page.clock.install();
    const traffic = recordTraffic(page);
    await signInAs(page, "paper-subscriber", "/");
    for (const { entry, faults } of group)
      for (const fault of faults)
        await test.step(`${fault} on ${entry.path}`, async () => {
          const mark = traffic.mark();
          try {
            await visit(page, context, entry, fault, traffic);
          } catch (error) {
            await test.info().attach(`${fault} on ${entry.path}: the page's calls and addresses`, {
              body: traffic.since(mark),
            });
            console.log(`${fault} on ${entry.path}, what the page did:\n${traffic.since(mark)}`);
            throw error;
          }
        });
  });
}
