import { describe, expect, it } from "vitest";
import { scrub } from "./monitoring.ts";

describe("monitoring keeps personal data out", () => {
  it("masks e-mail addresses and phone and account numbers", () => {
    expect(scrub("No account for kari.nordmann@example.no (phone +47 923 45 678, account 41604471)")).toBe(
      "No account for [e-post] (phone [tall], account [tall])",
    );
  });
});
