import { describe, expect, it } from "vitest";
import { isAllowedProviderUrl } from "./payment-providers.ts";

const hosts = ["ecom.payex.com", "api.vipps.no"];

describe("isAllowedProviderUrl", () => {
  it("follows https: to a configured provider host", () => {
    expect(isAllowedProviderUrl("https://ecom.payex.com/checkout/abc?x=1", { hosts })).toBe(true);
    expect(isAllowedProviderUrl("https://api.vipps.no/v2/register/U6JUj", { hosts })).toBe(true);
  });

  it.each([
    "http://ecom.payex.com/checkout/abc",
    "https://evil.example/checkout",
    "https://ecom.payex.com.evil.example/",
    "https://evil.example@ecom.payex.com/",
    "https://ecom.payex.com:8443/",
    "javascript:alert(document.domain)",
    "data:text/html,<script>alert(1)</script>",
    "//ecom.payex.com/",
    "/_dev/payment/1",
    "not a url",
  ])("refuses %s", (raw) => {
    expect(isAllowedProviderUrl(raw, { hosts })).toBe(false);
  });

  it("locally, the dev backend's stand-in on the page's own origin, and nothing else there", () => {
    const rules = { hosts, localOrigin: "http://sbx.localhost:3000" };
    expect(isAllowedProviderUrl("http://sbx.localhost:3000/_dev/payment/42", rules)).toBe(true);
    expect(isAllowedProviderUrl("http://sbx.localhost:3000/_dev/reset", rules)).toBe(false);
    expect(isAllowedProviderUrl("http://sbx.localhost:3000/_dev/payment/42", { hosts })).toBe(false);
    expect(isAllowedProviderUrl("http://other.localhost:3000/_dev/payment/42", rules)).toBe(false);
  });
});
