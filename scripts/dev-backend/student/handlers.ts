// Students at the dev backend's /api/ (app/api/contract/student.ts). Two ways in, one code flow: a
// signed-in user proves a student address and gets Digital student (student-email, then
// activate-student-subscription; codes in student_codes), and a student signed in without a
// newspaper account registers (register-student, then activate-student; one row a student in
// student_registrations), whose activation creates the account and starts the same plan (ADR 036).
// Both e-mail a code that lives 30 minutes on the backend's clock (moved by /_dev/clock) and stands
// five wrong tries (core/one-time-code.ts); a wrong try says how many are left. Pupils (kind "pupil")
// take the signed-in way only, with upper secondary school domains, and get Digital elev.
import type { SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import {
  PUPIL_MONTHLY_PRICE,
  PUPIL_PLAN_ID,
  schoolKindOfPlan,
  STUDENT_MONTHLY_PRICE,
  STUDENT_PLAN_ID,
  type SchoolKind,
} from "#app/domain/student.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import type { Title } from "#app/title/title-schema.ts";
import { findUser, type BackendDeps } from "#scripts/dev-backend/core/deps.ts";
import { many, one, run, transaction, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import {
  accountOf,
  createAccountFor,
  knownTitle,
  signedIn,
  subscriptionOf,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { checkCode, MAX_ATTEMPTS, sendCode, type CodeRow } from "#scripts/dev-backend/core/one-time-code.ts";
import { hasAccess, SCHOOL_CODE_MINUTES } from "#scripts/dev-backend/core/platform-rules.ts";
import { readerMessages } from "#scripts/dev-backend/core/reader-messages.ts";
import { putSubscription, type UserRow } from "#scripts/dev-backend/core/rows.ts";

const STUDENT_CODE_MS = SCHOOL_CODE_MINUTES * 60 * 1000;

const studentSubscription = (today: string, kind: SchoolKind = "student"): Subscription => ({
  ariaPlanID: kind === "pupil" ? PUPIL_PLAN_ID : STUDENT_PLAN_ID,
  planName: kind === "pupil" ? "Digital elev" : "Digital student",
  planProductType: "DIGITAL",
  eligibleForSharing: true,
  instStatusCode: SubscriptionStatus.ACTIVE,
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: null },
  billingPeriod: "MONTHLY",
  price: kind === "pupil" ? PUPIL_MONTHLY_PRICE : STUDENT_MONTHLY_PRICE,
  features: ["PLUS_CONTENT", "E_PAPER", "PARTNER_SITES"],
  startDate: today,
  expiresOn: null,
  pendingChange: null,
  gift: null,
  pause: null,
});

function isStudentAddress(db: Database, email: string, kind: SchoolKind = "student"): boolean {
  const domain = email.split("@")[1]?.toLowerCase() ?? "";
  return many<{ domain: string }>(db, "SELECT domain FROM student_domains WHERE kind = ?", kind).some(
    (d) => domain === d.domain || domain.endsWith(`.${d.domain}`),
  );
}

/** The user's subscription to the title while it gives access, if any. */
function runningSubscription(db: Database, spidId: number | undefined, titleCode: string) {
  const account = spidId === undefined ? undefined : accountOf(db, spidId);
  const current = account && subscriptionOf(db, account.aria_account_no, titleCode);
  return current && hasAccess(current.inst_status_code) ? current : undefined;
}

// ─── The code flow both ways in share ───────────────────────────────────────────────────────────

/** E-mails a new student (or pupil) code in the title's language; `store` keeps it where this way in looks for it. */
const sendStudentCode = (
  deps: BackendDeps,
  title: Title,
  email: string,
  store: (code: string) => void,
  kind: SchoolKind = "student",
) =>
  sendCode(
    deps,
    {
      channel: "email",
      recipient: email,
      text: (code) => readerMessages(title).schoolCode(kind, code, SCHOOL_CODE_MINUTES),
    },
    store,
  );

interface StudentCodeRow {
  code: string;
  created_at: number;
  attempts: number;
}

/** Right, wrong (the try is counted), or spent: too old or tried too often. */
function checkStudentCode(db: Database, where: CodeRow, row: StudentCodeRow, given: string, now: number) {
  const sent = { code: row.code, sentAt: row.created_at, attempts: row.attempts };
  const check = checkCode(db, where, sent, given, now, STUDENT_CODE_MS);
  return check === "worn-out" || check === "expired" ? "spent" : check;
}

// ─── The endpoints ──────────────────────────────────────────────────────────────────────────────

export const studentHandlers = {
  studentEmail: (ctx) => {
    const { db, body, deps } = ctx;
    const session = signedIn(ctx);
    const title = knownTitle(deps, body.titleCode);
    const kind = body.kind ?? "student";
    if (!isStudentAddress(db, body.email, kind)) return { result: "EMAIL_WRONG" };
    const current = runningSubscription(db, session.spidId, title.titleCode);
    if (current)
      return { result: schoolKindOfPlan(current.aria_plan_id) ? "USER_EXIST_ACTIVE" : "ARIA_ACTIVE" };
    sendStudentCode(
      deps,
      title,
      body.email,
      (code) =>
        run(
          db,
          `INSERT INTO student_codes (email, title_code, spid_id, kind, code, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
          body.email,
          title.titleCode,
          session.spidId,
          kind,
          code,
          ctx.now,
        ),
      kind,
    );
    return { result: "ok" };
  },

  activateStudentSubscription: (ctx) => {
    const { db, body, deps } = ctx;
    const session = signedIn(ctx);
    const title = knownTitle(deps, body.titleCode);
    const kind = body.kind ?? "student";
    const row = one<StudentCodeRow & { id: number }>(
      db,
      `SELECT * FROM student_codes WHERE email = ? AND title_code = ? AND spid_id = ? AND kind = ? AND used = 0
       ORDER BY id DESC LIMIT 1`,
      body.email,
      title.titleCode,
      session.spidId,
      kind,
    );
    if (!row) return { result: "INVALID_CODE" };
    const where: CodeRow = { table: "student_codes", key: "id", id: row.id };
    const check = checkStudentCode(db, where, row, body.code, ctx.now);
    if (check === "spent") return { result: "INVALID_CODE" };
    if (check === "wrong") return { result: "CODE_WRONG", triesLeft: MAX_ATTEMPTS - row.attempts - 1 };
    const current = runningSubscription(db, session.spidId, title.titleCode);
    if (current)
      return { result: schoolKindOfPlan(current.aria_plan_id) ? "USER_EXIST_ACTIVE" : "ARIA_ACTIVE" };
    transaction(db, () => {
      const mine =
        accountOf(db, session.spidId) ?? createAccountFor(db, findUser(db, session.spidId)!, title.titleCode);
      putSubscription(db, mine.aria_account_no, title.titleCode, studentSubscription(ctx.today, kind));
      run(db, "UPDATE student_codes SET used = 1 WHERE id = ?", row.id);
    });
    return { result: "ok" };
  },

  // A student signed in without a newspaper account yet (ADR 036): the registration is the session's
  // identity user's, and only they can activate it. No session: no identity user to register for.
  registerStudent: (ctx) => {
    const { db, body, deps, session } = ctx;
    const title = knownTitle(deps, body.titleCode);
    if (body.givenName.trim() === "" || body.familyName.trim() === "")
      return { result: "REQUEST_MISSING_VALUES" };
    if (!session) return { result: "NO_SPID_FOUND" };
    if (!isStudentAddress(db, body.email)) return { result: "EMAIL_DOES_NOT_EXIST" };
    const existing = one<{ activated: number }>(
      db,
      "SELECT activated FROM student_registrations WHERE email = ?",
      body.email,
    );
    if (existing?.activated) return { result: "USER_IS_ACTIVE" };
    const user = one<UserRow>(db, "SELECT * FROM users WHERE email = ? COLLATE NOCASE", body.email);
    if (
      runningSubscription(db, session.spidId, title.titleCode) ||
      runningSubscription(db, user?.spid_id, title.titleCode)
    )
      return { result: "USER_HAS_ACTIVE_SUB" };
    sendStudentCode(deps, title, body.email, (code) =>
      run(
        db,
        `INSERT INTO student_registrations (email, spid_id, given_name, family_name, title_code, code, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET spid_id = excluded.spid_id, given_name = excluded.given_name,
           family_name = excluded.family_name, title_code = excluded.title_code, code = excluded.code,
           created_at = excluded.created_at, attempts = 0`,
        body.email,
        session.spidId,
        body.givenName.trim(),
        body.familyName.trim(),
        title.titleCode,
        code,
        ctx.now,
      ),
    );
    return { result: "ok" };
  },

  // The right code of the session's own registration creates the newspaper account for that identity
  // user (balance 0, the registration's title first, the names given) and starts Digital student:
  // what the signed-in way (activate-student-subscription) would have started.
  activateStudent: (ctx) => {
    const { db, body, session } = ctx;
    const row = one<
      StudentCodeRow & {
        email: string;
        spid_id: number;
        given_name: string;
        family_name: string;
        title_code: string;
        activated: number;
      }
    >(db, "SELECT * FROM student_registrations WHERE email = ?", body.email);
    if (!row) return { result: "EMAIL_DOES_NOT_EXIST" };
    if (row.activated) return { result: "USER_IS_ACTIVE" };
    // Another identity user's registration (or no session): no try is counted against its code.
    if (!session || session.spidId !== row.spid_id) return { result: "NO_SPID_FOUND" };
    const where: CodeRow = { table: "student_registrations", key: "email", id: row.email };
    // A wrong, expired or worn-out code: the lookup of this e-mail and code finds nothing.
    if (checkStudentCode(db, where, row, body.code, ctx.now) !== "right")
      return { result: "AMPS_RETURNED_NULL" };
    if (runningSubscription(db, session.spidId, row.title_code)) return { result: "USER_HAS_ACTIVE_SUB" };
    const user = findUser(db, session.spidId);
    if (!user) return { result: "NO_SPID_FOUND" };
    transaction(db, () => {
      const account = accountOf(db, session.spidId) ?? createAccountFor(db, user, row.title_code);
      run(
        db,
        "UPDATE accounts SET given_name = ?, family_name = ? WHERE aria_account_no = ?",
        row.given_name,
        row.family_name,
        account.aria_account_no,
      );
      putSubscription(db, account.aria_account_no, row.title_code, studentSubscription(ctx.today));
      run(db, "UPDATE student_registrations SET activated = 1 WHERE email = ?", row.email);
    });
    return { result: "ok" };
  },
} satisfies Partial<Handlers>;
