// What the reader chose (docs/decisions/080): for each kind of message, the channels; for each of the
// title's newsletters, on or off. No stored choice is the platform's default: receipts by e-mail (by
// SMS when there is only a phone number, as before there was a choice), billing by e-mail and SMS
// (ADR 084: by every address there is, as its reminder always went), delivery and the e-paper by
// none, newsletters off. What /varsler shows for a reader who never chose is what deliver() does.
// Which kinds apply: delivery with a paper, epaper with the e-paper, billing and receipts for everyone
// with an account.
import type { Channels, MessageKind, MessagePreferences } from "#app/api/contract/messages.ts";
import type { Title } from "#app/title/title-schema.ts";
import { subscriptionOf } from "#scripts/dev-backend/core/handler.ts";
import type { AccountRow } from "#scripts/dev-backend/core/rows.ts";
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { newslettersOf } from "./newsletters.ts";

export const KINDS: readonly MessageKind[] = ["delivery", "billing", "receipts", "epaper"];

/** Where the account's messages can go. */
export interface Addresses {
  email: string | null;
  phone: string | null;
}

export const addressesOf = (db: Database, accountNo: string): Addresses => {
  const row = one<Pick<AccountRow, "email" | "phone_number">>(
    db,
    "SELECT email, phone_number FROM accounts WHERE aria_account_no = ?",
    accountNo,
  );
  return { email: row?.email ?? null, phone: row?.phone_number ?? null };
};

/** The platform's default for a kind, for a reader with these addresses. */
export function defaultChannels(kind: MessageKind, to: Addresses): Channels {
  if (kind === "delivery" || kind === "epaper") return { email: false, sms: false };
  // Billing by every address there is: a payment that did not go through stops access (ADR 084).
  if (kind === "billing") return { email: to.email !== null, sms: to.phone !== null };
  return to.email ? { email: true, sms: false } : { email: false, sms: to.phone !== null };
}

/** The reader's stored choice for a kind on the title, or null (the defaults). */
export function storedChoice(db: Database, accountNo: string, titleCode: string, kind: MessageKind) {
  const row = one<{ email: number; sms: number }>(
    db,
    "SELECT email, sms FROM message_choices WHERE aria_account_no = ? AND title_code = ? AND kind = ?",
    accountNo,
    titleCode,
    kind,
  );
  return row ? { email: row.email === 1, sms: row.sms === 1 } : null;
}

export const choiceOf = (db: Database, accountNo: string, titleCode: string, kind: MessageKind) =>
  storedChoice(db, accountNo, titleCode, kind) ?? defaultChannels(kind, addressesOf(db, accountNo));

export function saveChoice(
  db: Database,
  at: { accountNo: string; titleCode: string },
  kind: MessageKind,
  channels: Channels,
) {
  run(
    db,
    `INSERT INTO message_choices (aria_account_no, title_code, kind, email, sms) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (aria_account_no, title_code, kind) DO UPDATE SET email = excluded.email, sms = excluded.sms`,
    at.accountNo,
    at.titleCode,
    kind,
    channels.email ? 1 : 0,
    channels.sms ? 1 : 0,
  );
}

export const isSubscribed = (db: Database, accountNo: string, titleCode: string, newsletterId: string) =>
  one(
    db,
    "SELECT 1 FROM newsletter_subscriptions WHERE aria_account_no = ? AND title_code = ? AND newsletter_id = ?",
    accountNo,
    titleCode,
    newsletterId,
  ) !== undefined;

export function saveSubscribed(
  db: Database,
  at: { accountNo: string; titleCode: string },
  newsletterId: string,
  subscribed: boolean,
) {
  run(
    db,
    subscribed
      ? "INSERT OR IGNORE INTO newsletter_subscriptions (aria_account_no, title_code, newsletter_id) VALUES (?, ?, ?)"
      : "DELETE FROM newsletter_subscriptions WHERE aria_account_no = ? AND title_code = ? AND newsletter_id = ?",
    at.accountNo,
    at.titleCode,
    newsletterId,
  );
}

/** The accounts subscribed to a newsletter of the title. */
export const subscribersOf = (db: Database, titleCode: string, newsletterId: string) =>
  many<{ aria_account_no: string }>(
    db,
    `SELECT aria_account_no FROM newsletter_subscriptions WHERE title_code = ? AND newsletter_id = ?
     ORDER BY aria_account_no`,
    titleCode,
    newsletterId,
  ).map((r) => r.aria_account_no);

/** A subscription's features and product, as the kinds that apply need them. */
export function hasPaper(sub: { plan_product_type: string; features: string } | undefined): boolean {
  if (!sub) return false;
  return sub.plan_product_type === "COMBO" || (JSON.parse(sub.features) as string[]).includes("PAPER");
}

export const hasEpaper = (sub: { features: string } | undefined) =>
  sub !== undefined && (JSON.parse(sub.features) as string[]).includes("E_PAPER");

/** The kinds that apply to the account's reader on the title. */
export function kindsFor(db: Database, accountNo: string, titleCode: string): MessageKind[] {
  const sub = subscriptionOf(db, accountNo, titleCode);
  return KINDS.filter(
    (kind) => (kind !== "delivery" || hasPaper(sub)) && (kind !== "epaper" || hasEpaper(sub)),
  );
}

/** The answer of getMessagePreferences (and of a save). */
export function preferencesOf(db: Database, accountNo: string, title: Title): MessagePreferences {
  const to = addressesOf(db, accountNo);
  return {
    kinds: kindsFor(db, accountNo, title.titleCode).map((kind) => ({
      kind,
      ...choiceOf(db, accountNo, title.titleCode, kind),
    })),
    newsletters: newslettersOf(title).map((n) => ({
      ...n,
      subscribed: isSubscribed(db, accountNo, title.titleCode, n.newsletterId),
    })),
    email: to.email !== null,
    phone: to.phone !== null,
  };
}
