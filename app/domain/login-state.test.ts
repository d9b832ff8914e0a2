import { describe, expect, it } from "vitest";
import { decodeLoginState, encodeLoginState, loginParamProblems, safeReturnPath } from "./login-state.ts";

describe("the login state (SPEC §4)", () => {
  it("round-trips the return url and the login token", () => {
    const state = { url: "/fakturaoversikt?x=1#topp", loginToken: "abcDEF0123456789" };
    const encoded = encodeLoginState(state);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLoginState(encoded)).toEqual(state);
  });

  it("keeps Norwegian letters", () => {
    const state = { url: "/søk?q=Ålesund", loginToken: "t0k3n-t0k3n-t0k3n" };
    expect(decodeLoginState(encodeLoginState(state))).toEqual(state);
  });

  it.each([null, undefined, "", "not-base64!", btoa("not json"), btoa(JSON.stringify({ url: "/" }))])(
    "refuses %s",
    (encoded) => expect(decodeLoginState(encoded)).toBeNull(),
  );
});

describe("the return location after sign-in", () => {
  it.each([
    ["/", "/"],
    ["/fakturaoversikt", "/fakturaoversikt"],
    ["/betal-faktura/123?source=sms#betal", "/betal-faktura/123?source=sms#betal"],
  ])("follows the same-origin path %s", (raw, expected) => expect(safeReturnPath(raw)).toBe(expected));

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "http://evil.example/",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " /fakturaoversikt",
    "\t/x",
    "/x\ny",
    "/x\u0000",
    // A browser drops tabs and line breaks: these would read as //evil.example.
    "/\t/evil.example/x",
    "/\n/evil.example/x",
    "/\r/evil.example/x",
    "evil.example",
    "",
    null,
    undefined,
  ])("sends %j to /", (raw) => expect(safeReturnPath(raw)).toBe("/"));

  it("keeps an encoded backslash as an encoded path segment, never a host", () => {
    expect(safeReturnPath("/%5Cevil")).toBe("/%5Cevil");
  });
});

describe("login parameters (SPEC §5)", () => {
  const valid = {
    clientId: "a8acf5a42342d1da4b5428f3",
    sessionDomain: "https://id.adressa.no/",
    redirectUri: "https://minside.adressa.no/callback",
    state: "eyJ1cmwiOiIvIn0",
  };

  it("accepts valid parameters", () => expect(loginParamProblems(valid)).toEqual([]));

  it("requires a client id", () =>
    expect(loginParamProblems({ ...valid, clientId: "" })).toEqual(["clientId is required"]));

  it("requires the session domain to be a valid URL", () =>
    expect(loginParamProblems({ ...valid, sessionDomain: "id.adressa.no" })).toEqual([
      "sessionDomain must be a valid URL",
    ]));

  it("requires the redirect URI to be a valid URL", () =>
    expect(loginParamProblems({ ...valid, redirectUri: "/callback" })).toEqual([
      "redirectUri must be a valid URL",
    ]));

  it("requires a non-empty state", () => {
    expect(loginParamProblems({ ...valid, state: "" })).toEqual(["state must be a non-empty string"]);
    expect(loginParamProblems({ ...valid, state: "   " })).toEqual(["state must be a non-empty string"]);
  });

  it.each([
    "",
    "otp-email",
    "password",
    "otp sms",
    "eid-no eid",
    "password otp sms eid-dk eid-no eid-se eid-fi eid",
  ])("accepts acr values %j", (acrValues) => expect(loginParamProblems({ ...valid, acrValues })).toEqual([]));

  it.each(["otp-email password", "bankid", "password  otp", "PASSWORD"])(
    "refuses acr values %j",
    (acrValues) =>
      expect(loginParamProblems({ ...valid, acrValues })).toEqual([
        `acrValues is not acceptable: ${acrValues}`,
      ]),
  );
});
