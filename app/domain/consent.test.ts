import { describe, expect, it } from "vitest";
import { allConsent, consentFlags, marketingParams } from "./consent.ts";

describe("marketing parameters", () => {
  it("reads the utm_ parameters, utm_term as terms", () => {
    expect(
      marketingParams(
        "?utm_source=nyhetsbrev&utm_medium=epost&utm_campaign=vinter&utm_term=avis&utm_content=knapp",
      ),
    ).toEqual({ source: "nyhetsbrev", medium: "epost", campaign: "vinter", terms: "avis", content: "knapp" });
  });

  it("reads the bare names too, and leaves out the missing, empty and over-long ones", () => {
    expect(marketingParams(`?source=fb&medium=&campaign=${"x".repeat(101)}&other=1`)).toEqual({
      source: "fb",
    });
  });

  it("is empty without a query", () => {
    expect(marketingParams("")).toEqual({});
  });
});

describe("consent flags", () => {
  it("marks all rejected and all consented", () => {
    expect(consentFlags(allConsent(false))).toEqual({ rejectedAll: true, consentedAll: false });
    expect(consentFlags(allConsent(true))).toEqual({ rejectedAll: false, consentedAll: true });
    expect(consentFlags({ ...allConsent(false), analytics: true })).toEqual({
      rejectedAll: false,
      consentedAll: false,
    });
  });
});
