// @vitest-environment node
// Students at the dev backend: a signed-in user's student address and code, and a new student's
// registration without a session — one code flow (core/one-time-code.ts).
import { describe, expect, it } from "vitest";
import { personaById } from "#tests/fixtures/personas/all.ts";
import { Browser, data, outbox, setup, signedIn } from "#scripts/dev-backend/test-support.ts";

const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");

describe("students", () => {
  it("student: a non-student address, an e-mailed code, a wrong code, the subscription, and only once", async () => {
    const { browser } = await signedIn("new-user");
    const send = (email: string) => browser.call("studentEmail", { body: { email, titleCode: "ADR" } });
    expect(await data(await send("nora@gmail.com"))).toEqual({ result: "EMAIL_WRONG" });
    expect(await data(await send("nora.nilsen@stud.ntnu.no"))).toEqual({ result: "ok" });
    const [mail] = await outbox(browser);
    expect(mail).toMatchObject({ channel: "email", recipient: "nora.nilsen@stud.ntnu.no" });
    const code = /(\d{6})/.exec(mail!.text)![1]!;
    const activate = (c: string) =>
      browser.call("activateStudentSubscription", {
        body: { email: "nora.nilsen@stud.ntnu.no", code: c, titleCode: "ADR" },
      });
    expect(await data(await activate(code === "000000" ? "111111" : "000000"))).toEqual({
      result: "CODE_WRONG",
      triesLeft: 4,
    });
    expect(await data(await activate(code))).toEqual({ result: "ok" });
    const account = await data<{ ariaAccountNo: string }>(
      await browser.call("getAccount", { params: { id: 10000001 } }),
    );
    const sub = await data(
      await browser.call("getSubscription", {
        params: { accountNo: account.ariaAccountNo, titleCode: "ADR" },
      }),
    );
    expect(sub).toMatchObject({ ariaPlanID: "C-DIGITAL-STUDENT", planName: "Digital student", price: 99 });
    expect(await data(await send("nora.nilsen@stud.ntnu.no"))).toEqual({ result: "USER_EXIST_ACTIVE" });
  });

  it("a subscriber with another plan is told so (ARIA_ACTIVE), and no code is sent", async () => {
    const { browser } = await signedIn("subscriber");
    const answer = await browser.call("studentEmail", {
      body: { email: "kari@student.uib.no", titleCode: "ADR" },
    });
    expect(await data(answer)).toEqual({ result: "ARIA_ACTIVE" });
    expect(await outbox(browser)).toEqual([]);
  });

  it("a code lives 30 minutes on the backend's clock, and the dev clock moves it on", async () => {
    const s = setup();
    const { browser } = await signedIn("no-subscription", s);
    const email = "ola@uio.no";
    await browser.call("studentEmail", { body: { email, titleCode: "ADR" } });
    const code = /(\d{6})/.exec((await outbox(browser))[0]!.text)![1]!;
    const activate = () =>
      browser.call("activateStudentSubscription", { body: { email, code, titleCode: "ADR" } });
    s.clock.now += 29 * 60 * 1000;
    const moved = await browser.fetch("/_dev/clock", { method: "POST", json: { minutes: 2 } });
    expect(moved.status).toBe(200);
    expect(await data(await activate())).toEqual({ result: "INVALID_CODE" });
    // A new code works; the reset sets the dev clock back.
    await browser.call("studentEmail", { body: { email, titleCode: "ADR" } });
    const fresh = /(\d{6})/.exec((await outbox(browser))[0]!.text)![1]!;
    const ok = await browser.call("activateStudentSubscription", {
      body: { email, code: fresh, titleCode: "ADR" },
    });
    expect(await data(ok)).toEqual({ result: "ok" });
    await browser.fetch("/_dev/reset", { method: "POST" });
    expect(await (await browser.fetch("/_dev/clock")).json()).toMatchObject({ offsetMs: 0 });
  });

  it("five wrong tries wear a code out; the tries left count down", async () => {
    const { browser } = await signedIn("no-subscription");
    const email = "ola@uio.no";
    await browser.call("studentEmail", { body: { email, titleCode: "ADR" } });
    const code = /(\d{6})/.exec((await outbox(browser))[0]!.text)![1]!;
    const wrong = code === "000000" ? "111111" : "000000";
    const activate = (c: string) =>
      browser.call("activateStudentSubscription", { body: { email, code: c, titleCode: "ADR" } });
    const left = [];
    for (let i = 0; i < 5; i++)
      left.push((await data<{ triesLeft: number }>(await activate(wrong))).triesLeft);
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(await data(await activate(code))).toEqual({ result: "INVALID_CODE" });
  });

  it("pupils: upper secondary school domains only, their own e-mail and Digital elev", async () => {
    const { browser } = await signedIn("no-subscription");
    const send = (email: string) =>
      browser.call("studentEmail", { body: { email, titleCode: "ADR", kind: "pupil" } });
    expect(await data(await send("ola@uio.no"))).toEqual({ result: "EMAIL_WRONG" });
    expect(await data(await send("ola@elev.afk.no"))).toEqual({ result: "ok" });
    const [mail] = await outbox(browser);
    expect(mail!.text).toContain("elevabonnementet");
    const code = /(\d{6})/.exec(mail!.text)![1]!;
    // A student activation does not find a pupil's code.
    const activate = (kind: "pupil" | "student") =>
      browser.call("activateStudentSubscription", {
        body: { email: "ola@elev.afk.no", code, titleCode: "ADR", kind },
      });
    expect(await data(await activate("student"))).toEqual({ result: "INVALID_CODE" });
    expect(await data(await activate("pupil"))).toEqual({ result: "ok" });
    const sub = await data(
      await browser.call("getSubscription", { params: { accountNo: "40318275", titleCode: "ADR" } }),
    );
    expect(sub).toMatchObject({ ariaPlanID: "C-DIGITAL-ELEV", planName: "Digital elev", price: 49 });
  });

  it("register-student: refusals, and without a session no identity user to register for", async () => {
    const anonymous = await new Browser(setup().app).prime();
    const body = {
      email: "nora.nilsen@student.uib.no",
      givenName: "Nora",
      familyName: "Nilsen",
      titleCode: "ADR",
    };
    expect(await data(await anonymous.call("registerStudent", { body }))).toEqual({
      result: "NO_SPID_FOUND",
    });
    expect(await outbox(anonymous)).toEqual([]);

    const { browser } = await signedIn("new-user");
    const register = (over: Partial<typeof body>) =>
      browser.call("registerStudent", { body: { ...body, ...over } });
    expect(await data(await register({ email: "nora@gmail.com" }))).toEqual({
      result: "EMAIL_DOES_NOT_EXIST",
    });
    expect(await data(await register({ givenName: " " }))).toEqual({ result: "REQUEST_MISSING_VALUES" });
    expect(await outbox(browser)).toEqual([]);
    // A subscriber to the title is told so, and no code is sent.
    const subscriber = await signedIn("subscriber");
    expect(
      await data(
        await subscriber.browser.call("registerStudent", { body: { ...body, email: "kari@uio.no" } }),
      ),
    ).toEqual({ result: "USER_HAS_ACTIVE_SUB" });
  });

  it("new-user: no account until activate-student, which creates it for that identity user with the student plan", async () => {
    const s = setup();
    const { browser, db } = await signedIn("new-user", s);
    const email = "nora.nilsen@student.uib.no";
    const register = () =>
      browser.call("registerStudent", {
        body: { email, givenName: "Nora Marie", familyName: "Nilsen", titleCode: "ADR" },
      });
    expect(await data(await register())).toEqual({ result: "ok" });
    const [mail] = await outbox(browser);
    expect(mail).toMatchObject({ channel: "email", recipient: email });
    const code = /(\d{6})/.exec(mail!.text)![1]!;
    // Registered, not yet an account.
    expect((await browser.call("getAccount", { params: { id: 10000001 } })).status).toBe(404);

    const activate = (c: string, key = crypto.randomUUID()) =>
      browser.call("activateStudent", { body: { email, code: c }, headers: { "Idempotency-Key": key } });
    expect(await data(await activate(wrongOf(code)))).toEqual({ result: "AMPS_RETURNED_NULL" });
    expect((await browser.call("getAccount", { params: { id: 10000001 } })).status).toBe(404);

    // A double submission (the same key) acts once: both answers are the first one's.
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([activate(code, key), activate(code, key)]);
    expect(await data(first)).toEqual({ result: "ok" });
    expect(await data(second)).toEqual({ result: "ok" });
    expect(db.prepare("SELECT COUNT(*) AS n FROM accounts WHERE spid_id = 10000001").get()).toEqual({ n: 1 });

    const account = await data<{
      ariaAccountNo: string;
      givenName: string;
      familyName: string;
      firstTitleCode: string;
    }>(await browser.call("getAccount", { params: { id: 10000001 } }));
    expect(account).toMatchObject({ givenName: "Nora Marie", familyName: "Nilsen", firstTitleCode: "ADR" });
    const sub = await data(
      await browser.call("getSubscription", {
        params: { accountNo: account.ariaAccountNo, titleCode: "ADR" },
      }),
    );
    expect(sub).toMatchObject({ ariaPlanID: "C-DIGITAL-STUDENT", planName: "Digital student", price: 99 });

    // Sent again with a new key (another tab): already active, nothing more is made.
    expect(await data(await activate(code))).toEqual({ result: "USER_IS_ACTIVE" });
    expect(await data(await register())).toEqual({ result: "USER_IS_ACTIVE" });
    expect(
      db
        .prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE aria_account_no = ?")
        .get(account.ariaAccountNo),
    ).toEqual({ n: 1 });
  });

  it("another identity user cannot activate someone's registration with their code", async () => {
    const s = setup();
    const nora = await signedIn("new-user", s);
    const email = "nora.nilsen@student.uib.no";
    await nora.browser.call("registerStudent", {
      body: { email, givenName: "Nora", familyName: "Nilsen", titleCode: "ADR" },
    });
    const code = /(\d{6})/.exec((await outbox(nora.browser))[0]!.text)![1]!;
    const other = await signedIn("no-subscription", s);
    const otherAccount = await data<{ ariaAccountNo: string }>(
      await other.browser.call("getAccount", {
        params: { id: personaById("no-subscription")!.identity.spidId },
      }),
    );
    expect(await data(await other.browser.call("activateStudent", { body: { email, code } }))).toEqual({
      result: "NO_SPID_FOUND",
    });
    // Nothing was started for the other user either.
    const otherSub = await other.browser.call("getSubscription", {
      params: { accountNo: otherAccount.ariaAccountNo, titleCode: "ADR" },
    });
    expect(await data(otherSub)).toBeNull();
    // No try was counted against Nora's code, and it still works for her.
    expect(await data(await nora.browser.call("activateStudent", { body: { email, code } }))).toEqual({
      result: "ok",
    });
    expect((await nora.browser.call("getAccount", { params: { id: 10000001 } })).status).toBe(200);
  });
});
