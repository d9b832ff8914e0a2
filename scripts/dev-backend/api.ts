// The platform's /api/ as the dev backend plays it: one generic handler driven by the contract
// (app/api/contract.ts) — CSRF, session, request validation, idempotency, response validation —
// and one small function per endpoint with the behaviour (docs/dev-backend.md).
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { z } from "zod";
import {
  api,
  CSRF_COOKIE,
  CSRF_HEADER,
  type Api,
  type CampaignCode,
  type DeliveryAddress,
  type DeliveryChange,
  type EndpointName,
  type PaymentMethod,
  type Plan,
  type Subscription,
} from "../../app/api/contract.ts";
import { nextPeriodStart, paidUntil } from "../../app/domain/billing.ts";
import { checkChangeDate, DEFAULT_SCHEDULE } from "../../app/domain/delivery-deadline.ts";
import { decodeLoginState } from "../../app/domain/login.ts";
import { givesAccess, SubscriptionStatus } from "../../app/domain/subscription-status.ts";
import { ageOn, mayBuy, mayHaveYouthPlan } from "../../app/domain/purchase-rules.ts";
import { isPaying, isYouthPlan } from "../../app/domain/subscription-type.ts";
import type { Title } from "../../app/title/title-schema.ts";
import { addDays, osloToday } from "../../tests/fixtures/personas.ts";
import { plansFor } from "./catalog.ts";
import { settleIfDue, type OrderRow, type PaymentRow } from "./payments.ts";
import {
  accountFromRow,
  many,
  one,
  putSubscription,
  run,
  subscriptionFromRow,
  transaction,
  type AccountRow,
  type Database,
  type SubscriptionRow,
  type UserRow,
} from "./db.ts";
import { applyFault, FAULT_HEADER, parseFault, type FaultStore } from "./faults.ts";

// ─── Names the portal and tests rely on ─────────────────────────────────────────────────────────

export const SESSION_COOKIE = "minside_session";
export const LOGIN_COOKIE = "minside_login";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

const SESSION_MS = 8 * 60 * 60 * 1000;
const LOGIN_TOKEN_MS = 10 * 60 * 1000;
export const AUTH_CODE_MS = 5 * 60 * 1000;
const SEARCH_CODE_MS = 10 * 60 * 1000;
const STUDENT_CODE_MS = 30 * 60 * 1000;
const MAX_RESENDS = 3;
const MAX_ATTEMPTS = 5;

// ─── What every part of the dev backend shares ──────────────────────────────────────────────────

export interface TestHooks {
  /** Called between the statements of multi-row writes (e.g. "assign:move-subscriptions"); throw to simulate a crash. */
  step?: (name: string) => void;
}

export interface BackendDeps {
  db: Database;
  titles: readonly Title[];
  /** The one title served at the root (npm start), if any. */
  servedTitleCode: string | undefined;
  faults: FaultStore;
  now: () => number;
  /** No console output for the outbox (unit tests). */
  quiet: boolean;
  hooks: TestHooks;
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");
export const randomDigits = (count: number) => String(randomInt(0, 10 ** count)).padStart(count, "0");

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const originOf = (c: Context) => new URL(c.req.url).origin;

/** Whether `url` is an absolute http(s) URL on `origin`. */
export function isSameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

export const todayOf = (deps: BackendDeps) => osloToday(new Date(deps.now()));

export function findUser(db: Database, spidId: number): UserRow | undefined {
  return one<UserRow>(db, "SELECT * FROM users WHERE spid_id = ?", spidId);
}

/** "Sends" an SMS or e-mail: the outbox table, and the console unless quiet. */
export function sendMessage(deps: BackendDeps, channel: "sms" | "email", recipient: string, text: string) {
  run(
    deps.db,
    "INSERT INTO outbox (channel, recipient, text, created_at) VALUES (?, ?, ?, ?)",
    channel,
    recipient,
    text,
    deps.now(),
  );
  if (!deps.quiet) console.log(`[outbox] ${channel === "sms" ? "SMS" : "E-post"} til ${recipient}: ${text}`);
}

/** sendMessage bound to the backend, for code that only sends (payments.ts). */
export const sender = (deps: BackendDeps) => (channel: "sms" | "email", recipient: string, text: string) =>
  sendMessage(deps, channel, recipient, text);

// ─── Errors ─────────────────────────────────────────────────────────────────────────────────────

/** An error answer in the apiError shape. Thrown: the request's writes are rolled back. */
export class ApiError extends Error {
  status: number;
  fields: Record<string, string[]> | undefined;
  constructor(status: number, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

/** An error answer returned (not thrown) by a handler: its writes (counted attempts) are kept. */
class Failure {
  error: ApiError;
  constructor(status: number, message: string) {
    this.error = new ApiError(status, message);
  }
}

const errorBody = (error: ApiError) => ({
  error: {
    status: error.status,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
  },
});

const INVALID_REQUEST = "Ugyldig forespørsel";
const NOT_SIGNED_IN = "Ikke innlogget";
const CSRF_MESSAGE = "Mangler eller feil CSRF-token";
const NOT_THIS_BROWSER = "Innloggingen ble ikke startet i denne nettleseren";
const INVALID_CODE = "Ugyldig innloggingskode";
const NOT_YOUR_ACCOUNT = "Du har ikke tilgang til denne kontoen";
const NO_SUBSCRIPTION = "Fant ikke abonnementet";
const UNKNOWN_SEARCH = "Fant ikke søket";

/** Field path → messages, from zod issues (a union's branches included). */
function fieldsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (issue: z.core.$ZodIssue, base: PropertyKey[]) => {
    const where = [...base, ...issue.path];
    const key = where.map(String).join(".");
    const list = (fields[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
    if (issue.code === "invalid_union")
      for (const branch of issue.errors) for (const inner of branch) add(inner, where);
  };
  for (const issue of issues) add(issue, []);
  return fields;
}

// ─── Sessions and cookies ───────────────────────────────────────────────────────────────────────

export interface Session {
  id: string;
  spidId: number;
  spId: string;
}

function loadSession(deps: BackendDeps, c: Context): Session | null {
  const id = getCookie(c, SESSION_COOKIE);
  if (!id) return null;
  const row = one<{ id: string; spid_id: number; sp_id: string; created_at: number }>(
    deps.db,
    "SELECT * FROM sessions WHERE id = ?",
    id,
  );
  if (!row || deps.now() - row.created_at > SESSION_MS) return null;
  return { id: row.id, spidId: row.spid_id, spId: row.sp_id };
}

/** Cookie changes a handler asks for; applied only when its answer is a success. */
class CookieJar {
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

// ─── Handlers ───────────────────────────────────────────────────────────────────────────────────

interface HandlerContext<N extends EndpointName> {
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

type Handler<N extends EndpointName> = (ctx: HandlerContext<N>) => z.input<Api[N]["response"]> | Failure;

const signedIn = (ctx: { session: Session | null }): Session => {
  if (!ctx.session) throw new ApiError(401, NOT_SIGNED_IN);
  return ctx.session;
};

function knownTitle(deps: BackendDeps, titleCode: string): Title {
  const title = deps.titles.find((t) => t.titleCode === titleCode.toUpperCase());
  if (!title) throw new ApiError(404, `No publication config found for titleCode: ${titleCode}`);
  return title;
}

function ownAccount(ctx: HandlerContext<EndpointName>, ariaAccountNo: string): AccountRow {
  const session = signedIn(ctx);
  const row = one<AccountRow>(ctx.db, "SELECT * FROM accounts WHERE aria_account_no = ?", ariaAccountNo);
  if (!row || row.spid_id !== session.spidId) throw new ApiError(403, NOT_YOUR_ACCOUNT);
  return row;
}

const accountOf = (db: Database, spidId: number) =>
  one<AccountRow>(db, "SELECT * FROM accounts WHERE spid_id = ?", spidId);

const subscriptionOf = (db: Database, ariaAccountNo: string, titleCode: string) =>
  one<SubscriptionRow>(
    db,
    "SELECT * FROM subscriptions WHERE aria_account_no = ? AND title_code = ?",
    ariaAccountNo,
    titleCode,
  );

function requireSubscription(db: Database, ariaAccountNo: string, titleCode: string): SubscriptionRow {
  const row = subscriptionOf(db, ariaAccountNo, titleCode);
  if (!row) throw new ApiError(404, NO_SUBSCRIPTION);
  return row;
}

/** A new account for an identity user, with a fresh 8-digit number and the user's details. */
function createAccountFor(db: Database, user: UserRow, firstTitleCode: string): AccountRow {
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

/** The last day of the paid period running today: how long a cancelled subscription lasts. */
export function endOfPaidPeriod(
  startDate: string,
  billingPeriod: Subscription["billingPeriod"],
  today: string,
) {
  return paidUntil(startDate, billingPeriod, today);
}

/** 8 digits (spaces and a leading +47 removed), or null. */
export function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/\s+/g, "").replace(/^(\+47|0047)/, "");
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** "** ** 45 67" */
export const maskPhone = (phone: string) => `** ** ${phone.slice(4, 6)} ${phone.slice(6, 8)}`;

const smsText = (code: string) => `Koden din for å koble abonnementet er ${code}. Hilsen kundesenteret.`;

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

const foundPhone = (db: Database, search: SearchRow) =>
  one<AccountRow>(db, "SELECT * FROM accounts WHERE aria_account_no = ?", search.found_account_no)!
    .phone_number!;

function isStudentAddress(db: Database, email: string): boolean {
  const domain = email.split("@")[1]?.toLowerCase() ?? "";
  return many<{ domain: string }>(db, "SELECT domain FROM student_domains").some(
    (d) => domain === d.domain || domain.endsWith(`.${d.domain}`),
  );
}

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

const studentMail = (code: string) =>
  `Koden din for studentabonnementet er ${code}. Den gjelder i 30 minutter. Hilsen kundesenteret.`;

/**
 * Whether the account has paid for the title before (an invoice of the title, or of every title):
 * a returning customer, who gets the winback offer and not the introductory one (quarantine).
 */
function isReturningCustomer(db: Database, ariaAccountNo: string, titleCode: string): boolean {
  return Boolean(
    one(
      db,
      "SELECT 1 FROM invoices WHERE aria_account_no = ? AND (title_code IS NULL OR title_code = ?) AND paid = 1",
      ariaAccountNo,
      titleCode,
    ),
  );
}

/**
 * The campaign of SPEC §9 a buyer gets on the title's default plan, monthly: 1 kr the first month
 * for new customers; 3 months for the price of 1 for returning ones. Null when `plans` lacks it.
 */
function campaignFor(title: Title, plans: Plan[], returning: boolean) {
  const plan = plans.find(
    (p) =>
      p.ariaPlanID === title.defaultPlanCode &&
      (p.billingPeriod === "MONTHLY" || p.billingPeriod === "MONTHLY_PREMIUM"),
  );
  if (!plan) return null;
  const base = { ariaPlanID: plan.ariaPlanID, billingPeriod: plan.billingPeriod };
  return returning
    ? { ...base, code: "WINBACK_3FOR1" as const, firstAmount: plan.price, months: 3 }
    : { ...base, code: "INTRO_1KR" as const, firstAmount: 1, months: 1 };
}

/**
 * The signed-in user's own trip to the provider, or order (404 for anyone else's), read after a
 * slow provider's answer that has come due is recorded.
 */
function ownTrip<T>(
  ctx: HandlerContext<EndpointName>,
  table: "payments" | "orders",
  id: string,
  notFound: string,
): T {
  const session = signedIn(ctx);
  settleIfDue(ctx.db, ctx.today, id, ctx.now, sender(ctx.deps));
  const row = one<T>(
    ctx.db,
    `SELECT ${table}.* FROM ${table} JOIN accounts USING (aria_account_no)
     WHERE ${table}.id = ? AND accounts.spid_id = ?`,
    id,
    session.spidId,
  );
  if (!row) throw new ApiError(404, notFound);
  return row;
}

/** Sends the payer to the stand-in provider (/_dev/payment/{id}), which answers to returnUrl. */
function startPayment(
  ctx: HandlerContext<"updateCard" | "updatePaymentMethod" | "payInvoice" | "createOrder">,
  trip: {
    kind: "INVOICE" | "PAYMENT_METHOD" | "ORDER";
    method: string;
    ariaInvoiceNo?: string;
    amount?: number;
  },
): { paymentId: string; redirectUrl: string } {
  const { body } = ctx;
  if (!isSameOrigin(body.returnUrl, ctx.origin))
    throw new ApiError(400, INVALID_REQUEST, { returnUrl: ["Må være en adresse på samme nettsted"] });
  const id = randomToken(12);
  run(
    ctx.db,
    `INSERT INTO payments (id, kind, aria_account_no, title_code, method, aria_invoice_no, amount, return_url,
       status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?)`,
    id,
    trip.kind,
    body.ariaAccountNo,
    body.titleCode.toUpperCase(),
    trip.method,
    trip.ariaInvoiceNo ?? null,
    trip.amount ?? null,
    body.returnUrl,
    ctx.now,
  );
  return { paymentId: id, redirectUrl: `${ctx.origin}/_dev/payment/${id}` };
}

function startPaymentChange(
  ctx: HandlerContext<"updateCard" | "updatePaymentMethod">,
  method: string,
): { paymentId: string; redirectUrl: string } {
  ownAccount(ctx, ctx.body.ariaAccountNo);
  knownTitle(ctx.deps, ctx.body.titleCode);
  return startPayment(ctx, { kind: "PAYMENT_METHOD", method });
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

  const session: Session = { id: randomToken(), spidId: body.spidId, spId: randomToken(18) };
  transaction(db, () => {
    run(db, "UPDATE login_tokens SET used = 1 WHERE token = ?", browserToken);
    run(db, "UPDATE auth_codes SET used = 1 WHERE code = ?", body.code);
    run(
      db,
      "INSERT INTO sessions (id, spid_id, sp_id, created_at) VALUES (?, ?, ?, ?)",
      session.id,
      session.spidId,
      session.spId,
      now,
    );
  });
  ctx.cookies.set(SESSION_COOKIE, session.id, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    maxAge: SESSION_MS / 1000,
  });
  ctx.cookies.delete(LOGIN_COOKIE);
  return sessionUserFor(db, session);
}

// ─── Plan changes ───────────────────────────────────────────────────────────────────────────────

/**
 * Makes every plan change whose effectiveDate has come the subscription's plan: plan, period,
 * price and features, and a new billing cycle from that date. Runs before every /api/ endpoint.
 */
function applyDuePlanChanges(db: Database, today: string) {
  const due = many<SubscriptionRow>(
    db,
    `SELECT * FROM subscriptions
     WHERE pending_plan IS NOT NULL AND json_extract(pending_change, '$.effectiveDate') <= ?`,
    today,
  );
  for (const row of due) {
    const plan = JSON.parse(row.pending_plan!) as Plan;
    const { effectiveDate } = JSON.parse(row.pending_change!) as NonNullable<Subscription["pendingChange"]>;
    run(
      db,
      `UPDATE subscriptions SET aria_plan_id = ?, plan_name = ?, plan_product_type = ?, billing_period = ?,
         price = ?, features = ?, start_date = ?, pending_change = NULL, pending_plan = NULL WHERE id = ?`,
      plan.ariaPlanID,
      plan.planName,
      plan.planProductType,
      plan.billingPeriod,
      plan.price,
      JSON.stringify(plan.features),
      effectiveDate,
      row.id,
    );
  }
}

const CANCELLED_CANNOT_CHANGE = "Abonnementet er sagt opp. Angre oppsigelsen før du endrer det.";
const NOT_RUNNING = "Abonnementet er ikke aktivt";

// ─── Delivery (paper subscriptions) ─────────────────────────────────────────────────────────────

const NOT_PAPER = "Abonnementet har ikke papiravis";

function requirePaper(row: SubscriptionRow, message = NOT_PAPER) {
  if (row.plan_product_type !== "COMBO") throw new ApiError(409, message);
}

interface DeliveryAddressRow {
  coname: string | null;
  street: string;
  street_number: string;
  floor: string | null;
  flat_number: string | null;
  postal_code: string;
  place: string;
}

interface DeliveryChangeRow {
  id: string;
  aria_account_no: string;
  title_code: string;
  type: DeliveryChange["type"];
  from_date: string;
  to_date: string | null;
  open_end: number;
  address: string | null;
  created_at: number;
  withdrawn_at: number | null;
}

const homeAddressOf = (db: Database, ariaAccountNo: string): DeliveryAddress | null => {
  const row = one<DeliveryAddressRow>(
    db,
    "SELECT * FROM delivery_addresses WHERE aria_account_no = ?",
    ariaAccountNo,
  );
  return row
    ? {
        coname: row.coname,
        street: row.street,
        streetNumber: row.street_number,
        floor: row.floor,
        flatNumber: row.flat_number,
        postalCode: row.postal_code,
        place: row.place,
      }
    : null;
};

/**
 * The account's delivery changes for a title, newest first, with their status as of `today`, and
 * the PERMANENT change that has moved the paper (the latest started one), if any.
 */
function deliveryChangesOf(db: Database, ariaAccountNo: string, titleCode: string, today: string) {
  const rows = many<DeliveryChangeRow>(
    db,
    `SELECT * FROM delivery_changes WHERE aria_account_no = ? AND title_code = ?
     ORDER BY created_at DESC, rowid DESC`,
    ariaAccountNo,
    titleCode,
  );
  const moved = rows
    .filter((r) => r.type === "PERMANENT" && r.withdrawn_at === null && r.from_date <= today)
    .sort((a, b) => (a.from_date === b.from_date ? 0 : a.from_date > b.from_date ? -1 : 1))[0];
  const status = (r: DeliveryChangeRow): DeliveryChange["status"] => {
    if (r.withdrawn_at !== null) return "WITHDRAWN";
    if (today < r.from_date) return "REGISTERED";
    // A move lasts until a later move has started.
    if (r.type === "PERMANENT") return r === moved ? "ACTIVE" : "DONE";
    return r.to_date !== null && today > r.to_date ? "DONE" : "ACTIVE";
  };
  const changes = rows.map((r): DeliveryChange => ({
    id: r.id,
    type: r.type,
    from: r.from_date,
    to: r.to_date,
    openEnd: r.open_end === 1,
    address: r.address ? (JSON.parse(r.address) as DeliveryAddress) : null,
    status: status(r),
    createdAt: new Date(r.created_at).toISOString(),
  }));
  const movedTo = moved?.address ? (JSON.parse(moved.address) as DeliveryAddress) : null;
  return { changes, movedTo };
}

/** The days a change occupies for the overlap rule: a move only its first day, others from–to. */
const spanOf = (c: Pick<DeliveryChange, "type" | "from" | "to">): [string, string] =>
  c.type === "PERMANENT" ? [c.from, c.from] : [c.from, c.to ?? "9999-12-31"];

/** The 400 fields of a delivery change whose type, dates and address do not fit together. */
function deliveryChangeProblems(body: {
  type: DeliveryChange["type"];
  from: string;
  to: string | null;
  openEnd: boolean;
  address: DeliveryAddress | null;
}): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (body.type === "STOP") {
    if (body.address) fields.address = ["En stans skal ikke ha adresse"];
  } else if (!body.address) fields.address = ["Skriv adressen avisen skal leveres til"];
  if (body.type === "PERMANENT") {
    if (body.to !== null) fields.to = ["En fast adresseendring har ingen siste dag"];
    if (body.openEnd) fields.openEnd = ["En fast adresseendring varer uansett til neste endring"];
  } else if (body.to === null && !body.openEnd)
    fields.to = ["Velg siste dag, eller at endringen varer til du gir beskjed"];
  else if (body.to !== null && body.openEnd)
    fields.to = ["Velg enten siste dag eller at endringen varer til du gir beskjed"];
  else if (body.to !== null && body.to < body.from) fields.to = ["Siste dag kan ikke være før første dag"];
  return fields;
}

const holderName = (db: Database, account: AccountRow) => {
  const user = account.spid_id === null ? undefined : findUser(db, account.spid_id);
  const given = account.given_name ?? user?.given_name;
  const family = account.family_name ?? user?.family_name;
  return [given, family].filter(Boolean).join(" ");
};

const emailOf = (db: Database, account: AccountRow) =>
  account.email ?? (account.spid_id === null ? undefined : findUser(db, account.spid_id)?.email);

/** "2026-11-22" → "22.11.2026" */
const norwegianDate = (iso: string) => iso.split("-").reverse().join(".");

// ─── Complaints, invoices, privacy ──────────────────────────────────────────────────────────────

const COMPLAINT_CODES = [
  { code: "MANGLER", description: "Avisen kom ikke" },
  { code: "SEN", description: "Avisen kom for sent" },
  { code: "SKADET", description: "Avisen var våt eller skadet" },
  { code: "FEIL_AVIS", description: "Jeg fikk feil avis" },
  { code: "MANGLER_BILAG", description: "Det manglet bilag eller deler av avisen" },
  { code: "ANNET", description: "Annet" },
] as const;

/** Complaints about papers from the last this many days (today included). */
const COMPLAINT_DAYS = 30;
/** How long the platform takes to answer a privacy request (GDPR: one month). */
const PRIVACY_DAYS = 30;

interface InvoiceRow {
  aria_invoice_no: string;
  kid: string;
  amount: number;
  paid: number;
  description: string;
  period_from: string;
  period_to: string;
  account_number: string;
  due_date: string;
}

/** A unique id: `prefix` and eight digits. */
function newId(db: Database, table: string, prefix: string): string {
  let id: string;
  do id = `${prefix}${randomDigits(8)}`;
  while (one(db, `SELECT 1 FROM ${table} WHERE id = ?`, id));
  return id;
}

/** A subscription that keeps the account from being deleted: running, paid for and not cancelled. */
const blocksDeletion = (row: SubscriptionRow) => {
  const sub = subscriptionFromRow(row);
  return (
    givesAccess(sub.instStatusCode) &&
    isPaying(sub) &&
    sub.instStatusCode !== SubscriptionStatus.PENDING_CANCELLATION &&
    sub.instStatusCode !== SubscriptionStatus.PENDING_TERMINATION
  );
};

const handlers: { [N in EndpointName]: Handler<N> } = {
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

  complaintCodes: () => COMPLAINT_CODES.map((c) => ({ ...c })),

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
    if (body.phoneNumber !== undefined) changes.push(["phone_number", normalisePhone(body.phoneNumber)!]);
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
      if (clashes.some((s) => givesAccess(s.inst_status_code)))
        throw new ApiError(409, "Du har allerede et aktivt abonnement på samme avis");
      for (const clash of clashes) run(db, "DELETE FROM subscriptions WHERE id = ?", clash.id);
      run(db, "UPDATE subscriptions SET aria_account_no = ? WHERE aria_account_no = ?", to, from);
      step("move-subscriptions");
      run(db, "UPDATE invoices SET aria_account_no = ? WHERE aria_account_no = ?", to, from);
      step("move-invoices");
      run(db, "UPDATE discounts SET aria_account_no = ? WHERE aria_account_no = ?", to, from);
      run(db, "UPDATE delivery_changes SET aria_account_no = ? WHERE aria_account_no = ?", to, from);
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
      const phone = normalisePhone(body.phoneNumber);
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
    const search = { id: randomToken(16), code: randomDigits(6) };
    const phone = found.phone_number!;
    transaction(db, () => {
      run(
        db,
        `INSERT INTO searches (id, spid_id, found_account_no, code, created_at, code_sent_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        search.id,
        session.spidId,
        found.aria_account_no,
        search.code,
        ctx.now,
        ctx.now,
      );
      sendMessage(deps, "sms", phone, smsText(search.code));
    });
    return { searchId: search.id, maskedPhoneNumber: maskPhone(phone) };
  },

  segmentMessage: (ctx) => {
    const { db, deps } = ctx;
    const search = ownSearch(ctx, ctx.params.id);
    if (search.used || search.attempts >= MAX_ATTEMPTS)
      throw new ApiError(410, "Søket er ikke lenger gyldig. Søk på nytt.");
    if (search.resend_count >= MAX_RESENDS)
      throw new ApiError(429, "Du har bedt om for mange koder. Søk på nytt senere.");
    const code = randomDigits(6);
    const phone = foundPhone(db, search);
    transaction(db, () => {
      run(
        db,
        "UPDATE searches SET code = ?, code_sent_at = ?, resend_count = resend_count + 1 WHERE id = ?",
        code,
        ctx.now,
        search.id,
      );
      sendMessage(deps, "sms", phone, smsText(code));
    });
    return { maskedPhoneNumber: maskPhone(phone) };
  },

  verify: (ctx) => {
    const { db, body } = ctx;
    const search = ownSearch(ctx, body.searchId);
    const dead = "For mange feil forsøk. Søk på nytt.";
    if (search.used) throw new ApiError(410, "Søket er allerede brukt");
    if (search.attempts >= MAX_ATTEMPTS) throw new ApiError(410, dead);
    if (search.verified) return { verified: true };
    if (ctx.now - search.code_sent_at > SEARCH_CODE_MS) throw new ApiError(410, "Koden er utløpt");
    if (!safeEqual(body.code, search.code)) {
      run(db, "UPDATE searches SET attempts = attempts + 1 WHERE id = ?", search.id);
      return search.attempts + 1 >= MAX_ATTEMPTS ? new Failure(410, dead) : new Failure(422, "Feil kode");
    }
    run(db, "UPDATE searches SET verified = 1 WHERE id = ?", search.id);
    return { verified: true };
  },

  getSubscription: (ctx) => {
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    ownAccount(ctx, ctx.params.accountNo);
    const row = subscriptionOf(ctx.db, ctx.params.accountNo, title.titleCode);
    return row ? subscriptionFromRow(row) : null;
  },

  reactivateSubscription: (ctx) => {
    const { db, body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const row = requireSubscription(db, body.ariaAccountNo, title.titleCode);
    if (row.inst_status_code !== SubscriptionStatus.PENDING_CANCELLATION)
      throw new ApiError(409, "Abonnementet er ikke sagt opp");
    run(
      db,
      "UPDATE subscriptions SET inst_status_code = ?, expires_on = NULL WHERE id = ?",
      SubscriptionStatus.ACTIVE,
      row.id,
    );
    return subscriptionFromRow(subscriptionOf(db, body.ariaAccountNo, title.titleCode)!);
  },

  deleteSubscription: (ctx) => {
    const { db, body, deps } = ctx;
    const title = knownTitle(deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const row = requireSubscription(db, body.ariaAccountNo, title.titleCode);
    if (row.inst_status_code === SubscriptionStatus.PENDING_CANCELLATION)
      throw new ApiError(409, "Abonnementet er allerede sagt opp");
    if (!givesAccess(row.inst_status_code)) throw new ApiError(409, "Abonnementet er ikke aktivt");
    const sub = subscriptionFromRow(row);
    const expiresOn = endOfPaidPeriod(sub.startDate, sub.billingPeriod, ctx.today);
    transaction(db, () => {
      run(
        db,
        `UPDATE subscriptions SET inst_status_code = ?, expires_on = ?, pending_change = NULL, pending_plan = NULL
         WHERE id = ?`,
        SubscriptionStatus.PENDING_CANCELLATION,
        expiresOn,
        row.id,
      );
      deps.hooks.step?.("cancel:subscription");
      run(
        db,
        `INSERT INTO cancellations (aria_account_no, title_code, reason, customer_number, name, product,
           cancel_kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        body.ariaAccountNo,
        title.titleCode,
        body.reason,
        body.customerNumber,
        body.name,
        body.product,
        body.cancelKind,
        ctx.now,
      );
    });
    return subscriptionFromRow(subscriptionOf(db, body.ariaAccountNo, title.titleCode)!);
  },

  updateCard: (ctx) => startPaymentChange(ctx, "SWEDBANK-PPG"),
  updatePaymentMethod: (ctx) => startPaymentChange(ctx, ctx.body.paymentMethod),

  getDiscountDetails: (ctx) => {
    knownTitle(ctx.deps, ctx.body.titleCode);
    const code = validDiscount(ctx.db, ctx.body.discountCode, ctx.today);
    return {
      discountCode: code.code,
      description: code.description,
      percentOff: code.percent_off,
      months: code.months,
    };
  },

  addDiscount: (ctx) => {
    const { db, body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const code = validDiscount(db, body.discountCode, ctx.today);
    requireSubscription(db, body.ariaAccountNo, title.titleCode);
    if (
      one(
        db,
        "SELECT 1 FROM discounts WHERE aria_account_no = ? AND title_code = ?",
        body.ariaAccountNo,
        title.titleCode,
      )
    )
      throw new ApiError(409, "Abonnementet har allerede en rabatt");
    run(
      db,
      "INSERT INTO discounts (aria_account_no, title_code, discount_code, applied_at) VALUES (?, ?, ?, ?)",
      body.ariaAccountNo,
      title.titleCode,
      code.code,
      ctx.now,
    );
    return { ok: true };
  },

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

  getPlans: ({ deps, params }) => plansFor(knownTitle(deps, params.titleCode)),

  changeSubscription: (ctx) => {
    const { db, body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const row = requireSubscription(db, body.ariaAccountNo, title.titleCode);
    if (row.inst_status_code === SubscriptionStatus.PENDING_CANCELLATION)
      throw new ApiError(409, CANCELLED_CANNOT_CHANGE);
    if (!givesAccess(row.inst_status_code)) throw new ApiError(409, NOT_RUNNING);
    const plan = plansFor(title).find(
      (p) => p.ariaPlanID === body.ariaPlanID && p.billingPeriod === body.billingPeriod,
    );
    if (!plan) throw new ApiError(404, "Fant ikke abonnementstypen");
    if (plan.ariaPlanID === row.aria_plan_id && plan.billingPeriod === row.billing_period)
      throw new ApiError(409, "Du har allerede dette abonnementet");
    // Paper to a digital subscriber is a new order with a delivery address, not a plan change.
    if (plan.planProductType === "COMBO" && !homeAddressOf(db, body.ariaAccountNo))
      throw new ApiError(409, "Papiravisen må bestilles med en leveringsadresse");
    const current = subscriptionFromRow(row);
    const effectiveDate = nextPeriodStart(current.startDate, current.billingPeriod, ctx.today);
    run(
      db,
      "UPDATE subscriptions SET pending_change = ?, pending_plan = ? WHERE id = ?",
      JSON.stringify({ ariaPlanID: plan.ariaPlanID, planName: plan.planName, effectiveDate }),
      JSON.stringify(plan),
      row.id,
    );
    return subscriptionFromRow(subscriptionOf(db, body.ariaAccountNo, title.titleCode)!);
  },

  cancelPlanChange: (ctx) => {
    const { db, body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const row = requireSubscription(db, body.ariaAccountNo, title.titleCode);
    if (!row.pending_change) throw new ApiError(409, "Det er ingen endring som venter");
    run(db, "UPDATE subscriptions SET pending_change = NULL, pending_plan = NULL WHERE id = ?", row.id);
    return subscriptionFromRow(subscriptionOf(db, body.ariaAccountNo, title.titleCode)!);
  },

  getDelivery: (ctx) => {
    const { db, params } = ctx;
    const title = knownTitle(ctx.deps, params.titleCode);
    const account = ownAccount(ctx, params.accountNo);
    requirePaper(requireSubscription(db, params.accountNo, title.titleCode));
    const home = homeAddressOf(db, params.accountNo);
    if (!home) throw new ApiError(404, "Fant ingen leveringsadresse");
    const { changes, movedTo } = deliveryChangesOf(db, params.accountNo, title.titleCode, ctx.today);
    const address = movedTo ?? home;
    return {
      name: address.coname ?? holderName(db, account),
      address,
      deliveryDays: [...DEFAULT_SCHEDULE.deliveryDays],
      deadline: DEFAULT_SCHEDULE.deadline,
      changes,
    };
  },

  registerDeliveryChange: (ctx) => {
    const { db, body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const row = requireSubscription(db, body.ariaAccountNo, title.titleCode);
    requirePaper(row);
    if (!givesAccess(row.inst_status_code)) throw new ApiError(409, NOT_RUNNING);
    const problems = deliveryChangeProblems(body);
    if (Object.keys(problems).length > 0) throw new ApiError(400, INVALID_REQUEST, problems);
    // The very rule the portal shows: a delivery day whose deadline (12:00 the day before) has not passed.
    const check = checkChangeDate(body.from, new Date(ctx.now), DEFAULT_SCHEDULE);
    if (!check.ok) {
      const message = `Første dag må være ${check.nextPossible} eller senere`;
      throw new ApiError(422, message, { from: [message], nextPossible: [check.nextPossible] });
    }
    const [start, end] = spanOf(body);
    const clash = deliveryChangesOf(db, body.ariaAccountNo, title.titleCode, ctx.today).changes.find((c) => {
      if (c.status !== "REGISTERED" && c.status !== "ACTIVE") return false;
      const [from, to] = spanOf(c);
      return from <= end && start <= to;
    });
    if (clash)
      throw new ApiError(
        409,
        `Endringen overlapper en annen registrert endring fra ${norwegianDate(clash.from)}` +
          (clash.to ? ` til ${norwegianDate(clash.to)}` : ""),
      );
    const id = randomToken(9);
    run(
      db,
      `INSERT INTO delivery_changes (id, aria_account_no, title_code, type, from_date, to_date, open_end, address,
         created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      body.ariaAccountNo,
      title.titleCode,
      body.type,
      body.from,
      body.to,
      body.openEnd,
      body.address ? JSON.stringify(body.address) : null,
      ctx.now,
    );
    return deliveryChangesOf(db, body.ariaAccountNo, title.titleCode, ctx.today).changes.find(
      (c) => c.id === id,
    )!;
  },

  withdrawDeliveryChange: (ctx) => {
    const { db, body, params } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const find = () =>
      deliveryChangesOf(db, body.ariaAccountNo, title.titleCode, ctx.today).changes.find(
        (c) => c.id === params.id,
      );
    const change = find();
    if (!change) throw new ApiError(404, "Fant ikke endringen");
    if (change.status === "WITHDRAWN") throw new ApiError(409, "Endringen er allerede trukket tilbake");
    if (change.status !== "REGISTERED")
      throw new ApiError(409, "Endringen har startet og kan ikke trekkes tilbake");
    run(db, "UPDATE delivery_changes SET withdrawn_at = ? WHERE id = ?", ctx.now, change.id);
    return find()!;
  },

  endDeliveryChange: (ctx) => {
    const { db, body, params } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const find = () =>
      deliveryChangesOf(db, body.ariaAccountNo, title.titleCode, ctx.today).changes.find(
        (c) => c.id === params.id,
      );
    const change = find();
    if (!change) throw new ApiError(404, "Fant ikke endringen");
    if (
      change.type === "PERMANENT" ||
      !change.openEnd ||
      (change.status !== "REGISTERED" && change.status !== "ACTIVE")
    ) {
      throw new ApiError(409, "Bare en pågående endring uten sluttdato kan avsluttes");
    }
    // The paper can come again on a possible delivery day after the first day of the change.
    const wanted = body.resumeOn > change.from ? body.resumeOn : addDays(change.from, 1);
    const check = checkChangeDate(wanted, new Date(ctx.now), DEFAULT_SCHEDULE);
    if (!check.ok || wanted !== body.resumeOn) {
      const next = check.ok ? wanted : check.nextPossible;
      const message = `Avisen kan komme igjen tidligst ${next}`;
      throw new ApiError(422, message, { resumeOn: [message], nextPossible: [next] });
    }
    run(
      db,
      "UPDATE delivery_changes SET to_date = ?, open_end = 0 WHERE id = ?",
      addDays(body.resumeOn, -1),
      change.id,
    );
    return find()!;
  },

  lookupPostalCode: ({ db, params }) => {
    const row = one<{ postal_code: string; place: string }>(
      db,
      "SELECT * FROM postal_codes WHERE postal_code = ?",
      params.postalCode,
    );
    if (!row) throw new ApiError(404, "Ukjent postnummer");
    return { postalCode: row.postal_code, place: row.place };
  },

  registerComplaint: (ctx) => {
    const { db, body, deps } = ctx;
    const title = knownTitle(deps, body.titleCode);
    const account = ownAccount(ctx, body.ariaAccountNo);
    requirePaper(
      requireSubscription(db, body.ariaAccountNo, title.titleCode),
      "Reklamasjon gjelder bare papiravisen",
    );
    const category = COMPLAINT_CODES.find((c) => c.code === body.category);
    if (!category) throw new ApiError(400, INVALID_REQUEST, { category: ["Ukjent kategori"] });
    const dateProblem =
      body.date > ctx.today
        ? "Datoen kan ikke være fram i tid"
        : body.date < addDays(ctx.today, -COMPLAINT_DAYS)
          ? `Du kan reklamere på aviser fra de siste ${COMPLAINT_DAYS} dagene`
          : null;
    if (dateProblem) throw new ApiError(422, dateProblem, { date: [dateProblem] });
    const complaintId = newId(db, "complaints", "RK");
    run(
      db,
      `INSERT INTO complaints (id, aria_account_no, title_code, date, category, comment, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      complaintId,
      body.ariaAccountNo,
      title.titleCode,
      body.date,
      category.code,
      body.comment,
      ctx.now,
    );
    const email = emailOf(db, account);
    if (email)
      sendMessage(
        deps,
        "email",
        email,
        `Vi har registrert reklamasjonen din på ${title.name} ${norwegianDate(body.date)} ` +
          `(${category.description.toLowerCase()}), saksnummer ${complaintId}. Takk for at du sa fra. ` +
          `Hilsen kundesenteret.`,
      );
    return { complaintId, date: body.date, category: category.code };
  },

  getInvoices: (ctx) => {
    const { db, params } = ctx;
    const title = knownTitle(ctx.deps, params.titleCode);
    ownAccount(ctx, params.accountNo);
    // Invoices stored without a title are the account's for every title.
    return many<InvoiceRow>(
      db,
      `SELECT * FROM invoices WHERE aria_account_no = ? AND (title_code IS NULL OR title_code = ?)
       ORDER BY period_from DESC, due_date DESC, aria_invoice_no DESC`,
      params.accountNo,
      title.titleCode,
    ).map((row) => ({
      ariaInvoiceNo: row.aria_invoice_no,
      kid: row.kid,
      amount: row.amount,
      paid: row.paid === 1,
      description: row.description,
      periodFrom: row.period_from,
      periodTo: row.period_to,
      dueDate: row.due_date,
      accountNumber: row.account_number,
    }));
  },

  getOrderOffer: (ctx) => {
    const session = signedIn(ctx);
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    const account = accountOf(ctx.db, session.spidId);
    const returning = account ? isReturningCustomer(ctx.db, account.aria_account_no, title.titleCode) : false;
    const plans = plansFor(title);
    const card = account
      ? one<{ type: string; card_last4: string | null; card_expiry: string | null }>(
          ctx.db,
          "SELECT * FROM payment_methods WHERE aria_account_no = ?",
          account.aria_account_no,
        )
      : undefined;
    const cardValid =
      card?.type === "SWEDBANK-PPG" &&
      card.card_last4 &&
      card.card_expiry &&
      card.card_expiry >= ctx.today.slice(0, 7);
    return {
      defaultPlanID: title.defaultPlanCode,
      plans,
      returningCustomer: returning,
      campaign: campaignFor(title, plans, returning),
      savedCard: cardValid ? { cardLast4: card.card_last4!, cardExpiry: card.card_expiry! } : null,
    };
  },

  createOrder: (ctx) => {
    const { db, body } = ctx;
    const account = ownAccount(ctx, body.ariaAccountNo);
    const title = knownTitle(ctx.deps, body.titleCode);
    const plan = plansFor(title).find(
      (p) => p.ariaPlanID === body.ariaPlanID && p.billingPeriod === body.billingPeriod,
    );
    if (!plan) throw new ApiError(404, "Fant ikke abonnementstypen");
    const current = subscriptionOf(db, account.aria_account_no, title.titleCode);
    if (current && givesAccess(current.inst_status_code))
      throw new ApiError(409, "Du har allerede et aktivt abonnement på denne avisen");

    // SPEC §5 and §9: 18 to buy; the youth plan only under 34 (and only with a known birthdate).
    const age = account.birthdate ? ageOn(account.birthdate, ctx.today) : null;
    if (age !== null && !mayBuy(age)) throw new ApiError(422, "Du må være 18 år for å kjøpe abonnement");
    if (isYouthPlan(plan.ariaPlanID) && (age === null || !mayHaveYouthPlan(age)))
      throw new ApiError(422, "Ungdomsabonnementet er for deg under 34 år");
    const campaign = body.campaign
      ? campaignFor(title, [plan], isReturningCustomer(db, account.aria_account_no, title.titleCode))
      : null;
    if (body.campaign && (!campaign || campaign.code !== body.campaign))
      throw new ApiError(422, "Du kan ikke få dette tilbudet");
    if (plan.planProductType === "COMBO" && !body.deliveryAddress)
      throw new ApiError(422, INVALID_REQUEST, {
        deliveryAddress: ["Papiravisen må ha en leveringsadresse"],
      });
    if (plan.planProductType !== "COMBO" && body.deliveryAddress)
      throw new ApiError(422, INVALID_REQUEST, {
        deliveryAddress: ["Bare papiravisen har leveringsadresse"],
      });
    const discount = body.discountCode ? validDiscount(db, body.discountCode, ctx.today) : null;
    if (body.useSavedCard) {
      const card = one<{ type: string }>(
        db,
        "SELECT type FROM payment_methods WHERE aria_account_no = ? AND type = 'SWEDBANK-PPG' AND card_expiry >= ?",
        account.aria_account_no,
        ctx.today.slice(0, 7),
      );
      if (body.paymentMethod !== "SWEDBANK-PPG" || !card)
        throw new ApiError(422, "Det finnes ikke noe gyldig lagret kort");
    }
    const firstAmount = campaign?.firstAmount ?? plan.price;
    const trip = startPayment(ctx, { kind: "ORDER", method: body.paymentMethod, amount: firstAmount });
    run(
      db,
      `INSERT INTO orders (id, aria_account_no, title_code, plan, campaign, first_amount, discount_code,
         payment_method, use_saved_card, delivery_address, source, status, start_date, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'AWAITING_PAYMENT', ?, ?)`,
      trip.paymentId,
      account.aria_account_no,
      title.titleCode,
      JSON.stringify(plan),
      campaign?.code ?? null,
      firstAmount,
      discount?.code ?? null,
      body.paymentMethod,
      body.useSavedCard ? 1 : 0,
      body.deliveryAddress ? JSON.stringify(body.deliveryAddress) : null,
      body.source,
      ctx.today,
      ctx.now,
    );
    return { ...trip, orderId: trip.paymentId };
  },

  getOrder: (ctx) => {
    const row = ownTrip<OrderRow>(ctx, "orders", ctx.params.orderId, "Fant ikke bestillingen");
    const plan = JSON.parse(row.plan) as Plan;
    return {
      orderId: row.id,
      status: row.status,
      ariaPlanID: plan.ariaPlanID,
      planName: plan.planName,
      planProductType: plan.planProductType,
      billingPeriod: plan.billingPeriod,
      price: plan.price,
      campaign: row.campaign as CampaignCode | null,
      firstAmount: row.first_amount,
      discountCode: row.discount_code,
      paymentMethod: row.payment_method as "SWEDBANK-PPG" | "VIPPS",
      deliveryAddress: row.delivery_address ? (JSON.parse(row.delivery_address) as DeliveryAddress) : null,
      startDate: row.start_date,
      createdAt: new Date(row.created_at).toISOString(),
      paymentUrl: row.status === "AWAITING_PAYMENT" ? `${ctx.origin}/_dev/payment/${row.id}` : null,
    };
  },

  payInvoice: (ctx) => {
    const { db, body, params } = ctx;
    ownAccount(ctx, body.ariaAccountNo);
    const title = knownTitle(ctx.deps, body.titleCode);
    const invoice = one<InvoiceRow>(
      db,
      `SELECT * FROM invoices WHERE aria_invoice_no = ? AND aria_account_no = ?
       AND (title_code IS NULL OR title_code = ?)`,
      params.ariaInvoiceNo,
      body.ariaAccountNo,
      title.titleCode,
    );
    if (!invoice) throw new ApiError(404, "Fant ingen faktura med dette nummeret på kontoen");
    if (invoice.paid === 1) throw new ApiError(409, "Fakturaen er allerede betalt");
    return startPayment(ctx, {
      kind: "INVOICE",
      method: body.paymentMethod,
      ariaInvoiceNo: invoice.aria_invoice_no,
      amount: invoice.amount,
    });
  },

  getPayment: (ctx) => {
    const row = ownTrip<PaymentRow>(ctx, "payments", ctx.params.paymentId, "Fant ikke betalingen");
    return {
      paymentId: row.id,
      kind: row.kind,
      method: row.method as PaymentMethod["type"],
      status: row.status,
      ariaInvoiceNo: row.aria_invoice_no,
      amount: row.amount,
    };
  },

  getPaymentMethod: (ctx) => {
    ownAccount(ctx, ctx.params.accountNo);
    const row = one<{ type: PaymentMethod["type"]; card_last4: string | null; card_expiry: string | null }>(
      ctx.db,
      "SELECT * FROM payment_methods WHERE aria_account_no = ?",
      ctx.params.accountNo,
    );
    return row ? { type: row.type, cardLast4: row.card_last4, cardExpiry: row.card_expiry } : null;
  },

  requestDataExport: (ctx) => {
    const { db, body, deps } = ctx;
    const account = ownAccount(ctx, body.ariaAccountNo);
    const readyBy = addDays(ctx.today, PRIVACY_DAYS);
    run(
      db,
      "INSERT INTO privacy_requests (aria_account_no, kind, requested_at, ready_by) VALUES (?, 'takeout', ?, ?)",
      body.ariaAccountNo,
      ctx.now,
      readyBy,
    );
    const email = emailOf(db, account);
    if (email)
      sendMessage(
        deps,
        "email",
        email,
        `Vi har mottatt bestillingen av dataene dine. Du får en e-post med lenke til nedlastingen innen ` +
          `${PRIVACY_DAYS} dager, senest ${norwegianDate(readyBy)}. Hilsen kundesenteret.`,
      );
    return { requestedAt: new Date(ctx.now).toISOString(), readyBy };
  },

  requestDeletion: (ctx) => {
    const { db, body, deps } = ctx;
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
      "INSERT INTO privacy_requests (aria_account_no, kind, requested_at, ready_by) VALUES (?, 'delete', ?, ?)",
      body.ariaAccountNo,
      ctx.now,
      addDays(ctx.today, PRIVACY_DAYS),
    );
    run(
      db,
      "UPDATE accounts SET deletion_requested_at = ? WHERE aria_account_no = ?",
      ctx.now,
      body.ariaAccountNo,
    );
    const email = emailOf(db, account);
    if (email)
      sendMessage(
        deps,
        "email",
        email,
        `Vi har mottatt ønsket ditt om å slette kontoen og dataene dine. Det kan ta opptil ${PRIVACY_DAYS} dager ` +
          `før alt er slettet. Betalingshistorikken tar vi vare på i 5 år, fordi bokføringsloven krever det. ` +
          `Hilsen kundesenteret.`,
      );
    return { result: "deleted" };
  },
};

function validDiscount(db: Database, raw: string, today: string) {
  const code = one<{
    code: string;
    description: string;
    percent_off: number;
    months: number;
    valid_until: string | null;
  }>(db, "SELECT * FROM discount_codes WHERE code = ?", raw.trim().toUpperCase());
  if (!code || (code.valid_until !== null && code.valid_until < today))
    throw new ApiError(404, "Ukjent eller utløpt rabattkode");
  return code;
}

// ─── Routing and the generic handler ────────────────────────────────────────────────────────────

interface Route {
  name: EndpointName;
  regex: RegExp;
  keys: string[];
}

/** Literal paths before ones with parameters, so account/assign never reads as account/{id}. */
const routes: Route[] = (Object.keys(api) as EndpointName[])
  .map((name) => {
    const keys: string[] = [];
    const pattern = api[name].path
      .split("/")
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        keys.push(param[1]!);
        return "([^/]+)";
      })
      .join("/");
    return { name, keys, regex: new RegExp(`^${pattern}$`) };
  })
  .sort((a, b) => a.keys.length - b.keys.length);

const STATE_CHANGING = new Set(["POST", "PUT", "DELETE", "PATCH"]);

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function handle(deps: BackendDeps, c: Context): Promise<Response> {
  const { db } = deps;
  const method = c.req.method.toUpperCase();
  const apiPath = new URL(c.req.url).pathname.replace(/^\/api\/?/, "");
  const fail = (error: ApiError) => c.json(errorBody(error), error.status as 400);

  // The CSRF cookie: handed out on any /api/ answer to a browser that has none.
  const csrfCookie = getCookie(c, CSRF_COOKIE);
  if (!csrfCookie) setCookie(c, CSRF_COOKIE, randomToken(), { path: "/", sameSite: "Strict" });

  // 1. CSRF before anything else.
  if (STATE_CHANGING.has(method)) {
    const header = c.req.header(CSRF_HEADER);
    if (!csrfCookie || !header || !safeEqual(header, csrfCookie))
      return fail(new ApiError(403, CSRF_MESSAGE));
  }

  // 2. Faults asked for by header, else by a /_dev/faults rule.
  const faultHeader = c.req.header(FAULT_HEADER);
  const fault = faultHeader !== undefined ? parseFault(faultHeader) : deps.faults.take(apiPath, method);
  if (faultHeader !== undefined && !fault)
    return fail(new ApiError(400, `Ukjent ${FAULT_HEADER}: ${faultHeader}`));
  if (fault) {
    const answer = await applyFault(c, fault);
    if (answer) return answer;
  }

  // 3. Which endpoint.
  const matching = routes.filter((r) => r.regex.test(apiPath));
  const route = matching.find((r) => api[r.name].method === method);
  if (!route) {
    if (matching.length === 0) return fail(new ApiError(404, `Ukjent API-adresse: /api/${apiPath}`));
    c.header("Allow", [...new Set(matching.map((r) => api[r.name].method))].join(", "));
    return fail(new ApiError(405, `Metoden ${method} er ikke tillatt her`));
  }
  const endpoint = api[route.name];

  // 4. Session.
  const session = loadSession(deps, c);
  if (!session && getCookie(c, SESSION_COOKIE)) deleteCookie(c, SESSION_COOKIE, { path: "/" });
  if (endpoint.session && !session) return fail(new ApiError(401, NOT_SIGNED_IN));

  // 5. Path parameters and body against the contract.
  const rawParams: Record<string, string> = {};
  const values = route.regex.exec(apiPath)!.slice(1);
  try {
    route.keys.forEach((key, i) => (rawParams[key] = decodeURIComponent(values[i]!)));
  } catch {
    return fail(new ApiError(400, INVALID_REQUEST, { path: ["Ugyldig koding i adressen"] }));
  }
  let rawBody: unknown = undefined;
  let bodyText = "";
  if (method !== "GET" && method !== "HEAD") {
    bodyText = await c.req.text();
    if (bodyText.trim() !== "") {
      try {
        rawBody = JSON.parse(bodyText);
      } catch {
        return fail(new ApiError(400, INVALID_REQUEST, { body: ["Ikke gyldig JSON"] }));
      }
    }
  }
  const params = endpoint.params.safeParse(rawParams);
  let body = endpoint.body.safeParse(rawBody);
  if (!body.success && rawBody === undefined) {
    // No body at all where an object with nothing required is expected (logout): that is {}.
    const empty = endpoint.body.safeParse({});
    if (empty.success) body = empty;
  }
  if (!params.success || !body.success) {
    const fields = {
      ...(params.success ? {} : fieldsOf(params.error.issues)),
      ...(body.success ? {} : fieldsOf(body.error.issues)),
    };
    return fail(new ApiError(400, INVALID_REQUEST, fields));
  }

  // 6. Idempotency: the same key again (same session and path) gets the first answer back.
  const idempotencyKey = STATE_CHANGING.has(method) ? c.req.header(IDEMPOTENCY_HEADER) : undefined;
  const idem = idempotencyKey
    ? { sessionKey: session?.id ?? "", path: apiPath, key: idempotencyKey, hash: sha256(bodyText) }
    : null;
  if (idem) {
    const stored = one<{ request_hash: string; status: number; body: string }>(
      db,
      "SELECT * FROM idempotency_keys WHERE session_key = ? AND method = ? AND path = ? AND key = ?",
      idem.sessionKey,
      method,
      idem.path,
      idem.key,
    );
    if (stored) {
      if (stored.request_hash !== idem.hash)
        return fail(new ApiError(422, `${IDEMPOTENCY_HEADER} er allerede brukt for en annen forespørsel`));
      c.header("Idempotency-Replayed", "true");
      c.header("Content-Type", "application/json; charset=UTF-8");
      return c.body(stored.body, stored.status as 200);
    }
  }
  const remember = (status: number, answer: unknown) => {
    if (!idem) return;
    run(
      db,
      `INSERT INTO idempotency_keys (session_key, method, path, key, request_hash, status, body, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      idem.sessionKey,
      method,
      idem.path,
      idem.key,
      idem.hash,
      status,
      JSON.stringify(answer),
      deps.now(),
    );
  };

  // 7. The endpoint itself, in one transaction with its idempotency record; the answer is checked
  //    against the contract before the transaction commits.
  const now = deps.now();
  const cookies = new CookieJar();
  const ctx: HandlerContext<EndpointName> = {
    deps,
    db,
    params: params.data as never,
    body: body.data as never,
    session,
    cookie: (name) => getCookie(c, name),
    cookies,
    origin: new URL(c.req.url).origin,
    now,
    today: osloToday(new Date(now)),
  };
  const handler = handlers[route.name] as Handler<EndpointName>;
  try {
    const outcome = transaction(db, () => {
      applyDuePlanChanges(db, ctx.today);
      const result = handler(ctx);
      if (result instanceof Failure) {
        remember(result.error.status, errorBody(result.error));
        return result;
      }
      const checked = endpoint.response.safeParse(result);
      if (!checked.success) throw new ContractViolation(route.name, checked.error);
      const answer = { data: checked.data };
      remember(200, answer);
      return answer;
    });
    if (outcome instanceof Failure) return fail(outcome.error);
    cookies.applyTo(c);
    return c.json(outcome, 200);
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status !== 400) remember(error.status, errorBody(error));
      return fail(error);
    }
    console.error(
      error instanceof ContractViolation
        ? `[dev-backend] ${error.message}`
        : `[dev-backend] ${method} /api/${apiPath} failed:`,
      error instanceof ContractViolation ? error.issues : error,
    );
    return fail(new ApiError(500, "Intern feil i utviklingsbackenden"));
  }
}

/** The backend's own answer broke the contract: a bug here, not in the caller. */
class ContractViolation extends Error {
  issues: unknown;
  constructor(name: string, error: z.ZodError) {
    super(`Answer of ${name} does not match the contract`);
    this.issues = error.issues;
  }
}

/** The /api/ router; mount it at /api. */
export function createApiRouter(deps: BackendDeps): Hono {
  const router = new Hono();
  router.all("*", (c) => handle(deps, c));
  return router;
}
