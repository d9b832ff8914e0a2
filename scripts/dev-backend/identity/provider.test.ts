// @vitest-environment node
// The identity provider emulator (/_identity/*) in-process: its session, the authorize page with
// the personas, its checks of an authorize request, logout and the profile page.
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#scripts/dev-backend/core/handler.ts";
import { IDP_SESSION_COOKIE } from "./provider.ts";
import { authorizeUrl, Browser, data, ORIGIN, setup, signIn } from "#scripts/dev-backend/test-support.ts";

describe("identity emulator", () => {
  it("v2/session: 401 JSON without a session, the user (no tokens) with one", async () => {
    const { app } = setup();
    const browser = new Browser(app);
    const none = await browser.fetch("/_identity/v2/session?client_sdrn=x&tabId=1");
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      error: { code: 401, type: "UserException", description: "No session found" },
    });

    await signIn(browser, "paper-subscriber");
    expect(browser.cookies.has(IDP_SESSION_COOKIE)).toBe(true);
    const session = await browser.fetch("/_identity/v2/session");
    expect(session.status).toBe(200);
    const body = (await session.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      result: true,
      userStatus: "connected",
      userId: 10000004,
      sdrn: "sdrn:spid.no:user:10000004",
      displayName: "Arne Solberg",
      givenName: "Arne",
      familyName: "Solberg",
      expiresIn: 300,
    });
    expect(Object.keys(body).some((k) => /token/i.test(k))).toBe(false);
    const context = await browser.fetch("/_identity/user-context");
    expect(await context.json()).toMatchObject({ display_text: "Arne Solberg" });
  });

  it("authorize shows every persona as a button when there is no login_hint; POST signs in", async () => {
    const browser = new Browser(setup().app);
    const page = await browser.fetch(authorizeUrl("some-state"));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain("<title>Logg inn – Schibsted-konto (utviklingsmiljø)</title>");
    expect(html).toContain("<h1>Logg inn</h1>");
    expect(html.match(/<button type="submit" name="persona"/g)).toHaveLength(29);
    expect(html).toContain('data-persona="family-member"');
    expect(html).toContain('name="state" value="some-state"');

    const posted = await browser.fetch("/_identity/oauth/authorize", {
      method: "POST",
      form: {
        client_id: "minside-dev",
        redirect_uri: `${ORIGIN}/callback`,
        response_type: "code",
        scope: "openid offline_access",
        state: "some-state",
        persona: "student",
      },
    });
    expect(posted.status).toBe(302);
    const back = new URL(posted.headers.get("Location")!);
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/callback`);
    expect(back.searchParams.get("state")).toBe("some-state");
    expect(back.searchParams.get("code")).toBeTruthy();
  });

  it("authorize refuses a foreign redirect_uri, a wrong path, a missing openid scope or state", async () => {
    const browser = new Browser(setup().app);
    const cases = [
      authorizeUrl("s", { redirect_uri: "https://evil.example/callback", login_hint: "subscriber" }),
      authorizeUrl("s", { redirect_uri: `${ORIGIN}/elsewhere` }),
      authorizeUrl("s", { scope: "profile" }),
      authorizeUrl("", {}),
      authorizeUrl("s", { response_type: "token" }),
    ];
    for (const url of cases) {
      const response = await browser.fetch(url);
      expect(response.status, url).toBe(400);
      expect(response.headers.get("Content-Type")).toMatch(/text\/html/);
    }
    expect(browser.cookies.has(IDP_SESSION_COOKIE)).toBe(false);
  });

  it("logout ends the identity session and returns to a same-origin address only", async () => {
    const browser = new Browser(setup().app);
    await signIn(browser, "subscriber");
    const foreign = await browser.fetch("/_identity/logout?redirect_uri=https%3A%2F%2Fevil.example%2F");
    expect(foreign.status).toBe(400);
    const out = await browser.fetch(`/_identity/logout?redirect_uri=${encodeURIComponent(`${ORIGIN}/`)}`);
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe(`${ORIGIN}/`);
    expect((await browser.fetch("/_identity/v2/session")).status).toBe(401);
  });

  it("profile-pages names the signed-in persona", async () => {
    const browser = new Browser(setup().app);
    expect(await (await browser.fetch("/_identity/profile-pages")).text()).toContain("Du er ikke logget inn");
    await signIn(browser, "youth");
    const html = await (await browser.fetch("/_identity/profile-pages?redirect_uri=x")).text();
    expect(html).toContain("<h1>Din Schibsted-konto</h1>");
    expect(html).toContain("Emma Larsen");
    expect(html).toContain("emma.larsen@example.no");
    expect(html).toContain('href="/"');
  });

  it("/_dev/sign-in gives the sessions a sign-in would: the identity user and the platform's", async () => {
    const browser = new Browser(setup().app);
    const unknown = await browser.fetch("/_dev/sign-in", { method: "POST", json: { persona: "nobody" } });
    expect(unknown.status).toBe(404);
    for (const json of [{}, { persona: 7 }, { persona: "x".repeat(65) }]) {
      const refused = await browser.fetch("/_dev/sign-in", { method: "POST", json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
    }
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);

    const answer = await browser.fetch("/_dev/sign-in", { method: "POST", json: { persona: "subscriber" } });
    expect(answer.status).toBe(200);
    const { cookies } = (await answer.json()) as { cookies: Record<string, string> };
    expect(cookies[IDP_SESSION_COOKIE]).toBe(browser.cookies.get(IDP_SESSION_COOKIE));
    expect(cookies[SESSION_COOKIE]).toBe(browser.cookies.get(SESSION_COOKIE));
    const session = (await (await browser.fetch("/_identity/v2/session")).json()) as { userId: number };
    expect(session.userId).toBe(10000003);
    // The platform knows this browser's session: the account is the subscriber's, read with it.
    const account = await data(await browser.call("getAccount", { params: { id: 10000003 } }));
    expect(account).toMatchObject({ spidId: 10000003 });
    expect((await browser.call("getAccount", { params: { id: 10000004 } })).status).toBe(403);
  });

  it("GET /_dev/sign-in signs the persona in and goes on to a page of this title, and only there", async () => {
    const browser = new Browser(setup().app);
    const sneaky = ["/\t/evil.example/x", "/\n/evil.example/x", "/\r/evil.example/x", "/\\evil.example/x"];
    const spaced = ["/ /evil.example/x", "/faktura\u00A0oversikt", "/\u2028/evil.example"];
    for (const to of ["https://evil.example/", "//evil.example/", "fakturaoversikt", ...sneaky, ...spaced]) {
      const refused = await browser.fetch(`/_dev/sign-in?persona=subscriber&to=${encodeURIComponent(to)}`);
      expect(refused.status, to).toBe(400);
    }
    expect((await browser.fetch("/_dev/sign-in?persona=nobody&to=/")).status).toBe(404);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);

    const answer = await browser.fetch("/_dev/sign-in?persona=unpaid-invoice&to=%2Ffakturaoversikt");
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain('location.replace("/fakturaoversikt")');
    expect(page).toContain('<a href="/fakturaoversikt">Gå videre</a>');
    const session = (await (await browser.fetch("/_identity/v2/session")).json()) as { userId: number };
    expect(session.userId).toBe(10000009);
    expect(await data(await browser.call("getAccount", { params: { id: 10000009 } }))).toMatchObject({
      spidId: 10000009,
    });
  });
});

describe("GET /_dev/sign-in's return path, as a browser sends it", () => {
  it.each(["%09", "%0A", "%0D", "%0d%0a"])(
    "refuses /%s/evil.example/x (400), and signs no one in",
    async (code) => {
      const browser = new Browser(setup().app);
      const refused = await browser.fetch(`/_dev/sign-in?persona=subscriber&to=/${code}/evil.example/x`);
      expect(refused.status).toBe(400);
      expect(await refused.text()).not.toContain("evil.example");
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    },
  );
});
