// A power of attorney at the dev backend's /api/ (app/api/contract/fullmakt.ts): the subscriber
// invites a named helper by e-mail or SMS with what they may do and until when, and ends it when
// they like; the helper looks the code up, accepts with their own account — one whose e-mail or
// phone number is the one invited, or with a code sent there — chooses whom to act for (kept with the
// platform session, ADR 054) and gives it up. What a helper may then call on the subscriber's account
// is checked where every endpoint checks the account (core/handler.ts). Wrong codes are counted per
// user, and ten in fifteen minutes pause their tries.
import type { Acting, Grant } from "#app/api/contract/fullmakt.ts";
import { rightsProblem, validUntilProblem } from "#app/domain/fullmakt.ts";
import { formatNumericDate } from "#app/domain/format.ts";
import { findUser, randomToken, sendMessage } from "#scripts/dev-backend/core/deps.ts";
import {
  accountOf,
  ApiError,
  Failure,
  INVALID_REQUEST,
  knownTitle,
  signedIn,
  subscriptionOf,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { checkCode, sendCode } from "#scripts/dev-backend/core/one-time-code.ts";
import type { AccountRow } from "#scripts/dev-backend/core/rows.ts";
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import type { EndpointName } from "#app/api/contract.ts";
import { rightsOf, stateOf, type GrantRow } from "./grants.ts";
import { fullmaktWords } from "./words.ts";

const iso = (ms: number) => new Date(ms).toISOString();
const refuse = (reason: string, message: string) => new ApiError(409, message, { reason: [reason] });

/** Wrong codes one user may try within TRIES_MS before their tries pause. */
const MAX_WRONG_TRIES = 10;
const TRIES_MS = 15 * 60 * 1000;
const CONTACT_CODE_MS = 30 * 60 * 1000;
/** Codes one user may have sent to an invitation's address or number within TRIES_MS. */
const MAX_CONTACT_CODES = 3;

/** An account's name as it gives it (given and family name), else its identity user's. */
function fullName(db: Database, account: AccountRow | undefined, spidId: number | null) {
  const user = spidId ? findUser(db, spidId) : undefined;
  const given = (account?.given_name ?? user?.given_name ?? "").trim();
  const family = (account?.family_name ?? user?.family_name ?? "").trim();
  return `${given} ${family}`.trim();
}

function nameOfAccount(db: Database, accountNo: string): string {
  const account = one<AccountRow>(db, "SELECT * FROM accounts WHERE aria_account_no = ?", accountNo);
  return fullName(db, account, account?.spid_id ?? null) || accountNo;
}

const nameOfUser = (db: Database, spidId: number) =>
  fullName(db, accountOf(db, spidId), spidId) || String(spidId);

/** The grant as one side sees it: the subscriber's list names the helper, the helper's the subscriber. */
function grantFromRow(db: Database, row: GrantRow, today: string, side: "grantor" | "helper"): Grant {
  return {
    id: row.id,
    name: side === "grantor" ? row.helper_name : nameOfAccount(db, row.grantor_account_no),
    contact: side === "grantor" ? (row.email ?? row.phone_number) : null,
    rights: rightsOf(row),
    validUntil: row.valid_until,
    state: stateOf(row, today),
    createdAt: iso(row.created_at),
    ...(side === "grantor" && row.helper_spid_id !== null
      ? { acceptedBy: nameOfUser(db, row.helper_spid_id) }
      : {}),
    ...(row.ended_at !== null ? { endedAt: iso(row.ended_at) } : {}),
  };
}

/** An address or number shown in part: "o***@example.no", "*****678". */
function masked(contact: string): string {
  const at = contact.lastIndexOf("@");
  if (at < 0) return `*****${contact.slice(-3)}`;
  return `${contact.slice(0, 1)}***${contact.slice(at)}`;
}

/** A Norwegian number as eight digits, whatever country prefix or spaces it was kept with. */
const localNumber = (phone: string) => phone.replace(/\s/g, "").replace(/^(\+47|0047)(?=\d{8}$)/, "");

/** Whether the signed-in user's identity or account has the address or number the invitation went to. */
function isInvited(db: Database, row: GrantRow, spidId: number): boolean {
  const user = findUser(db, spidId);
  const account = accountOf(db, spidId);
  if (row.email !== null) {
    const invited = row.email.toLowerCase();
    return [user?.email, account?.email].some((email) => email?.toLowerCase() === invited);
  }
  const invited = row.phone_number === null ? null : localNumber(row.phone_number);
  return [user?.phone_number, account?.phone_number].some(
    (phone) => phone && invited && localNumber(phone) === invited,
  );
}

const TOO_MANY_TRIES = "For mange forsøk. Prøv igjen om litt.";

/** A 429 while the user has tried MAX_WRONG_TRIES wrong codes within TRIES_MS, else null. */
function pausedTries(ctx: HandlerContext<EndpointName>): Failure | null {
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
function wrongTry(ctx: HandlerContext<EndpointName>, status: number, message: string, reason?: string) {
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

const grantById = (db: Database, id: string) =>
  one<GrantRow>(db, "SELECT * FROM fullmakt_grants WHERE id = ?", id);

/** Whom the session acts for, or null; a grant no longer in force is forgotten here. */
function actingOf(ctx: HandlerContext<EndpointName>): Acting {
  const session = signedIn(ctx);
  const row = one<GrantRow>(
    ctx.db,
    `SELECT g.* FROM fullmakt_acting a JOIN fullmakt_grants g ON g.id = a.grant_id WHERE a.session_id = ?`,
    session.id,
  );
  if (!row) return null;
  if (row.helper_spid_id !== session.spidId || stateOf(row, ctx.today) !== "active") {
    run(ctx.db, "DELETE FROM fullmakt_acting WHERE session_id = ?", session.id);
    return null;
  }
  const account = one<AccountRow>(
    ctx.db,
    "SELECT * FROM accounts WHERE aria_account_no = ?",
    row.grantor_account_no,
  )!;
  return {
    grantId: row.id,
    name: nameOfAccount(ctx.db, row.grantor_account_no),
    rights: rightsOf(row),
    validUntil: row.valid_until,
    // The account as the grant needs it: no e-mail, phone number or birthdate of the subscriber's.
    account: {
      accountBalance: account.account_balance,
      spidId: account.spid_id ?? 0,
      firstTitleCode: account.first_title_code,
      ariaAccountNo: account.aria_account_no,
      givenName: account.given_name,
      familyName: account.family_name,
    },
  };
}

/** When one side ends a grant in force or waiting, the other is told by e-mail, in the title's language. */
/**
 * The helper is told when the subscriber ends the grant: the subscriber's own receipt comes from the
 * history (history/receipts.ts), the helper has none. An invitation nobody accepted has no helper.
 */
function tellTheHelper(ctx: HandlerContext<EndpointName>, row: GrantRow) {
  const title = knownTitle(ctx.deps, row.title_code);
  const helper = row.helper_spid_id === null ? undefined : findUser(ctx.db, row.helper_spid_id);
  if (!helper?.email) return;
  const grantorName = nameOfAccount(ctx.db, row.grantor_account_no);
  const date = formatNumericDate(ctx.today);
  sendMessage(
    ctx.deps,
    "email",
    helper.email,
    fullmaktWords(title).endedByGrantor({ grantorName, titleName: title.name, date }),
  );
}

/** The cookie that tells the portal to ask whom it acts for: "1" only, never who (ADR 054). */
export const ACTING_HINT_COOKIE = "minside_fullmakt";

export const fullmaktHandlers = {
  getFullmakt: (ctx) => {
    const session = signedIn(ctx);
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    const own = accountOf(ctx.db, session.spidId);
    const helpers = own
      ? many<GrantRow>(
          ctx.db,
          "SELECT * FROM fullmakt_grants WHERE grantor_account_no = ? AND title_code = ? ORDER BY created_at DESC, rowid DESC",
          own.aria_account_no,
          title.titleCode,
        )
      : [];
    const helping = many<GrantRow>(
      ctx.db,
      "SELECT * FROM fullmakt_grants WHERE helper_spid_id = ? AND title_code = ? ORDER BY created_at DESC, rowid DESC",
      session.spidId,
      title.titleCode,
    );
    // Invitations to the user's own address or number, not yet answered: shown with their code,
    // which only the one invited may read here (isInvited, as accepting asks).
    const waiting = many<GrantRow>(
      ctx.db,
      "SELECT * FROM fullmakt_grants WHERE helper_spid_id IS NULL AND ended_at IS NULL AND title_code = ? ORDER BY created_at DESC, rowid DESC",
      title.titleCode,
    ).filter((row) => stateOf(row, ctx.today) === "invited" && isInvited(ctx.db, row, session.spidId));
    return {
      helpers: helpers.slice(0, 50).map((row) => grantFromRow(ctx.db, row, ctx.today, "grantor")),
      helping: helping.slice(0, 50).map((row) => grantFromRow(ctx.db, row, ctx.today, "helper")),
      waiting: waiting.slice(0, 50).map((row) => ({
        code: row.code,
        grantorName: nameOfAccount(ctx.db, row.grantor_account_no),
        validUntil: row.valid_until,
      })),
    };
  },

  inviteHelper: (ctx) => {
    const session = signedIn(ctx);
    const { body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    if ((body.email === null) === (body.phoneNumber === null))
      throw new ApiError(400, INVALID_REQUEST, { email: ["Oppgi enten e-postadresse eller mobilnummer"] });
    const dateProblem = validUntilProblem(body.validUntil, ctx.today);
    if (dateProblem)
      throw new ApiError(400, INVALID_REQUEST, {
        validUntil: [dateProblem === "past" ? "Datoen har vært" : "Datoen er for langt fram i tid"],
      });
    if (rightsProblem(body.rights))
      throw new ApiError(400, INVALID_REQUEST, { rights: ["Å betale krever å se fakturaene"] });
    const own = accountOf(ctx.db, session.spidId);
    if (!own || !subscriptionOf(ctx.db, own.aria_account_no, title.titleCode))
      throw refuse("noSubscription", "Du har ikke abonnement på denne tittelen");
    const user = findUser(ctx.db, session.spidId);
    const ownContacts = [own.email, own.phone_number, user?.email, user?.phone_number].map((c) =>
      c?.toLowerCase(),
    );
    const contact = (body.email ?? body.phoneNumber)!.toLowerCase();
    if (ownContacts.includes(contact))
      throw refuse("ownContact", "Dette er din egen adresse eller ditt eget nummer");
    const open = many<GrantRow>(
      ctx.db,
      "SELECT * FROM fullmakt_grants WHERE grantor_account_no = ? AND title_code = ? AND (lower(email) = ? OR phone_number = ?)",
      own.aria_account_no,
      title.titleCode,
      contact,
      contact,
    ).filter((row) => ["invited", "active"].includes(stateOf(row, ctx.today)));
    if (open.length > 0)
      throw refuse("alreadyHelper", "Denne personen har allerede fullmakt eller en invitasjon");
    const id = `fm-${randomToken(9)}`;
    const code = randomToken(18);
    run(
      ctx.db,
      `INSERT INTO fullmakt_grants (id, code, grantor_account_no, title_code, helper_name, email, phone_number,
         rights, valid_until, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      code,
      own.aria_account_no,
      title.titleCode,
      body.name.trim(),
      body.email,
      body.phoneNumber,
      JSON.stringify(body.rights),
      body.validUntil,
      ctx.now,
    );
    const say = fullmaktWords(title);
    const text = say.invitation({
      grantorName: nameOfAccount(ctx.db, own.aria_account_no),
      titleName: title.name,
      rights: body.rights.map((right) => say.rights[right]).join(", "),
      until: formatNumericDate(body.validUntil),
      link: `${ctx.origin}/fullmakt?kode=${encodeURIComponent(code)}`,
    });
    sendMessage(ctx.deps, body.email ? "email" : "sms", (body.email ?? body.phoneNumber)!, text);
    return grantFromRow(ctx.db, grantById(ctx.db, id)!, ctx.today, "grantor");
  },

  endFullmakt: (ctx) => {
    const session = signedIn(ctx);
    const row = grantById(ctx.db, ctx.params.id);
    const own = accountOf(ctx.db, session.spidId);
    const side = row && own && row.grantor_account_no === own.aria_account_no ? "grantor" : "helper";
    if (!row || (side === "helper" && row.helper_spid_id !== session.spidId))
      throw new ApiError(404, "Fant ikke fullmakten");
    if (row.ended_at === null) {
      run(
        ctx.db,
        "UPDATE fullmakt_grants SET ended_at = ?, ended_by = ? WHERE id = ?",
        ctx.now,
        side,
        row.id,
      );
      if (side === "grantor") tellTheHelper(ctx, row);
    }
    run(ctx.db, "DELETE FROM fullmakt_acting WHERE grant_id = ?", row.id);
    return grantFromRow(ctx.db, grantById(ctx.db, row.id)!, ctx.today, side);
  },

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

  getActing: (ctx) => actingOf(ctx),

  setActing: (ctx) => {
    const session = signedIn(ctx);
    run(ctx.db, "DELETE FROM fullmakt_acting WHERE session_id = ?", session.id);
    if (ctx.body.grantId === null) {
      ctx.cookies.delete(ACTING_HINT_COOKIE);
      return null;
    }
    const row = grantById(ctx.db, ctx.body.grantId);
    if (!row || row.helper_spid_id !== session.spidId || stateOf(row, ctx.today) !== "active")
      throw refuse("notActive", "Fullmakten gjelder ikke");
    run(ctx.db, "INSERT INTO fullmakt_acting (session_id, grant_id) VALUES (?, ?)", session.id, row.id);
    ctx.cookies.set(ACTING_HINT_COOKIE, "1", { path: "/", sameSite: "Strict" });
    return actingOf(ctx);
  },
} satisfies Partial<Handlers>;
