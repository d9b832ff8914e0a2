// Subscription calls whose refusals mean something to the subscriber (SPEC §2, §4). A second click
// or another tab that already did the same thing is the outcome that was wanted, so a 409 on
// these is "already" rather than an error.
import type { Plan } from "./contract/subscription.ts";
import { call, callExpecting, type CallOptions } from "./client.ts";
import type { ParamsOf } from "./contract.ts";
import { accountBody, type TitleAccount } from "./title-account.ts";

/** The title's plans, with their prices. */
export const getPlans = (params: ParamsOf<"getPlans">) => call("getPlans", { params });

/** The subscription's history, newest first (docs/decisions/030). */
export const getHistory = (account: TitleAccount) => call("getHistory", { params: account });

/** Takes a cancellation back; "already-active" when it was taken back already. */
export async function reactivateSubscription(account: TitleAccount) {
  const answer = await callExpecting(
    "reactivateSubscription",
    { body: accountBody(account) },
    { 409: "already-active" },
  );
  return answer.kind;
}

/** Changes plan from the next period; "refused" when cancelled or already on that plan and period. */
export async function changeSubscription(
  account: TitleAccount,
  plan: { ariaPlanID: string; billingPeriod: Plan["billingPeriod"] },
  options: CallOptions,
) {
  const body = { ...accountBody(account), ...plan };
  const answer = await callExpecting("changeSubscription", { body }, { 409: "refused" }, options);
  return answer.kind;
}

export interface Cancellation {
  reason: string;
  customerNumber: string;
  name: string;
  product: string;
  cancelKind: "CANCELLATION" | "REPLACEMENT-ANN";
}

/** Cancels; "already-cancelled" when a second click or another tab did it first. */
export async function cancelSubscription(
  account: TitleAccount,
  cancellation: Cancellation,
  options: CallOptions,
) {
  const answer = await callExpecting(
    "deleteSubscription",
    { body: { ...accountBody(account), ...cancellation } },
    { 409: "already-cancelled" },
    options,
  );
  return answer.kind;
}

/** Withdraws a plan change that has not taken effect; "none-waiting" when there is none (done already). */
export async function cancelPlanChange(account: TitleAccount) {
  const answer = await callExpecting(
    "cancelPlanChange",
    { body: accountBody(account) },
    { 409: "none-waiting" },
  );
  return answer.kind;
}
