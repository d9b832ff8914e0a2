// SPEC §5: every form message is Norwegian, at its field. A schema names its own message where the
// spec gives one; for every other limit (length, format, range, type) zod asks this map, so no
// reader ever sees zod's English default ("Too big: expected string to have <=100 characters").
// Installed once with the form pattern (app/components/form.tsx imports this module).
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { invalidEmailMessage, tooLongMessage } from "./field-messages.ts";

type Issue = z.core.$ZodRawIssue;

/** The Norwegian message for a zod issue that its schema gave no message of its own. */
export function norwegianIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return tooLongMessage(max);
      if (issue.origin === "array" || issue.origin === "set") return t`Du kan velge høyst ${max}`;
      return t`Kan være høyst ${max}`;
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? t`Dette feltet må fylles ut` : t`Må være minst ${min} tegn`;
      if (issue.origin === "array" || issue.origin === "set") return t`Du må velge minst ${min}`;
      return t`Må være minst ${min}`;
    }
    case "invalid_format":
      return issue.format === "email" ? invalidEmailMessage() : t`Sjekk at dette er skrevet riktig`;
    case "invalid_type":
      return issue.input === undefined || issue.input === null || issue.input === ""
        ? t`Dette feltet må fylles ut`
        : t`Sjekk at dette er skrevet riktig`;
    case "invalid_value":
      return t`Velg et av alternativene`;
    default:
      return t`Sjekk at dette er skrevet riktig`;
  }
}

z.config({ customError: (issue) => norwegianIssueMessage(issue) });
