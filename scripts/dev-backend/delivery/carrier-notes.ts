// The note to the carrier ("Beskjed til avisbudet") at the dev backend (app/api/contract/delivery.ts
// saveCarrierNote): one per address — the usual one, and each transfer's — kept exactly as typed
// (Sámi, Cyrillic, emoji: the carrier sees what the reader wrote), on the carrier's list from the next
// publication day (the one paper calendar), or a transfer's first day when that is later. Saving,
// changing or removing one is recorded in the history, which sends the receipt (history/receipts.ts).
import type { CarrierNote, DeliveryAddress } from "#app/api/contract/delivery.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { publicationDayOnOrAfter } from "#app/domain/paper-calendar.ts";
import {
  ApiError,
  knownTitle,
  NOT_RUNNING,
  ownAccount,
  requireSubscription,
} from "#scripts/dev-backend/core/handler.ts";
import type { HandlerContext } from "#scripts/dev-backend/core/handler.ts";
import { hasAccess } from "#scripts/dev-backend/core/platform-rules.ts";
import { homeAddressOf } from "#scripts/dev-backend/core/rows.ts";
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { recordHistory } from "#scripts/dev-backend/history/handlers.ts";
import { deliveryChangesOf } from "./changes.ts";

/** The usual address's note is kept under this target; a transfer's under its id. */
const HOME = "home";

interface CarrierNoteRow {
  target: string;
  address_key: string | null;
  text: string;
  from_date: string;
}

/** Which address a usual-address note was written for: a move to another one leaves it behind. */
export const addressKey = (a: DeliveryAddress) =>
  [a.street, a.streetNumber, a.floor ?? "", a.flatNumber ?? "", a.postalCode]
    .map((part) => part.trim().toLocaleLowerCase("nb"))
    .join("|");

const asNote = (row: CarrierNoteRow): CarrierNote => ({ text: row.text, from: row.from_date });

/** The account's notes for a title: the usual address's (for the address it goes to now) and each transfer's. */
export function carrierNotesOf(db: Database, ariaAccountNo: string, titleCode: string) {
  const rows = many<CarrierNoteRow>(
    db,
    "SELECT target, address_key, text, from_date FROM carrier_notes WHERE aria_account_no = ? AND title_code = ?",
    ariaAccountNo,
    titleCode,
  );
  const byTarget = new Map(rows.map((row) => [row.target, row]));
  return {
    home: (address: DeliveryAddress): CarrierNote | null => {
      const row = byTarget.get(HOME);
      return row && row.address_key === addressKey(address) ? asNote(row) : null;
    },
    transfer: (changeId: string): CarrierNote | null => {
      const row = byTarget.get(changeId);
      return row ? asNote(row) : null;
    },
  };
}

/** The address the paper usually goes to: the one a started move took it to, else the home address. */
function usualAddress(db: Database, ariaAccountNo: string, titleCode: string, today: string) {
  const { movedTo } = deliveryChangesOf(db, ariaAccountNo, titleCode, today);
  const address = movedTo ?? homeAddressOf(db, ariaAccountNo);
  if (!address) throw new ApiError(404, "Fant ingen leveringsadresse");
  return address;
}

export function saveCarrierNote(ctx: HandlerContext<"saveCarrierNote">) {
  const { db, body, today } = ctx;
  const title = knownTitle(ctx.deps, body.titleCode);
  ownAccount(ctx, body.ariaAccountNo);
  const row = requireSubscription(db, body.ariaAccountNo, title.titleCode);
  if (row.plan_product_type !== "COMBO") throw new ApiError(409, "Abonnementet har ikke papiravis");
  if (!hasAccess(row.inst_status_code)) throw new ApiError(409, NOT_RUNNING);

  // The carrier's list for today is out with the carrier: a note is on it from the next paper.
  let from = publicationDayOnOrAfter(addDays(today, 1));
  let target = HOME;
  let key: string | null = addressKey(usualAddress(db, body.ariaAccountNo, title.titleCode, today));
  if (body.changeId !== null) {
    const change = deliveryChangesOf(db, body.ariaAccountNo, title.titleCode, today).changes.find(
      (c) => c.id === body.changeId,
    );
    if (!change) throw new ApiError(404, "Fant ikke endringen");
    if (change.type !== "TRANSFER" || (change.status !== "REGISTERED" && change.status !== "ACTIVE"))
      throw new ApiError(
        409,
        "Beskjed til avisbudet kan bare gis for en registrert eller pågående omadressering",
      );
    if (change.from > from) from = publicationDayOnOrAfter(change.from);
    target = change.id;
    key = null;
  }

  const text = body.text.trim();
  const before = one<CarrierNoteRow>(
    db,
    "SELECT target, address_key, text, from_date FROM carrier_notes WHERE aria_account_no = ? AND title_code = ? AND target = ?",
    body.ariaAccountNo,
    title.titleCode,
    target,
  );
  const current = before && (target !== HOME || before.address_key === key) ? before : null;
  // Nothing changes: nothing to record, and no receipt.
  if (current?.text === text) return { note: asNote(current) };
  if (!current && text === "") return { note: null };

  const changeId = body.changeId;
  if (text === "") {
    run(
      db,
      "DELETE FROM carrier_notes WHERE aria_account_no = ? AND title_code = ? AND target = ?",
      body.ariaAccountNo,
      title.titleCode,
      target,
    );
    recordHistory(db, body.ariaAccountNo, title.titleCode, ctx.now, "carrier-note", {
      event: "removed",
      changeId,
      text: null,
      fromDate: null,
    });
    return { note: null };
  }
  run(
    db,
    `INSERT INTO carrier_notes (aria_account_no, title_code, target, address_key, text, from_date, saved_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (aria_account_no, title_code, target)
     DO UPDATE SET address_key = excluded.address_key, text = excluded.text, from_date = excluded.from_date,
       saved_at = excluded.saved_at`,
    body.ariaAccountNo,
    title.titleCode,
    target,
    key,
    text,
    from,
    ctx.now,
  );
  recordHistory(db, body.ariaAccountNo, title.titleCode, ctx.now, "carrier-note", {
    event: "saved",
    changeId,
    text,
    fromDate: from,
  });
  return { note: { text, from } };
}
