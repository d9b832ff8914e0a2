// Account and session at the dev backend's /api/ (app/api/contract/account.ts): the title, the
// platform account, signing in and out, and connecting an account found by phone or e-mail
// (/koble-bruker: search, SMS code, verify, assign).
import type { EndpointName } from "#app/api/contract.ts";
import { decodeLoginState } from "#app/domain/login-state.ts";
import { normalizeNorwegianPhone } from "#app/domain/validation.ts";
import { findUser, randomToken, safeEqual, type BackendDeps } from "#scripts/dev-backend/core/deps.ts";
import { many, one, run, transaction, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import {
  accountOf,
  ApiError,
  createAccountFor,
  Failure,
  INVALID_REQUEST,
  knownTitle,
  LOGIN_COOKIE,
  NOT_YOUR_ACCOUNT,
  ownAccount,
  SESSION_COOKIE,
  SESSION_MS,
  signedIn,
  type HandlerContext,
  type Handlers,
  type Session,
} from "#scripts/dev-backend/core/handler.ts";
import { checkCode, MAX_ATTEMPTS, sendCode } from "#scripts/dev-backend/core/one-time-code.ts";
import { hasAccess } from "#scripts/dev-backend/core/platform-rules.ts";
import { accountFromRow, type AccountRow, type SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";
import { accountMessages } from "#scripts/dev-backend/core/reader-messages.ts";

const LOGIN_TOKEN_MS = 10 * 60 * 1000;
export const AUTH_CODE_MS = 5 * 60 * 1000;
const SEARCH_CODE_MS = 10 * 60 * 1000;
const MAX_RESENDS = 3;

const NOT_THIS_BROWSER = "Innloggingen ble ikke startet i denne nettleseren";
const INVALID_CODE = "Ugyldig innloggingskode";
const UNKNOWN_SEARCH = "Fant ikke søket";

// ─── Signing in ─────────────────────────────────────────────────────────────────────────────────

function sessionUserFor(db: Database, session: Session) {
  const user = findUser(db, session.spidId)!;
  return {
    spidId: user.spid_id,
    sp_id: session.spId,
    displayName: `${user.given_name} ${user.family_name}`,
    givenName: user.given_name,
    familyName: user.family_name,
    phoneNumber: user.phone_number ?? "",
  };
}

function exchangeCode(ctx: HandlerContext<"handleCode" | "handleLoginToken">) {
  const { db, body, now } = ctx;
  const state = decodeLoginState(body.state);
  const browserToken = ctx.cookie(LOGIN_COOKIE);
  if (!state || !browserToken || !safeEqual(state.loginToken, browserToken))
    throw new ApiError(403, NOT_THIS_BROWSER);
  const token = one<{ created_at: number; used: number }>(
    db,
    "SELECT * FROM login_tokens WHERE token = ?",
    browserToken,
  );
  if (!token || token.used || now - token.created_at > LOGIN_TOKEN_MS)
    throw new ApiError(403, NOT_THIS_BROWSER);

  const code = one<{ spid_id: number; created_at: number; used: number }>(
    db,
    "SELECT * FROM auth_codes WHERE code = ?",
    body.code,
  );
  if (!code || code.used || now - code.created_at > AUTH_CODE_MS || code.spid_id !== body.spidId)
    throw new ApiError(403, INVALID_CODE);

  const session = transaction(db, () => {
    run(db, "UPDATE login_tokens SET used = 1 WHERE token = ?", browserToken);
    run(db, "UPDATE auth_codes SET used = 1 WHERE code = ?", body.code);
    return startSession(db, body.spidId, now);
  });
  ctx.cookies.set(SESSION_COOKIE, session.id, SESSION_COOKIE_OPTIONS);
  ctx.cookies.delete(LOGIN_COOKIE);
  return sessionUserFor(db, session);
}

export const SESSION_COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: "Lax",
  path: "/",
  maxAge: SESSION_MS / 1000,
} as const;

/** The portal's session for an identity user, as the code exchange makes it. */
export function startSession(db: Database, spidId: number, now: number): Session {
  const session: Session = { id: randomToken(), spidId, spId: randomToken(18) };
  run(
    db,
    "INSERT INTO sessions (id, spid_id, sp_id, created_at) VALUES (?, ?, ?, ?)",
    session.id,
    session.spidId,
    session.spId,
    now,
  );
  return session;
}

// ─── Connecting an account (/koble-bruker) ──────────────────────────────────────────────────────

/** "** ** 45 67" */
export const maskPhone = (phone: string) => `** ** ${phone.slice(4, 6)} ${phone.slice(6, 8)}`;

/** The code's SMS to the found account's phone. */
const smsText = (deps: BackendDeps, found: AccountRow) => (code: string) =>
  accountMessages(deps.titles, found).linkAccountCode(code);

interface SearchRow {
  id: string;
  spid_id: number;
  found_account_no: string;
  code: string;
  created_at: number;
  code_sent_at: number;
  resend_count: number;
  attempts: number;
  verified: number;
  used: number;
}

function ownSearch(ctx: HandlerContext<EndpointName>, id: string): SearchRow {
  const session = signedIn(ctx);
  const row = one<SearchRow>(ctx.db, "SELECT * FROM searches WHERE id = ?", id);
  if (!row || row.spid_id !== session.spidId) throw new ApiError(404, UNKNOWN_SEARCH);
  return row;
}

const foundAccount = (db: Database, search: SearchRow) =>
  one<AccountRow>(db, "SELECT * FROM accounts WHERE aria_account_no = ?", search.found_account_no)!;

const foundPhone = (db: Database, search: SearchRow) => foundAccount(db, search).phone_number!;

// ─── The endpoints ──────────────────────────────────────────────────────────────────────────────

export const accountHandlers = {
  getTitle: ({ deps, params }) => {
    const title = knownTitle(deps, params.titleCode);
    return {
      titleCode: title.titleCode,
      titleDomain: title.titleDomain,
      pageUrl: title.pageUrl,
      name: title.name,
      customerCenterPhoneNumber: title.customerCenterPhoneNumber,
      customerCenterEmail: title.customerCenterEmail,
      organizationNumber: title.organizationNumber,
      pulse: title.usesPulse,
    };
  },

  retrieveTitleCode: ({ deps, body }) => {
    const unknown = () => new ApiError(404, `No publication config found for minsideUrl: ${body.minsideUrl}`);
    const host = new URL(body.minsideUrl).hostname.toLowerCase();
    const local = /^([a-z0-9-]+)\.localhost$/.exec(host);
    if (local) {
      const code = local[1]!;
      const title = deps.titles.find((t) => t.titleCode.toLowerCase() === code || t.titleDomain === code);
      if (!title) throw unknown();
      return { titleCode: title.titleCode };
    }
    if (host === "localhost" || host === "127.0.0.1" || host === "[::1]")
      return { titleCode: deps.servedTitleCode ?? "SBX" };
    const minside = /^minside\.(.+)$/.exec(host);
    const title =
      minside && deps.titles.find((t) => new URL(t.pageUrl).hostname.replace(/^www\./, "") === minside[1]);
    if (!title) throw unknown();
    return { titleCode: title.titleCode };
  },

  getAccount: (ctx) => {
    const session = signedIn(ctx);
    if (ctx.params.id !== session.spidId) throw new ApiError(403, NOT_YOUR_ACCOUNT);
    const row = accountOf(ctx.db, session.spidId);
    if (!row) throw new ApiError(404, "Fant ingen konto for denne brukeren");
    return accountFromRow(row);
  },

  createAccount: (ctx) => {
    const session = signedIn(ctx);
    if (ctx.body.spidId !== session.spidId) throw new ApiError(403, NOT_YOUR_ACCOUNT);
    if (accountOf(ctx.db, session.spidId)) throw new ApiError(409, "Brukeren har allerede en konto");
    const title = knownTitle(ctx.deps, ctx.body.firstTitleCode);
    const row = createAccountFor(ctx.db, findUser(ctx.db, session.spidId)!, title.titleCode);
    return { ariaAccountNo: row.aria_account_no };
  },

  modifyAccount: (ctx) => {
    const { body, db } = ctx;
    ownAccount(ctx, body.ariaAccountNo);
    const changes: Array<[string, string]> = [];
    if (body.email !== undefined) changes.push(["email", body.email]);
    if (body.phoneNumber !== undefined) {
      const phone = normalizeNorwegianPhone(body.phoneNumber);
      if (!phone) throw new ApiError(400, INVALID_REQUEST, { phoneNumber: ["Ugyldig telefonnummer"] });
      changes.push(["phone_number", phone]);
    }
    if (body.givenName !== undefined) changes.push(["given_name", body.givenName]);
    if (body.familyName !== undefined) changes.push(["family_name", body.familyName]);
    if (body.birthdate !== undefined) changes.push(["birthdate", body.birthdate]);
    if (changes.length > 0)
      run(
        db,
        `UPDATE accounts SET ${changes.map(([column]) => `${column} = ?`).join(", ")} WHERE aria_account_no = ?`,
        ...changes.map(([, value]) => value),
        body.ariaAccountNo,
      );
    return accountFromRow(ownAccount(ctx, body.ariaAccountNo));
  },

  assignAccount: (ctx) => {
    const { db, deps } = ctx;
    const session = signedIn(ctx);
    const search = ownSearch(ctx, ctx.body.searchId);
    if (search.used) throw new ApiError(409, "Søket er allerede brukt");
    if (!search.verified) throw new ApiError(409, "Koden er ikke bekreftet ennå");
    const from = search.found_account_no;
    const step = (name: string) => deps.hooks.step?.(`assign:${name}`);

    return transaction(db, () => {
      const found = one<AccountRow>(db, "SELECT * FROM accounts WHERE aria_account_no = ?", from)!;
      const mine =
        accountOf(db, session.spidId) ??
        createAccountFor(db, findUser(db, session.spidId)!, found.first_title_code);
      const to = mine.aria_account_no;
      step("account");
      // Where both hold the same title, an ended subscription of mine gives way; an active one blocks.
      const clashes = many<SubscriptionRow>(
        db,
        `SELECT mine.* FROM subscriptions mine JOIN subscriptions theirs
           ON theirs.title_code = mine.title_code AND theirs.aria_account_no = ?
         WHERE mine.aria_account_no = ?`,
        from,
        to,
      );
      if (clashes.some((s) => hasAccess(s.inst_status_code)))
        throw new ApiError(
          409,
          "Du har allerede et aktivt abonnement på samme avis",
          undefined,
          "ALREADY_SUBSCRIBED",
        );
      for (const clash of clashes) run(db, "DELETE FROM subscriptions WHERE id = ?", clash.id);
      run(db, "UPDATE subscriptions SET aria_account_no = ? WHERE aria_account_no = ?", to, from);
      step("move-subscriptions");
      run(db, "UPDATE invoices SET aria_account_no = ? WHERE aria_account_no = ?", to, from);
      step("move-invoices");
      run(db, "UPDATE discounts SET aria_account_no = ? WHERE aria_account_no = ?", to, from);
      run(db, "UPDATE delivery_changes SET aria_account_no = ? WHERE aria_account_no = ?", to, from);
      run(db, "UPDATE history SET aria_account_no = ? WHERE aria_account_no = ?", to, from);
      for (const table of ["payment_methods", "delivery_addresses"]) {
        if (!one(db, `SELECT 1 FROM ${table} WHERE aria_account_no = ?`, to))
          run(db, `UPDATE ${table} SET aria_account_no = ? WHERE aria_account_no = ?`, to, from);
      }
      run(db, "UPDATE searches SET used = 1 WHERE id = ?", search.id);
      step("done");
      return accountFromRow(accountOf(db, session.spidId)!);
    });
  },

  searchAccount: (ctx) => {
    const { db, body, deps } = ctx;
    const session = signedIn(ctx);
    const notFound = new ApiError(404, "Fant ikke noe abonnement");
    let match: string;
    let value: string;
    if ("email" in body) {
      match = "a.email = ? COLLATE NOCASE";
      value = body.email.trim();
    } else {
      const phone = normalizeNorwegianPhone(body.phoneNumber);
      if (!phone) throw notFound;
      match = "a.phone_number = ?";
      value = phone;
    }
    // Unclaimed accounts first: that is what people come here to find.
    const found = one<AccountRow>(
      db,
      `SELECT a.* FROM accounts a
       WHERE ${match} AND (a.spid_id IS NULL OR a.spid_id != ?) AND a.phone_number IS NOT NULL
         AND EXISTS (SELECT 1 FROM subscriptions s WHERE s.aria_account_no = a.aria_account_no)
       ORDER BY a.spid_id IS NULL DESC, a.aria_account_no LIMIT 1`,
      value,
      session.spidId,
    );
    if (!found) throw notFound;
    const searchId = randomToken(16);
    const phone = found.phone_number!;
    sendCode(deps, { channel: "sms", recipient: phone, text: smsText(deps, found) }, (code) =>
      run(
        db,
        `INSERT INTO searches (id, spid_id, found_account_no, code, created_at, code_sent_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        searchId,
        session.spidId,
        found.aria_account_no,
        code,
        ctx.now,
        ctx.now,
      ),
    );
    return { searchId, maskedPhoneNumber: maskPhone(phone) };
  },

  segmentMessage: (ctx) => {
    const { db, deps } = ctx;
    const search = ownSearch(ctx, ctx.params.id);
    if (search.used || search.attempts >= MAX_ATTEMPTS)
      throw new ApiError(410, "Søket er ikke lenger gyldig. Søk på nytt.");
    if (search.resend_count >= MAX_RESENDS)
      throw new ApiError(429, "Du har bedt om for mange koder. Søk på nytt senere.");
    const phone = foundPhone(db, search);
    sendCode(
      deps,
      { channel: "sms", recipient: phone, text: smsText(deps, foundAccount(db, search)) },
      (code) =>
        run(
          db,
          "UPDATE searches SET code = ?, code_sent_at = ?, resend_count = resend_count + 1 WHERE id = ?",
          code,
          ctx.now,
          search.id,
        ),
    );
    return { maskedPhoneNumber: maskPhone(phone) };
  },

  verify: (ctx) => {
    const { db, body } = ctx;
    const search = ownSearch(ctx, body.searchId);
    const dead = "For mange feil forsøk. Søk på nytt.";
    if (search.used) throw new ApiError(410, "Søket er allerede brukt");
    // Tries stop counting once verified, so a verified search is never worn out.
    if (search.verified) return { verified: true };
    const sent = { code: search.code, sentAt: search.code_sent_at, attempts: search.attempts };
    switch (
      checkCode(db, { table: "searches", key: "id", id: search.id }, sent, body.code, ctx.now, SEARCH_CODE_MS)
    ) {
      case "worn-out":
        throw new ApiError(410, dead);
      case "expired":
        throw new ApiError(410, "Koden er utløpt");
      case "wrong":
        return search.attempts + 1 >= MAX_ATTEMPTS ? new Failure(410, dead) : new Failure(422, "Feil kode");
      case "right":
        run(db, "UPDATE searches SET verified = 1 WHERE id = ?", search.id);
        return { verified: true };
    }
  },

  loginToken: (ctx) => {
    const loginToken = randomToken();
    run(ctx.db, "INSERT INTO login_tokens (token, created_at) VALUES (?, ?)", loginToken, ctx.now);
    ctx.cookies.set(LOGIN_COOKIE, loginToken, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: LOGIN_TOKEN_MS / 1000,
    });
    return { loginToken };
  },

  logout: (ctx) => {
    const id = ctx.cookie(SESSION_COOKIE);
    if (id) run(ctx.db, "DELETE FROM sessions WHERE id = ?", id);
    ctx.cookies.delete(SESSION_COOKIE);
    return {};
  },

  handleCode: (ctx) => exchangeCode(ctx),
  handleLoginToken: (ctx) => exchangeCode(ctx),
} satisfies Partial<Handlers>;
