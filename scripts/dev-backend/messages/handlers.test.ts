// @vitest-environment node
// The messages the reader chose (docs/decisions/080): the platform's defaults, one change saved at a
// time and its refusals, a helper refused, and the stop link's one click (JSON and RFC 8058 form).
import { describe, expect, it } from "vitest";
import type { MessagePreferences, Unsubscribed } from "#app/api/contract/messages.ts";
import { run } from "#scripts/dev-backend/core/sqlite.ts";
import {
  accountNo,
  Browser,
  data,
  errorOf,
  fixed,
  NOW,
  signedIn,
} from "#scripts/dev-backend/test-support.ts";
import { makeToken, TOKEN_LIFETIME_MS } from "./token.ts";

const prefs = (browser: Browser, who: string, titleCode = "ADR") =>
  browser.call("getMessagePreferences", { params: { accountNo: accountNo(who), titleCode } });

const save = (browser: Browser, who: string, change: Record<string, unknown>, titleCode = "ADR") =>
  browser.call("saveMessagePreference", { body: { ariaAccountNo: accountNo(who), titleCode, change } });

const token = (who: string, names: string, issuedAt = NOW, titleCode = "ADR") =>
  makeToken({ accountNo: accountNo(who), titleCode, names, issuedAt });

const unsubscribe = (browser: Browser, value: string) =>
  browser.call("unsubscribe", { body: { token: value }, csrf: false });

describe("message preferences", () => {
  it("answers the platform's defaults: delivery with a paper, epaper with the e-paper, billing by both, the title's newsletters", async () => {
    const s = fixed();
    const { browser } = await signedIn("paper-subscriber", s);
    const paper = await data<MessagePreferences>(await prefs(browser, "paper-subscriber"));
    // Billing by e-mail and SMS, as its reminder goes (ADR 084); receipts by e-mail.
    expect(paper.kinds).toEqual([
      { kind: "delivery", email: false, sms: false },
      { kind: "billing", email: true, sms: true },
      { kind: "receipts", email: true, sms: false },
      { kind: "epaper", email: false, sms: false },
    ]);
    expect(paper.newsletters.map((n) => [n.newsletterId, n.name, n.subscribed])).toEqual([
      ["morgenbrevet", "Morgenbrevet", false],
      ["sport", "Sport", false],
      ["kultur-og-debatt", "Kultur og debatt", false],
    ]);
    expect(paper).toMatchObject({ email: true, phone: true });

    const digital = await signedIn("subscriber", s);
    const sh = await data<MessagePreferences>(await prefs(digital.browser, "subscriber", "SH"));
    expect(sh.kinds.map((k) => k.kind)).toEqual(["billing", "receipts", "epaper"]);
    expect(sh.newsletters[0]).toMatchObject({
      name: "Morgonbrevet",
      description: expect.stringMatching(/^Kvar morgon/),
    });
  });

  it("with only a phone number, billing and receipts go by SMS, and an e-mail cannot be chosen", async () => {
    const s = fixed();
    run(s.db, "UPDATE accounts SET email = NULL WHERE aria_account_no = ?", accountNo("subscriber"));
    const { browser } = await signedIn("subscriber", s);
    const answer = await data<MessagePreferences>(await prefs(browser, "subscriber"));
    expect(answer.kinds).toContainEqual({ kind: "receipts", email: false, sms: true });
    expect(answer.kinds).toContainEqual({ kind: "billing", email: false, sms: true });
    expect(answer).toMatchObject({ email: false, phone: true });
    const refused = await save(browser, "subscriber", { kind: "billing", email: true, sms: false });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields).toEqual({ reason: ["no-email"] });
  });

  it("saves one change at a time, the same change again gets the same answer, and refuses what does not apply", async () => {
    const s = fixed();
    const { browser } = await signedIn("paper-subscriber", s);
    const first = await data<MessagePreferences>(
      await save(browser, "paper-subscriber", { kind: "delivery", email: false, sms: true }),
    );
    expect(first.kinds[0]).toEqual({ kind: "delivery", email: false, sms: true });
    const again = await data<MessagePreferences>(
      await save(browser, "paper-subscriber", { kind: "delivery", email: false, sms: true }),
    );
    expect(again).toEqual(first);
    const sport = await data<MessagePreferences>(
      await save(browser, "paper-subscriber", { newsletterId: "sport", subscribed: true }),
    );
    expect(sport.newsletters.find((n) => n.newsletterId === "sport")?.subscribed).toBe(true);
    // Another title's choices are its own.
    const sh = await data<MessagePreferences>(await prefs(browser, "paper-subscriber", "SH"));
    expect(sh.kinds[0]).toEqual({ kind: "delivery", email: false, sms: false });

    expect(
      (await save(browser, "paper-subscriber", { newsletterId: "strikking", subscribed: true })).status,
    ).toBe(404);
    const digital = await signedIn("subscriber", s);
    expect(
      (await save(digital.browser, "subscriber", { kind: "delivery", email: true, sms: false })).status,
    ).toBe(404);
    run(
      s.db,
      `UPDATE subscriptions SET features = '["PLUS_CONTENT"]' WHERE aria_account_no = ? AND title_code = 'ADR'`,
      accountNo("subscriber"),
    );
    expect(
      (await save(digital.browser, "subscriber", { kind: "epaper", email: true, sms: false })).status,
    ).toBe(404);

    run(s.db, "UPDATE accounts SET phone_number = NULL WHERE aria_account_no = ?", accountNo("subscriber"));
    const noPhone = await save(digital.browser, "subscriber", { kind: "receipts", email: true, sms: true });
    expect(noPhone.status).toBe(422);
    expect((await errorOf(noPhone)).fields).toEqual({ reason: ["no-phone"] });
  });

  it("refuses a helper acting under a power of attorney: they may not choose for the subscriber", async () => {
    const { browser } = await signedIn("helper", fixed());
    const refused = await save(browser, "subscriber", { kind: "receipts", email: false, sms: false });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ code: "NOT_GRANTED" });
    expect((await prefs(browser, "subscriber")).status).toBe(403);
  });
});

describe("unsubscribe (the stop link)", () => {
  it("turns off exactly the kind's e-mail, keeps its SMS, and answers the same when it is off already", async () => {
    const s = fixed();
    const { browser } = await signedIn("subscriber", s);
    await data(await save(browser, "subscriber", { kind: "billing", email: true, sms: true }));
    const anonymous = new Browser(s.app);
    const answer = await data<Unsubscribed>(await unsubscribe(anonymous, token("subscriber", "billing")));
    expect(answer).toEqual({ titleCode: "ADR", kind: "billing", newsletter: null });
    expect(await data<Unsubscribed>(await unsubscribe(anonymous, token("subscriber", "billing")))).toEqual(
      answer,
    );
    const after = await data<MessagePreferences>(await prefs(browser, "subscriber"));
    expect(after.kinds).toEqual([
      { kind: "billing", email: false, sms: true },
      { kind: "receipts", email: true, sms: false },
      { kind: "epaper", email: false, sms: false },
    ]);
  });

  it("turns off a newsletter", async () => {
    const s = fixed();
    const { browser } = await signedIn("subscriber", s);
    await data(await save(browser, "subscriber", { newsletterId: "sport", subscribed: true }));
    const answer = await data<Unsubscribed>(
      await unsubscribe(new Browser(s.app), token("subscriber", "newsletter:sport")),
    );
    expect(answer).toEqual({
      titleCode: "ADR",
      kind: null,
      newsletter: { newsletterId: "sport", name: "Sport" },
    });
    const after = await data<MessagePreferences>(await prefs(browser, "subscriber"));
    expect(after.newsletters.every((n) => !n.subscribed)).toBe(true);
  });

  it("refuses a changed token as invalid and an old one as expired, changing nothing", async () => {
    const s = fixed();
    const anonymous = new Browser(s.app);
    const good = token("subscriber", "receipts");
    const changed = `${good.slice(0, 5)}${good[5] === "A" ? "B" : "A"}${good.slice(6)}`;
    const invalid = await unsubscribe(anonymous, changed);
    expect(invalid.status).toBe(422);
    expect((await errorOf(invalid)).fields).toEqual({ reason: ["invalid"] });
    const old = await unsubscribe(anonymous, token("subscriber", "receipts", NOW - TOKEN_LIFETIME_MS - 1));
    expect(old.status).toBe(422);
    expect((await errorOf(old)).fields).toEqual({ reason: ["expired"] });
    const { browser } = await signedIn("subscriber", s);
    const after = await data<MessagePreferences>(await prefs(browser, "subscriber"));
    expect(after.kinds).toContainEqual({ kind: "receipts", email: true, sms: false });
  });

  it("takes a mail client's one-click form POST (RFC 8058) without a session or CSRF header", async () => {
    const s = fixed();
    const anonymous = new Browser(s.app);
    const value = token("subscriber", "receipts");
    const response = await anonymous.fetch(`/api/unsubscribe?token=${value}`, {
      method: "POST",
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(await data<Unsubscribed>(response)).toEqual({
      titleCode: "ADR",
      kind: "receipts",
      newsletter: null,
    });
    const opened = await anonymous.fetch(`/api/unsubscribe?token=${value}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe(`/avmeld?token=${value}`);
    const { browser } = await signedIn("subscriber", s);
    const after = await data<MessagePreferences>(await prefs(browser, "subscriber"));
    expect(after.kinds).toContainEqual({ kind: "receipts", email: false, sms: false });
  });
});
