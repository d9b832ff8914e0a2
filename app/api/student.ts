// Student and pupil verification (SPEC §4 Flows, §7, §8): the platform answers 200 with a result
// code, the codes of SPEC §8 on the signed-in calls and the results of SPEC §4 on the registration
// calls. Both vocabularies are given one meaning here, so a screen switches on what happened
// (docs/decisions/009) and never on the platform's words. Network failures and 5xx still throw.
import type { z } from "zod/mini";
import { addEndpoints, call, type CallOptions } from "./client.ts";
import { studentEndpoints, type studentCode, type studentResult } from "./contract/student.ts";

// Only the verification screens call these: their schemas come with this module (docs/decisions/078).
addEndpoints(studentEndpoints);

export type SchoolKind = "student" | "pupil";

export type StudentOutcome =
  | { kind: "ok" }
  /** EMAIL_WRONG, EMAIL_DOES_NOT_EXIST: not a student (pupil) address (SPEC §5). */
  | { kind: "wrong-address" }
  /** ARIA_ACTIVE, USER_HAS_ACTIVE_SUB: already has an active subscription on this title. */
  | { kind: "has-subscription" }
  /** USER_EXIST_ACTIVE, USER_IS_ACTIVE: the student subscription already exists. */
  | { kind: "already-student" }
  /** CODE_WRONG, AMPS_RETURNED_NULL: the code typed is not the one sent; tries left when told. */
  | { kind: "wrong-code"; triesLeft: number | null }
  /** INVALID_CODE: the code is no longer active (too old, or tried too often): ask for a new one. */
  | { kind: "code-expired" }
  /** USER_NOT_EXIST, NO_SPID_FOUND: the platform does not know this user. */
  | { kind: "no-user" }
  /** MISSING_PARAMETERS, REQUEST_MISSING_VALUES: the request lacked something. */
  | { kind: "missing-values" }
  /** ERROR, ERROR_IN_CREATING_ACCOUNT: something went wrong; retry or contact customer service. */
  | { kind: "error" };

type Word = "ok" | z.infer<typeof studentCode> | z.infer<typeof studentResult>;

const MEANING: Record<Word, StudentOutcome["kind"]> = {
  ok: "ok",
  EMAIL_WRONG: "wrong-address",
  EMAIL_DOES_NOT_EXIST: "wrong-address",
  ARIA_ACTIVE: "has-subscription",
  USER_HAS_ACTIVE_SUB: "has-subscription",
  USER_EXIST_ACTIVE: "already-student",
  USER_IS_ACTIVE: "already-student",
  CODE_WRONG: "wrong-code",
  AMPS_RETURNED_NULL: "wrong-code",
  INVALID_CODE: "code-expired",
  USER_NOT_EXIST: "no-user",
  NO_SPID_FOUND: "no-user",
  MISSING_PARAMETERS: "missing-values",
  REQUEST_MISSING_VALUES: "missing-values",
  ERROR: "error",
  ERROR_IN_CREATING_ACCOUNT: "error",
};

/** The meaning of one of the platform's student codes or results. */
export function outcomeOf(answer: { result: Word; triesLeft?: number }): StudentOutcome {
  const kind = MEANING[answer.result];
  if (kind === "wrong-code") return { kind, triesLeft: answer.triesLeft ?? null };
  return { kind };
}

/** E-mails a code to a student (pupil) address; one code per idempotency key (docs/decisions/006). */
export async function sendSchoolCode(
  kind: SchoolKind,
  email: string,
  titleCode: string,
  idempotencyKey: string,
  options: Omit<CallOptions, "idempotencyKey"> = {},
): Promise<StudentOutcome> {
  const answer = await call(
    "studentEmail",
    { body: { email, titleCode, kind } },
    { ...options, idempotencyKey },
  );
  return outcomeOf(answer);
}

/** Checks the e-mailed code and starts the student (pupil) subscription. */
export async function activateSchoolSubscription(
  kind: SchoolKind,
  input: { email: string; code: string; titleCode: string },
  idempotencyKey: string,
): Promise<StudentOutcome> {
  const answer = await call("activateStudentSubscription", { body: { ...input, kind } }, { idempotencyKey });
  return outcomeOf(answer);
}

/**
 * Registers a student signed in without a newspaper account yet and e-mails a code (docs/decisions/036);
 * one registration per idempotency key. Students only: pupils take the signed-in way.
 */
export async function registerStudent(
  input: { email: string; givenName: string; familyName: string; titleCode: string },
  idempotencyKey: string,
): Promise<StudentOutcome> {
  return outcomeOf(await call("registerStudent", { body: input }, { idempotencyKey }));
}

/** Checks the registered student's code: the platform creates the account and starts the plan. */
export async function activateRegisteredStudent(
  input: { email: string; code: string },
  idempotencyKey: string,
): Promise<StudentOutcome> {
  return outcomeOf(await call("activateStudent", { body: input }, { idempotencyKey }));
}
