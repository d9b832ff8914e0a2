// The platform's /api/ as the dev backend plays it: one generic handler driven by the contract
// (app/api/contract.ts) — CSRF, session, request validation, idempotency, response validation,
// faults — around one small function per endpoint, kept by resource in each folder's handlers.ts
// (docs/dev-backend.md).
import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { z } from "zod";
import { api, type EndpointName } from "#app/api/contract.ts";
import { CSRF_COOKIE, CSRF_HEADER } from "#app/api/contract/shared.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { randomToken, safeEqual, type BackendDeps } from "./deps.ts";
import { one, run, transaction, type Database } from "./sqlite.ts";
import { applyFault, FAULT_HEADER, parseFault, withoutField } from "./faults.ts";
import {
  accessTo,
  ApiError,
  CookieJar,
  Failure,
  INVALID_REQUEST,
  NOT_SIGNED_IN,
  NOT_YOUR_ACCOUNT,
  notGranted,
  SESSION_COOKIE,
  SESSION_MS,
  type Handler,
  type HandlerContext,
  type Handlers,
  type Session,
} from "./handler.ts";
import { fileNameOf } from "./named-file.ts";
import type { AccountRow } from "./rows.ts";
import { accountNoIn } from "#scripts/dev-backend/fullmakt/acts.ts";
import { stateOf, type GrantRow } from "#scripts/dev-backend/fullmakt/grants.ts";
import { notText } from "./platform-rules.ts";
import {
  fieldsNotText,
  MAX_BODY_BYTES,
  NOT_TEXT_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNKNOWN_FIELD_MESSAGE,
  unknownFields,
} from "./request-limits.ts";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** How long a key is kept: a day, well past the 30 minutes a draft and its key are kept (ADR 024). */
export const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60 * 1000;

const CSRF_MESSAGE = "Mangler eller feil CSRF-token";
const KEY_MISSING = `Mangler ${IDEMPOTENCY_HEADER}: et kall som oppretter noe må ha en nøkkel laget da handlingen ble valgt`;

/** What the router runs: every endpoint's handler, and what comes due before each request. */
export interface ApiResources {
  handlers: Handlers;
  /** Runs first in each request's transaction: what the platform does on its own as time passes. */
  catchUp: (db: Database, now: number, today: string, deps: BackendDeps) => void;
  /**
   * Before a request that may change something; the function it answers runs once the request has
   * done it, in the same transaction (the receipt for the change, history/receipts.ts).
   */
  beforeChange?: (ctx: HandlerContext<EndpointName>) => (() => void) | undefined;
}

// ─── Errors and sessions ────────────────────────────────────────────────────────────────────────

const errorBody = (error: ApiError) => ({
  error: {
    status: error.status,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error.code ? { code: error.code } : {}),
  },
});

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
/** Calls authenticated by a signed token instead of a session, which no page of ours starts: no CSRF. */
const TOKEN_AUTHENTICATED = new Set(["unsubscribe"]);

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function handle(deps: BackendDeps, resources: ApiResources, c: Context): Promise<Response> {
  const { db } = deps;
  const method = c.req.method.toUpperCase();
  const apiPath = new URL(c.req.url).pathname.replace(/^\/api\/?/, "");
  const fail = (error: ApiError) => c.json(errorBody(error), error.status as 400);

  // The CSRF cookie: handed out on any /api/ answer to a browser that has none.
  const csrfCookie = getCookie(c, CSRF_COOKIE);
  if (!csrfCookie) setCookie(c, CSRF_COOKIE, randomToken(), { path: "/", sameSite: "Strict" });

  // 1. CSRF before anything else.
  if (STATE_CHANGING.has(method) && !TOKEN_AUTHENTICATED.has(apiPath)) {
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
    // Too large is refused before it is read, when the browser says how large.
    if (Number(c.req.header("Content-Length") ?? 0) > MAX_BODY_BYTES)
      return fail(new ApiError(413, TOO_LARGE_MESSAGE));
    bodyText = await c.req.text();
    if (Buffer.byteLength(bodyText) > MAX_BODY_BYTES) return fail(new ApiError(413, TOO_LARGE_MESSAGE));
    if (bodyText.trim() !== "") {
      try {
        rawBody = JSON.parse(bodyText);
      } catch {
        return fail(new ApiError(400, INVALID_REQUEST, { body: ["Ikke gyldig JSON"] }));
      }
    }
  }
  const unknown = unknownFields(endpoint.body, rawBody);
  if (unknown.length > 0)
    return fail(
      new ApiError(
        400,
        INVALID_REQUEST,
        Object.fromEntries(unknown.map((f) => [f, [UNKNOWN_FIELD_MESSAGE]])),
      ),
    );
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
  // No text holds control characters or invisible reordering marks (docs/decisions/048); an
  // invitation list is answered per address instead (business/handlers.ts).
  const notTextFields = route.name === "inviteEmployees" ? [] : fieldsNotText(body.data, notText);
  if (notTextFields.length > 0)
    return fail(
      new ApiError(
        400,
        INVALID_REQUEST,
        Object.fromEntries(notTextFields.map((f) => [f, [NOT_TEXT_MESSAGE]])),
      ),
    );

  // 6. Idempotency: a call that creates something must carry a key (docs/decisions/006); the same
  //    key again for the same account and call (method and path) gets the first answer back, also
  //    after a new sign-in: the portal keeps a draft and its key across one (docs/decisions/048).
  //    Without a session the key is scoped by the browser's CSRF cookie, so two anonymous visitors
  //    never share a key. A key is kept IDEMPOTENCY_KEPT_MS, longer than any draft.
  const idempotencyKey = STATE_CHANGING.has(method) ? c.req.header(IDEMPOTENCY_HEADER) : undefined;
  if (endpoint.creates && !idempotencyKey) return fail(new ApiError(428, KEY_MISSING));
  const scope = session ? `account:${session.spidId}` : `anonymous:${csrfCookie ?? ""}`;
  const idem = idempotencyKey ? { scope, path: apiPath, key: idempotencyKey, hash: sha256(bodyText) } : null;
  const replayRefusal = (who: Session): ApiError | undefined => {
    const today = osloToday(new Date(deps.now()));
    const accountNo = accountNoIn(params.data, body.data);
    const account =
      accountNo === undefined
        ? undefined
        : one<AccountRow>(db, "SELECT * FROM accounts WHERE aria_account_no = ?", accountNo);
    if (account && account.spid_id !== who.spidId) {
      const check = { endpoint: route.name, db, session: who, params: params.data, body: body.data, today };
      const access = accessTo(check as unknown as HandlerContext<EndpointName>, account);
      if (access === "not-granted") return notGranted();
      if (access === "none") return new ApiError(403, NOT_YOUR_ACCOUNT);
    }
    // Acting for someone names the grant rather than the account: it must still be this helper's.
    const grantId = (body.data as { grantId?: unknown } | undefined)?.grantId;
    if (route.name === "setActing" && typeof grantId === "string") {
      const grant = one<GrantRow>(db, "SELECT * FROM fullmakt_grants WHERE id = ?", grantId);
      if (!grant || grant.helper_spid_id !== who.spidId || stateOf(grant, today) !== "active")
        return new ApiError(409, "Fullmakten gjelder ikke", { reason: ["notActive"] });
    }
    return undefined;
  };
  if (idem) {
    run(db, "DELETE FROM idempotency_keys WHERE created_at < ?", deps.now() - IDEMPOTENCY_KEPT_MS);
    const stored = one<{ request_hash: string; status: number; body: string }>(
      db,
      "SELECT * FROM idempotency_keys WHERE scope = ? AND method = ? AND path = ? AND key = ?",
      idem.scope,
      method,
      idem.path,
      idem.key,
    );
    if (stored) {
      if (stored.request_hash !== idem.hash)
        return fail(new ApiError(422, `${IDEMPOTENCY_HEADER} er allerede brukt for en annen forespørsel`));
      // A replay answers only someone the call itself would answer now: a helper whose grant has
      // ended since gets the endpoint's own refusal, never the subscriber's details again (ADR 054).
      const refusal = session ? replayRefusal(session) : undefined;
      if (refusal) return fail(refusal);
      c.header("Idempotency-Replayed", "true");
      c.header("Content-Type", "application/json; charset=UTF-8");
      return c.body(stored.body, stored.status as 200);
    }
  }
  const remember = (status: number, answer: unknown) => {
    if (!idem) return;
    run(
      db,
      `INSERT INTO idempotency_keys (scope, method, path, key, request_hash, status, body, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      idem.scope,
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
    endpoint: route.name,
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
  const handler = resources.handlers[route.name] as Handler<EndpointName>;
  try {
    const outcome = transaction(db, () => {
      resources.catchUp(db, now, ctx.today, deps);
      const afterChange = STATE_CHANGING.has(method) ? resources.beforeChange?.(ctx) : undefined;
      const result = handler(ctx);
      // A file is written from what was read here, once the transaction is over (it only reads).
      if (result instanceof Promise) {
        if (!endpoint.produces) throw new Error(`${route.name} answered a promise but produces no file`);
        return { file: result };
      }
      if (result instanceof Failure) {
        // A pause (429) is no answer to keep: the same key tries again once it is over.
        if (result.error.status !== 429) remember(result.error.status, errorBody(result.error));
        return result;
      }
      const checked = endpoint.response.safeParse(result);
      if (!checked.success) throw new ContractViolation(route.name, checked.error);
      afterChange?.();
      const answer = { data: checked.data };
      remember(200, answer);
      return answer;
    });
    if (outcome instanceof Failure) {
      for (const [name, value] of Object.entries(outcome.headers)) c.header(name, value);
      return fail(outcome.error);
    }
    cookies.applyTo(c);
    if ("file" in outcome) {
      // A file (a document's PDF), downloaded by a plain link: the bytes themselves.
      const bytes = await outcome.file;
      const checked = endpoint.response.safeParse(bytes);
      if (!checked.success) throw new ContractViolation(route.name, checked.error);
      const fileName =
        fileNameOf(checked.data as Uint8Array) ?? endpoint.fileName?.(rawParams) ?? "dokument.pdf";
      c.header("Content-Type", endpoint.produces);
      c.header("Content-Disposition", `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
    }
    // An "omit" fault: the answer as made and recorded, less one field (docs/dev-backend.md).
    return c.json(fault?.kind === "omit" ? withoutField(outcome, fault.field) : outcome, 200);
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
  constructor(name: string, error: z.core.$ZodError) {
    super(`Answer of ${name} does not match the contract`);
    this.issues = error.issues;
  }
}

/** The /api/ router; mount it at /api. */
export function createApiRouter(deps: BackendDeps, resources: ApiResources): Hono {
  const router = new Hono();
  router.all("*", (c) => handle(deps, resources, c));
  return router;
}
