// The number an order is known by to the buyer — on the receipt's page, in its e-mail and in the
// e-mail of a withdrawal — as a platform gives it: the title's code and the title's orders counted
// from 1001 without gaps (SBX-1001, SBX-1002, …). The order's id stays what it was, a long random
// token: it is in addresses (/kvittering?ordre=…) and must not be guessed.
import { one, type Database } from "#scripts/dev-backend/core/sqlite.ts";

const FIRST = 1001;

/** The title's next order's place in its count (1 for the first), for the INSERT. */
export const nextOrderNo = (db: Database, titleCode: string): number =>
  (one<{ last: number | null }>(
    db,
    "SELECT MAX(order_no) AS last FROM orders WHERE title_code = ?",
    titleCode,
  )?.last ?? 0) + 1;

/** "SBX-1001": the order's number as the buyer reads it. */
export const orderNumber = (row: { title_code: string; order_no: number }) =>
  `${row.title_code}-${FIRST + row.order_no - 1}`;
