import { describe, expect, it } from "vitest";
import { smsLinkTarget } from "./redirects.ts";

const at = (path: string) => new URL(path, "https://minside.adressa.no");

describe("/t/{path} (SPEC §2)", () => {
  it("drops /t and adds source=sms", () => {
    expect(smsLinkTarget(at("/t/fakturaoversikt"))).toBe("/fakturaoversikt?source=sms");
  });

  it("keeps every other query parameter and the hash", () => {
    expect(smsLinkTarget(at("/t/betal-faktura/123?utm_campaign=purring&x=1#topp"))).toBe(
      "/betal-faktura/123?utm_campaign=purring&x=1&source=sms#topp",
    );
  });

  it("replaces an existing source with sms", () => {
    expect(smsLinkTarget(at("/t/kundeservice?source=epost"))).toBe("/kundeservice?source=sms");
  });

  it("sends /t itself to the front page", () => {
    expect(smsLinkTarget(at("/t"))).toBe("/?source=sms");
    expect(smsLinkTarget(at("/t/"))).toBe("/?source=sms");
  });

  it("never produces a protocol-relative address", () => {
    expect(smsLinkTarget(at("/t//evil.example/x"))).toBe("/evil.example/x?source=sms");
  });
});
