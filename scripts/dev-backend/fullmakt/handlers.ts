// A power of attorney at the dev backend's /api/ (app/api/contract/fullmakt.ts): the subscriber
// invites a named helper by e-mail or SMS with what they may do and until when, and ends it when
// they like; the helper looks the code up, accepts with their own account, chooses whom to act for
// (kept with the platform session, ADR 054) and gives it up. What a helper may then call on the
// subscriber's account is checked where every endpoint checks the account (core/handler.ts).
import type { Acting, Grant } from "#app/api/contract/fullmakt.ts";
import { rightsProblem, validUntilProblem } from "#app/domain/fullmakt.ts";
import { formatNumericDate } from "#app/domain/format.ts";
import { findUser, randomToken, sendMessage } from "#scripts/dev-backend/core/deps.ts";
import {
  accountOf,
  ApiError,
  INVALID_REQUEST,
  knownTitle,
  signedIn,
  subscriptionOf,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { accountFromRow, type AccountRow } from "#scripts/dev-backend/core/rows.ts";
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import type { EndpointName } from "#app/api/contract.ts";
import { rightsOf, stateOf, type GrantRow } from "./grants.ts";
import { fullmaktWords } from "./words.ts";

const iso = (ms: number) => new Date(ms).toISOString();
const refuse = (reason: string, message: string) => new ApiError(409, message, { reason: [reason] });

function nameOfAccount(db: Database, accountNo: string): string {
  const account = one<AccountRow>(db, "SELECT * FROM accounts WHERE aria_account_no = ?", accountNo);
  const user = account?.spid_id ? findUser(db, account.spid_id) : undefined;
  const given = account?.given_name ?? user?.given_name ?? "";
  const family = account?.family_name ?? user?.family_name ?? "";
  return `${given} ${family}`.trim() || accountNo;
}

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
  };
}

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
    account: accountFromRow(account),
  };
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
    return {
      helpers: helpers.slice(0, 50).map((row) => grantFromRow(ctx.db, row, ctx.today, "grantor")),
      helping: helping.slice(0, 50).map((row) => grantFromRow(ctx.db, row, ctx.today, "helper")),
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
    if (row.ended_at === null)
      run(ctx.db, "UPDATE fullmakt_grants SET ended_at = ? WHERE id = ?", ctx.now, row.id);
    run(ctx.db, "DELETE FROM fullmakt_acting WHERE grant_id = ?", row.id);
    return grantFromRow(ctx.db, grantById(ctx.db, row.id)!, ctx.today, side);
  },

  getFullmaktInvitation: (ctx) => {
    const session = signedIn(ctx);
    const row = one<GrantRow>(ctx.db, "SELECT * FROM fullmakt_grants WHERE code = ?", ctx.params.code);
    if (!row) throw new ApiError(404, "Fant ikke invitasjonen");
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
      status,
    };
  },

  acceptFullmakt: (ctx) => {
    const session = signedIn(ctx);
    const row = one<GrantRow>(ctx.db, "SELECT * FROM fullmakt_grants WHERE code = ?", ctx.body.code);
    if (!row) throw new ApiError(404, "Fant ikke invitasjonen");
    const own = accountOf(ctx.db, session.spidId);
    if (own?.aria_account_no === row.grantor_account_no) throw refuse("own", "Dette er din egen invitasjon");
    const state = stateOf(row, ctx.today);
    if (state === "ended" || state === "expired") throw refuse(state, "Invitasjonen gjelder ikke lenger");
    if (row.helper_spid_id !== null && row.helper_spid_id !== session.spidId)
      throw refuse("used", "Invitasjonen er allerede brukt");
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
