// @vitest-environment node
// Family sharing at the dev backend: inviting (the e-mail with its link in the outbox), the
// refusals, the household maximum, sending again, withdrawing, the invited person's lookup and
// accepting, removing, and the end of the owner's subscription. The clock is fixed
// (test-support.ts: Wednesday 18 November 2026, 10:00 in Oslo) and moved on where a test says so.
import { describe, expect, it } from "vitest";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { MAX_FAMILY_MEMBERS } from "#scripts/dev-backend/core/platform-rules.ts";
import {
  accountNo,
  data,
  errorOf,
  fixed,
  NOW,
  ORIGIN,
  outbox,
  signedIn,
  type Browser,
  type Setup,
} from "#scripts/dev-backend/test-support.ts";

const household = { ariaAccountNo: accountNo("subscriber"), titleCode: "SBX" };
const DAY = 24 * 60 * 60 * 1000;

interface Invitation {
  id: string;
  email: string;
  name: string | null;
  state: string;
  sentAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  endedAt: string | null;
}

const invite = (browser: Browser, email: string, headers?: Record<string, string>) =>
  browser.call("inviteFamilyMember", { body: { ...household, email }, headers });
const family = async (browser: Browser, account = accountNo("subscriber")) =>
  data<{ maxMembers: number; invitations: Invitation[]; memberOf: { ownerName: string } | null }>(
    await browser.call("getFamily", { params: { accountNo: account, titleCode: "SBX" } }),
  );

/** The token of the link in the newest e-mail to `email`. */
async function linkTo(browser: Browser, email: string) {
  const mail = (await outbox(browser)).find((m) => m.channel === "email" && m.recipient === email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `an e-mail to ${email} with a link`).toBeTruthy();
  return new URL(link!);
}

async function owner(s: Setup = fixed()) {
  return signedIn("subscriber", s);
}

describe("the owner's household", () => {
  it("Kari shares with Maja (seeded); Maja sees whose household she is in", async () => {
    const s = fixed();
    const { browser } = await owner(s);
    const mine = await family(browser);
    expect(mine.maxMembers).toBe(MAX_FAMILY_MEMBERS);
    expect(mine.memberOf).toBeNull();
    expect(mine.invitations).toEqual([
      expect.objectContaining({ email: "maja.eriksen@example.no", name: "Maja Eriksen", state: "active" }),
    ]);
    const maja = await signedIn("family-member", s);
    const hers = await family(maja.browser, accountNo("family-member"));
    expect(hers.memberOf).toMatchObject({ ownerName: "Kari Nordmann" });
    expect(hers.invitations).toEqual([]);
    expect(
      (
        await browser.call("getFamily", {
          params: { accountNo: accountNo("family-member"), titleCode: "SBX" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("inviting", () => {
  it("sends the link by e-mail on the title's origin, valid 7 days, and lists it as sent", async () => {
    const { browser } = await owner();
    const invitation = await data<Invitation>(await invite(browser, "nora.nilsen@example.no"));
    expect(invitation).toMatchObject({
      email: "nora.nilsen@example.no",
      name: null,
      state: "emailSent",
      sentAt: new Date(NOW).toISOString(),
      expiresAt: new Date(NOW + 7 * DAY).toISOString(),
    });
    const link = await linkTo(browser, "nora.nilsen@example.no");
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe("/verifiser-familiemedlem");
    expect(link.searchParams.get("invitasjon")).toMatch(/^[\w-]{16,}$/);
    const mail = (await outbox(browser)).find((m) => m.recipient === "nora.nilsen@example.no");
    expect(mail!.text).toMatch(
      /^Kari Nordmann har invitert deg til å dele abonnementet sitt på Sandkasseavisa/,
    );
    expect(mail!.text).toContain("7 dager");
    expect((await family(browser)).invitations[0]).toEqual(invitation);
  });

  it("refuses the own address, an address invited already or a member, in any spelling", async () => {
    const { browser } = await owner();
    const reasonOf = async (email: string) => {
      const response = await invite(browser, email);
      expect(response.status).toBe(409);
      return (await errorOf(response)).fields?.reason;
    };
    expect(await reasonOf("Kari.Nordmann@example.no")).toEqual(["ownAddress"]);
    expect(await reasonOf("maja.eriksen@example.no")).toEqual(["userExist"]);
    await data(await invite(browser, "nora.nilsen@example.no"));
    expect(await reasonOf("NORA.Nilsen@example.no")).toEqual(["userExist"]);
  });

  it("keeps to the maximum of 5 with the owner: members and unanswered invitations hold places", async () => {
    const { browser } = await owner();
    // Kari + Maja + three invitations = 5.
    for (const n of [1, 2, 3]) await data(await invite(browser, `person${n}@example.no`));
    const full = await invite(browser, "person4@example.no");
    expect(full.status).toBe(409);
    expect((await errorOf(full)).fields?.reason).toEqual(["maxUsersReached"]);
    // Withdrawing one gives the place back.
    const [latest] = (await family(browser)).invitations;
    await data(
      await browser.call("withdrawFamilyInvitation", { params: { id: latest!.id }, body: household }),
    );
    await data(await invite(browser, "person4@example.no"));
  });

  it("may not share a youth plan or a family subscription; the same key acts once", async () => {
    const s = fixed();
    const youth = await signedIn("youth", s);
    const refused = await youth.browser.call("inviteFamilyMember", {
      body: { ariaAccountNo: accountNo("youth"), titleCode: "SBX", email: "venn@example.no" },
    });
    expect((await errorOf(refused)).fields?.reason).toEqual(["notShareable"]);

    const { browser, db } = await owner(s);
    const key = { "Idempotency-Key": "invite-1" };
    const first = await data<Invitation>(await invite(browser, "nora.nilsen@example.no", key));
    const again = await invite(browser, "nora.nilsen@example.no", key);
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
    expect(await data(again)).toEqual(first);
    expect(
      db.prepare("SELECT count(*) AS n FROM family_invitations WHERE email = ?").get(first.email),
    ).toEqual({
      n: 1,
    });
    expect((await outbox(browser)).filter((m) => m.recipient === first.email)).toHaveLength(1);
  });

  it("an address that cannot be delivered (.invalid) is listed as failed, and holds its place", async () => {
    const { browser } = await owner();
    const failed = await data<Invitation>(await invite(browser, "ukjent@example.invalid"));
    expect(failed.state).toBe("failed");
    expect((await outbox(browser)).some((m) => m.recipient === "ukjent@example.invalid")).toBe(false);
  });
});

describe("sending again, withdrawing", () => {
  it("an expired invitation can be sent again: the same link, 7 more days", async () => {
    const s = fixed();
    const { browser } = await owner(s);
    const sent = await data<Invitation>(await invite(browser, "nora.nilsen@example.no"));
    const before = await linkTo(browser, "nora.nilsen@example.no");
    s.clock.now += 8 * DAY;
    const { browser: again } = await owner(s);
    expect((await family(again)).invitations[0]).toMatchObject({ id: sent.id, state: "expired" });
    const resent = await data<Invitation>(
      await again.call("resendFamilyInvitation", { params: { id: sent.id }, body: household }),
    );
    expect(resent).toMatchObject({
      state: "emailSent",
      expiresAt: new Date(s.clock.now + 7 * DAY).toISOString(),
    });
    expect((await linkTo(again, "nora.nilsen@example.no")).href).toBe(before.href);
  });

  it("a withdrawn invitation's link no longer works; withdrawing again answers the same", async () => {
    const s = fixed();
    const { browser } = await owner(s);
    const sent = await data<Invitation>(await invite(browser, "nora.nilsen@example.no"));
    const token = (await linkTo(browser, "nora.nilsen@example.no")).searchParams.get("invitasjon")!;
    const withdraw = () =>
      browser.call("withdrawFamilyInvitation", { params: { id: sent.id }, body: household });
    const withdrawn = await data<Invitation>(await withdraw());
    expect(withdrawn).toMatchObject({ state: "withdrawn", endedAt: new Date(NOW).toISOString() });
    expect(await data(await withdraw())).toEqual(withdrawn);
    const resend = await browser.call("resendFamilyInvitation", { params: { id: sent.id }, body: household });
    expect((await errorOf(resend)).fields?.reason).toEqual(["answered"]);

    const nora = await signedIn("new-user", s);
    expect(await data(await nora.browser.call("getFamilyInvitation", { params: { token } }))).toMatchObject({
      status: "withdrawn",
    });
    const accept = await nora.browser.call("acceptFamilyInvitation", { body: { token, titleCode: "SBX" } });
    expect((await errorOf(accept)).fields?.reason).toEqual(["withdrawn"]);
  });

  it("someone else's invitation is not found", async () => {
    const s = fixed();
    const { browser } = await owner(s);
    const sent = await data<Invitation>(await invite(browser, "nora.nilsen@example.no"));
    const arne = await signedIn("paper-subscriber", s);
    const response = await arne.browser.call("withdrawFamilyInvitation", {
      params: { id: sent.id },
      body: { ariaAccountNo: accountNo("paper-subscriber"), titleCode: "SBX" },
    });
    expect(response.status).toBe(404);
  });
});

describe("the invited person", () => {
  async function invited() {
    const s = fixed();
    const kari = await owner(s);
    const sent = await data<Invitation>(await invite(kari.browser, "nora.nilsen@example.no"));
    const token = (await linkTo(kari.browser, "nora.nilsen@example.no")).searchParams.get("invitasjon")!;
    return { s, kari, sent, token };
  }

  it("looks the link up, accepts once (twice is the same member), and gets a free family subscription", async () => {
    const { s, kari, sent, token } = await invited();
    const nora = await signedIn("new-user", s);
    // The portal creates the account at sign-in; the platform does too when it must.
    expect(await data(await nora.browser.call("getFamilyInvitation", { params: { token } }))).toEqual({
      ownerName: "Kari Nordmann",
      titleCode: "SBX",
      titleName: "Sandkasseavisa",
      email: "nora.nilsen@example.no",
      expiresAt: sent.expiresAt,
      status: "open",
    });
    const accept = () => nora.browser.call("acceptFamilyInvitation", { body: { token, titleCode: "SBX" } });
    expect(await data(await accept())).toEqual({ ownerName: "Kari Nordmann", titleCode: "SBX" });
    expect(await data(await accept())).toEqual({ ownerName: "Kari Nordmann", titleCode: "SBX" });
    expect(
      s.db
        .prepare(
          "SELECT count(*) AS n FROM family_invitations WHERE member_account_no IS NOT NULL AND email = ?",
        )
        .get("nora.nilsen@example.no"),
    ).toEqual({ n: 1 });

    const account = await data<{ ariaAccountNo: string }>(
      await nora.browser.call("getAccount", { params: { id: 10000001 } }),
    );
    const subscription = await data<Record<string, unknown>>(
      await nora.browser.call("getSubscription", {
        params: { accountNo: account.ariaAccountNo, titleCode: "SBX" },
      }),
    );
    expect(subscription).toMatchObject({
      planName: "Familiedeling",
      eligibleForSharing: false,
      instStatusCode: SubscriptionStatus.ACTIVE_NON_BILLABLE,
      price: 0,
      features: ["PLUS_CONTENT", "E_PAPER"],
    });
    expect(await data(await nora.browser.call("getFamilyInvitation", { params: { token } }))).toMatchObject({
      status: "member",
    });
    expect((await family(kari.browser)).invitations[0]).toMatchObject({
      id: sent.id,
      state: "active",
      name: "Nora Nilsen",
    });

    // Someone else with the same link: used.
    const ola = await signedIn("no-subscription", s);
    expect(await data(await ola.browser.call("getFamilyInvitation", { params: { token } }))).toMatchObject({
      status: "used",
    });
    const theirs = await ola.browser.call("acceptFamilyInvitation", { body: { token, titleCode: "SBX" } });
    expect((await errorOf(theirs)).fields?.reason).toEqual(["used"]);
  });

  it("an expired link, and a person who has a subscription of their own, are refused", async () => {
    const { s, token } = await invited();
    const arne = await signedIn("paper-subscriber", s);
    expect(await data(await arne.browser.call("getFamilyInvitation", { params: { token } }))).toMatchObject({
      status: "subscriber",
    });
    const own = await arne.browser.call("acceptFamilyInvitation", { body: { token, titleCode: "SBX" } });
    expect((await errorOf(own)).fields?.reason).toEqual(["userHasSubscription"]);

    s.clock.now += 7 * DAY;
    const nora = await signedIn("new-user", s);
    expect(await data(await nora.browser.call("getFamilyInvitation", { params: { token } }))).toMatchObject({
      status: "expired",
    });
    const late = await nora.browser.call("acceptFamilyInvitation", { body: { token, titleCode: "SBX" } });
    expect((await errorOf(late)).fields?.reason).toEqual(["expired"]);
  });

  it("an unknown link, or one for another title, is not found", async () => {
    const { s, token } = await invited();
    const nora = await signedIn("new-user", s);
    expect(
      (await nora.browser.call("getFamilyInvitation", { params: { token: "x".repeat(32) } })).status,
    ).toBe(404);
    expect(
      (await nora.browser.call("acceptFamilyInvitation", { body: { token, titleCode: "ADR" } })).status,
    ).toBe(404);
  });

  it("removing the member ends their access at once; the owner's subscription ending does too", async () => {
    const { s, kari, sent, token } = await invited();
    const nora = await signedIn("new-user", s);
    await data(await nora.browser.call("acceptFamilyInvitation", { body: { token, titleCode: "SBX" } }));
    const remove = () =>
      kari.browser.call("removeFamilyMember", { params: { id: sent.id }, body: household });
    const removed = await data<Invitation>(await remove());
    expect(removed).toMatchObject({
      state: "used",
      name: "Nora Nilsen",
      endedAt: new Date(NOW).toISOString(),
    });
    expect(await data(await remove())).toEqual(removed);
    const status = (personaAccount: string) =>
      s.db
        .prepare(
          "SELECT inst_status_code AS code FROM subscriptions WHERE aria_account_no = ? AND title_code = 'SBX'",
        )
        .get(personaAccount);
    const noras = s.db
      .prepare("SELECT aria_account_no AS no FROM accounts WHERE spid_id = 10000001")
      .get() as {
      no: string;
    };
    expect(status(noras.no)).toEqual({ code: SubscriptionStatus.TERMINATED });
    expect((await nora.browser.call("getFamilyInvitation", { params: { token } })).status).toBe(200);

    // Maja's access ends with Kari's subscription.
    s.db
      .prepare(
        "UPDATE subscriptions SET inst_status_code = ? WHERE aria_account_no = ? AND title_code = 'SBX'",
      )
      .run(SubscriptionStatus.CANCELLED, accountNo("subscriber"));
    const maja = await signedIn("family-member", s);
    expect((await family(maja.browser, accountNo("family-member"))).memberOf).toBeNull();
    expect(status(accountNo("family-member"))).toEqual({ code: SubscriptionStatus.TERMINATED });
  });

  it("a member who is not accepted cannot be removed; an accepted invitation cannot be withdrawn", async () => {
    const { s, kari, sent, token } = await invited();
    const notYet = await kari.browser.call("removeFamilyMember", {
      params: { id: sent.id },
      body: household,
    });
    expect((await errorOf(notYet)).fields?.reason).toEqual(["notMember"]);
    const nora = await signedIn("new-user", s);
    await data(await nora.browser.call("acceptFamilyInvitation", { body: { token, titleCode: "SBX" } }));
    const late = await kari.browser.call("withdrawFamilyInvitation", {
      params: { id: sent.id },
      body: household,
    });
    expect((await errorOf(late)).fields?.reason).toEqual(["accepted"]);
  });
});

describe("the dev clock", () => {
  it("moves on by days, and back to now on reset", async () => {
    const { browser } = await owner();
    const moved = (await (
      await browser.fetch("/_dev/clock", { method: "POST", json: { days: 8 } })
    ).json()) as { offsetMs: number; now: string };
    expect(moved.offsetMs).toBe(8 * DAY);
    expect(Date.parse(moved.now)).toBe(NOW + 8 * DAY);
    await browser.fetch("/_dev/reset", { method: "POST" });
    expect(((await (await browser.fetch("/_dev/clock")).json()) as { offsetMs: number }).offsetMs).toBe(0);
    expect((await browser.fetch("/_dev/clock", { method: "POST", json: {} })).status).toBe(400);
  });
});
