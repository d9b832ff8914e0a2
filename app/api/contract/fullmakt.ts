// A power of attorney (fullmakt): a subscriber lets a named person help with their subscription of a
// title — see it and its invoices, pay invoices, delivery and vacation stops, complaints — until a
// day they choose, and ends it when they like. The helper accepts with their own account and then
// acts for the subscriber: the platform answers the subscriber's own calls for them where a right
// covers the call, and refuses every other with 403 and code NOT_GRANTED (docs/decisions/054).
// Not in SPEC §7: designed here like the family calls. Refusals that mean something are 409 with
// the reason in fields.reason.
import { z } from "zod/mini";
import { HELPER_NAME_MAX, HELPER_RIGHTS } from "#app/domain/helper-rights.ts";
import { account } from "./account.ts";
import { endpoint, isoDate, readerText, titleCode } from "./shared.ts";

export const helperRight = z.enum(HELPER_RIGHTS);
const grantId = z.string().check(z.maxLength(64), z.minLength(1));
/**
 * The longest name a reply holds: the helper's as the subscriber wrote it (HELPER_NAME_MAX), or an
 * account's given and family name (100 each, account.ts) with a space between. Counted as a reader
 * counts, as the requests that wrote them were, so every name written can be read back.
 */
const FULL_NAME_MAX = Math.max(HELPER_NAME_MAX, 100 + 1 + 100);
const personName = readerText(FULL_NAME_MAX);
/** Each right once: a list that names one twice is refused, never quietly shortened. */
const rights = z.array(helperRight).check(
  z.minLength(1),
  z.maxLength(HELPER_RIGHTS.length),
  z.refine((list) => new Set(list).size === list.length, "Hvert valg kan bare være med én gang"),
);
/** Where an invitation went, shown in part: "o***@example.no", "*****678". */
const maskedContact = z.string().check(z.maxLength(254));

/** One grant, as the subscriber who gave it or the helper who holds it sees it. */
export const grant = z.object({
  id: grantId,
  /** The helper's name as the subscriber wrote it (the subscriber's list), or the subscriber's (the helper's). */
  name: personName,
  /** Where the invitation went: an e-mail address or an 8-digit phone number (the subscriber's list only). */
  contact: z.nullable(z.string().check(z.maxLength(254))),
  rights,
  /** The last day the helper may act. */
  validUntil: isoDate,
  /** invited: not accepted yet; active; ended: withdrawn or given up; expired: past its last day. */
  state: z.enum(["invited", "active", "ended", "expired"]),
  createdAt: z.iso.datetime(),
  /** Who accepted: the name their own account gives (the subscriber's list only, once accepted). */
  acceptedBy: z.optional(personName),
  /** When it was withdrawn or given up (ended grants only). */
  endedAt: z.optional(z.iso.datetime()),
});
export type Grant = z.infer<typeof grant>;

export const fullmaktOverview = z.object({
  /** Those this account has let help with its subscription of the title, newest first. */
  helpers: z.array(grant).check(z.maxLength(50)),
  /** Those this account helps on the title, newest first. */
  helping: z.array(grant).check(z.maxLength(50)),
  /**
   * Invitations to this account's own e-mail or mobile number that wait for an answer, with the code
   * to open them by (read tolerantly: absent means none to show).
   */
  waiting: z.optional(
    z
      .array(
        z.object({ code: z.string().check(z.maxLength(200)), grantorName: personName, validUntil: isoDate }),
      )
      .check(z.maxLength(50)),
  ),
});
export type FullmaktOverview = z.infer<typeof fullmaktOverview>;

/**
 * Whom this session acts for: the grant, the subscriber's name and account, what it may do. The
 * account comes without the subscriber's e-mail, phone number and birthdate: the grant gives none.
 */
export const acting = z.nullable(
  z.object({ grantId, name: personName, rights, validUntil: isoDate, account }),
);
export type Acting = z.infer<typeof acting>;

/** The invitation behind a code, as the signed-in invited person sees it. */
export const fullmaktInvitation = z.object({
  grantorName: personName,
  titleName: z.string().check(z.maxLength(100)),
  rights,
  validUntil: isoDate,
  /** Where the invitation went, in part, so the invited person knows which address or number it means. */
  invitedContact: maskedContact,
  /** open: can be accepted; accepted: by this user; used: by someone else; own: the subscriber's own; ended; expired. */
  status: z.enum(["open", "accepted", "used", "own", "ended", "expired"]),
});
export type FullmaktInvitation = z.infer<typeof fullmaktInvitation>;

/** Beside a history entry: the helper who made it on the subscriber's behalf; absent when they made it themselves. */
export const madeBy = z.object({ madeBy: z.optional(personName) });

const code = z.string().check(z.maxLength(200), z.minLength(16));
const contactCode = z.string().check(z.regex(/^\d{6}$/, "Koden har seks sifre"));

/** Wrong codes tried by one user (invitation codes and contact codes alike) before a pause. */
const TOO_MANY_TRIES =
  "10 wrong codes within 15 minutes: every try is refused until Retry-After (seconds) has passed";

export const fullmaktEndpoints = {
  getFullmakt: endpoint(
    "GET fullmakt/{titleCode}",
    "The grants the signed-in account has given on the title, and those it holds",
    { params: z.object({ titleCode }), response: fullmaktOverview },
  ),
  inviteHelper: endpoint(
    "POST fullmakt/invitation",
    "Let a named person help with the subscription: the link goes by e-mail or SMS and works until the last day",
    {
      body: z.object({
        titleCode,
        name: z.pipe(readerText(HELPER_NAME_MAX), z.string().check(z.trim(), z.minLength(1))),
        email: z.nullable(z.email().check(z.maxLength(254))),
        phoneNumber: z.nullable(z.string().check(z.regex(/^[2-9]\d{7}$/))),
        rights,
        validUntil: isoDate,
      }),
      response: grant,
      creates: true,
      errors: {
        400: "fields.validUntil: before today or more than 24 months ahead; fields.rights: pay without see, or a right named twice; fields.email: neither or both of email and phoneNumber",
        409: "fields.reason: noSubscription (no subscription of one's own to the title), ownContact (the subscriber's own address or number), alreadyHelper (an open or active grant to that address or number)",
      },
    },
  ),
  endFullmakt: endpoint(
    "DELETE fullmakt/{id}",
    "End a grant at once, by the subscriber who gave it or the helper who holds it; its next call is refused. Ended already: the same answer",
    {
      params: z.object({ id: grantId }),
      body: z.object({ titleCode }),
      response: grant,
      errors: { 404: "Unknown grant" },
    },
  ),
  getFullmaktInvitation: endpoint(
    "GET fullmakt/join/{code}",
    "The invitation behind the code in the e-mail or SMS, as the signed-in invited person sees it",
    {
      params: z.object({ code }),
      response: fullmaktInvitation,
      errors: { 404: "No invitation with this code", 429: TOO_MANY_TRIES },
    },
  ),
  sendFullmaktContactCode: endpoint(
    "POST fullmakt/join/contact-code",
    "Send a six-digit code to the address or number the invitation went to, for an invited person whose own account has another: typed back as acceptFullmakt's contactCode",
    {
      body: z.object({ code, titleCode }),
      response: z.object({ sentTo: maskedContact }),
      errors: {
        404: "No invitation with this code",
        409: "fields.reason: used (by someone else), own (the subscriber's own invitation), ended, expired",
        429: `${TOO_MANY_TRIES}; or a fourth code to the same invitation within 15 minutes`,
      },
    },
  ),
  acceptFullmakt: endpoint(
    "POST fullmakt/join",
    "Accept an invitation: the signed-in user becomes the helper, when their account's or identity's e-mail or phone number is the one invited, or with the contactCode sent there (sendFullmaktContactCode). Accepted by this user already: the same answer",
    {
      body: z.object({ code, titleCode, contactCode: z.optional(contactCode) }),
      response: z.object({ grantId, grantorName: personName }),
      creates: true,
      errors: {
        404: "No invitation with this code",
        409: "fields.reason: used (by someone else), own (the subscriber's own invitation), ended, expired, notInvited (sent to another address or number, and no contactCode), wrongContactCode, contactCodeExpired (none sent, too old or tried too often: ask for a new one)",
        429: TOO_MANY_TRIES,
      },
    },
  ),
  getActing: endpoint(
    "GET fullmakt/acting",
    "Whom this session acts for, or null: kept with the session, so a reload or a new tab keeps it",
    { response: acting },
  ),
  setActing: endpoint(
    "PUT fullmakt/acting",
    "Act for the subscriber of an active grant this user holds, or (null) for oneself again",
    {
      body: z.object({ grantId: z.nullable(grantId) }),
      response: acting,
      errors: { 409: "fields.reason: notActive (the grant is ended, expired or not this user's)" },
    },
  ),
} as const;
