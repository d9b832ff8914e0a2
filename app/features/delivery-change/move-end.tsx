// The "move-end" intent: a dated stop or transfer gets a new last day — come home
// earlier or later, or end a running one early. Before the deadline of the first delivery it
// touches (the day before, at the title's deadline time) it is offered; past it, the row says from
// which day a change can apply (SPEC §5's next possible day). Keyed (ADR 006, 026): the screen's key,
// the change and its current last day, so a double click, a reload or a retry moves it once.
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { z } from "zod/mini";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import { moveDeliveryChangeEnd } from "#app/api/delivery.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { CallFailedAlert, Field, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { checkNewLastDay } from "#app/domain/delivery-changes.ts";
import type { DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { formatDate } from "#app/domain/format.ts";
import { requiredMessage } from "#app/forms/messages.ts";
import { answered, defineIntent, failed, refused, type ReplyOf } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { isIsoDate } from "./change-schema.ts";
import { CreditLine } from "./credit.tsx";
import { ChangeSummary } from "./words.tsx";

const beforeStartMessage = () => t`Siste dag kan ikke være før første dag.`;
const tooLateMessage = (lastDay: string, nextPossible: string) => {
  const last = formatDate(lastDay, __LOCALE__);
  const next = formatDate(nextPossible, __LOCALE__);
  return t`Fristen er passert for de dagene. Endringen kan gjelde fra ${next}, så siste dag kan tidligst være ${last}.`;
};

/**
 * The new last day, and beside it (hidden) what the row was shown with: the change's first and
 * current last day, the next possible day and the delivery days — the browser checks the same rule
 * the platform does, and the current last day makes a move back and forth another intent.
 */
const moveEndSchema = z
  .object({
    id: z.string().check(z.maxLength(64)),
    to: z.string({ error: () => requiredMessage(t`Ny siste dag`) }).check(z.maxLength(10)),
    from: z.string().check(z.maxLength(10)),
    currentTo: z.string().check(z.maxLength(10)),
    earliest: z.string().check(z.maxLength(10)),
    deliveryDays: z.string().check(z.maxLength(20)),
    deadline: z.string().check(z.maxLength(5)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!isIsoDate(value.to)) {
        ctx.addIssue({ code: "custom", path: ["to"], message: t`Skriv datoen som dd.mm.åååå.` });
        return;
      }
      if (![value.from, value.currentTo, value.earliest].every(isIsoDate)) return;
      const schedule: DeliverySchedule = {
        deliveryDays: value.deliveryDays.split(",").map(Number),
        deadline: value.deadline,
      };
      const check = checkNewLastDay(
        { from: value.from, to: value.currentTo },
        value.to,
        value.earliest,
        schedule,
      );
      if (check.ok) return;
      const message =
        check.reason === "before-start"
          ? beforeStartMessage()
          : tooLateMessage(check.lastDay, check.nextPossible);
      ctx.addIssue({ code: "custom", path: ["to"], message });
    }),
  );

export const moveEnd = defineIntent({
  name: "move-end",
  keyed: true,
  schema: moveEndSchema,
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

/** Said politely (in the list's live region) once a new last day is saved: the receipt, with money. */
export function MovedStatus({ reply }: { reply: ReplyOf<typeof moveEnd> | undefined }) {
  const moved = reply?.status === 200 ? reply.data.moved : null;
  if (!moved) return null;
  return (
    <div className={formStyles.status}>
      <p>
        <Trans>
          Ny siste dag er lagret: <ChangeSummary change={moved} />.
        </Trans>
      </p>
      <CreditLine credit={moved.credit} />
    </div>
  );
}

/** For a dated stop or transfer whose last day can still be moved. */
export function MoveEndForm({
  change,
  earliest,
  schedule,
}: {
  change: DeliveryChange & { to: string };
  earliest: string;
  schedule: DeliverySchedule;
}) {
  const { t } = useLingui();
  const { fields, formProps, hidden, pending, failed } = useIntentForm(moveEnd, {
    id: `siste-dag-${change.id}`,
    match: { id: change.id },
    defaultValue: { to: change.to },
  });
  const earliestDate = formatDate(earliest, __LOCALE__);
  return (
    <Form {...formProps} className={own.row}>
      {hidden}
      <input type="hidden" name="id" value={change.id} />
      <input type="hidden" name="from" value={change.from} />
      <input type="hidden" name="currentTo" value={change.to} />
      <input type="hidden" name="earliest" value={earliest} />
      <input type="hidden" name="deliveryDays" value={schedule.deliveryDays.join(",")} />
      <input type="hidden" name="deadline" value={schedule.deadline} />
      <Field
        type="date"
        meta={fields.to}
        label={<Trans>Ny siste dag</Trans>}
        description={
          change.status === "ACTIVE" ? (
            <Trans>
              Vil du avslutte tidligere? Avisen kan tidligst komme som vanlig igjen {earliestDate}.
            </Trans>
          ) : (
            <Trans>Kommer du hjem tidligere eller senere? Endringer kan gjelde fra {earliestDate}.</Trans>
          )
        }
        min={change.from}
      />
      {failed ? <CallFailedAlert /> : null}
      <SubmitButton pending={pending} className={styles.secondary}>
        {t`Endre siste dag`}
      </SubmitButton>
    </Form>
  );
}
