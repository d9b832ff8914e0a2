// AvtaleGiro mandates at the dev backend's /api/ (app/api/contract/mandates.ts): reading the
// account's mandate, starting one (a trip to the stand-in bank's page, bank.ts) and stopping it.
import { formatKroner } from "#app/domain/format.ts";
import { isSameOrigin, randomToken } from "#scripts/dev-backend/core/deps.ts";
import {
  ApiError,
  INVALID_REQUEST,
  knownTitle,
  ownAccount,
  subscriptionOf,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { pays } from "#scripts/dev-backend/core/platform-rules.ts";
import { run } from "#scripts/dev-backend/core/sqlite.ts";
import {
  largestCharge,
  latestMandate,
  liveMandate,
  stopMandate,
  suggestedLimit,
  toMandate,
} from "./rules.ts";

/** Where the stand-in bank's page is: under the stand-in provider's path, which a local build follows. */
export const BANK_PAGE_PATH = "/_dev/payment/avtalegiro/";

export const mandatesHandlers = {
  getMandate: (ctx) => {
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    ownAccount(ctx, ctx.params.accountNo);
    const latest = latestMandate(ctx.db, ctx.params.accountNo);
    const largest = largestCharge(ctx.db, title, ctx.params.accountNo, ctx.today);
    return {
      mandate: latest ? toMandate(latest) : null,
      largestCharge: largest,
      suggestedLimit: suggestedLimit(largest),
    };
  },

  createMandate: (ctx) => {
    const { db, body } = ctx;
    ownAccount(ctx, body.ariaAccountNo);
    const title = knownTitle(ctx.deps, body.titleCode);
    if (!isSameOrigin(body.returnUrl, ctx.origin))
      throw new ApiError(400, INVALID_REQUEST, { returnUrl: ["Må være en adresse på samme nettsted"] });
    const sub = subscriptionOf(db, body.ariaAccountNo, title.titleCode);
    if (
      !sub ||
      !pays({
        instStatusCode: sub.inst_status_code,
        subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: sub.subscription_info1 },
      })
    )
      throw new ApiError(403, "Du betaler ikke selv for dette abonnementet");
    const live = liveMandate(db, body.ariaAccountNo);
    if (live?.status === "WAITING")
      throw new ApiError(409, "En AvtaleGiro-avtale venter allerede på svar fra banken");
    // An active mandate is replaced only by a new limit (the portal's "change the limit"); the same
    // limit again is a second mandate for nothing.
    if (live?.status === "ACTIVE" && live.limit_amount === body.limit)
      throw new ApiError(409, "Du har allerede AvtaleGiro med denne beløpsgrensen");
    const largest = largestCharge(db, title, body.ariaAccountNo, ctx.today);
    if (body.limit < largest)
      throw new ApiError(422, "Beløpsgrensen er lavere enn det største trekket", {
        limit: [`Beløpsgrensen må være minst ${formatKroner(largest)}, det største trekket som kommer.`],
      });
    // One left at the bank's page unanswered is given up for this one.
    run(
      db,
      "UPDATE mandates SET status = 'CANCELLED', answered_on = ? WHERE aria_account_no = ? AND status = 'AT_BANK'",
      ctx.today,
      body.ariaAccountNo,
    );
    const id = randomToken(12);
    run(
      db,
      `INSERT INTO mandates (id, aria_account_no, title_code, limit_amount, status, return_url, created_at,
         requested_on) VALUES (?, ?, ?, ?, 'AT_BANK', ?, ?, ?)`,
      id,
      body.ariaAccountNo,
      title.titleCode,
      body.limit,
      body.returnUrl,
      ctx.now,
      ctx.today,
    );
    return { mandateId: id, redirectUrl: `${ctx.origin}${BANK_PAGE_PATH}${id}` };
  },

  stopMandate: (ctx) => {
    ownAccount(ctx, ctx.params.accountNo);
    knownTitle(ctx.deps, ctx.params.titleCode);
    const stopped = stopMandate(ctx.db, ctx.params.accountNo, ctx.today, ctx.now);
    if (!stopped) throw new ApiError(404, "Du har ingen AvtaleGiro-avtale å stoppe");
    return toMandate(stopped);
  },
} satisfies Partial<Handlers>;
