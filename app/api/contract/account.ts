// Account and session: the title, the account of an identity user, finding and connecting a
// subscription by SMS code, and the sign-in exchange (SPEC §3, §4, §7).
import { z } from "zod/mini";
import { ariaAccountNo, empty, endpoint, isoDate, readerText, spidId, titleCode } from "./shared.ts";

export const titleData = z.object({
  titleCode,
  titleDomain: z.string().check(z.maxLength(100)),
  pageUrl: z.url().check(z.maxLength(2048)),
  name: z.string().check(z.maxLength(100)),
  customerCenterPhoneNumber: z.string().check(z.maxLength(20)),
  customerCenterEmail: z.email().check(z.maxLength(254)),
  organizationNumber: z.string().check(z.maxLength(64)),
  /** Whether pulse analytics is used (off for AN and VA). */
  pulse: z.boolean(),
});

export const account = z.object({
  accountBalance: z.number(),
  spidId,
  firstTitleCode: titleCode,
  ariaAccountNo,
  // Not named by the SPEC (§3 Account): read tolerantly, left out means "cannot be shown now" on the
  // screens that show it (ADR 034).
  email: z.optional(z.nullable(z.email().check(z.maxLength(254)))),
  phoneNumber: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
  // Counted as the request that wrote them counts (what a reader sees), so a name saved reads back.
  givenName: z.optional(z.nullable(readerText(100))),
  familyName: z.optional(z.nullable(readerText(100))),
  birthdate: z.optional(z.nullable(isoDate)),
});

export type Account = z.infer<typeof account>;

/** The signed-in user as the platform knows it (SPEC §3 User). */

export const sessionUser = z.object({
  spidId,
  sp_id: z.string().check(z.maxLength(64)),
  displayName: readerText(201),
  givenName: readerText(100),
  familyName: readerText(100),
  /** SPEC §3: "starts empty" — a platform may send "", null or nothing at all until one is given. */
  phoneNumber: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
});

export type SessionUser = z.infer<typeof sessionUser>;

export const accountEndpoints = {
  getTitle: endpoint("GET title/{titleCode}", "Title data", {
    params: z.object({ titleCode }),
    response: titleData,
    session: false,
    errors: { 404: "No publication config found for titleCode" },
  }),
  retrieveTitleCode: endpoint("POST retrieveTitleCode", "The title code for a Min side origin", {
    body: z.object({
      minsideUrl: z.url().check(
        z.maxLength(2048),
        z.refine((u) => u.endsWith("/"), "Må være origin med / til slutt"),
      ),
    }),
    response: z.object({ titleCode }),
    session: false,
  }),
  getAccount: endpoint("GET account/{id}", "The account of an identity user id", {
    params: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
    response: account,
    errors: { 404: "No account for this user yet" },
  }),
  assignAccount: endpoint(
    "PUT account/assign",
    "Connect the subscription found by search-account and verify/ to the signed-in user",
    {
      body: z.object({ searchId: z.string().check(z.maxLength(64), z.minLength(1)) }),
      response: account,
      errors: {
        409: "The search was not verified or is used already; code ALREADY_SUBSCRIBED: the user has an active subscription to a title the found account holds",
        404: "Unknown search",
      },
    },
  ),
  modifyAccount: endpoint("PUT account", "Modify the signed-in user's account", {
    body: z.object({
      ariaAccountNo,
      email: z.optional(z.email().check(z.maxLength(254))),
      phoneNumber: z.optional(z.string().check(z.regex(/^(\+47)?\d{8}$/))),
      givenName: z.optional(readerText(100).check(z.minLength(1))),
      familyName: z.optional(readerText(100).check(z.minLength(1))),
      birthdate: z.optional(isoDate),
    }),
    response: account,
  }),
  createAccount: endpoint("POST account", "Create the account (balance 0, identity id, first title code)", {
    body: z.object({ accountBalance: z.literal(0), spidId, firstTitleCode: titleCode }),
    response: z.object({ ariaAccountNo }),
    errors: { 409: "An account exists already" },
  }),
  searchAccount: endpoint(
    "POST search-account",
    "Find a subscription by e-mail or phone; sends an SMS code to the phone on file",
    {
      body: z.union([
        z.object({ email: z.email().check(z.maxLength(254)) }),
        z.object({ phoneNumber: z.string().check(z.regex(/^(\+47)?\d{8}$/)) }),
      ]),
      response: z.object({
        searchId: z.string().check(z.maxLength(64)),
        maskedPhoneNumber: z.string().check(z.maxLength(20)),
      }),
      errors: { 404: "No subscription found" },
    },
  ),
  segmentMessage: endpoint("POST segment/{id}/message", "Send the SMS code of search {id} again", {
    params: z.object({ id: z.string().check(z.maxLength(64), z.minLength(1)) }),
    body: z.object({ channel: z.literal("sms") }),
    response: z.object({ maskedPhoneNumber: z.string().check(z.maxLength(20)) }),
    errors: { 404: "Unknown search", 429: "Too many codes sent" },
  }),
  verify: endpoint("POST verify/", "Check the SMS code of a search", {
    body: z.object({
      searchId: z.string().check(z.maxLength(64), z.minLength(1)),
      code: z.string().check(z.regex(/^\d{6}$/)),
    }),
    response: z.object({ verified: z.literal(true) }),
    errors: { 404: "Unknown search", 422: "Wrong code", 410: "Code expired" },
  }),
  loginToken: endpoint(
    "GET loginToken",
    "A one-time token for the login state; bound to this browser by an HttpOnly cookie",
    {
      response: z.object({ loginToken: z.string().check(z.maxLength(200), z.minLength(1)) }),
      session: false,
    },
  ),
  logout: endpoint("POST logout", "End the session (clears the session cookie)", {
    body: empty,
    response: empty,
    session: false,
  }),
  handleCode: endpoint(
    "POST handlecode",
    "Exchange the authorization code; sets the HttpOnly session cookie. Kept for SPEC §7; the portal's sign-ins all start with a login token and use handleLoginToken (docs/decisions/035)",
    {
      body: z.object({
        code: z.string().check(z.maxLength(64), z.minLength(1)),
        state: z.string().check(z.maxLength(4000), z.minLength(1)),
        spidId,
      }),
      response: sessionUser,
      session: false,
      errors: { 403: "The state is not the one this browser started, or the code is not this user's" },
    },
  ),
  handleLoginToken: endpoint(
    "POST handleLoginToken",
    "Exchange the authorization code of a sign-in started with a login token (SPEC §3 login state payload): every sign-in the portal starts. The state's loginToken must be this browser's (HttpOnly cookie), fresh and unused, and is used up; the code must be the identity user's. Sets the HttpOnly session cookie",
    {
      body: z.object({
        state: z.string().check(z.maxLength(4000), z.minLength(1)),
        code: z.string().check(z.maxLength(64), z.minLength(1)),
        spidId,
      }),
      response: sessionUser,
      session: false,
      errors: { 403: "The state is not the one this browser started, or the code is not this user's" },
    },
  ),
} as const;
