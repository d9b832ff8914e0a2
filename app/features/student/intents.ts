// The student and pupil journey's intents (./journey.ts says how the steps go): the code sent to the
// school e-mail (or the names registered with it), sent again, checked, and the profile finished.
import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod/mini";
import { modifyAccount } from "#app/api/account.ts";
import {
  activateRegisteredStudent,
  activateSchoolSubscription,
  registerStudent,
  sendSchoolCode,
  type StudentOutcome,
} from "#app/api/student.ts";
import { identifiedContext, signedInContext } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import {
  isCodeFormat,
  isSchoolAddress,
  normalizeCode,
  pupilAge,
  type SchoolKind,
} from "#app/domain/student.ts";
import { normalizeNorwegianPhone } from "#app/domain/validation.ts";
import { invalidEmailMessage, invalidPhoneMessage, requiredMessage } from "#app/forms/messages.ts";
import { answered, defineIntent, refused, type Reply } from "#app/forms/intent.ts";
import { currentTitle } from "#app/title/current-title.ts";
import { typedText } from "#app/forms/text.ts";
import {
  asksBirthdate,
  codeStepUrl,
  journeyOf,
  wrongAddressMessage,
  type Refusal,
  type Trouble,
} from "./journey.ts";

const wrongCodeMessage = (triesLeft: number | null) =>
  triesLeft === null
    ? t`Koden er feil. Sjekk e-posten og prøv igjen.`
    : triesLeft === 1
      ? t`Koden er feil. Sjekk e-posten og prøv igjen. Du har 1 forsøk igjen.`
      : t`Koden er feil. Sjekk e-posten og prøv igjen. Du har ${triesLeft} forsøk igjen.`;

const codeExpiredMessage = () => t`Koden er ikke lenger aktiv. Be om en ny kode.`;

/** AMPS_RETURNED_NULL: the registration's code was not found — wrong, too old or tried too often. */
const registrationCodeMessage = () =>
  t`Koden er feil, eller den er ikke lenger aktiv. Sjekk e-posten og prøv igjen, eller be om en ny kode.`;

/** EMAIL_DOES_NOT_EXIST on activation: nothing is registered for this address. */
const notRegisteredMessage = () =>
  t`Vi finner ingen registrering for denne e-postadressen. Be om en ny kode.`;

export const emailSchema = (kind: SchoolKind, askBirthdate: boolean, today: string) =>
  z.object({
    email: z
      .pipe(
        typedText(z.string({ error: () => requiredMessage(t`E-postadresse`) }).check(z.trim()), { max: 254 }),
        z.email({ error: () => invalidEmailMessage() }),
      )
      .check(z.refine((email) => isSchoolAddress(kind, email), { error: () => wrongAddressMessage(kind) })),
    birthdate: askBirthdate
      ? z.string({ error: () => requiredMessage(t`Fødselsdato`) }).check(
          z.refine(
            (value) => z.iso.date().safeParse(value).success && value < today && value > "1900-01-01",
            {
              error: () => t`Skriv en gyldig fødselsdato.`,
            },
          ),
        )
      : z.optional(z.string()),
  });

/** The names a registration carries (the platform's limit is 100 characters). */
const nameField = (label: () => string) =>
  typedText(
    z
      .string({ error: () => requiredMessage(label()) })
      .check(z.trim(), z.minLength(1, { error: () => requiredMessage(label()) })),
    { max: 100, name: true },
  );

/** The e-mail step of a student without an account: the school address and the names. */
export const registerSchema = () =>
  z.object({
    email: emailSchema("student", false, "").shape.email,
    givenName: nameField(() => t`Fornavn`),
    familyName: nameField(() => t`Etternavn`),
  });

const codeSchema = z.object({
  email: z.email(),
  code: z.pipe(
    z
      .string({ error: () => requiredMessage(t`Kode`) })
      .check(z.refine(isCodeFormat, { error: () => t`Koden består av 6 sifre` })),
    z.transform(normalizeCode),
  ),
});

/** A name on the profile step (the account's limit is 80 characters). */
const profileName = (label: () => string) =>
  typedText(z.string({ error: () => requiredMessage(label()) }).check(z.trim(), z.minLength(1)), {
    max: 80,
    name: true,
  });

const profileSchema = z.object({
  givenName: profileName(() => t`Fornavn`),
  familyName: profileName(() => t`Etternavn`),
  phoneNumber: z
    .string({ error: () => requiredMessage(t`Telefonnummer`) })
    .check(z.refine((raw) => normalizeNorwegianPhone(raw) !== null, { error: () => invalidPhoneMessage() })),
});

/** What an intent answers when the platform says no without pointing at a field. */
function refusedOutright(outcome: StudentOutcome) {
  if (outcome.kind === "has-subscription" || outcome.kind === "already-student")
    return answered<{ refused?: Refusal; trouble?: Trouble }>({ refused: outcome.kind });
  return answered<{ refused?: Refusal; trouble?: Trouble }>({
    trouble: outcome.kind === "no-user" || outcome.kind === "missing-values" ? outcome.kind : "error",
  });
}

/** Send a code to the school address; one key per address on the screen, so a double click sends one. */
export const send = defineIntent({
  name: "send",
  keyed: true,
  schema: ({ request, context }) => {
    const { kind } = journeyOf(request);
    return emailSchema(kind, asksBirthdate(context.get(signedInContext), kind), osloToday());
  },
  async run({ value: { email, birthdate }, key, request, context }) {
    const session = context.get(signedInContext);
    const { kind } = journeyOf(request);
    if (asksBirthdate(session, kind) && birthdate) {
      await modifyAccount({ ariaAccountNo: session.account.ariaAccountNo, birthdate });
      await invalidateSession();
      // SPEC §5: under 18, the loader refuses now that it knows the birthdate.
      if (pupilAge(birthdate, osloToday()).kind === "too-young")
        return redirect(new URL(request.url).pathname);
    }
    const outcome = await sendSchoolCode(kind, email, currentTitle().titleCode, key);
    if (outcome.kind === "ok") return redirect(codeStepUrl(request, email, false));
    if (outcome.kind === "wrong-address") return refused({ email: [wrongAddressMessage(kind)] });
    return refusedOutright(outcome);
  },
});

/** A student without an account registers: the names, and a code to the school address (ADR 036). */
export const register = defineIntent({
  name: "register",
  keyed: true,
  schema: registerSchema,
  async run({ value: { email, givenName, familyName }, key, request }) {
    const titleCode = currentTitle().titleCode;
    const outcome = await registerStudent({ email, givenName, familyName, titleCode }, key);
    if (outcome.kind === "ok") return redirect(codeStepUrl(request, email, false, { givenName, familyName }));
    if (outcome.kind === "wrong-address") return refused({ email: [wrongAddressMessage("student")] });
    return refusedOutright(outcome);
  },
});

/** A new code to the same address: the code step's own key, new with every code sent. */
export const resend = defineIntent({
  name: "resend",
  keyed: true,
  schema: z.object({
    email: z.email(),
    givenName: z.optional(typedText(z.string().check(z.trim(), z.minLength(1)), { max: 100, name: true })),
    familyName: z.optional(typedText(z.string().check(z.trim(), z.minLength(1)), { max: 100, name: true })),
  }),
  async run({ value, key, request, context }) {
    const { email } = value;
    const session = context.get(identifiedContext);
    if (session.status === "no-account") {
      // Registering again sends a new code (and keeps the names given on the first step).
      const names = {
        givenName: value.givenName ?? session.user.givenName,
        familyName: value.familyName ?? session.user.familyName,
      };
      const outcome = await registerStudent({ email, ...names, titleCode: currentTitle().titleCode }, key);
      if (outcome.kind === "ok") return redirect(codeStepUrl(request, email, true, names));
      return refusedOutright(outcome);
    }
    const outcome = await sendSchoolCode(journeyOf(request).kind, email, currentTitle().titleCode, key);
    if (outcome.kind === "ok") return redirect(codeStepUrl(request, email, true));
    return refusedOutright(outcome);
  },
});

/** Check the code: a retry of the same code is answered once, another code is a new question. */
export const verify = defineIntent({
  name: "verify",
  keyed: true,
  schema: codeSchema,
  async run({ value: { email, code }, key, request, context }) {
    if (context.get(identifiedContext).status === "no-account")
      return activateRegistration(email, code, key, request);
    const titleCode = currentTitle().titleCode;
    const outcome = await activateSchoolSubscription(
      journeyOf(request).kind,
      { email, code, titleCode },
      key,
    );
    switch (outcome.kind) {
      case "ok":
        await invalidateSession();
        return redirect(`${new URL(request.url).pathname}?steg=profil`);
      case "wrong-code":
        return refused({ code: [wrongCodeMessage(outcome.triesLeft)] });
      case "code-expired":
        return refused({ code: [codeExpiredMessage()] });
      default:
        return refusedOutright(outcome);
    }
  },
});

/**
 * The registered student's code: the platform creates the account and starts the plan, so the
 * session is read afresh and the receipt is next (the names were given when registering).
 */
async function activateRegistration(email: string, code: string, key: string, request: Request) {
  const outcome = await activateRegisteredStudent({ email, code }, key);
  switch (outcome.kind) {
    case "ok":
      await invalidateSession();
      return redirect(journeyOf(request).receiptPath);
    case "wrong-code":
      return refused({ code: [registrationCodeMessage()] });
    case "wrong-address":
      return refused({ code: [notRegisteredMessage()] });
    default:
      return refusedOutright(outcome);
  }
}

/** Whether the last check of the code found it no longer active: a new one may be asked for at once. */
export const saidExpired = (reply: Reply | undefined) =>
  reply?.status === 422 && (reply.result.error?.code ?? []).includes(codeExpiredMessage());

/** Finish the profile, then on to the receipt. */
export const profile = defineIntent({
  name: "profile",
  schema: profileSchema,
  async run({ value, request, context }) {
    await modifyAccount({
      ariaAccountNo: context.get(signedInContext).account.ariaAccountNo,
      givenName: value.givenName,
      familyName: value.familyName,
      phoneNumber: normalizeNorwegianPhone(value.phoneNumber)!,
    });
    await invalidateSession();
    return redirect(journeyOf(request).receiptPath);
  },
});
