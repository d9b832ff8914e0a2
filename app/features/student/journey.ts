// The student (and pupil) verification journey of SPEC §4 Flows — request a code to the school
// e-mail, enter the code, confirm, finish the profile, then on to the receipt — shared by
// /student-verifisering, /student-verifisering2 and /elev-verifisering. The step is in the URL:
// no `steg` is the e-mail step, `steg=kode&epost=…&sendt=…` the code step, `steg=profil` the
// confirmation with the profile. Each e-mail send is one intent with its own idempotency key in
// the URL (`nokkel`, docs/decisions/006): a double click or a reload sends one code; a new code
// gets a new key. Checking a code uses that key and the code typed, so a retry of the same code
// is answered once while another code is a new question.
import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { activateSchoolSubscription, sendSchoolCode, type StudentOutcome } from "#app/api/student.ts";
import { signedInContext, type SignedIn } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import {
  isCodeFormat,
  isSchoolAddress,
  normalizeCode,
  pupilAge,
  schoolKindOfPlan,
  type SchoolKind,
} from "#app/domain/student.ts";
import { givesAccess } from "#app/domain/subscription-status.ts";
import { normalizeNorwegianPhone } from "#app/domain/validation.ts";
import { invalidEmailMessage, invalidPhoneMessage, requiredMessage } from "#app/forms/field-messages.ts";
import {
  answered,
  defineIntent,
  refused,
  requireScreenKey,
  withScreenKey,
  type Reply,
} from "#app/forms/intent.ts";
import { currentTitle } from "#app/title/current-title.ts";

/** Which journey: its kind, and where it ends. */
export interface Journey {
  kind: SchoolKind;
  receiptPath: string;
}

/**
 * The journey of the screen's address: /elev-verifisering is the pupils'; /student-verifisering and
 * /student-verifisering2 (the second campaign, docs/decisions/012) end on their own receipt.
 */
export function journeyOf(request: Request): Journey {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  if (path.endsWith("/elev-verifisering")) return { kind: "pupil", receiptPath: "/student-kvittering" };
  return {
    kind: "student",
    receiptPath: path.endsWith("2") ? "/student-kvittering2" : "/student-kvittering",
  };
}

// ─── Messages at the field (SPEC §5, §8) ─────────────────────────────────────────────────────────

/** EMAIL_WRONG: must use a student (pupil) e-mail. */
export const wrongAddressMessage = (kind: SchoolKind) =>
  kind === "pupil"
    ? t`Du må bruke e-postadressen du har fra den videregående skolen din.`
    : t`Du må bruke e-postadressen du har fra universitetet eller høyskolen din.`;

const wrongCodeMessage = (triesLeft: number | null) =>
  triesLeft === null
    ? t`Koden er feil. Sjekk e-posten og prøv igjen.`
    : triesLeft === 1
      ? t`Koden er feil. Sjekk e-posten og prøv igjen. Du har 1 forsøk igjen.`
      : t`Koden er feil. Sjekk e-posten og prøv igjen. Du har ${triesLeft} forsøk igjen.`;

const codeExpiredMessage = () => t`Koden er ikke lenger aktiv. Be om en ny kode.`;

// ─── Schemas ─────────────────────────────────────────────────────────────────────────────────────

export const emailSchema = (kind: SchoolKind, askBirthdate: boolean, today: string) =>
  z.object({
    email: z
      .string({ error: () => requiredMessage(t`E-postadresse`) })
      .trim()
      .pipe(z.email({ error: () => invalidEmailMessage() }))
      .refine((email) => isSchoolAddress(kind, email), { error: () => wrongAddressMessage(kind) }),
    birthdate: askBirthdate
      ? z
          .string({ error: () => requiredMessage(t`Fødselsdato`) })
          .refine((value) => z.iso.date().safeParse(value).success && value < today && value > "1900-01-01", {
            error: () => t`Skriv en gyldig fødselsdato.`,
          })
      : z.string().optional(),
  });

const codeSchema = z.object({
  email: z.email(),
  code: z
    .string({ error: () => requiredMessage(t`Kode`) })
    .refine(isCodeFormat, { error: () => t`Koden består av 6 sifre` })
    .transform(normalizeCode),
});

const profileSchema = z.object({
  givenName: z
    .string({ error: () => requiredMessage(t`Fornavn`) })
    .trim()
    .min(1)
    .max(80),
  familyName: z
    .string({ error: () => requiredMessage(t`Etternavn`) })
    .trim()
    .min(1)
    .max(80),
  phoneNumber: z
    .string({ error: () => requiredMessage(t`Telefonnummer`) })
    .refine((raw) => normalizeNorwegianPhone(raw) !== null, { error: () => invalidPhoneMessage() }),
});

// ─── The loader ──────────────────────────────────────────────────────────────────────────────────

/** Whether a pupil must give a birthdate before a code is sent (SPEC §5: the age rule). */
const asksBirthdate = (session: SignedIn, kind: SchoolKind) => kind === "pupil" && !session.account.birthdate;

export function loadVerification(session: SignedIn, request: Request) {
  const { kind } = journeyOf(request);
  const url = new URL(request.url);
  const step = url.searchParams.get("steg");
  const { account, subscription } = session;
  const running = subscription && givesAccess(subscription.instStatusCode) ? subscription : null;
  const runningKind = running ? schoolKindOfPlan(running.ariaPlanID) : null;

  // Confirmed: the new plan is running. Finish the profile.
  if (step === "profil" && running && runningKind)
    return { view: "profile" as const, kind: runningKind, planName: running.planName, account };
  // ARIA_ACTIVE and USER_EXIST_ACTIVE are known before anything is sent.
  if (running && runningKind) return { view: "already-student" as const, kind };
  if (running) return { view: "has-subscription" as const, kind };

  const age = kind === "pupil" ? pupilAge(account.birthdate ?? null, osloToday()) : null;
  if (age?.kind === "too-young") return { view: "too-young" as const, kind };

  requireScreenKey(request);
  const email = url.searchParams.get("epost");
  if (step === "kode" && email) {
    const sentAt = Number(url.searchParams.get("sendt"));
    return {
      view: "code" as const,
      kind,
      email,
      sentAt: Number.isFinite(sentAt) ? sentAt : 0,
      resent: url.searchParams.get("ny") === "1",
    };
  }
  return { view: "email" as const, kind, email: email ?? "", askBirthdate: asksBirthdate(session, kind) };
}

export type VerificationData = ReturnType<typeof loadVerification>;

// ─── The intents ─────────────────────────────────────────────────────────────────────────────────

/** Where the code step is, with a fresh key for the next new code. */
function codeStepUrl(request: Request, email: string, resent: boolean) {
  const params = new URLSearchParams({ steg: "kode", epost: email, sendt: String(Date.now()) });
  if (resent) params.set("ny", "1");
  return withScreenKey(`${new URL(request.url).pathname}?${params.toString()}`);
}

/** A refusal that ends the journey, shown in place of the form. */
export type Refusal = Extract<StudentOutcome["kind"], "has-subscription" | "already-student">;
/** A refusal the user can do nothing about here but retry or call the customer centre. */
export type Trouble = Extract<StudentOutcome["kind"], "no-user" | "missing-values" | "error">;

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
      await call("modifyAccount", { body: { ariaAccountNo: session.account.ariaAccountNo, birthdate } });
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

/** A new code to the same address: the code step's own key, new with every code sent. */
export const resend = defineIntent({
  name: "resend",
  keyed: true,
  schema: z.object({ email: z.email() }),
  async run({ value: { email }, key, request }) {
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
  async run({ value: { email, code }, key, request }) {
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

/** Whether the last check of the code found it no longer active: a new one may be asked for at once. */
export const saidExpired = (reply: Reply | undefined) =>
  reply?.status === 422 && (reply.result.error?.code ?? []).includes(codeExpiredMessage());

/** Finish the profile, then on to the receipt. */
export const profile = defineIntent({
  name: "profile",
  schema: profileSchema,
  async run({ value, request, context }) {
    await call("modifyAccount", {
      body: {
        ariaAccountNo: context.get(signedInContext).account.ariaAccountNo,
        givenName: value.givenName,
        familyName: value.familyName,
        phoneNumber: normalizeNorwegianPhone(value.phoneNumber)!,
      },
    });
    await invalidateSession();
    return redirect(journeyOf(request).receiptPath);
  },
});
