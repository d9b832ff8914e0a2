// The answer is where the eyes are (STYLE.md §23; WCAG 2.4.3, 4.1.3): after every send through the
// kit — answered, refused at a field, or failed — what changed is scrolled into view and focused, so
// a reader on a phone sees it and a screen reader starts there. It is done here, once, for every
// form: `sendIntent` notes how the send ended and `useAnswerFocus` (in every form's useIntentForm;
// the send is kept here, once, so the form of the next step may answer it when the one sent is gone)
// finds the answer on the page when the send is over. A form takes part by doing what it must do
// anyway: its refusals are at the fields (aria-invalid), its failure is an alert, its answer is
// announced in a live region. The form matrix (tests/e2e/form-matrix.test.ts) holds every form to it.
import { useEffect, useRef, type RefObject } from "react";
import { useLocation, useNavigation } from "react-router";

/** How the last send ended: the reply's status, or "moved" when it answered with a redirect. */
export type SendEnd = 200 | 400 | 409 | 422 | 503 | "moved";

let lastEnd: SendEnd | null = null;

/** Called by `sendIntent` as it answers. */
export function noteSendEnd(end: SendEnd) {
  lastEnd = end;
}

export interface Sending {
  path: string;
  form: HTMLFormElement | null;
  /** What each live region said when the form was sent: the answer is the one that changed. */
  said: Map<Element, string>;
  /** What had focus when the form was sent (its button, mostly). */
  focused: Element | null;
}

/** The send under way, kept by whichever form's hook saw it start: the next step's may answer it. */
let sending: Sending | null = null;

/**
 * Called by every form of the kit (useIntentForm), so it is on every page that sends and on none
 * that does not. A send is a navigation that submits (fetchers that look
 * something up while the reader types are not sends and never move focus); when it is over and the
 * reader is still on the same page, focus goes to the answer. A send that ends on another page
 * leaves focus to the shell, which moves it to that page's heading.
 */
export function useAnswerFocus() {
  const navigation = useNavigation();
  const { pathname } = useLocation();

  const submitting = navigation.state === "submitting";
  const idle = navigation.state === "idle";
  useEffect(() => {
    if (!submitting || sending) return;
    const said = new Map<Element, string>();
    for (const region of document.querySelectorAll(`main ${LIVE}`)) said.set(region, text(region));
    // The button clicked, or the field Enter was pressed in: its form is the one sent.
    const focused = document.activeElement;
    sending = { path: window.location.pathname, form: focused?.closest("form") ?? null, said, focused };
  }, [submitting]);

  useEffect(() => {
    const sent = sending;
    if (!idle || !sent) return;
    sending = null;
    if (pathname !== sent.path) return;
    showAnswer(sent, lastEnd);
  }, [idle, pathname]);
}

// ─── Finding the answer and showing it ───────────────────────────────────────────────────────────

/** Where a page announces what happened (WCAG 4.1.3): where its answer is looked for. */
export const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]';

export const text = (element: Element) => (element.textContent ?? "").trim();

/** After a send on the same page: the answer focused and shown. */
export function showAnswer(sent: Sending, end: SendEnd | null) {
  // The screen put focus on its answer itself (a result's heading): it is only brought into view.
  const focused = document.activeElement;
  const movedByScreen =
    focused instanceof HTMLElement &&
    focused !== sent.focused &&
    focused.closest("main") !== null &&
    focused !== document.querySelector("main");
  const answer = movedByScreen && end === 200 ? focused : findAnswer(sent, end);
  if (answer) show(answer);
}

/** Where the answer to a send is, by how it ended; the page's heading when nothing else says. */
export function findAnswer(sent: Sending, end: SendEnd | null): HTMLElement | null {
  const main = document.querySelector("main");
  if (!main) return null;
  const form = sent.form?.isConnected ? sent.form : null;
  // A message that appeared (its region was empty, or not there) is the answer before one that
  // changed what it said (a list's count).
  const regions = [...main.querySelectorAll<HTMLElement>(LIVE)].filter((region) => text(region) !== "");
  const appeared = regions.filter((region) => !sent.said.get(region));
  const changed = [
    ...appeared,
    ...regions.filter((region) => sent.said.get(region) && text(region) !== sent.said.get(region)),
  ];
  const alertIn = (root: ParentNode | null) => root?.querySelector<HTMLElement>('[role="alert"]') ?? null;
  const heading = main.querySelector<HTMLElement>("h1");
  switch (end) {
    case 400:
    case 422:
      return firstInvalid(form) ?? firstInvalid(main) ?? alertIn(form) ?? changed[0] ?? heading;
    case 409:
    case 503:
      return (
        alertIn(form) ??
        changed.find((region) => region.matches('[role="alert"]')) ??
        alertIn(main) ??
        heading
      );
    case 200:
      return changed[0] ?? heading;
    default:
      // Sent on to the next step at the same address: what it says first, or its heading.
      return appeared[0] ?? heading;
  }
}

/**
 * A form the browser refused before sending (its schema, checked as the reader sends): once the
 * fields say so, the first invalid one is focused and shown. conform leaves focus on the button.
 * `leavingField`: conform checked a field as the reader left it. That is a send only when they
 * left it for the form's send button (the message can move the button away before the click
 * lands); Tab to the next field is not, and its focus is never pulled back.
 */
export function showRefusalOf(form: HTMLFormElement, leavingField = false) {
  const focused = document.activeElement;
  requestAnimationFrame(() => {
    const now = document.activeElement;
    const sending = leavingField
      ? now instanceof HTMLButtonElement && now.type === "submit" && now.form === form
      : now === focused;
    if (!sending) return;
    const invalid = firstInvalid(form);
    if (invalid) show(invalid);
  });
}

/** The first control marked invalid (a radio group is marked on its fieldset: its chosen or first radio). */
function firstInvalid(root: ParentNode | null): HTMLElement | null {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return null;
  if (invalid instanceof HTMLFieldSetElement)
    return (
      invalid.querySelector<HTMLElement>("input:checked") ??
      invalid.querySelector<HTMLElement>("input:not([disabled]), select, textarea") ??
      invalid
    );
  return invalid;
}

/** Room left between the answer and the edge of the screen, so it is plainly in view. */
const MARGIN = 16;

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

/** Focuses the answer (a message becomes focusable for it) and brings it, with its label, into view. */
export function show(answer: HTMLElement) {
  if (!answer.matches(FOCUSABLE)) answer.setAttribute("tabindex", "-1");
  if (document.activeElement !== answer) answer.focus({ preventScroll: true });
  // A field is shown with its label and message: the field's frame, or its group.
  const shown = answer.matches("input, select, textarea")
    ? (answer.closest<HTMLElement>("fieldset") ?? answer.parentElement ?? answer)
    : answer;
  const view = window.innerHeight;
  const box = shown.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= view - MARGIN) return;
  // Near the top of the page, the page's heading comes along: it says where the reader is.
  const headingTop = document.querySelector("main h1")?.getBoundingClientRect().top;
  let by: number;
  if (headingTop !== undefined && headingTop <= box.top && box.bottom - headingTop <= view - 2 * MARGIN)
    by = headingTop - MARGIN;
  else if (box.top < 0 || box.height > view - 2 * MARGIN) by = box.top - MARGIN;
  else by = box.bottom - (view - MARGIN);
  window.scrollBy({ top: by, behavior: "instant" });
}

/**
 * The answer a page gives on arriving from another site — the bank, the payment provider — where no
 * send of ours was under way: shown and focused once it is on the page, as after a send. The ref
 * goes on the answer; `arrived` says whether this load came back from there (the return address's
 * hint), so a later visit to the same page leaves focus where the shell puts it.
 */
export function useShownOnArrival<T extends HTMLElement>(arrived: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (arrived && ref.current) show(ref.current);
  }, [arrived]);
  return ref;
}
