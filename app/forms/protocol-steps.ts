// What the protocol tests share (protocol.test.ts, forms-every-status.test.ts): the platform's
// answers, stubbed on fetch; the reply as the reader meets it; a form's post with its context.
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import { setUnauthorizedHandler } from "#app/api/client.ts";
import { setSessionStatus } from "#app/auth/session-status.ts";
import { forgetDraft } from "./draft.ts";
import type { ActionArgs } from "./intent.ts";

// ─── Answers the platform gives ─────────────────────────────────────────────────────────────────

/** What the stand-in answers: a status with the platform's error body, nonsense, or nothing at all. */
export type Answer =
  | { status: number; error?: { message?: string; code?: string; fields?: Record<string, string[]> } }
  | "malformed"
  | "offline";

export const errorBody = (status: number, error: Exclude<Answer, string>["error"] = {}) => ({
  error: { status, message: error.message ?? `Svar ${status}`, ...error },
});

/**
 * Every call of the send answers `answer`, but for the reads in `reads` (a schema that needs the
 * platform's figures first), which answer their data.
 */
export function platformAnswers(answer: Answer, reads: Array<[RegExp, unknown]> = []) {
  const fetch = vi.fn(async (input: Request | string) => {
    const url = typeof input === "string" ? input : input.url;
    // A read is named by its URL, or by "METHOD URL" where one path is read and written.
    const method = typeof input === "string" ? "GET" : input.method;
    const read = reads.find(([path]) => path.test(url) || path.test(`${method} ${url}`));
    if (read)
      return new Response(JSON.stringify({ data: read[1] }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    if (answer === "offline") throw new TypeError("Failed to fetch");
    if (answer === "malformed")
      return new Response(JSON.stringify({ data: { nonsense: true } }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    return new Response(JSON.stringify(errorBody(answer.status, answer.error)), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

export interface ReplySeen {
  status: number;
  /** conform's result: the values as typed and the errors by field (none for a redirect). */
  result: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> };
  personChanged?: unknown;
  /** Where a redirect sends the reader. */
  redirect?: string | null;
}

/** The status and conform result of a reply, whether it came bare (200) or with its status. */
export function replyOf(answer: unknown): ReplySeen {
  if (answer instanceof Response)
    return { status: answer.status, result: {}, redirect: answer.headers.get("Location") };
  if (typeof answer === "object" && answer && "init" in answer && "data" in answer)
    return answer.data as ReplySeen;
  return answer as ReplySeen;
}

/** The form's fields as conform keeps them: a name sent twice is a list. */
export function keptValues(fields: Array<[string, string]>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of fields) {
    const before = kept[name];
    kept[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return kept;
}

export const USER = "identity-user-7";
export const unauthorized = vi.fn();

/** Each test signed in as USER, no draft, the platform's answers stubbed anew. */
export function answeringAsThePlatform() {
  beforeEach(() => {
    setSessionStatus("signed-in", USER);
    setUnauthorizedHandler(unauthorized);
    unauthorized.mockClear();
    forgetDraft();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    forgetDraft();
  });
}

export const context = (values: Array<[unknown, unknown]> = []) => {
  const provider = new RouterContextProvider();
  for (const [key, value] of values) provider.set(key as never, value as never);
  return provider;
};

export function post(path: string, fields: Array<[string, string]>, ctx = context()): ActionArgs {
  const request = new Request(`http://sbx.localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return { request, params: {}, context: ctx };
}
