// @vitest-environment node
// Messages to many readers at once (broadcasts.ts, docs/decisions/080): a disruption by the channel
// each paper reader chose for delivery messages, once; the e-paper ready; a newsletter to its
// subscribers only, with its stop link.
import { describe, expect, it } from "vitest";
import { SMS_DISRUPTIONS_POSTAL_CODE } from "#tests/fixtures/personas/messages.ts";
import { accountNo, Browser, data, fixed, outbox, signedIn } from "#scripts/dev-backend/test-support.ts";

const post = (browser: Browser, path: string, json: unknown) => browser.fetch(path, { method: "POST", json });

describe("broadcasts", () => {
  it("texts a disruption once to sms-disruptions, not again when announced again or read", async () => {
    const s = fixed();
    const { browser } = await signedIn("sms-disruptions", s);
    const body = {
      postalCode: SMS_DISRUPTIONS_POSTAL_CODE,
      until: "10:00",
      message: "Trykkeriet hadde driftsstans i natt.",
    };
    expect((await post(browser, "/_dev/disruptions", body)).status).toBe(201);
    const texts = () => outbox(browser).then((all) => all.filter((m) => m.kind === "delivery"));
    expect(await texts()).toEqual([
      expect.objectContaining({
        channel: "sms",
        recipient: "97370001",
        status: "sent",
        account: accountNo("sms-disruptions"),
        text: "Sandkasseavisa: Avisen kommer senere enn vanlig i dag, innen kl. 10:00. Trykkeriet hadde driftsstans i natt.",
      }),
    ]);
    await post(browser, "/_dev/disruptions", { ...body, until: "11:00" });
    await browser.call("getDisruption", {
      params: { accountNo: accountNo("sms-disruptions"), titleCode: "SBX" },
    });
    await browser.fetch("/_dev/disruptions");
    expect(await texts()).toHaveLength(1);
  });

  it("tells paper readers who chose no channel nothing", async () => {
    const s = fixed();
    const { browser } = await signedIn("paper-subscriber", s);
    await post(browser, "/_dev/disruptions", { postalCode: "7011", message: "Uvær." });
    expect(await outbox(browser)).toEqual([]);
  });

  it("sends the e-paper ready to readers with it who chose a channel", async () => {
    const s = fixed();
    const { browser } = await signedIn("subscriber", s);
    const change = { kind: "epaper", email: false, sms: true };
    await data(
      await browser.call("saveMessagePreference", {
        body: { ariaAccountNo: accountNo("subscriber"), titleCode: "SBX", change },
      }),
    );
    const answer = await post(browser, "/_dev/epaper-ready", { titleCode: "SBX", date: "2026-11-18" });
    expect(await answer.json()).toEqual({ titleCode: "SBX", date: "2026-11-18", told: 1 });
    const [sms] = await outbox(browser);
    expect(sms).toMatchObject({ channel: "sms", recipient: "92345678", kind: "epaper", status: "sent" });
    expect(sms!.text).toContain("E-avisen for");
  });

  it("sends a newsletter only to its subscribers, each with a stop link naming it", async () => {
    const s = fixed();
    const { browser } = await signedIn("subscriber", s);
    const change = { newsletterId: "sport", subscribed: true };
    await data(
      await browser.call("saveMessagePreference", {
        body: { ariaAccountNo: accountNo("subscriber"), titleCode: "SBX", change },
      }),
    );
    const answer = await post(browser, "/_dev/newsletters/send", { titleCode: "SBX", newsletterId: "sport" });
    expect(await answer.json()).toEqual({ titleCode: "SBX", newsletterId: "sport", sent: 1 });
    const mails = await outbox(browser);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      channel: "email",
      recipient: "kari.nordmann@example.no",
      kind: "newsletter:sport",
    });
    expect(mails[0]!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mails[0]!.text).toMatch(/Slå dem av her: http:\/\/sbx\.localhost:4173\/avmeld\?token=\S+$/);
    expect(
      (await post(browser, "/_dev/newsletters/send", { titleCode: "SBX", newsletterId: "nope" })).status,
    ).toBe(404);
  });
});
