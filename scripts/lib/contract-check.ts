// npm run contract:check: does a platform answer the contract's read-only calls as the portal
// reads them? (docs/decisions/032). Walks every GET endpoint of app/api/contract.ts —
// a new one is checked without an edit here — fills its path parameters from what the signed-in
// user's account gives (accountNo, titleCode, the identity id) and from --param, calls it, and
// parses the answer with the very schema the portal parses it with (app/api/client.ts). A call whose
// parameters cannot be filled is skipped with the reason. Pure but for `fetch`, handed in.
import { z } from "zod";
import { api } from "#app/api/contract.ts";
import { apiError, pathFor, type Endpoint } from "#app/api/contract/shared.ts";
import type { ApiEnvelope } from "#app/api/envelope.ts";

export type Values = Record<string, string>;

export type Verdict =
  | { kind: "ok"; status: number; note?: string }
  | { kind: "mismatch"; status: number; differences: string[] }
  | { kind: "http-error"; status: number; message: string }
  | { kind: "skipped"; reason: string };

export interface CallResult {
  name: string;
  /** "GET subscription/{accountNo}/{titleCode}" as the contract writes it. */
  route: string;
  /** The path called, when it was. */
  path?: string;
  verdict: Verdict;
}

/** How many differences a mismatch line shows. */
export const FIRST_DIFFERENCES = 3;

/** The contract's read-only calls, in the contract's order. */
export function readOnlyCalls(endpoints: Record<string, Endpoint> = api): Array<[string, Endpoint]> {
  return Object.entries(endpoints).filter(([, e]) => e.method === "GET");
}

/** The {name} placeholders of a path. */
export const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * Judges one answer: 200 with `{ data }` the response schema accepts; or an error status the
 * contract names for this call (its `errors`, 401 for a call needing the session) with the
 * contract's error body. Anything else is a mismatch (wrong shape) or an HTTP error (a status the
 * contract does not name for it).
 */
export function judge(
  endpoint: Endpoint,
  status: number,
  body: unknown,
  /** Where the data is, as the build that will talk to this platform reads it (app/api/envelope.ts). */
  envelope: ApiEnvelope = "data",
): Verdict {
  if (status === 200) {
    const parsed = z.safeParse(inEnvelope(endpoint.response, envelope), body);
    if (parsed.success) return { kind: "ok", status };
    return { kind: "mismatch", status, differences: describeIssues(parsed.error) };
  }
  const documented =
    endpoint.errors?.[status] ?? (status === 401 && endpoint.session ? "Not signed in" : null);
  const error = apiError.safeParse(body);
  if (documented) {
    if (!error.success)
      return {
        kind: "mismatch",
        status,
        differences: describeIssues(error.error).map((d) => `(error body) ${d}`),
      };
    return { kind: "ok", status, note: `${status}, as the contract allows: ${documented}` };
  }
  const message = error.success
    ? error.data.error.message
    : typeof body === "string"
      ? body.slice(0, 120)
      : "";
  return { kind: "http-error", status, message };
}

/** `data.invoices.0.amount: Invalid input: expected number, received string`, the first few. */
export function describeIssues(error: z.core.$ZodError): string[] {
  return error.issues
    .slice(0, FIRST_DIFFERENCES)
    .map((issue) => `${issue.path.map(String).join(".") || "(answer)"}: ${issue.message}`);
}

export interface CheckOptions {
  /** The platform's /api/ base, ending in /: https://…/api/ */
  base: string;
  /** Values for path parameters by name (accountNo, ariaAccountNo, titleCode, id, and any --param). */
  values: Values;
  /** Headers sent with every call: the session cookie or an Authorization header. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  endpoints?: Record<string, Endpoint>;
  /** "none" for a platform that answers the bare body (MINSIDE_API_ENVELOPE=none builds). */
  envelope?: ApiEnvelope;
}

/** An answer's schema inside the envelope: `{ data: schema }`, or the schema itself. */
const inEnvelope = (schema: z.core.$ZodType, envelope: ApiEnvelope): z.core.$ZodType =>
  envelope === "none" ? schema : z.object({ data: schema });

export async function checkContract(options: CheckOptions): Promise<CallResult[]> {
  const doFetch = options.fetch ?? fetch;
  const results: CallResult[] = [];
  for (const [name, endpoint] of readOnlyCalls(options.endpoints)) {
    const route = `GET ${endpoint.path}`;
    const missing = placeholders(endpoint.path).filter((p) => !options.values[p]);
    if (missing.length > 0) {
      results.push({
        name,
        route,
        verdict: {
          kind: "skipped",
          reason: `no value for ${missing.join(", ")} (give ${missing.map((p) => `--param ${p}=…`).join(" ")})`,
        },
      });
      continue;
    }
    const path = pathFor(endpoint.path, options.values);
    let response: Response;
    try {
      response = await doFetch(new URL(path, options.base), {
        headers: { Accept: "application/json", ...options.headers },
        redirect: "manual",
      });
    } catch (error) {
      const reason = (error as Error).cause ?? error;
      results.push({
        name,
        route,
        path,
        verdict: { kind: "http-error", status: 0, message: String(reason) },
      });
      continue;
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: judged as it is (a 200 is then a mismatch, another status an HTTP error).
    }
    results.push({ name, route, path, verdict: judge(endpoint, response.status, body, options.envelope) });
  }
  return results;
}

/** One line per call, as the command prints it. */
export function formatResult(result: CallResult): string {
  const where = `${result.name} (${result.path ? `GET ${result.path}` : result.route})`;
  const v = result.verdict;
  switch (v.kind) {
    case "ok":
      return `✓ ${where}: matches${v.note ? ` (${v.note})` : ""}`;
    case "mismatch":
      return `✗ ${where}: mismatch (HTTP ${v.status}): ${v.differences.join("; ")}`;
    case "http-error":
      return `✗ ${where}: HTTP ${v.status === 0 ? "unreachable" : `error ${v.status}`}${v.message ? `: ${v.message}` : ""}`;
    case "skipped":
      return `– ${where}: skipped, ${v.reason}`;
  }
}

/** Whether the platform passes: no mismatch and no HTTP error (skips are reported, not failures). */
export const passes = (results: readonly CallResult[]) =>
  results.every((r) => r.verdict.kind === "ok" || r.verdict.kind === "skipped");

// ─── The signed-in user: a session from the dev backend's emulator, and the account's values ────

/** Cookies kept across calls, as a browser keeps them for one origin. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  constructor(header = "") {
    for (const pair of header.split(";")) {
      const at = pair.indexOf("=");
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * Signs a persona in at the dev backend's identity emulator the way the portal does (login token,
 * authorize with login_hint, code exchange), without a browser. Answers the identity id; the jar
 * then holds the session cookie. Only the dev backend has personas: a real platform is given a
 * session with --cookie or --token.
 */
export async function signInPersona(
  base: string,
  persona: string,
  jar: CookieJar,
  doFetch: typeof fetch = fetch,
): Promise<number> {
  const origin = new URL(base).origin;
  const call = async (url: string | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.header) headers.set("Cookie", jar.header);
    const response = await doFetch(url, { ...init, headers, redirect: "manual" });
    jar.take(response);
    return response;
  };
  const token = await call(new URL(api.loginToken.path, base));
  if (token.status !== 200) throw new Error(`GET ${api.loginToken.path} answered ${token.status}`);
  const { loginToken } = ((await token.json()) as { data: { loginToken: string } }).data;
  const { encodeLoginState } = await import("#app/domain/login-state.ts");
  const state = encodeLoginState({ url: "/", loginToken });
  const authorize = new URL("/_identity/oauth/authorize", origin);
  authorize.search = new URLSearchParams({
    client_id: "minside-dev",
    redirect_uri: `${origin}/callback`,
    response_type: "code",
    scope: "openid offline_access",
    state,
    login_hint: persona,
  }).toString();
  const back = await call(authorize);
  const location = back.headers.get("Location");
  if (back.status !== 302 || !location)
    throw new Error(
      `the identity emulator did not sign in "${persona}" (HTTP ${back.status}): an unknown persona?`,
    );
  const callback = new URL(location, origin);
  // The emulator's code names its user: the exchange must name the same identity id.
  const users = await call(new URL("/_dev/personas", origin));
  const spidId = await spidIdOf(users, persona);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const csrf = jar.cookies.get("XSRF-TOKEN");
  if (csrf) headers["X-XSRF-TOKEN"] = csrf;
  const exchange = await call(new URL(api.handleLoginToken.path, base), {
    method: "POST",
    headers,
    body: JSON.stringify({
      code: callback.searchParams.get("code"),
      state: callback.searchParams.get("state"),
      spidId,
    }),
  });
  if (exchange.status !== 200)
    throw new Error(`POST ${api.handleLoginToken.path} answered ${exchange.status}`);
  return ((await exchange.json()) as { data: { spidId: number } }).data.spidId;
}

/** The persona's identity id, from the dev backend's list of personas. */
async function spidIdOf(response: Response, persona: string): Promise<number> {
  const list =
    response.status === 200 ? ((await response.json()) as Array<{ id: string; spidId: number }>) : [];
  const found = list.find((p) => p.id === persona);
  if (!found) throw new Error(`the dev backend has no persona "${persona}" (see /_dev/personas)`);
  return found.spidId;
}

/**
 * What the signed-in user's account gives: `id` (the identity id), `accountNo` and `titleCode` (the
 * account's first title unless one is given), from GET account/{id}, as the portal's session does.
 */
export async function accountValues(
  base: string,
  userId: number,
  headers: Record<string, string>,
  doFetch: typeof fetch = fetch,
  envelope: ApiEnvelope = "data",
): Promise<Values> {
  const response = await doFetch(new URL(pathFor(api.getAccount.path, { id: userId }), base), { headers });
  if (response.status !== 200) return { id: String(userId) };
  const body: unknown = await response.json();
  const parsed = z
    .object({ ariaAccountNo: z.string(), firstTitleCode: z.string() })
    .safeParse(envelope === "none" ? body : (body as { data?: unknown } | null)?.data);
  if (!parsed.success) return { id: String(userId) };
  const accountNo = parsed.data.ariaAccountNo;
  // Both names the contract's paths give the account number (subscription/{accountNo}/…,
  // deliveryHistory/{ariaAccountNo}/…).
  return { id: String(userId), accountNo, ariaAccountNo: accountNo, titleCode: parsed.data.firstTitleCode };
}

/**
 * The title a Min side page serves, from the title it carries (`window.__MINSIDE_TITLE__`), or null
 * when the HTML is no Min side page: the title a check of `npm start`'s server is about.
 */
export function titleServedBy(html: string): string | null {
  return /__MINSIDE_TITLE__=\{"titleCode":"([A-Z][A-Z0-9]{1,5})"/.exec(html)?.[1] ?? null;
}
