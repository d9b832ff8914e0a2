// @vitest-environment node
// Students at the dev backend: a signed-in user's student address and code, and a new student's
// registration without a session — one code flow (one-time-code.ts).
import { describe, expect, it } from "vitest";
import { Browser, data, outbox, setup, signedIn } from "./test-support.ts";

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
    expect(await data(await send("nora.nilsen@stud.ntnu.no"))).toEqual({ result: "ARIA_ACTIVE" });
  });

  it("register-student and activate-student keep their state without a session", async () => {
    const browser = await new Browser(setup().app).prime();
    const register = (email: string) =>
      browser.call("registerStudent", {
        body: { email, givenName: "Per", familyName: "Dahl", titleCode: "ADR" },
      });
    expect(await data(await register("per@gmail.com"))).toEqual({ result: "EMAIL_DOES_NOT_EXIST" });
    expect(await data(await register("per.dahl@student.uib.no"))).toEqual({ result: "ok" });
    const code = /(\d{6})/.exec((await outbox(browser))[0]!.text)![1]!;
    const activate = (email: string, c: string) =>
      browser.call("activateStudent", { body: { email, code: c } });
    expect(await data(await activate("ukjent@student.uib.no", code))).toEqual({
      result: "EMAIL_DOES_NOT_EXIST",
    });
    expect(await data(await activate("per.dahl@student.uib.no", code))).toEqual({ result: "ok" });
    expect(await data(await activate("per.dahl@student.uib.no", code))).toEqual({ result: "USER_IS_ACTIVE" });
    expect(await data(await register("per.dahl@student.uib.no"))).toEqual({ result: "USER_IS_ACTIVE" });
  });
});
