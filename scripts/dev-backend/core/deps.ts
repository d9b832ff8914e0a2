// What every part of the dev backend shares (the /api/, the identity emulator, the dev tools and
// the payment provider): its dependencies, random tokens and codes, and the outbox that stands in
// for every SMS and e-mail.
import { randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { osloToday } from "#app/domain/oslo-date.ts";
import type { Title } from "#app/title/title-schema.ts";
import { one, run, type Database } from "./sqlite.ts";
import type { FaultStore } from "./faults.ts";
import type { UserRow } from "./rows.ts";

export interface TestHooks {
  /** Called between the statements of multi-row writes (e.g. "assign:move-subscriptions"); throw to simulate a crash. */
  step?: (name: string) => void;
}

export interface BackendDeps {
  db: Database;
  titles: readonly Title[];
  /** The one title served at the root (npm start), if any. */
  servedTitleCode: string | undefined;
  faults: FaultStore;
  /** The clock, moved on by POST /_dev/clock (an invitation's 7 days in a browser test). */
  now: () => number;
  /**
   * How far the clock is from the machine's, and the instant it is pinned to (TEST_TODAY, or
   * /_dev/reset with `at`): each reset starts it there again; null runs on the machine's clock.
   */
  clock: { offsetMs: number; pinnedAt: number | null };
  /** No console output for the outbox (unit tests). */
  quiet: boolean;
  hooks: TestHooks;
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");
export const randomDigits = (count: number) => String(randomInt(0, 10 ** count)).padStart(count, "0");

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const originOf = (c: Context) => {
  const url = new URL(c.req.url);
  // Behind the local nginx over https (bench:lighthouse, ADR 056): the scheme the browser used.
  const scheme = c.req.header("x-forwarded-proto");
  if (scheme === "https" || scheme === "http") url.protocol = `${scheme}:`;
  return url.origin;
};

/** Whether `url` is an absolute http(s) URL on `origin`. */
export function isSameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

export const todayOf = (deps: BackendDeps) => osloToday(new Date(deps.now()));

/** The clock back where a reset starts it: at the pinned instant, or on the machine's clock. */
export function restartClock(deps: BackendDeps): void {
  deps.clock.offsetMs =
    deps.clock.pinnedAt === null ? 0 : deps.clock.offsetMs + deps.clock.pinnedAt - deps.now();
}

export function findUser(db: Database, spidId: number): UserRow | undefined {
  return one<UserRow>(db, "SELECT * FROM users WHERE spid_id = ?", spidId);
}

/** One record of the outbox: a message sent by one channel, or held back and why (messages/deliver.ts). */
export interface OutboxRecord {
  channel: "sms" | "email";
  recipient: string;
  text: string;
  /** The message's kind (`receipts`, `newsletter:<id>`, …) or `required:<reason>`; null: not said. */
  kind?: string | null;
  /** The account it is for; null for someone without an account on the title. */
  account?: string | null;
  status?: "sent" | "held";
  /** Why it was held back (or, when sent, anything worth knowing about how). */
  reason?: string | null;
  /** E-mail headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string> | null;
}

/**
 * Writes one record to the outbox table, and to the console unless quiet. Only messages/deliver.ts
 * calls it: every message goes through the reader's choices there.
 */
export function recordInOutbox(deps: Pick<BackendDeps, "db" | "now" | "quiet">, record: OutboxRecord) {
  const status = record.status ?? "sent";
  run(
    deps.db,
    `INSERT INTO outbox (channel, recipient, text, created_at, kind, account, status, reason, headers)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    record.channel,
    record.recipient,
    record.text,
    deps.now(),
    record.kind ?? null,
    record.account ?? null,
    status,
    record.reason ?? null,
    record.headers ? JSON.stringify(record.headers) : null,
  );
  if (deps.quiet) return;
  const what = record.channel === "sms" ? "SMS" : "E-post";
  if (status === "held")
    console.log(`[outbox] ${what} til ${record.recipient} holdt tilbake: ${record.reason}`);
  else console.log(`[outbox] ${what} til ${record.recipient}: ${record.text}`);
}
