// Orders at the dev backend's /api/ (app/api/contract/orders.ts): the offer a buyer gets (SPEC §9
// campaigns), placing an order under the age, plan, campaign and address rules, and reading it;
// the order is paid on a trip to the stand-in provider (payments/provider.ts), which starts the subscription.
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import type { CampaignCode } from "#app/api/contract/orders.ts";
import type { Plan } from "#app/api/contract/subscription.ts";
import { formatKroner, formatTime } from "#app/domain/format.ts";
import { addDays, addMonths, osloDateTime } from "#app/domain/oslo-date.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import type { Title } from "#app/title/title-schema.ts";
import { plansFor } from "#scripts/dev-backend/subscription/catalog.ts";
import { one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import {
  accountOf,
  ApiError,
  confirmByEmail,
  giftRunsUntil,
  norwegianDate,
  INVALID_REQUEST,
  knownTitle,
  ownAccount,
  signedIn,
  subscriptionOf,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { ownTrip, startPayment } from "#scripts/dev-backend/payments/provider.ts";
import { nextOrderNo, orderNumber } from "./order-number.ts";
import type { OrderRow } from "#scripts/dev-backend/payments/tables.ts";
import {
  ageRefusal,
  campaignMonths,
  firstCharge,
  monthsPerPeriod,
  hasAccess,
  lastWithdrawalDay,
  withdrawalRefund,
  withinWithdrawalPeriod,
} from "#scripts/dev-backend/core/platform-rules.ts";
import { readerMessages } from "#scripts/dev-backend/core/reader-messages.ts";

/**
 * Whether the account has paid for the title before (an invoice of the title, or of every title):
 * a returning customer, who gets the winback offer and not the introductory one (quarantine).
 */
function isReturningCustomer(db: Database, ariaAccountNo: string, titleCode: string): boolean {
  return Boolean(
    one(
      db,
      "SELECT 1 FROM invoices WHERE aria_account_no = ? AND (title_code IS NULL OR title_code = ?) AND paid = 1",
      ariaAccountNo,
      titleCode,
    ),
  );
}

/**
 * The campaign of SPEC §9 a buyer gets on the title's default plan, monthly: 1 kr the first month
 * for new customers; 3 months for the price of 1 for returning ones. Null when `plans` lacks it.
 */
function campaignFor(title: Title, plans: Plan[], returning: boolean) {
  const plan = plans.find(
    (p) =>
      p.ariaPlanID === title.defaultPlanCode &&
      (p.billingPeriod === "MONTHLY" || p.billingPeriod === "MONTHLY_PREMIUM"),
  );
  if (!plan) return null;
  const base = { ariaPlanID: plan.ariaPlanID, billingPeriod: plan.billingPeriod };
  return returning
    ? { ...base, code: "WINBACK_3FOR1" as const, firstAmount: plan.price, months: 3 }
    : { ...base, code: "INTRO_1KR" as const, firstAmount: 1, months: 1 };
}

/** What an order's discount code gives, or null without one. */
function discountTermsOf(db: Database, code: string | null) {
  if (!code) return null;
  const row = one<{ percent_off: number; months: number }>(
    db,
    "SELECT percent_off, months FROM discount_codes WHERE code = ?",
    code,
  );
  return row ? { percentOff: row.percent_off, months: row.months } : null;
}

/** The last day of the period an order's first payment covers (as its receipt says). */
function firstPeriodEnd(order: OrderRow, plan: Plan) {
  const months =
    order.campaign === "WINBACK_3FOR1"
      ? 3
      : order.campaign === "INTRO_1KR"
        ? 1
        : plan.billingPeriod === "ANNUAL"
          ? 12
          : plan.billingPeriod === "QUARTERLY"
            ? 3
            : 1;
  return addDays(addMonths(order.start_date, months), -1);
}

/** The account's newest paid order of the title that may still be withdrawn today, or null. */
function withdrawableOrder(
  ctx: HandlerContext<"getWithdrawal" | "withdrawOrder">,
  ariaAccountNo: string,
  titleCode: string,
) {
  const order = one<OrderRow>(
    ctx.db,
    `SELECT * FROM orders WHERE aria_account_no = ? AND title_code = ? AND status = 'COMPLETED'
     ORDER BY created_at DESC LIMIT 1`,
    ariaAccountNo,
    titleCode,
  );
  if (!order || order.withdrawn_at !== null) return null;
  const purchasedOn = osloDateTime(new Date(order.created_at)).date;
  if (!withinWithdrawalPeriod(purchasedOn, ctx.today)) return null;
  const sub = subscriptionOf(ctx.db, ariaAccountNo, titleCode);
  if (!sub || !hasAccess(sub.inst_status_code)) return null;
  const plan = JSON.parse(order.plan) as Plan;
  const { daysUsed, refund } = withdrawalRefund(
    order.first_amount,
    order.start_date,
    firstPeriodEnd(order, plan),
    ctx.today,
  );
  return { order, plan, purchasedOn, daysUsed, refund };
}

export const ordersHandlers = {
  getOrderOffer: (ctx) => {
    const session = signedIn(ctx);
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    const account = accountOf(ctx.db, session.spidId);
    const returning = account ? isReturningCustomer(ctx.db, account.aria_account_no, title.titleCode) : false;
    const plans = plansFor(title);
    const card = account
      ? one<{ type: string; card_last4: string | null; card_expiry: string | null }>(
          ctx.db,
          "SELECT * FROM payment_methods WHERE aria_account_no = ?",
          account.aria_account_no,
        )
      : undefined;
    const cardValid =
      card?.type === "SWEDBANK-PPG" &&
      card.card_last4 &&
      card.card_expiry &&
      card.card_expiry >= ctx.today.slice(0, 7);
    return {
      defaultPlanID: title.defaultPlanCode,
      plans,
      returningCustomer: returning,
      campaign: campaignFor(title, plans, returning),
      savedCard: cardValid ? { cardLast4: card.card_last4!, cardExpiry: card.card_expiry! } : null,
    };
  },

  createOrder: (ctx) => {
    const { db, body } = ctx;
    const account = ownAccount(ctx, body.ariaAccountNo);
    const title = knownTitle(ctx.deps, body.titleCode);
    const plan = plansFor(title).find(
      (p) => p.ariaPlanID === body.ariaPlanID && p.billingPeriod === body.billingPeriod,
    );
    if (!plan) throw new ApiError(404, "Fant ikke abonnementstypen");
    const current = subscriptionOf(db, account.aria_account_no, title.titleCode);
    // A gift subscription is continued by an order: it starts the day after the gift's last day.
    const giftEnd = giftRunsUntil(current);
    if (current && hasAccess(current.inst_status_code) && !giftEnd)
      throw new ApiError(409, "Du har allerede et aktivt abonnement på denne avisen");

    // SPEC §5 and §9: 18 to buy; the youth plan only under 34 (and only with a known birthdate).
    const byAge = ageRefusal(account.birthdate, ctx.today, plan.ariaPlanID);
    if (byAge === "under-age") throw new ApiError(422, "Du må være 18 år for å kjøpe abonnement");
    if (byAge === "not-youth") throw new ApiError(422, "Ungdomsabonnementet er for deg under 34 år");
    const campaign = body.campaign
      ? campaignFor(title, [plan], isReturningCustomer(db, account.aria_account_no, title.titleCode))
      : null;
    if (body.campaign && (!campaign || campaign.code !== body.campaign))
      throw new ApiError(422, "Du kan ikke få dette tilbudet");
    if (plan.planProductType === "COMBO" && !body.deliveryAddress)
      throw new ApiError(422, INVALID_REQUEST, {
        deliveryAddress: ["Papiravisen må ha en leveringsadresse"],
      });
    if (plan.planProductType !== "COMBO" && body.deliveryAddress)
      throw new ApiError(422, INVALID_REQUEST, {
        deliveryAddress: ["Bare papiravisen har leveringsadresse"],
      });
    if (body.useSavedCard) {
      const card = one<{ type: string }>(
        db,
        "SELECT type FROM payment_methods WHERE aria_account_no = ? AND type = 'SWEDBANK-PPG' AND card_expiry >= ?",
        account.aria_account_no,
        ctx.today.slice(0, 7),
      );
      if (body.paymentMethod !== "SWEDBANK-PPG" || !card)
        throw new ApiError(422, "Det finnes ikke noe gyldig lagret kort");
    }
    // A discount code comes after, with addDiscount (subscription/handlers.ts), before the buyer pays.
    const { amount: firstAmount, discount: discountAmount } = firstCharge(plan, campaign, null);
    const trip = startPayment(ctx, { kind: "ORDER", method: body.paymentMethod, amount: firstAmount });
    run(
      db,
      `INSERT INTO orders (id, aria_account_no, title_code, order_no, plan, campaign, first_amount,
         discount_code, discount_amount, payment_method, use_saved_card, delivery_address, source, status,
         start_date, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'AWAITING_PAYMENT', ?, ?)`,
      trip.paymentId,
      account.aria_account_no,
      title.titleCode,
      nextOrderNo(db, title.titleCode),
      JSON.stringify(plan),
      campaign?.code ?? null,
      firstAmount,
      null,
      discountAmount,
      body.paymentMethod,
      body.useSavedCard ? 1 : 0,
      body.deliveryAddress ? JSON.stringify(body.deliveryAddress) : null,
      body.source,
      giftEnd ? addDays(giftEnd, 1) : ctx.today,
      ctx.now,
    );
    return { ...trip, orderId: trip.paymentId };
  },

  getOrder: (ctx) => {
    const row = ownTrip<OrderRow>(ctx, "orders", ctx.params.orderId, "Fant ikke bestillingen");
    const plan = JSON.parse(row.plan) as Plan;
    return {
      orderId: row.id,
      orderNo: orderNumber(row),
      status: row.status,
      ariaPlanID: plan.ariaPlanID,
      planName: plan.planName,
      planProductType: plan.planProductType,
      billingPeriod: plan.billingPeriod,
      price: plan.price,
      campaign: row.campaign as CampaignCode | null,
      firstAmount: row.first_amount,
      firstMonths: row.campaign ? campaignMonths(row.campaign) : monthsPerPeriod(plan.billingPeriod),
      discountCode: row.discount_code,
      discountAmount: row.discount_amount,
      discount: discountTermsOf(ctx.db, row.discount_code),
      paymentMethod: row.payment_method as "SWEDBANK-PPG" | "VIPPS",
      deliveryAddress: row.delivery_address ? (JSON.parse(row.delivery_address) as DeliveryAddress) : null,
      startDate: row.start_date,
      createdAt: new Date(row.created_at).toISOString(),
      paymentUrl: row.status === "AWAITING_PAYMENT" ? `${ctx.origin}/_dev/payment/${row.id}` : null,
    };
  },

  getWithdrawal: (ctx) => {
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    ownAccount(ctx, ctx.params.accountNo);
    const found = withdrawableOrder(ctx, ctx.params.accountNo, title.titleCode);
    if (!found) return null;
    return {
      orderId: found.order.id,
      planName: found.plan.planName,
      purchasedAt: new Date(found.order.created_at).toISOString(),
      deadline: lastWithdrawalDay(found.purchasedOn),
      paid: found.order.first_amount,
      daysUsed: found.daysUsed,
      refund: found.refund,
    };
  },

  withdrawOrder: (ctx) => {
    const { db, body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    const account = ownAccount(ctx, body.ariaAccountNo);
    const order = ownTrip<OrderRow>(ctx, "orders", ctx.params.orderId, "Fant ikke bestillingen");
    if (order.aria_account_no !== account.aria_account_no || order.title_code !== title.titleCode)
      throw new ApiError(404, "Fant ikke bestillingen");
    const found = withdrawableOrder(ctx, account.aria_account_no, title.titleCode);
    if (!found || found.order.id !== order.id)
      throw new ApiError(409, "Fristen for å angre kjøpet er ute, eller kjøpet er allerede angret");
    // Access ends at once; the unused share is paid back.
    run(db, "UPDATE orders SET withdrawn_at = ?, refund = ? WHERE id = ?", ctx.now, found.refund, order.id);
    run(
      db,
      "UPDATE subscriptions SET inst_status_code = ?, expires_on = ? WHERE aria_account_no = ? AND title_code = ?",
      SubscriptionStatus.TERMINATED,
      ctx.today,
      account.aria_account_no,
      title.titleCode,
    );
    const at = osloDateTime(new Date(ctx.now));
    confirmByEmail(
      ctx.deps,
      account,
      { title, required: "a withdrawal's confirmation (angrerett)" },
      readerMessages(title).withdrawal({
        planName: found.plan.planName,
        orderNo: orderNumber(order),
        date: norwegianDate(at.date),
        time: formatTime(at.time),
        paid: formatKroner(order.first_amount),
        refund: formatKroner(found.refund),
      }),
    );
    return {
      withdrawnAt: new Date(ctx.now).toISOString(),
      paid: order.first_amount,
      daysUsed: found.daysUsed,
      refund: found.refund,
    };
  },
} satisfies Partial<Handlers>;
