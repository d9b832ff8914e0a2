// A pause and the payment day (docs/decisions/079): what the platform offers, what a choice would do
// (a quote, which changes nothing), and the change itself. The platform refuses with 409 and names
// why in fields.reason, and a date at its field with 422; each gets its kind here, once, so no screen
// reads a status or a field. Anything unexpected still throws.
import { addEndpoints, call, callExpecting, type CallOptions, reasonOf } from "./client.ts";
import {
  pauseRefusal,
  scheduleEndpoints,
  type Pause,
  type PauseOffer,
  type PauseQuote,
  type PauseRefusal,
  type PaymentDayQuote,
} from "./contract/schedule.ts";
import { accountBody, type TitleAccount } from "./title-account.ts";

// Only /pause and /betalingsdag call these: their schemas come with this module (ADR 078).
addEndpoints(scheduleEndpoints);

type Fields = Record<string, string[]>;

export const getPauseOffer = (account: TitleAccount): Promise<PauseOffer> =>
  call("getPauseOffer", { params: account });

/** Why a pause's dates were refused, per field: too-early, too-late, too-short, too-long. */
export type DateRefusal = "too-early" | "too-late" | "too-short" | "too-long";
const DATE_REFUSALS: readonly string[] = ["too-early", "too-late", "too-short", "too-long"];

export type PauseOutcome<T> =
  | { kind: "ok"; data: T }
  /** The platform will not pause now, and why; `planned`: one is planned or running already. */
  | { kind: "refused"; reason: PauseRefusal | "planned" }
  /** A date refused at its field. */
  | { kind: "dates"; from: DateRefusal | null; to: DateRefusal | null };

function pauseOutcome<T>(
  outcome: { kind: "ok"; data: T } | { kind: "refused" | "dates"; error: { fields?: Fields | undefined } },
): PauseOutcome<T> {
  if (outcome.kind === "ok") return outcome;
  const fields = outcome.error.fields ?? {};
  if (outcome.kind === "dates") {
    const code = (name: string) => {
      const value = fields[name]?.[0];
      return value && DATE_REFUSALS.includes(value) ? (value as DateRefusal) : null;
    };
    return { kind: "dates", from: code("from"), to: code("to") };
  }
  const reason = reasonOf(outcome.error);
  if (reason === "planned" || pauseRefusal.options.includes(reason as PauseRefusal))
    return { kind: "refused", reason: reason as PauseRefusal | "planned" };
  throw outcome.error;
}

const PAUSE_ANSWERS = { 409: "refused", 422: "dates" } as const;

/** What a pause from `from` to `to` would do; changes nothing. */
export const quotePause = async (account: TitleAccount, dates: { from: string; to: string }) =>
  pauseOutcome<PauseQuote>(
    await callExpecting("quotePause", { body: { ...accountBody(account), ...dates } }, PAUSE_ANSWERS),
  );

/** Pauses the subscription; the same key pauses once. */
export const createPause = async (
  account: TitleAccount,
  dates: { from: string; to: string },
  idempotencyKey: string,
) =>
  pauseOutcome<Pause>(
    await callExpecting("createPause", { body: { ...accountBody(account), ...dates } }, PAUSE_ANSWERS, {
      idempotencyKey,
    }),
  );

/** Gives the pause a new last day. A pause ended meanwhile (another tab, the clock) is refused. */
export async function changePause(account: TitleAccount, pauseId: string, to: string) {
  const outcome = await callExpecting(
    "changePause",
    { params: { pauseId }, body: { ...accountBody(account), to } },
    { 404: "refused", 409: "refused", 422: "dates" },
  );
  if (outcome.kind === "ok") return { kind: "ok" as const, data: outcome.data };
  if (outcome.kind === "refused") return { kind: "ended" as const };
  return pauseOutcome<Pause>(outcome);
}

/** Starts the subscription again now (a planned pause is withdrawn); the same key acts once. */
export const endPause = (account: TitleAccount, pauseId: string, options: CallOptions) =>
  call("endPause", { params: { pauseId }, body: accountBody(account) }, options);

/**
 * Why the payment day cannot be moved: it is that day already, the subscription does not renew (a
 * trial, a gift, a cancelled one), a plan change waits, or it is paused.
 */
export type PaymentDayRefusal = "same-day" | "not-renewing" | "plan-change" | "paused";
const DAY_REFUSALS: readonly string[] = ["same-day", "not-renewing", "plan-change", "paused"];

export type PaymentDayOutcome = { kind: "ok"; quote: PaymentDayQuote } | { kind: PaymentDayRefusal };

async function paymentDay(
  name: "quotePaymentDay" | "changePaymentDay",
  account: TitleAccount,
  day: number,
  options?: CallOptions,
): Promise<PaymentDayOutcome> {
  const outcome = await callExpecting(
    name,
    { body: { ...accountBody(account), day } },
    { 409: "refused" },
    options,
  );
  if (outcome.kind === "ok") return { kind: "ok", quote: outcome.data };
  const reason = reasonOf(outcome.error);
  if (reason && DAY_REFUSALS.includes(reason)) return { kind: reason as PaymentDayRefusal };
  throw outcome.error;
}

/** What moving the payment day to `day` would do; changes nothing. */
export const quotePaymentDay = (account: TitleAccount, day: number) =>
  paymentDay("quotePaymentDay", account, day);

/** Moves the payment day; the same key moves it once. */
export const changePaymentDay = (account: TitleAccount, day: number, idempotencyKey: string) =>
  paymentDay("changePaymentDay", account, day, { idempotencyKey });
