import { describe, expect, it } from "vitest";
import { checkToken, makeToken, TOKEN_LIFETIME_MS } from "./token.ts";

const NOW = Date.parse("2026-11-18T09:00:00Z");
const claims = { accountNo: "40527391", titleCode: "SBX", names: "receipts", issuedAt: NOW };

/** The token with one character changed at `index` (to another base64url character). */
const changedAt = (token: string, index: number) =>
  token.slice(0, index) + (token[index] === "A" ? "B" : "A") + token.slice(index + 1);

describe("the stop link's token", () => {
  it("is accepted as issued, and names the account, title and kind", () => {
    expect(checkToken(makeToken(claims), NOW + 1000)).toEqual({ ok: true, claims });
  });

  it("is refused as invalid when any one character is changed", () => {
    const token = makeToken(claims);
    for (let i = 0; i < token.length; i++) {
      if (token[i] === ".") continue;
      expect(checkToken(changedAt(token, i), NOW)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(checkToken(`${token}x`, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(checkToken("not-a-token-at-all", NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("cannot be moved to another account: its payload with another's signature is invalid", () => {
    const kari = makeToken(claims);
    const ola = makeToken({ ...claims, accountNo: "40318275" });
    const [olaPayload] = ola.split(".");
    const [, kariSignature] = kari.split(".");
    expect(checkToken(`${olaPayload}.${kariSignature}`, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(checkToken(ola, NOW)).toMatchObject({ ok: true, claims: { accountNo: "40318275" } });
  });

  it("is refused when another secret signed it", () => {
    const other = makeToken(claims, Buffer.alloc(32, 7));
    expect(checkToken(other, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("expires 60 days after it was issued", () => {
    const token = makeToken(claims);
    expect(checkToken(token, NOW + TOKEN_LIFETIME_MS).ok).toBe(true);
    expect(checkToken(token, NOW + TOKEN_LIFETIME_MS + 1)).toEqual({ ok: false, reason: "expired" });
  });
});
