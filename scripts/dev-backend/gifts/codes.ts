// A gift's code and number (docs/decisions/077): the code is random from the alphabet that has no
// 0/O or 1/I/L, three groups of four, unique; the number is the title's gifts counted from 1001
// ("SBX-G1001"), as orders are (orders/order-number.ts).
import { randomInt } from "node:crypto";
import { GIFT_CODE_ALPHABET } from "#app/domain/gifts.ts";
import { one, type Database } from "#scripts/dev-backend/core/sqlite.ts";

const FIRST = 1001;

const group = () =>
  Array.from({ length: 4 }, () => GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)]).join("");

/** A fresh code no gift has. */
export function newGiftCode(db: Database): string {
  let code: string;
  do code = `${group()}-${group()}-${group()}`;
  while (one(db, "SELECT 1 FROM gifts WHERE code = ?", code));
  return code;
}

/** The title's next gift's place in its count (1 for the first), for the INSERT. */
export const nextGiftNo = (db: Database, titleCode: string): number =>
  (one<{ last: number | null }>(db, "SELECT MAX(gift_no) AS last FROM gifts WHERE title_code = ?", titleCode)
    ?.last ?? 0) + 1;

/** "SBX-G1001": the gift's number as the giver reads it. */
export const giftNumber = (row: { title_code: string; gift_no: number }) =>
  `${row.title_code}-G${FIRST + row.gift_no - 1}`;
