// Messages the platform sends to many readers at once, each through deliver() (docs/decisions/080):
// a delivery disruption to the paper readers where it is (once each, however often it is announced
// or read), the e-paper ready, a newsletter to its subscribers. The /_dev/ tools that start the last
// two are here too; a disruption is told when /_dev/disruptions announces it.
import type { Context, Hono } from "hono";
import { z } from "zod";
import type { Disruption } from "#app/api/contract/disruptions.ts";
import { formatDate, formatNumericDate } from "#app/domain/format.ts";
import type { Title } from "#app/title/title-schema.ts";
import { todayOf, type BackendDeps } from "#scripts/dev-backend/core/deps.ts";
import { hasAccess } from "#scripts/dev-backend/core/platform-rules.ts";
import type { SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";
import { many, run, transaction } from "#scripts/dev-backend/core/sqlite.ts";
import { titleFromHost } from "#scripts/dev-backend/site/static-site.ts";
import { deliveryPostalCodeOn } from "#scripts/dev-backend/delivery/changes.ts";
import { choiceOf, hasEpaper, hasPaper, subscribersOf } from "./choices.ts";
import { deliver } from "./deliver.ts";
import { newsletterOf } from "./newsletters.ts";

/** The title's origin for links: the one called on, or on the bare loopback of the preview, the title's. */
export function titleOrigin(c: Context, deps: BackendDeps, title: Pick<Title, "titleCode">): string {
  const url = new URL(c.req.url);
  const bare = /^(localhost|127\.0\.0\.1)$/.test(url.hostname) && deps.servedTitleCode === undefined;
  return bare ? `${url.protocol}//${title.titleCode.toLowerCase()}.localhost:${url.port}` : url.origin;
}

/**
 * The titles a dev tool speaks for: the one whose origin it was called on (<code>.localhost, or the
 * one `npm start` serves), else every title (the bare loopback of the preview).
 */
export function titlesCalledOn(c: Context, deps: BackendDeps): readonly Title[] {
  const code = titleFromHost(new URL(c.req.url).host)?.toUpperCase() ?? deps.servedTitleCode;
  const title = deps.titles.find((t) => t.titleCode === code);
  return title ? [title] : deps.titles;
}

/** Readers of the title whose subscription gives access now and passes `test`. */
const readersOf = (deps: BackendDeps, titleCode: string, test: (sub: SubscriptionRow) => boolean) =>
  many<SubscriptionRow>(
    deps.db,
    "SELECT * FROM subscriptions WHERE title_code = ? ORDER BY aria_account_no",
    titleCode,
  ).filter((sub) => hasAccess(sub.inst_status_code) && test(sub));

const hasChannel = (c: { email: boolean; sms: boolean }) => c.email || c.sms;

function disruptionText(title: Title, d: Disruption, today: string): string {
  const nn = title.locale === "nn";
  const day = d.date === today ? "i dag" : formatNumericDate(d.date);
  const late =
    d.until === null
      ? nn
        ? `Avisa kjem ikkje ${day}.`
        : `Avisen kommer ikke ${day}.`
      : nn
        ? `Avisa kjem seinare enn vanleg ${day}, innan kl. ${d.until}.`
        : `Avisen kommer senere enn vanlig ${day}, innen kl. ${d.until}.`;
  return `${title.name}: ${late} ${d.message}`;
}

/**
 * Tells a disruption to every paper reader whose paper goes to its postal code that day (the home
 * address, or where a transfer sends it) and who chose a channel for delivery messages; readers
 * who chose none are sent and recorded nothing. Each reader once per postal code, day and title;
 * the titles are those the tool was called for (titlesCalledOn).
 */
export function tellDisruption(
  deps: BackendDeps,
  disruption: Disruption,
  titles: readonly Title[],
  originOf: (t: Title) => string,
): number {
  let told = 0;
  transaction(deps.db, () => {
    for (const title of titles)
      for (const sub of readersOf(deps, title.titleCode, hasPaper)) {
        const accountNo = sub.aria_account_no;
        if (
          deliveryPostalCodeOn(deps.db, accountNo, title.titleCode, disruption.date) !== disruption.postalCode
        )
          continue;
        if (!hasChannel(choiceOf(deps.db, accountNo, title.titleCode, "delivery"))) continue;
        const fresh = run(
          deps.db,
          `INSERT OR IGNORE INTO disruption_notices (postal_code, date, title_code, aria_account_no, told_at)
           VALUES (?, ?, ?, ?, ?)`,
          disruption.postalCode,
          disruption.date,
          title.titleCode,
          accountNo,
          deps.now(),
        );
        if (fresh === 0) continue;
        const text = disruptionText(title, disruption, todayOf(deps));
        deliver(deps, { title, accountNo, kind: "delivery", text, origin: originOf(title) });
        told++;
      }
  });
  return told;
}

/** The e-paper of `date` is ready: to the readers with it who chose a channel for it. */
export function tellEpaperReady(deps: BackendDeps, title: Title, date: string, origin: string): number {
  const readers = readersOf(deps, title.titleCode, hasEpaper).filter((sub) =>
    hasChannel(choiceOf(deps.db, sub.aria_account_no, title.titleCode, "epaper")),
  );
  const day = formatDate(date, title.locale);
  const text =
    title.locale === "nn"
      ? `${title.name}: E-avisa for ${day} er klar. Les henne her: ${origin}/`
      : `${title.name}: E-avisen for ${day} er klar. Les den her: ${origin}/`;
  transaction(deps.db, () => {
    for (const sub of readers)
      deliver(deps, { title, accountNo: sub.aria_account_no, kind: "epaper", text, origin });
  });
  return readers.length;
}

/** One issue of a newsletter: an e-mail to each subscriber, with its stop link. */
export function sendNewsletter(deps: BackendDeps, title: Title, newsletterId: string, origin: string) {
  const newsletter = newsletterOf(title, newsletterId);
  if (!newsletter) return null;
  const accounts = subscribersOf(deps.db, title.titleCode, newsletterId);
  const text = `${newsletter.name} – ${title.name}\n\n${newsletter.description}\n\n${origin}/`;
  transaction(deps.db, () => {
    for (const accountNo of accounts)
      deliver(deps, { title, accountNo, kind: `newsletter:${newsletterId}`, via: "email", text, origin });
  });
  return accounts.length;
}

const epaperBody = z.object({ titleCode: z.string().min(1), date: z.iso.date().optional() });
const newsletterBody = z.object({ titleCode: z.string().min(1), newsletterId: z.string().min(1) });

/** POST /_dev/epaper-ready and POST /_dev/newsletters/send. */
export function addMessageTools(router: Hono, deps: BackendDeps) {
  const titleOf = (code: string) => deps.titles.find((t) => t.titleCode === code.toUpperCase());
  router.post("/epaper-ready", async (c) => {
    const parsed = epaperBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: z.flattenError(parsed.error) }, 400);
    const title = titleOf(parsed.data.titleCode);
    if (!title) return c.json({ error: `Ukjent tittel: ${parsed.data.titleCode}` }, 404);
    const date = parsed.data.date ?? todayOf(deps);
    const told = tellEpaperReady(deps, title, date, titleOrigin(c, deps, title));
    return c.json({ titleCode: title.titleCode, date, told }, 201);
  });
  router.post("/newsletters/send", async (c) => {
    const parsed = newsletterBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: z.flattenError(parsed.error) }, 400);
    const title = titleOf(parsed.data.titleCode);
    if (!title) return c.json({ error: `Ukjent tittel: ${parsed.data.titleCode}` }, 404);
    const sent = sendNewsletter(deps, title, parsed.data.newsletterId, titleOrigin(c, deps, title));
    if (sent === null) return c.json({ error: `Ukjent nyhetsbrev: ${parsed.data.newsletterId}` }, 404);
    return c.json({ titleCode: title.titleCode, newsletterId: parsed.data.newsletterId, sent }, 201);
  });
}
