// Redeeming a gift code with the signed-in reader's own account (docs/decisions/077): what it would
// do is said first (getGiftByCode), then done once (redeemGift). No subscription to the title: a gift
// subscription, never charged, to the day before the same date `months` later; the same product: the
// next charge moves by the months; another product: the price is credited against the next payments.
// Wrong codes count towards the one limit every code shares (fullmakt/accepting.ts).
import type { GiftOutcome, GiftToRedeem } from "#app/api/contract/gifts.ts";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import { giftEndDate, type GiftMonths } from "#app/domain/gifts.ts";
import { addDays, addMonths } from "#app/domain/oslo-date.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import type { Title } from "#app/title/title-schema.ts";
import { findUser } from "#scripts/dev-backend/core/deps.ts";
import {
  accountOf,
  ApiError,
  createAccountFor,
  Failure,
  knownTitle,
  signedIn,
  subscriptionOf,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { deliveryChangeStart, hasAccess } from "#scripts/dev-backend/core/platform-rules.ts";
import { putAddress, putSubscription } from "#scripts/dev-backend/core/rows.ts";
import { run } from "#scripts/dev-backend/core/sqlite.ts";
import { issueCreditChange } from "#scripts/dev-backend/documents/ledger.ts";
import { pausedTries, wrongTry } from "#scripts/dev-backend/fullmakt/accepting.ts";
import { nextPaymentOf } from "#scripts/dev-backend/payments/billing.ts";
import { monthlyPlanOf } from "./catalogue.ts";
import { giftNumber } from "./codes.ts";
import { giverNameOf, stateOf, validUntilOf } from "./rows.ts";
import { giftByCode, outcomeOf } from "./sending.ts";
import type { GiftRow } from "./tables.ts";
import { recordHistory } from "#scripts/dev-backend/history/handlers.ts";

type Ctx = HandlerContext<"getGiftByCode" | "redeemGift">;

const NO_GIFT = "Fant ingen gave med denne koden";
const refuse = (reason: string, message: string) => new Failure(409, message, { reason: [reason] });

/** The gift behind a code on the title, or the refusal: a wrong code is a try, a used one a 409. */
function giftFor(ctx: Ctx, title: Title, code: string): GiftRow | Failure | { redeemed: GiftRow } {
  const session = signedIn(ctx);
  const paused = pausedTries(ctx);
  if (paused) return paused;
  const row = giftByCode(ctx.db, code);
  if (!row || row.title_code !== title.titleCode || row.status !== "PAID") return wrongTry(ctx, 404, NO_GIFT);
  switch (stateOf(row, ctx.today)) {
    case "REDEEMED":
      return row.redeemed_by_spid_id === session.spidId
        ? { redeemed: row }
        : refuse("used", "Gavekoden er allerede brukt");
    case "WITHDRAWN":
      return refuse("withdrawn", "Gaven er trukket tilbake av giveren");
    case "EXPIRED":
      return refuse("expired", "Gavekoden er utløpt");
    default:
      return row;
  }
}

/** What redeeming would do for the signed-in reader, and how it is done. */
function planFor(
  ctx: Ctx,
  title: Title,
  row: GiftRow,
): { outcome: GiftOutcome; apply: (accountNo: string) => void } {
  const account = accountOf(ctx.db, signedIn(ctx).spidId);
  const sub = account ? subscriptionOf(ctx.db, account.aria_account_no, title.titleCode) : undefined;
  const giftNo = giftNumber(row);
  if (!sub || !hasAccess(sub.inst_status_code)) {
    const first = row.first_delivery_date;
    const check = first === null ? null : deliveryChangeStart(first, new Date(ctx.now));
    const startDate =
      row.product_type === "DIGITAL" || !check ? ctx.today : check.ok ? first! : check.nextPossible;
    const endDate = giftEndDate(startDate, row.months);
    const plan = monthlyPlanOf(title, row.product_type)!;
    return {
      outcome: { kind: "NEW", startDate, endDate },
      apply: (accountNo) => {
        putSubscription(ctx.db, accountNo, title.titleCode, {
          ariaPlanID: plan.ariaPlanID,
          planName: plan.planName,
          planProductType: plan.planProductType,
          eligibleForSharing: false,
          instStatusCode: SubscriptionStatus.ACTIVE_NON_BILLABLE,
          subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: null },
          billingPeriod: plan.billingPeriod,
          price: plan.price,
          features: plan.features,
          startDate,
          expiresOn: endDate,
          pendingChange: null,
          gift: { giverName: giverNameOf(ctx.db, row), endDate, giftNo },
          pause: null,
        });
        if (row.delivery_address)
          putAddress(ctx.db, accountNo, JSON.parse(row.delivery_address) as DeliveryAddress);
      },
    };
  }
  const gift = sub.gift ? (JSON.parse(sub.gift) as { endDate: string }) : null;
  const same = sub.plan_product_type === row.product_type;
  // A gift subscription of the same product: its last day moves on by the months.
  if (gift && same) {
    const before = addDays(gift.endDate, 1);
    const endDate = addDays(addMonths(before, row.months), -1);
    return {
      outcome: {
        kind: "EXTEND",
        planName: sub.plan_name,
        nextChargeBefore: before,
        nextChargeAfter: addDays(endDate, 1),
      },
      apply: () => {
        const extended = { ...(JSON.parse(sub.gift!) as object), endDate };
        run(
          ctx.db,
          "UPDATE subscriptions SET expires_on = ?, gift = ? WHERE id = ?",
          endDate,
          JSON.stringify(extended),
          sub.id,
        );
      },
    };
  }
  const next = same && !gift ? nextPaymentOf(ctx.db, title, sub, ctx.today) : null;
  if (next && next.kind !== "NONE_CANCELLED") {
    const after = addMonths(next.date, row.months);
    return {
      outcome: {
        kind: "EXTEND",
        planName: sub.plan_name,
        nextChargeBefore: next.date,
        nextChargeAfter: after,
      },
      apply: (accountNo) =>
        run(
          ctx.db,
          `INSERT INTO gift_extensions (gift_id, aria_account_no, title_code, before_date, after_date)
           VALUES (?, ?, ?, ?, ?)`,
          row.id,
          accountNo,
          title.titleCode,
          next.date,
          after,
        ),
    };
  }
  return {
    outcome: { kind: "CREDIT", planName: sub.plan_name, amount: row.price },
    apply: (accountNo) => {
      run(
        ctx.db,
        "INSERT INTO gift_credits (gift_id, aria_account_no, title_code, amount, on_date) VALUES (?, ?, ?, ?, ?)",
        row.id,
        accountNo,
        title.titleCode,
        row.price,
        ctx.today,
      );
      issueCreditChange(ctx.db, {
        titleCode: title.titleCode,
        ariaAccountNo: accountNo,
        source: `gift-credit:${row.id}`,
        credit: row.price,
        reason: { kind: "GIFT", event: "credited", giftNo },
        periodFrom: ctx.today,
        periodTo: ctx.today,
        issuedOn: ctx.today,
        now: ctx.now,
      });
    },
  };
}

export const redeemingHandlers = {
  getGiftByCode: (ctx) => {
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    const found = giftFor(ctx, title, ctx.params.code);
    if (found instanceof Failure) return found;
    const row = "redeemed" in found ? found.redeemed : found;
    const outcome = "redeemed" in found ? outcomeOf(row)! : planFor(ctx, title, row).outcome;
    return {
      code: row.code,
      productName: row.product_name,
      productType: row.product_type,
      months: row.months as GiftMonths,
      giverName: giverNameOf(ctx.db, row),
      recipientName: row.recipient_name,
      message: row.message,
      validUntil: validUntilOf(row),
      outcome,
    } satisfies GiftToRedeem;
  },

  redeemGift: (ctx) => {
    const session = signedIn(ctx);
    const title = knownTitle(ctx.deps, ctx.body.titleCode);
    const found = giftFor(ctx, title, ctx.body.code);
    if (found instanceof Failure) return found;
    if ("redeemed" in found)
      return { outcome: outcomeOf(found.redeemed)!, giverName: giverNameOf(ctx.db, found.redeemed) };
    const { outcome, apply } = planFor(ctx, title, found);
    // A reader without an account on the platform gets one, as at sign-in.
    const user = findUser(ctx.db, session.spidId);
    if (!user) throw new ApiError(404, "Fant ikke brukeren");
    const account = accountOf(ctx.db, session.spidId) ?? createAccountFor(ctx.db, user, title.titleCode);
    apply(account.aria_account_no);
    run(
      ctx.db,
      `UPDATE gifts SET redeemed_at = ?, redeemed_by_spid_id = ?, redeemed_account_no = ?, outcome = ?
       WHERE id = ?`,
      ctx.now,
      session.spidId,
      account.aria_account_no,
      JSON.stringify(outcome),
      found.id,
    );
    const giverName = giverNameOf(ctx.db, found);
    // The recipient's history: the redemption, with the giver's name, in the title's language.
    recordHistory(ctx.db, account.aria_account_no, title.titleCode, ctx.now, "gift", {
      event: "redeemed",
      productName: found.product_name,
      months: found.months,
      personName: giverName,
      amount: null,
    });
    return { outcome, giverName };
  },
} satisfies Partial<Handlers>;
