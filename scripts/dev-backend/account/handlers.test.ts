// @vitest-environment node
// Account and session at the dev backend: signing in and out, the account, connecting an account
// found by phone or e-mail (/koble-bruker), and the title.
import { describe, expect, it, vi } from "vitest";
import { encodeLoginState } from "#app/domain/login-state.ts";
import { unclaimedAccount } from "#tests/fixtures/personas/all.ts";
import { maskPhone } from "./handlers.ts";
import type { TestHooks } from "#scripts/dev-backend/core/deps.ts";
import { LOGIN_COOKIE, SESSION_COOKIE } from "#scripts/dev-backend/core/handler.ts";
import {
  accountNo,
  authorizeUrl,
  Browser,
  data,
  outbox,
  setup,
  signedIn,
  signIn,
} from "#scripts/dev-backend/test-support.ts";

// ─── Sign-in ───────────────────────────────────────────────────────────────────────────────────────

describe("sign-in", () => {
  it("goes loginToken → authorize with login_hint → code → handlecode, and sets an HttpOnly session cookie", async () => {
    const browser = new Browser(setup().app);
    const response = await signIn(browser, "subscriber");
    expect(response.status).toBe(200);
    expect(await data(response)).toEqual({
      spidId: 10000003,
      sp_id: expect.any(String),
      displayName: "Kari Nordmann",
      givenName: "Kari",
      familyName: "Nordmann",
      phoneNumber: "92345678",
    });
    const session = browser.lastSetCookies.get(SESSION_COOKIE)!;
    expect(session.attributes).toMatch(/HttpOnly/);
    expect(session.attributes).toMatch(/SameSite=Lax/);
    expect(browser.cookies.has(LOGIN_COOKIE)).toBe(false);
    const account = await data(await browser.call("getAccount", { params: { id: 10000003 } }));
    expect(account).toMatchObject({
      ariaAccountNo: "40527391",
      spidId: 10000003,
      email: "kari.nordmann@example.no",
    });
  });

  it("sets the login token as an HttpOnly cookie", async () => {
    const browser = await new Browser(setup().app).prime();
    const { loginToken } = await data<{ loginToken: string }>(await browser.call("loginToken"));
    expect(loginToken.length).toBeGreaterThanOrEqual(24);
    const cookie = browser.lastSetCookies.get(LOGIN_COOKIE)!;
    expect(cookie.value).toBe(loginToken);
    expect(cookie.attributes).toMatch(/HttpOnly/);
    expect(cookie.attributes).toMatch(/Max-Age=600/);
  });

  async function codeFor(browser: Browser, personaId: string, state: string) {
    const authorize = await browser.fetch(authorizeUrl(state, { login_hint: personaId }));
    return new URL(authorize.headers.get("Location")!).searchParams.get("code")!;
  }

  it("refuses a forged state carrying another login token (403)", async () => {
    const browser = await new Browser(setup().app).prime();
    await browser.call("loginToken");
    const state = encodeLoginState({ url: "/", loginToken: "a-token-this-browser-never-got" });
    const code = await codeFor(browser, "subscriber", state);
    const response = await browser.call("handleCode", { body: { code, state, spidId: 10000003 } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { status: 403, message: "Innloggingen ble ikke startet i denne nettleseren" },
    });
  });

  it("refuses a state started in another browser (no login cookie here) (403)", async () => {
    const { app } = setup();
    const starter = await new Browser(app).prime();
    const { loginToken } = await data<{ loginToken: string }>(await starter.call("loginToken"));
    const state = encodeLoginState({ url: "/", loginToken });
    const victim = await new Browser(app).prime();
    const code = await codeFor(victim, "subscriber", state);
    const response = await victim.call("handleCode", { body: { code, state, spidId: 10000003 } });
    expect(response.status).toBe(403);
  });

  it("refuses a code used twice, another user's code and an expired one (403)", async () => {
    const { app, clock } = setup();
    const browser = await new Browser(app).prime();
    const start = async () => {
      const { loginToken } = await data<{ loginToken: string }>(await browser.call("loginToken"));
      return encodeLoginState({ url: "/", loginToken });
    };
    const state = await start();
    const code = await codeFor(browser, "subscriber", state);
    expect((await browser.call("handleCode", { body: { code, state, spidId: 10000003 } })).status).toBe(200);

    const state2 = await start();
    const reused = await browser.call("handleLoginToken", {
      body: { code, state: state2, spidId: 10000003 },
    });
    expect(reused.status).toBe(403);
    expect(await reused.json()).toEqual({ error: { status: 403, message: "Ugyldig innloggingskode" } });

    const code2 = await codeFor(browser, "subscriber", state2);
    const otherUser = await browser.call("handleCode", {
      body: { code: code2, state: state2, spidId: 10000004 },
    });
    expect(otherUser.status).toBe(403);

    clock.now += 6 * 60 * 1000;
    const expired = await browser.call("handleCode", {
      body: { code: code2, state: state2, spidId: 10000003 },
    });
    expect(expired.status).toBe(403);
  });

  it("logout deletes the session and clears the cookie; then 401", async () => {
    const { browser, db } = await signedIn("subscriber");
    const logout = await browser.call("logout", { body: {} });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ data: {} });
    expect(browser.lastSetCookies.get(SESSION_COOKIE)?.attributes).toMatch(/Max-Age=0/);
    expect(db.prepare("SELECT count(*) AS n FROM sessions").get()).toEqual({ n: 0 });
    expect((await browser.call("getAccount", { params: { id: 10000003 } })).status).toBe(401);
    // Without a session (and without a body) it still answers 200.
    expect((await browser.fetch("/api/logout", { method: "POST" })).status).toBe(200);
  });

  it("a session ends after 8 hours", async () => {
    const { browser, clock } = await signedIn("subscriber");
    clock.now += 8 * 60 * 60 * 1000 + 1000;
    expect((await browser.call("getAccount", { params: { id: 10000003 } })).status).toBe(401);
  });
});

// ─── Accounts ──────────────────────────────────────────────────────────────────────────────────────

describe("accounts", () => {
  it("new-user: no account (404), createAccount, then the account", async () => {
    const { browser } = await signedIn("new-user");
    const none = await browser.call("getAccount", { params: { id: 10000001 } });
    expect(none.status).toBe(404);
    const created = await data<{ ariaAccountNo: string }>(
      await browser.call("createAccount", {
        body: { accountBalance: 0, spidId: 10000001, firstTitleCode: "SBX" },
      }),
    );
    expect(created.ariaAccountNo).toMatch(/^\d{8}$/);
    const account = await data(await browser.call("getAccount", { params: { id: 10000001 } }));
    expect(account).toEqual({
      accountBalance: 0,
      spidId: 10000001,
      firstTitleCode: "SBX",
      ariaAccountNo: created.ariaAccountNo,
      email: "nora.nilsen@example.no",
      phoneNumber: "41234567",
      givenName: "Nora",
      familyName: "Nilsen",
      birthdate: null,
    });
    const again = await browser.call("createAccount", {
      body: { accountBalance: 0, spidId: 10000001, firstTitleCode: "SBX" },
    });
    expect(again.status).toBe(409);
    const someoneElse = await browser.call("createAccount", {
      body: { accountBalance: 0, spidId: 10000002, firstTitleCode: "SBX" },
    });
    expect(someoneElse.status).toBe(403);
  });

  it("keeps other people's accounts out of reach (403)", async () => {
    const { browser } = await signedIn("subscriber");
    expect((await browser.call("getAccount", { params: { id: 10000004 } })).status).toBe(403);
    const other = await browser.call("getSubscription", {
      params: { accountNo: accountNo("paper-subscriber"), titleCode: "ADR" },
    });
    expect(other.status).toBe(403);
  });

  it("modifyAccount changes the given fields", async () => {
    const { browser } = await signedIn("subscriber");
    const account = await data(
      await browser.call("modifyAccount", {
        body: { ariaAccountNo: accountNo("subscriber"), phoneNumber: "+4799887766", givenName: "Kari Anne" },
      }),
    );
    expect(account).toMatchObject({
      phoneNumber: "99887766",
      givenName: "Kari Anne",
      familyName: "Nordmann",
    });
  });
});

// ─── Connect a subscription (/koble-bruker) ────────────────────────────────────────────────────────

describe("koble-bruker", () => {
  it("search by phone → SMS code → wrong code 422 → resend → right code → assign → the paper subscription", async () => {
    const { browser } = await signedIn("no-subscription");
    const search = await data<{ searchId: string; maskedPhoneNumber: string }>(
      await browser.call("searchAccount", { body: { phoneNumber: "+4798765432" } }),
    );
    expect(search.maskedPhoneNumber).toBe("** ** 54 32");
    const [sms] = await outbox(browser);
    expect(sms).toMatchObject({ channel: "sms", recipient: "98765432" });
    expect(sms!.text).toMatch(/^Koden din for å koble abonnementet er \d{6}\. Hilsen kundesenteret\.$/);
    const firstCode = /(\d{6})/.exec(sms!.text)![1]!;
    const wrongCode = firstCode === "000000" ? "111111" : "000000";

    const wrong = await browser.call("verify", { body: { searchId: search.searchId, code: wrongCode } });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ error: { status: 422, message: "Feil kode" } });

    expect((await browser.call("assignAccount", { body: { searchId: search.searchId } })).status).toBe(409);

    await data(
      await browser.call("segmentMessage", { params: { id: search.searchId }, body: { channel: "sms" } }),
    );
    const messages = await outbox(browser);
    expect(messages).toHaveLength(2);
    const code = /(\d{6})/.exec(messages[0]!.text)![1]!;

    expect(await data(await browser.call("verify", { body: { searchId: search.searchId, code } }))).toEqual({
      verified: true,
    });
    const account = await data(await browser.call("assignAccount", { body: { searchId: search.searchId } }));
    expect(account).toMatchObject({ ariaAccountNo: accountNo("no-subscription"), spidId: 10000002 });
    const sub = await data(
      await browser.call("getSubscription", {
        params: { accountNo: accountNo("no-subscription"), titleCode: "ADR" },
      }),
    );
    expect(sub).toMatchObject({ planProductType: "COMBO", ariaPlanID: "C-COMBO-PAPIR-DIGITAL" });
    // The search is spent.
    expect((await browser.call("assignAccount", { body: { searchId: search.searchId } })).status).toBe(409);
  });

  it("refuses to connect onto an active subscription to the same title, saying so by code", async () => {
    const { browser } = await signedIn("paper-subscriber");
    const search = await data<{ searchId: string }>(
      await browser.call("searchAccount", { body: { phoneNumber: "98765432" } }),
    );
    const code = /(\d{6})/.exec((await outbox(browser))[0]!.text)![1]!;
    await data(await browser.call("verify", { body: { searchId: search.searchId, code } }));
    const refused = await browser.call("assignAccount", { body: { searchId: search.searchId } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        status: 409,
        message: "Du har allerede et aktivt abonnement på samme avis",
        code: "ALREADY_SUBSCRIBED",
      },
    });
  });

  it("finds by e-mail; 404 when there is nothing; never the user's own account", async () => {
    const { browser } = await signedIn("subscriber");
    const byMail = await browser.call("searchAccount", { body: { email: "OLA.HANSEN@example.no" } });
    expect(byMail.status).toBe(200);
    const own = await browser.call("searchAccount", { body: { phoneNumber: "92345678" } });
    expect(own.status).toBe(404);
    expect(await own.json()).toEqual({ error: { status: 404, message: "Fant ikke noe abonnement" } });
  });

  it("allows three resends (then 429), five wrong codes (then 410), and codes for ten minutes", async () => {
    const { browser, clock } = await signedIn("no-subscription");
    const { searchId } = await data<{ searchId: string }>(
      await browser.call("searchAccount", { body: { email: "ola.hansen@example.no" } }),
    );
    for (let i = 0; i < 3; i++)
      expect(
        (await browser.call("segmentMessage", { params: { id: searchId }, body: { channel: "sms" } })).status,
      ).toBe(200);
    expect(
      (await browser.call("segmentMessage", { params: { id: searchId }, body: { channel: "sms" } })).status,
    ).toBe(429);

    const code = /(\d{6})/.exec((await outbox(browser))[0]!.text)![1]!;
    clock.now += 11 * 60 * 1000;
    const late = await browser.call("verify", { body: { searchId, code } });
    expect(late.status).toBe(410);
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe("Koden er utløpt");

    const { searchId: second } = await data<{ searchId: string }>(
      await browser.call("searchAccount", { body: { email: "ola.hansen@example.no" } }),
    );
    const right = /(\d{6})/.exec((await outbox(browser))[0]!.text)![1]!;
    const wrong = right === "000000" ? "111111" : "000000";
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await browser.call("verify", { body: { searchId: second, code: wrong } })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 410]);
    expect((await browser.call("verify", { body: { searchId: second, code: right } })).status).toBe(410);
  });

  it("keeps searches to the user who made them (404 for others)", async () => {
    const { app } = setup();
    const ola = new Browser(app);
    await signIn(ola, "no-subscription");
    const { searchId } = await data<{ searchId: string }>(
      await ola.call("searchAccount", { body: { phoneNumber: "98765432" } }),
    );
    const kari = new Browser(app);
    await signIn(kari, "subscriber");
    expect((await kari.call("verify", { body: { searchId, code: "123456" } })).status).toBe(404);
    expect(
      (await kari.call("segmentMessage", { params: { id: searchId }, body: { channel: "sms" } })).status,
    ).toBe(404);
  });

  it("a failing step in the middle of assign leaves nothing half-written", async () => {
    const hooks: TestHooks = {};
    const { browser, db } = await signedIn("new-user", setup({ hooks }));
    const { searchId } = await data<{ searchId: string }>(
      await browser.call("searchAccount", { body: { phoneNumber: "98765432" } }),
    );
    const code = /(\d{6})/.exec((await outbox(browser))[0]!.text)![1]!;
    await data(await browser.call("verify", { body: { searchId, code } }));

    const count = (sql: string, ...params: string[]) => (db.prepare(sql).get(...params) as { n: number }).n;
    const unclaimed = unclaimedAccount().ariaAccountNo;
    const before = {
      subscriptions: count("SELECT count(*) AS n FROM subscriptions WHERE aria_account_no = ?", unclaimed),
      invoices: count("SELECT count(*) AS n FROM invoices WHERE aria_account_no = ?", unclaimed),
      accounts: count("SELECT count(*) AS n FROM accounts"),
    };
    hooks.step = (name) => {
      if (name === "assign:move-invoices") throw new Error("disk full (simulated)");
    };
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await browser.call("assignAccount", { body: { searchId } });
    expect(failed.status).toBe(500);
    expect(consoleError).toHaveBeenCalled();
    expect({
      subscriptions: count("SELECT count(*) AS n FROM subscriptions WHERE aria_account_no = ?", unclaimed),
      invoices: count("SELECT count(*) AS n FROM invoices WHERE aria_account_no = ?", unclaimed),
      accounts: count("SELECT count(*) AS n FROM accounts"),
    }).toEqual(before);
    expect(db.prepare("SELECT used FROM searches WHERE id = ?").get(searchId)).toEqual({ used: 0 });
    expect((await browser.call("getAccount", { params: { id: 10000001 } })).status).toBe(404);

    // Once the fault is gone the same search goes through.
    hooks.step = undefined;
    const account = await data<{ ariaAccountNo: string }>(
      await browser.call("assignAccount", { body: { searchId } }),
    );
    expect(
      count("SELECT count(*) AS n FROM subscriptions WHERE aria_account_no = ?", account.ariaAccountNo),
    ).toBe(before.subscriptions);
  });

  it("masks the phone number the code went to", () => {
    expect(maskPhone("98764567")).toBe("** ** 45 67");
  });
});

// ─── Titles ────────────────────────────────────────────────────────────────────────────────────────

describe("titles", () => {
  it("getTitle answers titleData; unknown is a 404", async () => {
    const browser = new Browser(setup().app);
    expect(await data(await browser.call("getTitle", { params: { titleCode: "AN" } }))).toMatchObject({
      titleCode: "AN",
      pulse: false,
    });
    expect((await browser.call("getTitle", { params: { titleCode: "QQ" } })).status).toBe(404);
  });

  it("retrieveTitleCode reads <code>.localhost, localhost and minside.<domain>", async () => {
    const browser = await new Browser(setup().app).prime();
    const code = async (minsideUrl: string) => {
      const response = await browser.call("retrieveTitleCode", { body: { minsideUrl } });
      return response.status === 200
        ? (await data<{ titleCode: string }>(response)).titleCode
        : response.status;
    };
    expect(await code("http://adr.localhost:4173/")).toBe("ADR");
    expect(await code("http://localhost:3000/")).toBe("SBX");
    expect(await code("https://minside.adressa.no/")).toBe("ADR");
    expect(await code("https://minside.fvn.no/")).toBe("FVN");
    expect(await code("https://minside.example.org/")).toBe(404);
    expect(await code("http://zz.localhost:4173/")).toBe(404);

    const single = await new Browser(setup({ titleCode: "adr" }).app).prime();
    const answer = await single.call("retrieveTitleCode", { body: { minsideUrl: "http://127.0.0.1:3000/" } });
    expect(await data(answer)).toEqual({ titleCode: "ADR" });
  });
});
