// Business subscriptions at the dev backend's /api/ (app/api/contract/business.ts). A company
// belongs to its admin's account (companies); its invitations (business_invitations) are e-mailed
// with a link to /bedrift on the title's origin, and an employee who proves the address with an
// e-mailed code (business_codes, core/one-time-code.ts) gets the company's subscription on the title.
import type { EndpointName } from "#app/api/contract.ts";
import type { SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { findUser, randomToken, type BackendDeps } from "#scripts/dev-backend/core/deps.ts";
import { emailRequired } from "#scripts/dev-backend/messages/deliver.ts";
import { many, one, run, transaction, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import {
  accountOf,
  ApiError,
  createAccountFor,
  Failure,
  knownTitle,
  ownAccount,
  signedIn,
  subscriptionOf,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { checkCode, sendCode, type CodeRow } from "#scripts/dev-backend/core/one-time-code.ts";
import {
  hasAccess,
  onCompanyDomain,
  sendableAddress,
  storedAddress,
} from "#scripts/dev-backend/core/platform-rules.ts";
import { putSubscription } from "#scripts/dev-backend/core/rows.ts";
import { readerMessages } from "#scripts/dev-backend/core/reader-messages.ts";
import { recordHistory } from "#scripts/dev-backend/history/handlers.ts";

const BUSINESS_CODE_MS = 30 * 60 * 1000;
const NOT_ADMIN = "Du er ikke administrator for et bedriftsabonnement";
const NO_INVITATION = "Fant ingen invitasjon til denne e-postadressen";
const ALREADY_SUBSCRIBER = "Du har allerede abonnement";

interface CompanyRow {
  id: number;
  name: string;
  email_domain: string;
  max_invitations: number;
  admin_account_no: string;
}

interface InvitationRow {
  id: string;
  company_id: number;
  email: string;
  title_code: string;
  status: "emailSent" | "active";
  aria_account_no: string | null;
  created_at: number;
}

const employeeSubscription = (today: string): Subscription => ({
  ariaPlanID: "C-BEDRIFT-DIGITAL",
  planName: "Bedrift digital",
  planProductType: "DIGITAL",
  eligibleForSharing: true,
  instStatusCode: SubscriptionStatus.ACTIVE,
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: "employee" },
  billingPeriod: "MONTHLY",
  price: 0,
  features: ["PLUS_CONTENT", "E_PAPER", "PARTNER_SITES"],
  startDate: today,
  expiresOn: null,
  pendingChange: null,
  gift: null,
  pause: null,
});

/** The signed-in admin's company, when the account is theirs and its subscription to the title says admin. */
function adminCompany(ctx: HandlerContext<EndpointName>, accountNo: string, titleCode: string): CompanyRow {
  const account = ownAccount(ctx, accountNo);
  const sub = subscriptionOf(ctx.db, account.aria_account_no, knownTitle(ctx.deps, titleCode).titleCode);
  const admin = sub && hasAccess(sub.inst_status_code) && (sub.subscription_info1 ?? "").includes("admin");
  const company =
    admin &&
    one<CompanyRow>(ctx.db, "SELECT * FROM companies WHERE admin_account_no = ?", account.aria_account_no);
  if (!company) throw new ApiError(403, NOT_ADMIN);
  return company;
}

const invitationsOf = (db: Database, companyId: number) =>
  many<InvitationRow>(
    db,
    "SELECT * FROM business_invitations WHERE company_id = ? ORDER BY created_at DESC, email",
    companyId,
  );

function sendInvitation(
  deps: BackendDeps,
  origin: string,
  company: CompanyRow,
  email: string,
  titleCode: string,
  again = false,
) {
  const title = knownTitle(deps, titleCode);
  const link = `${origin}/bedrift?epost=${encodeURIComponent(email)}`;
  const text = readerMessages(title).businessInvitation({
    again,
    companyName: company.name,
    titleName: title.name,
    link,
  });
  emailRequired(deps, { title, required: "an invitation to someone else" }, email, text);
}

/** The user's subscription to the title while it gives access, if any. */
function runningSubscription(db: Database, spidId: number, titleCode: string) {
  const account = accountOf(db, spidId);
  const current = account && subscriptionOf(db, account.aria_account_no, titleCode);
  return current && hasAccess(current.inst_status_code) ? current : undefined;
}

/** The invitation to this address (any company); null when there is none or another user took it up. */
function invitationFor(db: Database, email: string, spidId: number): InvitationRow | null {
  const row = one<InvitationRow>(db, "SELECT * FROM business_invitations WHERE email = ?", email);
  if (!row) return null;
  if (row.status === "active") {
    const mine = accountOf(db, spidId);
    if (!mine || row.aria_account_no !== mine.aria_account_no) return null;
  }
  return row;
}

export const businessHandlers = {
  getBusiness: (ctx) => {
    const company = adminCompany(ctx, ctx.params.accountNo, ctx.params.titleCode);
    return {
      company: {
        name: company.name,
        emailDomain: company.email_domain,
        maxInvitations: company.max_invitations,
      },
      invitations: invitationsOf(ctx.db, company.id).map((row) => ({
        id: row.id,
        email: row.email,
        addedAt: new Date(row.created_at).toISOString(),
        status: row.status,
      })),
    };
  },

  inviteEmployees: (ctx) => {
    const { db, deps, params } = ctx;
    const company = adminCompany(ctx, params.accountNo, params.titleCode);
    const titleCode = knownTitle(deps, params.titleCode).titleCode;
    const count = () =>
      one<{ n: number }>(
        db,
        "SELECT count(*) AS n FROM business_invitations WHERE company_id = ?",
        company.id,
      )!.n;
    const results = ctx.body.emails.map((raw) => {
      // Each address on its own: one that cannot be sent to is refused, the others go.
      if (!sendableAddress(raw)) return { email: raw, result: "invalidEmail" as const };
      const email = storedAddress(raw);
      if (!onCompanyDomain(email, company.email_domain))
        return { email, result: "wrongEmailDomain" as const };
      if (one(db, "SELECT 1 FROM business_invitations WHERE company_id = ? AND email = ?", company.id, email))
        return { email, result: "userExist" as const };
      if (count() >= company.max_invitations) return { email, result: "maxUsersReached" as const };
      try {
        transaction(db, () => {
          deps.hooks.step?.(`business:invite:${email}`);
          run(
            db,
            `INSERT INTO business_invitations (id, company_id, email, title_code, status, created_at)
             VALUES (?, ?, ?, ?, 'emailSent', ?)`,
            `inv-${randomToken(9)}`,
            company.id,
            email,
            titleCode,
            ctx.now,
          );
          sendInvitation(deps, ctx.origin, company, email, titleCode);
        });
        return { email, result: "emailSent" as const };
      } catch {
        return { email, result: "errorSaved" as const };
      }
    });
    return { results };
  },

  resendInvitation: (ctx) => {
    const { db, deps, params } = ctx;
    const company = adminCompany(ctx, params.accountNo, params.titleCode);
    const row = one<InvitationRow>(
      db,
      "SELECT * FROM business_invitations WHERE id = ? AND company_id = ?",
      params.id,
      company.id,
    );
    if (!row) throw new ApiError(404, "Fant ikke invitasjonen");
    if (row.status === "active") throw new ApiError(409, "Invitasjonen er allerede tatt i bruk");
    sendInvitation(deps, ctx.origin, company, row.email, knownTitle(deps, params.titleCode).titleCode, true);
    return { email: row.email, result: "resent" as const };
  },

  removeInvitations: (ctx) => {
    const { db, deps, params } = ctx;
    const company = adminCompany(ctx, params.accountNo, params.titleCode);
    const results = [...new Set(ctx.body.ids)].map((id) => {
      const row = one<InvitationRow>(
        db,
        "SELECT * FROM business_invitations WHERE id = ? AND company_id = ?",
        id,
        company.id,
      );
      if (!row) return { id, email: null, result: "notExist" as const };
      try {
        transaction(db, () => {
          deps.hooks.step?.(`business:remove:${row.email}`);
          run(db, "DELETE FROM business_codes WHERE invitation_id = ?", row.id);
          run(db, "DELETE FROM business_invitations WHERE id = ?", row.id);
          recordHistory(db, company.admin_account_no, row.title_code, ctx.now, "business-invitation", {
            event: "removed",
            email: row.email,
          });
          // A member who leaves loses the company's subscription on every title.
          if (row.status === "active" && row.aria_account_no)
            run(
              db,
              "DELETE FROM subscriptions WHERE aria_account_no = ? AND subscription_info1 = 'employee'",
              row.aria_account_no,
            );
        });
        return { id, email: row.email, result: "deleted" as const };
      } catch {
        return { id, email: row.email, result: "failed" as const };
      }
    });
    return { results };
  },

  requestBusinessCode: (ctx) => {
    const { db, deps, body } = ctx;
    const session = signedIn(ctx);
    const title = knownTitle(deps, body.titleCode);
    const email = storedAddress(body.email);
    const invitation = invitationFor(db, email, session.spidId);
    if (!invitation) throw new ApiError(404, NO_INVITATION);
    if (runningSubscription(db, session.spidId, title.titleCode)) throw new ApiError(409, ALREADY_SUBSCRIBER);
    const company = one<CompanyRow>(db, "SELECT * FROM companies WHERE id = ?", invitation.company_id)!;
    sendCode(
      deps,
      {
        channel: "email",
        recipient: email,
        text: (code) => readerMessages(title).businessCode(company.name, code),
      },
      (code) =>
        run(
          db,
          `INSERT INTO business_codes (invitation_id, spid_id, title_code, code, created_at) VALUES (?, ?, ?, ?, ?)`,
          invitation.id,
          session.spidId,
          title.titleCode,
          code,
          ctx.now,
        ),
    );
    return { email, companyName: company.name };
  },

  verifyBusinessCode: (ctx) => {
    const { db, deps, body } = ctx;
    const session = signedIn(ctx);
    const title = knownTitle(deps, body.titleCode);
    const invitation = invitationFor(db, storedAddress(body.email), session.spidId);
    if (!invitation) throw new ApiError(404, NO_INVITATION);
    const row = one<{ id: number; code: string; created_at: number; attempts: number }>(
      db,
      `SELECT * FROM business_codes WHERE invitation_id = ? AND spid_id = ? AND title_code = ? AND used = 0
       ORDER BY id DESC LIMIT 1`,
      invitation.id,
      session.spidId,
      title.titleCode,
    );
    if (!row) return new Failure(410, "Be om en ny kode");
    const where: CodeRow = { table: "business_codes", key: "id", id: row.id };
    const check = checkCode(
      db,
      where,
      { code: row.code, sentAt: row.created_at, attempts: row.attempts },
      body.code,
      ctx.now,
      BUSINESS_CODE_MS,
    );
    // A wrong try is counted and kept: returned, not thrown, so the count is not rolled back.
    if (check === "wrong") return new Failure(422, "Feil kode");
    if (check !== "right") return new Failure(410, "Koden er utløpt");
    if (runningSubscription(db, session.spidId, title.titleCode)) throw new ApiError(409, ALREADY_SUBSCRIBER);
    const company = one<CompanyRow>(db, "SELECT * FROM companies WHERE id = ?", invitation.company_id)!;
    transaction(db, () => {
      const mine =
        accountOf(db, session.spidId) ?? createAccountFor(db, findUser(db, session.spidId)!, title.titleCode);
      putSubscription(db, mine.aria_account_no, title.titleCode, employeeSubscription(ctx.today));
      run(
        db,
        "UPDATE business_invitations SET status = 'active', aria_account_no = ? WHERE id = ?",
        mine.aria_account_no,
        invitation.id,
      );
      run(db, "UPDATE business_codes SET used = 1 WHERE id = ?", row.id);
    });
    return { companyName: company.name };
  },
} satisfies Partial<Handlers>;
