// /_dev/*: tools for tests and demos, never shipped — fault rules, the SMS/e-mail outbox, a reseed,
// the personas, and the stand-in payment provider's page. No CSRF here: these are not /api/.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { formatKroner } from "#app/domain/format.ts";
import { allPersonas } from "#tests/fixtures/personas/all.ts";
import { isSameOrigin, restartClock, todayOf, type BackendDeps } from "#scripts/dev-backend/core/deps.ts";
import { sender } from "#scripts/dev-backend/messages/deliver.ts";
import { ChargeRefused, chargeRenewal, paymentProblemOf } from "#scripts/dev-backend/payments/billing.ts";
import { sendReminder } from "#scripts/dev-backend/payments/reminder.ts";
import { many, transaction } from "#scripts/dev-backend/core/sqlite.ts";
import { addPriceChangeTools } from "#scripts/dev-backend/schedule/price-tools.ts";
import { addAxeScript } from "#scripts/dev-backend/dev-tools/axe-script.ts";
import { seriesProblems } from "#scripts/dev-backend/documents/series.ts";
import { addDisruptionTools } from "#scripts/dev-backend/disruptions/handlers.ts";
import { addMessageTools } from "#scripts/dev-backend/messages/broadcasts.ts";
import { sendDueMessages } from "#scripts/dev-backend/messages/due.ts";
import { parseFault } from "#scripts/dev-backend/core/faults.ts";
import { addDevSignIn } from "#scripts/dev-backend/identity/provider.ts";
import { addMandateTools } from "#scripts/dev-backend/mandates/bank.ts";
import { overMandateLimit } from "#scripts/dev-backend/mandates/rules.ts";
import { finishTrip, settleIfDue, settleLater, tripById } from "#scripts/dev-backend/payments/provider.ts";
import type { PaymentRow, TripStatus } from "#scripts/dev-backend/payments/tables.ts";
import { resetDatabase } from "#scripts/dev-backend/seed.ts";
import { parseTestToday } from "#scripts/dev-backend/core/test-today.ts";
import { escapeHtml, htmlPage } from "#scripts/dev-backend/core/html-page.ts";
import { outboxRecord, type OutboxRow } from "#scripts/dev-backend/messages/outbox.ts";

// ─── Console table of the personas (npm start) ──────────────────────────────────────────────────

export function personaTable(): string {
  const rows = allPersonas().map((p) => [p.id, p.name, p.description]);
  const header = ["id (login_hint)", "navn", "hva"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "─".repeat(w))), ...rows.map(line)].join("\n");
}

// ─── Router ─────────────────────────────────────────────────────────────────────────────────────

const faultRule = z
  .object({
    path: z.string().min(1),
    fault: z.string(),
    /** For "omit": the field to leave out of the answer. */
    field: z.string().optional(),
    times: z.number().int().positive().optional(),
    method: z.enum(["GET", "POST", "PUT", "DELETE"]).optional(),
  })
  .refine(
    (rule) =>
      parseFault(rule.field !== undefined ? `${rule.fault}:${rule.field}` : rule.fault) !== null &&
      (rule.fault === "omit") === (rule.field !== undefined),
    {
      path: ["fault"],
      message: "500, 503, 401, 406, malformed, slow:<ms>, eller omit med field",
    },
  );

/** How far to move the dev clock on: days, hours and minutes, added up (never back). */
const clockMove = z
  .object({
    days: z.number().nonnegative().max(400).optional(),
    hours: z.number().nonnegative().optional(),
    minutes: z.number().nonnegative().optional(),
  })
  .refine(
    (m) => m.days !== undefined || m.hours !== undefined || m.minutes !== undefined,
    "days, hours eller minutes",
  );

/** A reset, optionally pinning the clock's start (scripts/dev-backend/core/test-today.ts). */
const resetBody = z.object({
  at: z
    .string()
    .max(16)
    .refine((value) => {
      try {
        return Number.isFinite(parseTestToday(value));
      } catch {
        return false;
      }
    }, "en dato og et klokkeslett i Oslo, f.eks. 2026-11-28T07:00")
    .optional(),
});

/** Whose subscription a billing tool acts on: a persona's, or an account's; the title's code. */
const billingTarget = z
  .object({
    persona: z.string().max(64).optional(),
    ariaAccountNo: z
      .string()
      .regex(/^\d{6,12}$/)
      .optional(),
    titleCode: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]{1,5}$/)
      .optional(),
    /** Charge: the card or Vipps refuses this charge. */
    fail: z.boolean().optional(),
  })
  .refine((t) => t.persona !== undefined || t.ariaAccountNo !== undefined, "persona eller ariaAccountNo");

const METHOD_LABELS: Record<string, string> = {
  "SWEDBANK-PPG": "Betalingskort",
  VIPPS: "Vipps",
  BANKGIRO: "Giro",
  AVTALEGIRO: "AvtaleGiro",
  STREX: "Strex (mobilregning)",
};

/** The provider's buttons: what each decides, and whether its answer comes late or never. */
const OUTCOMES: Record<string, { status: TripStatus; answer: "now" | "slow" | "lost" }> = {
  approved: { status: "APPROVED", answer: "now" },
  cancelled: { status: "CANCELLED", answer: "now" },
  failed: { status: "FAILED", answer: "now" },
  slow: { status: "APPROVED", answer: "slow" },
  lost: { status: "APPROVED", answer: "lost" },
};
const STATUS_TEXT: Record<PaymentRow["status"], string> = {
  PENDING: "Venter på svar",
  APPROVED: "Godkjent",
  CANCELLED: "Avbrutt",
  FAILED: "Feilet",
};

export function createDevToolsRouter(deps: BackendDeps): Hono {
  const router = new Hono();
  const { db } = deps;

  router.get("/faults", (c) => c.json(deps.faults.list()));
  router.post("/faults", async (c) => {
    const parsed = faultRule.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: z.flattenError(parsed.error) }, 400);
    return c.json(deps.faults.add(parsed.data), 201);
  });
  router.delete("/faults", (c) => c.json({ cleared: deps.faults.clear() }));

  // Delivery disruptions (ADR 038): the paper late or missing in a postal code today.
  addDisruptionTools(router, deps);
  // The e-paper ready and a newsletter sent, through the readers' choices (ADR 080).
  addMessageTools(router, deps);

  // Signed in as a persona in one request, for journeys that are not about signing in (ADR 041).
  addDevSignIn(router, deps);

  // The stand-in bank's AvtaleGiro page and a waiting mandate's late answer (ADR 053).
  addMandateTools(router, deps);

  // A price change registered for a plan, told to its readers (ADR 079).
  addPriceChangeTools(router, deps);

  // axe-core for the journeys' accessibility checks, loaded by its address (ADR 092).
  addAxeScript(router);

  router.get("/outbox", (c) => {
    // What has come due by the clock goes out first (messages/due.ts): reading the outbox is asking.
    transaction(db, () => sendDueMessages(db, sender(deps), deps.now(), todayOf(deps)));
    const channel = c.req.query("channel");
    const recipient = c.req.query("recipient");
    const status = c.req.query("status");
    const rows = many<OutboxRow>(
      db,
      `SELECT * FROM outbox WHERE (? IS NULL OR channel = ?) AND (? IS NULL OR recipient = ?)
         AND (? IS NULL OR status = ?) ORDER BY id DESC`,
      channel ?? null,
      channel ?? null,
      recipient ?? null,
      recipient ?? null,
      status ?? null,
      status ?? null,
    );
    return c.json(rows.map(outboxRecord));
  });

  // Every trip to the payment provider, newest first: tests count them to prove nothing ran twice.
  // Renewal charges (return_url '', payments/billing.ts) are no trip anyone made, and are left out.
  router.get("/payments", (c) => {
    const invoice = c.req.query("invoice");
    const rows = many<PaymentRow>(
      db,
      `SELECT * FROM payments WHERE return_url <> '' AND (? IS NULL OR aria_invoice_no = ?)
       ORDER BY created_at DESC, id`,
      invoice ?? null,
      invoice ?? null,
    );
    return c.json(
      rows.map((r) => ({
        paymentId: r.id,
        kind: r.kind,
        method: r.method,
        status: r.status,
        ariaAccountNo: r.aria_account_no,
        ariaInvoiceNo: r.aria_invoice_no,
        amount: r.amount,
      })),
    );
  });

  // What is wrong with the titles' series of documents (documents/series.ts): a number missing, or
  // a document without one. Every journey asks after it has run (tests/e2e/fixtures.ts).
  router.get("/document-series", (c) => c.json({ problems: seriesProblems(db) }));

  // The dev clock: moves the backend's time on (never back), e.g. past an invitation's 7 days or a
  // code's 30 minutes, so a journey sees it expire without waiting; /_dev/reset sets it back.
  const clockState = () => ({
    now: new Date(deps.now()).toISOString(),
    offsetMs: deps.clock.offsetMs,
    pinnedAt: deps.clock.pinnedAt === null ? null : new Date(deps.clock.pinnedAt).toISOString(),
  });
  router.get("/clock", (c) => c.json(clockState()));
  router.post("/clock", async (c) => {
    const parsed = clockMove.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: z.flattenError(parsed.error) }, 400);
    const { days = 0, hours = 0, minutes = 0 } = parsed.data;
    deps.clock.offsetMs += ((days * 24 + hours) * 60 + minutes) * 60 * 1000;
    return c.json(clockState());
  });

  // Renewals (payments/billing.ts, docs/decisions/028): the next scheduled charge of a subscription, now —
  // approved, or refused by the card or Vipps with `fail: true` (then the reminder goes out).
  const billingRequest = async (c: Context) => {
    const parsed = billingTarget.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return { error: c.json({ error: z.flattenError(parsed.error) }, 400) } as const;
    const { persona, titleCode: code } = parsed.data;
    const accountNo =
      parsed.data.ariaAccountNo ??
      allPersonas(todayOf(deps)).find((p) => p.id === persona)?.account?.ariaAccountNo;
    const titleCode = (code ?? deps.servedTitleCode ?? "").toUpperCase();
    const title = deps.titles.find((t) => t.titleCode === titleCode);
    if (!accountNo) return { error: c.json({ error: "Fant ikke personaen eller kontoen" }, 404) } as const;
    if (!title) return { error: c.json({ error: `Ukjent tittel: ${titleCode || "(ingen)"}` }, 404) } as const;
    // Links in a reminder go to the title's own origin: the one the tool was called on, or, when
    // it was called on the bare loopback address of the preview (every title on <code>.localhost),
    // that title's.
    const url = new URL(c.req.url);
    const bare = /^(localhost|127\.0\.0\.1)$/.test(url.hostname) && deps.servedTitleCode === undefined;
    const origin = bare
      ? `${url.protocol}//${title.titleCode.toLowerCase()}.localhost:${url.port}`
      : url.origin;
    return { accountNo, title, origin, fail: parsed.data.fail ?? false } as const;
  };

  router.post("/charge", async (c) => {
    const target = await billingRequest(c);
    if ("error" in target) return target.error;
    try {
      const result = chargeRenewal(db, target.title, target.accountNo, {
        now: deps.now(),
        fail: target.fail || overMandateLimit(db, target.title, target.accountNo, todayOf(deps)),
        origin: target.origin,
        send: sender(deps),
      });
      return c.json(result, 201);
    } catch (error) {
      if (error instanceof ChargeRefused) return c.json({ error: error.message }, 409);
      throw error;
    }
  });

  // The reminder of the account's payment problem (an overdue invoice or a failed charge), now.
  router.post("/reminders", async (c) => {
    const target = await billingRequest(c);
    if ("error" in target) return target.error;
    const problem = paymentProblemOf(db, target.accountNo, target.title.titleCode, todayOf(deps));
    if (problem) sendReminder(db, target.accountNo, problem, target.origin, sender(deps), target.title);
    return c.json({ sent: problem ? 1 : 0, problem });
  });

  // Everything as seeded, the clock at its start; `at` (a TEST_TODAY value) pins that start first.
  router.post("/reset", async (c) => {
    const parsed = resetBody.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) return c.json({ error: z.flattenError(parsed.error) }, 400);
    if (parsed.data.at !== undefined) deps.clock.pinnedAt = parseTestToday(parsed.data.at);
    restartClock(deps);
    resetDatabase(db, { titles: deps.titles, today: todayOf(deps) });
    deps.faults.clear();
    return c.json({ reset: true, ...clockState() });
  });

  router.get("/personas", (c) =>
    c.json(
      allPersonas(todayOf(deps)).map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        spidId: p.identity.spidId,
        email: p.identity.email,
        phoneNumber: p.identity.phoneNumber,
        ariaAccountNo: p.account?.ariaAccountNo ?? null,
      })),
    ),
  );

  // The stand-in payment provider (card through SWEDBANK-PPG, and Vipps): paying an invoice and
  // registering a card or payment method send people here; each answer goes back to returnUrl.
  router.get("/payment/:id", (c) => {
    settleIfDue(db, todayOf(deps), c.req.param("id"), deps.now(), sender(deps));
    const trip = tripById(db, c.req.param("id"));
    if (!trip) return c.html(htmlPage("Fant ikke betalingen", "<h1>Fant ikke betalingen</h1>"), 404);
    const label = METHOD_LABELS[trip.method] ?? trip.method;
    const what =
      trip.kind === "INVOICE"
        ? `<dt>Faktura</dt><dd>${escapeHtml(trip.aria_invoice_no ?? "")}</dd>
  <dt>Beløp</dt><dd>${escapeHtml(formatKroner(trip.amount ?? 0))}</dd>`
        : trip.kind === "ORDER" || trip.kind === "GIFT"
          ? `<dt>Gjelder</dt><dd>${trip.kind === "GIFT" ? "Gaveabonnement" : "Bestilling av abonnement"}</dd>
  <dt>Beløp nå</dt><dd>${escapeHtml(formatKroner(trip.amount ?? 0))}</dd>`
          : `<dt>Gjelder</dt><dd>Ny betalingsmåte for abonnementet</dd>`;
    const body = `<h1>Betalingsleverandør</h1>
<p class="note">Dette er en lokal etterligning av betalingsleverandøren, bare for utvikling og test.</p>
<dl>
  <dt>Betalingsmåte</dt><dd>${escapeHtml(label)}</dd>
  <dt>Kundenummer</dt><dd>${escapeHtml(trip.aria_account_no)}</dd>
  ${what}
  <dt>Status</dt><dd>${escapeHtml(STATUS_TEXT[trip.status])}</dd>
</dl>
<form method="post" action="/_dev/payment/${escapeHtml(trip.id)}">
  <div class="actions">
    <button type="submit" class="primary" name="outcome" value="approved">Godkjenn</button>
    <button type="submit" name="outcome" value="cancelled">Avbryt</button>
    <button type="submit" name="outcome" value="failed">Feil</button>
  </div>
  <h2>Treg eller tapt svar</h2>
  <div class="actions">
    <button type="submit" name="outcome" value="slow">Godkjenn, svar om 4 sekunder</button>
    ${trip.kind === "ORDER" ? '<button type="submit" name="outcome" value="lost">Godkjenn, men svaret kommer aldri fram</button>' : ""}
  </div>
</form>`;
    return c.html(htmlPage(`${label} – betalingsleverandør (utviklingsmiljø)`, body));
  });

  router.post("/payment/:id", async (c) => {
    const id = c.req.param("id");
    const trip = tripById(db, id);
    if (!trip) return c.html(htmlPage("Fant ikke betalingen", "<h1>Fant ikke betalingen</h1>"), 404);
    const form = await c.req.parseBody();
    const choice = OUTCOMES[String(form.outcome)];
    if (!choice) return c.html(htmlPage("Ugyldig svar", "<h1>Ugyldig svar</h1>"), 400);
    // Only a pending trip can end, and only once: pressing again (or the back button) changes nothing.
    let status: TripStatus = trip.status;
    if (trip.status === "PENDING" && trip.settle_at === null) {
      if (choice.answer === "slow") settleLater(db, id, deps.now(), choice.status);
      else status = finishTrip(db, todayOf(deps), id, choice.status, sender(deps), deps.now());
    }
    const origin = new URL(c.req.url).origin;
    // The answer never reaches the shop: the buyer lands on the shop's timeout page.
    if (choice.answer === "lost" && trip.kind === "ORDER") return c.redirect(`${origin}/order-timeout`, 303);
    // Stored as same-origin when the trip was started; checked again before following it.
    const target = new URL(trip.return_url);
    if (!isSameOrigin(target.href, origin)) return c.text("Ugyldig returadresse", 400);
    // What the provider reports in the URL is a hint; the portal asks GET /api/payment/{id}.
    target.searchParams.set("status", status.toLowerCase());
    target.searchParams.set("betaling", id);
    return c.redirect(target.href, 303);
  });

  return router;
}
