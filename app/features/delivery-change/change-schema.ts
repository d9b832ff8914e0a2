// What a new delivery change is (SPEC §5): a transfer to another address for a period, a permanent
// move, or a stop (vacation), with from, to or open end. One schema for conform's client validation
// and the register intent, made from the delivery the screen showed: the action checks the deadline
// of the schedule the subscriber saw, and its key has a digest of the changes listed (ADR 006: a
// change registered or withdrawn since makes the next identical one another intent, with another
// key). The action takes that delivery from what the screen's loader kept (shownDelivery), never
// from the form.
import { t } from "@lingui/core/macro";
import { z } from "zod/mini";
import { deliveryChangeType, type Delivery, type DeliveryChange } from "#app/api/contract/delivery.ts";
import { addressProblems, addressShape, type TypedAddress } from "#app/components/address-fields.tsx";
import { requiredMessage } from "#app/forms/messages.ts";
import { DEFAULT_SCHEDULE, type DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { digestOf } from "#app/forms/intent.ts";
import { shownOnScreen } from "#app/forms/shown.ts";
import { isIsoDate } from "#app/domain/iso-date.ts";

export const CHANGE_TYPES = deliveryChangeType.options;
export type ChangeType = DeliveryChange["type"];

export const needsAddress = (type: string | undefined) => type === "TRANSFER" || type === "PERMANENT";

/** The delivery the screen's loader read and showed, for its action. */
export const shownDelivery = shownOnScreen<Delivery>();

/**
 * Every field optional in the object, so one submit reports everything that is missing. `shown`:
 * the delivery the screen showed; without it (never expected) the usual schedule, and the platform
 * checks the day again.
 */
export const changeSchema = (shown: Delivery | undefined) =>
  z.pipe(
    z
      .object({
        type: z.optional(z.enum(CHANGE_TYPES, { error: () => requiredMessage(t`Type endring`) })),
        from: z.optional(z.string()),
        to: z.optional(z.string()),
        openEnd: z.optional(z.boolean()),
        ...addressShape,
      })
      .check(
        z.superRefine((value, ctx) => {
          const problem = (path: string, message: string) =>
            ctx.addIssue({ code: "custom", path: [path], message });
          if (!value.type) problem("type", requiredMessage(t`Type endring`));
          if (!value.from) problem("from", requiredMessage(t`Første dag`));
          else if (!isIsoDate(value.from)) problem("from", t`Skriv datoen som dd.mm.åååå.`);
          if (value.type !== "PERMANENT" && !value.openEnd) {
            if (!value.to) problem("to", requiredMessage(t`Siste dag`));
            else if (!isIsoDate(value.to)) problem("to", t`Skriv datoen som dd.mm.åååå.`);
            else if (value.from && value.to < value.from)
              problem("to", t`Siste dag kan ikke være før første dag.`);
          }
          // SPEC §5: a transfer or a move needs an address.
          if (needsAddress(value.type)) {
            for (const [field, message] of addressProblems(value)) problem(field, message);
          }
        }),
      ),
    z.transform((value) => {
      const type = value.type as ChangeType;
      const openEnd = type !== "PERMANENT" && Boolean(value.openEnd);
      return {
        change: {
          type,
          from: value.from as string,
          to: type === "PERMANENT" || openEnd ? null : (value.to ?? null),
          openEnd,
          address: needsAddress(type) ? (value as TypedAddress) : null,
        },
        schedule: shown ? scheduleOf(shown) : DEFAULT_SCHEDULE,
        shown: shown ? shownChanges(shown.changes) : "",
      };
    }),
  );

export const scheduleOf = (delivery: Delivery): DeliverySchedule => ({
  deliveryDays: delivery.deliveryDays,
  deadline: delivery.deadline,
});

/** What the screen shows of the registered changes, as a digest: part of the register intent's key. */
export const shownChanges = (changes: DeliveryChange[]) =>
  digestOf(changes.map((change) => `${change.id}:${change.status}`));
