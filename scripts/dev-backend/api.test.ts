// @vitest-environment node
// The dev backend in-process (app.fetch, no port): sign-in, the /api/ rules, the endpoints the
// portal uses, faults, the identity emulator and the dev tools.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "../../app/api/contract.ts";
import { encodeLoginState } from "../../app/domain/login.ts";
import { SubscriptionStatus } from "../../app/domain/subscription-status.ts";
import { osloToday, unclaimedPaperAccount } from "../../tests/fixtures/personas.ts";
import { LOGIN_COOKIE, SESSION_COOKIE, type TestHooks } from "./api.ts";
import { createDevBackend } from "./app.ts";
import { openDatabase } from "./db.ts";
import { IDP_SESSION_COOKIE } from "./identity.ts";
import {
  accountNo,
  authorizeUrl,
  Browser,
  data,
  ORIGIN,
  outbox,
  setup,
  signedIn,
  signIn,
} from "./test-support.ts";

// ─── The /api/ rules ────────────────────────────────────────────────────────────────────────────

describe("/api/ rules", () => {
  it("hands out a readable, SameSite=Strict CSRF cookie to a browser that has none", async () => {
    const browser = new Browser(setup().app);
    await browser.call("complaintCodes");
    const cookie = browser.lastSetCookies.get(CSRF_COOKIE)!;
    expect(cookie.value.length).toBeGreaterThanOrEqual(24);
    expect(cookie.attributes).toMatch(/SameSite=Strict/);
    expect(cookie.attributes).toMatch(/Path=\//);
    expect(cookie.attributes).not.toMatch(/HttpOnly/i);
    await browser.call("complaintCodes");
    expect(browser.lastSetCookies.has(CSRF_COOKIE)).toBe(false);
  });

  it("refuses a state-changing call without or with a wrong CSRF header (403), before anything else", async () => {
    const browser = await new Browser(setup().app).prime();
    const missing = await browser.call("logout", { body: {}, csrf: false });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({
      error: { status: 403, message: "Mangler eller feil CSRF-token" },
    });
    const wrong = await browser.call("logout", { body: {}, headers: { [CSRF_HEADER]: "not-the-cookie" } });
    expect(wrong.status).toBe(403);
    // Even an invalid body to an unknown path is a CSRF failure first.
    const unknown = await browser.fetch("/api/nothing-here", { method: "POST", json: 1, csrf: false });
    expect(unknown.status).toBe(403);
  });

  it("answers 401 on a session endpoint without a session", async () => {
    const browser = await new Browser(setup().app).prime();
    const response = await browser.call("getAccount", { params: { id: 10000003 } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { status: 401, message: "Ikke innlogget" } });
  });

  it("answers 400 naming the failing fields", async () => {
    const { browser } = await signedIn("subscriber");
    const response = await browser.call("deleteSubscription", {
      body: {
        ariaAccountNo: "12",
        titleCode: "ADR",
        reason: "  ",
        customerNumber: accountNo("subscriber"),
        name: "Kari",
      },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; fields: Record<string, string[]> } };
    expect(body.error.message).toBe("Ugyldig forespørsel");
    expect(Object.keys(body.error.fields).sort()).toEqual([
      "ariaAccountNo",
      "cancelKind",
      "product",
      "reason",
    ]);
    expect(body.error.fields.ariaAccountNo).toEqual(["Ugyldig kundenummer"]);

    const badParam = await browser.call("getSubscription", {
      params: { accountNo: "abc", titleCode: "adr" },
    });
    expect(badParam.status).toBe(400);
    const fields = ((await badParam.json()) as { error: { fields: Record<string, string[]> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(["accountNo", "titleCode"]);

    const notJson = await browser.fetch("/api/verify/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });

  it("answers 404 in the apiError shape for an unknown /api/ path", async () => {
    const browser = new Browser(setup().app);
    const response = await browser.fetch("/api/no/such/thing");
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { status: number } }).error.status).toBe(404);
  });

  it("replays the first answer for a repeated Idempotency-Key without acting again", async () => {
    const { browser, db } = await signedIn("no-subscription");
    const search = (key: string) =>
      browser.call("searchAccount", {
        body: { phoneNumber: "98765432" },
        headers: { "Idempotency-Key": key },
      });
    const first = await search("abc-1");
    const again = await search("abc-1");
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(db.prepare("SELECT count(*) AS n FROM searches").get()).toEqual({ n: 1 });
    expect((await outbox(browser)).length).toBe(1);

    await search("abc-2");
    expect(db.prepare("SELECT count(*) AS n FROM searches").get()).toEqual({ n: 2 });

    const otherBody = await browser.call("searchAccount", {
      body: { email: "ola.hansen@example.no" },
      headers: { "Idempotency-Key": "abc-1" },
    });
    expect(otherBody.status).toBe(422);
  });
});

// ─── Sign-in ────────────────────────────────────────────────────────────────────────────────────

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

// ─── Accounts and subscriptions ─────────────────────────────────────────────────────────────────

describe("accounts and subscriptions", () => {
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

  it("subscriber: ACTIVE C-DIGITAL-DIGITAL on ADR, C-DIGITAL-PREMIUM on FVN", async () => {
    const { browser } = await signedIn("subscriber");
    const adr = await data(
      await browser.call("getSubscription", {
        params: { accountNo: accountNo("subscriber"), titleCode: "ADR" },
      }),
    );
    expect(adr).toMatchObject({
      ariaPlanID: "C-DIGITAL-DIGITAL",
      planName: "Digital",
      planProductType: "DIGITAL",
      instStatusCode: SubscriptionStatus.ACTIVE,
      eligibleForSharing: true,
      subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: null },
    });
    const fvn = await data(
      await browser.call("getSubscription", {
        params: { accountNo: accountNo("subscriber"), titleCode: "FVN" },
      }),
    );
    expect(fvn).toMatchObject({ ariaPlanID: "C-DIGITAL-PREMIUM", planName: "Digital Premium" });
  });

  it("no-subscription: the subscription is null; an unknown title is a 404", async () => {
    const { browser } = await signedIn("no-subscription");
    const response = await browser.call("getSubscription", {
      params: { accountNo: accountNo("no-subscription"), titleCode: "ADR" },
    });
    expect(await response.json()).toEqual({ data: null });
    const unknown = await browser.call("getSubscription", {
      params: { accountNo: accountNo("no-subscription"), titleCode: "ZZZ" },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { status: 404, message: "No publication config found for titleCode: ZZZ" },
    });
  });

  it("cancelled: reactivate makes it ACTIVE again; twice is a 409", async () => {
    const { browser } = await signedIn("cancelled");
    const body = { ariaAccountNo: accountNo("cancelled"), titleCode: "ADR" };
    const sub = await data(await browser.call("reactivateSubscription", { body }));
    expect(sub).toMatchObject({ instStatusCode: SubscriptionStatus.ACTIVE, expiresOn: null });
    expect((await browser.call("reactivateSubscription", { body })).status).toBe(409);
  });

  it("subscriber: deleteSubscription → PENDING_CANCELLATION until a future date; again is a 409", async () => {
    const { browser, db } = await signedIn("subscriber");
    const body = {
      ariaAccountNo: accountNo("subscriber"),
      titleCode: "ADR",
      reason: "For dyrt",
      customerNumber: accountNo("subscriber"),
      name: "Kari Nordmann",
      product: "Digital",
      cancelKind: "CANCELLATION",
    };
    const sub = await data<{ instStatusCode: number; expiresOn: string; startDate: string }>(
      await browser.call("deleteSubscription", { body }),
    );
    expect(sub.instStatusCode).toBe(SubscriptionStatus.PENDING_CANCELLATION);
    expect(sub.expiresOn > osloToday()).toBe(true);
    // The end of a monthly period: the day before the start date's day of month (or month end).
    expect(sub.expiresOn <= new Date(Date.now() + 32 * 86400_000).toISOString().slice(0, 10)).toBe(true);
    expect(db.prepare("SELECT reason, cancel_kind FROM cancellations").all()).toEqual([
      { reason: "For dyrt", cancel_kind: "CANCELLATION" },
    ]);
    expect((await browser.call("deleteSubscription", { body })).status).toBe(409);
    // Other titles are untouched.
    const fvn = await data<{ instStatusCode: number }>(
      await browser.call("getSubscription", {
        params: { accountNo: accountNo("subscriber"), titleCode: "FVN" },
      }),
    );
    expect(fvn.instStatusCode).toBe(SubscriptionStatus.ACTIVE);
  });

  it("discounts: details of a seeded code, unknown and expired codes 404, applied once", async () => {
    const { browser } = await signedIn("subscriber");
    const details = await data(
      await browser.call("getDiscountDetails", { body: { discountCode: "velkommen50", titleCode: "ADR" } }),
    );
    expect(details).toMatchObject({ discountCode: "VELKOMMEN50", percentOff: 50, months: 3 });
    const expired = await browser.call("getDiscountDetails", {
      body: { discountCode: "UTLOPT", titleCode: "ADR" },
    });
    expect(expired.status).toBe(404);
    const body = { discountCode: "HOST2026", ariaAccountNo: accountNo("subscriber"), titleCode: "ADR" };
    expect(await data(await browser.call("addDiscount", { body }))).toEqual({ ok: true });
    expect((await browser.call("addDiscount", { body })).status).toBe(409);
  });

  it("payment method: a same-origin return only; the provider page approves and sends the browser back", async () => {
    const { browser, db } = await signedIn("subscriber");
    const base = { ariaAccountNo: accountNo("subscriber"), titleCode: "ADR" };
    const foreign = await browser.call("updateCard", {
      body: { ...base, returnUrl: "https://evil.example/x" },
    });
    expect(foreign.status).toBe(400);
    const { redirectUrl } = await data<{ redirectUrl: string }>(
      await browser.call("updatePaymentMethod", {
        body: { ...base, paymentMethod: "VIPPS", returnUrl: `${ORIGIN}/endre-betalingsmetode/verify` },
      }),
    );
    expect(redirectUrl).toMatch(new RegExp(`^${ORIGIN}/_dev/payment/`));
    const page = await browser.fetch(redirectUrl);
    const html = await page.text();
    expect(html).toContain('<html lang="nb">');
    for (const label of ["Godkjenn", "Avbryt", "Feil"]) expect(html).toContain(`>${label}</button>`);
    const done = await browser.fetch(redirectUrl, { method: "POST", form: { outcome: "approved" } });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get("Location")!);
    expect(back.pathname).toBe("/endre-betalingsmetode/verify");
    expect(back.searchParams.get("status")).toBe("approved");
    expect(
      db
        .prepare("SELECT type, card_last4 FROM payment_methods WHERE aria_account_no = ?")
        .get(base.ariaAccountNo),
    ).toEqual({
      type: "VIPPS",
      card_last4: null,
    });
  });
});

// ─── Connect a subscription (/koble-bruker) ─────────────────────────────────────────────────────

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
    const unclaimed = unclaimedPaperAccount().ariaAccountNo;
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
});

// ─── Titles, complaints, students ───────────────────────────────────────────────────────────────

describe("titles, complaint codes and students", () => {
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

  it("complaint codes are realistic categories", async () => {
    const codes = await data<Array<{ code: string }>>(await new Browser(setup().app).call("complaintCodes"));
    expect(codes.map((c) => c.code)).toEqual(
      expect.arrayContaining(["MANGLER", "SEN", "SKADET", "FEIL_AVIS", "ANNET"]),
    );
  });

  it("student: a non-student address, an e-mailed code, a wrong code, the subscription, and only once", async () => {
    const { browser } = await signedIn("new-user");
    const send = (email: string) => browser.call("studentEmail", { body: { email, titleCode: "ADR" } });
    expect(await data(await send("nora@gmail.com"))).toEqual({ result: "EMAIL_WRONG" });
    expect(await data(await send("nora.nilsen@stud.ntnu.no"))).toEqual({ result: "ok" });
    const [mail] = await outbox(browser);
    expect(mail).toMatchObject({ channel: "email", recipient: "nora.nilsen@stud.ntnu.no" });
    const code = /(\d{6})/.exec(mail!.text)![1]!;
    const activate = (c: string) =>
      browser.call("activateStudentSubscription", {
        body: { email: "nora.nilsen@stud.ntnu.no", code: c, titleCode: "ADR" },
      });
    expect(await data(await activate(code === "000000" ? "111111" : "000000"))).toEqual({
      result: "CODE_WRONG",
    });
    expect(await data(await activate(code))).toEqual({ result: "ok" });
    const account = await data<{ ariaAccountNo: string }>(
      await browser.call("getAccount", { params: { id: 10000001 } }),
    );
    const sub = await data(
      await browser.call("getSubscription", {
        params: { accountNo: account.ariaAccountNo, titleCode: "ADR" },
      }),
    );
    expect(sub).toMatchObject({ ariaPlanID: "C-DIGITAL-STUDENT", planName: "Digital student", price: 99 });
    expect(await data(await send("nora.nilsen@stud.ntnu.no"))).toEqual({ result: "ARIA_ACTIVE" });
  });

  it("register-student and activate-student keep their state without a session", async () => {
    const browser = await new Browser(setup().app).prime();
    const register = (email: string) =>
      browser.call("registerStudent", {
        body: { email, givenName: "Per", familyName: "Dahl", titleCode: "ADR" },
      });
    expect(await data(await register("per@gmail.com"))).toEqual({ result: "EMAIL_DOES_NOT_EXIST" });
    expect(await data(await register("per.dahl@student.uib.no"))).toEqual({ result: "ok" });
    const code = /(\d{6})/.exec((await outbox(browser))[0]!.text)![1]!;
    const activate = (email: string, c: string) =>
      browser.call("activateStudent", { body: { email, code: c } });
    expect(await data(await activate("ukjent@student.uib.no", code))).toEqual({
      result: "EMAIL_DOES_NOT_EXIST",
    });
    expect(await data(await activate("per.dahl@student.uib.no", code))).toEqual({ result: "ok" });
    expect(await data(await activate("per.dahl@student.uib.no", code))).toEqual({ result: "USER_IS_ACTIVE" });
    expect(await data(await register("per.dahl@student.uib.no"))).toEqual({ result: "USER_IS_ACTIVE" });
  });
});

// ─── Faults ─────────────────────────────────────────────────────────────────────────────────────

describe("faults", () => {
  it.each([500, 503, 401, 406])(
    "X-Dev-Fault: %i answers that status in the apiError shape",
    async (status) => {
      const browser = new Browser(setup().app);
      const response = await browser.call("complaintCodes", { headers: { "X-Dev-Fault": String(status) } });
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { status: number } }).error.status).toBe(status);
    },
  );

  it("X-Dev-Fault: malformed answers 200 with a body that is not JSON", async () => {
    const browser = new Browser(setup().app);
    const response = await browser.call("complaintCodes", { headers: { "X-Dev-Fault": "malformed" } });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it("X-Dev-Fault: slow:<ms> waits, then answers normally", async () => {
    const browser = new Browser(setup().app);
    const started = performance.now();
    const response = await browser.call("complaintCodes", { headers: { "X-Dev-Fault": "slow:120" } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it("an unknown X-Dev-Fault is a 400", async () => {
    const response = await new Browser(setup().app).call("complaintCodes", {
      headers: { "X-Dev-Fault": "teapot" },
    });
    expect(response.status).toBe(400);
  });

  it("POST /_dev/faults with times: 1 fails the next matching call only; no CSRF needed", async () => {
    const { browser } = await signedIn("subscriber");
    const add = await browser.fetch("/_dev/faults", {
      method: "POST",
      json: { path: "subscription/*", fault: "503", times: 1 },
      csrf: false,
    });
    expect(add.status).toBe(201);
    expect(await (await browser.fetch("/_dev/faults")).json()).toEqual([
      { id: 1, path: "subscription/*", method: null, fault: "503", times: 1 },
    ]);
    const params = { accountNo: accountNo("subscriber"), titleCode: "ADR" };
    expect((await browser.call("complaintCodes")).status).toBe(200);
    expect((await browser.call("getSubscription", { params })).status).toBe(503);
    expect((await browser.call("getSubscription", { params })).status).toBe(200);
    expect(await (await browser.fetch("/_dev/faults")).json()).toEqual([]);
  });

  it("a rule without times applies until DELETE /_dev/faults", async () => {
    const browser = new Browser(setup().app);
    await browser.fetch("/_dev/faults", { method: "POST", json: { path: "title/*", fault: "500" } });
    const title = () => browser.call("getTitle", { params: { titleCode: "ADR" } });
    expect((await title()).status).toBe(500);
    expect((await title()).status).toBe(500);
    expect(await (await browser.fetch("/_dev/faults", { method: "DELETE" })).json()).toEqual({ cleared: 1 });
    expect((await title()).status).toBe(200);
    const bad = await browser.fetch("/_dev/faults", { method: "POST", json: { path: "x", fault: "418" } });
    expect(bad.status).toBe(400);
  });
});

// ─── The identity emulator ──────────────────────────────────────────────────────────────────────

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
    expect(html.match(/<button type="submit" name="persona"/g)).toHaveLength(14);
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
});

// ─── Dev tools ──────────────────────────────────────────────────────────────────────────────────

describe("dev tools", () => {
  it("POST /_dev/reset reseeds and clears faults", async () => {
    const { browser } = await signedIn("cancelled");
    const body = { ariaAccountNo: accountNo("cancelled"), titleCode: "ADR" };
    await data(await browser.call("reactivateSubscription", { body }));
    await browser.fetch("/_dev/faults", { method: "POST", json: { path: "nothing", fault: "500" } });
    expect((await browser.fetch("/_dev/reset", { method: "POST" })).status).toBe(200);
    expect(await (await browser.fetch("/_dev/faults")).json()).toEqual([]);
    // The session is gone with the reseed; sign in again and the cancellation is back.
    expect((await browser.call("getAccount", { params: { id: 10000007 } })).status).toBe(401);
    await signIn(browser, "cancelled");
    const sub = await data(
      await browser.call("getSubscription", { params: { accountNo: body.ariaAccountNo, titleCode: "ADR" } }),
    );
    expect(sub).toMatchObject({ instStatusCode: SubscriptionStatus.PENDING_CANCELLATION });
  });

  it("the static bundles are still served around /api/, /_identity/ and /_dev/", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "minside-dist-"));
    mkdirSync(path.join(dist, "sbx"));
    writeFileSync(path.join(dist, "sbx", "index.html"), "<!doctype html><p>Sandkasseavisa</p>");
    const browser = new Browser(
      createDevBackend({ distDir: dist, titleCode: "SBX", db: openDatabase(":memory:") }),
    );
    const page = await browser.fetch("/kundeservice");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sandkasseavisa");
    expect((await browser.fetch("/api/kundeservice")).headers.get("Content-Type")).toMatch(/json/);
  });
});
