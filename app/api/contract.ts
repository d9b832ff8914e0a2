// The /api/ contract: every call's path, method, request and response as zod schemas. The portal
// parses every response with these (app/api/client.ts), the dev backend validates every request
// and response with the very same ones (scripts/dev-backend/api.ts), and `npm run contract`
// publishes them as OpenAPI 3.1 (docs/api/openapi.json) for the platform team.
// Every answer is wrapped as { data: … } (SPEC §7: "the product uses the response body data").
import { z } from "zod";
import { statusCodes } from "../domain/subscription-status.ts";

// ─── Shared pieces ──────────────────────────────────────────────────────────────────────────────

export const titleCode = z.string().regex(/^[A-Z][A-Z0-9]{1,5}$/, "Ugyldig tittelkode");
export const ariaAccountNo = z.string().regex(/^\d{6,12}$/, "Ugyldig kundenummer");
/** The identity provider's numeric user id (SPEC §3: the provider's name followed by Id). */
export const spidId = z.number().int().positive();
const isoDate = z.iso.date();

export const titleData = z.object({
  titleCode,
  titleDomain: z.string(),
  pageUrl: z.url(),
  name: z.string(),
  customerCenterPhoneNumber: z.string(),
  customerCenterEmail: z.email(),
  organizationNumber: z.string(),
  /** Whether pulse analytics is used (off for AN and VA). */
  pulse: z.boolean(),
});

export const account = z.object({
  accountBalance: z.number(),
  spidId,
  firstTitleCode: titleCode,
  ariaAccountNo,
  email: z.email().nullable(),
  phoneNumber: z.string().nullable(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  birthdate: isoDate.nullable(),
});
export type Account = z.infer<typeof account>;

export const planProductType = z.enum(["DIGITAL", "COMBO"]);
export const billingPeriod = z.enum(["ANNUAL", "QUARTERLY", "MONTHLY", "MONTHLY_PREMIUM"]);
export const featureLabel = z.enum(["PLUS_CONTENT", "E_PAPER", "PAPER", "FAMILY_SHARING", "PARTNER_SITES"]);

export const subscription = z.object({
  ariaPlanID: z.string().min(1),
  planName: z.string().min(1),
  planProductType,
  eligibleForSharing: z.boolean(),
  instStatusCode: z
    .number()
    .int()
    .refine((code) => (statusCodes as number[]).includes(code), "Ukjent status"),
  subsRetrieveSubscriptionAddInfo: z.object({
    /** Holds the business role ("admin", "employee") for business subscriptions. */
    subscriptionInfo1: z.string().nullable(),
  }),
  billingPeriod,
  /** Price per billing period in whole kroner. */
  price: z.number().int().nonnegative(),
  features: z.array(featureLabel),
  startDate: isoDate,
  /** When access ends for a cancelled subscription. */
  expiresOn: isoDate.nullable(),
  pendingChange: z
    .object({ ariaPlanID: z.string(), planName: z.string(), effectiveDate: isoDate })
    .nullable(),
});
export type Subscription = z.infer<typeof subscription>;

export const complaintCode = z.object({ code: z.string(), description: z.string() });

/** A plan a subscriber can order or change to. */
export const plan = z.object({
  ariaPlanID: z.string().min(1),
  planName: z.string().min(1),
  planProductType,
  billingPeriod,
  /** Price per billing period in whole kroner. */
  price: z.number().int().nonnegative(),
  features: z.array(featureLabel),
  description: z.string(),
});
export type Plan = z.infer<typeof plan>;

/** A Norwegian delivery address (SPEC §3). */
export const deliveryAddress = z.object({
  coname: z.string().nullable(),
  street: z.string().trim().min(1),
  streetNumber: z.string().trim().min(1),
  floor: z.string().nullable(),
  flatNumber: z.string().nullable(),
  postalCode: z.string().regex(/^\d{4}$/),
  place: z.string().trim().min(1),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const deliveryChangeType = z.enum(["TRANSFER", "PERMANENT", "STOP"]);

/** A registered change of delivery: to another address for a period, for good, or a pause. */
export const deliveryChange = z.object({
  id: z.string(),
  type: deliveryChangeType,
  from: isoDate,
  /** Last day of the change; null with an open end (and always for PERMANENT). */
  to: isoDate.nullable(),
  openEnd: z.boolean(),
  /** The address to deliver to (TRANSFER and PERMANENT); the name on it is `coname` or the subscriber. */
  address: deliveryAddress.nullable(),
  /** REGISTERED until it starts; a REGISTERED change can be withdrawn. */
  status: z.enum(["REGISTERED", "ACTIVE", "DONE", "WITHDRAWN"]),
  createdAt: z.iso.datetime(),
});
export type DeliveryChange = z.infer<typeof deliveryChange>;

export const delivery = z.object({
  /** Where the paper goes now, and the name on the address. */
  name: z.string(),
  address: deliveryAddress,
  /** ISO weekdays with delivery: 1 = Monday … 7 = Sunday. */
  deliveryDays: z.array(z.number().int().min(1).max(7)),
  /** Changes must be registered before this time ("HH:MM", Oslo) the day before a delivery day. */
  deadline: z.string().regex(/^\d{2}:\d{2}$/),
  changes: z.array(deliveryChange),
});

export type Delivery = z.infer<typeof delivery>;

export const invoice = z.object({
  ariaInvoiceNo: z.string(),
  kid: z.string().regex(/^\d+$/),
  /** Whole kroner. */
  amount: z.number().nonnegative(),
  paid: z.boolean(),
  description: z.string(),
  periodFrom: isoDate,
  periodTo: isoDate,
  dueDate: isoDate,
  /** The bank account to pay to, e.g. "1503 12 34567". */
  accountNumber: z.string(),
});
export type Invoice = z.infer<typeof invoice>;

export const paymentMethodType = z.enum(["VIPPS", "SWEDBANK-PPG", "BANKGIRO", "AVTALEGIRO", "STREX"]);
export const paymentMethod = z.object({
  type: paymentMethodType,
  /** Card payments (SWEDBANK-PPG): the last four digits and the expiry month "YYYY-MM". */
  cardLast4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  cardExpiry: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** How a one-off payment (an invoice) can be made at the provider. */
export const paymentChannel = z.enum(["SWEDBANK-PPG", "VIPPS"]);
/** The only currency the platform takes (SPEC §9). */
export const CURRENCY = "NOK-01";

/**
 * A trip to the payment provider: paying an invoice, or registering a card or a payment method.
 * The portal learns the outcome from here, never from the provider's return URL alone.
 */
export const payment = z.object({
  paymentId: z.string(),
  kind: z.enum(["INVOICE", "PAYMENT_METHOD", "ORDER"]),
  method: paymentMethodType,
  status: z.enum(["PENDING", "APPROVED", "CANCELLED", "FAILED"]),
  /** For kind INVOICE: the invoice and the amount in whole kroner. */
  ariaInvoiceNo: z.string().nullable(),
  amount: z.number().nonnegative().nullable(),
});
export type Payment = z.infer<typeof payment>;

const providerTrip = z.object({ paymentId: z.string(), redirectUrl: z.url() });

/**
 * The offers of SPEC §9: the digital plan for 1 kr the first month (new customers), and 3 months
 * for the price of 1 for returning customers (the quarantine rule: someone who has paid for the
 * title before does not get the introductory offer again).
 */
export const campaignCode = z.enum(["INTRO_1KR", "WINBACK_3FOR1"]);
export type CampaignCode = z.infer<typeof campaignCode>;

/** What the title offers this buyer: the plans, the campaign they qualify for, their saved card. */
export const orderOffer = z.object({
  /** SPEC §9: C-DIGITAL-DIGITAL, or C-DIGITAL-PREMIUM at FVN. */
  defaultPlanID: z.string(),
  plans: z.array(plan),
  /** Has paid for this title before: gets WINBACK_3FOR1 instead of INTRO_1KR. */
  returningCustomer: z.boolean(),
  campaign: z
    .object({
      code: campaignCode,
      /** The plan and billing period the campaign is for. */
      ariaPlanID: z.string(),
      billingPeriod,
      /** Charged now, in whole kroner. */
      firstAmount: z.number().int().nonnegative(),
      /** How many months the first amount covers. */
      months: z.number().int().positive(),
    })
    .nullable(),
  /** A card on file that can pay at once (SWEDBANK-PPG), or null. */
  savedCard: z.object({ cardLast4: z.string().regex(/^\d{4}$/), cardExpiry: z.string() }).nullable(),
});
export type OrderOffer = z.infer<typeof orderOffer>;

export const orderStatus = z.enum(["AWAITING_PAYMENT", "COMPLETED", "CANCELLED", "FAILED"]);

export const order = z.object({
  /** Also the id of its trip to the payment provider (GET payment/{id}). */
  orderId: z.string(),
  status: orderStatus,
  ariaPlanID: z.string(),
  planName: z.string(),
  planProductType,
  billingPeriod,
  /** The ordinary price per billing period, whole kroner. */
  price: z.number().int().nonnegative(),
  campaign: campaignCode.nullable(),
  /** Charged for the first period (the campaign's amount, else the price), whole kroner. */
  firstAmount: z.number().int().nonnegative(),
  discountCode: z.string().nullable(),
  paymentMethod: paymentChannel,
  deliveryAddress: deliveryAddress.nullable(),
  startDate: isoDate,
  createdAt: z.iso.datetime(),
  /** The provider's page to pay at while the order awaits payment; null once it has ended. */
  paymentUrl: z.url().nullable(),
});
export type Order = z.infer<typeof order>;

/** The signed-in user as the platform knows it (SPEC §3 User). */
export const sessionUser = z.object({
  spidId,
  sp_id: z.string(),
  displayName: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  phoneNumber: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

const ok = z.object({ ok: z.literal(true) });
const empty = z.object({});

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

// ─── The endpoints ──────────────────────────────────────────────────────────────────────────────

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Relative to /api/, with {param} placeholders. */
  path: string;
  summary: string;
  /** Path parameters. */
  params: P;
  /** JSON body (POST, PUT, DELETE); z.undefined() for none. */
  body: B;
  /** What `data` holds in a 2xx answer. */
  response: R;
  /** Needs the session cookie (else 401). */
  session: boolean;
  /** Error codes the caller should expect besides 400/401/403/500, with what they mean. */
  errors?: Record<number, string>;
}

const endpoint = <P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(e: Endpoint<P, B, R>) => e;
const noParams = z.object({});
const noBody = z.undefined();

export const api = {
  getTitle: endpoint({
    method: "GET",
    path: "title/{titleCode}",
    summary: "Title data",
    params: z.object({ titleCode }),
    body: noBody,
    response: titleData,
    session: false,
    errors: { 404: "No publication config found for titleCode" },
  }),
  retrieveTitleCode: endpoint({
    method: "POST",
    path: "retrieveTitleCode",
    summary: "The title code for a Min side origin",
    params: noParams,
    body: z.object({ minsideUrl: z.url().refine((u) => u.endsWith("/"), "Må være origin med / til slutt") }),
    response: z.object({ titleCode }),
    session: false,
  }),
  complaintCodes: endpoint({
    method: "GET",
    path: "complaintcodes",
    summary: "Categories for a delivery complaint",
    params: noParams,
    body: noBody,
    response: z.array(complaintCode),
    session: false,
  }),
  getAccount: endpoint({
    method: "GET",
    path: "account/{id}",
    summary: "The account of an identity user id",
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: noBody,
    response: account,
    session: true,
    errors: { 404: "No account for this user yet" },
  }),
  assignAccount: endpoint({
    method: "PUT",
    path: "account/assign",
    summary: "Connect the subscription found by search-account and verify/ to the signed-in user",
    params: noParams,
    body: z.object({ searchId: z.string().min(1) }),
    response: account,
    session: true,
    errors: { 409: "The search was not verified", 404: "Unknown search" },
  }),
  modifyAccount: endpoint({
    method: "PUT",
    path: "account",
    summary: "Modify the signed-in user's account",
    params: noParams,
    body: z.object({
      ariaAccountNo,
      email: z.email().optional(),
      phoneNumber: z
        .string()
        .regex(/^(\+47)?\d{8}$/)
        .optional(),
      givenName: z.string().min(1).optional(),
      familyName: z.string().min(1).optional(),
      birthdate: isoDate.optional(),
    }),
    response: account,
    session: true,
  }),
  createAccount: endpoint({
    method: "POST",
    path: "account",
    summary: "Create the account (balance 0, identity id, first title code)",
    params: noParams,
    body: z.object({ accountBalance: z.literal(0), spidId, firstTitleCode: titleCode }),
    response: z.object({ ariaAccountNo }),
    session: true,
    errors: { 409: "An account exists already" },
  }),
  searchAccount: endpoint({
    method: "POST",
    path: "search-account",
    summary: "Find a subscription by e-mail or phone; sends an SMS code to the phone on file",
    params: noParams,
    body: z.union([
      z.object({ email: z.email() }),
      z.object({ phoneNumber: z.string().regex(/^(\+47)?\d{8}$/) }),
    ]),
    response: z.object({ searchId: z.string(), maskedPhoneNumber: z.string() }),
    session: true,
    errors: { 404: "No subscription found" },
  }),
  segmentMessage: endpoint({
    method: "POST",
    path: "segment/{id}/message",
    summary: "Send the SMS code of search {id} again",
    params: z.object({ id: z.string().min(1) }),
    body: z.object({ channel: z.literal("sms") }),
    response: z.object({ maskedPhoneNumber: z.string() }),
    session: true,
    errors: { 404: "Unknown search", 429: "Too many codes sent" },
  }),
  verify: endpoint({
    method: "POST",
    path: "verify/",
    summary: "Check the SMS code of a search",
    params: noParams,
    body: z.object({ searchId: z.string().min(1), code: z.string().regex(/^\d{6}$/) }),
    response: z.object({ verified: z.literal(true) }),
    session: true,
    errors: { 404: "Unknown search", 422: "Wrong code", 410: "Code expired" },
  }),
  getSubscription: endpoint({
    method: "GET",
    path: "subscription/{accountNo}/{titleCode}",
    summary: "The account's subscription to a title; data is null when there is none",
    params: z.object({ accountNo: ariaAccountNo, titleCode }),
    body: noBody,
    response: subscription.nullable(),
    session: true,
  }),
  reactivateSubscription: endpoint({
    method: "POST",
    path: "reactivateSubscription/",
    summary: "Take back a cancellation before the subscription expires",
    params: noParams,
    body: z.object({ ariaAccountNo, titleCode }),
    response: subscription,
    session: true,
    errors: { 409: "The subscription is not cancelled" },
  }),
  updateCard: endpoint({
    method: "PUT",
    path: "subscription/card",
    summary: "Start replacing the payment card; answers the card provider's page to go to",
    params: noParams,
    body: z.object({ ariaAccountNo, titleCode, returnUrl: z.url() }),
    response: providerTrip,
    session: true,
  }),
  updatePaymentMethod: endpoint({
    method: "PUT",
    path: "subscription/paymentMethod",
    summary: "Start changing the payment method; answers the provider's page to go to",
    params: noParams,
    body: z.object({
      ariaAccountNo,
      titleCode,
      paymentMethod: z.enum(["VIPPS", "SWEDBANK-PPG", "BANKGIRO", "AVTALEGIRO", "STREX"]),
      returnUrl: z.url(),
    }),
    response: providerTrip,
    session: true,
  }),
  deleteSubscription: endpoint({
    method: "DELETE",
    path: "deleteSubscription",
    summary: "Cancel the subscription (it runs until the end of the paid period)",
    params: noParams,
    body: z.object({
      ariaAccountNo,
      titleCode,
      reason: z.string().trim().min(1),
      customerNumber: ariaAccountNo,
      name: z.string().min(1),
      product: z.string().min(1),
      cancelKind: z.enum(["CANCELLATION", "REPLACEMENT-ANN"]),
    }),
    response: subscription,
    session: true,
    errors: { 409: "Already cancelled" },
  }),
  getDiscountDetails: endpoint({
    method: "POST",
    path: "getDiscountDetails",
    summary: "What a discount code gives",
    params: noParams,
    body: z.object({ discountCode: z.string().trim().min(1), titleCode }),
    response: z.object({
      discountCode: z.string(),
      description: z.string(),
      percentOff: z.number().int().min(1).max(100),
      months: z.number().int().positive(),
    }),
    session: true,
    errors: { 404: "Unknown or expired code" },
  }),
  addDiscount: endpoint({
    method: "POST",
    path: "addDiscount",
    summary: "Apply a discount code to the account's subscription",
    params: noParams,
    body: z.object({ discountCode: z.string().trim().min(1), ariaAccountNo, titleCode }),
    response: ok,
    session: true,
    errors: { 404: "Unknown or expired code", 409: "A discount is applied already" },
  }),
  studentEmail: endpoint({
    method: "POST",
    path: "student-email/",
    summary: "Send a code to a student e-mail address",
    params: noParams,
    body: z.object({ email: z.email(), titleCode }),
    response: z.object({ result: z.union([z.literal("ok"), studentCode]) }),
    session: true,
  }),
  activateStudentSubscription: endpoint({
    method: "POST",
    path: "activate-student-subscription/",
    summary: "Check the e-mailed code and start the student subscription",
    params: noParams,
    body: z.object({ email: z.email(), code: z.string().regex(/^\d{6}$/), titleCode }),
    response: z.object({ result: z.union([z.literal("ok"), studentCode]) }),
    session: true,
  }),
  registerStudent: endpoint({
    method: "POST",
    path: "register-student/",
    summary: "Register a student without a user account yet",
    params: noParams,
    body: z.object({
      email: z.email(),
      givenName: z.string().min(1),
      familyName: z.string().min(1),
      titleCode,
    }),
    response: z.object({ result: studentResult }),
    session: false,
  }),
  activateStudent: endpoint({
    method: "POST",
    path: "activate-student/",
    summary: "Finish a registered student's profile",
    params: noParams,
    body: z.object({ email: z.email(), code: z.string().regex(/^\d{6}$/) }),
    response: z.object({ result: studentResult }),
    session: false,
  }),
  loginToken: endpoint({
    method: "GET",
    path: "loginToken",
    summary: "A one-time token for the login state; bound to this browser by an HttpOnly cookie",
    params: noParams,
    body: noBody,
    response: z.object({ loginToken: z.string().min(16) }),
    session: false,
  }),
  logout: endpoint({
    method: "POST",
    path: "logout",
    summary: "End the session (clears the session cookie)",
    params: noParams,
    body: empty,
    response: empty,
    session: false,
  }),
  handleCode: endpoint({
    method: "POST",
    path: "handlecode",
    summary: "Exchange the authorization code; sets the HttpOnly session cookie",
    params: noParams,
    body: z.object({ code: z.string().min(1), state: z.string().min(1), spidId }),
    response: sessionUser,
    session: false,
    errors: { 403: "The state is not the one this browser started, or the code is not this user's" },
  }),
  handleLoginToken: endpoint({
    method: "POST",
    path: "handleLoginToken",
    summary: "As handlecode, for a login started with a login token elsewhere",
    params: noParams,
    body: z.object({ state: z.string().min(1), code: z.string().min(1), spidId }),
    response: sessionUser,
    session: false,
    errors: { 403: "The state is not the one this browser started, or the code is not this user's" },
  }),
  getPlans: endpoint({
    method: "GET",
    path: "plans/{titleCode}",
    summary: "The plans of a title a subscriber can change to or order",
    params: z.object({ titleCode }),
    body: noBody,
    response: z.array(plan),
    session: false,
  }),
  changeSubscription: endpoint({
    method: "POST",
    path: "subscription/change",
    summary: "Change plan and billing period from the start of the next billing period",
    params: noParams,
    body: z.object({ ariaAccountNo, titleCode, ariaPlanID: z.string().min(1), billingPeriod }),
    /** The subscription with its pendingChange. */
    response: subscription,
    session: true,
    errors: { 404: "Unknown plan", 409: "Cancelled, or already on this plan and period" },
  }),
  cancelPlanChange: endpoint({
    method: "DELETE",
    path: "subscription/change",
    summary: "Withdraw a plan change that has not taken effect",
    params: noParams,
    body: z.object({ ariaAccountNo, titleCode }),
    response: subscription,
    session: true,
    errors: { 409: "No pending change" },
  }),
  getDelivery: endpoint({
    method: "GET",
    path: "delivery/{accountNo}/{titleCode}",
    summary: "The paper's delivery address, delivery days, deadline and registered changes",
    params: z.object({ accountNo: ariaAccountNo, titleCode }),
    body: noBody,
    response: delivery,
    session: true,
    errors: { 409: "Not a paper subscription" },
  }),
  registerDeliveryChange: endpoint({
    method: "POST",
    path: "delivery/change",
    summary: "Register a transfer, a permanent move or a stop (e.g. vacation)",
    params: noParams,
    body: z.object({
      ariaAccountNo,
      titleCode,
      type: deliveryChangeType,
      from: isoDate,
      to: isoDate.nullable(),
      openEnd: z.boolean(),
      address: deliveryAddress.nullable(),
    }),
    response: deliveryChange,
    session: true,
    errors: {
      409: "Not a paper subscription, or it overlaps a registered change",
      422: "The first day is past the deadline or not a delivery day; the error message names the next possible day",
    },
  }),
  withdrawDeliveryChange: endpoint({
    method: "DELETE",
    path: "delivery/change/{id}",
    summary: "Withdraw a registered change that has not started",
    params: z.object({ id: z.string().min(1) }),
    body: z.object({ ariaAccountNo, titleCode }),
    response: deliveryChange,
    session: true,
    errors: { 404: "Unknown change", 409: "Already started" },
  }),
  endDeliveryChange: endpoint({
    method: "PUT",
    path: "delivery/change/{id}",
    summary: "End an open-ended transfer or stop: the paper comes to the usual address again from resumeOn",
    params: z.object({ id: z.string().min(1) }),
    body: z.object({ ariaAccountNo, titleCode, resumeOn: isoDate }),
    response: deliveryChange,
    session: true,
    errors: {
      404: "Unknown change",
      409: "Not an open-ended transfer or stop that is registered or running",
      422: "resumeOn is past the deadline, not a delivery day, or not after the first day; fields.nextPossible names the next possible day",
    },
  }),
  lookupPostalCode: endpoint({
    method: "GET",
    path: "postalcode/{postalCode}",
    summary: "The place of a Norwegian postal code",
    params: z.object({ postalCode: z.string().regex(/^\d{4}$/) }),
    body: noBody,
    response: z.object({ postalCode: z.string(), place: z.string() }),
    session: false,
    errors: { 404: "Unknown postal code" },
  }),
  registerComplaint: endpoint({
    method: "POST",
    path: "complaint",
    summary: "Register a delivery complaint (paper subscriptions only)",
    params: noParams,
    body: z.object({
      ariaAccountNo,
      titleCode,
      date: isoDate,
      category: z.string().min(1),
      comment: z.string().trim().max(1000),
    }),
    response: z.object({ complaintId: z.string(), date: isoDate, category: z.string() }),
    session: true,
    errors: { 409: "Not a paper subscription", 422: "The date is in the future or more than 30 days ago" },
  }),
  getInvoices: endpoint({
    method: "GET",
    path: "invoices/{accountNo}/{titleCode}",
    summary: "The account's invoices for a title, newest first",
    params: z.object({ accountNo: ariaAccountNo, titleCode }),
    body: noBody,
    response: z.array(invoice),
    session: true,
  }),
  getOrderOffer: endpoint({
    method: "GET",
    path: "order/offer/{titleCode}",
    summary: "What the title offers the signed-in buyer: plans, the campaign they qualify for, a saved card",
    params: z.object({ titleCode }),
    body: noBody,
    response: orderOffer,
    session: true,
  }),
  createOrder: endpoint({
    method: "POST",
    path: "order",
    summary:
      "Order a subscription and start its payment; answers the provider's page to go to. Send an Idempotency-Key: the same key never places a second order",
    params: noParams,
    body: z.object({
      ariaAccountNo,
      titleCode,
      ariaPlanID: z.string().min(1),
      billingPeriod,
      campaign: campaignCode.nullable(),
      discountCode: z.string().trim().min(1).nullable(),
      paymentMethod: paymentChannel,
      /** Pay with the card on file (SWEDBANK-PPG only). */
      useSavedCard: z.boolean(),
      currency: z.literal(CURRENCY),
      /** Required for paper (COMBO) plans, null otherwise. */
      deliveryAddress: deliveryAddress.nullable(),
      returnUrl: z.url(),
      /** Where the buyer came from, e.g. "sms" (SPEC §9 key source). */
      source: z.string().max(40).nullable(),
    }),
    response: providerTrip.extend({ orderId: z.string() }),
    session: true,
    errors: {
      404: "Unknown plan or discount code",
      409: "The buyer already has an active subscription to the title",
      422: "Not allowed: under 18, the youth plan from 34, a campaign the buyer does not qualify for, paper without an address",
    },
  }),
  getOrder: endpoint({
    method: "GET",
    path: "order/{orderId}",
    summary: "An order of the signed-in user, with its status",
    params: z.object({ orderId: z.string().min(1) }),
    body: noBody,
    response: order,
    session: true,
    errors: { 404: "No such order for this user" },
  }),
  payInvoice: endpoint({
    method: "POST",
    path: "invoice/{ariaInvoiceNo}/payment",
    summary:
      "Start paying an invoice by card or Vipps; answers the provider's page to go to. Send an Idempotency-Key: the same key never starts a second payment",
    params: z.object({ ariaInvoiceNo: z.string().min(1) }),
    body: z.object({
      ariaAccountNo,
      titleCode,
      paymentMethod: paymentChannel,
      currency: z.literal(CURRENCY),
      returnUrl: z.url(),
    }),
    response: providerTrip,
    session: true,
    errors: { 404: "No such invoice on this account", 409: "The invoice is paid already" },
  }),
  getPayment: endpoint({
    method: "GET",
    path: "payment/{paymentId}",
    summary: "The outcome of a trip to the payment provider (invoice payment, card or payment method)",
    params: z.object({ paymentId: z.string().min(1) }),
    body: noBody,
    response: payment,
    session: true,
    errors: { 404: "No such payment for this user" },
  }),
  getPaymentMethod: endpoint({
    method: "GET",
    path: "paymentMethod/{accountNo}",
    summary: "How the account pays; null when none is registered",
    params: z.object({ accountNo: ariaAccountNo }),
    body: noBody,
    response: paymentMethod.nullable(),
    session: true,
  }),
  requestDataExport: endpoint({
    method: "POST",
    path: "privacy/takeout",
    summary: "Order a download of the account's data (ready within 30 days, sent by e-mail)",
    params: noParams,
    body: z.object({ ariaAccountNo }),
    response: z.object({ requestedAt: z.iso.datetime(), readyBy: isoDate }),
    session: true,
  }),
  requestDeletion: endpoint({
    method: "POST",
    path: "privacy/delete",
    summary: "Delete the account's data (takes up to 30 days; payment history is kept 5 years)",
    params: noParams,
    body: z.object({ ariaAccountNo, confirm: z.literal(true) }),
    response: z.object({ result: z.enum(["deleted", "failed", "notExist"]) }),
    session: true,
  }),
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
export type ParamsOf<N extends EndpointName> = z.input<Api[N]["params"]>;
export type BodyOf<N extends EndpointName> = z.input<Api[N]["body"]>;
export type ResponseOf<N extends EndpointName> = z.output<Api[N]["response"]>;

/** The API's error answer: a message and, for 400, the failing fields. */
export const apiError = z.object({
  error: z.object({
    status: z.number().int(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});

/** CSRF (SPEC §7): the cookie the platform sets and the header every state-changing call repeats. */
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "X-XSRF-TOKEN";

/** Fills {param} placeholders, URI-encoded. */
export function pathFor(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === "")
      throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
