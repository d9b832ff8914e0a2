// The student (and pupil) verification journey of SPEC §4 Flows — request a code to the school
// e-mail, enter the code, confirm, finish the profile, then on to the receipt — shared by
// /student-verifisering, /student-verifisering2 and /elev-verifisering. The step is in the URL:
// no `steg` is the e-mail step, `steg=kode&epost=…&sendt=…` the code step, `steg=profil` the
// confirmation with the profile. Each e-mail send is one intent with its own idempotency key in
// the URL (`nokkel`, docs/decisions/006): a double click or a reload sends one code; a new code
// gets a new key. Checking a code uses that key and the code typed, so a retry of the same code
// is answered once while another code is a new question.
//
// A student signed in without a newspaper account yet (docs/decisions/036: the session step leaves
// it uncreated on /student-verifisering and /student-verifisering2) registers instead: the e-mail
// step also asks for the names (`register-student/`), and the right code (`activate-student/`) has
// the platform create the account and start the plan, then on to the receipt. The names ride in
// the code step's URL (`fornavn`, `etternavn`) so a new code registers them again.
import { t } from "@lingui/core/macro";
import type { StudentOutcome } from "#app/api/student.ts";
import type { Identified, SignedIn, SignedInWithoutAccount } from "#app/auth/guards.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { pupilAge, schoolKindOfPlan, type SchoolKind } from "#app/domain/student.ts";
import { givesAccess } from "#app/domain/subscription-status.ts";
import { withScreenKey } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";

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

// ─── Schemas ─────────────────────────────────────────────────────────────────────────────────────

// ─── The loader ──────────────────────────────────────────────────────────────────────────────────

/** Whether a pupil must give a birthdate before a code is sent (SPEC §5: the age rule). */
export const asksBirthdate = (session: SignedIn, kind: SchoolKind) =>
  kind === "pupil" && !session.account.birthdate;

/**
 * The route middleware of both verification screens (students' and pupils'): each visit gets its key
 * first; the steps that send (registering, the e-mail, the code) carry it.
 */
export const verificationKey = screenKeyFirst();

export function loadVerification(session: Identified, request: Request) {
  if (session.status === "no-account") return loadRegistration(session, request);
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

  const email = url.searchParams.get("epost");
  if (step === "kode" && email) return codeView(url, kind, email, null);
  return { view: "email" as const, kind, email: email ?? "", askBirthdate: asksBirthdate(session, kind) };
}

/** The code step: where the code went, when, and (registering) the names it was registered with. */
function codeView(
  url: URL,
  kind: SchoolKind,
  email: string,
  registration: { givenName: string; familyName: string } | null,
) {
  const sentAt = Number(url.searchParams.get("sendt"));
  return {
    view: "code" as const,
    kind,
    email,
    sentAt: Number.isFinite(sentAt) ? sentAt : 0,
    resent: url.searchParams.get("ny") === "1",
    registration,
  };
}

/** No newspaper account yet: register (e-mail and names, prefilled from the identity user), then the code. */
function loadRegistration(session: SignedInWithoutAccount, request: Request) {
  const { kind } = journeyOf(request);
  const url = new URL(request.url);
  const email = url.searchParams.get("epost");
  const givenName = url.searchParams.get("fornavn") ?? session.user.givenName;
  const familyName = url.searchParams.get("etternavn") ?? session.user.familyName;
  if (url.searchParams.get("steg") === "kode" && email)
    return codeView(url, kind, email, { givenName, familyName });
  return { view: "register" as const, kind, email: email ?? "", givenName, familyName };
}

export type VerificationData = ReturnType<typeof loadVerification>;

// ─── The intents ─────────────────────────────────────────────────────────────────────────────────

/** The names of a registration, in the code step's URL. */
export const registrationParams = (names: { givenName: string; familyName: string }) => ({
  fornavn: names.givenName,
  etternavn: names.familyName,
});

/** Where the code step is, with a fresh key for the next new code. */
export function codeStepUrl(
  request: Request,
  email: string,
  resent: boolean,
  registration: { givenName: string; familyName: string } | null = null,
) {
  const params = new URLSearchParams({ steg: "kode", epost: email, sendt: String(Date.now()) });
  if (resent) params.set("ny", "1");
  if (registration)
    for (const [name, value] of Object.entries(registrationParams(registration))) params.set(name, value);
  return withScreenKey(`${new URL(request.url).pathname}?${params.toString()}`);
}

/** A refusal that ends the journey, shown in place of the form. */
export type Refusal = Extract<StudentOutcome["kind"], "has-subscription" | "already-student">;
/** A refusal the user can do nothing about here but retry or call the customer centre. */
export type Trouble = Extract<StudentOutcome["kind"], "no-user" | "missing-values" | "error">;
