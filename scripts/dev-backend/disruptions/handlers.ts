// Delivery disruptions (ADR 038) at the dev backend: the platform knows the paper is late or
// missing in a postal code on a day (weather, a printing fault). Announced by tests and demos through
// /_dev/disruptions; read by the portal with GET /api/disruptions/{accountNo}/{titleCode}
// (app/api/contract/disruptions.ts) for the postal code the subscriber's paper goes to today.
//
// `disruptionFor(db, postalCode, date)` is the platform's look-up for other handlers too: a complaint
// about today's paper can wait for it (the complaint handler refuses one for today before `until`).
import type { Hono } from "hono";
import { z } from "zod";
import type { Disruption } from "#app/api/contract/disruptions.ts";
import { osloDateTime } from "#app/domain/oslo-date.ts";
import { todayOf, type BackendDeps } from "#scripts/dev-backend/core/deps.ts";
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { deliveryPostalCodeOn } from "#scripts/dev-backend/delivery/changes.ts";
import { tellDisruption, titleOrigin, titlesCalledOn } from "#scripts/dev-backend/messages/broadcasts.ts";
import { knownTitle, ownAccount, subscriptionOf, type Handlers } from "#scripts/dev-backend/core/handler.ts";

interface DisruptionRow {
  id: number;
  postal_code: string;
  date: string;
  until: string | null;
  message: string;
  created_at: number;
}

const asDisruption = (row: DisruptionRow): Disruption => ({
  postalCode: row.postal_code,
  date: row.date,
  until: row.until,
  message: row.message,
});

/**
 * The disruption for `postalCode` on `date` (an Oslo calendar day), or null. When several were
 * announced, the latest counts (a new announcement replaces the old, e.g. a later time).
 */
export function disruptionFor(db: Database, postalCode: string, date: string): Disruption | null {
  const row = one<DisruptionRow>(
    db,
    "SELECT * FROM disruptions WHERE postal_code = ? AND date = ? ORDER BY created_at DESC, id DESC LIMIT 1",
    postalCode,
    date,
  );
  return row ? asDisruption(row) : null;
}

/**
 * The platform's rule for a complaint about `date`'s paper (ADR 038): when it is today's and a
 * disruption says the paper is expected by a time still ahead (Oslo), it waits — answered with the
 * disruption — else null. Stated here for the stand-in (ADR 027); the portal shows what it answers
 * and decides nothing of it itself. For the complaint handler:
 *
 *     const waiting = complaintMustWait(db, body.ariaAccountNo, title.titleCode, body.date, new Date(ctx.now));
 *     if (waiting) throw new ApiError(422, `…`, { date: [`…`] });
 */
export function complaintMustWait(
  db: Database,
  ariaAccountNo: string,
  titleCode: string,
  date: string,
  now: Date,
): Disruption | null {
  const oslo = osloDateTime(now);
  if (date !== oslo.date) return null;
  const postalCode = deliveryPostalCodeOn(db, ariaAccountNo, titleCode, oslo.date);
  const disruption = postalCode ? disruptionFor(db, postalCode, oslo.date) : null;
  if (!disruption || disruption.until === null) return null;
  return oslo.time < disruption.until ? disruption : null;
}

export const disruptionHandlers = {
  /** Today's disruption where the paper goes today; none for a digital subscription or a stop. */
  getDisruption: (ctx) => {
    const { db, params } = ctx;
    const title = knownTitle(ctx.deps, params.titleCode);
    ownAccount(ctx, params.accountNo);
    const sub = subscriptionOf(db, params.accountNo, title.titleCode);
    if (!sub || sub.plan_product_type !== "COMBO") return { disruption: null };
    const postalCode = deliveryPostalCodeOn(db, params.accountNo, title.titleCode, ctx.today);
    return { disruption: postalCode ? disruptionFor(db, postalCode, ctx.today) : null };
  },
} satisfies Partial<Handlers>;

/** POST /_dev/disruptions: a disruption in a postal code on a day (today by default). */
const announcement = z.object({
  postalCode: z.string().regex(/^\d{4}$/),
  date: z.iso.date().optional(),
  until: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable()
    .optional(),
  message: z.string().trim().min(1).max(500),
});

/** /_dev/disruptions: announce one (POST), list them (GET), clear them (DELETE); /_dev/reset clears too. */
export function addDisruptionTools(router: Hono, deps: BackendDeps) {
  const { db } = deps;
  router.get("/disruptions", (c) =>
    c.json(
      many<DisruptionRow>(db, "SELECT * FROM disruptions ORDER BY date, postal_code, id").map(asDisruption),
    ),
  );
  router.post("/disruptions", async (c) => {
    const parsed = announcement.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: z.flattenError(parsed.error) }, 400);
    const { postalCode, date = todayOf(deps), until = null, message } = parsed.data;
    run(
      db,
      "INSERT INTO disruptions (postal_code, date, until, message, created_at) VALUES (?, ?, ?, ?, ?)",
      postalCode,
      date,
      until,
      message,
      deps.now(),
    );
    const disruption = disruptionFor(db, postalCode, date)!;
    // Told once to each paper reader there who chose a channel for delivery messages (ADR 080).
    tellDisruption(deps, disruption, titlesCalledOn(c, deps), (title) => titleOrigin(c, deps, title));
    return c.json(disruption, 201);
  });
  router.delete("/disruptions", (c) => {
    const cleared = many<{ id: number }>(db, "SELECT id FROM disruptions").length;
    run(db, "DELETE FROM disruptions");
    return c.json({ cleared });
  });
}
