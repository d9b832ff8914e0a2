// Deterministic, plausible placeholders for values that are not public: drawn from a hash of the
// title code, and never the same value twice for one field (nor a confirmed value, see reserve).
import { createHash } from "node:crypto";
import { fail } from "./fail.ts";

function digest(...parts: string[]): string {
  return createHash("sha256").update(parts.join(":")).digest("hex");
}

function digitsFrom(hex: string, count: number): string {
  let out = "";
  for (let i = 0; out.length < count; i += 2) {
    out += String(parseInt(hex.slice(i % hex.length, (i % hex.length) + 2), 16) % 10);
  }
  return out;
}

const used = new Map<string, Set<string>>();
/** Draws a value from gen(salt) until it has not been used for this kind before. */
function unique(kind: string, code: string, gen: (salt: number) => string | null): string {
  const seen = used.get(kind) ?? new Set<string>();
  used.set(kind, seen);
  for (let salt = 0; salt < 1000; salt++) {
    const value = gen(salt);
    if (value !== null && !seen.has(value)) {
      seen.add(value);
      return value;
    }
  }
  return fail(`${code}: could not draw a unique ${kind}`);
}

export function reserve(kind: string, value: string): void {
  const seen = used.get(kind) ?? new Set<string>();
  used.set(kind, seen);
  seen.add(value);
}

/** A 9-digit organisation number starting with 9 with a valid modulus-11 check digit. */
export function placeholderOrgNumber(code: string): string {
  return unique("organizationNumber", code, (salt) => {
    const body = "9" + digitsFrom(digest(code, "org", String(salt)), 7);
    const weights = [3, 2, 7, 6, 5, 4, 3, 2];
    const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check === 10) return null;
    const n = body + String(check);
    return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 9)}`;
  });
}

export function isValidOrgNumber(value: string): boolean {
  const n = value.replace(/ /g, "");
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = [...n.slice(0, 8)].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && String(check) === n[8];
}

export function placeholderPhone(code: string, area: string): string {
  return unique("customerCenterPhoneNumber", code, (salt) => {
    const d = digitsFrom(digest(code, "phone", String(salt)), 4);
    return `${area} ${d.slice(0, 2)} ${d.slice(2, 4)} 00`;
  });
}

export function placeholderConsentPropertyId(code: string): number {
  return Number(
    unique("consentPropertyId", code, (salt) => {
      const n = parseInt(digest(code, "consent", String(salt)).slice(0, 8), 16);
      return String(10000 + (n % 90000));
    }),
  );
}

export function placeholderClientId(code: string): string {
  return unique("identity.clientId", code, (salt) => digest(code, "client", String(salt)).slice(0, 24));
}
