// The reader's consent choices at the dev backend's /api/ (app/api/contract/privacy.ts getConsent,
// saveConsent): one row per user and title in SQLite, so the choices come back after a reload and on
// another device, as the platform keeps them (docs/decisions/014).
import { CONSENT_CATEGORIES } from "#app/domain/consent.ts";
import { one, run } from "#scripts/dev-backend/core/sqlite.ts";
import {
  knownTitle,
  signedIn,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { recordConsent } from "#scripts/dev-backend/history/handlers.ts";

interface ConsentRow {
  advertising: number;
  analytics: number;
  marketing: number;
  personalization: number;
  source: "settings" | "steps" | "consent-manager";
  updated_at: number;
}

function record(ctx: HandlerContext<"getConsent" | "saveConsent">) {
  const session = signedIn(ctx);
  const title = knownTitle(ctx.deps, ctx.params.titleCode);
  const row = one<ConsentRow>(
    ctx.db,
    "SELECT * FROM consents WHERE spid_id = ? AND title_code = ?",
    session.spidId,
    title.titleCode,
  );
  if (!row) return { choices: null, source: null, updatedAt: null };
  return {
    choices: {
      advertising: row.advertising === 1,
      analytics: row.analytics === 1,
      marketing: row.marketing === 1,
      personalization: row.personalization === 1,
    },
    source: row.source,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export const consentHandlers = {
  getConsent: (ctx) => record(ctx),

  saveConsent: (ctx) => {
    const session = signedIn(ctx);
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    const { choices, source } = ctx.body;
    const before = record(ctx).choices;
    run(
      ctx.db,
      `INSERT INTO consents (spid_id, title_code, advertising, analytics, marketing, personalization, source, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (spid_id, title_code) DO UPDATE SET advertising = excluded.advertising,
         analytics = excluded.analytics, marketing = excluded.marketing,
         personalization = excluded.personalization, source = excluded.source, updated_at = excluded.updated_at`,
      session.spidId,
      title.titleCode,
      Number(choices.advertising),
      Number(choices.analytics),
      Number(choices.marketing),
      Number(choices.personalization),
      source,
      ctx.now,
    );
    // The history tells of a change; the same choices sent again (PUT) are none.
    if (!before || CONSENT_CATEGORIES.some((category) => before[category] !== choices[category]))
      recordConsent(ctx.db, session.spidId, title.titleCode, ctx.now, choices);
    return record(ctx);
  },
} satisfies Partial<Handlers>;
