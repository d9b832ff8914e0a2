// Students at the dev backend's /api/ (app/api/contract/student.ts): a signed-in user proves a
// student address and gets Digital student (student-email, then activate-student-subscription), and
// a new student registers without a session (register-student, then activate-student).
import type { Subscription } from "../../app/api/contract/subscription.ts";
import { givesAccess, SubscriptionStatus } from "../../app/domain/subscription-status.ts";
import { findUser, randomDigits, safeEqual, sendMessage } from "./backend.ts";
import { many, one, run, transaction, type Database } from "./db.ts";
import {
  accountOf,
  createAccountFor,
  knownTitle,
  signedIn,
  subscriptionOf,
  type Handlers,
} from "./handler.ts";
import { putSubscription, type UserRow } from "./rows.ts";

const STUDENT_CODE_MS = 30 * 60 * 1000;
const MAX_ATTEMPTS = 5;

const studentMail = (code: string) =>
  `Koden din for studentabonnementet er ${code}. Den gjelder i 30 minutter. Hilsen kundesenteret.`;

const studentSubscription = (today: string): Subscription => ({
  ariaPlanID: "C-DIGITAL-STUDENT",
  planName: "Digital student",
  planProductType: "DIGITAL",
  eligibleForSharing: true,
  instStatusCode: SubscriptionStatus.ACTIVE,
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: null },
  billingPeriod: "MONTHLY",
  price: 99,
  features: ["PLUS_CONTENT", "E_PAPER", "PARTNER_SITES"],
  startDate: today,
  expiresOn: null,
  pendingChange: null,
});

function isStudentAddress(db: Database, email: string): boolean {
  const domain = email.split("@")[1]?.toLowerCase() ?? "";
  return many<{ domain: string }>(db, "SELECT domain FROM student_domains").some(
    (d) => domain === d.domain || domain.endsWith(`.${d.domain}`),
  );
}

export const studentHandlers = {
  studentEmail: (ctx) => {
    const { db, body, deps } = ctx;
    const session = signedIn(ctx);
    const title = knownTitle(deps, body.titleCode);
    if (!isStudentAddress(db, body.email)) return { result: "EMAIL_WRONG" };
    const account = accountOf(db, session.spidId);
    const current = account && subscriptionOf(db, account.aria_account_no, title.titleCode);
    if (current && givesAccess(current.inst_status_code)) return { result: "ARIA_ACTIVE" };
    const code = randomDigits(6);
    transaction(db, () => {
      run(
        db,
        "INSERT INTO student_codes (email, title_code, spid_id, code, created_at) VALUES (?, ?, ?, ?, ?)",
        body.email,
        title.titleCode,
        session.spidId,
        code,
        ctx.now,
      );
      sendMessage(deps, "email", body.email, studentMail(code));
    });
    return { result: "ok" };
  },

  activateStudentSubscription: (ctx) => {
    const { db, body, deps } = ctx;
    const session = signedIn(ctx);
    const title = knownTitle(deps, body.titleCode);
    const row = one<{ id: number; code: string; created_at: number; attempts: number }>(
      db,
      `SELECT * FROM student_codes WHERE email = ? AND title_code = ? AND spid_id = ? AND used = 0
       ORDER BY id DESC LIMIT 1`,
      body.email,
      title.titleCode,
      session.spidId,
    );
    if (!row) return { result: "CODE_WRONG" };
    if (ctx.now - row.created_at > STUDENT_CODE_MS || row.attempts >= MAX_ATTEMPTS)
      return { result: "INVALID_CODE" };
    if (!safeEqual(body.code, row.code)) {
      run(db, "UPDATE student_codes SET attempts = attempts + 1 WHERE id = ?", row.id);
      return { result: "CODE_WRONG" };
    }
    const account = accountOf(db, session.spidId);
    const current = account && subscriptionOf(db, account.aria_account_no, title.titleCode);
    if (current && givesAccess(current.inst_status_code))
      return { result: current.aria_plan_id === "C-DIGITAL-STUDENT" ? "USER_EXIST_ACTIVE" : "ARIA_ACTIVE" };
    transaction(db, () => {
      const mine = account ?? createAccountFor(db, findUser(db, session.spidId)!, title.titleCode);
      putSubscription(db, mine.aria_account_no, title.titleCode, studentSubscription(ctx.today));
      run(db, "UPDATE student_codes SET used = 1 WHERE id = ?", row.id);
    });
    return { result: "ok" };
  },

  registerStudent: (ctx) => {
    const { db, body, deps } = ctx;
    const title = knownTitle(deps, body.titleCode);
    if (body.givenName.trim() === "" || body.familyName.trim() === "")
      return { result: "REQUEST_MISSING_VALUES" };
    if (!isStudentAddress(db, body.email)) return { result: "EMAIL_DOES_NOT_EXIST" };
    const existing = one<{ activated: number }>(
      db,
      "SELECT activated FROM student_registrations WHERE email = ?",
      body.email,
    );
    if (existing?.activated) return { result: "USER_IS_ACTIVE" };
    const user = one<UserRow>(db, "SELECT * FROM users WHERE email = ? COLLATE NOCASE", body.email);
    const account = user && accountOf(db, user.spid_id);
    const current = account && subscriptionOf(db, account.aria_account_no, title.titleCode);
    if (current && givesAccess(current.inst_status_code)) return { result: "USER_HAS_ACTIVE_SUB" };
    const code = randomDigits(6);
    transaction(db, () => {
      run(
        db,
        `INSERT INTO student_registrations (email, given_name, family_name, title_code, code, created_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET given_name = excluded.given_name, family_name = excluded.family_name,
           title_code = excluded.title_code, code = excluded.code, created_at = excluded.created_at, attempts = 0`,
        body.email,
        body.givenName.trim(),
        body.familyName.trim(),
        title.titleCode,
        code,
        ctx.now,
      );
      sendMessage(deps, "email", body.email, studentMail(code));
    });
    return { result: "ok" };
  },

  activateStudent: (ctx) => {
    const { db, body } = ctx;
    const row = one<{ email: string; code: string; created_at: number; attempts: number; activated: number }>(
      db,
      "SELECT * FROM student_registrations WHERE email = ?",
      body.email,
    );
    if (!row) return { result: "EMAIL_DOES_NOT_EXIST" };
    if (row.activated) return { result: "USER_IS_ACTIVE" };
    // A wrong, expired or worn-out code: the lookup of this e-mail and code finds nothing.
    if (ctx.now - row.created_at > STUDENT_CODE_MS || row.attempts >= MAX_ATTEMPTS)
      return { result: "AMPS_RETURNED_NULL" };
    if (!safeEqual(body.code, row.code)) {
      run(db, "UPDATE student_registrations SET attempts = attempts + 1 WHERE email = ?", row.email);
      return { result: "AMPS_RETURNED_NULL" };
    }
    run(db, "UPDATE student_registrations SET activated = 1 WHERE email = ?", row.email);
    return { result: "ok" };
  },
} satisfies Partial<Handlers>;
