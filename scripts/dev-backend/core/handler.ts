// What an /api/ endpoint's handler gets and may answer (api-router.ts runs it, each resource
// folder's handlers.ts holds them): the request's context, errors in the apiError shape, and the
// checks most endpoints start with — signed in, a known title, one's own account and subscription.
import { randomInt } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { z } from "zod";
import type { Api, EndpointName } from "#app/api/contract.ts";
import { formatNumericDate } from "#app/domain/format.ts";
import type { Title } from "#app/title/title-schema.ts";
import { findUser, type BackendDeps } from "./deps.ts";
import { emailRequired } from "#scripts/dev-backend/messages/deliver.ts";
import { one, run, type Database } from "./sqlite.ts";
import type { AccountRow, SubscriptionRow, UserRow } from "./rows.ts";
import { NOT_GRANTED } from "#app/api/not-granted.ts";
import { helperMay } from "#scripts/dev-backend/fullmakt/grants.ts";
import { hasAccess } from "./platform-rules.ts";

// ─── Sessions and cookies ───────────────────────────────────────────────────────────────────────

export const SESSION_COOKIE = "minside_session";
export const LOGIN_COOKIE = "minside_login";
export const SESSION_MS = 8 * 60 * 60 * 1000;

export interface Session {
  id: string;
  spidId: number;
  spId: string;
}

/** Cookie changes a handler asks for; applied only when its answer is a success. */
export class CookieJar {
  changes: Array<{ name: string; value: string | null; options: CookieOptions }> = [];
  set(name: string, value: string, options: CookieOptions) {
    this.changes.push({ name, value, options });
  }
  delete(name: string) {
    this.changes.push({ name, value: null, options: { path: "/" } });
  }
  applyTo(c: Context) {
    for (const { name, value, options } of this.changes) {
      if (value === null) deleteCookie(c, name, options);
      else setCookie(c, name, value, options);
    }
  }
}

// ─── Errors ─────────────────────────────────────────────────────────────────────────────────────

/** An error answer in the apiError shape. Thrown: the request's writes are rolled back. */
export class ApiError extends Error {
  status: number;
  fields: Record<string, string[]> | undefined;
  /** Where one status has several meanings, which one (the contract's apiError code). */
  code: string | undefined;
  constructor(status: number, message: string, fields?: Record<string, string[]>, code?: string) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.code = code;
  }
}

/** An error answer returned (not thrown) by a handler: its writes (counted attempts) are kept. */
export class Failure {
  error: ApiError;
  /** Headers the answer carries besides (Retry-After on a 429). */
  headers: Record<string, string>;
  constructor(
    status: number,
    message: string,
    fields?: Record<string, string[]>,
    headers: Record<string, string> = {},
  ) {
    this.error = new ApiError(status, message, fields);
    this.headers = headers;
  }
}

export const INVALID_REQUEST = "Ugyldig forespørsel";
export const NOT_SIGNED_IN = "Ikke innlogget";
export const NOT_YOUR_ACCOUNT = "Du har ikke tilgang til denne kontoen";
export const NOT_GRANTED_MESSAGE = "Fullmakten gir ikke tilgang til dette";
export const NOT_RUNNING = "Abonnementet er ikke aktivt";
const NO_SUBSCRIPTION = "Fant ikke abonnementet";

// ─── Handlers ───────────────────────────────────────────────────────────────────────────────────

export interface HandlerContext<N extends EndpointName> {
  /** Which endpoint is answering (what a helper's grant is checked against). */
  endpoint: N;
  deps: BackendDeps;
  db: Database;
  params: z.output<Api[N]["params"]>;
  body: z.output<Api[N]["body"]>;
  /** Present whenever the endpoint has `session: true` (checked before the handler runs). */
  session: Session | null;
  cookie: (name: string) => string | undefined;
  cookies: CookieJar;
  origin: string;
  now: number;
  today: string;
}

export type Handler<N extends EndpointName> = (
  ctx: HandlerContext<N>,
  // A file (the contract's `produces`) may be written after the transaction that read its facts.
) => z.input<Api[N]["response"]> | Failure | Promise<Uint8Array>;

/** Every endpoint's handler; a resource module's part `satisfies Partial<Handlers>`. */
export type Handlers = { [N in EndpointName]: Handler<N> };

// ─── The checks endpoints start with ────────────────────────────────────────────────────────────

export const signedIn = (ctx: { session: Session | null }): Session => {
  if (!ctx.session) throw new ApiError(401, NOT_SIGNED_IN);
  return ctx.session;
};

export function knownTitle(deps: BackendDeps, titleCode: string): Title {
  const title = deps.titles.find((t) => t.titleCode === titleCode.toUpperCase());
  if (!title) throw new ApiError(404, `No publication config found for titleCode: ${titleCode}`);
  return title;
}

/** The title a request is about, by the contract's name for it (path or body). */
export function titleCodeOf(ctx: { params: unknown; body: unknown }): string | undefined {
  for (const value of [ctx.params, ctx.body]) {
    if (typeof value !== "object" || value === null || !("titleCode" in value)) continue;
    const code = (value as { titleCode: unknown }).titleCode;
    if (typeof code === "string") return code.toUpperCase();
  }
  return undefined;
}

/**
 * Whose an account is to the signed-in user on the request's title: their own, a helper's for what
 * the grant on that title covers (ADR 054), a helper's outside it, or nobody's they may use.
 */
export function accessTo(
  ctx: HandlerContext<EndpointName>,
  account: AccountRow,
  titleCode: string | undefined = titleCodeOf(ctx),
): "own" | "granted" | "not-granted" | "none" {
  const session = signedIn(ctx);
  if (account.spid_id === session.spidId) return "own";
  // A grant is per title: a call that names none is no helper's, though a helper is told so in words.
  if (titleCode === undefined)
    return one(
      ctx.db,
      "SELECT 1 FROM fullmakt_grants WHERE grantor_account_no = ? AND helper_spid_id = ?",
      account.aria_account_no,
      session.spidId,
    )
      ? "not-granted"
      : "none";
  const call = {
    endpoint: ctx.endpoint,
    accountNo: account.aria_account_no,
    titleCode,
    spidId: session.spidId,
    today: ctx.today,
  };
  return helperMay(ctx.db, call);
}

/** A helper's call outside the grant (403 NOT_GRANTED, which the portal words). */
export const notGranted = () => new ApiError(403, NOT_GRANTED_MESSAGE, undefined, NOT_GRANTED);

export function ownAccount(ctx: HandlerContext<EndpointName>, ariaAccountNo: string): AccountRow {
  signedIn(ctx);
  const row = one<AccountRow>(ctx.db, "SELECT * FROM accounts WHERE aria_account_no = ?", ariaAccountNo);
  if (!row) throw new ApiError(403, NOT_YOUR_ACCOUNT);
  // Someone else's account: theirs to use only as a helper, for what the grant covers (ADR 054).
  const access = accessTo(ctx, row);
  if (access === "own" || access === "granted") return row;
  if (access === "not-granted") throw notGranted();
  throw new ApiError(403, NOT_YOUR_ACCOUNT);
}

export const accountOf = (db: Database, spidId: number) =>
  one<AccountRow>(db, "SELECT * FROM accounts WHERE spid_id = ?", spidId);

export const subscriptionOf = (db: Database, ariaAccountNo: string, titleCode: string) =>
  one<SubscriptionRow>(
    db,
    "SELECT * FROM subscriptions WHERE aria_account_no = ? AND title_code = ?",
    ariaAccountNo,
    titleCode,
  );

/**
 * The last day of a gift subscription that still gives access (docs/decisions/077), or null: an
 * order placed during a gift continues it, starting the day after.
 */
export function giftRunsUntil(row: Pick<SubscriptionRow, "gift" | "inst_status_code"> | undefined) {
  if (!row?.gift || !hasAccess(row.inst_status_code)) return null;
  return (JSON.parse(row.gift) as { endDate: string }).endDate;
}

export function requireSubscription(db: Database, ariaAccountNo: string, titleCode: string): SubscriptionRow {
  const row = subscriptionOf(db, ariaAccountNo, titleCode);
  if (!row) throw new ApiError(404, NO_SUBSCRIPTION);
  return row;
}

/** A new account for an identity user, with a fresh 8-digit number and the user's details. */
export function createAccountFor(db: Database, user: UserRow, firstTitleCode: string): AccountRow {
  let ariaAccountNo: string;
  do ariaAccountNo = String(randomInt(10_000_000, 100_000_000));
  while (one(db, "SELECT 1 FROM accounts WHERE aria_account_no = ?", ariaAccountNo));
  run(
    db,
    `INSERT INTO accounts (aria_account_no, spid_id, first_title_code, account_balance, email, phone_number,
       given_name, family_name, birthdate) VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?)`,
    ariaAccountNo,
    user.spid_id,
    firstTitleCode,
    user.email,
    user.phone_number,
    user.given_name,
    user.family_name,
    user.birthdate,
  );
  return one<AccountRow>(db, "SELECT * FROM accounts WHERE aria_account_no = ?", ariaAccountNo)!;
}

// ─── What confirmations by e-mail share ─────────────────────────────────────────────────────────

const emailOf = (db: Database, account: AccountRow) =>
  account.email ?? (account.spid_id === null ? undefined : findUser(db, account.spid_id)?.email);

/**
 * E-mails the account holder a confirmation the reader cannot turn off (`required`: why), when the
 * account or its user has an address.
 */
export function confirmByEmail(
  deps: BackendDeps,
  account: AccountRow,
  about: { title: Pick<Title, "titleCode" | "locale">; required: string },
  text: string,
) {
  const email = emailOf(deps.db, account);
  if (email) emailRequired(deps, { ...about, accountNo: account.aria_account_no }, email, text);
}

/** "2026-11-22" → "22.11.2026", the portal's formatter under the name the messages use. */
export const norwegianDate = (iso: string) => formatNumericDate(iso);
