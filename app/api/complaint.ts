// A delivery complaint (SPEC §3, §5; docs/decisions/037): the platform checks the days (publication
// days of the last 30, not stopped, not complained about) and the remedy (offered for the category
// and days, and still possible) again; its refusals come back typed by the field they concern.
import { call, callExpecting, type CallOptions } from "./client.ts";
import type { BodyOf } from "./contract.ts";
import {
  dateRefusal,
  remedyRefusal,
  type DateRefusal,
  type RegisteredComplaint,
  type RemedyRefusal,
} from "./contract/complaint.ts";
import { accountBody, type TitleAccount } from "./title-account.ts";

/** The platform's complaint categories and remedies. */
export const getComplaintCodes = () => call("complaintCodes", {});

/** The deliveries of the last 30 days, the days a complaint may name. */
export const getDeliveryHistory = (account: TitleAccount) =>
  call("getDeliveryHistory", { params: accountBody(account) });

/** Complaints whose remedy has not happened yet. */
export const getOpenComplaints = (account: TitleAccount) =>
  call("getOpenComplaints", { params: accountBody(account) });

export type ComplaintField = "dates" | "category" | "comment" | "remedy";

export type ComplaintOutcome =
  | { kind: "registered"; complaint: RegisteredComplaint }
  /**
   * Fields the platform refused: 400 (invalid) or 422 (the days or the remedy), with the platform's
   * reason where it gave one the portal knows.
   */
  | {
      kind: "refused";
      fields: ComplaintField[];
      dates: DateRefusal | null;
      remedy: RemedyRefusal | null;
    };

const FIELDS: readonly ComplaintField[] = ["dates", "category", "comment", "remedy"];

/** Registers a complaint; the key is made once per complaint, so a double click files it once. */
export async function registerComplaint(
  body: BodyOf<"registerComplaint">,
  options: CallOptions & { idempotencyKey: string },
): Promise<ComplaintOutcome> {
  const answer = await callExpecting(
    "registerComplaint",
    { body },
    { 400: "invalid", 422: "refused" },
    options,
  );
  if (answer.kind === "ok") return { kind: "registered", complaint: answer.data };
  const named = Object.keys(answer.error.fields ?? {}).filter((field): field is ComplaintField =>
    FIELDS.includes(field as ComplaintField),
  );
  const code = answer.error.code;
  const dates = dateRefusal.safeParse(code);
  const remedy = remedyRefusal.safeParse(code);
  // A 422 without a named field is about the days: the platform's first check.
  const fields = answer.kind === "refused" && named.length === 0 ? (["dates"] as ComplaintField[]) : named;
  return {
    kind: "refused",
    fields,
    dates: dates.success ? dates.data : null,
    remedy: remedy.success ? remedy.data : null,
  };
}
