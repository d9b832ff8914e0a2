// The platform's reminder of a payment problem (an overdue invoice or a failed renewal charge,
// billing.ts), sent when a charge fails and by the dev tools (POST /_dev/reminders).
import type { PaymentProblem } from "#app/api/contract/payments.ts";
import { formatKroner as kroner } from "#app/domain/format.ts";
import type { Title } from "#app/title/title-schema.ts";
import type { Send } from "#scripts/dev-backend/messages/deliver.ts";
import { norwegianDate } from "#scripts/dev-backend/core/handler.ts";
import { readerMessages } from "#scripts/dev-backend/core/reader-messages.ts";
import type { Database } from "#scripts/dev-backend/core/sqlite.ts";

/**
 * The platform's reminder of a payment problem, as the reader chose billing messages to come (by
 * default by SMS and e-mail): what failed, the amount, when access stops, and a /t/ link to exactly
 * that invoice (signing in lands on paying it), in the title's language.
 */
export function sendReminder(
  db: Database,
  accountNo: string,
  problem: PaymentProblem,
  origin: string,
  send: Send,
  title: Pick<Title, "locale" | "titleCode">,
) {
  const link = `${origin}/t/betal-faktura/${encodeURIComponent(problem.ariaInvoiceNo)}`;
  const say = readerMessages(title);
  const what =
    problem.kind === "CHARGE_FAILED"
      ? say.chargeFailed(kroner(problem.amount), norwegianDate(problem.since))
      : say.invoiceOverdue(problem.ariaInvoiceNo, kroner(problem.amount), norwegianDate(problem.since));
  const stops = say.accessStops(norwegianDate(problem.accessStopsOn));
  // Billing: as the reader chose on /varsler; by default by SMS and e-mail both (ADR 084).
  const text = {
    sms: say.reminderSms(what, stops, link),
    email: say.reminderEmail(what, stops, problem.ariaInvoiceNo, link),
  };
  send({ title, accountNo, kind: "billing", text, origin });
}
