// The delivery change's intents (SPEC §5). "register": a new transfer, move or stop, checked against
// the deadline before it is sent; past it, or when the platform names a later day, the next possible
// day is proposed at the field and filled in, so the subscriber only submits again. One key per
// change as the subscriber saw the screen (ADR 006): a double click, a reload or a retry registers it
// once. Then what a registered change allows: withdrawing it before it starts, the day the paper
// comes again, a new last day, and a note to the carrier.
import { t } from "@lingui/core/macro";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import {
  registerDeliveryChange,
  withdrawDeliveryChange,
  endDeliveryChange,
  moveDeliveryChangeEnd,
  saveCarrierNote,
} from "#app/api/delivery.ts";
import { placeOf } from "#app/api/postal-code.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { ADDRESS_FIELDS, toDeliveryAddress } from "#app/components/address-fields.tsx";
import { unknownPostalCodeMessage, requiredMessage } from "#app/forms/messages.ts";
import { checkChangeDate, earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { answered, defineIntent, failed, refused } from "#app/forms/intent.ts";
import { changeSchema, scheduleOf, shownDelivery } from "./change-schema.ts";
import { isIsoDate } from "#app/domain/iso-date.ts";
import { firstPossibleMessage } from "./words.tsx";
import { z } from "zod/mini";
import { formatDate } from "#app/domain/format.ts";
import { checkNewLastDay } from "#app/domain/delivery-changes.ts";
import type { DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { CARRIER_NOTE_MAX } from "#app/api/contract/delivery.ts";
import { typedText } from "#app/forms/text.ts";

/** The fields of the form a 400 from the platform can point at ("address.street" is "street"). */
const FORM_FIELDS: readonly string[] = ["type", "from", "to", ...ADDRESS_FIELDS];

/** Past the deadline: said at the field, and the next possible day filled in (SPEC §5). */
const propose = (nextPossible: string) =>
  refused({ from: [firstPossibleMessage(nextPossible)] }, [], { name: "from", value: nextPossible });

export const register = defineIntent({
  name: "register",
  keyed: true,
  schema: ({ request }) => changeSchema(shownDelivery.read(request)),
  async run({ value: { change, schedule }, key, context }) {
    const check = checkChangeDate(change.from, new Date(), schedule);
    if (!check.ok) return propose(check.nextPossible);

    let address: DeliveryAddress | null = null;
    if (change.address) {
      const found = await placeOf((change.address.postalCode ?? "").trim());
      if ("unknown" in found) return refused({ postalCode: [unknownPostalCodeMessage()] });
      if ("failed" in found) return failed();
      address = toDeliveryAddress(change.address, found.place);
    }

    const target = context.get(subscribedContext).titleAccount;
    const outcome = await registerDeliveryChange(target, { ...change, address }, { idempotencyKey: key });
    switch (outcome.kind) {
      case "ok":
        return answered({ registered: outcome.change });
      case "too-late":
        if (outcome.nextPossible) return propose(outcome.nextPossible);
        return refused({ from: [t`Avisen kan ikke endres fra denne dagen. Velg en annen dag.`] });
      case "overlap":
        return refused({
          from: [
            t`Perioden overlapper en endring du allerede har registrert. Velg andre datoer, eller trekk tilbake den andre endringen først.`,
          ],
        });
      case "invalid": {
        const fieldErrors: Record<string, string[]> = {};
        for (const path of Object.keys(outcome.fields)) {
          const field = path.replace(/^address\./, "");
          if (FORM_FIELDS.includes(field)) fieldErrors[field] = [t`Sjekk det du har fylt inn her.`];
        }
        if (Object.keys(fieldErrors).length === 0) return failed();
        return refused(fieldErrors);
      }
    }
  },
});

export const withdraw = defineIntent({
  name: "withdraw",
  schema: z.object({ id: z.string() }),
  async run({ value: { id }, context }) {
    const outcome = await withdrawDeliveryChange(context.get(subscribedContext).titleAccount, id);
    // What the platform's debit note took back of a stop's credit, said as the receipt says it.
    const takenBack = outcome.kind === "ok" ? (outcome.change.creditTakenBack ?? null) : null;
    return answered(
      outcome.kind === "started"
        ? { started: true, withdrawn: false, takenBack }
        : { started: false, withdrawn: true, takenBack },
    );
  },
});

export const resume = defineIntent({
  name: "resume",
  schema: z.object({
    id: z.string(),
    resumeOn: z.iso.date({ error: () => requiredMessage(t`Dato`) }),
  }),
  async run({ value: { id, resumeOn }, context }) {
    const outcome = await endDeliveryChange(context.get(subscribedContext).titleAccount, id, resumeOn);
    if (outcome.kind === "ok") return answered({ resumed: resumeOn });
    const next = outcome.nextPossible;
    if (next)
      return refused({ resumeOn: [firstPossibleMessage(next)] }, [], { name: "resumeOn", value: next });
    return failed();
  },
});

const beforeStartMessage = () => t`Siste dag kan ikke være før første dag.`;

const tooLateMessage = (lastDay: string, nextPossible: string) => {
  const last = formatDate(lastDay, __LOCALE__);
  const next = formatDate(nextPossible, __LOCALE__);
  return t`Fristen er passert for de dagene. Endringen kan gjelde fra ${next}, så siste dag kan tidligst være ${last}.`;
};

/** What the screen showed of a change whose last day is moved, as its row and loader had it. */
export interface ShownForMove {
  change: { from: string; to: string | null } | undefined;
  /** The next possible day, as the screen said it. */
  earliest: string;
  schedule: DeliverySchedule;
}

/**
 * The new last day, checked by the rule the platform uses against what the screen showed — in the
 * browser the row's change, in the action the change in the delivery the screen's loader kept
 * (shownDelivery), never fields of the form. The current last day goes into the value, and so into
 * the key: a move back and forth is another intent.
 */
export const moveEndSchema = (shown: (id: string) => ShownForMove | undefined) =>
  z.pipe(
    z
      .object({
        id: z.string().check(z.maxLength(64)),
        to: z.string({ error: () => requiredMessage(t`Ny siste dag`) }).check(z.maxLength(10)),
      })
      .check(
        z.superRefine((value, ctx) => {
          if (!isIsoDate(value.to)) {
            ctx.addIssue({ code: "custom", path: ["to"], message: t`Skriv datoen som dd.mm.åååå.` });
            return;
          }
          const row = shown(value.id);
          if (!row?.change?.to) return;
          const check = checkNewLastDay(
            { from: row.change.from, to: row.change.to },
            value.to,
            row.earliest,
            row.schedule,
          );
          if (check.ok) return;
          const message =
            check.reason === "before-start"
              ? beforeStartMessage()
              : tooLateMessage(check.lastDay, check.nextPossible);
          ctx.addIssue({ code: "custom", path: ["to"], message });
        }),
      ),
    z.transform((value) => ({ ...value, currentTo: shown(value.id)?.change?.to ?? null })),
  );

/** The change of `id` in the delivery the screen's loader kept for this request's screen. */
const shownForMove =
  (request: Request) =>
  (id: string): ShownForMove | undefined => {
    const delivery = shownDelivery.read(request);
    if (!delivery) return undefined;
    const schedule = scheduleOf(delivery);
    return {
      change: delivery.changes.find((c) => c.id === id),
      earliest: delivery.nextPossible ?? earliestChangeDate(new Date(), schedule),
      schedule,
    };
  };

export const moveEnd = defineIntent({
  name: "move-end",
  keyed: true,
  schema: ({ request }) => moveEndSchema(shownForMove(request)),
  async run({ value: { id, to }, key, context }) {
    const target = context.get(subscribedContext).titleAccount;
    const outcome = await moveDeliveryChangeEnd(target, id, to, { idempotencyKey: key });
    switch (outcome.kind) {
      case "ok":
        return answered({ moved: outcome.change });
      case "before-start":
        return refused({ to: [beforeStartMessage()] });
      case "overlap":
        return refused({
          to: [
            t`Perioden overlapper en annen endring du har registrert. Velg en annen siste dag, eller trekk tilbake den andre endringen først.`,
          ],
        });
      case "too-late":
        if (!outcome.lastDay || !outcome.nextPossible) return failed();
        return refused({ to: [tooLateMessage(outcome.lastDay, outcome.nextPossible)] }, [], {
          name: "to",
          value: outcome.lastDay,
        });
    }
  },
});

/** The form's name for the usual address (a transfer's note is named by its id). */
export const USUAL = "home";

export const noteTooLongMessage = () =>
  t`Beskjeden til avisbudet kan være på høyst ${CARRIER_NOTE_MAX} tegn.`;

const noteSchema = z.object({
  changeId: z.string().check(z.maxLength(64)),
  text: z.optional(
    typedText(z.string().check(z.trim()), {
      max: CARRIER_NOTE_MAX,
      multiline: true,
      tooLong: noteTooLongMessage,
    }),
  ),
});

export const carrierNote = defineIntent({
  name: "carrier-note",
  keyed: true,
  schema: noteSchema,
  async run({ value, key, context }) {
    const changeId = value.changeId === USUAL ? null : value.changeId;
    const outcome = await saveCarrierNote(
      context.get(subscribedContext).titleAccount,
      { changeId, text: value.text ?? "" },
      { idempotencyKey: key },
    );
    switch (outcome.kind) {
      case "ok":
        return answered({ changeId: value.changeId, note: outcome.note });
      case "not-possible":
        return refused({
          text: [
            t`Omadresseringen er avsluttet eller trukket tilbake, så beskjeden kan ikke lagres her lenger.`,
          ],
        });
      case "invalid":
        return refused({ text: [t`Sjekk det du har skrevet her.`] });
    }
  },
});
