// A code sent by SMS or e-mail to prove a phone number or an address is yours. The search of
// /koble-bruker, the employees of /bedrift and both student flows (a signed-in user's, and a new registration's) go the same
// way: a fresh six-digit code is stored and sent in one transaction (again on a resend), and a
// check refuses a code tried too often or too old, and counts every wrong try.
import { randomDigits, safeEqual, type BackendDeps } from "./deps.ts";
import { deliver } from "#scripts/dev-backend/messages/deliver.ts";
import { run, transaction, type Database } from "./sqlite.ts";

/** Wrong tries before a code is worn out. */
export const MAX_ATTEMPTS = 5;

/** Where a code is kept: its table, and its row by key. */
export interface CodeRow {
  table: "searches" | "student_codes" | "student_registrations" | "business_codes" | "fullmakt_contact_codes";
  key: "id" | "email";
  id: string | number;
}

export interface SentCode {
  code: string;
  /** When it was sent (ms). */
  sentAt: number;
  /** Wrong tries so far. */
  attempts: number;
}

/**
 * Sends a new code: `store` writes it (a new row, or a new code in an existing one) and the message
 * goes out in the same transaction, so a code is never stored unsent or sent unstored.
 */
export function sendCode(
  deps: BackendDeps,
  message: { channel: "sms" | "email"; recipient: string; text: (code: string) => string },
  store: (code: string) => void,
): void {
  const code = randomDigits(6);
  transaction(deps.db, () => {
    store(code);
    // A code is required: it cannot be turned off, and goes where it was asked to.
    const to =
      message.channel === "sms"
        ? { email: null, phone: message.recipient }
        : { email: message.recipient, phone: null };
    const kind = { required: "a one-time code" };
    deliver(deps, { title: null, accountNo: null, kind, to, via: message.channel, text: message.text(code) });
  });
}

export type CodeCheck = "right" | "wrong" | "worn-out" | "expired";

/** Checks `given` against a sent code that lives `lifetimeMs`; a wrong one counts a try. */
export function checkCode(
  db: Database,
  where: CodeRow,
  sent: SentCode,
  given: string,
  now: number,
  lifetimeMs: number,
): CodeCheck {
  if (sent.attempts >= MAX_ATTEMPTS) return "worn-out";
  if (now - sent.sentAt > lifetimeMs) return "expired";
  if (!safeEqual(given, sent.code)) {
    run(db, `UPDATE ${where.table} SET attempts = attempts + 1 WHERE ${where.key} = ?`, where.id);
    return "wrong";
  }
  return "right";
}
