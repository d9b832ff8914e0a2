// A delivery complaint (SPEC §3, §5): the platform checks the date (today or the last 30 days) and
// the fields again; its refusals come back naming the fields they concern.
import { callExpecting, type CallOptions } from "./client.ts";
import type { BodyOf } from "./contract.ts";

export type ComplaintField = "date" | "category" | "comment";

export type ComplaintOutcome =
  | { kind: "registered"; complaint: { complaintId: string; date: string; category: string } }
  /** A field the platform refused: 400 (invalid) or 422 (a date outside the last 30 days). */
  | { kind: "refused"; fields: ComplaintField[]; dateOutOfRange: boolean };

/** Registers a complaint; the key is made once per complaint, so a double click files it once. */
export async function registerComplaint(
  body: BodyOf<"registerComplaint">,
  options: CallOptions & { idempotencyKey: string },
): Promise<ComplaintOutcome> {
  const answer = await callExpecting(
    "registerComplaint",
    { body },
    { 400: "invalid", 422: "out-of-range" },
    options,
  );
  if (answer.kind === "ok") return { kind: "registered", complaint: answer.data };
  const named = Object.keys(answer.error.fields ?? {}).filter(
    (field): field is ComplaintField => field === "date" || field === "category" || field === "comment",
  );
  const dateOutOfRange = answer.kind === "out-of-range";
  // A 422 is about the date even when the platform names no field.
  const fields = dateOutOfRange && named.length === 0 ? (["date"] as ComplaintField[]) : named;
  return { kind: "refused", fields, dateOutOfRange };
}
