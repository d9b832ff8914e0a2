// @vitest-environment node
// The stand-in's handlers and the messages it sends, tried with what a reader may type
// (tests/fixtures/fuzz-values.ts): nothing answers 5xx; what is taken is kept and read back whole
// and written into e-mails as it was typed (plain text, never cut); control characters and invisible
// reordering marks are refused with 400 at their field; an invitation list is answered per address.
import { describe, expect, it } from "vitest";
import { FUZZ_TEXTS, NEVER_TEXT, type FuzzKind } from "#tests/fixtures/fuzz-values.ts";
import { accountNo, data, errorOf, fixed, outbox, signedIn } from "#scripts/dev-backend/test-support.ts";

const kinds = Object.keys(FUZZ_TEXTS) as FuzzKind[];
/** Refused by the platform: not text, or over the field's length as a reader counts it. */
const refusedBy = (kind: FuzzKind, max: number) =>
  NEVER_TEXT.includes(kind) || [...FUZZ_TEXTS[kind]].length > max;

describe("the stand-in, with what a reader may type", () => {
  it.each(kinds)(
    "a name (%s) is kept whole and written into the family invitation as typed",
    async (kind) => {
      const name = FUZZ_TEXTS[kind];
      const { browser } = await signedIn("subscriber", fixed());
      const response = await browser.call("modifyAccount", {
        body: { ariaAccountNo: accountNo("subscriber"), givenName: name, familyName: "Ås" },
      });
      expect(response.status).toBeLessThan(500);
      if (refusedBy(kind, 100)) {
        expect(response.status).toBe(400);
        expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(["givenName"]);
        return;
      }
      expect(await data(response)).toMatchObject({ givenName: name.trim(), familyName: "Ås" });
      const invited = await browser.call("inviteFamilyMember", {
        body: { ariaAccountNo: accountNo("subscriber"), titleCode: "SBX", email: "nora.nilsen@example.no" },
      });
      expect(invited.status).toBe(200);
      // The subscriber's own receipt for the change goes out too; the invitation is the one to Nora.
      const mail = (await outbox(browser)).find((m) => m.recipient === "nora.nilsen@example.no");
      expect(mail!.text).toContain(`${name.trim()} Ås har invitert deg`);
    },
  );

  it.each(kinds)("a complaint's comment (%s) is refused at its field or registered whole", async (kind) => {
    const comment = FUZZ_TEXTS[kind];
    const { browser, db } = await signedIn("paper-subscriber", fixed());
    const response = await browser.call("registerComplaint", {
      body: {
        ariaAccountNo: accountNo("paper-subscriber"),
        titleCode: "SBX",
        dates: ["2026-11-17"],
        category: "MANGLER",
        remedy: "CREDIT",
        comment,
      },
    });
    expect(response.status).toBeLessThan(500);
    if (refusedBy(kind, 1000)) {
      expect(response.status).toBe(400);
      expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(["comment"]);
      return;
    }
    expect(response.status).toBe(200);
    expect(db.prepare("SELECT comment FROM complaints").get()).toEqual({ comment: comment.trim() });
    for (const message of await outbox(browser)) expect(message.text).not.toMatch(/<\/?[a-z]/i);
  });

  it("a student's names in any alphabet are taken; control characters are refused, never a 5xx", async () => {
    const { browser } = await signedIn("new-user");
    for (const kind of kinds) {
      const response = await browser.call("registerStudent", {
        body: {
          email: "per.dahl@student.uib.no",
          givenName: FUZZ_TEXTS[kind],
          familyName: "Dahl",
          titleCode: "SBX",
        },
      });
      expect(response.status, kind).toBe(refusedBy(kind, 100) ? 400 : 200);
    }
  });

  it("an invitation list with every kind of address is answered per address, never refused whole", async () => {
    const { browser } = await signedIn("business-admin");
    const emails = kinds.map((kind) => `${FUZZ_TEXTS[kind]}@moebygg.no`);
    const response = await browser.call("inviteEmployees", {
      params: { accountNo: accountNo("business-admin"), titleCode: "SBX" },
      body: { emails: ["ny.ansatt@moebygg.no", ...emails] },
    });
    expect(response.status).toBe(200);
    const { results } = await data<{ results: Array<{ email: string; result: string }> }>(response);
    expect(results.map((r) => r.result)).toEqual(["emailSent", ...emails.map(() => "invalidEmail")]);
    // One invitation, to the one valid address; the admin gets the receipt for the change.
    expect((await outbox(browser)).map((m) => m.recipient).toSorted()).toEqual([
      "henrik.moe@example.no",
      "ny.ansatt@moebygg.no",
    ]);
  });
});
