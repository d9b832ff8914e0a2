// The one way to send a form (ADR 026, STYLE.md §19). An intent is declared once: its name, its
// schema (the same one conform checks in the browser), whether it carries an idempotency key, and
// what it runs. A route's clientAction is one line, `sendIntent(args, complaint)` or, with several
// intents, `sendIntent(args, search, verify, resend)`: the kit picks the intent by its name, parses
// with conform + zod, makes the key, runs it, and answers in one shape — a `Reply` with conform's
// result and an HTTP-like status. What it expects to fail, it catches by name:
// - an `ApiError` (the platform refused, answered nonsense or could not be reached): status 503,
//   the form stays as typed and says so with the customer centre's contact. React
//   Router does not load the page's data again after an action that answered 4xx/5xx, so the form
//   stays even when every other call fails too.
// - `SignInStarted` (a 401/406, SPEC §8): what was typed is kept for after signing in (ADR 024).
// Anything else — a programming error, or a `RefusedAnswer` (an answer the app will not act on, such
// as a payment URL off the provider list) — reaches the route's error boundary.
import { parse, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ClientActionFunctionArgs, type ShouldRevalidateFunction } from "react-router";
import type { z } from "zod/mini";
import { ApiError, RefusedAnswer, SignInStarted } from "#app/api/errors.ts";
import { signedInUserId } from "#app/auth/session-status.ts";
import { personChangeContext, type PersonChange } from "#app/auth/page-person.ts";
import { noteSendEnd } from "./answer-focus.ts";
import { forgetDraft, keepDraft } from "./draft.ts";
import "./messages.ts";

/** The one name of the form field and URL parameter that hold a screen's idempotency key. */
export const KEY_FIELD = "nokkel";
/** The form field that names the intent on a screen that has several. */
export const INTENT_FIELD = "intent";

// ─── Idempotency keys (ADR 006) ─────────────────────────────────────────────────────────────────
// A screen's key is made when the intent is formed and kept in its URL (?nokkel=…), so a reload or
// a retry sends the same one. Each intent's key adds its name and a digest of what it sends, so a
// double click or a retry of the same intent sends the same key, and another intent (other text,
// another address) another one.

/**
 * The key the route's middleware put in the screen's URL (./screen-key.ts, which alone puts it
 * there), for its loader.
 */
export function screenKeyIn(request: Request): string {
  const key = new URL(request.url).searchParams.get(KEY_FIELD);
  if (!key)
    throw new Error(`No screen key in ${new URL(request.url).pathname}: the route needs screenKeyFirst`);
  return key;
}

/** A path with a fresh screen key: the next step of a journey, whose intent starts a new attempt. */
export function withScreenKey(path: string): string {
  const url = new URL(path, "http://x");
  url.searchParams.set(KEY_FIELD, crypto.randomUUID());
  return `${url.pathname}${url.search}${url.hash}`;
}

// A page being left (a reload, closing the tab) aborts its sends: their drafts stay for the page
// that comes next (./draft.ts, reason "reload").
let leaving = false;
if (typeof window !== "undefined") window.addEventListener("pagehide", () => (leaving = true));

/** FNV-1a of a string, as 8 hex digits: what an intent is about, without putting it in a header. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/**
 * A short digest of what a form shows (the list it acts on), sent along as one of its fields so the
 * intent's key changes when what it acts on does.
 */
export const digestOf = (value: unknown) => fnv1a(JSON.stringify(value));

/** The key of one intent on a screen: the screen's key, the intent, and a digest of what it sends. */
export const intentKey = (screenKey: string, intent: string, content: unknown) =>
  `${screenKey}:${intent}:${fnv1a(JSON.stringify(content))}`;

// ─── Outcomes a run answers with ────────────────────────────────────────────────────────────────

/** The intent was carried out (or answered with a meaning the screen shows): `data` says what. */
export interface Answered<Data> {
  readonly outcome: "answered";
  readonly data: Data;
}
/** The platform refused what was sent, field by field (or for the whole form): status 422. */
export interface Refused {
  readonly outcome: "refused";
  readonly fieldErrors: Record<string, string[]>;
  readonly formErrors: string[];
  /** What the platform offers instead at one field (SPEC §5: the next possible day), filled in there. */
  readonly proposal?: Proposal;
}
export interface Proposal {
  readonly name: string;
  readonly value: string;
}
/** A call failed in a way the run could tell without an exception (e.g. a lookup said so). */
export interface Failed {
  readonly outcome: "failed";
}
export type Outcome = Answered<unknown> | Refused | Failed;

export function answered(): Answered<null>;
export function answered<const Data>(data: Data): Answered<Data>;
export function answered(data: unknown = null): Answered<unknown> {
  return { outcome: "answered", data };
}

export function refused(
  fieldErrors: Record<string, string[]>,
  formErrors: string[] = [],
  proposal?: Proposal,
): Refused {
  return { outcome: "refused", fieldErrors, formErrors, ...(proposal ? { proposal } : {}) };
}

export function failed(): Failed {
  return { outcome: "failed" };
}

// ─── The reply every action gives ───────────────────────────────────────────────────────────────

/**
 * What an intent's action answers: conform's result (the values as typed, the errors by field) and
 * an HTTP-like status — 200 answered (with `data`), 400 the form did not pass its schema, 422 the
 * platform refused it, 503 a call failed (try again; the customer centre's contact is shown), 409
 * nothing was sent: the page shows someone the session no longer acts for (auth/page-person.ts).
 */
export type Reply<Name extends string = string, Data = unknown> =
  | { intent: Name; status: 200; result: SubmissionResult<string[]>; data: Data }
  | { intent: Name; status: 400 | 422 | 503; result: SubmissionResult<string[]>; data?: undefined }
  | {
      intent: Name;
      status: 409;
      result: SubmissionResult<string[]>;
      data?: undefined;
      personChanged: PersonChange;
    };

/** Nothing was done: a call failed (503), or the page shows someone the session no longer acts for (409). */
export const sendFailed = (reply: { status: number } | undefined) =>
  reply?.status === 503 || reply?.status === 409;

// ─── Declaring an intent ────────────────────────────────────────────────────────────────────────

/** A reply with its status, as React Router's `data()` carries it. */
type DataWithResponseInit<T> = ReturnType<typeof data<T>>;

type Schema = z.ZodMiniType<Record<string, unknown>>;

/** What a clientAction gets (React Router's arguments, without the server's action: there is none). */
export type ActionArgs = Pick<ClientActionFunctionArgs, "request" | "params" | "context">;

export interface RunArgs<Value> extends ActionArgs {
  /** The parsed form, as the schema gives it. */
  value: Value;
  /** This intent's idempotency key (`keyed` intents; empty otherwise). */
  key: string;
  /** The submitted form, for what a schema does not hold (rarely needed). */
  formData: FormData;
}

export interface Intent<Name extends string, S extends Schema, R> {
  readonly name: Name;
  readonly keyed: boolean;
  /** The schema, or how to make it from the action's arguments (a call whose answer it needs). */
  readonly schema: S | ((args: ActionArgs) => S | Promise<S>);
  readonly run: (args: RunArgs<z.output<S>>) => Promise<R>;
}

type AnyIntent = Intent<string, Schema, Outcome | Response>;

/** Declares an intent once: name, schema, whether it is keyed, and what it runs. */
export function defineIntent<
  const Name extends string,
  S extends Schema,
  R extends Outcome | Response,
>(intent: {
  name: Name;
  keyed?: boolean;
  schema: S | ((args: ActionArgs) => S | Promise<S>);
  run: (args: RunArgs<z.output<S>>) => Promise<R>;
}): Intent<Name, S, R> {
  return { keyed: false, ...intent };
}

/** The data of an intent's answered outcome. */
export type DataOf<I> =
  I extends Intent<string, Schema, infer R> ? (R extends Answered<infer Data> ? Data : never) : never;
/** The schema an intent's form is checked with. */
export type SchemaOf<I> = I extends Intent<string, infer S, unknown> ? S : never;
/** The reply of one of these intents. */
export type ReplyOf<I> = I extends Intent<infer Name, Schema, unknown> ? Reply<Name, DataOf<I>> : never;

/** A reply that shows the form as it was sent, without errors: for a failure before parsing. */
export function keptAsTyped(formData: FormData): SubmissionResult<string[]> {
  return parse<unknown, string[]>(formData, { resolve: () => ({ value: undefined }) }).reply();
}

function reply<Name extends string>(
  intent: Name,
  status: 400 | 422 | 503,
  result: SubmissionResult<string[]>,
): DataWithResponseInit<Reply<Name, never>> {
  return data({ intent, status, result }, { status });
}

/**
 * A route's clientAction: picks the intent the form names (or the only one), parses, keys and runs
 * it, and answers a `Reply`, a redirect, or — for a programming error — throws.
 */
export async function sendIntent<const Intents extends readonly AnyIntent[]>(
  args: ActionArgs,
  ...intents: Intents
): Promise<ReplyOf<Intents[number]> | DataWithResponseInit<ReplyOf<Intents[number]>> | Response> {
  const answer = await answerIntent(args, intents);
  // How it ended, for the shell to put focus on the answer (answer-focus.ts).
  noteSendEnd(answer instanceof Response ? "moved" : "intent" in answer ? answer.status : answer.data.status);
  return answer;
}

async function answerIntent<const Intents extends readonly AnyIntent[]>(
  args: ActionArgs,
  intents: Intents,
): Promise<ReplyOf<Intents[number]> | DataWithResponseInit<ReplyOf<Intents[number]>> | Response> {
  type Answer = ReplyOf<Intents[number]> | DataWithResponseInit<ReplyOf<Intents[number]>> | Response;
  const formData = await args.request.formData();
  const named = formData.get(INTENT_FIELD);
  const intent = intents.length === 1 ? intents[0] : intents.find(({ name }) => name === named);
  if (!intent) throw new Error(`No intent named ${String(named)} on ${new URL(args.request.url).pathname}`);
  // Read now: a refusal of the session signs the user out while the run is under way.
  const user = signedInUserId();
  // The page showed someone the session no longer acts for (another tab, a grant ended): nothing
  // is sent, and the form, as typed, says why.
  const personChanged = args.context.get(personChangeContext);
  if (personChanged) {
    const result = keptAsTyped(formData);
    return data({ intent: intent.name, status: 409, result, personChanged }, { status: 409 }) as Answer;
  }

  let submission: Submission<Record<string, unknown>, string[]> | undefined;
  try {
    const schema = typeof intent.schema === "function" ? await intent.schema(args) : intent.schema;
    submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return reply(intent.name, 400, submission.reply()) as Answer;
    const screenKey = intent.keyed ? keyOf(formData, args.request) : "";
    const key = intent.keyed ? intentKey(screenKey, intent.name, withoutKey(submission.value)) : "";
    // A reload mid-send brings back what was typed, so the same key goes again and acts once;
    // forgotten as soon as the send has an answer.
    if (intent.keyed) keepDraft(args.request, formData, user, Date.now(), "reload");
    const outcome = await intent.run({ ...args, value: submission.value, key, formData });
    if (intent.keyed) forgetDraft();
    if (outcome instanceof Response) return outcome;
    switch (outcome.outcome) {
      case "answered":
        return { intent: intent.name, status: 200, result: submission.reply(), data: outcome.data } as Answer;
      case "refused": {
        const result = submission.reply({ fieldErrors: outcome.fieldErrors, formErrors: outcome.formErrors });
        return reply(
          intent.name,
          422,
          outcome.proposal ? proposing(result, outcome.proposal) : result,
        ) as Answer;
      }
      case "failed":
        return reply(intent.name, 503, submission.reply()) as Answer;
    }
  } catch (error) {
    if (error instanceof SignInStarted) keepDraft(args.request, formData, user);
    else {
      if (intent.keyed && !leaving) forgetDraft();
      if (!(error instanceof ApiError) || error instanceof RefusedAnswer) throw error;
    }
    return reply(intent.name, 503, submission?.reply() ?? keptAsTyped(formData)) as Answer;
  }
}

/** conform's own "update" intent in the reply: the field takes the proposed value, its message stays. */
function proposing(
  result: SubmissionResult<string[]>,
  { name, value }: Proposal,
): SubmissionResult<string[]> {
  return { ...result, intent: { type: "update", payload: { name, value, validated: true } } };
}

function keyOf(formData: FormData, request: Request): string {
  const field = formData.get(KEY_FIELD);
  const key = typeof field === "string" && field ? field : new URL(request.url).searchParams.get(KEY_FIELD);
  // The screen's middleware puts a key in the URL (./screen-key.ts) and the form sends it back.
  if (!key) throw new Error(`A keyed intent was sent without a key from ${new URL(request.url).pathname}`);
  return key;
}

/** What an intent is about, without the screen key itself (a schema may list it as a field). */
function withoutKey(value: Record<string, unknown>): Record<string, unknown> {
  const { [KEY_FIELD]: _key, [INTENT_FIELD]: _intent, ...rest } = value;
  return rest;
}

/**
 * A route's shouldRevalidate for intents that change nothing (a lookup while typing): the page's
 * data is not loaded again after them; after anything else, as React Router decides.
 */
export function skipRevalidationFor(...intents: ReadonlyArray<{ name: string }>): ShouldRevalidateFunction {
  return ({ formData, defaultShouldRevalidate }) => {
    const named = formData?.get(INTENT_FIELD);
    return intents.some(({ name }) => name === named) ? false : defaultShouldRevalidate;
  };
}
