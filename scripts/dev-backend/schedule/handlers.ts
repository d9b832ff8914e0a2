// Pauses, payment days and price changes at the dev backend's /api/ (app/api/contract/schedule.ts,
// docs/decisions/079). The rules are each in one place: ./pauses.ts (status, refusals, the days),
// ./charges.ts (what they do to the next charge, through payments/billing.ts), ./payment-day.ts,
// ./prices.ts; what happens by itself: ./sending.ts. Each step a reader takes is in the history, and
// so gets its receipt (history/receipts.ts).
import type { EndpointName } from "#app/api/contract.ts";
import type { PauseRefusal } from "#app/api/contract/schedule.ts";
import { addDays, daysBetween } from "#app/domain/oslo-date.ts";
import { randomToken } from "#scripts/dev-backend/core/deps.ts";
import {
  ApiError,
  INVALID_REQUEST,
  knownTitle,
  ownAccount,
  requireSubscription,
  subscriptionOf,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { nextPossibleDay } from "#scripts/dev-backend/core/platform-rules.ts";
import type { SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";
import { one, run, transaction, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { recordHistory } from "#scripts/dev-backend/history/handlers.ts";
import { nextPaymentOf } from "#scripts/dev-backend/payments/billing.ts";
import { paymentDayQuote, storePaymentDay } from "./payment-day.ts";
import {
  hasPaper,
  lastDayProblem,
  pauseDatesProblem,
  pauseFromRow,
  pauseOffer,
  pauseStatus,
} from "./pauses.ts";
import { priceChangesFor } from "./prices.ts";
import type { PauseRow } from "./tables.ts";

const REFUSALS: Record<PauseRefusal | "planned" | "ended" | "same-day" | "not-renewing" | "paused", string> =
  {
    "not-pausable": "Dette abonnementet kan ikke settes på pause",
    overdue: "Abonnementet har en ubetalt faktura som har forfalt",
    "recent-pause": "Abonnementet har hatt en pause de siste 12 månedene",
    "plan-change": "Abonnementet har en endring som venter",
    planned: "Abonnementet har allerede en pause",
    ended: "Pausen er over",
    "same-day": "Dette er allerede betalingsdagen din",
    "not-renewing": "Dette abonnementet fornyes ikke med en betaling",
    paused: "Abonnementet har en pause",
  };

/** A refusal that means something: 409 with its reason in fields.reason. */
const refuse = (reason: keyof typeof REFUSALS) => new ApiError(409, REFUSALS[reason], { reason: [reason] });

/** The signed-in reader's (or helper's) subscription of the title the call names. */
function own(ctx: HandlerContext<EndpointName>, accountNo: string, titleCode: string) {
  const account = ownAccount(ctx, accountNo);
  const title = knownTitle(ctx.deps, titleCode);
  return { title, sub: requireSubscription(ctx.db, account.aria_account_no, title.titleCode) };
}

/** The account's pause by its id; 404 for anyone else's. */
function ownPause(
  ctx: HandlerContext<EndpointName>,
  pauseId: string,
  body: { ariaAccountNo: string; titleCode: string },
) {
  const { title, sub } = own(ctx, body.ariaAccountNo, body.titleCode);
  const row = one<PauseRow>(
    ctx.db,
    "SELECT * FROM pauses WHERE id = ? AND aria_account_no = ? AND title_code = ?",
    pauseId,
    sub.aria_account_no,
    title.titleCode,
  );
  if (!row) throw new ApiError(404, "Fant ikke pausen");
  return { sub, row };
}

/** A new pause from `from` to `to`, checked: 409 with the refusal, 422 with the days' codes. */
function checkNewPause(ctx: HandlerContext<EndpointName>, sub: SubscriptionRow, from: string, to: string) {
  const offer = pauseOffer(ctx.db, sub, ctx.today, ctx.now);
  if (offer.refusal) throw refuse(offer.refusal);
  if (offer.current) throw refuse("planned");
  const fields = pauseDatesProblem(offer, from, to);
  if (fields) throw new ApiError(422, INVALID_REQUEST, fields);
}

function insertPause(
  db: Database,
  sub: SubscriptionRow,
  dates: { from: string; to: string },
  at: { now: number; origin: string },
) {
  const id = `P${randomToken(9)}`;
  run(
    db,
    `INSERT INTO pauses (id, aria_account_no, title_code, from_date, to_date, created_at, origin)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    id,
    sub.aria_account_no,
    sub.title_code,
    dates.from,
    dates.to,
    at.now,
    at.origin,
  );
  return id;
}

/** What `read` answers as if `write` had been done: written in a savepoint, then rolled back. */
function asIf<T>(db: Database, write: () => void, read: () => T): T {
  const undo = new Error("as if");
  let result: T | undefined;
  try {
    transaction(db, () => {
      write();
      result = read();
      throw undo;
    });
  } catch (error) {
    if (error !== undo) throw error;
  }
  return result as T;
}

/** A step the reader takes with a pause: its row changed, and the history entry telling of it. */
function stepPause(
  ctx: HandlerContext<EndpointName>,
  sub: SubscriptionRow,
  row: PauseRow,
  event: "changed" | "ended" | "withdrawn",
  changed: Partial<Pick<PauseRow, "to_date" | "ended_at" | "withdrawn" | "notice_at">>,
) {
  const next = { ...row, ...changed };
  run(
    ctx.db,
    "UPDATE pauses SET to_date = ?, ended_at = ?, withdrawn = ?, notice_at = ? WHERE id = ?",
    next.to_date,
    next.ended_at,
    next.withdrawn,
    next.notice_at,
    row.id,
  );
  // The history keeps what happened: a withdrawn pause is told with the days it would have had.
  const entry = { event, from: next.from_date, to: event === "withdrawn" ? row.to_date : next.to_date };
  recordHistory(ctx.db, sub.aria_account_no, sub.title_code, ctx.now, "pause", entry);
  return pauseFromRow(next, ctx.today);
}

export const scheduleHandlers = {
  getPauseOffer: (ctx) => {
    const { sub } = own(ctx, ctx.params.accountNo, ctx.params.titleCode);
    return pauseOffer(ctx.db, sub, ctx.today, ctx.now);
  },

  quotePause: (ctx) => {
    const { from, to } = ctx.body;
    const { title, sub } = own(ctx, ctx.body.ariaAccountNo, ctx.body.titleCode);
    checkNewPause(ctx, sub, from, to);
    // The next payment as GET nextPayment would answer it once this pause exists: the one computation.
    const next = asIf(
      ctx.db,
      () => insertPause(ctx.db, sub, { from, to }, ctx),
      () => nextPaymentOf(ctx.db, title, sub, ctx.today),
    );
    if (!next || next.kind === "NONE_CANCELLED") throw refuse("not-pausable");
    return {
      from,
      to,
      resumesOn: addDays(to, 1),
      days: daysBetween(from, to) + 1,
      nextPayment: { date: next.date, amount: next.amount },
    };
  },

  createPause: (ctx) => {
    const { from, to } = ctx.body;
    const { sub } = own(ctx, ctx.body.ariaAccountNo, ctx.body.titleCode);
    checkNewPause(ctx, sub, from, to);
    const id = insertPause(ctx.db, sub, { from, to }, ctx);
    recordHistory(ctx.db, sub.aria_account_no, sub.title_code, ctx.now, "pause", {
      event: "registered",
      from,
      to,
    });
    return pauseFromRow(one<PauseRow>(ctx.db, "SELECT * FROM pauses WHERE id = ?", id)!, ctx.today);
  },

  changePause: (ctx) => {
    const { sub, row } = ownPause(ctx, ctx.params.pauseId, ctx.body);
    const { to } = ctx.body;
    if (pauseStatus(row, ctx.today) === "ENDED") throw refuse("ended");
    if (to === row.to_date) return pauseFromRow(row, ctx.today);
    // Not before today (for paper: the day before the next possible delivery), nor under 14 days.
    const paperMin = hasPaper(sub) ? addDays(nextPossibleDay(new Date(ctx.now)), -1) : ctx.today;
    const min = [ctx.today, paperMin, addDays(row.from_date, 13)].sort().at(-1)!;
    const problem = lastDayProblem(row.from_date, to, min);
    if (problem) throw new ApiError(422, INVALID_REQUEST, { to: [problem] });
    // A new last day: the week-ahead e-mail is for it.
    return stepPause(ctx, sub, row, "changed", { to_date: to, notice_at: null });
  },

  endPause: (ctx) => {
    const { sub, row } = ownPause(ctx, ctx.params.pauseId, ctx.body);
    if (pauseStatus(row, ctx.today) === "ENDED") return pauseFromRow(row, ctx.today);
    // Not begun (or begun today): withdrawn, as if it never was. Running: over, access again today
    // (the paper from its next possible day).
    const withdrawn = row.from_date >= ctx.today;
    const yesterday = addDays(ctx.today, -1);
    const paperTo = hasPaper(sub) ? addDays(nextPossibleDay(new Date(ctx.now)), -1) : yesterday;
    const ends = paperTo > yesterday ? paperTo : yesterday;
    const to = withdrawn ? addDays(row.from_date, -1) : ends < row.to_date ? ends : row.to_date;
    return stepPause(ctx, sub, row, withdrawn ? "withdrawn" : "ended", {
      to_date: to,
      ended_at: ctx.now,
      withdrawn: withdrawn ? 1 : 0,
    });
  },

  quotePaymentDay: (ctx) => {
    const { title, sub } = own(ctx, ctx.body.ariaAccountNo, ctx.body.titleCode);
    const answer = paymentDayQuote(ctx.db, title, sub, ctx.today, ctx.body.day);
    if ("refusal" in answer) throw refuse(answer.refusal);
    return answer.quote;
  },

  changePaymentDay: (ctx) => {
    const { title, sub } = own(ctx, ctx.body.ariaAccountNo, ctx.body.titleCode);
    const answer = paymentDayQuote(ctx.db, title, sub, ctx.today, ctx.body.day);
    if ("refusal" in answer) throw refuse(answer.refusal);
    const { quote } = answer;
    storePaymentDay(ctx.db, sub, quote, ctx.now);
    recordHistory(ctx.db, sub.aria_account_no, sub.title_code, ctx.now, "payment-day", {
      day: quote.day,
      date: quote.date,
      amount: quote.amount,
    });
    return quote;
  },

  getPriceChanges: (ctx) => {
    const account = ownAccount(ctx, ctx.params.accountNo);
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    const sub = subscriptionOf(ctx.db, account.aria_account_no, title.titleCode);
    return sub ? priceChangesFor(ctx.db, title, sub, ctx.today) : [];
  },
} satisfies Partial<Handlers>;
