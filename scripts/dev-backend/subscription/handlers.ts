// Subscription and plans at the dev backend's /api/ (app/api/contract/subscription.ts): the
// subscription of a title, cancelling and undoing it, the plans, plan changes that take effect
// when the next billing period starts, and discount codes.
import type { Plan, SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import type { EndpointName } from "#app/api/contract.ts";
import { pauseOnSubscription } from "#scripts/dev-backend/schedule/pauses.ts";
import { plansPricedOn } from "#scripts/dev-backend/schedule/prices.ts";
import { plansFor } from "./catalog.ts";
import { many, one, run, transaction, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import {
  ApiError,
  knownTitle,
  NOT_RUNNING,
  ownAccount,
  requireSubscription,
  subscriptionOf,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { osloInstant, recordHistory } from "#scripts/dev-backend/history/handlers.ts";
import type { OrderRow } from "#scripts/dev-backend/payments/tables.ts";
import {
  firstCharge,
  hasAccess,
  lastPaidDay,
  renewalAfter,
} from "#scripts/dev-backend/core/platform-rules.ts";
import { homeAddressOf, subscriptionFromRow, type SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";

const CANCELLED_CANNOT_CHANGE = "Abonnementet er sagt opp. Angre oppsigelsen før du endrer det.";

/** The last day of the paid period running today: how long a cancelled subscription lasts. */
export function endOfPaidPeriod(
  startDate: string,
  billingPeriod: Subscription["billingPeriod"],
  today: string,
) {
  return lastPaidDay(startDate, billingPeriod, today);
}

/**
 * Makes every plan change whose effectiveDate has come the subscription's plan: plan, period,
 * price and features, and a new billing cycle from that date, told in the history as of the start
 * of that day. Runs before every /api/ endpoint. A cancelled subscription's change waits: it
 * stands again if the cancellation is undone, and never applies while it is not.
 */
export function applyDuePlanChanges(db: Database, today: string) {
  const due = many<SubscriptionRow>(
    db,
    `SELECT * FROM subscriptions
     WHERE pending_plan IS NOT NULL AND json_extract(pending_change, '$.effectiveDate') <= ?
       AND inst_status_code != ?`,
    today,
    SubscriptionStatus.PENDING_CANCELLATION,
  );
  for (const row of due) {
    const plan = JSON.parse(row.pending_plan!) as Plan;
    const { effectiveDate } = JSON.parse(row.pending_change!) as NonNullable<Subscription["pendingChange"]>;
    run(
      db,
      `UPDATE subscriptions SET aria_plan_id = ?, plan_name = ?, plan_product_type = ?, billing_period = ?,
         price = ?, features = ?, start_date = ?, pending_change = NULL, pending_plan = NULL WHERE id = ?`,
      plan.ariaPlanID,
      plan.planName,
      plan.planProductType,
      plan.billingPeriod,
      plan.price,
      JSON.stringify(plan.features),
      effectiveDate,
      row.id,
    );
    recordHistory(
      db,
      row.aria_account_no,
      row.title_code,
      osloInstant(effectiveDate, "00:00"),
      "plan-change",
      {
        event: "applied",
        planName: plan.planName,
        effectiveDate,
      },
    );
  }
}

/** A discount code that exists and has not expired (404 otherwise); orders take one too. */
export function validDiscount(db: Database, raw: string, today: string) {
  const code = one<{
    code: string;
    description: string;
    percent_off: number;
    months: number;
    valid_until: string | null;
  }>(db, "SELECT * FROM discount_codes WHERE code = ?", raw.trim().toUpperCase());
  if (!code || (code.valid_until !== null && code.valid_until < today))
    throw new ApiError(404, "Ukjent eller utløpt rabattkode");
  return code;
}

const DISCOUNT_ALREADY = "Det er allerede brukt en rabattkode her. Du kan bare bruke én.";

/**
 * A discount code on an order awaiting payment: its first payment is charged less what the code
 * takes off (docs/decisions/020), at the provider too; the paid order carries the code to the
 * subscription (payments/provider.ts). One code per order.
 */
function discountOrder(
  db: Database,
  orderId: string,
  ariaAccountNo: string,
  titleCode: string,
  code: ReturnType<typeof validDiscount>,
) {
  const order = one<OrderRow>(
    db,
    "SELECT * FROM orders WHERE id = ? AND aria_account_no = ? AND title_code = ?",
    orderId,
    ariaAccountNo,
    titleCode,
  );
  if (!order) throw new ApiError(404, "Fant ikke bestillingen");
  if (order.status !== "AWAITING_PAYMENT")
    throw new ApiError(409, "Bestillingen er allerede betalt eller avsluttet");
  if (order.discount_code) throw new ApiError(409, DISCOUNT_ALREADY);
  const plan = JSON.parse(order.plan) as Plan;
  // Without a code yet, first_amount is the campaign's amount (or the price) the code comes on top of.
  const campaign = order.campaign
    ? {
        ariaPlanID: plan.ariaPlanID,
        billingPeriod: plan.billingPeriod,
        firstAmount: order.first_amount,
        months: order.campaign === "WINBACK_3FOR1" ? 3 : 1,
      }
    : null;
  const charge = firstCharge(plan, campaign, { percentOff: code.percent_off, months: code.months });
  // The provider is asked for the discounted amount, unless it has already decided (a slow answer).
  if (
    !run(
      db,
      "UPDATE payments SET amount = ? WHERE id = ? AND status = 'PENDING' AND settle_outcome IS NULL",
      charge.amount,
      order.id,
    )
  )
    throw new ApiError(409, "Bestillingen er allerede betalt eller avsluttet");
  run(
    db,
    "UPDATE orders SET discount_code = ?, discount_amount = ?, first_amount = ? WHERE id = ?",
    code.code,
    charge.discount,
    charge.amount,
    order.id,
  );
}

/** The subscription as a call that changed it answers, with its pause. */
function answer(ctx: HandlerContext<EndpointName>, accountNo: string, titleCode: string) {
  const row = subscriptionOf(ctx.db, accountNo, titleCode)!;
  return subscriptionFromRow(row, pauseOnSubscription(ctx.db, row, ctx.today));
}

export const subscriptionHandlers = {
  getSubscription: (ctx) => {
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    ownAccount(ctx, ctx.params.accountNo);
    const row = subscriptionOf(ctx.db, ctx.params.accountNo, title.titleCode);
    return row ? subscriptionFromRow(row, pauseOnSubscription(ctx.db, row, ctx.today)) : null;
  },

  reactivateSubscription: (ctx) => {
    const { db, body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const row = requireSubscription(db, body.ariaAccountNo, title.titleCode);
    if (row.inst_status_code !== SubscriptionStatus.PENDING_CANCELLATION)
      throw new ApiError(409, "Abonnementet er ikke sagt opp");
    run(
      db,
      "UPDATE subscriptions SET inst_status_code = ?, expires_on = NULL WHERE id = ?",
      SubscriptionStatus.ACTIVE,
      row.id,
    );
    recordHistory(db, body.ariaAccountNo, title.titleCode, ctx.now, "cancellation-undone", {
      planName: row.plan_name,
    });
    return answer(ctx, body.ariaAccountNo, title.titleCode);
  },

  deleteSubscription: (ctx) => {
    const { db, body, deps } = ctx;
    const title = knownTitle(deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const row = requireSubscription(db, body.ariaAccountNo, title.titleCode);
    if (row.inst_status_code === SubscriptionStatus.PENDING_CANCELLATION)
      throw new ApiError(409, "Abonnementet er allerede sagt opp");
    if (!hasAccess(row.inst_status_code)) throw new ApiError(409, NOT_RUNNING);
    const sub = subscriptionFromRow(row);
    const expiresOn = endOfPaidPeriod(sub.startDate, sub.billingPeriod, ctx.today);
    transaction(db, () => {
      run(
        db,
        // A plan change already ordered is kept: it does not apply while the subscription is
        // cancelled (applyDuePlanChanges), and stands again if the cancellation is undone.
        `UPDATE subscriptions SET inst_status_code = ?, expires_on = ? WHERE id = ?`,
        SubscriptionStatus.PENDING_CANCELLATION,
        expiresOn,
        row.id,
      );
      deps.hooks.step?.("cancel:subscription");
      run(
        db,
        `INSERT INTO cancellations (aria_account_no, title_code, reason, customer_number, name, product,
           cancel_kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        body.ariaAccountNo,
        title.titleCode,
        body.reason,
        body.customerNumber,
        body.name,
        body.product,
        body.cancelKind,
        ctx.now,
      );
    });
    return answer(ctx, body.ariaAccountNo, title.titleCode);
  },

  getPlans: ({ db, deps, params, today }) => plansPricedOn(db, knownTitle(deps, params.titleCode), today),

  changeSubscription: (ctx) => {
    const { db, body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const row = requireSubscription(db, body.ariaAccountNo, title.titleCode);
    if (row.inst_status_code === SubscriptionStatus.PENDING_CANCELLATION)
      throw new ApiError(409, CANCELLED_CANNOT_CHANGE);
    if (!hasAccess(row.inst_status_code)) throw new ApiError(409, NOT_RUNNING);
    const plan = plansFor(title).find(
      (p) => p.ariaPlanID === body.ariaPlanID && p.billingPeriod === body.billingPeriod,
    );
    if (!plan) throw new ApiError(404, "Fant ikke abonnementstypen");
    if (plan.ariaPlanID === row.aria_plan_id && plan.billingPeriod === row.billing_period)
      throw new ApiError(409, "Du har allerede dette abonnementet");
    // Paper to a digital subscriber is a new order with a delivery address, not a plan change.
    if (plan.planProductType === "COMBO" && !homeAddressOf(db, body.ariaAccountNo))
      throw new ApiError(409, "Papiravisen må bestilles med en leveringsadresse");
    const current = subscriptionFromRow(row);
    const effectiveDate = renewalAfter(current.startDate, current.billingPeriod, ctx.today);
    // A change already waiting is replaced: the history says so before it tells of the new one.
    if (row.pending_change) {
      const replaced = JSON.parse(row.pending_change) as NonNullable<Subscription["pendingChange"]>;
      recordHistory(db, body.ariaAccountNo, title.titleCode, ctx.now, "plan-change", {
        event: "withdrawn",
        planName: replaced.planName,
        effectiveDate: replaced.effectiveDate,
      });
    }
    run(
      db,
      "UPDATE subscriptions SET pending_change = ?, pending_plan = ? WHERE id = ?",
      JSON.stringify({
        ariaPlanID: plan.ariaPlanID,
        planName: plan.planName,
        effectiveDate,
        billingPeriod: plan.billingPeriod,
        price: plan.price,
      }),
      JSON.stringify(plan),
      row.id,
    );
    recordHistory(db, body.ariaAccountNo, title.titleCode, ctx.now, "plan-change", {
      event: "ordered",
      planName: plan.planName,
      effectiveDate,
    });
    return answer(ctx, body.ariaAccountNo, title.titleCode);
  },

  cancelPlanChange: (ctx) => {
    const { db, body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const row = requireSubscription(db, body.ariaAccountNo, title.titleCode);
    if (!row.pending_change) throw new ApiError(409, "Det er ingen endring som venter");
    run(db, "UPDATE subscriptions SET pending_change = NULL, pending_plan = NULL WHERE id = ?", row.id);
    const withdrawn = JSON.parse(row.pending_change) as NonNullable<Subscription["pendingChange"]>;
    recordHistory(db, body.ariaAccountNo, title.titleCode, ctx.now, "plan-change", {
      event: "withdrawn",
      planName: withdrawn.planName,
      effectiveDate: withdrawn.effectiveDate,
    });
    return answer(ctx, body.ariaAccountNo, title.titleCode);
  },

  getDiscountDetails: (ctx) => {
    knownTitle(ctx.deps, ctx.body.titleCode);
    const code = validDiscount(ctx.db, ctx.body.discountCode, ctx.today);
    return {
      discountCode: code.code,
      description: code.description,
      percentOff: code.percent_off,
      months: code.months,
    };
  },

  addDiscount: (ctx) => {
    const { db, body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const code = validDiscount(db, body.discountCode, ctx.today);
    if (body.orderId) {
      discountOrder(db, body.orderId, body.ariaAccountNo, title.titleCode, code);
      return { ok: true };
    }
    requireSubscription(db, body.ariaAccountNo, title.titleCode);
    if (
      one(
        db,
        "SELECT 1 FROM discounts WHERE aria_account_no = ? AND title_code = ?",
        body.ariaAccountNo,
        title.titleCode,
      )
    )
      throw new ApiError(409, DISCOUNT_ALREADY);
    run(
      db,
      "INSERT INTO discounts (aria_account_no, title_code, discount_code, applied_at) VALUES (?, ?, ?, ?)",
      body.ariaAccountNo,
      title.titleCode,
      code.code,
      ctx.now,
    );
    return { ok: true };
  },
} satisfies Partial<Handlers>;
