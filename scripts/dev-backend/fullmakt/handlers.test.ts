// @vitest-environment node
// A power of attorney at the dev backend: the subscriber invites a helper (the code in the outbox),
// the helper accepts with their own account, acts for the subscriber where the grant reaches and is
// refused (403 NOT_GRANTED) everywhere else, their acts are the subscriber's history "made by" them
// with a receipt to the subscriber, and ending the grant refuses the helper's next call.
import { describe, expect, it } from "vitest";
import {
  accountNo,
  data,
  errorOf,
  fixed,
  outbox,
  signedIn,
  TODAY,
  type Browser,
} from "#scripts/dev-backend/test-support.ts";

const arne = accountNo("paper-subscriber");
const invitation = (overrides: Record<string, unknown> = {}) => ({
  titleCode: "ADR",
  name: "Even Lie",
  email: "even.lie@example.no",
  phoneNumber: null,
  rights: ["see", "delivery"],
  validUntil: "2027-06-30",
  ...overrides,
});
const stop = {
  ariaAccountNo: arne,
  titleCode: "ADR",
  type: "STOP",
  from: "2026-11-23",
  to: "2026-11-27",
  openEnd: false,
  address: null,
};

async function codeIn(browser: Browser, recipient: string) {
  const message = (await outbox(browser)).find((m) => m.recipient === recipient);
  const code = message?.text.match(/kode=([\w-]+)/)?.[1];
  expect(code, `an invitation to ${recipient} with a code`).toBeTruthy();
  return code!;
}

describe("a power of attorney", () => {
  it("is invited, accepted, used where it reaches, refused elsewhere, and ends", async () => {
    const s = fixed();
    const { browser: subscriber } = await signedIn("paper-subscriber", s);
    const invited = await data<{ id: string; state: string }>(
      await subscriber.call("inviteHelper", { body: invitation() }),
    );
    expect(invited.state).toBe("invited");
    const code = await codeIn(subscriber, "even.lie@example.no");

    const { browser: helper } = await signedIn("helper", s);
    // Before accepting, the subscriber's account is not theirs.
    expect((await helper.call("getDelivery", { params: { accountNo: arne, titleCode: "ADR" } })).status).toBe(
      403,
    );
    const lookup = await data<{ grantorName: string; status: string }>(
      await helper.call("getFullmaktInvitation", { params: { code } }),
    );
    expect(lookup).toMatchObject({ grantorName: "Arne Solberg", status: "open" });
    await data(await helper.call("acceptFullmakt", { body: { code, titleCode: "ADR" } }));
    const acting = await data<{ name: string }>(
      await helper.call("setActing", { body: { grantId: invited.id } }),
    );
    expect(acting.name).toBe("Arne Solberg");
    expect(helper.cookies.get("minside_fullmakt")).toBe("1");

    // Granted: delivery. A vacation stop, in Arne's history as made by Even, with a receipt to Arne.
    expect((await helper.call("registerDeliveryChange", { body: stop })).status).toBe(200);
    const history = await data<Array<{ kind: string; madeBy?: string }>>(
      await subscriber.call("getHistory", { params: { accountNo: arne, titleCode: "ADR" } }),
    );
    expect(history.find((e) => e.kind === "delivery-change")?.madeBy).toBe("Even Lie");
    const receipt = (await outbox(subscriber)).find((m) => m.recipient === "arne.solberg@example.no");
    expect(receipt?.text).toMatch(/^Even Lie har gjort dette for deg/);

    // Not granted: cancelling, the payment method, family. 403 with the code the portal words.
    const cancel = await helper.call("deleteSubscription", {
      body: {
        ...{ ariaAccountNo: arne, titleCode: "ADR", reason: "Annet", customerNumber: arne },
        ...{ name: "Arne Solberg", product: "Papir + digital", cancelKind: "CANCELLATION" },
      },
    });
    expect(cancel.status).toBe(403);
    expect((await errorOf(cancel)) as { code?: string }).toMatchObject({ code: "NOT_GRANTED" });
    expect((await helper.call("getFamily", { params: { accountNo: arne, titleCode: "ADR" } })).status).toBe(
      403,
    );

    // Withdrawn: the helper's next call is refused, and the session acts for nobody.
    await data(
      await subscriber.call("endFullmakt", { params: { id: invited.id }, body: { titleCode: "ADR" } }),
    );
    const after = await helper.call("getSubscription", { params: { accountNo: arne, titleCode: "ADR" } });
    expect(after.status).toBe(403);
    expect(await data(await helper.call("getActing"))).toBeNull();
  });

  it("refuses a last day in the past or over two years ahead, and paying without seeing", async () => {
    const { browser } = await signedIn("paper-subscriber", fixed());
    const past = await browser.call("inviteHelper", { body: invitation({ validUntil: "2026-11-17" }) });
    expect((await errorOf(past)).fields?.validUntil).toEqual(["Datoen har vært"]);
    const far = await browser.call("inviteHelper", { body: invitation({ validUntil: "2028-11-19" }) });
    expect((await errorOf(far)).fields?.validUntil).toEqual(["Datoen er for langt fram i tid"]);
    const pay = await browser.call("inviteHelper", { body: invitation({ rights: ["pay"] }) });
    expect((await errorOf(pay)).fields?.rights).toBeTruthy();
    expect(TODAY).toBe("2026-11-18");
  });

  it("lists both sides: a subscriber's helpers, and a helper of two", async () => {
    const s = fixed();
    const { browser: sigrid } = await signedIn("helper-of-two", s);
    const mine = await data<{ helping: Array<{ name: string; state: string }> }>(
      await sigrid.call("getFullmakt", { params: { titleCode: "ADR" } }),
    );
    expect(mine.helping.map((g) => [g.name, g.state]).sort()).toEqual([
      ["Arne Solberg", "active"],
      ["Ingrid Olsen", "active"],
    ]);
    const { browser: kari } = await signedIn("subscriber", s);
    const karis = await data<{ helpers: Array<{ name: string; rights: string[] }> }>(
      await kari.call("getFullmakt", { params: { titleCode: "ADR" } }),
    );
    expect(karis.helpers).toMatchObject([
      { name: "Sigrid Lunde", rights: ["see", "delivery"], state: "invited" },
      { name: "Even Lie", rights: ["see", "pay"], state: "active" },
    ]);
  });
});
