// The one way to call /api/ (SPEC §7): one ky instance, no timeout, JSON, the CSRF cookie repeated
// as a header on every state-changing call, every answer parsed with the contract's zod schema.
// 401 and 406 start sign-in (the auth layer chooses the return location, SPEC §8);
// every other failure becomes an ApiError (./errors.ts) that the resource modules turn into typed
// outcomes, or the route's error boundary explains.
import ky, { isHTTPError, isTimeoutError } from "ky";
import { z } from "zod/mini";
import { ApiError, SignInStarted } from "./errors.ts";
import { NOT_GRANTED, NotGranted } from "./not-granted.ts";
import type { Api, BodyOf, EndpointName, ParamsOf, ResponseOf } from "./contract.ts";
import { coreEndpoints } from "./contract/core.ts";
import { API_ENVELOPE, type ApiEnvelope } from "./envelope.ts";
import { reportCallFailure } from "./failures.ts";
import type { AccountRead } from "./early-reads.ts";
import type { TitleAccount } from "./title-account.ts";
import { apiError, CSRF_COOKIE, CSRF_HEADER, pathFor, type Endpoint } from "./contract/shared.ts";

/**
 * The endpoints this page can call: every signed-in page's (./contract/core.ts), and those a resource
 * module adds when a screen that uses them loads (./gifts.ts), so that their schemas are not on every
 * signed-in page (docs/decisions/078).
 */
const endpoints: Partial<Record<EndpointName, Endpoint>> = { ...coreEndpoints };

/** Adds a group of the contract's endpoints to the client: called by the resource module that uses them. */
export function addEndpoints(group: Partial<Api>) {
  Object.assign(endpoints, group);
}

function endpointOf<N extends EndpointName>(name: N): Api[N] {
  const endpoint = endpoints[name];
  if (!endpoint) throw new Error(`${name} is not in the client: its resource module adds it (addEndpoints)`);
  return endpoint as Api[N];
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

export type { CallFailure } from "./failures.ts";

function reportFailure(error: unknown) {
  if (!(error instanceof ApiError)) return;
  const { method, path } = endpointOf(error.endpoint);
  reportCallFailure({
    endpoint: error.endpoint,
    method,
    route: path,
    status: error.status,
    kind: error.kind,
  });
}

/** app/auth registers how to start sign-in (the api layer does not know the auth layer). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

const http = ky.create({
  prefix: "/api/",
  timeout: false,
  retry: 0,
  credentials: "same-origin",
  headers: { Accept: "application/json" },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        if (request.method !== "GET" && request.method !== "HEAD") {
          const token = readCookie(CSRF_COOKIE);
          if (token) request.headers.set(CSRF_HEADER, token);
        }
      },
    ],
  },
});

export interface CallOptions {
  signal?: AbortSignal;
  /** Made once per intent (an order, a payment): the platform acts on a key only once. */
  idempotencyKey?: string;
  /**
   * What a 401/406 does: "sign-in" (default) starts sign-in and returns to this page;
   * "throw" leaves it to the caller (background checks, the sign-in flow itself).
   */
  unauthorized?: "sign-in" | "throw";
}

type ParamsPart<N extends EndpointName> =
  ParamsOf<N> extends Record<string, never> ? { params?: ParamsOf<N> } : { params: ParamsOf<N> };
type BodyPart<N extends EndpointName> =
  undefined extends BodyOf<N> ? { body?: BodyOf<N> } : { body: BodyOf<N> };
/** What a call of the endpoint sends: its path parameters and its body, each where it has one. */
export type Input<N extends EndpointName> = ParamsPart<N> & BodyPart<N>;

// ── Answers kept for 5 minutes (ADR 022) ───────────────────────────────────────────────────────
// What a screen shows of the account (invoices, payment method, delivery, family, business, the
// withdrawal window) and the catalogue-like answers are kept in memory, so a return to the front
// page within 5 minutes asks the platform nothing. Any state-changing call (before it is sent and
// after it answers), a sign-in or sign-out forgets them all; a page load starts empty. Not kept:
// the session's own calls (app/auth/session.ts keeps the session), and answers that are polled
// (a payment's or an order's status) or single-use (loginToken, family invitations).
export const KEPT_ANSWER_MS = 5 * 60 * 1000;
const KEPT: ReadonlySet<EndpointName> = new Set<EndpointName>([
  "getTitle",
  "complaintCodes",
  "getPlans",
  "getDelivery",
  "getInvoices",
  "getNextPayment",
  "getWithdrawal",
  "getPaymentMethod",
  "getBusiness",
  "getFamily",
  "getDisruption",
]);
interface Kept {
  at: number;
  answer: Promise<unknown>;
  /** Started early for a screen (./early-reads.ts) that has not asked for it yet. */
  early: boolean;
  /** When the answer failed (ms), if it did. */
  failedAt: number | null;
}
const kept = new Map<string, Kept>();
/** How long an early read's failure waits for its screen: it is meant for the screen loading now. */
const EARLY_FAILURE_MS = 10_000;

/** Forgets every kept answer (after a state change, a sign-in or a sign-out). */
export function forgetKeptAnswers() {
  kept.clear();
}

function keep(key: string, answer: Promise<unknown>, early: boolean) {
  const entry: Kept = { at: Date.now(), answer, early, failedAt: null };
  kept.set(key, entry);
  // The caller hears of the failure; here a failed answer is only forgotten, so the next call asks
  // again. An early read's failure waits for the screen it was started for, which hears of it once.
  answer.catch((_failure: unknown) => {
    entry.failedAt = Date.now();
    if (!entry.early && kept.get(key) === entry) kept.delete(key);
  });
}

/** The kept answer for `key`, if it is fresh; an early read is handed to its screen once. */
function keptAnswer(key: string): Promise<unknown> | null {
  const known = kept.get(key);
  if (!known || Date.now() - known.at >= KEPT_ANSWER_MS) return null;
  if (known.failedAt !== null && (!known.early || Date.now() - known.failedAt > EARLY_FAILURE_MS)) {
    kept.delete(key);
    return null;
  }
  if (known.early) {
    known.early = false;
    if (known.failedAt !== null) kept.delete(key);
  }
  return known.answer;
}

/**
 * Starts a kept read that takes only the account number and the title code, so that the screen's
 * own call finds it (./early-reads.ts): in flight, answered, or failed (the screen hears of that
 * failure, once). A 401 here throws instead of starting sign-in beside the session's own call.
 */
export function startKeptRead(name: AccountRead, account: TitleAccount): Promise<unknown> {
  const names = [...endpointOf(name).path.matchAll(/\{(\w+)\}/g)].map(
    (match) => match[1] as keyof typeof account,
  );
  const params = Object.fromEntries(names.map((param) => [param, account[param]]));
  const key = pathFor(endpointOf(name).path, params);
  const known = keptAnswer(key);
  if (known) return known;
  const answer = send(name, { params } as Input<AccountRead>, { unauthorized: "throw" });
  keep(key, answer, true);
  return answer;
}

/**
 * Where a file the contract `produces` (a document's PDF) is reached by a plain link: the browser
 * fetches and saves it itself, with the session cookie (docs/decisions/029).
 */
export function fileHref<N extends EndpointName>(name: N, params: ParamsOf<N>): string {
  return `/api/${pathFor(endpointOf(name).path, params as Record<string, unknown>)}`;
}

/** Calls one endpoint of the contract and answers its parsed `data`. */
export function call<N extends EndpointName>(
  name: N,
  input: Input<N>,
  options: CallOptions = {},
): Promise<ResponseOf<N>> {
  const endpoint = endpointOf(name);
  if (endpoint.method !== "GET") {
    forgetKeptAnswers();
    return send(name, input, options).finally(forgetKeptAnswers);
  }
  if (!KEPT.has(name) || options.signal) return send(name, input, options);
  const key = pathFor(endpoint.path, (input.params ?? {}) as Record<string, unknown>);
  const known = keptAnswer(key);
  if (known) return known as Promise<ResponseOf<N>>;
  const answer = send(name, input, options);
  keep(key, answer, false);
  return answer;
}

/** A file the platform made (a document's PDF), fetched for the page to save. */
export interface FetchedFile {
  blob: Blob;
  /** The name the platform gives it (Content-Disposition), else the one given here. */
  fileName: string;
}

/**
 * Fetches a file the contract `produces` through the one client, so that a failed download is an
 * ApiError the page can explain (a plain link would save the error's JSON as the file). The link's
 * own `fileHref` stays for browsers without scripts.
 */
export async function fetchFile<N extends EndpointName>(
  name: N,
  params: ParamsOf<N>,
  fallbackName: string,
  options: CallOptions = {},
): Promise<FetchedFile> {
  const endpoint = endpointOf(name);
  const path = pathFor(endpoint.path, params as Record<string, unknown>);
  try {
    const response = await http(path, {
      method: endpoint.method,
      headers: { Accept: `${endpoint.produces ?? "application/octet-stream"}, application/json` },
      signal: options.signal,
    });
    const disposition = response.headers.get("Content-Disposition") ?? "";
    const named = /filename="([^"]+)"/.exec(disposition)?.[1];
    return { blob: await response.blob(), fileName: named ?? fallbackName };
  } catch (error) {
    const failure = toApiError(name, error, options);
    reportFailure(failure);
    throw failure;
  }
}

async function send<N extends EndpointName>(
  name: N,
  input: Input<N>,
  options: CallOptions,
): Promise<ResponseOf<N>> {
  const endpoint = endpointOf(name);
  const path = pathFor(endpoint.path, (input.params ?? {}) as Record<string, unknown>);
  const headers: Record<string, string> = {};
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;

  let body: unknown;
  try {
    const response = await http(path, {
      method: endpoint.method,
      json: input.body,
      headers,
      signal: options.signal,
    });
    body = await response.json();
  } catch (error) {
    const failure = toApiError(name, error, options);
    reportFailure(failure);
    throw failure;
  }

  const parsed = answerOf(endpoint.response, body, API_ENVELOPE);
  if (!parsed.success) {
    const failure = new ApiError(
      name,
      "malformed",
      200,
      `Unexpected answer from ${endpoint.method} /api/${path}`,
    );
    reportFailure(failure);
    throw failure;
  }
  return parsed.data as ResponseOf<N>;
}

/**
 * An answer's data checked against the endpoint's schema, found where the build's envelope setting
 * says (./envelope.ts): in `{ "data": … }`, or the body itself. Fields the schema does not know
 * are dropped; a field it marks optional may be missing (docs/decisions/034).
 */
export function answerOf(
  response: z.ZodMiniType,
  body: unknown,
  envelope: ApiEnvelope,
): { success: true; data: unknown } | { success: false } {
  if (envelope === "none") return response.safeParse(body);
  const wrapped = z.object({ data: response }).safeParse(body);
  return wrapped.success ? { success: true, data: wrapped.data.data } : { success: false };
}

function toApiError(name: EndpointName, error: unknown, options: CallOptions): Error {
  if (error instanceof SyntaxError) {
    return new ApiError(name, "malformed", 200, `The answer from ${name} was not JSON`);
  }
  if (isHTTPError(error)) {
    const status = error.response.status;
    if ((status === 401 || status === 406) && options.unauthorized !== "throw" && onUnauthorized) {
      onUnauthorized();
      return new SignInStarted();
    }
    const parsed = apiError.safeParse(error.data);
    const message = parsed.success ? parsed.data.error.message : `${name} answered ${status}`;
    const details = parsed.success ? parsed.data.error : undefined;
    if (status === 403 && details?.code === NOT_GRANTED)
      return new NotGranted(name, "http", status, message, details.fields, details.code);
    return new ApiError(name, "http", status, message, details?.fields, details?.code);
  }
  if (isTimeoutError(error)) return new ApiError(name, "network", 0, `${name} timed out`);
  if (error instanceof Error && error.name === "AbortError") return error;
  return new ApiError(name, "network", 0, error instanceof Error ? error.message : String(error));
}

/** An answer, or one of the platform's refusals the caller expected, by meaning. */
export type Expected<T, K extends string> =
  | { kind: "ok"; data: T }
  // One member per kind, so that a screen that handled one kind is left with the others.
  | (K extends string ? { kind: K; error: ApiError } : never);

/** The platform's reason for a refusal: the first word of its `reason` field, if it gave one. */
export const reasonOf = (error: { fields?: ApiError["fields"] }): string | undefined =>
  error.fields?.reason?.[0];

/**
 * Calls an endpoint like `call`, but the error statuses named in `expected` come back as typed
 * outcomes (`{ kind: "overlap", error }`) instead of being thrown; anything else still throws.
 * The resource modules (app/api/*.ts) use it to give each refusal its meaning once, so no screen
 * looks at a status number (docs/decisions/009).
 */
export async function callExpecting<N extends EndpointName, K extends string>(
  name: N,
  input: Input<N>,
  expected: Partial<Record<number, K>>,
  options: CallOptions = {},
): Promise<Expected<ResponseOf<N>, K>> {
  try {
    return { kind: "ok", data: await call(name, input, options) };
  } catch (error) {
    const kind = error instanceof ApiError && error.kind === "http" ? expected[error.status] : undefined;
    if (kind && error instanceof ApiError) return { kind, error } as Expected<ResponseOf<N>, K>;
    throw error;
  }
}
