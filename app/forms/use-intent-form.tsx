// The screen's side of the intent kit (./intent.ts): one hook gives a form everything it needs —
// conform's form and fields (validated in the browser with the intent's schema, errors at the field),
// the reply meant for this intent, whether it is being sent, whether its call failed, and the hidden
// fields that name the intent and carry the screen's key. A form that was being sent when the
// session was refused comes back filled in (./draft.ts, ADR 024).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useActionData, useFetcher, useNavigation, useSearchParams } from "react-router";
import type { z } from "zod/mini";
import { signedInUserId, useSessionStatus } from "#app/auth/session-status.ts";
import { forgetDraft, readDraft } from "./draft.ts";
import { setDraftRestoredOn } from "./draft-restored.ts";
import { showRefusalOf, useAnswerFocus } from "./answer-focus.ts";
import { onePressPerDoubleClick } from "./one-press.ts";
import {
  INTENT_FIELD,
  KEY_FIELD,
  keptAsTyped,
  sendFailed,
  type DataOf,
  type Intent,
  type Reply,
  type ReplyOf,
  type SchemaOf,
} from "./intent.ts";

type AnyIntent = Intent<string, z.ZodMiniType<Record<string, unknown>>, unknown>;

/**
 * Whether this intent is being sent now (and, for a list of rows, this row: `match` names fields
 * and the values the row sends); without an intent, whether the page is loading or sending
 * anything (a GET form such as "check again"). The one pending state of the app (STYLE.md §19).
 */
export function usePending(intent?: Pick<AnyIntent, "name">, match: Record<string, string> = {}): boolean {
  const navigation = useNavigation();
  if (!intent) return navigation.state !== "idle";
  const form = navigation.formData;
  if (navigation.state === "idle" || !form) return false;
  const named = form.get(INTENT_FIELD);
  // A form with one intent may be sent without the field (a plain <Form>); several always name it.
  if (named !== null && named !== intent.name) return false;
  return Object.entries(match).every(([field, value]) => form.get(field) === value);
}

/** The action's reply to this intent, if the last one was. */
export function useReply<I extends AnyIntent>(intent: I): ReplyOf<I> | undefined {
  const reply = useActionData() as Reply | undefined;
  return reply?.intent === intent.name ? (reply as ReplyOf<I>) : undefined;
}

/** The draft kept for this page when it is this form's (its intent, and row): read, not yet forgotten. */
function keptFor(intent: string, match: Record<string, string>) {
  const kept = readDraft(window.location.pathname, signedInUserId());
  if (!kept) return undefined;
  const sent = new Map(kept.entries);
  const named = sent.get(INTENT_FIELD);
  if (named !== undefined && named !== intent) return undefined;
  if (Object.entries(match).some(([field, value]) => sent.get(field) !== value)) return undefined;
  // A confirmation has nothing typed (only the kit's own fields, `hidden`): the notice alone says
  // why the subscriber is back here.
  if (kept.entries.every(([name]) => name === INTENT_FIELD || name === KEY_FIELD))
    return { reply: undefined, typed: false, reloaded: kept.reason === "reload" };
  const form = new FormData();
  for (const [name, value] of kept.entries) form.append(name, value);
  return { reply: keptAsTyped(form), typed: true, reloaded: kept.reason === "reload" };
}

/**
 * The action's result when there is one; otherwise, once, the draft kept for this page — taken by
 * the form of the intent (and row) that was being sent. A draft is only for its own user, and on an
 * open page (/betaling) who is signed in is learnt after the page shows: until then the draft is
 * left where it is (read then, it would be dropped as another user's) and taken once that is known.
 */
function useKeptDraft(
  lastResult: SubmissionResult<string[]> | undefined,
  intent: string,
  match: Record<string, string>,
) {
  const status = useSessionStatus();
  const [draft, setDraft] = useState(() =>
    typeof window === "undefined" || status === "unknown" ? undefined : keptFor(intent, match),
  );
  // Known only now: take it while rendering, so it is taken in the same commit as the shell looks
  // for a draft no form took (draft-restored.ts, useUnclaimedDraft), and this form's effect runs first.
  const [asked, setAsked] = useState(status !== "unknown");
  if (!asked && status !== "unknown") {
    setAsked(true);
    setDraft(keptFor(intent, match));
  }
  useEffect(() => {
    if (!draft) return;
    forgetDraft();
    setDraftRestoredOn(window.location.pathname, draft.typed, draft.reloaded);
  }, [draft]);
  return lastResult ?? draft?.reply;
}

/**
 * A reply is a row's when the row's `match` fields are what was sent: a refusal with what was typed
 * goes back to the row that sent it, not to every row of the intent on the page.
 */
function sentBy(result: SubmissionResult<string[]> | undefined, match: Record<string, string> = {}) {
  const sent = result?.initialValue;
  if (!sent || typeof sent !== "object") return result;
  return Object.entries(match).every(([field, value]) => (sent as Record<string, unknown>)[field] === value)
    ? result
    : undefined;
}

/** The hidden fields every intent's form sends: its name and, for a keyed intent, the screen's key. */
function IntentFields({ intent }: { intent: AnyIntent }) {
  const [params] = useSearchParams();
  const key = intent.keyed ? params.get(KEY_FIELD) : null;
  return (
    <>
      <input type="hidden" name={INTENT_FIELD} value={intent.name} />
      {key ? <input type="hidden" name={KEY_FIELD} value={key} /> : null}
    </>
  );
}

export interface IntentFormOptions<Schema extends z.ZodMiniType> {
  /** The schema to check in the browser, when the intent's is made from the action's arguments. */
  schema?: Schema;
  defaultValue?: Record<string, unknown>;
  /** Several forms of one intent on a page (a list's rows): each its own id. */
  id?: string;
  /** Only this row's sending counts as pending (see usePending). */
  match?: Record<string, string>;
}

/** The shape of the form's fields, as its schema takes them in. */
type FormShape<I> = z.input<SchemaOf<I>> extends Record<string, unknown> ? z.input<SchemaOf<I>> : never;

/** Everything a form of one intent needs. */
export function useIntentForm<I extends AnyIntent>(intent: I, options: IntentFormOptions<SchemaOf<I>> = {}) {
  // Several forms of one intent on a page (a list's rows): the reply is the one whose row was sent,
  // so only that form says it failed or was answered.
  const replied = useReply(intent);
  const reply = replied && sentBy(replied.result, options.match) ? replied : undefined;
  const schema = options.schema ?? (typeof intent.schema === "function" ? undefined : intent.schema);
  const [form, fields] = useForm<FormShape<I>>({
    id: options.id,
    lastResult: useKeptDraft(reply?.result, intent.name, options.match ?? {}),
    defaultValue: options.defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: schema ? ({ formData }) => parseWithZod(formData, { schema }) as never : undefined,
  });
  const pending = usePending(intent, options.match);
  // After a send, focus and the reader's eyes go to its answer (answer-focus.ts).
  useAnswerFocus();
  const hidden: ReactNode = <IntentFields intent={intent} />;
  const conformProps = getFormProps(form);
  // Refused in the browser, the form is not sent: the kit shows the first invalid field here, as it
  // shows the answer of a send (answer-focus.ts).
  // conform checks a field as the reader leaves it by a submit of its own, through a hidden button
  // named "__intent__" (@conform-to/dom's INTENT): showRefusalOf tells that from the reader's send.
  // One send at a time. A second press that comes before React has drawn the button disabled would
  // start a second send, which React Router takes as interrupting the first: the first answer is
  // dropped, and the page can end up showing neither. So a press while a send is starting does
  // nothing; the send under way (or 2 s, should it never start) lets go.
  // And a double click whose first press sent the form: its second press, landing on the next step
  // drawn under the pointer, does nothing there (./one-press.ts; once per document, for good).
  useEffect(() => void onePressPerDoubleClick(document), []);
  const navigation = useNavigation();
  const startedAt = useRef<number | null>(null);
  useEffect(() => {
    if (navigation.state !== "idle") startedAt.current = null;
  }, [navigation.state]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const checkingAField = submitter?.getAttribute("name") === "__intent__";
    if (!checkingAField && startedAt.current !== null && Date.now() - startedAt.current < 2000) {
      event.preventDefault();
      return;
    }
    conformProps.onSubmit(event);
    if (event.defaultPrevented) showRefusalOf(event.currentTarget, checkingAField);
    else if (!checkingAField) startedAt.current = Date.now();
  };
  return {
    form,
    fields,
    /** Props for React Router's <Form>: method, id, noValidate and conform's handlers. */
    formProps: { method: "post" as const, ...conformProps, onSubmit },
    /** The intent's name and key: put inside the <Form>. */
    hidden,
    pending,
    /**
     * A call failed, or nothing was sent for a person the page no longer shows (409): show
     * <CallFailedAlert /> at the form, which says which; what was typed is still there.
     */
    failed: sendFailed(reply),
    /** What the run answered, when it did. */
    answer: (reply?.status === 200 ? reply.data : undefined) as DataOf<I> | undefined,
    reply,
  };
}

/**
 * An intent sent beside the page's own form, without leaving it (a code checked, a postal code
 * looked up as it is typed): a fetcher with a `key`, so another component can read the same reply.
 */
export function useIntentFetcher<I extends AnyIntent>(intent: I, key: string) {
  const fetcher = useFetcher<ReplyOf<I>>({ key });
  const reply = fetcher.data?.intent === intent.name ? fetcher.data : undefined;
  return {
    reply,
    /** What the run answered, when it did. */
    answer: (reply?.status === 200 ? reply.data : undefined) as DataOf<I> | undefined,
    pending: fetcher.state !== "idle",
    send: (values: Record<string, string>) =>
      fetcher.submit({ ...values, [INTENT_FIELD]: intent.name }, { method: "post" }),
  };
}
