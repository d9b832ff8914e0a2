// The power of attorney's intents (ADR 054, 057): inviting a helper, accepting an invitation (with a
// code sent to where it went, when asked), acting for the one helped, and ending a grant from either side.
import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod/mini";
import {
  acceptFullmakt,
  sendFullmaktContactCode,
  endFullmakt,
  setActing,
  inviteHelper,
} from "#app/api/fullmakt.ts";
import { isCodeFormat, normalizeCode } from "#app/domain/student.ts";
import { answered, defineIntent, refused } from "#app/forms/intent.ts";
import { requiredMessage } from "#app/forms/messages.ts";
import { currentTitle } from "#app/title/current-title.ts";
import { afterChange } from "./screen.ts";
import { invalidateSession } from "#app/auth/session.ts";
import {
  HELPER_NAME_MAX,
  HELPER_RIGHTS,
  latestValidUntil,
  rightsProblem,
  validUntilProblem,
} from "#app/domain/fullmakt.ts";
import { formatDate } from "#app/domain/format.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { looksLikeEmail, normalizeNorwegianPhone } from "#app/domain/validation.ts";
import { typedText } from "#app/forms/text.ts";

/** The invitation's code, from the link in the e-mail or SMS (the guard brings it through sign-in). */
export const codeOf = (request: Request) => new URL(request.url).searchParams.get("kode") ?? "";

type Refusal = "unknown" | "used" | "own" | "ended" | "expired" | "not-invited" | "too-many";

/**
 * "Godta fullmakten": keyed by the screen and what is sent, so a double click or a reload accepts
 * once, and a code typed after "send me a code" is a new question. The code field is there only
 * once a code has been sent.
 */
export const accept = defineIntent({
  name: "accept",
  keyed: true,
  schema: z.object({
    contactCode: z.optional(
      z.pipe(
        z
          .string({ error: () => requiredMessage(t`Kode`) })
          .check(z.refine(isCodeFormat, { error: () => t`Koden består av 6 sifre` })),
        z.transform(normalizeCode),
      ),
    ),
  }),
  async run({ key, request, value }) {
    const outcome = await acceptFullmakt(codeOf(request), currentTitle().titleCode, value.contactCode, {
      idempotencyKey: key,
    });
    switch (outcome.kind) {
      case "ok":
        return afterChange("accept", outcome.grantId);
      case "wrong-contact-code":
        return refused({ contactCode: [t`Koden stemmer ikke. Sjekk den og prøv igjen.`] });
      case "contact-code-expired":
        return refused({ contactCode: [t`Koden gjelder ikke lenger. Be om en ny kode.`] });
      default:
        return answered({ refused: outcome.kind as Refusal });
    }
  },
});

/** "Send meg en kode": to the address or number the invitation went to. */
export const sendCode = defineIntent({
  name: "send-code",
  schema: z.object({}),
  async run({ request }) {
    const outcome = await sendFullmaktContactCode(codeOf(request), currentTitle().titleCode);
    if (outcome.kind === "sent") return answered({ sentTo: outcome.sentTo, refused: null });
    return answered({ sentTo: null, refused: outcome.kind as Refusal });
  },
});

/**
 * "Gå til siden til Kari": act for the subscriber of this grant; without a grant, for oneself again
 * ("Til din egen side"). The platform keeps the choice with the session, read afresh after it.
 */
export const act = defineIntent({
  name: "act",
  schema: z.object({ id: z.optional(z.string().check(z.maxLength(64))) }),
  async run({ value: { id } }) {
    const outcome = await setActing(id ?? null);
    await invalidateSession();
    if (outcome.kind === "ok") return redirect("/");
    return answered({ refusal: t`Fullmakten gjelder ikke lenger. Last siden på nytt for å se hvorfor.` });
  },
});

/** End a grant, from either side; the helper's next call on the subscriber's account is refused. */
export const end = defineIntent({
  name: "end",
  keyed: true,
  schema: z.object({ id: z.string().check(z.maxLength(64)) }),
  async run({ value: { id }, key }) {
    await endFullmakt(id, currentTitle().titleCode, key);
    // The session may have been acting on this grant.
    await invalidateSession();
    return afterChange("end", id);
  },
});

const isEmail = (value: string) => z.email().safeParse(value).success;

const inviteSchema = z
  .object({
    name: typedText(z.string({ error: () => requiredMessage(t`Navn`) }).check(z.trim()), {
      max: HELPER_NAME_MAX,
      name: true,
    }),
    contact: typedText(
      z.string({ error: () => requiredMessage(t`E-post eller mobilnummer`) }).check(z.trim()),
      {
        max: 254,
      },
    ).check(
      z.refine(
        (value) => (looksLikeEmail(value) ? isEmail(value) : normalizeNorwegianPhone(value) !== null),
        {
          error: () => t`Skriv en gyldig e-postadresse eller et mobilnummer med 8 siffer`,
        },
      ),
    ),
    see: z._default(z.boolean(), false),
    pay: z._default(z.boolean(), false),
    delivery: z._default(z.boolean(), false),
    complaint: z._default(z.boolean(), false),
    validUntil: z.iso.date({ error: () => requiredMessage(t`Gjelder til og med`) }),
  })
  .check((ctx) => {
    const value = ctx.value;
    const rights = HELPER_RIGHTS.filter((right) => value[right]);
    // The rights are one group: its first box carries the message, so focus goes there.
    if (rights.length === 0)
      ctx.issues.push({
        code: "custom",
        path: ["see"],
        input: value,
        message: t`Velg minst én ting hjelperen kan gjøre`,
      });
    else if (rightsProblem(rights))
      ctx.issues.push({
        code: "custom",
        path: ["see"],
        input: value,
        message: t`For å betale fakturaer må hjelperen også kunne se dem`,
      });
    const today = osloToday();
    const problem = validUntilProblem(value.validUntil, today);
    if (problem) {
      const latest = formatDate(latestValidUntil(today), __LOCALE__);
      ctx.issues.push({
        code: "custom",
        path: ["validUntil"],
        input: value,
        message:
          problem === "past"
            ? t`Datoen kan ikke være før i dag`
            : t`Fullmakten kan gjelde til og med ${latest}, ikke lenger`,
      });
    }
  });

export const invite = defineIntent({
  name: "invite",
  keyed: true,
  schema: inviteSchema,
  async run({ value, key }) {
    const email = looksLikeEmail(value.contact) ? value.contact : null;
    const outcome = await inviteHelper(
      {
        titleCode: currentTitle().titleCode,
        name: value.name,
        email,
        phoneNumber: email ? null : normalizeNorwegianPhone(value.contact),
        rights: HELPER_RIGHTS.filter((right) => value[right]),
        validUntil: value.validUntil,
      },
      { idempotencyKey: key },
    );
    switch (outcome.kind) {
      case "ok":
        return afterChange("invite", outcome.grant.id);
      case "own-contact":
        return refused({ contact: [t`Dette er din egen adresse eller ditt eget nummer. Skriv hjelperens.`] });
      case "already-helper":
        return refused({
          contact: [t`Denne personen har allerede fullmakt eller en invitasjon fra deg. Se listen nedenfor.`],
        });
      case "no-subscription":
        return refused({}, [t`Du trenger et abonnement selv for å gi noen fullmakt til det.`]);
    }
  },
});
