// Student offers: a code to the student e-mail, activation, registration (SPEC §4 Flows, §7, §8).
import { z } from "zod/mini";
import { endpoint, readerText, titleCode } from "./shared.ts";

export const studentResult = z.enum([
  "ok",
  "ERROR_IN_CREATING_ACCOUNT",
  "AMPS_RETURNED_NULL",
  "REQUEST_MISSING_VALUES",
  "EMAIL_DOES_NOT_EXIST",
  "NO_SPID_FOUND",
  "USER_HAS_ACTIVE_SUB",
  "USER_IS_ACTIVE",
]);

export const studentCode = z.enum([
  "ARIA_ACTIVE",
  "EMAIL_WRONG",
  "USER_EXIST_ACTIVE",
  "ERROR",
  "CODE_WRONG",
  "INVALID_CODE",
  "USER_NOT_EXIST",
  "MISSING_PARAMETERS",
]);

/** Which offer: a university student, or a pupil at an upper secondary school. Absent means student. */
export const schoolKind = z.enum(["student", "pupil"]);

/** The answer of the signed-in code flow; after CODE_WRONG, how many tries the code has left. */
const codeFlowAnswer = z.object({
  result: z.union([z.literal("ok"), studentCode]),
  triesLeft: z.optional(z.int().check(z.nonnegative())),
});

export const studentEndpoints = {
  studentEmail: endpoint("POST student-email/", "Send a code to a student (or pupil) e-mail address", {
    body: z.object({ email: z.email().check(z.maxLength(254)), titleCode, kind: z.optional(schoolKind) }),
    response: codeFlowAnswer,
    creates: true,
  }),
  activateStudentSubscription: endpoint(
    "POST activate-student-subscription/",
    "Check the e-mailed code and start the student (or pupil) subscription",
    {
      body: z.object({
        email: z.email().check(z.maxLength(254)),
        code: z.string().check(z.regex(/^\d{6}$/)),
        titleCode,
        kind: z.optional(schoolKind),
      }),
      response: codeFlowAnswer,
      creates: true,
    },
  ),
  // A student signed in without a newspaper account yet (docs/decisions/036): the identity user is
  // the session's, when there is one (no session: NO_SPID_FOUND, never 401). Students only: a
  // pupil's age rule needs the birthdate on an account first, so pupils take the signed-in way.
  registerStudent: endpoint(
    "POST register-student/",
    "Register a student signed in without a newspaper account yet, and e-mail a code",
    {
      body: z.object({
        email: z.email().check(z.maxLength(254)),
        givenName: readerText(100).check(z.minLength(1)),
        familyName: readerText(100).check(z.minLength(1)),
        titleCode,
      }),
      response: z.object({ result: studentResult }),
      session: false,
      creates: true,
    },
  ),
  activateStudent: endpoint(
    "POST activate-student/",
    "Check the registered student's code: create the newspaper account and start the student subscription",
    {
      body: z.object({
        email: z.email().check(z.maxLength(254)),
        code: z.string().check(z.regex(/^\d{6}$/)),
      }),
      response: z.object({ result: studentResult }),
      session: false,
      creates: true,
    },
  ),
} as const;
