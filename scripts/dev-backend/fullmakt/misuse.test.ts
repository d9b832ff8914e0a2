// @vitest-environment node
// A power of attorney misused, and what the platform says: a code in the wrong hands is refused
// unless the invited address or number is shown to be theirs (a matching account, or a code sent
// there); wrong codes pause after ten; the helper sees the grant and nothing more of the subscriber;
// a right named twice is refused; each side hears when the other ends it; and nothing is sent for a
// change that is not kept.
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "#app/api/contract.ts";
import { one, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import {
  accountNo,
  data,
  errorOf,
  fixed,
  outbox,
  signedIn,
  type Browser,
} from "#scripts/dev-backend/test-support.ts";

/** Kari's seeded invitation to Sigrid on SBX (scripts/dev-backend/fullmakt/seed.ts). */
const KARIS_CODE = "seed-fm-open-subscriber-to-helper-of-two";
const kari = accountNo("subscriber");

const invitation = (overrides: Record<string, unknown> = {}) => ({
  titleCode: "ADR",
  name: "Even Lie",
  email: "even.lie@example.no",
  phoneNumber: null,
  rights: ["see", "delivery"],
  validUntil: "2027-06-30",
  ...overrides,
});

const endedBy = (db: Database, id: string) =>
  one<{ ended_by: string | null }>(db, "SELECT ended_by FROM fullmakt_grants WHERE id = ?", id)?.ended_by;

const reasonOf = async (response: Response) => (await errorOf(response)).fields?.reason;

/** The code in the newest message to `recipient`: an invitation's link code, or six digits. */
async function sentTo(browser: Browser, recipient: string, pattern: RegExp) {
  const message = (await outbox(browser)).find((m) => m.recipient === recipient);
  const found = message?.text.match(pattern)?.[1];
  expect(found, `a message to ${recipient} matching ${pattern}`).toBeTruthy();
  return found!;
}
const linkCode = /kode=([\w-]+)/;
const sixDigits = /\b(\d{6})\b/;

const helpersOf = async (browser: Browser, titleCode: string) =>
  (
    await data<{ helpers: Array<Record<string, unknown>> }>(
      await browser.call("getFullmakt", { params: { titleCode } }),
    )
  ).helpers;

describe("an invitation is no bearer code", () => {
  it("Marius, with Kari's code, is refused notInvited and her invitation still waits", async () => {
    const s = fixed();
    const { browser: marius } = await signedIn("former-subscriber", s);
    const lookup = await data<{ status: string; invitedContact: string }>(
      await marius.call("getFullmaktInvitation", { params: { code: KARIS_CODE } }),
    );
    expect(lookup).toMatchObject({ status: "open", invitedContact: "s***@example.no" });
    const refused = await marius.call("acceptFullmakt", { body: { code: KARIS_CODE, titleCode: "SBX" } });
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error.fields?.reason).toEqual(["notInvited"]);
    expect(error.message).toBe(
      "Invitasjonen ble sendt til en annen e-postadresse eller et annet mobilnummer",
    );

    const { browser: karis } = await signedIn("subscriber", s);
    const sigrid = (await helpersOf(karis, "SBX")).find((g) => g.name === "Sigrid Lunde");
    expect(sigrid).toMatchObject({ state: "invited", contact: "sigrid.lunde@example.no" });
    expect(sigrid).not.toHaveProperty("acceptedBy");
  });

  it("the invited person, by her account's e-mail, accepts; Kari's list says who accepted", async () => {
    const s = fixed();
    const { browser: sigrid } = await signedIn("helper-of-two", s);
    await data(await sigrid.call("acceptFullmakt", { body: { code: KARIS_CODE, titleCode: "SBX" } }));
    const { browser: karis } = await signedIn("subscriber", s);
    const accepted = (await helpersOf(karis, "SBX")).find((g) => g.name === "Sigrid Lunde");
    expect(accepted).toMatchObject({ state: "active", acceptedBy: "Sigrid Lunde" });
    expect(accepted).not.toHaveProperty("endedAt");
  });

  it("one whose account has another e-mail accepts with the code sent to the invited one", async () => {
    const s = fixed();
    const { browser: arne } = await signedIn("paper-subscriber", s);
    await data(await arne.call("inviteHelper", { body: invitation({ email: "Even.Privat@example.no" }) }));
    const code = await sentTo(arne, "Even.Privat@example.no", linkCode);

    const { browser: even } = await signedIn("helper", s);
    const lookup = await data<{ invitedContact: string }>(
      await even.call("getFullmaktInvitation", { params: { code } }),
    );
    expect(lookup.invitedContact).toBe("E***@example.no");
    const body = { code, titleCode: "ADR" };
    expect(await reasonOf(await even.call("acceptFullmakt", { body }))).toEqual(["notInvited"]);
    // Typed before any code was sent: ask for one.
    const early = await even.call("acceptFullmakt", { body: { ...body, contactCode: "123456" } });
    expect(await reasonOf(early)).toEqual(["contactCodeExpired"]);

    const sent = await data<{ sentTo: string }>(await even.call("sendFullmaktContactCode", { body }));
    expect(sent).toEqual({ sentTo: "E***@example.no" });
    const contactCode = await sentTo(even, "Even.Privat@example.no", sixDigits);
    const wrong = String((Number(contactCode) + 1) % 1_000_000).padStart(6, "0");
    const refused = await even.call("acceptFullmakt", { body: { ...body, contactCode: wrong } });
    expect(refused.status).toBe(409);
    expect(await reasonOf(refused)).toEqual(["wrongContactCode"]);
    await data(await even.call("acceptFullmakt", { body: { ...body, contactCode } }));
    expect((await helpersOf(arne, "ADR"))[0]).toMatchObject({ state: "active", acceptedBy: "Even Lie" });
  });

  it("an invitation by SMS: the code goes to the number, shown by its last three digits", async () => {
    const s = fixed();
    const { browser: arne } = await signedIn("paper-subscriber", s);
    await data(
      await arne.call("inviteHelper", { body: invitation({ email: null, phoneNumber: "47999678" }) }),
    );
    const code = await sentTo(arne, "47999678", linkCode);
    const { browser: even } = await signedIn("helper", s);
    const sent = await data<{ sentTo: string }>(
      await even.call("sendFullmaktContactCode", { body: { code, titleCode: "ADR" } }),
    );
    expect(sent).toEqual({ sentTo: "*****678" });
    const contactCode = await sentTo(even, "47999678", sixDigits);
    await data(await even.call("acceptFullmakt", { body: { code, titleCode: "ADR", contactCode } }));
  });

  it("an invitation to the helper's own number is theirs without a code", async () => {
    const s = fixed();
    const { browser: arne } = await signedIn("paper-subscriber", s);
    await data(
      await arne.call("inviteHelper", { body: invitation({ email: null, phoneNumber: "48123456" }) }),
    );
    const code = await sentTo(arne, "48123456", linkCode);
    const { browser: even } = await signedIn("helper", s);
    await data(await even.call("acceptFullmakt", { body: { code, titleCode: "ADR" } }));
  });
});

describe("tries on codes are limited", () => {
  it("twenty wrong codes in a row: after ten, every try waits (429, Retry-After), the right one too", async () => {
    const s = fixed();
    const { browser: marius } = await signedIn("former-subscriber", s);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 20; i++) {
      const code = `wrong-code-${String(i).padStart(8, "0")}`;
      last =
        i % 2 === 0
          ? await marius.call("getFullmaktInvitation", { params: { code } })
          : await marius.call("acceptFullmakt", { body: { code, titleCode: "SBX" } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(404), ...Array<number>(10).fill(429)]);
    expect(last!.headers.get("Retry-After")).toBe(String(15 * 60));
    expect((await errorOf(last!)).message).toBe("For mange forsøk. Prøv igjen om litt.");
    const right = await marius.call("getFullmaktInvitation", { params: { code: KARIS_CODE } });
    expect(right.status).toBe(429);
    // The same idempotency key after the pause tries again: a pause is not kept as the answer.
    const key = { "Idempotency-Key": "accept-after-pause-0001" };
    const paused = await marius.call("acceptFullmakt", {
      body: { code: KARIS_CODE, titleCode: "SBX" },
      headers: key,
    });
    expect(paused.status).toBe(429);

    s.clock.now += 5 * 60 * 1000;
    expect(
      (await marius.call("getFullmaktInvitation", { params: { code: KARIS_CODE } })).headers.get(
        "Retry-After",
      ),
    ).toBe(String(10 * 60));
    s.clock.now += 10 * 60 * 1000;
    expect((await marius.call("getFullmaktInvitation", { params: { code: KARIS_CODE } })).status).toBe(200);
    const again = await marius.call("acceptFullmakt", {
      body: { code: KARIS_CODE, titleCode: "SBX" },
      headers: key,
    });
    expect(await reasonOf(again)).toEqual(["notInvited"]);
  });

  it("wrong contact codes count too, and another user's tries are their own", async () => {
    const s = fixed();
    const { browser: arne } = await signedIn("paper-subscriber", s);
    await data(await arne.call("inviteHelper", { body: invitation({ email: "even.privat@example.no" }) }));
    const code = await sentTo(arne, "even.privat@example.no", linkCode);
    const { browser: even } = await signedIn("helper", s);
    const body = { code, titleCode: "ADR" };
    const statuses: number[] = [];
    // A fresh code before every five tries: the code wears out, the user's tries do not start over.
    for (let i = 0; i < 12; i++) {
      if (i % 4 === 0) await data(await even.call("sendFullmaktContactCode", { body }));
      const contactCode = await sentTo(even, "even.privat@example.no", sixDigits);
      const wrong = String((Number(contactCode) + 1) % 1_000_000).padStart(6, "0");
      statuses.push((await even.call("acceptFullmakt", { body: { ...body, contactCode: wrong } })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(409), 429, 429]);
    expect((await even.call("sendFullmaktContactCode", { body })).status).toBe(429);
    const { browser: sigrid } = await signedIn("helper-of-two", s);
    expect((await sigrid.call("getFullmaktInvitation", { params: { code: KARIS_CODE } })).status).toBe(200);
  });
  it("three contact codes per invitation in fifteen minutes, then a pause", async () => {
    const s = fixed();
    const { browser: arne } = await signedIn("paper-subscriber", s);
    await data(await arne.call("inviteHelper", { body: invitation({ email: "even.privat@example.no" }) }));
    const code = await sentTo(arne, "even.privat@example.no", linkCode);
    const { browser: even } = await signedIn("helper", s);
    const body = { code, titleCode: "ADR" };
    for (let i = 0; i < 3; i++) {
      await data(await even.call("sendFullmaktContactCode", { body }));
      s.clock.now += 60 * 1000;
    }
    const fourth = await even.call("sendFullmaktContactCode", { body });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("Retry-After")).toBe(String(12 * 60));
    const codes = (await outbox(even)).filter((m) => m.text.startsWith("Koden din er"));
    expect(codes).toHaveLength(3);
    s.clock.now += 12 * 60 * 1000;
    await data(await even.call("sendFullmaktContactCode", { body }));
  });
});

describe("a helper gets the grant and nothing more", () => {
  it("whom a session acts for comes without the subscriber's e-mail, phone number and birthdate", async () => {
    const { browser: even } = await signedIn("helper", fixed());
    const { helping } = await data<{ helping: Array<{ id: string; name: string; contact: unknown }> }>(
      await even.call("getFullmakt", { params: { titleCode: "ADR" } }),
    );
    expect(helping[0]).toMatchObject({ name: "Kari Nordmann", contact: null });
    const set = await data<{ account: Record<string, unknown> }>(
      await even.call("setActing", { body: { grantId: helping[0]!.id } }),
    );
    const got = await data<{ account: Record<string, unknown> }>(await even.call("getActing"));
    for (const acting of [set, got]) {
      expect(acting.account).toMatchObject({
        ariaAccountNo: kari,
        givenName: "Kari",
        familyName: "Nordmann",
      });
      for (const field of ["email", "phoneNumber", "birthdate"])
        expect(acting.account).not.toHaveProperty(field);
    }
  });
});

describe("each right once", () => {
  it("refuses a right named twice, in words", async () => {
    const { browser: arne } = await signedIn("paper-subscriber", fixed());
    const refused = await arne.call("inviteHelper", {
      body: invitation({ rights: ["see", "see", "see", "see"] }),
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields?.rights).toEqual(["Hvert valg kan bare være med én gang"]);
    expect(await outbox(arne)).toEqual([]);
  });
});

describe("each side hears when the other ends it", () => {
  it("Arne withdraws: Even is told by e-mail; Arne's list says when it ended and who had accepted", async () => {
    const s = fixed();
    const { browser: arne } = await signedIn("paper-subscriber", s);
    const { id } = await data<{ id: string }>(await arne.call("inviteHelper", { body: invitation() }));
    const code = await sentTo(arne, "even.lie@example.no", linkCode);
    const { browser: even } = await signedIn("helper", s);
    await data(await even.call("acceptFullmakt", { body: { code, titleCode: "ADR" } }));
    s.clock.now += 60 * 60 * 1000;
    await data(await arne.call("endFullmakt", { params: { id }, body: { titleCode: "ADR" } }));

    const told = (await outbox(arne)).filter(
      (m) => m.recipient === "even.lie@example.no" && m.text.includes("avsluttet"),
    );
    expect(told.map((m) => [m.channel, m.text])).toEqual([
      [
        "email",
        "Arne Solberg har avsluttet fullmakten for Adresseavisen fra og med 18.11.2026. " +
          "Du kan ikke lenger hjelpe til med abonnementet på Min side.",
      ],
    ]);
    const ended = (await helpersOf(arne, "ADR")).find((g) => g.id === id);
    expect(ended).toMatchObject({
      state: "ended",
      acceptedBy: "Even Lie",
      endedAt: new Date(s.clock.now).toISOString(),
    });
    const helping = await data<{ helping: Array<Record<string, unknown>> }>(
      await even.call("getFullmakt", { params: { titleCode: "ADR" } }),
    );
    const theirs = helping.helping.find((g) => g.id === id);
    expect(theirs).toMatchObject({ state: "ended", endedAt: new Date(s.clock.now).toISOString() });
    expect(theirs).not.toHaveProperty("acceptedBy");

    expect(endedBy(s.db, id)).toBe("grantor");

    // Ended already: the same answer, and no second message.
    await data(await arne.call("endFullmakt", { params: { id }, body: { titleCode: "ADR" } }));
    expect((await outbox(arne)).filter((m) => m.text.includes("har avsluttet"))).toHaveLength(1);
  });

  it("Sigrid gives up her grant from Arne on SH: Arne is told once, by his history's receipt, in Nynorsk", async () => {
    const s = fixed();
    const { browser: sigrid } = await signedIn("helper-of-two", s);
    const { helping } = await data<{ helping: Array<{ id: string; name: string }> }>(
      await sigrid.call("getFullmakt", { params: { titleCode: "SH" } }),
    );
    const fromArne = helping.find((g) => g.name === "Arne Solberg")!;
    await data(await sigrid.call("endFullmakt", { params: { id: fromArne.id }, body: { titleCode: "SH" } }));
    const told = (await outbox(sigrid)).filter((m) => m.recipient === "arne.solberg@example.no");
    expect(told.map((m) => m.text)).toEqual([
      "Kvittering for endring av abonnementet ditt på Sunnhordland: Sigrid Lunde gav frå seg fullmakta du gav. " +
        "Helsing kundesenteret.",
    ]);
    expect(endedBy(s.db, fromArne.id)).toBe("helper");
  });
});

describe("nothing is sent for a change that is not kept", () => {
  afterEach(() => vi.restoreAllMocks());

  it("an invitation whose answer breaks the contract (500) is neither kept nor sent", async () => {
    const { browser: arne } = await signedIn("paper-subscriber", fixed());
    const before = await helpersOf(arne, "ADR");
    const schema = api.inviteHelper.response;
    const real = schema.safeParse.bind(schema);
    vi.spyOn(schema, "safeParse").mockImplementationOnce((value) => {
      const result = real({ ...(value as object), state: "broken" });
      expect(result.success).toBe(false);
      return result;
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await arne.call("inviteHelper", { body: invitation() });
    expect(failed.status).toBe(500);
    expect(await outbox(arne)).toEqual([]);
    expect(await helpersOf(arne, "ADR")).toEqual(before);
  });
});
