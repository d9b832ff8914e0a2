// What every resource of the /api/ contract shares: the identifiers, ISO dates, the shape of an
// endpoint, the error answer and CSRF names. The resources are the other files in this folder;
// app/api/contract.ts lists their endpoints as one registry.
import { z } from "zod/mini";
import { characterCount } from "#app/domain/text.ts";

export const titleCode = z.string().check(z.regex(/^[A-Z][A-Z0-9]{1,5}$/, "Ugyldig tittelkode"));
export const ariaAccountNo = z.string().check(z.regex(/^\d{6,12}$/, "Ugyldig kundenummer"));
/** The account on a title, as a path names it (app/api/title-account.ts): the number and the title. */
export const titleAccountParams = z.object({ accountNo: ariaAccountNo, titleCode });
/** The same account as a body or a query names it. */
export const titleAccountBody = z.object({ ariaAccountNo, titleCode });
/** The identity provider's numeric user id (SPEC §3: the provider's name followed by Id). */
export const spidId = z.int().check(z.positive());
/**
 * A calendar date as the platform sends it ("2026-11-22"), checked at the boundary. It stays an ISO
 * string: an Oslo calendar day has no time of day, and a JS Date would add a time zone to it
 * (docs/decisions/009).
 */
export const isoDate = z.iso.date();

/**
 * Text a reader typed, at most `max` characters as a reader counts them (grapheme clusters, as the
 * portal's counter and rules count: app/domain/text.ts, ADR 048), so "👍🏽" is one, not four. The
 * length in code units is bounded too, at 16 a character, so no request is unbounded.
 * Surrounding spaces do not count.
 */
export const readerText = (max: number) =>
  z.string().check(
    z.maxLength(max * 16),
    z.refine((text) => characterCount(text.trim()) <= max, `Kan være på høyst ${max} tegn`),
    z.describe(`At most ${max} characters as a reader counts them (grapheme clusters).`),
  );

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface Endpoint<
  P extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: Method;
  /** Relative to /api/, with {param} placeholders. */
  path: string;
  summary: string;
  /** Path parameters. */
  params: P;
  /** JSON body (POST, PUT, DELETE); z.undefined() for none. */
  body: B;
  /** What `data` holds in a 2xx answer. */
  response: R;
  /** Needs the session cookie (else 401). */
  session: boolean;
  /**
   * Creates something (an order, a payment, a complaint…): the call must carry an `Idempotency-Key`
   * made when the intent was formed (else 428), so a double click, a reload or a retry acts once
   * (docs/decisions/006). The key is the account's for that call (not the session's), kept at least
   * 24 hours: sent again after a new sign-in, it still acts once (docs/decisions/048).
   */
  creates?: true;
  /**
   * Answers a file instead of `{ data }` JSON (a document's PDF): `response` then describes the
   * bytes, and errors still come in the apiError shape. Reached by a plain link, so the browser
   * downloads it with the session cookie (docs/decisions/029).
   */
  produces?: "application/pdf";
  /** For a file: the name the browser saves it under, from the path parameters. */
  fileName?: (params: Record<string, string>) => string;
  /** Error codes the caller should expect besides 400/401/403/500, with what they mean. */
  errors?: Record<number, string>;
}

export const noParams = z.object({});
export const noBody = z.undefined();

/**
 * One endpoint of the contract: `endpoint("GET title/{titleCode}", "Title data", { response })`.
 * What most share is the default — no path parameters, no body, the session cookie required — so an
 * endpoint says only where it differs.
 */
export function endpoint<
  R extends z.ZodMiniType,
  P extends z.ZodMiniType = typeof noParams,
  B extends z.ZodMiniType = typeof noBody,
>(
  route: `${Method} ${string}`,
  summary: string,
  e: Omit<Endpoint<P, B, R>, "method" | "path" | "summary" | "params" | "body" | "session"> &
    Partial<Pick<Endpoint<P, B, R>, "params" | "body" | "session">>,
): Endpoint<P, B, R> {
  const [method, path] = route.split(" ") as [Method, string];
  return {
    ...e,
    method,
    path,
    summary,
    params: e.params ?? (noParams as unknown as P),
    body: e.body ?? (noBody as unknown as B),
    session: e.session ?? true,
  };
}

export const ok = z.object({ ok: z.literal(true) });
export const empty = z.object({});

/** The API's error answer: a message and, for 400, the failing fields. */
export const apiError = z.object({
  error: z.object({
    status: z.int(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
    /** Where one status has several meanings: which one (for example ALREADY_SUBSCRIBED). */
    code: z.optional(z.string()),
  }),
});

/** CSRF (SPEC §7): the cookie the platform sets and the header every state-changing call repeats. */
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "X-XSRF-TOKEN";

/** Fills {param} placeholders, URI-encoded. */
export function pathFor(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === "")
      throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
