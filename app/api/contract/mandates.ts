// AvtaleGiro (docs/decisions/053): the account's mandate with its bank — set up from Min side with a
// per-charge limit ("beløpsgrense"), approved at the bank (a trip like the payment provider's, whose
// answer may come days later), and stopped from the same page.
import { z } from "zod/mini";
import { ariaAccountNo, endpoint, isoDate, titleAccountParams, titleCode } from "./shared.ts";

/** The highest limit a mandate may carry, in whole kroner (the banks' own ceiling is higher). */
export const MANDATE_LIMIT_MAX = 100_000;

/**
 * AT_BANK: the subscriber is at the bank's page; WAITING: sent to the bank, whose answer comes later;
 * ACTIVE: the bank confirmed, charges are drawn; REJECTED: the bank said no; CANCELLED: the
 * subscriber stopped at the bank's page; FAILED: the bank's page failed; STOPPED: ended from Min side
 * or replaced by another method.
 */
export const mandateStatus = z.enum([
  "AT_BANK",
  "WAITING",
  "ACTIVE",
  "REJECTED",
  "CANCELLED",
  "FAILED",
  "STOPPED",
]);
export type MandateStatus = z.infer<typeof mandateStatus>;

/** Why a bank rejects a mandate, as the bank reports it. */
export const mandateRejection = z.enum(["ACCOUNT_NOT_FOUND", "NOT_ACCOUNT_HOLDER", "LIMIT_NOT_ACCEPTED"]);
export type MandateRejection = z.infer<typeof mandateRejection>;

export const mandate = z.object({
  mandateId: z.string().check(z.maxLength(64)),
  status: mandateStatus,
  /** The most the bank may draw in one charge, whole kroner. */
  limit: z.int().check(z.positive(), z.maximum(MANDATE_LIMIT_MAX)),
  requestedOn: isoDate,
  /** The day the bank answered (confirmed, rejected), or the mandate was stopped; null before. */
  answeredOn: z.nullable(isoDate),
  rejection: z.nullable(mandateRejection),
});
export type Mandate = z.infer<typeof mandate>;

export const mandateOverview = z.object({
  /** The account's latest mandate; null when none was ever asked for. */
  mandate: z.nullable(mandate),
  /** The largest single charge the subscription has ahead (the next one, a pending plan's), kroner. */
  largestCharge: z.number().check(z.nonnegative()),
  /** The limit the form proposes: comfortably above the largest charge, rounded up to hundreds. */
  suggestedLimit: z.int().check(z.positive(), z.maximum(MANDATE_LIMIT_MAX)),
});
export type MandateOverview = z.infer<typeof mandateOverview>;

/** The trip to the bank's page to approve the mandate. */
export const bankTrip = z.object({
  mandateId: z.string().check(z.maxLength(64)),
  redirectUrl: z.url().check(z.maxLength(2048)),
});

export const mandatesEndpoints = {
  getMandate: endpoint(
    "GET mandate/{accountNo}/{titleCode}",
    "The latest AvtaleGiro mandate, the largest charge ahead and the limit to propose",
    {
      params: titleAccountParams,
      response: mandateOverview,
    },
  ),
  createMandate: endpoint(
    "POST mandate",
    "Start an AvtaleGiro mandate with a per-charge limit; answers the bank's page to go to. Send an Idempotency-Key",
    {
      body: z.object({
        ariaAccountNo,
        titleCode,
        limit: z.int().check(z.positive(), z.maximum(MANDATE_LIMIT_MAX)),
        returnUrl: z.url().check(z.maxLength(2048)),
      }),
      response: bankTrip,
      creates: true,
      errors: {
        409: "A mandate is waiting for the bank already, or the active one has this limit already (a new limit replaces the active mandate once the bank approves it)",
        422: "The limit is below the largest charge ahead (fields.limit)",
      },
    },
  ),
  stopMandate: endpoint(
    "POST mandate/{accountNo}/{titleCode}/stop",
    "Stop AvtaleGiro: invoice (BANKGIRO) from the next charge. Send an Idempotency-Key",
    {
      params: titleAccountParams,
      response: mandate,
      creates: true,
      errors: { 404: "No active or waiting mandate" },
    },
  ),
} as const;
