// @vitest-environment node
// Nothing unbounded (ADR 021): the API refuses a body over 64 KB (413), a string over the
// contract's maximum and a field the contract does not know (400 naming it), and acts on none.
import { describe, expect, it } from "vitest";
import { accountNo, errorOf, signedIn } from "#scripts/dev-backend/test-support.ts";

const subscriber = () => signedIn("subscriber");

describe("request limits", () => {
  it("refuses a 20 MB body with 413 and a clear message", async () => {
    const { browser } = await subscriber();
    const response = await browser.call("modifyAccount", {
      body: { ariaAccountNo: accountNo("subscriber"), givenName: "x".repeat(20 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { status: 413, message: "Forespørselen er for stor: høyst 64 KB" },
    });
  });

  it("refuses a first name over the contract's 100 characters (400) or a 1 MB one (413), and keeps the name", async () => {
    const { browser } = await subscriber();
    const response = await browser.call("modifyAccount", {
      body: { ariaAccountNo: accountNo("subscriber"), givenName: "x".repeat(60 * 1024) },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toHaveProperty("givenName");
    const tooLarge = await browser.call("modifyAccount", {
      body: { ariaAccountNo: accountNo("subscriber"), givenName: "x".repeat(1024 * 1024) },
    });
    expect(tooLarge.status).toBe(413);
    const account = (await (await browser.call("getAccount", { params: { id: "10000003" } })).json()) as {
      data: { givenName: string };
    };
    expect(account.data.givenName).toBe("Kari");
  });

  it("refuses a field the contract does not know, naming it, also inside a nested object", async () => {
    const { browser } = await signedIn("paper-subscriber");
    const response = await browser.call("registerComplaint", {
      body: {
        ariaAccountNo: accountNo("paper-subscriber"),
        titleCode: "SBX",
        dates: [new Date().toISOString().slice(0, 10)],
        category: "MANGLER",
        remedy: "CREDIT",
        comment: "",
        priority: "high",
      },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ priority: ["Ukjent felt"] });

    const nested = await browser.call("registerDeliveryChange", {
      body: {
        ariaAccountNo: accountNo("paper-subscriber"),
        titleCode: "SBX",
        type: "PERMANENT",
        from: "2030-01-07",
        to: null,
        openEnd: false,
        address: {
          coname: null,
          street: "Elgeseter gate",
          streetNumber: "10",
          floor: null,
          flatNumber: null,
          postalCode: "7030",
          place: "TRONDHEIM",
          colour: "red",
        },
      },
    });
    expect(nested.status).toBe(400);
    expect((await errorOf(nested)).fields).toEqual({ "address.colour": ["Ukjent felt"] });
  });
});
