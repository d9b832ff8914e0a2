// Privacy: the data download and account deletion (SPEC §2 gateways, §9 retention).
import { z } from "zod";
import { ariaAccountNo, endpoint, isoDate, noParams } from "./shared.ts";

export const privacyEndpoints = {
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
