// Delivery: the paper's address, delivery changes and vacation stops, postal codes (SPEC §3, §5).
// Complaints are in ./complaint.ts.
import { z } from "zod/mini";
import {
  ariaAccountNo,
  endpoint,
  isoDate,
  readerText,
  titleAccountBody,
  titleAccountParams,
  titleCode,
} from "./shared.ts";

/** A Norwegian delivery address (SPEC §3). */

export const deliveryAddress = z.object({
  coname: z.nullable(readerText(100)),
  street: readerText(100).check(z.trim(), z.minLength(1)),
  streetNumber: z.string().check(z.maxLength(10), z.trim(), z.minLength(1)),
  floor: z.nullable(z.string().check(z.maxLength(10))),
  flatNumber: z.nullable(z.string().check(z.maxLength(10))),
  postalCode: z.string().check(z.regex(/^\d{4}$/)),
  place: z.string().check(z.maxLength(100), z.trim(), z.minLength(1)),
});

export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const deliveryChangeType = z.enum(["TRANSFER", "PERMANENT", "STOP"]);

/**
 * What a stop means for money, as the platform reckons it: the credit per issue and,
 * for a dated stop, the issues in its span (the title's publishing days) and the sum. Null: a stop
 * does not change the price (the subscription pays nothing, or pays nothing for the paper).
 */
export const stopCredit = z.object({
  /** Kroner credited per issue not delivered. */
  perIssue: z.number().check(z.nonnegative(), z.maximum(10_000)),
  /** Issues in the stop's span; null for a stop "til videre". */
  issues: z.nullable(z.int().check(z.nonnegative(), z.maximum(400))),
  /** perIssue × issues, in kroner; null for a stop "til videre". */
  total: z.nullable(z.number().check(z.nonnegative(), z.maximum(1_000_000))),
});

export type StopCredit = z.infer<typeof stopCredit>;

/** At most this many characters in a note to the carrier, as a reader counts them. */
export const CARRIER_NOTE_MAX = 250;

/**
 * A note to the carrier ("Beskjed til avisbudet") for one address, as the carrier sees it: its text
 * exactly as saved, and the first delivery it is on the carrier's list for (the next publication
 * day after it was saved, or a temporary address's first day).
 */
export const carrierNote = z.object({
  text: readerText(CARRIER_NOTE_MAX),
  from: isoDate,
});

export type CarrierNote = z.infer<typeof carrierNote>;

/** A registered change of delivery: to another address for a period, for good, or a pause. */

export const deliveryChange = z.object({
  id: z.string().check(z.maxLength(64)),
  type: deliveryChangeType,
  from: isoDate,
  /** Last day of the change; null with an open end (and always for PERMANENT). */
  to: z.nullable(isoDate),
  openEnd: z.boolean(),
  /** The address to deliver to (TRANSFER and PERMANENT); the name on it is `coname` or the subscriber. */
  address: z.nullable(deliveryAddress),
  /** REGISTERED until it starts; a REGISTERED change can be withdrawn. */
  status: z.enum(["REGISTERED", "ACTIVE", "DONE", "WITHDRAWN"]),
  createdAt: z.iso.datetime(),
  /** For a stop: its credit, or null when it does not change the price. Read tolerantly (ADR 034). */
  credit: z.optional(z.nullable(stopCredit)),
  /** A withdrawn stop: the credit its debit note took back, kroner with øre. Absent otherwise. */
  creditTakenBack: z.optional(z.number().check(z.nonnegative())),
  /** For a transfer: the note to the carrier at its address, or null. Read tolerantly. */
  note: z.optional(z.nullable(carrierNote)),
});

export type DeliveryChange = z.infer<typeof deliveryChange>;

export const delivery = z.object({
  /** Where the paper goes now, and the name on the address. */
  name: z.string().check(z.maxLength(100)),
  address: deliveryAddress,
  /** ISO weekdays with delivery: 1 = Monday … 7 = Sunday. */
  deliveryDays: z.array(z.int().check(z.minimum(1), z.maximum(7))),
  /** Changes must be registered before this time ("HH:MM", Oslo) the day before a delivery day. */
  deadline: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  changes: z.array(deliveryChange),
  /**
   * The first day a change registered now can apply to (SPEC §5's next possible day), by the
   * platform's clock. Read tolerantly: without it the portal reckons it from the deadline.
   */
  nextPossible: z.optional(isoDate),
  /**
   * What a stop registered now would be credited per issue (issues and total are null here), or null
   * when a stop does not change the price. Read tolerantly: without it nothing is said about money.
   */
  stopCredit: z.optional(z.nullable(stopCredit)),
  /** The note to the carrier at the usual address (`address`), or null. Read tolerantly. */
  note: z.optional(z.nullable(carrierNote)),
  /**
   * The next paper that comes where it goes, by the platform's clock: its publication day (today's
   * until the title's delivery time has passed) and that time ("HH:MM", Oslo), the title's own.
   * Absent when no paper is due within two months (a stop "til videre"). Read tolerantly.
   */
  nextPaper: z.optional(
    z.object({
      date: isoDate,
      deliveredBy: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
      today: z.boolean(),
    }),
  ),
});

export type Delivery = z.infer<typeof delivery>;

export const deliveryEndpoints = {
  getDelivery: endpoint(
    "GET delivery/{accountNo}/{titleCode}",
    "The paper's delivery address, delivery days, deadline and registered changes",
    {
      params: titleAccountParams,
      response: delivery,
      errors: { 409: "Not a paper subscription" },
    },
  ),
  registerDeliveryChange: endpoint(
    "POST delivery/change",
    "Register a transfer, a permanent move or a stop (e.g. vacation)",
    {
      body: z.object({
        ariaAccountNo,
        titleCode,
        type: deliveryChangeType,
        from: isoDate,
        to: z.nullable(isoDate),
        openEnd: z.boolean(),
        address: z.nullable(deliveryAddress),
      }),
      response: deliveryChange,
      creates: true,
      errors: {
        409: "Not a paper subscription, or it overlaps a registered change",
        422: "The first day is past the deadline or not a delivery day; the error message names the next possible day",
      },
    },
  ),
  withdrawDeliveryChange: endpoint(
    "DELETE delivery/change/{id}",
    "Withdraw a registered change that has not started",
    {
      params: z.object({ id: z.string().check(z.maxLength(64), z.minLength(1)) }),
      body: titleAccountBody,
      response: deliveryChange,
      errors: { 404: "Unknown change", 409: "Already started" },
    },
  ),
  endDeliveryChange: endpoint(
    "PUT delivery/change/{id}",
    "End an open-ended transfer or stop: the paper comes to the usual address again from resumeOn",
    {
      params: z.object({ id: z.string().check(z.maxLength(64), z.minLength(1)) }),
      body: z.object({ ariaAccountNo, titleCode, resumeOn: isoDate }),
      response: deliveryChange,
      errors: {
        404: "Unknown change",
        409: "Not an open-ended transfer or stop that is registered or running",
        422: "resumeOn is past the deadline, not a delivery day, or not after the first day; fields.nextPossible names the next possible day",
      },
    },
  ),
  moveDeliveryChangeEnd: endpoint(
    "PUT delivery/change/{id}/last-day",
    "Move the last day of a dated transfer or stop (come home earlier or later), or end a running one early",
    {
      params: z.object({ id: z.string().check(z.maxLength(64), z.minLength(1)) }),
      body: z.object({ ariaAccountNo, titleCode, to: isoDate }),
      response: deliveryChange,
      creates: true,
      errors: {
        404: "Unknown change",
        409: "Not a dated transfer or stop that is registered or running",
        422:
          "The new last day cannot be taken: fields.reason names why — before-start (before the first day), " +
          "too-late (a delivery it touches is past its deadline; fields.nextPossible and fields.lastDay name " +
          "the next possible day and the earliest last day), overlap (it runs into another registered change)",
      },
    },
  ),
  saveCarrierNote: endpoint(
    "PUT delivery/note",
    "Save, change or remove (empty text) the note to the carrier at the usual address (changeId null) or at a transfer's address",
    {
      body: z.object({
        ariaAccountNo,
        titleCode,
        changeId: z.nullable(z.string().check(z.maxLength(64), z.minLength(1))),
        text: readerText(CARRIER_NOTE_MAX),
      }),
      response: z.object({ note: z.nullable(carrierNote) }),
      creates: true,
      errors: {
        404: "Unknown change",
        409: "Not a paper subscription, or the change is not a transfer that is registered or running",
      },
    },
  ),
  lookupPostalCode: endpoint("GET postalcode/{postalCode}", "The place of a Norwegian postal code", {
    params: z.object({ postalCode: z.string().check(z.regex(/^\d{4}$/)) }),
    response: z.object({
      postalCode: z.string().check(z.maxLength(10)),
      place: z.string().check(z.maxLength(100)),
    }),
    session: false,
    errors: { 404: "Unknown postal code" },
  }),
} as const;
