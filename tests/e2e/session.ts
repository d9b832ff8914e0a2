// Helpers for journeys that sign in through the dev backend's identity emulator.
import type { Browser, Page } from "@playwright/test";
import { SIGNED_IN_HINT_KEY } from "#app/auth/signed-in-hint.ts";
import { numberAfterSeed, seededInvoiceNo } from "#tests/fixtures/personas/all.ts";
import { platformClockIs, platformNow, platformToday } from "./clock.ts";
import { E2E_PORT, expect } from "./fixtures.ts";

/** The dev backend's tools, on the loopback address (Node cannot resolve *.localhost). */
const dev = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;

/** Signs in from wherever the page is sent to the emulator, by choosing a persona there. */
export async function choosePersona(page: Page, persona: string) {
  await expect(page).toHaveURL(/\/_identity\/oauth\/authorize/);
  await page.locator(`button[data-persona="${persona}"]`).click();
}

/**
 * Opens `path` (a guarded page) as the persona, signed in the real way: the portal sends the browser
 * to the identity provider, the persona is chosen there, and /callback brings it back. For the
 * journeys about signing in; the others use signInAs.
 */
export async function signInThroughIdentityProvider(page: Page, persona: string, path = "/") {
  await page.goto(path);
  await choosePersona(page, persona);
  await expect(page).not.toHaveURL(/\/_identity\/|\/callback/);
}

/**
 * Opens `path` (a guarded page) as the persona, already signed in: the dev backend's
 * `/_dev/sign-in` gives this browser the sessions the identity provider and /callback would have
 * given it, then the page opens once — not the portal twice and the sign-in page between (ADR 041).
 * The page is where it would be after a real sign-in; the sign-in journeys cover the way there.
 */
export async function signInAs(page: Page, persona: string, path = "/") {
  const url = new URL(path, `http://sbx.localhost:${E2E_PORT}`);
  const response = await page.request.post(dev("/_dev/sign-in"), { data: { persona } });
  expect(response.ok(), `no persona ${persona}`).toBe(true);
  const { cookies } = (await response.json()) as { cookies: Record<string, string> };
  await page.context().addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value,
      url: url.origin,
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
  // What /callback leaves in this tab: the hint that someone signed in here
  // (app/auth/signed-in-hint.ts), and no identity SDK answer kept from whoever was signed in before
  // (its sessionStorage cache). Set as the page's document starts, before any script of the portal,
  // by a script that runs for this one load and is then taken away: one load, where opening the
  // title's favicon first to set them cost a second (~0.1 CPU-s a sign-in, docs/testing.md).
  const onThisLoad = await page.addInitScript((key) => {
    localStorage.setItem(key, "1");
    sessionStorage.removeItem("hasSession-cache");
  }, SIGNED_IN_HINT_KEY);
  await page.goto(url.href);
  await onThisLoad.dispose();
  // Where /callback's navigation would have ended: the page loaded, its data in (every page and the
  // error screen have a level-1 heading; the spinner before them has none).
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/_identity\/|\/callback/);
}

/**
 * A persona's invoice number as the stand-in seeded it today: the newest (0), the one before it (1),
 * … Every title numbers its documents in one series in the order they were issued, so how many came
 * before depends on the day (tests/fixtures/personas/all.ts).
 */
export const invoiceNo = (persona: string, fromNewest = 0) =>
  seededInvoiceNo(persona, platformToday(), fromNewest);

/** The number of the document a title issues first after the seed (`then`: so many after it). */
export const nextDocumentNo = (then = 0) => numberAfterSeed(platformToday(), then);

/** Calls the dev backend from inside the page (so the title's cookies go along). */
export function inPage<T>(page: Page, fn: () => Promise<T>): Promise<T> {
  return page.evaluate(fn);
}

/** Everything as seeded, the clocks of the stand-in and the browser back at the journey's start. */
export async function resetBackend(page: Page) {
  const response = await page.request.post(dev("/_dev/reset"));
  expect(response.ok()).toBe(true);
  const { now } = (await response.json()) as { now: string };
  await page.context().clock.setSystemTime(platformClockIs(now));
}

export async function setFault(page: Page, path: string, fault: string, times = 1) {
  const response = await page.request.post(dev("/_dev/faults"), {
    data: { path, fault, times },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Every GET of `path` answered without `field`, until the faults are cleared: what the portal
 * does when the real platform leaves a field out (docs/decisions/034).
 */
export async function omitField(page: Page, path: string, field: string) {
  const response = await page.request.post(dev("/_dev/faults"), {
    data: { path, fault: "omit", field, method: "GET" },
  });
  expect(response.ok()).toBe(true);
}

/** The whole API down: 503 on every /api/ path until the faults are cleared. */
export async function apiDown(page: Page) {
  const response = await page.request.post(dev("/_dev/faults"), { data: { path: "*", fault: "503" } });
  expect(response.ok()).toBe(true);
}

export async function clearFaults(page: Page) {
  await page.request.delete(dev("/_dev/faults"));
}

export interface OutboxMessage {
  channel: string;
  recipient: string;
  text: string;
  createdAt: string;
}

export async function outbox(page: Page): Promise<OutboxMessage[]> {
  const response = await page.request.get(dev("/_dev/outbox"));
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

export interface ProviderTrip {
  paymentId: string;
  kind: "INVOICE" | "PAYMENT_METHOD" | "ORDER";
  method: string;
  status: "PENDING" | "APPROVED" | "CANCELLED" | "FAILED";
  ariaAccountNo: string;
  ariaInvoiceNo: string | null;
  amount: number | null;
}

/** Every trip to the stand-in payment provider (optionally for one invoice), newest first. */
export async function providerTrips(page: Page, invoice?: string): Promise<ProviderTrip[]> {
  const query = invoice ? `?invoice=${encodeURIComponent(invoice)}` : "";
  const response = await page.request.get(dev(`/_dev/payments${query}`));
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProviderTrip[];
}

/**
 * Moves the clocks of the dev backend and the browser ahead together (a reset sets them back): a
 * code can expire without waiting.
 */
export async function advanceClock(page: Page, minutes: number) {
  const response = await page.request.post(dev("/_dev/clock"), { data: { minutes } });
  expect(response.ok()).toBe(true);
  const { now } = (await response.json()) as { now: string };
  await page.context().clock.setSystemTime(platformClockIs(now));
}

/** Announces a delivery disruption at the platform (docs/dev-backend.md, /_dev/disruptions). */
export async function announceDisruption(
  page: Page,
  disruption: { postalCode: string; date?: string; until?: string | null; message?: string },
) {
  const response = await page.request.post(dev("/_dev/disruptions"), { data: disruption });
  expect(response.status()).toBe(201);
}

/** The six-digit code in the newest e-mail to `recipient`, and how many e-mails it has had. */
export async function emailedCode(page: Page, recipient: string): Promise<{ code: string; count: number }> {
  const mails = (await outbox(page)).filter((m) => m.channel === "email" && m.recipient === recipient);
  const code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `an e-mail with a code to ${recipient} in the outbox`).toBeTruthy();
  return { code: code!, count: mails.length };
}

/** The bank's answer, days later, to the persona's AvtaleGiro mandate waiting for it (ADR 053). */
export async function bankAnswers(
  page: Page,
  persona: string,
  answer: "confirm" | "reject",
  reason?: "ACCOUNT_NOT_FOUND" | "NOT_ACCOUNT_HOLDER" | "LIMIT_NOT_ACCEPTED",
) {
  const response = await page.request.post(dev("/_dev/mandates/answer"), {
    data: { persona, answer, reason },
  });
  expect(response.ok(), `a mandate of ${persona} waiting for the bank`).toBe(true);
}

/** The link in the newest message to `recipient` (an invitation, a code): the test fails without one. */
export async function linkSentTo(page: Page, recipient: string): Promise<string> {
  const message = (await outbox(page)).find((m) => m.recipient === recipient);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `a message to ${recipient} with a link`).toBeTruthy();
  return link!;
}

/**
 * Someone else on a device of their own, signed in as `persona` at `path`: a browser context of its
 * own, on the same day as the platform's, as the journey's own browser has it (fixtures.ts).
 */
export async function signedInElsewhere(browser: Browser, persona: string, path: string) {
  const context = await browser.newContext();
  await context.clock.setSystemTime(platformNow());
  const page = await context.newPage();
  await signInAs(page, persona, path);
  return { page, done: () => context.close() };
}
