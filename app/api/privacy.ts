// The reader's rights over the data the newspaper holds (SPEC §2 data-export and data-deletion
// gateways, §9): a copy ordered, or the account deleted.
import { call } from "./client.ts";

/** Orders a copy of what the newspaper holds; the answer says by when it is ready. */
export const requestDataExport = (ariaAccountNo: string) =>
  call("requestDataExport", { body: { ariaAccountNo } });

/** Asks for the account to be deleted; the answer's `result` says how it went (SPEC §4). */
export const requestDeletion = (ariaAccountNo: string) =>
  call("requestDeletion", { body: { ariaAccountNo, confirm: true } });
