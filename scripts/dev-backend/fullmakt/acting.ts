// Whom a helper acts for at the dev backend: kept with the platform session (ADR 054), forgotten
// when the grant is no longer in force, and told to the portal by a cookie that says only "ask".
import type { Acting } from "#app/api/contract/fullmakt.ts";
import type { EndpointName } from "#app/api/contract.ts";
import { signedIn, type HandlerContext, type Handlers } from "#scripts/dev-backend/core/handler.ts";
import type { AccountRow } from "#scripts/dev-backend/core/rows.ts";
import { one, run } from "#scripts/dev-backend/core/sqlite.ts";
import { rightsOf, stateOf, type GrantRow } from "./grants.ts";
import { grantById, nameOfAccount, refuse } from "./people.ts";

/** The cookie that tells the portal to ask whom it acts for: "1" only, never who (ADR 054). */
export const ACTING_HINT_COOKIE = "minside_fullmakt";

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

export const actingHandlers = {
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
