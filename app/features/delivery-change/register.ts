// The "register" intent: a new transfer, move or stop. Checked against the deadline before it is
// sent; past it, or when the platform names a later day, the next possible day is proposed at the
// field and filled in, so the subscriber only submits again (SPEC §5).
import { parseWithZod } from "@conform-to/zod/v4";
import { t } from "@lingui/core/macro";
import { registerDeliveryChange, type DeliveryTarget, type RegisterOutcome } from "#app/api/delivery.ts";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import { placeOf } from "#app/api/postal-code.ts";
import { toDeliveryAddress, unknownPostalCodeMessage } from "#app/components/address-fields.tsx";
import { intentKey, KEY_PARAM } from "#app/forms/intent-key.ts";
import { checkChangeDate } from "#app/domain/delivery-deadline.ts";
import { changeSchema, scheduleFrom } from "./change-schema.ts";
import { firstPossibleMessage } from "./labels.tsx";

/** The fields of the form a 400 from the platform can point at ("address.street" is "street"). */
const FORM_FIELDS = [
  "type",
  "from",
  "to",
  "coname",
  "street",
  "streetNumber",
  "floor",
  "flatNumber",
  "postalCode",
];

export async function register(target: DeliveryTarget, formData: FormData) {
  const submission = parseWithZod(formData, { schema: changeSchema() });
  if (submission.status !== "success") return { intent: "register" as const, result: submission.reply() };
  const change = submission.value;
  const fieldError = (field: string, message: string) => ({
    intent: "register" as const,
    result: submission.reply({ fieldErrors: { [field]: [message] } }),
  });
  const failed = () => ({ intent: "register" as const, result: submission.reply(), failed: true });
  /** Past the deadline: say so at the field and fill in the next possible day (SPEC §5). */
  const propose = (nextPossible: string) => {
    const result = submission.reply({ fieldErrors: { from: [firstPossibleMessage(nextPossible)] } });
    return {
      intent: "register" as const,
      result: { ...result, initialValue: { ...result.initialValue, from: nextPossible } },
      proposal: { from: nextPossible, key: crypto.randomUUID() },
    };
  };

  const check = checkChangeDate(change.from, new Date(), scheduleFrom(formData));
  if (!check.ok) return propose(check.nextPossible);

  let address: DeliveryAddress | null = null;
  if (change.address) {
    const postalCode = (change.address.postalCode ?? "").trim();
    const found = await placeOf(postalCode);
    if ("unknown" in found) return fieldError("postalCode", unknownPostalCodeMessage());
    if ("failed" in found) return failed();
    address = toDeliveryAddress(change.address, found.place);
  }

  // One key per change as the subscriber saw the screen: a double click or a retry registers it once.
  const screenKey = String(formData.get(KEY_PARAM) ?? "");
  if (!screenKey) return failed();
  const body = { ...change, address };
  let outcome: RegisterOutcome;
  try {
    outcome = await registerDeliveryChange(target, body, {
      idempotencyKey: intentKey(screenKey, "register", body),
    });
  } catch {
    return failed();
  }
  switch (outcome.kind) {
    case "ok":
      return {
        intent: "register" as const,
        result: submission.reply({ resetForm: true }),
        registered: outcome.change,
      };
    case "too-late":
      if (outcome.nextPossible) return propose(outcome.nextPossible);
      return fieldError("from", t`Avisen kan ikke endres fra denne dagen. Velg en annen dag.`);
    case "overlap":
      return fieldError(
        "from",
        t`Perioden overlapper en endring du allerede har registrert. Velg andre datoer, eller trekk tilbake den andre endringen først.`,
      );
    case "invalid": {
      const fieldErrors: Record<string, string[]> = {};
      for (const path of Object.keys(outcome.fields)) {
        const field = path.replace(/^address\./, "");
        if (FORM_FIELDS.includes(field)) fieldErrors[field] = [t`Sjekk det du har fylt inn her.`];
      }
      if (Object.keys(fieldErrors).length === 0) return failed();
      return { intent: "register" as const, result: submission.reply({ fieldErrors }) };
    }
  }
}

export type RegisterAnswer = Awaited<ReturnType<typeof register>>;
