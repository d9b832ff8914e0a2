// POST /_dev/price-changes (docs/dev-backend.md, docs/decisions/079): the platform registering a new
// price for a plan of the title the request is for (the host's, else the served one, or `titleCode`),
// refused under PRICE_NOTICE_MIN_DAYS ahead; its readers are told at once (./prices.ts).
import type { Hono } from "hono";
import { z } from "zod";
import { todayOf, type BackendDeps } from "#scripts/dev-backend/core/deps.ts";
import { sender } from "#scripts/dev-backend/messages/deliver.ts";
import { transaction } from "#scripts/dev-backend/core/sqlite.ts";
import { titleFromHost } from "#scripts/dev-backend/site/static-site.ts";
import { priceChangeProblem, registerPriceChange } from "./prices.ts";

const body = z.object({
  ariaPlanID: z.string().min(1).max(64),
  billingPeriod: z.enum(["ANNUAL", "QUARTERLY", "MONTHLY", "MONTHLY_PREMIUM"]).default("MONTHLY"),
  from: z.iso.date(),
  price: z.number(),
  titleCode: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{1,5}$/)
    .optional(),
});

export function addPriceChangeTools(router: Hono, deps: BackendDeps) {
  router.post("/price-changes", async (c) => {
    const parsed = body.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: z.flattenError(parsed.error) }, 400);
    const code = (
      parsed.data.titleCode ??
      titleFromHost(c.req.header("host") ?? new URL(c.req.url).host) ??
      deps.servedTitleCode ??
      ""
    ).toUpperCase();
    const title = deps.titles.find((t) => t.titleCode === code);
    if (!title) return c.json({ error: `Ukjent tittel: ${code || "(ingen)"}` }, 404);
    const today = todayOf(deps);
    const problem = priceChangeProblem(title, parsed.data, today);
    if (problem) return c.json({ error: problem }, 422);
    const origin = new URL(c.req.url).origin;
    const at = { now: deps.now(), today, origin };
    const registered = transaction(deps.db, () =>
      registerPriceChange(deps.db, sender(deps), title, parsed.data, at),
    );
    return c.json(registered, 201);
  });
}
