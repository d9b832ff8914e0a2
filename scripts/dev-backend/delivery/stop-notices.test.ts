// @vitest-environment node
// A stop in the paper's delivery tells the reader when it begins and when it is over, by the channels
// chosen for delivery messages on /varsler (./stop-notices.ts, docs/decisions/088).
import { describe, expect, it } from "vitest";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import {
  accountNo,
  data,
  later,
  outbox,
  signedInFixed,
  type Browser,
} from "#scripts/dev-backend/test-support.ts";

// The fixed day is Wednesday 18 November 2026; the earliest first day of a stop is Thursday the 19th.
const account = (persona: string, titleCode: string) => ({ ariaAccountNo: accountNo(persona), titleCode });
const stop = (persona: string, titleCode: string, from: string, to: string | null) => ({
  ...account(persona, titleCode),
  type: "STOP",
  from,
  to,
  openEnd: to === null,
  address: null,
});
const register = async (browser: Browser, body: ReturnType<typeof stop>) =>
  data<DeliveryChange>(await browser.call("registerDeliveryChange", { body }));

/** The delivery messages to the persona, as the outbox records them, oldest first (it lists the newest first). */
const deliveryMessages = async (browser: Browser, persona: string) =>
  (await outbox(browser))
    .reverse()
    .filter((m) => m.kind === "delivery" && m.account === accountNo(persona))
    .map(({ channel, recipient, text, status }) => ({ channel, recipient, text, status }));

const LINK = "http://sbx.localhost:4173/endre-avislevering";

describe("a stop tells the reader", () => {
  it("by SMS as chosen: on its first day that it began and when the paper comes again; the day after its last, that it is over; each once", async () => {
    const s = await signedInFixed("sms-disruptions");
    await register(s.browser, stop("sms-disruptions", "ADR", "2026-11-20", "2026-11-23"));
    await later(s, "sms-disruptions", "2026-11-19");
    expect(await deliveryMessages(s.browser, "sms-disruptions")).toEqual([]);

    await later(s, "sms-disruptions", "2026-11-20");
    const began = {
      channel: "sms",
      recipient: "97370001",
      text: `Adresseavisen: Avisstoppen din begynner i dag. Du får ikke papiravisen til og med mandag 23. november, og den kommer igjen tirsdag 24. november. Se eller endre stoppen: ${LINK}`,
      status: "sent",
    };
    expect(await deliveryMessages(s.browser, "sms-disruptions")).toEqual([began]);
    await later(s, "sms-disruptions", "2026-11-23");
    expect(await deliveryMessages(s.browser, "sms-disruptions")).toEqual([began]);

    await later(s, "sms-disruptions", "2026-11-24");
    const over = {
      ...began,
      text: `Adresseavisen: Avisstoppen din er over, og papiravisen kommer igjen tirsdag 24. november. Se leveringen din: ${LINK}`,
    };
    expect(await deliveryMessages(s.browser, "sms-disruptions")).toEqual([began, over]);
    await later(s, "sms-disruptions", "2026-11-25");
    expect(await deliveryMessages(s.browser, "sms-disruptions")).toEqual([began, over]);
  });

  it("in Nynorsk on a Nynorsk title, and a stop until further notice until the reader starts the paper again", async () => {
    const s = await signedInFixed("sms-disruptions");
    const open = await register(s.browser, stop("sms-disruptions", "SH", "2026-11-20", null));
    await later(s, "sms-disruptions", "2026-11-20");
    expect((await deliveryMessages(s.browser, "sms-disruptions")).map((m) => m.text)).toEqual([
      `Sunnhordland: Avisstoppen din byrjar i dag. Du får ikkje papiravisa før du startar leveringa igjen. Det gjer du her: ${LINK}`,
    ]);
    const ended = await s.browser.call("endDeliveryChange", {
      params: { id: open.id },
      body: { ...account("sms-disruptions", "SH"), resumeOn: "2026-11-24" },
    });
    expect(ended.status).toBe(200);
    await later(s, "sms-disruptions", "2026-11-24");
    expect((await deliveryMessages(s.browser, "sms-disruptions")).map((m) => m.text)).toEqual([
      `Sunnhordland: Avisstoppen din byrjar i dag. Du får ikkje papiravisa før du startar leveringa igjen. Det gjer du her: ${LINK}`,
      `Sunnhordland: Avisstoppen din er over, og papiravisa kjem igjen tysdag 24. november. Sjå leveringa di: ${LINK}`,
    ]);
  });

  it("held back, and recorded as such, for a reader who chose no channel for delivery messages", async () => {
    const s = await signedInFixed("paper-subscriber");
    await register(s.browser, stop("paper-subscriber", "ADR", "2026-11-20", "2026-11-21"));
    await later(s, "paper-subscriber", "2026-11-20");
    const [held] = await deliveryMessages(s.browser, "paper-subscriber");
    expect(held).toMatchObject({ status: "held" });
    expect(held!.text).toMatch(/^Adresseavisen: Avisstoppen din begynner i dag\./);
    expect(
      (await outbox(s.browser)).filter(
        (m) => m.kind === "delivery" && m.status === "sent" && m.account === accountNo("paper-subscriber"),
      ),
    ).toEqual([]);
  });

  it("only that it is over when the clock has passed the whole stop; nothing of a withdrawn one", async () => {
    const s = await signedInFixed("sms-disruptions");
    const withdrawn = await register(s.browser, stop("sms-disruptions", "ADR", "2026-11-20", "2026-11-21"));
    expect(
      (
        await s.browser.call("withdrawDeliveryChange", {
          params: { id: withdrawn.id },
          body: account("sms-disruptions", "ADR"),
        })
      ).status,
    ).toBe(200);
    await register(s.browser, stop("sms-disruptions", "ADR", "2026-11-24", "2026-11-25"));
    await later(s, "sms-disruptions", "2026-11-30");
    expect((await deliveryMessages(s.browser, "sms-disruptions")).map((m) => m.text)).toEqual([
      `Adresseavisen: Avisstoppen din er over, og papiravisen kommer igjen torsdag 26. november. Se leveringen din: ${LINK}`,
    ]);
  });
});
