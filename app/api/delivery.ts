// Delivery changes (SPEC §5) with the platform's refusals as typed outcomes (STYLE.md §17): an
// overlapping change, a first day past the deadline with the next possible day, a change that has
// already started. Anything else still throws, for the screen's "try again" or error boundary.
import { z } from "zod/mini";
import { call, callExpecting, type CallOptions, reasonOf } from "./client.ts";
import type { CarrierNote, DeliveryAddress, DeliveryChange } from "./contract/delivery.ts";
import { accountBody, type TitleAccount } from "./title-account.ts";

/** Where and when the paper goes, its changes and the schedule the platform checks them against. */
export const getDelivery = (account: TitleAccount) => call("getDelivery", { params: account });

/** Today's disruption where the paper goes, if any. */
export const getDisruption = (account: TitleAccount) => call("getDisruption", { params: account });

export interface NewDeliveryChange {
  type: DeliveryChange["type"];
  from: string;
  to: string | null;
  openEnd: boolean;
  address: DeliveryAddress | null;
}

/** The day the platform proposes in fields.nextPossible of a 422, when it is a date. */
function nextPossibleOf(fields: Record<string, string[]> | undefined): string | null {
  const parsed = z.iso.date().safeParse(fields?.nextPossible?.[0]);
  return parsed.success ? parsed.data : null;
}

export type RegisterOutcome =
  | { kind: "ok"; change: DeliveryChange }
  /** It overlaps a change already registered (409). */
  | { kind: "overlap" }
  /** The first day is past the deadline or not a delivery day (422); the next possible day if named. */
  | { kind: "too-late"; nextPossible: string | null }
  /** The platform refused fields of the request (400), by path ("from", "address.street"). */
  | { kind: "invalid"; fields: Record<string, string[]> };

export async function registerDeliveryChange(
  account: TitleAccount,
  change: NewDeliveryChange,
  options: CallOptions & { idempotencyKey: string },
): Promise<RegisterOutcome> {
  const outcome = await callExpecting(
    "registerDeliveryChange",
    { body: { ...accountBody(account), ...change } },
    { 400: "invalid", 409: "overlap", 422: "too-late" },
    options,
  );
  switch (outcome.kind) {
    case "ok":
      return { kind: "ok", change: outcome.data };
    case "overlap":
      return { kind: "overlap" };
    case "too-late":
      return { kind: "too-late", nextPossible: nextPossibleOf(outcome.error.fields) };
    case "invalid":
      return { kind: "invalid", fields: outcome.error.fields ?? {} };
  }
}

export type WithdrawOutcome =
  | { kind: "ok"; change: DeliveryChange }
  /** The change has started (409): it can no longer be withdrawn here. */
  | { kind: "started" };

export async function withdrawDeliveryChange(
  account: TitleAccount,
  id: string,
  options?: CallOptions,
): Promise<WithdrawOutcome> {
  const outcome = await callExpecting(
    "withdrawDeliveryChange",
    { params: { id }, body: accountBody(account) },
    { 409: "started" },
    options,
  );
  return outcome.kind === "ok" ? { kind: "ok", change: outcome.data } : { kind: "started" };
}

export type EndOutcome =
  | { kind: "ok"; change: DeliveryChange }
  /** resumeOn is past the deadline, not a delivery day or not after the first day (422). */
  | { kind: "too-late"; nextPossible: string | null };

/** Ends an open-ended transfer or stop: the paper comes to the usual address again from resumeOn. */
export async function endDeliveryChange(
  account: TitleAccount,
  id: string,
  resumeOn: string,
  options?: CallOptions,
): Promise<EndOutcome> {
  const outcome = await callExpecting(
    "endDeliveryChange",
    { params: { id }, body: { ...accountBody(account), resumeOn } },
    { 422: "too-late" },
    options,
  );
  return outcome.kind === "ok"
    ? { kind: "ok", change: outcome.data }
    : { kind: "too-late", nextPossible: nextPossibleOf(outcome.error.fields) };
}

export type MoveEndOutcome =
  | { kind: "ok"; change: DeliveryChange }
  /** The new last day is before the first day (422 before-start). */
  | { kind: "before-start" }
  /** A delivery the move touches is past its deadline (422 too-late): the day it can apply from. */
  | { kind: "too-late"; nextPossible: string | null; lastDay: string | null }
  /** It runs into another registered change (422 overlap). */
  | { kind: "overlap" };

/** A new last day for a dated transfer or stop: come home earlier or later, or end a running one early. */
export async function moveDeliveryChangeEnd(
  account: TitleAccount,
  id: string,
  to: string,
  options: CallOptions & { idempotencyKey: string },
): Promise<MoveEndOutcome> {
  const outcome = await callExpecting(
    "moveDeliveryChangeEnd",
    { params: { id }, body: { ...accountBody(account), to } },
    { 422: "refused" },
    options,
  );
  if (outcome.kind === "ok") return { kind: "ok", change: outcome.data };
  const fields = outcome.error.fields;
  switch (reasonOf(outcome.error)) {
    case "before-start":
      return { kind: "before-start" };
    case "overlap":
      return { kind: "overlap" };
    default: {
      const lastDay = z.iso.date().safeParse(fields?.lastDay?.[0]);
      return {
        kind: "too-late",
        nextPossible: nextPossibleOf(fields),
        lastDay: lastDay.success ? lastDay.data : null,
      };
    }
  }
}

export type CarrierNoteOutcome =
  | { kind: "ok"; note: CarrierNote | null }
  /** The transfer has ended, was withdrawn or is unknown (409, 404): no note can be given for it. */
  | { kind: "not-possible" }
  /** The platform refused the text (400): too long, or characters that are not text. */
  | { kind: "invalid" };

/**
 * Saves the note to the carrier at the usual address (`changeId` null) or at a transfer's address;
 * an empty text removes it. The answer says from which delivery the carrier sees it.
 */
export async function saveCarrierNote(
  account: TitleAccount,
  note: { changeId: string | null; text: string },
  options: CallOptions & { idempotencyKey: string },
): Promise<CarrierNoteOutcome> {
  const outcome = await callExpecting(
    "saveCarrierNote",
    { body: { ...accountBody(account), ...note } },
    { 400: "invalid", 404: "not-possible", 409: "not-possible" },
    options,
  );
  return outcome.kind === "ok" ? { kind: "ok", note: outcome.data.note } : { kind: outcome.kind };
}
