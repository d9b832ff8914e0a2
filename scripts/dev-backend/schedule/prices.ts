// Price changes (docs/decisions/079): registered by the platform (here the dev tool POST
// /_dev/price-changes, ./price-tools.ts) at least PRICE_NOTICE_MIN_DAYS ahead, told at once to every
// paying reader of the plan (its history and a notice), read by the front page (getPriceChanges), and
// charged from their day (./charges.ts priceOn, the plans' prices too).
import type { Plan } from "#app/api/contract/subscription.ts";
import { PRICE_NOTICE_MIN_DAYS, type PriceChange } from "#app/api/contract/schedule.ts";
import { formatKroner, formatNumericDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import type { Title } from "#app/title/title-schema.ts";
import type { Send } from "#scripts/dev-backend/messages/deliver.ts";
import { readerMessages } from "#scripts/dev-backend/core/reader-messages.ts";
import type { SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";
import { many, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { recordHistory } from "#scripts/dev-backend/history/handlers.ts";
import { plansFor } from "#scripts/dev-backend/subscription/catalog.ts";
import { priceOn } from "./charges.ts";
import { tellReader } from "./notify.ts";
import { renewsItself } from "./pauses.ts";
import type { PriceChangeRow } from "./tables.ts";
import { scheduleWords } from "./words.ts";

/** The title's plans at their prices on `day` (a price change in force by then). */
export const plansPricedOn = (db: Database, title: Title, day: string): Plan[] =>
  plansFor(title).map((plan) => ({
    ...plan,
    price: priceOn(db, { titleCode: title.titleCode, accountNo: null }, plan, day, plan.price),
  }));

/** The plan rows a subscription touches: its own, and the one a waiting change goes to. */
function plansOf(sub: SubscriptionRow): Array<{ ariaPlanID: string; billingPeriod: string }> {
  const own = { ariaPlanID: sub.aria_plan_id, billingPeriod: sub.billing_period };
  const pending = sub.pending_plan ? (JSON.parse(sub.pending_plan) as Plan) : null;
  return pending ? [own, { ariaPlanID: pending.ariaPlanID, billingPeriod: pending.billingPeriod }] : [own];
}

const touches = (sub: SubscriptionRow, row: Pick<PriceChangeRow, "aria_plan_id" | "billing_period">) =>
  plansOf(sub).some((p) => p.ariaPlanID === row.aria_plan_id && p.billingPeriod === row.billing_period);

/** The price changes ahead that touch the subscription, the soonest first. */
export function priceChangesFor(
  db: Database,
  title: Title,
  sub: SubscriptionRow,
  today: string,
): PriceChange[] {
  const plans = plansFor(title);
  return many<PriceChangeRow>(
    db,
    `SELECT * FROM price_changes WHERE title_code = ? AND from_date > ?
       AND (aria_account_no IS NULL OR aria_account_no = ?) ORDER BY from_date, id`,
    title.titleCode,
    today,
    sub.aria_account_no,
  )
    .filter((row) => touches(sub, row))
    .slice(0, 10)
    .map((row) => ({
      ariaPlanID: row.aria_plan_id,
      planName: plans.find((p) => p.ariaPlanID === row.aria_plan_id)?.planName ?? row.aria_plan_id,
      billingPeriod: row.billing_period as Plan["billingPeriod"],
      from: row.from_date,
      oldPrice: row.old_price,
      newPrice: row.price,
      noticeSentAt: new Date(row.registered_at).toISOString(),
    }));
}

/** Why a price change cannot be registered (a Norwegian sentence), or null. */
export function priceChangeProblem(title: Title, change: NewPriceChange, today: string): string | null {
  if (
    !plansFor(title).some(
      (p) => p.ariaPlanID === change.ariaPlanID && p.billingPeriod === change.billingPeriod,
    )
  )
    return `Ukjent abonnementstype for ${title.titleCode}: ${change.ariaPlanID} (${change.billingPeriod})`;
  if (!Number.isInteger(change.price) || change.price < 0)
    return "Prisen må være et helt antall kroner, 0 eller mer";
  if (change.from < addDays(today, PRICE_NOTICE_MIN_DAYS))
    return `En prisendring må varsles minst ${PRICE_NOTICE_MIN_DAYS} dager før den gjelder: tidligst ${formatNumericDate(addDays(today, PRICE_NOTICE_MIN_DAYS))}`;
  return null;
}

export interface NewPriceChange {
  ariaPlanID: string;
  billingPeriod: Plan["billingPeriod"];
  from: string;
  price: number;
}

/**
 * Registers a price change and tells every paying reader of the title whose plan it is (or whose
 * waiting change goes to it): a history entry and a notice (e-mail, or SMS with only a phone).
 * Answers what was registered and how many were told.
 */
export function registerPriceChange(
  db: Database,
  send: Send,
  title: Title,
  change: NewPriceChange,
  at: { now: number; today: string; origin: string },
) {
  const plan = plansPricedOn(db, title, change.from).find(
    (p) => p.ariaPlanID === change.ariaPlanID && p.billingPeriod === change.billingPeriod,
  )!;
  const oldPrice = plan.price;
  run(
    db,
    `INSERT INTO price_changes (title_code, aria_plan_id, billing_period, from_date, price, old_price, registered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    title.titleCode,
    change.ariaPlanID,
    change.billingPeriod,
    change.from,
    change.price,
    oldPrice,
    at.now,
  );
  const subs = many<SubscriptionRow>(
    db,
    "SELECT * FROM subscriptions WHERE title_code = ? AND inst_status_code <> ? ORDER BY aria_account_no",
    title.titleCode,
    SubscriptionStatus.CANCELLED,
  ).filter(
    (sub) =>
      renewsItself(sub) &&
      touches(sub, { aria_plan_id: change.ariaPlanID, billing_period: change.billingPeriod }),
  );
  const per = readerMessages(title).change.perPeriod[change.billingPeriod];
  let told = 0;
  for (const sub of subs) {
    recordHistory(db, sub.aria_account_no, title.titleCode, at.now, "price-change", {
      planName: plan.planName,
      from: change.from,
      oldPrice,
      newPrice: change.price,
    });
    const text = scheduleWords(title).priceChange({
      titleName: title.name,
      planName: plan.planName,
      per,
      oldPrice: formatKroner(oldPrice),
      newPrice: formatKroner(change.price),
      from: formatNumericDate(change.from),
      changeLink: `${at.origin}/endre-abonnement`,
      pricesLink: `${at.origin}/nye-priser`,
    });
    const about = { accountNo: sub.aria_account_no, title, required: "a price change's notice" };
    if (tellReader(db, send, about, text)) told++;
  }
  return {
    titleCode: title.titleCode,
    ariaPlanID: change.ariaPlanID,
    billingPeriod: change.billingPeriod,
    planName: plan.planName,
    from: change.from,
    oldPrice,
    newPrice: change.price,
    told,
  };
}
