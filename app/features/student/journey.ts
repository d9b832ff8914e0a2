// The student (and pupil) verification journey of SPEC §4 Flows — request a code to the school
// e-mail, enter the code, confirm, finish the profile, then on to the receipt — shared by
// /student-verifisering, /student-verifisering2 and /elev-verifisering. The step is in the URL:
// no `steg` is the e-mail step, `steg=kode&epost=…&sendt=…` the code step, `steg=profil` the
// confirmation with the profile. Each e-mail send is one intent with its own idempotency key in
// the URL (`nokkel`, docs/decisions/006): a double click or a reload sends one code; a new code
// gets a new key. Checking a code uses that key and the code typed, so a retry of the same code
// is answered once while another code is a new question.
import { parseWithZod } from "@conform-to/zod/v4";
import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { activateSchoolSubscription, sendSchoolCode, type StudentOutcome } from "#app/api/student.ts";
import type { SignedIn } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { invalidEmailMessage, invalidPhoneMessage, requiredMessage } from "#app/forms/field-messages.ts";
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
import { currentTitle } from "#app/title/current-title.ts";

/** Which journey: its kind, and where it ends. */
export interface Journey {
  kind: SchoolKind;
  receiptPath: string;
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
    intent: z.literal("send"),
    key: z.string().min(8),
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

export const codeSchema = () =>
  z.object({
    intent: z.literal("verify"),
    key: z.string().min(8),
    email: z.email(),
    code: z
      .string({ error: () => requiredMessage(t`Kode`) })
      .refine(isCodeFormat, { error: () => t`Koden består av 6 sifre` }),
  });

const resendSchema = z.object({ intent: z.literal("resend"), key: z.string().min(8), email: z.email() });

export const profileSchema = () =>
  z.object({
    intent: z.literal("profile"),
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

const withKey = (url: URL) => {
  url.searchParams.set("nokkel", crypto.randomUUID());
  return `${url.pathname}?${url.searchParams.toString()}`;
};

export function loadVerification(session: SignedIn, request: Request, { kind }: Journey) {
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

  const age = kind === "pupil" ? pupilAge(account.birthdate, osloToday()) : null;
  if (age?.kind === "too-young") return { view: "too-young" as const, kind };

  const key = url.searchParams.get("nokkel");
  if (!key) throw redirect(withKey(url));
  const email = url.searchParams.get("epost");
  if (step === "kode" && email) {
    const sentAt = Number(url.searchParams.get("sendt"));
    return {
      view: "code" as const,
      kind,
      key,
      email,
      sentAt: Number.isFinite(sentAt) ? sentAt : 0,
      resent: url.searchParams.get("ny") === "1",
    };
  }
  return { view: "email" as const, kind, key, email: email ?? "", askBirthdate: age?.kind === "unknown" };
}

export type VerificationData = ReturnType<typeof loadVerification>;

// ─── The actions ─────────────────────────────────────────────────────────────────────────────────

/** Where the code step is, with a fresh key for the next new code. */
function codeStepUrl(request: Request, email: string, resent: boolean) {
  const url = new URL(request.url);
  url.search = "";
  url.searchParams.set("steg", "kode");
  url.searchParams.set("epost", email);
  url.searchParams.set("sendt", String(Date.now()));
  if (resent) url.searchParams.set("ny", "1");
  return withKey(url);
}

/** A refusal that ends the journey, shown in place of the form. */
type Refusal = Extract<StudentOutcome["kind"], "has-subscription" | "already-student">;
/** A refusal the user can do nothing about here but retry or call the customer centre. */
type Trouble = Extract<StudentOutcome["kind"], "no-user" | "missing-values" | "error">;

export async function verificationAction(
  session: SignedIn,
  request: Request,
  formData: FormData,
  journey: Journey,
) {
  const { kind } = journey;
  const intent = formData.get("intent");
  const titleCode = currentTitle().titleCode;

  if (intent === "send") {
    const askBirthdate = kind === "pupil" && !session.account.birthdate;
    const submission = parseWithZod(formData, { schema: emailSchema(kind, askBirthdate, osloToday()) });
    if (submission.status !== "success") return { intent: "send" as const, result: submission.reply() };
    const { email, key, birthdate } = submission.value;
    const failed = () => ({ intent: "send" as const, result: submission.reply(), failed: true as const });
    if (askBirthdate && birthdate) {
      try {
        await call("modifyAccount", { body: { ariaAccountNo: session.account.ariaAccountNo, birthdate } });
      } catch {
        return failed();
      }
      await invalidateSession();
      // SPEC §5: under 18, the loader refuses now that it knows the birthdate.
      if (pupilAge(birthdate, osloToday()).kind === "too-young")
        return redirect(new URL(request.url).pathname);
    }
    let outcome: StudentOutcome;
    try {
      outcome = await sendSchoolCode(kind, email, titleCode, key);
    } catch {
      return failed();
    }
    switch (outcome.kind) {
      case "ok":
        return redirect(codeStepUrl(request, email, false));
      case "wrong-address":
        return {
          intent: "send" as const,
          result: submission.reply({ fieldErrors: { email: [wrongAddressMessage(kind)] } }),
        };
      case "has-subscription":
      case "already-student":
        return { intent: "send" as const, result: submission.reply(), refused: outcome.kind as Refusal };
      case "wrong-code":
      case "code-expired":
      case "no-user":
      case "missing-values":
      case "error":
        return { intent: "send" as const, result: submission.reply(), trouble: troubleOf(outcome) };
    }
  }

  if (intent === "resend") {
    const parsed = resendSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return { intent: "resend" as const, trouble: "missing-values" as Trouble };
    const { email, key } = parsed.data;
    let outcome: StudentOutcome;
    try {
      outcome = await sendSchoolCode(kind, email, titleCode, key);
    } catch {
      return { intent: "resend" as const, failed: true as const };
    }
    if (outcome.kind === "ok") return redirect(codeStepUrl(request, email, true));
    if (outcome.kind === "has-subscription" || outcome.kind === "already-student")
      return { intent: "resend" as const, refused: outcome.kind as Refusal };
    return { intent: "resend" as const, trouble: troubleOf(outcome) };
  }

  if (intent === "verify") {
    const submission = parseWithZod(formData, { schema: codeSchema() });
    if (submission.status !== "success") return { intent: "verify" as const, result: submission.reply() };
    const { email, key } = submission.value;
    const code = normalizeCode(submission.value.code);
    const atCode = (message: string, expired = false) => ({
      intent: "verify" as const,
      result: submission.reply({ fieldErrors: { code: [message] } }),
      expired,
    });
    let outcome: StudentOutcome;
    try {
      outcome = await activateSchoolSubscription(kind, { email, code, titleCode }, `${key}-${code}`);
    } catch {
      return { intent: "verify" as const, result: submission.reply(), failed: true as const };
    }
    switch (outcome.kind) {
      case "ok":
        await invalidateSession();
        return redirect(`${new URL(request.url).pathname}?steg=profil`);
      case "wrong-code":
        return atCode(wrongCodeMessage(outcome.triesLeft));
      case "code-expired":
        return atCode(codeExpiredMessage(), true);
      case "has-subscription":
      case "already-student":
        return { intent: "verify" as const, result: submission.reply(), refused: outcome.kind as Refusal };
      case "wrong-address":
      case "no-user":
      case "missing-values":
      case "error":
        return { intent: "verify" as const, result: submission.reply(), trouble: troubleOf(outcome) };
    }
  }

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema() });
    if (submission.status !== "success") return { intent: "profile" as const, result: submission.reply() };
    const value = submission.value;
    try {
      await call("modifyAccount", {
        body: {
          ariaAccountNo: session.account.ariaAccountNo,
          givenName: value.givenName,
          familyName: value.familyName,
          phoneNumber: normalizeNorwegianPhone(value.phoneNumber)!,
        },
      });
    } catch {
      return { intent: "profile" as const, result: submission.reply(), failed: true as const };
    }
    await invalidateSession();
    return redirect(journey.receiptPath);
  }
  return null;
}

/** The outcomes that leave only a retry or the customer centre. */
function troubleOf(outcome: StudentOutcome): Trouble {
  return outcome.kind === "no-user" || outcome.kind === "missing-values" ? outcome.kind : "error";
}

export type VerificationAnswer = Exclude<Awaited<ReturnType<typeof verificationAction>>, Response | null>;
