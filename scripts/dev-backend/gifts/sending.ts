// Giving a gift (docs/decisions/077): its e-mail to the recipient, and what comes due as time passes,
// checked before every /api/ request and when the dev outbox is read (no timer): planned gifts whose
// hour has come are sent, a gift subscription's recipient is told GIFT_END_NOTICE_DAYS before its end,
// and a gift subscription past its last day stops giving access, like a cancelled one that expired.
import type { GiftOutcome } from "#app/api/contract/gifts.ts";
import { formatKroner, formatNumericDate } from "#app/domain/format.ts";
import { giftEndsSoon } from "#app/domain/gifts.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import type { Send } from "#scripts/dev-backend/messages/deliver.ts";
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { monthlyPlanOf } from "./catalogue.ts";
import { giverNameOf, validUntilOf } from "./rows.ts";
import type { GiftRow } from "./tables.ts";
import { giftWords } from "./words.ts";

const titleOf = (send: Send, row: GiftRow) => send.titles.find((t) => t.titleCode === row.title_code);

/** Where a code is redeemed: the title's page for it, with the code filled in. */
export const redeemLink = (row: GiftRow) => `${row.origin}/los-inn-gave?kode=${encodeURIComponent(row.code)}`;

/** E-mails the gift to its recipient now (again, when it went before). */
export function sendGiftEmail(db: Database, send: Send, row: GiftRow, now: number) {
  if (row.delivery !== "EMAIL" || !row.recipient_email) return;
  const title = titleOf(send, row);
  send({
    title: title ?? { titleCode: row.title_code, locale: "nb" },
    accountNo: null,
    kind: { required: "a gift to someone else" },
    to: { email: row.recipient_email, phone: null },
    via: "email",
    text: giftWords(title).toRecipient({
      titleName: title?.name ?? row.title_code,
      giverName: giverNameOf(db, row),
      message: row.message,
      product: row.product_name,
      months: row.months,
      code: row.code,
      link: redeemLink(row),
      validUntil: formatNumericDate(validUntilOf(row)),
    }),
  });
  run(db, "UPDATE gifts SET sent_at = ? WHERE id = ?", now, row.id);
}

/** What comes due on its own by `now`: planned gifts sent, ends told, ended gift subscriptions closed. */
export function giveDueGifts(db: Database, send: Send, now: number, today: string) {
  const due = many<GiftRow>(
    db,
    `SELECT * FROM gifts WHERE status = 'PAID' AND delivery = 'EMAIL' AND sent_at IS NULL
       AND withdrawn_at IS NULL AND redeemed_at IS NULL AND send_at IS NOT NULL AND send_at <= ?
     ORDER BY send_at, id`,
    now,
  );
  for (const row of due) if (today <= validUntilOf(row)) sendGiftEmail(db, send, row, now);

  const running = many<GiftRow & { email: string | null; end_date: string }>(
    db,
    `SELECT gifts.*, accounts.email, json_extract(gifts.outcome, '$.endDate') AS end_date FROM gifts
       JOIN accounts ON accounts.aria_account_no = gifts.redeemed_account_no
     WHERE json_extract(gifts.outcome, '$.kind') = 'NEW' AND gifts.end_notice_at IS NULL`,
  );
  for (const row of running) {
    if (!giftEndsSoon(row.end_date, today)) continue;
    const title = titleOf(send, row);
    const plan = title && monthlyPlanOf(title, row.product_type);
    if (row.email && title && plan)
      send({
        title,
        accountNo: row.redeemed_account_no,
        kind: { required: "a gift subscription ends: access stops" },
        to: { email: row.email, phone: null },
        via: "email",
        text: giftWords(title).endsSoon({
          titleName: title.name,
          endDate: formatNumericDate(row.end_date),
          planName: plan.planName,
          price: formatKroner(plan.price),
          link: `${row.origin}/bestill-abonnement`,
        }),
      });
    run(db, "UPDATE gifts SET end_notice_at = ? WHERE id = ?", now, row.id);
  }

  // From the day after its last day a gift subscription gives no access; it is never charged.
  run(
    db,
    `UPDATE subscriptions SET inst_status_code = ?
     WHERE gift IS NOT NULL AND inst_status_code = ? AND json_extract(gift, '$.endDate') < ?`,
    SubscriptionStatus.CANCELLED,
    SubscriptionStatus.ACTIVE_NON_BILLABLE,
    today,
  );
}

/** What redeeming did, as stored on the gift; null before. */
export const outcomeOf = (row: Pick<GiftRow, "outcome">) =>
  row.outcome === null ? null : (JSON.parse(row.outcome) as GiftOutcome);

export const giftByCode = (db: Database, code: string) =>
  one<GiftRow>(db, "SELECT * FROM gifts WHERE code = ?", code);
