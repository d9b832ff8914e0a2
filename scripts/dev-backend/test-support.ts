// Test support for the dev backend's unit tests: a tiny in-process browser, a fresh backend per
// test, the portal's sign-in, and a fixed clock. Not a test file itself.
import { expect } from "vitest";
import { api, type EndpointName } from "#app/api/contract.ts";
import { CSRF_COOKIE, CSRF_HEADER, pathFor } from "#app/api/contract/shared.ts";
import { encodeLoginState } from "#app/domain/login-state.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { personaById } from "#tests/fixtures/personas/all.ts";
import { createDevBackend } from "./app.ts";
import type { TestHooks } from "#scripts/dev-backend/core/deps.ts";
import type { Database } from "#scripts/dev-backend/core/sqlite.ts";
import { defaultTitles, openDatabase } from "./seed.ts";
import type { Title } from "#app/title/title-schema.ts";

export const ORIGIN = "http://sbx.localhost:4173";
const distDir = "dist";

// ─── A tiny browser: keeps cookies, repeats the CSRF cookie in the header like the portal ───────

export type App = ReturnType<typeof createDevBackend>;

interface SetCookie {
  value: string;
  attributes: string;
}

export class Browser {
  app: App;
  origin: string;
  cookies = new Map<string, string>();
  /** The raw Set-Cookie lines of the last answer, by cookie name. */
  lastSetCookies = new Map<string, SetCookie>();

  constructor(app: App, origin = ORIGIN) {
    this.app = app;
    this.origin = origin;
  }

  async fetch(
    path: string,
    init: {
      method?: string;
      json?: unknown;
      form?: Record<string, string>;
      headers?: Record<string, string>;
      csrf?: boolean;
    } = {},
  ): Promise<Response> {
    const method = init.method ?? "GET";
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set("Cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    if (method !== "GET" && init.csrf !== false && !headers.has(CSRF_HEADER) && this.cookies.has(CSRF_COOKIE))
      headers.set(CSRF_HEADER, this.cookies.get(CSRF_COOKIE)!);
    let body: string | undefined;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(init.form).toString();
    }
    const request = new Request(new URL(path, this.origin), { method, headers, body });
    // A DOM's Request (happy-dom's, in the in-process tests) drops a Cookie header given to its
    // constructor, as a browser's does; set afterwards, it stays. Node's keeps it either way.
    const cookie = headers.get("Cookie");
    if (cookie) request.headers.set("Cookie", cookie);
    const response = await this.app.fetch(request);
    this.lastSetCookies.clear();
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      this.lastSetCookies.set(name, { value, attributes: attributes.join(";") });
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Calls a contract endpoint by name. */
  call(
    name: EndpointName,
    options: {
      params?: Record<string, unknown>;
      body?: unknown;
      headers?: Record<string, string>;
      csrf?: boolean;
      /** Like the portal, a call that creates something sends a fresh Idempotency-Key; false sends none. */
      key?: boolean;
    } = {},
  ) {
    const endpoint = api[name];
    const headers = { ...options.headers };
    if ("creates" in endpoint && endpoint.creates && options.key !== false && !headers["Idempotency-Key"])
      headers["Idempotency-Key"] = crypto.randomUUID();
    return this.fetch(`/api/${pathFor(endpoint.path, options.params ?? {})}`, {
      method: endpoint.method,
      json: options.body,
      headers,
      csrf: options.csrf,
    });
  }

  /** Any /api/ answer hands out the CSRF cookie. */
  async prime() {
    await this.call("complaintCodes");
    return this;
  }
}

export interface Setup {
  app: App;
  db: Database;
  clock: { now: number };
}

/**
 * The titles a handler test's backend knows and seeds: the ones these tests act on, not all 58. The
 * seed is written for every title it knows (every persona on each), and a fresh database per test
 * copied all of it (~30 ms; ~17,600 rows): a third of the stand-in's tests' time. The seed over every
 * title is seed.test.ts's, and the journeys' stand-in knows them all. A test on another title adds
 * its code here (the backend answers an unknown title as the platform does).
 */
const TEST_TITLE_CODES = new Set(["ADR", "SBX", "SH", "FVN", "SEN", "AN", "POL", "FJO", "UNG"]);
let testTitlesCache: Title[] | undefined;
const testTitles = () =>
  (testTitlesCache ??= defaultTitles().filter((title) => TEST_TITLE_CODES.has(title.titleCode)));

/**
 * A backend on a fresh in-memory database. `now` fixes the clock (ms; tests may move clock.now)
 * and the seed's "today" to that instant's Oslo date.
 */
export function setup(options: { hooks?: TestHooks; titleCode?: string; now?: number } = {}): Setup {
  const { now, ...rest } = options;
  const titles = testTitles();
  const db = openDatabase(":memory:", {
    titles,
    ...(now === undefined ? {} : { today: osloToday(new Date(now)) }),
  });
  const clock = { now: now ?? Date.now() };
  const app = createDevBackend({ distDir, db, titles, now: () => clock.now, ...rest });
  return { app, db, clock };
}

export const json = async (response: Response) =>
  (await response.json()) as { data?: unknown; error?: unknown };
export const data = async <T = Record<string, unknown>>(response: Response) => {
  const body = await json(response);
  if (response.status !== 200) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return body.data as T;
};

export function authorizeUrl(state: string, extra: Record<string, string> = {}, origin = ORIGIN) {
  const query = new URLSearchParams({
    client_id: "minside-dev",
    redirect_uri: `${origin}/callback`,
    response_type: "code",
    scope: "openid offline_access",
    state,
    ...extra,
  });
  return `/_identity/oauth/authorize?${query}`;
}

/** The whole sign-in as the portal does it (loginToken … handleLoginToken); returns the exchange's answer. */
export async function signIn(browser: Browser, personaId: string) {
  await browser.prime();
  const { loginToken } = await data<{ loginToken: string }>(await browser.call("loginToken"));
  const state = encodeLoginState({ url: "/", loginToken });
  const authorize = await browser.fetch(authorizeUrl(state, { login_hint: personaId }));
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get("Location")!);
  const spidId = personaById(personaId)!.identity.spidId;
  return browser.call("handleLoginToken", {
    body: { code: back.searchParams.get("code"), state: back.searchParams.get("state"), spidId },
  });
}

export async function signedIn(personaId: string, s: Setup = setup()) {
  const browser = new Browser(s.app);
  const response = await signIn(browser, personaId);
  expect(response.status).toBe(200);
  return { ...s, browser };
}

export const accountNo = (personaId: string) => personaById(personaId)!.account!.ariaAccountNo;

/** The body of an order of Digital at ADR (1 kr the first month, by card) for the persona's account. */
export const digitalOrder = (personaId: string, extra: Record<string, unknown> = {}) => ({
  ariaAccountNo: accountNo(personaId),
  titleCode: "ADR",
  ariaPlanID: "C-DIGITAL-DIGITAL",
  billingPeriod: "MONTHLY",
  campaign: "INTRO_1KR",
  paymentMethod: "SWEDBANK-PPG",
  useSavedCard: false,
  currency: "NOK-01",
  deliveryAddress: null,
  returnUrl: `${ORIGIN}/completepurchase`,
  source: null,
  ...extra,
});

export async function outbox(browser: Browser) {
  return (await (await browser.fetch("/_dev/outbox")).json()) as Array<{
    channel: string;
    recipient: string;
    text: string;
    createdAt: string;
    /** What it is (messages/deliver.ts): a kind, `newsletter:<id>` or `required:<why>`. */
    kind: string | null;
    account: string | null;
    status: "sent" | "held";
    reason: string | null;
    headers: Record<string, string>;
  }>;
}

export const errorOf = async (response: Response) =>
  (
    (await response.json()) as {
      error: { status: number; message: string; fields?: Record<string, string[]> };
    }
  ).error;

// ─── A fixed clock: Wednesday 18 November 2026, 10:00 in Oslo, and a seed built for that day ─────

export const TODAY = "2026-11-18"; // a Wednesday
export const NOW = Date.parse("2026-11-18T09:00:00Z"); // 10:00 in Oslo
/** 10:00 Oslo time (winter, UTC+1) on `date`. */
const tenOClock = (date: string) => Date.parse(`${date}T09:00:00Z`);

export const fixed = () => setup({ now: NOW });
export const signedInFixed = (personaId: string) => signedIn(personaId, fixed());

/** Moves the clock to 10:00 on `date` and signs in again (sessions last 8 hours). */
export async function later(s: Setup & { browser: Browser }, personaId: string, date: string) {
  s.clock.now = tenOClock(date);
  expect((await signIn(s.browser, personaId)).status).toBe(200);
}
