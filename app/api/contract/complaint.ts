// Delivery complaints (SPEC §3, §5; docs/decisions/037): the categories, the paper's
// last 30 days as the platform knows them (delivered, stopped or complained about, and where it
// went), the remedies the platform offers, registering a complaint with the remedy the reader
// chose, and the complaints whose remedy has not yet happened.
import { z } from "zod/mini";
import { deliveryAddress } from "./delivery.ts";
import { ariaAccountNo, endpoint, isoDate, readerText, titleAccountBody, titleCode } from "./shared.ts";

/** The longest comment the platform takes. */
export const COMMENT_MAX = 1000;

export const complaintCode = z.object({
  code: z.string().check(z.maxLength(64)),
  description: z.string().check(z.maxLength(500)),
});

/** One publication day of the title: what happened to its paper. */
export const deliveryDay = z.object({
  date: isoDate,
  /**
   * DELIVERED: the paper went to `address`; STOPPED: a vacation stop (no paper, nothing to complain
   * about); COMPLAINED: a complaint already covers the day (`complaintId`). Today's paper only:
   * EXPECTED before the history's `deliveredBy`; DELAYED while a disruption expects it later
   * (`todayOpensAt`); NOT_COMING when a disruption says it does not come (no redelivery).
   */
  status: z.enum(["DELIVERED", "STOPPED", "COMPLAINED", "EXPECTED", "DELAYED", "NOT_COMING"]),
  /** Where the paper went (the usual address, a transfer's or a move's); null when stopped. */
  address: z.nullable(deliveryAddress),
  complaintId: z.nullable(z.string().check(z.maxLength(64))),
});

export type DeliveryDay = z.infer<typeof deliveryDay>;

/** What a reader may ask for: one of the remedies offered, or NONE where none is offered. */
export const remedyChoice = z.enum(["REDELIVERY", "CREDIT", "EXTEND", "NONE"]);
export const remedyKind = z.enum(["REDELIVERY", "CREDIT", "EXTEND"]);
export type RemedyKind = z.infer<typeof remedyKind>;

/** A remedy the platform offers, for the categories it names. */
export const remedyOffer = z.discriminatedUnion("kind", [
  /** Today's paper brought again today: only for a complaint about today's paper alone. */
  z.object({
    kind: z.literal("REDELIVERY"),
    categories: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20)),
    date: isoDate,
    /** "HH:MM" Oslo time: the platform takes a redelivery until then. */
    cutoff: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  }),
  /** Kroner per missed paper taken off the next invoice. */
  z.object({
    kind: z.literal("CREDIT"),
    categories: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20)),
    amountPerIssue: z.int().check(z.nonnegative()),
  }),
  /** Days added to the subscription per missed paper. */
  z.object({
    kind: z.literal("EXTEND"),
    categories: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20)),
    daysPerIssue: z.int().check(z.positive()),
  }),
]);

export type RemedyOffer = z.infer<typeof remedyOffer>;

export const deliveryHistory = z.object({
  /** The platform's today (Oslo), the last day of the window. */
  today: isoDate,
  /** The first day a complaint may concern (today − 30). */
  from: isoDate,
  /** The title's publication days in the window (since the subscription started), oldest first. */
  days: z.array(deliveryDay).check(z.maxLength(40)),
  /** What the platform offers now; a REDELIVERY only while it is possible today. */
  remedies: z.array(remedyOffer).check(z.maxLength(3)),
  /** Why today's paper cannot be brought again, when it cannot (null when REDELIVERY is offered). */
  noRedelivery: z.nullable(z.enum(["no-paper-today", "after-cutoff", "outside-area"])),
  /** The next complaint would be the third in 30 days: customer service will then contact the reader. */
  nextIsRepeated: z.boolean(),
  /**
   * "HH:MM" Oslo time: today's paper is late where it goes (a disruption) and may still
   * come, so a complaint about it opens then. Null or absent: nothing holds today's paper back.
   */
  todayOpensAt: z.optional(z.nullable(z.string().check(z.regex(/^\d{2}:\d{2}$/)))),
  /** "HH:MM" Oslo time by which the title's paper is delivered: today's is EXPECTED until then. */
  deliveredBy: z.optional(z.string().check(z.regex(/^\d{2}:\d{2}$/))),
});

export type DeliveryHistory = z.infer<typeof deliveryHistory>;

/** The remedy a registered complaint has, and when it is carried out. */
export const remedy = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("REDELIVERY"), date: isoDate }),
  /** `amount` in kroner off the invoice for the period starting `on`. */
  z.object({ kind: z.literal("CREDIT"), amount: z.int().check(z.nonnegative()), on: isoDate }),
  /** `days` added to the subscription when the period starting `on` begins. */
  z.object({ kind: z.literal("EXTEND"), days: z.int().check(z.positive()), on: isoDate }),
  /** No compensation for the category: the carrier is told. */
  z.object({ kind: z.literal("NONE") }),
]);

export type Remedy = z.infer<typeof remedy>;

export const registeredComplaint = z.object({
  complaintId: z.string().check(z.maxLength(64)),
  category: z.string().check(z.maxLength(40)),
  dates: z.array(isoDate).check(z.minLength(1), z.maxLength(40)),
  remedy,
  /** The third complaint in 30 days: customer service has been told and will contact the reader. */
  customerServiceContacts: z.boolean(),
  createdAt: z.iso.datetime(),
});

export type RegisteredComplaint = z.infer<typeof registeredComplaint>;

/** The apiError `code` of a 422 about `fields.dates`. */
export const dateRefusal = z.enum([
  "future",
  "outside-window",
  "not-started",
  "no-paper",
  "stopped",
  "already-complained",
  "disrupted",
  "not-yet-delivered",
]);
export type DateRefusal = z.infer<typeof dateRefusal>;

/** The apiError `code` of a 422 about `fields.remedy`. */
export const remedyRefusal = z.enum(["remedy-missing", "after-cutoff", "outside-area", "not-offered"]);
export type RemedyRefusal = z.infer<typeof remedyRefusal>;

export const complaintEndpoints = {
  complaintCodes: endpoint("GET complaintcodes", "Categories for a delivery complaint", {
    response: z.array(complaintCode),
    session: false,
  }),
  getDeliveryHistory: endpoint(
    "GET deliveryHistory/{ariaAccountNo}/{titleCode}",
    "The title's publication days of the last 30 days (delivered, stopped or complained about, and the address), the remedies offered now, and whether the next complaint is the third in 30 days",
    {
      params: titleAccountBody,
      response: deliveryHistory,
      errors: { 404: "No subscription to the title", 409: "Not a paper subscription" },
    },
  ),
  getOpenComplaints: endpoint(
    "GET complaints/{ariaAccountNo}/{titleCode}",
    "The complaints whose remedy has not yet happened (redelivery day not passed, credit not invoiced, days not added), newest first",
    {
      params: titleAccountBody,
      response: z.array(registeredComplaint).check(z.maxLength(50)),
    },
  ),
  registerComplaint: endpoint(
    "POST complaint",
    "Register a delivery complaint about one or more publication days, with the remedy the reader chose (paper subscriptions only)",
    {
      body: z.object({
        ariaAccountNo,
        titleCode,
        dates: z.array(isoDate).check(z.minLength(1), z.maxLength(31)),
        category: z.string().check(z.maxLength(40), z.minLength(1)),
        /** One of the remedies offered for the category and days; NONE where none is offered. */
        remedy: remedyChoice,
        comment: readerText(COMMENT_MAX).check(z.trim()),
      }),
      response: registeredComplaint,
      creates: true,
      errors: {
        409: "Not a paper subscription",
        422: "fields.dates with code future, outside-window, not-started, no-paper, stopped, already-complained, disrupted (today's paper is late and may still come: a complaint about it opens at the history's todayOpensAt) or not-yet-delivered (today's paper is not due until the history's deliveredBy); fields.remedy with code remedy-missing, after-cutoff, outside-area or not-offered (a remedy not offered for the category and days, or no longer: the cutoff passed)",
      },
    },
  ),
} as const;
