// @vitest-environment node
// Business subscriptions at the dev backend: the admin's company and invitations (invite, resend,
// remove), and an invited employee's code on /bedrift.
import { describe, expect, it } from "vitest";
import {
  accountNo,
  data,
  errorOf,
  outbox,
  setup,
  signedIn,
  signIn,
} from "#scripts/dev-backend/test-support.ts";

const admin = { accountNo: accountNo("business-admin"), titleCode: "SBX" };

type Results = { results: Array<{ email: string; result: string }> };
type Business = {
  company: { name: string; emailDomain: string; maxInvitations: number };
  invitations: Array<{ id: string; email: string; status: string; addedAt: string }>;
};

describe("business admin", () => {
  it("sees Moe Bygg AS with Silje Haugen as its one active member", async () => {
    const { browser } = await signedIn("business-admin");
    const business = await data<Business>(await browser.call("getBusiness", { params: admin }));
    expect(business.company).toEqual({ name: "Moe Bygg AS", emailDomain: "moebygg.no", maxInvitations: 25 });
    expect(business.invitations).toMatchObject([{ email: "silje.haugen@moebygg.no", status: "active" }]);
  });

  it("an employee and a private subscriber are refused", async () => {
    for (const persona of ["business-employee", "subscriber"]) {
      const { browser } = await signedIn(persona);
      const response = await browser.call("getBusiness", {
        params: { accountNo: accountNo(persona), titleCode: "SBX" },
      });
      expect(response.status).toBe(403);
    }
    const { browser } = await signedIn("subscriber");
    expect((await browser.call("getBusiness", { params: admin })).status).toBe(403);
  });

  it("answers per address: one it cannot send to is refused, the others are sent", async () => {
    const { browser } = await signedIn("business-admin");
    const bad = [
      `${"a".repeat(2990)}@moebygg.no`,
      "kari😀@moebygg.no",
      "\u202Eon.ggybeom@ari",
      "ola\u0000@moebygg.no",
      "per.\u200Fhansen@moebygg.no",
    ];
    const response = await browser.call("inviteEmployees", {
      params: admin,
      body: { emails: ["ny.ansatt@moebygg.no", ...bad] },
    });
    expect(response.status).toBe(200);
    const { results } = await data<Results>(response);
    expect(results.map((r) => r.result)).toEqual(["emailSent", ...bad.map(() => "invalidEmail")]);
    expect(results.slice(1).map((r) => r.email)).toEqual(bad);
    // One invitation, to the one valid address; the admin gets the receipt for the change.
    expect((await outbox(browser)).map((m) => m.recipient).toSorted()).toEqual([
      "henrik.moe@example.no",
      "ny.ansatt@moebygg.no",
    ]);
  });

  it("invites each address once, says why not for the others, and e-mails a link to /bedrift", async () => {
    const { browser } = await signedIn("business-admin");
    const invite = (emails: string[], key?: string) =>
      browser.call("inviteEmployees", {
        params: admin,
        body: { emails },
        headers: key ? { "Idempotency-Key": key } : {},
      });
    const first = await data<Results>(
      await invite([
        "Ny.Ansatt@moebygg.no",
        "kari@gmail.com",
        "silje.haugen@moebygg.no",
        "ny.ansatt@moebygg.no",
      ]),
    );
    expect(first.results).toEqual([
      { email: "ny.ansatt@moebygg.no", result: "emailSent" },
      { email: "kari@gmail.com", result: "wrongEmailDomain" },
      { email: "silje.haugen@moebygg.no", result: "userExist" },
      { email: "ny.ansatt@moebygg.no", result: "userExist" },
    ]);
    // The invitation, and the admin's receipt for the change (history/receipts.ts).
    const all = (await outbox(browser)).filter((m) => m.channel === "email");
    expect(all.filter((m) => m.text.startsWith("Kvittering for endring"))).toHaveLength(1);
    const mails = all.filter((m) => !m.text.startsWith("Kvittering for endring"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe("ny.ansatt@moebygg.no");
    expect(mails[0]!.text).toContain("Moe Bygg AS");
    expect(mails[0]!.text).toContain("http://sbx.localhost:4173/bedrift?epost=ny.ansatt%40moebygg.no");

    // The same list again with the same key: the first answer, nothing sent again.
    const keyed = await invite(["to@moebygg.no"], "nokkel-1");
    const again = await invite(["to@moebygg.no"], "nokkel-1");
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
    expect(await data<Results>(again)).toEqual(await data<Results>(keyed));
    // …and without the key, the address is already invited.
    expect((await data<Results>(await invite(["to@moebygg.no"]))).results[0]!.result).toBe("userExist");
    expect((await outbox(browser)).filter((m) => m.recipient === "to@moebygg.no")).toHaveLength(1);
  });

  it("stops at the maximum of 25 invitations", async () => {
    const { browser } = await signedIn("business-admin");
    const emails = Array.from({ length: 26 }, (_, i) => `ansatt${i}@moebygg.no`);
    const { results } = await data<Results>(
      await browser.call("inviteEmployees", { params: admin, body: { emails } }),
    );
    expect(results.filter((r) => r.result === "emailSent")).toHaveLength(24);
    expect(results.slice(24).map((r) => r.result)).toEqual(["maxUsersReached", "maxUsersReached"]);
  });

  it("resends one that is not taken up, and removes several; an active member loses the subscription", async () => {
    const { browser } = await signedIn("business-admin");
    await browser.call("inviteEmployees", { params: admin, body: { emails: ["ny@moebygg.no"] } });
    const { invitations } = await data<Business>(await browser.call("getBusiness", { params: admin }));
    const sent = invitations.find((i) => i.email === "ny@moebygg.no")!;
    const active = invitations.find((i) => i.status === "active")!;

    const resend = (id: string) => browser.call("resendInvitation", { params: { ...admin, id }, body: {} });
    expect(await data(await resend(sent.id))).toEqual({ email: "ny@moebygg.no", result: "resent" });
    expect((await resend(active.id)).status).toBe(409);
    expect((await resend("inv-ukjent")).status).toBe(404);
    expect((await outbox(browser)).filter((m) => m.recipient === "ny@moebygg.no")).toHaveLength(2);

    const removed = await data<{ results: unknown[] }>(
      await browser.call("removeInvitations", {
        params: admin,
        body: { ids: [sent.id, active.id, "inv-ukjent"] },
      }),
    );
    expect(removed.results).toEqual([
      { id: sent.id, email: "ny@moebygg.no", result: "deleted" },
      { id: active.id, email: "silje.haugen@moebygg.no", result: "deleted" },
      { id: "inv-ukjent", email: null, result: "notExist" },
    ]);
    const after = await data<Business>(await browser.call("getBusiness", { params: admin }));
    expect(after.invitations).toEqual([]);

    await signIn(browser, "business-employee");
    const sub = await data(
      await browser.call("getSubscription", {
        params: { accountNo: accountNo("business-employee"), titleCode: "SBX" },
      }),
    );
    expect(sub).toBeNull();
  });

  it("a removal that fails is named, the others go through", async () => {
    const s = setup({
      hooks: {
        step: (name) => {
          if (name === "business:remove:b@moebygg.no") throw new Error("simulated");
        },
      },
    });
    const { browser } = await signedIn("business-admin", s);
    await browser.call("inviteEmployees", {
      params: admin,
      body: { emails: ["a@moebygg.no", "b@moebygg.no"] },
    });
    const { invitations } = await data<Business>(await browser.call("getBusiness", { params: admin }));
    const ids = invitations.filter((i) => i.status === "emailSent").map((i) => i.id);
    const { results } = await data<Results>(
      await browser.call("removeInvitations", { params: admin, body: { ids } }),
    );
    expect(results.map((r) => [r.email, r.result]).sort()).toEqual([
      ["a@moebygg.no", "deleted"],
      ["b@moebygg.no", "failed"],
    ]);
  });
});

describe("an invited employee on /bedrift", () => {
  it("gets a code at the work address, a wrong one is refused, the right one gives the subscription", async () => {
    const s = setup();
    const adminSession = await signedIn("business-admin", s);
    await adminSession.browser.call("inviteEmployees", {
      params: admin,
      body: { emails: ["ola.hansen@moebygg.no"] },
    });

    const { browser } = await signedIn("no-subscription", s);
    const ask = (email: string) => browser.call("requestBusinessCode", { body: { email, titleCode: "SBX" } });
    expect((await ask("ukjent@moebygg.no")).status).toBe(404);
    expect(await data(await ask("Ola.Hansen@moebygg.no"))).toEqual({
      email: "ola.hansen@moebygg.no",
      companyName: "Moe Bygg AS",
    });
    const mail = (await outbox(browser)).find((m) => m.text.includes("Koden din"))!;
    expect(mail.recipient).toBe("ola.hansen@moebygg.no");
    const code = /(\d{6})/.exec(mail.text)![1]!;
    const verify = (c: string) =>
      browser.call("verifyBusinessCode", {
        body: { email: "ola.hansen@moebygg.no", code: c, titleCode: "SBX" },
      });
    const wrong = await verify(code === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(422);
    expect(await data(await verify(code))).toEqual({ companyName: "Moe Bygg AS" });

    const sub = await data(
      await browser.call("getSubscription", {
        params: { accountNo: accountNo("no-subscription"), titleCode: "SBX" },
      }),
    );
    expect(sub).toMatchObject({
      planName: "Bedrift digital",
      subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: "employee" },
    });
    const { invitations } = await data<Business>(
      await adminSession.browser.call("getBusiness", { params: admin }),
    );
    expect(invitations.find((i) => i.email === "ola.hansen@moebygg.no")!.status).toBe("active");
    // Already a subscriber now: no second code.
    const again = await ask("ola.hansen@moebygg.no");
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("Du har allerede abonnement");
  });

  it("a subscriber of the title is already a subscriber; an address another user took up is unknown", async () => {
    const s = setup();
    const adminSession = await signedIn("business-admin", s);
    await adminSession.browser.call("inviteEmployees", {
      params: admin,
      body: { emails: ["kari@moebygg.no"] },
    });
    const { browser } = await signedIn("subscriber", s);
    const ask = (email: string) => browser.call("requestBusinessCode", { body: { email, titleCode: "SBX" } });
    expect((await ask("kari@moebygg.no")).status).toBe(409);
    expect((await ask("silje.haugen@moebygg.no")).status).toBe(404);
  });
});
