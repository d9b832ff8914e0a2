// The stand-in bank (docs/decisions/053), never shipped: the page where a subscriber approves an
// AvtaleGiro mandate in their online bank — approve, cancel, an error, or "the answer comes in a few
// days" — and the /_dev/ tools that give a waiting mandate the bank's late answer.
import type { Hono } from "hono";
import { z } from "zod";
import { mandateRejection } from "#app/api/contract/mandates.ts";
import { formatKroner } from "#app/domain/format.ts";
import { allPersonas } from "#tests/fixtures/personas/all.ts";
import { isSameOrigin, todayOf, type BackendDeps } from "#scripts/dev-backend/core/deps.ts";
import { sender } from "#scripts/dev-backend/messages/deliver.ts";
import { escapeHtml, htmlPage } from "#scripts/dev-backend/core/html-page.ts";
import { one } from "#scripts/dev-backend/core/sqlite.ts";
import { answerMandate, toMandate, waitingMandates, type BankAnswer } from "./rules.ts";
import type { MandateRow } from "./tables.ts";

const ANSWERS: Record<string, BankAnswer> = {
  approved: { kind: "confirm" },
  cancelled: { kind: "cancel" },
  failed: { kind: "fail" },
  later: { kind: "later" },
};

/** A waiting mandate's late answer: by its id, or the waiting one of a persona's or an account's. */
const lateAnswer = z
  .object({
    mandateId: z.string().max(64).optional(),
    persona: z.string().max(64).optional(),
    ariaAccountNo: z
      .string()
      .regex(/^\d{6,12}$/)
      .optional(),
    answer: z.enum(["confirm", "reject"]),
    reason: z.optional(mandateRejection),
  })
  .refine((a) => a.mandateId ?? a.persona ?? a.ariaAccountNo, "mandateId, persona eller ariaAccountNo");

const notFound = () => htmlPage("Fant ikke avtalen", "<h1>Fant ikke avtalen</h1>");

export function addMandateTools(router: Hono, deps: BackendDeps) {
  const { db } = deps;
  const byId = (id: string) => one<MandateRow>(db, "SELECT * FROM mandates WHERE id = ?", id);
  const clock = () => ({ now: deps.now(), today: todayOf(deps), send: sender(deps) });

  router.get("/payment/avtalegiro/:id", (c) => {
    const row = byId(c.req.param("id"));
    if (!row) return c.html(notFound(), 404);
    const body = `<h1>Nettbanken</h1>
<p class="note">Dette er en lokal etterligning av nettbanken, bare for utvikling og test.</p>
<dl>
  <dt>Gjelder</dt><dd>AvtaleGiro</dd>
  <dt>Kundenummer</dt><dd>${escapeHtml(row.aria_account_no)}</dd>
  <dt>Beløpsgrense per trekk</dt><dd>${escapeHtml(formatKroner(row.limit_amount))}</dd>
  <dt>Status</dt><dd>${escapeHtml(row.status)}</dd>
</dl>
<form method="post" action="/_dev/payment/avtalegiro/${escapeHtml(row.id)}">
  <div class="actions">
    <button type="submit" class="primary" name="outcome" value="approved">Godkjenn</button>
    <button type="submit" name="outcome" value="cancelled">Avbryt</button>
    <button type="submit" name="outcome" value="failed">Feil</button>
  </div>
  <h2>Svar senere</h2>
  <div class="actions">
    <button type="submit" name="outcome" value="later">Send til banken, svaret kommer om noen dager</button>
  </div>
</form>`;
    return c.html(htmlPage("AvtaleGiro – nettbanken (utviklingsmiljø)", body));
  });

  router.post("/payment/avtalegiro/:id", async (c) => {
    const row = byId(c.req.param("id"));
    if (!row) return c.html(notFound(), 404);
    const answer = ANSWERS[String((await c.req.parseBody()).outcome)];
    if (!answer) return c.html(htmlPage("Ugyldig svar", "<h1>Ugyldig svar</h1>"), 400);
    const after = answerMandate(db, row.id, answer, clock()) ?? row;
    const origin = new URL(c.req.url).origin;
    const target = new URL(row.return_url);
    if (!isSameOrigin(target.href, origin)) return c.text("Ugyldig returadresse", 400);
    // A hint only: the portal reads the mandate from GET mandate.
    target.searchParams.set("avtalegiro", after.status.toLowerCase());
    return c.redirect(target.href, 303);
  });

  router.get("/mandates", (c) => c.json(waitingMandates(db).map(toMandate)));

  // The bank's answer, days later: confirms or rejects a waiting mandate.
  router.post("/mandates/answer", async (c) => {
    const parsed = lateAnswer.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: z.flattenError(parsed.error) }, 400);
    const { mandateId, persona, answer, reason = "ACCOUNT_NOT_FOUND" } = parsed.data;
    const accountNo =
      parsed.data.ariaAccountNo ??
      allPersonas(todayOf(deps)).find((p) => p.id === persona)?.account?.ariaAccountNo;
    const waiting = waitingMandates(db).find((m) =>
      mandateId ? m.id === mandateId : m.aria_account_no === accountNo,
    );
    if (!waiting) return c.json({ error: "Ingen avtale venter på svar fra banken" }, 404);
    const after = answerMandate(
      db,
      waiting.id,
      answer === "confirm" ? { kind: "confirm" } : { kind: "reject", reason },
      clock(),
    );
    return c.json(toMandate(after ?? waiting));
  });
}
