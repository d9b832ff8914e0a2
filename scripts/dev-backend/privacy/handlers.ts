// Privacy requests at the dev backend's /api/ (app/api/contract/privacy.ts): an export of one's
// data, and deleting the account — refused while a paid subscription runs. Both are answered within
// the month GDPR allows, and confirmed by e-mail.
import { addDays } from "#app/domain/oslo-date.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { many, one, run } from "#scripts/dev-backend/core/sqlite.ts";
import {
  ApiError,
  confirmByEmail,
  norwegianDate,
  NOT_YOUR_ACCOUNT,
  ownAccount,
  signedIn,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { hasAccess, pays } from "#scripts/dev-backend/core/platform-rules.ts";
import { accountMessages, type ReaderMessages } from "#scripts/dev-backend/core/reader-messages.ts";
import {
  subscriptionFromRow,
  type AccountRow,
  type SubscriptionRow,
} from "#scripts/dev-backend/core/rows.ts";

/** How long the platform takes to answer a privacy request (GDPR: one month). */
const PRIVACY_DAYS = 30;

/** A subscription that keeps the account from being deleted: running, paid for and not cancelled. */
const blocksDeletion = (row: SubscriptionRow) => {
  const sub = subscriptionFromRow(row);
  return (
    hasAccess(sub.instStatusCode) &&
    pays(sub) &&
    sub.instStatusCode !== SubscriptionStatus.PENDING_CANCELLATION &&
    sub.instStatusCode !== SubscriptionStatus.PENDING_TERMINATION
  );
};

/** Stores a privacy request, due in PRIVACY_DAYS, and confirms it by e-mail; answers the due date. */
function recordRequest(
  ctx: HandlerContext<"requestDataExport" | "requestDeletion">,
  account: AccountRow,
  kind: "takeout" | "delete",
  confirmation: (say: ReaderMessages, readyBy: string) => string,
): string {
  const readyBy = addDays(ctx.today, PRIVACY_DAYS);
  run(
    ctx.db,
    "INSERT INTO privacy_requests (aria_account_no, kind, requested_at, ready_by) VALUES (?, ?, ?, ?)",
    account.aria_account_no,
    kind,
    ctx.now,
    readyBy,
  );
  const title = ctx.deps.titles.find((t) => t.titleCode === account.first_title_code) ?? ctx.deps.titles[0]!;
  const about = { title, required: "a privacy request's confirmation" };
  confirmByEmail(ctx.deps, account, about, confirmation(accountMessages(ctx.deps.titles, account), readyBy));
  return readyBy;
}

export const privacyHandlers = {
  requestDataExport: (ctx) => {
    const account = ownAccount(ctx, ctx.body.ariaAccountNo);
    const readyBy = recordRequest(ctx, account, "takeout", (say, readyBy) =>
      say.dataExport(PRIVACY_DAYS, norwegianDate(readyBy)),
    );
    return { requestedAt: new Date(ctx.now).toISOString(), readyBy };
  },

  requestDeletion: (ctx) => {
    const { db, body } = ctx;
    const session = signedIn(ctx);
    const account = one<AccountRow>(
      db,
      "SELECT * FROM accounts WHERE aria_account_no = ?",
      body.ariaAccountNo,
    );
    if (!account) return { result: "notExist" };
    if (account.spid_id !== session.spidId) throw new ApiError(403, NOT_YOUR_ACCOUNT);
    if (account.deletion_requested_at !== null) return { result: "notExist" };
    const subscriptions = many<SubscriptionRow>(
      db,
      "SELECT * FROM subscriptions WHERE aria_account_no = ?",
      body.ariaAccountNo,
    );
    // The portal then asks the user to cancel first.
    if (subscriptions.some(blocksDeletion)) return { result: "failed" };
    run(
      db,
      "UPDATE accounts SET deletion_requested_at = ? WHERE aria_account_no = ?",
      ctx.now,
      body.ariaAccountNo,
    );
    recordRequest(ctx, account, "delete", (say) => say.deletion(PRIVACY_DAYS));
    return { result: "deleted" };
  },
} satisfies Partial<Handlers>;
