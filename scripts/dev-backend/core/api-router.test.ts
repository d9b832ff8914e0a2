// @vitest-environment node
// The generic /api/ handler in-process (app.fetch, no port): CSRF, session, request validation,
// idempotency and faults, in that order. The faults themselves: ./faults.test.ts; the endpoints:
// each resource folder's handlers.test.ts.
import { describe, expect, it } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "#app/api/contract/shared.ts";
import {
  accountNo,
  Browser,
  data,
  errorOf,
  fixed,
  outbox,
  setup,
  signedIn,
  signIn,
  type Browser as BrowserType,
} from "#scripts/dev-backend/test-support.ts";
import { DRAFT_KEPT_MS } from "#app/forms/draft.ts";
import { IDEMPOTENCY_KEPT_MS } from "./api-router.ts";

// ─── The /api/ rules ───────────────────────────────────────────────────────────────────────────────

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

  it("refuses a call that creates something without an Idempotency-Key (428), and acts on none", async () => {
    const { browser, db } = await signedIn("paper-subscriber", fixed());
    const complaint = {
      ariaAccountNo: accountNo("paper-subscriber"),
      titleCode: "SBX",
      dates: ["2026-11-17"],
      category: "MANGLER",
      remedy: "CREDIT",
      comment: "",
    };
    const refused = await browser.call("registerComplaint", { body: complaint, key: false });
    expect(refused.status).toBe(428);
    expect(await refused.json()).toEqual({
      error: {
        status: 428,
        message:
          "Mangler Idempotency-Key: et kall som oppretter noe må ha en nøkkel laget da handlingen ble valgt",
      },
    });
    expect(db.prepare("SELECT count(*) AS n FROM complaints").get()).toEqual({ n: 0 });
    expect(await outbox(browser)).toEqual([]);

    const headers = { "Idempotency-Key": "klage-1" };
    expect((await browser.call("registerComplaint", { body: complaint, headers })).status).toBe(200);
    const again = await browser.call("registerComplaint", { body: complaint, headers });
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
    expect(db.prepare("SELECT count(*) AS n FROM complaints").get()).toEqual({ n: 1 });
  });

  it("refuses control characters and invisible reordering marks in any text, naming the field", async () => {
    const { browser, db } = await signedIn("paper-subscriber", fixed());
    const complaint = (comment: string) => ({
      ariaAccountNo: accountNo("paper-subscriber"),
      titleCode: "SBX",
      dates: ["2026-11-17"],
      category: "MANGLER",
      remedy: "CREDIT",
      comment,
    });
    for (const comment of ["Ingen avis\u0000", "Hei \u202Eedlab", "\u2066x\u2069", "\u001B[31m"]) {
      const response = await browser.call("registerComplaint", { body: complaint(comment) });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual({ comment: ["Teksten har tegn som ikke kan brukes"] });
    }
    expect(db.prepare("SELECT count(*) AS n FROM complaints").get()).toEqual({ n: 0 });
    // Line breaks, any alphabet and 1000 emoji (as a reader counts them) are text.
    const text = `Niillas Ŋuolla Čáhppes-Đuolbbás\r\nŁukasz, Ольга\t${"👍🏽".repeat(900)}`;
    expect((await browser.call("registerComplaint", { body: complaint(text) })).status).toBe(200);
    const tooLong = await browser.call("registerComplaint", { body: complaint("👍🏽".repeat(1001)) });
    expect(tooLong.status).toBe(400);
  });

  it("refuses a note to the carrier holding a lone surrogate (half a character), and saves nothing", async () => {
    const { browser } = await signedIn("paper-subscriber", fixed());
    const paper = { ariaAccountNo: accountNo("paper-subscriber"), titleCode: "ADR", changeId: null };
    for (const text of ["\uD800", "Ring på\uDC00", "Port \uD83D bak"]) {
      const response = await browser.call("saveCarrierNote", { body: { ...paper, text } });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual({ text: ["Teksten har tegn som ikke kan brukes"] });
    }
    const delivery = await data<{ carrierNote?: unknown }>(
      await browser.call("getDelivery", { params: { accountNo: paper.ariaAccountNo, titleCode: "ADR" } }),
    );
    expect(JSON.stringify(delivery)).not.toContain("Ring på");
  });

  it("keeps a key for the account and the call across a new sign-in, and acts once", async () => {
    const s = await signedIn("paper-subscriber", fixed());
    const { browser, db } = s;
    const complaint = {
      ariaAccountNo: accountNo("paper-subscriber"),
      titleCode: "SBX",
      dates: ["2026-11-17"],
      category: "MANGLER",
      remedy: "CREDIT",
      comment: "",
    };
    const headers = { "Idempotency-Key": "klage-over-innlogging" };
    const first = await browser.call("registerComplaint", { body: complaint, headers });
    expect(first.status).toBe(200);
    // The answer was lost and the session ran out; the reader signs in again and sends the draft.
    s.clock.now += 8 * 60 * 60 * 1000 + 60_000;
    expect((await browser.call("registerComplaint", { body: complaint, headers })).status).toBe(401);
    expect((await signIn(browser, "paper-subscriber")).status).toBe(200);
    const again = await browser.call("registerComplaint", { body: complaint, headers });
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
    expect(await data(again)).toEqual(await data(first));
    expect(db.prepare("SELECT count(*) AS n FROM complaints").get()).toEqual({ n: 1 });

    // Another account's same key is its own; so is the same key on another call.
    const other = await signedIn("subscriber", s);
    const theirs = await other.browser.call("searchAccount", {
      body: { email: "ola.hansen@example.no" },
      headers,
    });
    expect(theirs.headers.get("Idempotency-Replayed")).toBeNull();
  });

  it("keeps a key at least as long as a draft is kept, and forgets it after a day", async () => {
    const s = await signedIn("paper-subscriber", fixed());
    const body = { email: "ola.hansen@example.no" };
    const headers = { "Idempotency-Key": "sok-1" };
    const search = () => s.browser.call("searchAccount", { body, headers });
    await search();
    s.clock.now += DRAFT_KEPT_MS;
    await signIn(s.browser, "paper-subscriber");
    expect((await search()).headers.get("Idempotency-Replayed")).toBe("true");
    s.clock.now += IDEMPOTENCY_KEPT_MS;
    await signIn(s.browser, "paper-subscriber");
    expect((await search()).headers.get("Idempotency-Replayed")).toBeNull();
  });

  it("scopes the keys of anonymous calls by browser, never one shared bucket", async () => {
    const { app, db } = setup();
    // Without a session a registration has no identity user (NO_SPID_FOUND, ADR 036): still an
    // anonymous creating call, answered and kept under its key.
    const register = (browser: Browser) =>
      browser.call("registerStudent", {
        body: { email: "per.dahl@student.uib.no", givenName: "Per", familyName: "Dahl", titleCode: "ADR" },
        headers: { "Idempotency-Key": "same-key" },
      });
    const one = await new Browser(app).prime();
    const other = await new Browser(app).prime();
    await register(one);
    expect((await register(one)).headers.get("Idempotency-Replayed")).toBe("true");
    const theirs = await register(other);
    expect(theirs.headers.get("Idempotency-Replayed")).toBeNull();
    expect(await data(theirs)).toEqual({ result: "NO_SPID_FOUND" });
    expect(
      db.prepare("SELECT COUNT(DISTINCT scope) AS n FROM idempotency_keys WHERE key = 'same-key'").get(),
    ).toEqual({ n: 2 });
  });
});

// ─── A replay after a grant ended (ADR 054) ─────────────────────────────────────────────────────

describe("an Idempotency-Key replayed after the grant ended", () => {
  const ingrid = accountNo("unpaid-invoice");
  const grantId = "seed-fm-helper-of-two-unpaid-invoice-adr";

  /** Sigrid (helper of Ingrid, see and pay) and Ingrid signed in on one backend. */
  async function both() {
    const s = fixed();
    const { browser: sigrid } = await signedIn("helper-of-two", s);
    const { browser: owner } = await signedIn("unpaid-invoice", s);
    return { ...s, sigrid, owner };
  }
  const endGrant = async (owner: BrowserType) =>
    data(await owner.call("endFullmakt", { params: { id: grantId }, body: { titleCode: "ADR" } }));

  it("refuses acting for Ingrid again (409), not the stored answer naming her", async () => {
    const { sigrid, owner } = await both();
    const headers = { "Idempotency-Key": "act-for-ingrid-1" };
    const first = await sigrid.call("setActing", { body: { grantId }, headers });
    expect(first.status).toBe(200);
    await endGrant(owner);
    const again = await sigrid.call("setActing", { body: { grantId }, headers });
    expect(again.status).toBe(409);
    expect(again.headers.get("Idempotency-Replayed")).toBeNull();
    expect(JSON.stringify(await again.json())).not.toContain("Ingrid");
  });

  it("refuses paying Ingrid's invoice again (403 NOT_GRANTED), and the old trip's approval pays nothing", async () => {
    const { sigrid, owner, db } = await both();
    const invoices = () =>
      owner
        .call("getInvoices", { params: { accountNo: ingrid, titleCode: "ADR" } })
        .then((r) => data<Array<{ ariaInvoiceNo: string; paid: boolean }>>(r));
    const unpaid = (await invoices()).find((i) => !i.paid);
    const pay = () =>
      sigrid.call("payInvoice", {
        params: { ariaInvoiceNo: unpaid!.ariaInvoiceNo },
        body: {
          ...{ ariaAccountNo: ingrid, titleCode: "ADR", paymentMethod: "SWEDBANK-PPG", currency: "NOK-01" },
          returnUrl: `${sigrid.origin}/betal-faktura/${unpaid!.ariaInvoiceNo}`,
        },
        headers: { "Idempotency-Key": "sigrid-pays-ingrid-1" },
      });
    const started = await data<{ paymentId: string; redirectUrl: string }>(await pay());
    await endGrant(owner);

    const again = await pay();
    expect(again.status).toBe(403);
    expect(again.headers.get("Idempotency-Replayed")).toBeNull();
    expect(((await errorOf(again)) as { code?: string }).code).toBe("NOT_GRANTED");

    // The provider's page approved the trip started while the grant was in force: it fails now.
    await sigrid.fetch(started.redirectUrl, { method: "POST", form: { outcome: "approved" } });
    const trip = db.prepare("SELECT status FROM payments WHERE id = ?").get(started.paymentId);
    expect(trip).toEqual({ status: "FAILED" });
    expect((await invoices()).find((i) => i.ariaInvoiceNo === unpaid!.ariaInvoiceNo)?.paid).toBe(false);
  });

  it("still replays the subscriber's own call", async () => {
    const { owner } = await both();
    const headers = { "Idempotency-Key": "own-complaint-codes" };
    const body = { phoneNumber: "98765432" };
    await owner.call("searchAccount", { body, headers });
    const again = await owner.call("searchAccount", { body, headers });
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
  });
});
