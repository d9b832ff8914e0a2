// Intents that several journeys share, with the components that send them: a route whose form uses
// such a component lists the intent in its clientAction.
import { z } from "zod/mini";
import { placeOf } from "#app/api/postal-code.ts";
import { isPostalCode } from "#app/domain/validation.ts";
import { answered, defineIntent } from "#app/forms/intent.ts";
import { typedText } from "#app/forms/text.ts";

/**
 * The place of a postal code as it is typed: nothing changes, so a failed lookup is no failure of
 * the form — the place stays empty, and the form's own send looks it up again. A route whose form
 * takes an address lists this intent in its clientAction.
 */
export const postalLookup = defineIntent({
  name: "postalCode",
  schema: z.object({ postalCode: typedText(z.string().check(z.trim()), { max: 10 }) }),
  async run({ value: { postalCode } }) {
    const found = isPostalCode(postalCode) ? await placeOf(postalCode) : null;
    return answered({
      postalCode,
      place: found && "place" in found ? found.place : null,
      unknown: found !== null && "unknown" in found,
    });
  },
});
