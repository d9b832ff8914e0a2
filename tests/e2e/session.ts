// Helpers for journeys that sign in through the dev backend's identity emulator.
import type { Page } from "@playwright/test";
import { E2E_PORT, expect } from "./fixtures.ts";

/** The dev backend's tools, on the loopback address (Node cannot resolve *.localhost). */
const dev = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;

/** Signs in from wherever the page is sent to the emulator, by choosing a persona there. */
export async function choosePersona(page: Page, persona: string) {
  await expect(page).toHaveURL(/\/_identity\/oauth\/authorize/);
  await page.locator(`button[data-persona="${persona}"]`).click();
}

/** Opens `path` as the persona: sign-in starts, the persona is chosen, and we come back. */
export async function signInAs(page: Page, persona: string, path = "/") {
  await page.goto(path);
  await choosePersona(page, persona);
  await expect(page).not.toHaveURL(/\/_identity\/|\/callback/);
}

/** Calls the dev backend from inside the page (so the title's cookies go along). */
export function inPage<T>(page: Page, fn: () => Promise<T>): Promise<T> {
  return page.evaluate(fn);
}

export async function resetBackend(page: Page) {
  const response = await page.request.post(dev("/_dev/reset"));
  expect(response.ok()).toBe(true);
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

/** Moves the dev backend's clock ahead (a reset sets it back): a code can expire without waiting. */
export async function advanceClock(page: Page, minutes: number) {
  const response = await page.request.post(dev("/_dev/clock"), { data: { minutes } });
  expect(response.ok()).toBe(true);
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
