// The helper's side of an invitation at the dev backend: looking its code up, a code sent to the
// invited address or number when the account is not the one invited, and accepting. Wrong codes are
// counted per user, and ten in fifteen minutes pause their tries.
import type { EndpointName } from "#app/api/contract.ts";
import { checkCode, sendCode } from "#scripts/dev-backend/core/one-time-code.ts";
import {
  accountOf,
  Failure,
  knownTitle,
  signedIn,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { rightsOf, stateOf, type GrantRow } from "./grants.ts";
import { isInvited, masked, nameOfAccount, refuse } from "./people.ts";
import { fullmaktWords } from "./words.ts";

/** Wrong codes one user may try within TRIES_MS before their tries pause. */
const MAX_WRONG_TRIES = 10;
const TRIES_MS = 15 * 60 * 1000;
const CONTACT_CODE_MS = 30 * 60 * 1000;
/** Codes one user may have sent to an invitation's address or number within TRIES_MS. */
const MAX_CONTACT_CODES = 3;

const TOO_MANY_TRIES = "For mange forsøk. Prøv igjen om litt.";

/** A 429 while the user has tried MAX_WRONG_TRIES wrong codes within TRIES_MS, else null (gift codes count too). */
export function pausedTries(ctx: HandlerContext<EndpointName>): Failure | null {
  const session = signedIn(ctx);
  const tries = many<{ at: number }>(
    ctx.db,
    "SELECT at FROM fullmakt_code_tries WHERE spid_id = ? AND at > ? ORDER BY at DESC LIMIT ?",
    session.spidId,
    ctx.now - TRIES_MS,
    MAX_WRONG_TRIES,
  );
  if (tries.length < MAX_WRONG_TRIES) return null;
  // Tries start again when the oldest of the last ten leaves the window.
  return pauseUntil(ctx, tries.at(-1)!.at + TRIES_MS);
}

/** 429 until `until` (ms), said in whole seconds in Retry-After. */
const pauseUntil = (ctx: { now: number }, until: number) =>
  new Failure(429, TOO_MANY_TRIES, undefined, {
    "Retry-After": String(Math.max(1, Math.ceil((until - ctx.now) / 1000))),
  });

/** Counts a wrong code against the user; the answer is returned (a Failure), so the count is kept. */
export function wrongTry(
  ctx: HandlerContext<EndpointName>,
  status: number,
  message: string,
  reason?: string,
) {
  run(ctx.db, "INSERT INTO fullmakt_code_tries (spid_id, at) VALUES (?, ?)", signedIn(ctx).spidId, ctx.now);
  return new Failure(status, message, reason ? { reason: [reason] } : undefined);
}

const NO_INVITATION = "Fant ikke invitasjonen";
const invitationByCode = (db: Database, code: string) =>
  one<GrantRow>(db, "SELECT * FROM fullmakt_grants WHERE code = ?", code);

/** Refuses an invitation the signed-in user cannot take: their own, no longer in force, someone else's. */
function refuseUnopen(ctx: HandlerContext<EndpointName>, row: GrantRow) {
  const session = signedIn(ctx);
  const own = accountOf(ctx.db, session.spidId);
  if (own?.aria_account_no === row.grantor_account_no) throw refuse("own", "Dette er din egen invitasjon");
  const state = stateOf(row, ctx.today);
  if (state === "ended" || state === "expired") throw refuse(state, "Invitasjonen gjelder ikke lenger");
  if (row.helper_spid_id !== null && row.helper_spid_id !== session.spidId)
    throw refuse("used", "Invitasjonen er allerede brukt");
}

const contactCodeId = (row: GrantRow, spidId: number) => `${row.id}:${spidId}`;

export const acceptingHandlers = {
  getFullmaktInvitation: (ctx) => {
    const session = signedIn(ctx);
    const paused = pausedTries(ctx);
    if (paused) return paused;
    const row = invitationByCode(ctx.db, ctx.params.code);
    if (!row) return wrongTry(ctx, 404, NO_INVITATION);
    const title = knownTitle(ctx.deps, row.title_code);
    const own = accountOf(ctx.db, session.spidId);
    const state = stateOf(row, ctx.today);
    const status =
      own?.aria_account_no === row.grantor_account_no
        ? "own"
        : state === "ended" || state === "expired"
          ? state
          : row.helper_spid_id === null
            ? "open"
            : row.helper_spid_id === session.spidId
              ? "accepted"
              : "used";
    return {
      grantorName: nameOfAccount(ctx.db, row.grantor_account_no),
      titleName: title.name,
      rights: rightsOf(row),
      validUntil: row.valid_until,
      invitedContact: masked((row.email ?? row.phone_number)!),
      status,
    };
  },

  sendFullmaktContactCode: (ctx) => {
    const paused = pausedTries(ctx);
    if (paused) return paused;
    const session = signedIn(ctx);
    const row = invitationByCode(ctx.db, ctx.body.code);
    if (!row) return wrongTry(ctx, 404, NO_INVITATION);
    refuseUnopen(ctx, row);
    const id = contactCodeId(row, session.spidId);
    // A few codes per window: the invited person is not to be flooded by someone else's presses.
    const earlier = one<{ first_sent_at: number; sends: number }>(
      ctx.db,
      "SELECT first_sent_at, sends FROM fullmakt_contact_codes WHERE id = ?",
      id,
    );
    const fresh = !earlier || ctx.now - earlier.first_sent_at >= TRIES_MS;
    if (!fresh && earlier.sends >= MAX_CONTACT_CODES)
      return pauseUntil(ctx, earlier.first_sent_at + TRIES_MS);
    const title = knownTitle(ctx.deps, row.title_code);
    const contact = (row.email ?? row.phone_number)!;
    const say = fullmaktWords(title);
    sendCode(
      ctx.deps,
      {
        channel: row.email ? "email" : "sms",
        recipient: contact,
        text: (code) => say.contactCode({ code, titleName: title.name }),
      },
      (code) =>
        run(
          ctx.db,
          `INSERT INTO fullmakt_contact_codes (id, code, sent_at, attempts, first_sent_at, sends)
           VALUES (?, ?, ?, 0, ?, 1)
           ON CONFLICT (id) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at, attempts = 0,
             first_sent_at = ?, sends = ?`,
          id,
          code,
          ctx.now,
          ctx.now,
          fresh ? ctx.now : earlier.first_sent_at,
          fresh ? 1 : earlier.sends + 1,
        ),
    );
    return { sentTo: masked(contact) };
  },

  acceptFullmakt: (ctx) => {
    const session = signedIn(ctx);
    const paused = pausedTries(ctx);
    if (paused) return paused;
    const row = invitationByCode(ctx.db, ctx.body.code);
    if (!row) return wrongTry(ctx, 404, NO_INVITATION);
    refuseUnopen(ctx, row);
    if (row.helper_spid_id === null && !isInvited(ctx.db, row, session.spidId)) {
      // A code alone is no proof: the one who accepts shows the invited address or number is theirs.
      if (ctx.body.contactCode === undefined)
        throw refuse(
          "notInvited",
          "Invitasjonen ble sendt til en annen e-postadresse eller et annet mobilnummer",
        );
      const id = contactCodeId(row, session.spidId);
      const sent = one<{ code: string; sent_at: number; attempts: number }>(
        ctx.db,
        "SELECT * FROM fullmakt_contact_codes WHERE id = ?",
        id,
      );
      const expired = () => refuse("contactCodeExpired", "Koden gjelder ikke lenger. Be om en ny kode.");
      if (!sent) throw expired();
      const check = checkCode(
        ctx.db,
        { table: "fullmakt_contact_codes", key: "id", id },
        { code: sent.code, sentAt: sent.sent_at, attempts: sent.attempts },
        ctx.body.contactCode,
        ctx.now,
        CONTACT_CODE_MS,
      );
      if (check === "wrong") return wrongTry(ctx, 409, "Feil kode", "wrongContactCode");
      if (check !== "right") throw expired();
      run(ctx.db, "DELETE FROM fullmakt_contact_codes WHERE id = ?", id);
    }
    if (row.helper_spid_id === null)
      run(
        ctx.db,
        "UPDATE fullmakt_grants SET helper_spid_id = ?, accepted_at = ? WHERE id = ?",
        session.spidId,
        ctx.now,
        row.id,
      );
    return { grantId: row.id, grantorName: nameOfAccount(ctx.db, row.grantor_account_no) };
  },
} satisfies Partial<Handlers>;
