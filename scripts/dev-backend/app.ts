// The local stand-in for the CDN, the platform's /api/ and the identity provider, on one origin
// (docs/dev-backend.md). Hono with web-standard Request/Response: unit tests call app.fetch()
// in-process without a port.
import { existsSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import type { Title } from "#app/title/title-schema.ts";
import { accountHandlers } from "#scripts/dev-backend/account/handlers.ts";
import { businessHandlers } from "#scripts/dev-backend/business/handlers.ts";
import { complaintHandlers } from "#scripts/dev-backend/complaint/handlers.ts";
import { createApiRouter, type ApiResources } from "#scripts/dev-backend/core/api-router.ts";
import { deliveryHandlers } from "#scripts/dev-backend/delivery/handlers.ts";
import { disruptionHandlers } from "#scripts/dev-backend/disruptions/handlers.ts";
import { documentsHandlers } from "#scripts/dev-backend/documents/handlers.ts";
import { familyHandlers } from "#scripts/dev-backend/family/handlers.ts";
import { fullmaktHandlers } from "#scripts/dev-backend/fullmakt/handlers.ts";
import { giftsHandlers } from "#scripts/dev-backend/gifts/handlers.ts";
import { messagesHandlers } from "#scripts/dev-backend/messages/handlers.ts";
import { sendDueMessages } from "#scripts/dev-backend/messages/due.ts";
import { oneClickUnsubscribe } from "#scripts/dev-backend/messages/one-click.ts";
import { scheduleHandlers } from "#scripts/dev-backend/schedule/handlers.ts";
import { endFamilyOfEndedOwners } from "#scripts/dev-backend/family/membership.ts";
import { historyHandlers } from "#scripts/dev-backend/history/handlers.ts";
import { mandatesHandlers } from "#scripts/dev-backend/mandates/handlers.ts";
import { efakturaHandlers } from "#scripts/dev-backend/mandates/efaktura.ts";
import { receiptAfter } from "#scripts/dev-backend/history/receipts.ts";
import { ordersHandlers } from "#scripts/dev-backend/orders/handlers.ts";
import { paymentsHandlers } from "#scripts/dev-backend/payments/handlers.ts";
import { consentHandlers } from "#scripts/dev-backend/privacy/consent.ts";
import { privacyHandlers } from "#scripts/dev-backend/privacy/handlers.ts";
import { studentHandlers } from "#scripts/dev-backend/student/handlers.ts";
import { applyDuePlanChanges, subscriptionHandlers } from "#scripts/dev-backend/subscription/handlers.ts";
import { type BackendDeps, type TestHooks } from "#scripts/dev-backend/core/deps.ts";
import { sender } from "#scripts/dev-backend/messages/deliver.ts";
import type { Database } from "#scripts/dev-backend/core/sqlite.ts";
import { createCspReportsRouter } from "#scripts/dev-backend/site/csp-reports.ts";
import { createDevToolsRouter } from "#scripts/dev-backend/dev-tools/router.ts";
import { createStandInsRouter } from "#scripts/dev-backend/site/stand-ins.ts";
import { FaultStore } from "#scripts/dev-backend/core/faults.ts";
import { createIdentityRouter } from "#scripts/dev-backend/identity/provider.ts";
import { defaultTitles, openDatabase } from "./seed.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { serveBundle, titleFromHost } from "#scripts/dev-backend/site/static-site.ts";

/** Every endpoint, by resource (as app/api/contract/ splits them), and what comes due on its own. */
const resources: ApiResources = {
  handlers: {
    ...accountHandlers,
    ...subscriptionHandlers,
    ...deliveryHandlers,
    ...complaintHandlers,
    ...disruptionHandlers,
    ...paymentsHandlers,
    ...documentsHandlers,
    ...ordersHandlers,
    ...privacyHandlers,
    ...consentHandlers,
    ...studentHandlers,
    ...businessHandlers,
    ...familyHandlers,
    ...historyHandlers,
    ...mandatesHandlers,
    ...efakturaHandlers,
    ...fullmaktHandlers,
    ...giftsHandlers,
    ...scheduleHandlers,
    ...messagesHandlers,
  },
  catchUp: (db, now, today, deps) => {
    applyDuePlanChanges(db, today);
    endFamilyOfEndedOwners(db, now, today);
    sendDueMessages(db, sender(deps), now, today);
  },
  beforeChange: receiptAfter,
};

export interface DevBackendOptions {
  /** The dist/ directory holding <code>/ bundles and the gallery index.html. */
  distDir: string;
  /** Serve this one title at the root of every host; otherwise each title on <code>.localhost. */
  titleCode?: string;
  /** An open database (seed.ts openDatabase); a fresh seeded in-memory one when left out. */
  db?: Database;
  /** Titles known to the API (default: titles/). */
  titles?: readonly Title[];
  /** The clock, in ms (tests move it to expire codes). */
  now?: () => number;
  /** The instant the clock starts at and every /_dev/reset starts it at again (TEST_TODAY). */
  pinnedAt?: number | null;
  /** No outbox lines on the console (default: under vitest). */
  quiet?: boolean;
  /** Failure injection for tests. */
  hooks?: TestHooks;
}

export function createDevBackend(options: DevBackendOptions) {
  const app = new Hono();
  const distDir = path.resolve(options.distDir);
  const titles = options.titles ?? defaultTitles();
  const baseNow = options.now ?? Date.now;
  const pinnedAt = options.pinnedAt ?? null;
  const clock = { offsetMs: pinnedAt === null ? 0 : pinnedAt - baseNow(), pinnedAt };
  const deps: BackendDeps = {
    db:
      options.db ??
      openDatabase(":memory:", { titles, today: osloToday(new Date(baseNow() + clock.offsetMs)) }),
    titles,
    servedTitleCode: options.titleCode?.toUpperCase(),
    faults: new FaultStore(),
    // The dev clock (/_dev/clock) moves time ahead for journeys that wait, e.g. a code expiring.
    now: () => baseNow() + clock.offsetMs,
    clock,
    quiet: options.quiet ?? Boolean(process.env.VITEST),
    hooks: options.hooks ?? {},
  };

  // Before the static catch-all: the platform API, the identity provider and the dev tools.
  // No answer of the API may be kept by the browser or anything between (ADR 021).
  app.use("/api/*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  const apiRouter = createApiRouter(deps, resources);
  // A mail client's one-click unsubscribe (RFC 8058) is a form, not the contract's JSON: turned into it.
  app.use("/api/unsubscribe", oneClickUnsubscribe(apiRouter));
  app.route("/api", apiRouter);
  app.route("/_dev/csp-reports", createCspReportsRouter({ quiet: deps.quiet }));
  app.route("/_identity", createIdentityRouter(deps));
  app.route("/_dev", createDevToolsRouter(deps));
  app.route("/_dev", createStandInsRouter());

  app.get("*", (c) => {
    if (options.titleCode) return serveBundle(c, path.join(distDir, options.titleCode.toLowerCase()));

    const code = titleFromHost(c.req.header("host"));
    if (code) {
      const dir = path.join(distDir, code);
      if (!existsSync(path.join(dir, "index.html"))) return c.text(`No bundle for "${code}" in dist/.`, 404);
      return serveBundle(c, dir);
    }
    // The bare host: the gallery; /<code>/… opens that title on its own origin.
    const url = new URL(c.req.url);
    const [, first, ...rest] = url.pathname.split("/");
    if (first && existsSync(path.join(distDir, first, "index.html"))) {
      url.hostname = `${first}.localhost`;
      url.pathname = `/${rest.join("/")}`;
      return c.redirect(url.href, 302);
    }
    return serveBundle(c, distDir);
  });

  // How far /_dev/clock has moved the clock on: for a harness in the same process that reads the
  // stand-in's instant as its answers give it (tests/in-process/app.tsx).
  return Object.assign(app, { devClock: deps.clock as Readonly<BackendDeps["clock"]> });
}
