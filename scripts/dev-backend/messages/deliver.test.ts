// @vitest-environment node
// Every message obeys the reader's choice, in one place (deliver.ts, docs/decisions/080): a receipt
// turned off is held and recorded with its reason, while what is required still goes; an e-mail of
// a kind carries its stop link and List-Unsubscribe headers, a required one none.
import { describe, expect, it } from "vitest";
import type { MessagePreferences } from "#app/api/contract/messages.ts";
import { run } from "#scripts/dev-backend/core/sqlite.ts";
import {
  accountNo,
  Browser,
  data,
  digitalOrder,
  fixed,
  ORIGIN,
  outbox,
  signedIn,
  signedInFixed,
} from "#scripts/dev-backend/test-support.ts";
import { checkToken } from "./token.ts";

const cancellation = (who: string, name: string) => ({
  ariaAccountNo: accountNo(who),
  titleCode: "ADR",
  reason: "For dyrt",
  customerNumber: accountNo(who),
  name,
  product: "Digital",
  cancelKind: "CANCELLATION",
});

describe("deliver: the reader's choices", () => {
  it("with receipts off: a change's receipt is held with its reason, a cancellation's confirmation is sent", async () => {
    const { browser } = await signedInFixed("no-receipts");
    const who = { ariaAccountNo: accountNo("no-receipts"), titleCode: "ADR" };
    await data(await browser.call("deleteSubscription", { body: cancellation("no-receipts", "Geir Lund") }));
    await data(await browser.call("reactivateSubscription", { body: who }));
    const [undone, cancelled] = await outbox(browser);
    expect(cancelled).toMatchObject({
      channel: "email",
      recipient: "geir.lund@example.no",
      kind: "required:a cancellation's confirmation",
      account: accountNo("no-receipts"),
      status: "sent",
      reason: null,
      headers: {},
    });
    expect(cancelled!.text).not.toContain("Slå dem av her");
    expect(undone).toMatchObject({
      channel: "email",
      recipient: "geir.lund@example.no",
      kind: "receipts",
      status: "held",
      reason: "the reader turned off receipts by e-mail",
    });
    expect((await outbox(browser)).filter((m) => m.status === "sent")).toHaveLength(1);
  });

  it("with receipts off: the confirmation of a purchase is still sent", async () => {
    const s = fixed();
    run(
      s.db,
      "INSERT INTO message_choices VALUES (?, 'ADR', 'receipts', 0, 0)",
      accountNo("no-subscription"),
    );
    const { browser } = await signedIn("no-subscription", s);
    const placed = await data<{ redirectUrl: string }>(
      await browser.call("createOrder", { body: digitalOrder("no-subscription") }),
    );
    expect(
      (await browser.fetch(placed.redirectUrl, { method: "POST", form: { outcome: "approved" } })).status,
    ).toBe(303);
    const confirmation = (await outbox(browser)).find((m) =>
      m.text.startsWith("Kvittering: takk for bestillingen"),
    );
    expect(confirmation).toMatchObject({ status: "sent", kind: "required:the confirmation of a purchase" });
    expect(confirmation!.text).not.toContain("/avmeld?token=");
  });

  it("puts the stop link at the end of a receipt e-mail, and List-Unsubscribe headers on its record", async () => {
    const { browser, clock } = await signedInFixed("subscriber");
    const who = { ariaAccountNo: accountNo("subscriber"), titleCode: "ADR" };
    await data(
      await browser.call("deleteSubscription", { body: cancellation("subscriber", "Kari Nordmann") }),
    );
    await data(await browser.call("reactivateSubscription", { body: who }));
    const [receipt] = await outbox(browser);
    expect(receipt).toMatchObject({ kind: "receipts", status: "sent", channel: "email" });
    const link = /\n\nVil du ikke ha slike e-poster lenger\? Slå dem av her: (\S+)$/.exec(receipt!.text)?.[1];
    expect(link).toMatch(new RegExp(`^${ORIGIN}/avmeld\\?token=`));
    const token = new URL(link!).searchParams.get("token")!;
    expect(receipt!.headers).toEqual({
      "List-Unsubscribe": `<${ORIGIN}/api/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // Checked at the stand-in's instant, which made it (the fixed day), not the machine's or TEST_TODAY's.
    expect(checkToken(token, clock.now)).toMatchObject({
      ok: true,
      claims: { accountNo: accountNo("subscriber"), titleCode: "ADR", names: "receipts" },
    });
    // One click turns receipts by e-mail off: the next change's receipt is held.
    await data(await new Browser(browser.app).call("unsubscribe", { body: { token }, csrf: false }));
    await data(
      await browser.call("deleteSubscription", { body: cancellation("subscriber", "Kari Nordmann") }),
    );
    await data(await browser.call("reactivateSubscription", { body: who }));
    expect((await outbox(browser))[0]).toMatchObject({ kind: "receipts", status: "held" });
  });

  it("says the stop link in Nynorsk on a Nynorsk title", async () => {
    const { browser } = await signedInFixed("subscriber");
    const who = { ariaAccountNo: accountNo("subscriber"), titleCode: "SH" };
    await data(
      await browser.call("deleteSubscription", {
        body: { ...cancellation("subscriber", "Kari Nordmann"), titleCode: "SH" },
      }),
    );
    await data(await browser.call("reactivateSubscription", { body: who }));
    expect((await outbox(browser))[0]!.text).toMatch(
      /\n\nVil du ikkje ha slike e-postar lenger\? Slå dei av her: \S+\/avmeld\?token=\S+$/,
    );
  });

  it("a payment reminder goes by what /varsler shows: both for a reader who never chose, e-mail only once chosen", async () => {
    const { browser } = await signedInFixed("unpaid-invoice");
    const who = { accountNo: accountNo("unpaid-invoice"), titleCode: "ADR" };
    const remind = () =>
      browser.fetch("/_dev/reminders", {
        method: "POST",
        json: { persona: "unpaid-invoice", titleCode: "ADR" },
      });
    const shown = async () =>
      (
        await data<MessagePreferences>(await browser.call("getMessagePreferences", { params: who }))
      ).kinds.find((k) => k.kind === "billing");
    const billing = async () =>
      (await outbox(browser))
        .filter((m) => m.kind === "billing")
        .map((m) => [m.channel, m.status])
        .sort();

    // Never chose: the page shows e-mail and SMS, and the reminder goes by both (ADR 084).
    expect(await shown()).toEqual({ kind: "billing", email: true, sms: true });
    expect((await remind()).status).toBe(200);
    expect(await billing()).toEqual([
      ["email", "sent"],
      ["sms", "sent"],
    ]);

    // E-mail only, chosen on the page: the next reminder goes by e-mail alone.
    await data(
      await browser.call("saveMessagePreference", {
        body: {
          ariaAccountNo: who.accountNo,
          titleCode: "ADR",
          change: { kind: "billing", email: true, sms: false },
        },
      }),
    );
    expect(await shown()).toEqual({ kind: "billing", email: true, sms: false });
    expect((await remind()).status).toBe(200);
    const [latest] = await outbox(browser);
    expect(latest).toMatchObject({ kind: "billing", channel: "email", status: "sent" });
    expect(await billing()).toEqual([
      ["email", "sent"],
      ["email", "sent"],
      ["sms", "sent"],
    ]);
  });
});
