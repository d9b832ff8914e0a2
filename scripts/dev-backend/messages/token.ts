// The stop link's token (docs/decisions/080): who (account, title), what it turns off (a kind or a
// newsletter) and when it was issued, signed with HMAC-SHA256 by a secret of the stand-in (a new one
// each process: links from an earlier run are refused as invalid). base64url: <payload>.<signature>.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A stop link works this long after its e-mail was sent. */
export const TOKEN_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;

const PROCESS_SECRET = randomBytes(32);

export interface TokenClaims {
  accountNo: string;
  titleCode: string;
  /** A kind ("receipts", …) or "newsletter:<id>". */
  names: string;
  /** When it was issued (ms). */
  issuedAt: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: "invalid" | "expired" };

const sign = (payload: string, secret: Buffer) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

export function makeToken(claims: TokenClaims, secret: Buffer = PROCESS_SECRET): string {
  const { accountNo, titleCode, names, issuedAt } = claims;
  const payload = Buffer.from(JSON.stringify([accountNo, titleCode, names, issuedAt])).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** Whether the stand-in signed the token, unchanged, and it is under 60 days old at `now`. */
export function checkToken(token: string, now: number, secret: Buffer = PROCESS_SECRET): TokenCheck {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "invalid" };
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 4 ||
    typeof parts[0] !== "string" ||
    typeof parts[1] !== "string" ||
    typeof parts[2] !== "string" ||
    typeof parts[3] !== "number"
  )
    return { ok: false, reason: "invalid" };
  const claims: TokenClaims = {
    accountNo: parts[0],
    titleCode: parts[1],
    names: parts[2],
    issuedAt: parts[3],
  };
  if (now - claims.issuedAt > TOKEN_LIFETIME_MS) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
