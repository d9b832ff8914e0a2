// Family sharing at the dev backend's /api/ (app/api/contract/family.ts, docs/decisions/011): the
// owner invites by e-mail (the link goes to the outbox, on the title's own origin, and works 7
// days), sends again, withdraws, removes; the invited person looks the link up and accepts, and gets
// a free ACTIVE_NON_BILLABLE family subscription to the title that ends when the owner removes them
// or the owner's subscription ends. One row per invitation in family_invitations (tables.ts).
import type { EndpointName } from "#app/api/contract.ts";
import type { FamilyInvitation, InvitationLookup } from "#app/api/contract/family.ts";
import type { Title } from "#app/title/title-schema.ts";
import { findUser, randomToken, type BackendDeps } from "#scripts/dev-backend/core/deps.ts";
import { emailRequired } from "#scripts/dev-backend/messages/deliver.ts";
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import {
  accountOf,
  ApiError,
  createAccountFor,
  knownTitle,
  ownAccount,
  signedIn,
  subscriptionOf,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import {
  hasAccess,
  INVITATION_LIFETIME_MS,
  MAX_FAMILY_MEMBERS,
  roomInHousehold,
  sameMailbox,
  shareable,
  stateOfInvitation,
  type InvitationState,
} from "#scripts/dev-backend/core/platform-rules.ts";
import { putSubscription, subscriptionFromRow, type AccountRow } from "#scripts/dev-backend/core/rows.ts";
import { readerMessages } from "#scripts/dev-backend/core/reader-messages.ts";
import { endMembership, familySubscription, type InvitationRow } from "./membership.ts";

/** Addresses on the reserved .invalid domain (RFC 2606) cannot be delivered: the invitation fails. */
const undeliverable = (email: string) => /\.invalid$/i.test(email.trim());

const stateOf = (row: InvitationRow, now: number): InvitationState =>
  stateOfInvitation(
    {
      expiresAt: row.expires_at,
      deliveryFailed: row.delivery_failed === 1,
      withdrawnAt: row.withdrawn_at,
      acceptedAt: row.accepted_at,
      endedAt: row.ended_at,
    },
    now,
  );

const iso = (ms: number) => new Date(ms).toISOString();
const iso0 = (ms: number | null) => (ms === null ? null : iso(ms));

function nameOf(db: Database, ariaAccountNo: string | null): string | null {
  if (!ariaAccountNo) return null;
  const account = one<AccountRow>(db, "SELECT * FROM accounts WHERE aria_account_no = ?", ariaAccountNo);
  if (!account) return null;
  const user = account.spid_id === null ? undefined : findUser(db, account.spid_id);
  const given = account.given_name ?? user?.given_name ?? "";
  const family = account.family_name ?? user?.family_name ?? "";
  return `${given} ${family}`.trim() || null;
}

function invitationFromRow(db: Database, row: InvitationRow, now: number): FamilyInvitation {
  return {
    id: row.id,
    email: row.email,
    name: row.accepted_at === null ? null : nameOf(db, row.member_account_no),
    state: stateOf(row, now),
    sentAt: iso(row.sent_at),
    expiresAt: iso(row.expires_at),
    acceptedAt: iso0(row.accepted_at),
    endedAt: iso0(row.withdrawn_at ?? row.ended_at),
  };
}

/** A refusal with its reason in fields.reason (thrown: the request's writes are rolled back). */
const refuse = (reason: string, message: string) => new ApiError(409, message, { reason: [reason] });

const invitationsOf = (db: Database, ownerAccountNo: string, titleCode: string) =>
  many<InvitationRow>(
    db,
    "SELECT * FROM family_invitations WHERE owner_account_no = ? AND title_code = ? ORDER BY rowid DESC",
    ownerAccountNo,
    titleCode,
  );

/** The signed-in owner's account and the title, checked; the subscription must be shareable. */
function shareableHousehold(ctx: HandlerContext<EndpointName>, ariaAccountNo: string, code: string) {
  const owner = ownAccount(ctx, ariaAccountNo);
  const title = knownTitle(ctx.deps, code);
  const sub = subscriptionOf(ctx.db, owner.aria_account_no, title.titleCode);
  if (!sub || !shareable(subscriptionFromRow(sub)))
    throw refuse("notShareable", "Dette abonnementet kan ikke deles");
  return { owner, title };
}

/** The owner's invitation by id, or 404. */
function ownInvitation(
  ctx: HandlerContext<EndpointName>,
  id: string,
  ariaAccountNo: string,
  code: string,
): InvitationRow {
  const owner = ownAccount(ctx, ariaAccountNo);
  const title = knownTitle(ctx.deps, code);
  const row = one<InvitationRow>(
    ctx.db,
    "SELECT * FROM family_invitations WHERE id = ? AND owner_account_no = ? AND title_code = ?",
    id,
    owner.aria_account_no,
    title.titleCode,
  );
  if (!row) throw new ApiError(404, "Fant ikke invitasjonen");
  return row;
}

const byId = (db: Database, id: string) =>
  one<InvitationRow>(db, "SELECT * FROM family_invitations WHERE id = ?", id)!;

/** E-mails the link to the invited address, on the title's own origin; false when it bounces. */
function sendInvitation(
  deps: BackendDeps,
  origin: string,
  row: InvitationRow,
  ownerName: string,
  title: Title,
) {
  if (undeliverable(row.email)) return false;
  const link = `${origin}/verifiser-familiemedlem?invitasjon=${encodeURIComponent(row.token)}`;
  const text = readerMessages(title).familyInvitation({ ownerName, titleName: title.name, link });
  emailRequired(deps, { title, required: "an invitation to someone else" }, row.email, text);
  return true;
}

/** What the signed-in user can do with the invitation behind a link. */
function lookupStatus(ctx: HandlerContext<EndpointName>, row: InvitationRow): InvitationLookup["status"] {
  const { db, now } = ctx;
  const mine = accountOf(db, signedIn(ctx).spidId);
  if (row.accepted_at !== null)
    return row.ended_at === null && mine?.aria_account_no === row.member_account_no ? "member" : "used";
  if (row.withdrawn_at !== null) return "withdrawn";
  const owners = subscriptionOf(db, row.owner_account_no, row.title_code);
  if (!owners || !shareable(subscriptionFromRow(owners))) return "withdrawn";
  if (now >= row.expires_at) return "expired";
  const own = mine && subscriptionOf(db, mine.aria_account_no, row.title_code);
  if (own && hasAccess(own.inst_status_code)) return "subscriber";
  return "open";
}

const byToken = (db: Database, token: string) =>
  one<InvitationRow>(db, "SELECT * FROM family_invitations WHERE token = ?", token);

const NO_SUCH_LINK = "Fant ingen invitasjon med denne lenken";

export const familyHandlers = {
  getFamily: (ctx) => {
    const { db, params, now } = ctx;
    const account = ownAccount(ctx, params.accountNo);
    const title = knownTitle(ctx.deps, params.titleCode);
    const membership = one<InvitationRow>(
      db,
      `SELECT * FROM family_invitations
       WHERE member_account_no = ? AND title_code = ? AND accepted_at IS NOT NULL AND ended_at IS NULL`,
      account.aria_account_no,
      title.titleCode,
    );
    return {
      maxMembers: MAX_FAMILY_MEMBERS,
      invitations: invitationsOf(db, account.aria_account_no, title.titleCode).map((row) =>
        invitationFromRow(db, row, now),
      ),
      memberOf: membership
        ? {
            ownerName: nameOf(db, membership.owner_account_no) ?? "",
            since: iso(membership.accepted_at!),
          }
        : null,
    };
  },

  inviteFamilyMember: (ctx) => {
    const { db, body, now } = ctx;
    const { owner, title } = shareableHousehold(ctx, body.ariaAccountNo, body.titleCode);
    const email = body.email.trim();
    const ownEmails = [owner.email, owner.spid_id === null ? null : findUser(db, owner.spid_id)?.email];
    if (ownEmails.some((own) => own && sameMailbox(own, email)))
      throw refuse("ownAddress", "Du kan ikke invitere deg selv");
    const rows = invitationsOf(db, owner.aria_account_no, title.titleCode);
    const states = rows.map((row) => stateOf(row, now));
    if (
      rows.some(
        (row, i) => sameMailbox(row.email, email) && ["emailSent", "active", "failed"].includes(states[i]!),
      )
    )
      throw refuse("userExist", "Denne adressen er allerede invitert");
    if (roomInHousehold(MAX_FAMILY_MEMBERS, states) === 0)
      throw refuse("maxUsersReached", "Familiedelingen er full");

    const row: InvitationRow = {
      id: `inv-${randomToken(9)}`,
      token: randomToken(24),
      owner_account_no: owner.aria_account_no,
      title_code: title.titleCode,
      email,
      sent_at: now,
      expires_at: now + INVITATION_LIFETIME_MS,
      delivery_failed: 0,
      withdrawn_at: null,
      accepted_at: null,
      member_account_no: null,
      ended_at: null,
    };
    const delivered = sendInvitation(
      ctx.deps,
      ctx.origin,
      row,
      nameOf(db, owner.aria_account_no) ?? "",
      title,
    );
    run(
      db,
      `INSERT INTO family_invitations (id, token, owner_account_no, title_code, email, sent_at, expires_at,
         delivery_failed) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      row.id,
      row.token,
      row.owner_account_no,
      row.title_code,
      row.email,
      row.sent_at,
      row.expires_at,
      !delivered,
    );
    return invitationFromRow(db, byId(db, row.id), now);
  },

  resendFamilyInvitation: (ctx) => {
    const { db, body, params, now } = ctx;
    const row = ownInvitation(ctx, params.id, body.ariaAccountNo, body.titleCode);
    const state = stateOf(row, now);
    if (state === "active" || state === "used" || state === "withdrawn")
      throw refuse("answered", "Invitasjonen er allerede besvart eller trukket tilbake");
    const title = knownTitle(ctx.deps, row.title_code);
    if (state === "expired") {
      // An expired invitation holds no place: sending it again needs one.
      const states = invitationsOf(db, row.owner_account_no, row.title_code).map((r) => stateOf(r, now));
      if (roomInHousehold(MAX_FAMILY_MEMBERS, states) === 0)
        throw refuse("maxUsersReached", "Familiedelingen er full");
    }
    const delivered = sendInvitation(
      ctx.deps,
      ctx.origin,
      row,
      nameOf(db, row.owner_account_no) ?? "",
      title,
    );
    run(
      db,
      "UPDATE family_invitations SET sent_at = ?, expires_at = ?, delivery_failed = ? WHERE id = ?",
      now,
      now + INVITATION_LIFETIME_MS,
      !delivered,
      row.id,
    );
    return invitationFromRow(db, byId(db, row.id), now);
  },

  withdrawFamilyInvitation: (ctx) => {
    const { db, body, params, now } = ctx;
    const row = ownInvitation(ctx, params.id, body.ariaAccountNo, body.titleCode);
    if (row.accepted_at !== null) throw refuse("accepted", "Invitasjonen er allerede godtatt");
    if (row.withdrawn_at === null)
      run(db, "UPDATE family_invitations SET withdrawn_at = ? WHERE id = ?", now, row.id);
    return invitationFromRow(db, byId(db, row.id), now);
  },

  removeFamilyMember: (ctx) => {
    const { db, body, params, now, today } = ctx;
    const row = ownInvitation(ctx, params.id, body.ariaAccountNo, body.titleCode);
    if (row.accepted_at === null) throw refuse("notMember", "Invitasjonen er ikke godtatt");
    if (row.ended_at === null) endMembership(db, row, now, today);
    return invitationFromRow(db, byId(db, row.id), now);
  },

  getFamilyInvitation: (ctx) => {
    const { db, params } = ctx;
    const row = byToken(db, params.token);
    if (!row) throw new ApiError(404, NO_SUCH_LINK);
    const title = knownTitle(ctx.deps, row.title_code);
    return {
      ownerName: nameOf(db, row.owner_account_no) ?? "",
      titleCode: title.titleCode,
      titleName: title.name,
      email: row.email,
      expiresAt: iso(row.expires_at),
      status: lookupStatus(ctx, row),
    };
  },

  acceptFamilyInvitation: (ctx) => {
    const { db, body, now, today } = ctx;
    const session = signedIn(ctx);
    const row = byToken(db, body.token);
    if (!row || row.title_code !== body.titleCode.toUpperCase()) throw new ApiError(404, NO_SUCH_LINK);
    const ownerName = nameOf(db, row.owner_account_no) ?? "";
    const answer = { ownerName, titleCode: row.title_code };
    switch (lookupStatus(ctx, row)) {
      case "member":
        // Accepted by this user already (a second click, a reload): the same answer, one member.
        return answer;
      case "used":
        throw refuse("used", "Invitasjonen er allerede brukt");
      case "withdrawn":
        throw refuse("withdrawn", "Invitasjonen er trukket tilbake");
      case "expired":
        throw refuse("expired", "Invitasjonen er utløpt");
      case "subscriber":
        throw refuse("userHasSubscription", "Du har allerede abonnement på denne avisen");
      case "open":
        break;
    }
    const member =
      accountOf(db, session.spidId) ?? createAccountFor(db, findUser(db, session.spidId)!, row.title_code);
    const owners = subscriptionFromRow(subscriptionOf(db, row.owner_account_no, row.title_code)!);
    putSubscription(db, member.aria_account_no, row.title_code, familySubscription(owners, today));
    run(
      db,
      "UPDATE family_invitations SET accepted_at = ?, member_account_no = ? WHERE id = ?",
      now,
      member.aria_account_no,
      row.id,
    );
    return answer;
  },
} satisfies Partial<Handlers>;
