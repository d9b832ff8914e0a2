// Business subscriptions (SPEC §2 Business, §4, §5, §8): the company's admin invites employees by
// e-mail on the company's domain, sees who has taken the invitation up, resends and removes; an
// employee proves their work address with an e-mailed code and gets the company's subscription.
// The calls are not in SPEC §7; they are designed here like the rest of the contract.
import { z } from "zod/mini";
import { endpoint, titleAccountParams, titleCode } from "./shared.ts";

/** Invitation state (SPEC §4): e-mail sent, or taken up by the employee. */
export const invitationStatus = z.enum(["emailSent", "active"]);

/** What happened to one address of an invitation (SPEC §4 Invitation result). */
export const invitationResult = z.enum([
  "emailSent",
  /** Not an address the platform can send to (too long, not ASCII, not one@domain): only this one is refused. */
  "invalidEmail",
  "errorSaved",
  "wrongEmailDomain",
  "userExist",
  "maxUsersReached",
  "resent",
]);

/** What happened to one invitation asked to be removed (SPEC §4 Deletion result). */
export const deletionResult = z.enum(["deleted", "failed", "notExist"]);

export const invitation = z.object({
  id: z.string().check(z.maxLength(64), z.minLength(1)),
  email: z.email().check(z.maxLength(254)),
  /** When the invitation was first sent. */
  addedAt: z.iso.datetime(),
  status: invitationStatus,
});

export type Invitation = z.infer<typeof invitation>;

export const company = z.object({
  name: z.string().check(z.maxLength(100), z.minLength(1)),
  /** Only addresses on this domain can be invited (SPEC §5). */
  emailDomain: z.string().check(z.maxLength(254), z.minLength(1)),
  /** Invitations the agreement allows; sent and active ones both count. */
  maxInvitations: z.int().check(z.nonnegative()),
});

export type Company = z.infer<typeof company>;

const businessTarget = titleAccountParams;

/** At most this many addresses in one invitation call (the largest HR list the portal sends at once). */
export const MAX_ADDRESSES_PER_CALL = 1000;
/**
 * An address in an invitation call is checked by the platform one by one, so one bad address never
 * refuses the others: the call takes any text up to this length, and answers `invalidEmail` for it.
 */
const invitedAddress = z.string().check(z.maxLength(4096));

export const businessEndpoints = {
  getBusiness: endpoint(
    "GET business/{accountNo}/{titleCode}",
    "The admin's company, its e-mail domain and maximum, and every invitation",
    {
      params: businessTarget,
      response: z.object({ company, invitations: z.array(invitation) }),
      errors: { 403: "Not the account's owner, or the account is not a business admin on this title" },
    },
  ),
  inviteEmployees: endpoint(
    "POST business/{accountNo}/{titleCode}/invitations",
    "Invite addresses: each gets an e-mail with a link to /bedrift, or a result saying why not, address by address (an address that cannot be sent to is invalidEmail; the others are still sent). Send an Idempotency-Key",
    {
      params: businessTarget,
      body: z.object({
        emails: z.array(invitedAddress).check(z.minLength(1), z.maxLength(MAX_ADDRESSES_PER_CALL)),
      }),
      response: z.object({
        results: z.array(z.object({ email: invitedAddress, result: invitationResult })),
      }),
      creates: true,
      errors: { 403: "Not a business admin" },
    },
  ),
  resendInvitation: endpoint(
    "POST business/{accountNo}/{titleCode}/invitations/{id}/resend",
    "Send an invitation that has not been taken up again",
    {
      params: z.extend(businessTarget, { id: z.string().check(z.maxLength(64), z.minLength(1)) }),
      body: z.optional(z.object({})),
      response: z.object({ email: z.email().check(z.maxLength(254)), result: z.literal("resent") }),
      errors: { 403: "Not a business admin", 404: "Unknown invitation", 409: "Already taken up (active)" },
    },
  ),
  removeInvitations: endpoint(
    "DELETE business/{accountNo}/{titleCode}/invitations",
    "Remove invitations; an active member loses the company's subscription. The result says what happened to each",
    {
      params: businessTarget,
      body: z.object({
        ids: z
          .array(z.string().check(z.maxLength(200), z.minLength(1)))
          .check(z.minLength(1), z.maxLength(MAX_ADDRESSES_PER_CALL)),
      }),
      response: z.object({
        results: z.array(
          z.object({
            id: z.string().check(z.maxLength(64)),
            email: z.nullable(z.email().check(z.maxLength(254))),
            result: deletionResult,
          }),
        ),
      }),
      errors: { 403: "Not a business admin" },
    },
  ),
  requestBusinessCode: endpoint(
    "POST business/code",
    "An employee asks for a code to the work address an invitation went to",
    {
      body: z.object({ email: z.email().check(z.maxLength(254)), titleCode }),
      response: z.object({
        email: z.email().check(z.maxLength(254)),
        companyName: z.string().check(z.maxLength(100)),
      }),
      errors: {
        404: "No invitation for this address (invalid e-mail or account)",
        409: "Already a subscriber of the title",
      },
    },
  ),
  verifyBusinessCode: endpoint(
    "POST business/code/verify",
    "Check the e-mailed code: the employee gets the company's subscription on the title",
    {
      body: z.object({
        email: z.email().check(z.maxLength(254)),
        code: z.string().check(z.regex(/^\d{6}$/)),
        titleCode,
      }),
      response: z.object({ companyName: z.string().check(z.maxLength(100)) }),
      errors: {
        404: "No invitation for this address",
        409: "Already a subscriber of the title",
        410: "The code has expired or was tried too often: ask for a new one",
        422: "Wrong code",
      },
    },
  ),
} as const;
