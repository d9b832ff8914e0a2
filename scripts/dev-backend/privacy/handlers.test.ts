// @vitest-environment node
// Privacy requests at the dev backend: a data export, and deleting the account. The clock is fixed
// (test-support.ts: Wednesday 18 November 2026, 10:00 in Oslo) and the seed is built for that day.
import { describe, expect, it } from "vitest";
import {
  accountNo,
  Browser,
  data,
  fixed,
  NOW,
  outbox,
  signedIn,
  signedInFixed,
} from "#scripts/dev-backend/test-support.ts";

describe("privacy requests", () => {
  it("takeout: stored, ready within 30 days, confirmed by e-mail", async () => {
    const { browser, db } = await signedInFixed("subscriber");
    const answer = await data(
      await browser.call("requestDataExport", { body: { ariaAccountNo: accountNo("subscriber") } }),
    );
    expect(answer).toEqual({ requestedAt: new Date(NOW).toISOString(), readyBy: "2026-12-18" });
    expect(db.prepare("SELECT kind, ready_by FROM privacy_requests").all()).toEqual([
      { kind: "takeout", ready_by: "2026-12-18" },
    ]);
    const [mail] = await outbox(browser);
    expect(mail).toMatchObject({ channel: "email", recipient: "kari.nordmann@example.no" });
    expect(mail!.text).toMatch(/^Vi har mottatt bestillingen av dataene dine.*innen 30 dager/);
    expect(
      (await browser.call("requestDataExport", { body: { ariaAccountNo: accountNo("paper-subscriber") } }))
        .status,
    ).toBe(403);
  });

  it("deletion: failed with an active paying subscription, deleted without, then notExist", async () => {
    const s = fixed();
    const paying = await signedIn("subscriber", s);
    const ask = (browser: Browser, ariaAccountNo: string) =>
      browser.call("requestDeletion", { body: { ariaAccountNo, confirm: true } });
    expect(await data(await ask(paying.browser, accountNo("subscriber")))).toEqual({ result: "failed" });
    expect((await ask(paying.browser, accountNo("no-subscription"))).status).toBe(403);

    const { browser, db } = await signedIn("no-subscription", s);
    expect(await data(await ask(browser, accountNo("no-subscription")))).toEqual({ result: "deleted" });
    expect(
      db
        .prepare("SELECT deletion_requested_at AS at FROM accounts WHERE aria_account_no = ?")
        .get(accountNo("no-subscription")),
    ).toEqual({ at: NOW });
    expect(db.prepare("SELECT kind FROM privacy_requests").all()).toEqual([{ kind: "delete" }]);
    const [mail] = await outbox(browser);
    expect(mail).toMatchObject({ channel: "email", recipient: "ola.hansen@example.no" });
    expect(mail!.text).toContain("30 dager");
    expect(mail!.text).toContain("5 år");
    expect(await data(await ask(browser, accountNo("no-subscription")))).toEqual({ result: "notExist" });
    expect(await data(await ask(browser, "99999999"))).toEqual({ result: "notExist" });

    // A cancelled subscription does not stand in the way.
    const cancelled = await signedIn("cancelled", s);
    expect(await data(await ask(cancelled.browser, accountNo("cancelled")))).toEqual({ result: "deleted" });

    const unconfirmed = await browser.call("requestDeletion", {
      body: { ariaAccountNo: accountNo("no-subscription"), confirm: false },
    });
    expect(unconfirmed.status).toBe(400);
  });
});
