// A pause instead of a cancellation (docs/decisions/079), at /pause: choose the first day and how
// long, see in words what the platform will do (its quote), confirm once; then give the pause a new
// last day, or start again now. The dates are checked against what the screen showed (the offer
// its loader kept), never against hidden fields; the platform checks them again and its refusal is
// said at the field.
import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod/mini";
import type { PauseOffer } from "#app/api/contract/schedule.ts";
import { changePause, createPause, endPause, quotePause, type DateRefusal } from "#app/api/schedule.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { formatDate } from "#app/domain/format.ts";
import { PAUSE_LENGTHS, pauseEnd, type PauseLength } from "#app/domain/pause.ts";
import { isIsoDate } from "#app/domain/iso-date.ts";
import { defineIntent, failed, refused, withScreenKey } from "#app/forms/intent.ts";
import { shownOnScreen } from "#app/forms/shown.ts";
import { requiredMessage } from "#app/forms/messages.ts";
import { refusalText } from "./words.ts";

export const PATH = "/pause";

/** What the screen's loader read of the platform's offer, for its action. */
export const shownOffer = shownOnScreen<PauseOffer>();

/** What a finished step says on the page it comes back to (?ferdig=…). */
export const DONE = ["registrert", "endret", "i-gang"] as const;
export type Done = (typeof DONE)[number];

const after = (done: Done) => redirect(withScreenKey(`${PATH}?ferdig=${done}`));

/** The dates chosen, in the confirmation's address (?fra=…&til=…). */
export function chosenIn(request: Request): { from: string; to: string } | null {
  const params = new URL(request.url).searchParams;
  const from = params.get("fra") ?? "";
  const to = params.get("til") ?? "";
  return isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : null;
}

export function dateRefusalText(refusal: DateRefusal, offer: PauseOffer | undefined): string {
  const earliest = offer ? formatDate(offer.earliestFrom, __LOCALE__) : null;
  const latest = offer ? formatDate(offer.latestFrom, __LOCALE__) : null;
  switch (refusal) {
    case "too-early":
      return earliest ? t`Pausen kan tidligst begynne ${earliest}.` : t`Pausen kan ikke begynne så tidlig.`;
    case "too-late":
      return latest ? t`Pausen kan senest begynne ${latest}.` : t`Pausen kan ikke begynne så sent.`;
    case "too-short":
      return t`En pause varer minst 2 uker.`;
    case "too-long":
      return t`En pause varer høyst 3 måneder.`;
  }
}

/** The pause a form is for (the platform answers 404 for anyone else's). */
const pauseId = z.string().check(z.minLength(1), z.maxLength(64));

const dateField = (label: () => string) =>
  z.string({ error: () => requiredMessage(label()) }).check(
    z.maxLength(10),
    z.refine((value) => isIsoDate(value), { error: () => t`Skriv datoen som dd.mm.åååå.` }),
  );

/** The first day and the length, checked against the offer the screen showed. */
export const chooseSchema = (offer: () => PauseOffer | undefined) =>
  z
    .object({
      from: dateField(() => t`Første dag med pause`),
      length: z.enum(PAUSE_LENGTHS, { error: () => t`Velg hvor lenge pausen skal vare.` }),
    })
    .check(
      z.superRefine((value, ctx) => {
        const shown = offer();
        if (!shown) return;
        const refusal =
          value.from < shown.earliestFrom ? "too-early" : value.from > shown.latestFrom ? "too-late" : null;
        if (refusal)
          ctx.addIssue({ code: "custom", path: ["from"], message: dateRefusalText(refusal, shown) });
      }),
    );

/** The dates go to the confirmation, once the platform has said what they would do. */
export const choose = defineIntent({
  name: "choose",
  schema: ({ request }) => chooseSchema(() => shownOffer.read(request)),
  async run({ value, request, context }) {
    const account = context.get(subscribedContext).titleAccount;
    const dates = { from: value.from, to: pauseEnd(value.from, value.length as PauseLength) };
    const quote = await quotePause(account, dates);
    const offer = shownOffer.read(request);
    if (quote.kind === "refused") return refused({}, [refusalText(quote.reason)]);
    if (quote.kind === "dates") {
      const from = quote.from ? [dateRefusalText(quote.from, offer)] : [];
      const length = quote.to ? [dateRefusalText(quote.to, offer)] : [];
      return refused({ from, length });
    }
    return redirect(withScreenKey(`${PATH}?${new URLSearchParams({ fra: dates.from, til: dates.to })}`));
  },
});

/** "Ta pause": what the confirmation showed, once. */
export const confirm = defineIntent({
  name: "confirm",
  keyed: true,
  schema: z.object({}),
  async run({ request, context, key }) {
    const dates = chosenIn(request);
    if (!dates) return failed();
    const account = context.get(subscribedContext).titleAccount;
    const outcome = await createPause(account, dates, key);
    if (outcome.kind === "refused") return refused({}, [refusalText(outcome.reason)]);
    if (outcome.kind === "dates") return refused({}, [t`Datoene passer ikke lenger. Velg dem på nytt.`]);
    await invalidateSession();
    return after("registrert");
  },
});

/** A new last day for the pause the screen showed. */
export const changeEndSchema = (offer: () => PauseOffer | undefined) =>
  z.object({ id: pauseId, to: dateField(() => t`Ny siste dag med pause`) }).check(
    z.superRefine((value, ctx) => {
      const latest = offer()?.latestTo;
      if (latest && value.to > latest)
        ctx.addIssue({ code: "custom", path: ["to"], message: dateRefusalText("too-long", offer()) });
    }),
  );

export const changeEnd = defineIntent({
  name: "change-end",
  keyed: true,
  schema: ({ request }) => changeEndSchema(() => shownOffer.read(request)),
  async run({ value, request, context }) {
    const account = context.get(subscribedContext).titleAccount;
    const outcome = await changePause(account, value.id, value.to);
    if (outcome.kind === "ended") return refused({}, [t`Pausen er allerede over.`]);
    if (outcome.kind === "dates") {
      const code = outcome.to ?? outcome.from;
      return refused({
        to: [code ? dateRefusalText(code, shownOffer.read(request)) : t`Velg en annen dag.`],
      });
    }
    if (outcome.kind === "refused") return failed();
    await invalidateSession();
    return after("endret");
  },
});

/** "Start igjen nå": the pause ends (a planned one is withdrawn), once; ended already is the same. */
export const startAgain = defineIntent({
  name: "start-again",
  keyed: true,
  schema: z.object({ id: pauseId }),
  async run({ value, context, key }) {
    const account = context.get(subscribedContext).titleAccount;
    await endPause(account, value.id, { idempotencyKey: key });
    await invalidateSession();
    return after("i-gang");
  },
});
