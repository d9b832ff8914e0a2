// A power of attorney at the dev backend's /api/ (app/api/contract/fullmakt.ts): the subscriber
// invites a named helper by e-mail or SMS with what they may do and until when, and ends it when
// they like; the helper looks the code up, accepts with their own account — one whose e-mail or
// phone number is the one invited, or with a code sent there — chooses whom to act for (kept with the
// platform session, ADR 054) and gives it up. What a helper may then call on the subscriber's account
// is checked where every endpoint checks the account (core/handler.ts). Wrong codes are counted per
// user, and ten in fifteen minutes pause their tries.
import { rightsProblem, validUntilProblem } from "#app/domain/fullmakt.ts";
import { formatNumericDate } from "#app/domain/format.ts";
import { findUser, randomToken } from "#scripts/dev-backend/core/deps.ts";
import { deliver, emailRequired } from "#scripts/dev-backend/messages/deliver.ts";
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
import { many, run } from "#scripts/dev-backend/core/sqlite.ts";
import type { EndpointName } from "#app/api/contract.ts";
import { acceptingHandlers } from "./accepting.ts";
import { actingHandlers } from "./acting.ts";
import { stateOf, type GrantRow } from "./grants.ts";
import { grantById, grantFromRow, isInvited, nameOfAccount, refuse } from "./people.ts";
import { fullmaktWords } from "./words.ts";

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
  const text = fullmaktWords(title).endedByGrantor({ grantorName, titleName: title.name, date });
  emailRequired(ctx.deps, { title, required: "a power of attorney ended" }, helper.email, text);
}

/** The subscriber's side (the list, inviting, ending) here; the helper's in ./accepting.ts and ./acting.ts. */
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
    deliver(ctx.deps, {
      title,
      accountNo: null,
      kind: { required: "an invitation to be a helper under a power of attorney" },
      to: body.email ? { email: body.email, phone: null } : { email: null, phone: body.phoneNumber ?? null },
      text,
    });
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

  ...acceptingHandlers,
  ...actingHandlers,
} satisfies Partial<Handlers>;
