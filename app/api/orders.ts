// Orders (SPEC §9, docs/decisions/007) with the platform's refusals as typed outcomes
// (STYLE.md §17): an order that is not the buyer's, a buyer who already subscribes, an unknown
// plan or discount code, a second code, an order the rules do not allow. Anything else still throws.
import { call, callExpecting, type CallOptions } from "./client.ts";
import type { BodyOf, ParamsOf, ResponseOf } from "./contract.ts";
import type { Order } from "./contract/orders.ts";
import { ApiError } from "./errors.ts";
import type { TitleAccount } from "./title-account.ts";

/** The signed-in user's order, or null when there is no such order for them (404). */
export async function getOrder(orderId: string, options?: CallOptions): Promise<Order | null> {
  const outcome = await callExpecting("getOrder", { params: { orderId } }, { 404: "unknown" }, options);
  return outcome.kind === "ok" ? outcome.data : null;
}

/** The title's plans, campaign and default plan, as offered to a buyer. */
export const getOrderOffer = (params: ParamsOf<"getOrderOffer">) => call("getOrderOffer", { params });

/** Whether the last purchase may still be withdrawn, and what would come back (docs/decisions/020). */
export const getWithdrawal = (account: TitleAccount) => call("getWithdrawal", { params: account });

export type OrderCheck =
  | { kind: "found"; order: Order }
  | { kind: "unknown" }
  /** The platform did not answer in time, or failed: we do not know yet, the order is not lost. */
  | { kind: "unreachable" };

/** Asks for an order when not hearing back is an answer too (back from the provider, checking later). */
export async function checkOrder(orderId: string, options?: CallOptions): Promise<OrderCheck> {
  try {
    const order = await getOrder(orderId, options);
    return order ? { kind: "found", order } : { kind: "unknown" };
  } catch (error) {
    if (error instanceof ApiError) return { kind: "unreachable" };
    throw error;
  }
}

export type CreateOrderOutcome =
  | ({ kind: "ok" } & ResponseOf<"createOrder">)
  /** The buyer already has an active subscription to the title (409). */
  | { kind: "already-subscriber" }
  /** The plan is not sold any more (404). */
  | { kind: "unknown-plan" }
  /** The rules do not allow it: age, the youth plan, the campaign, paper without an address (422). */
  | { kind: "not-allowed" };

/** Places an order; the same idempotency key never places a second one. */
export async function createOrder(
  body: BodyOf<"createOrder">,
  idempotencyKey: string,
  options?: CallOptions,
): Promise<CreateOrderOutcome> {
  const outcome = await callExpecting(
    "createOrder",
    { body },
    { 404: "unknown-plan", 409: "already-subscriber", 422: "not-allowed" },
    { ...options, idempotencyKey },
  );
  return outcome.kind === "ok" ? { kind: "ok", ...outcome.data } : { kind: outcome.kind };
}

export type DiscountDetails = ResponseOf<"getDiscountDetails">;

export type DiscountCheck = { kind: "ok"; discount: DiscountDetails } | { kind: "unknown" };

/** What a discount code gives, or that it is unknown or expired (404). */
export async function checkDiscount(
  discountCode: string,
  titleCode: string,
  options?: CallOptions,
): Promise<DiscountCheck> {
  const outcome = await callExpecting(
    "getDiscountDetails",
    { body: { discountCode, titleCode } },
    { 404: "unknown" },
    options,
  );
  return outcome.kind === "ok" ? { kind: "ok", discount: outcome.data } : { kind: "unknown" };
}

export type AddDiscountOutcome =
  | { kind: "ok" }
  /** Unknown or expired code, or the order or subscription is gone (404). */
  | { kind: "unknown" }
  /** A code is on it already, or the order is paid or ended (409). */
  | { kind: "taken" };

/**
 * Attaches a discount code (SPEC §7 addDiscount): to an order awaiting payment, whose first
 * payment it lowers, or with orderId null to the running subscription. The same key never attaches
 * it twice.
 */
export async function addDiscount(
  body: BodyOf<"addDiscount">,
  idempotencyKey: string,
): Promise<AddDiscountOutcome> {
  const outcome = await callExpecting(
    "addDiscount",
    { body },
    { 404: "unknown", 409: "taken" },
    { idempotencyKey },
  );
  return { kind: outcome.kind };
}

export type WithdrawOutcome =
  | ({ kind: "ok" } & ResponseOf<"withdrawOrder">)
  /** The 14 days have passed, or it was withdrawn already (another tab): nothing more to do (409, 404). */
  | { kind: "too-late" };

/** Withdraws a purchase within 14 days (angrerett); the same key never withdraws twice. */
export async function withdrawOrder(
  orderId: string,
  body: BodyOf<"withdrawOrder">,
  idempotencyKey: string,
): Promise<WithdrawOutcome> {
  const outcome = await callExpecting(
    "withdrawOrder",
    { params: { orderId }, body },
    { 404: "too-late", 409: "too-late" },
    { idempotencyKey },
  );
  return outcome.kind === "ok" ? { kind: "ok", ...outcome.data } : { kind: outcome.kind };
}
