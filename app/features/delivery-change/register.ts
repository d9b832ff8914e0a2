// The "register" intent: a new transfer, move or stop. Checked against the deadline before it is
// sent; past it, or when the platform names a later day, the next possible day is proposed at the
// field and filled in, so the subscriber only submits again (SPEC §5). One key per change as the
// subscriber saw the screen (ADR 006): a double click, a reload or a retry registers it once.
import { t } from "@lingui/core/macro";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import { registerDeliveryChange } from "#app/api/delivery.ts";
import { placeOf } from "#app/api/postal-code.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { ADDRESS_FIELDS, toDeliveryAddress } from "#app/components/address-fields.tsx";
import { unknownPostalCodeMessage } from "#app/forms/messages.ts";
import { checkChangeDate } from "#app/domain/delivery-deadline.ts";
import { answered, defineIntent, failed, refused } from "#app/forms/intent.ts";
import { changeSchema, shownDelivery } from "./change-schema.ts";
import { firstPossibleMessage } from "./words.tsx";

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
