// Invoices and payments at the dev backend's /api/ (app/api/contract/payments.ts): the invoices of
// an account, paying one, the payment method and changing it — each payment a trip to the stand-in
// provider (provider.ts).
import type { PaymentMethod } from "#app/api/contract/payments.ts";
import { paymentOutlookOf, paymentProblemOf } from "./billing.ts";
import { many, one } from "#scripts/dev-backend/core/sqlite.ts";
import {
  ApiError,
  knownTitle,
  ownAccount,
  subscriptionOf,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { ownTrip, startPayment } from "./provider.ts";
import type { PaymentRow } from "./tables.ts";
import type { InvoiceRow } from "#scripts/dev-backend/core/rows.ts";
import { latestMandate, toMandate } from "#scripts/dev-backend/mandates/rules.ts";
import { helperNameFor, paymentEntries, recordActs } from "#scripts/dev-backend/fullmakt/acts.ts";

function startPaymentChange(
  ctx: HandlerContext<"updateCard" | "updatePaymentMethod">,
  method: string,
): { paymentId: string; redirectUrl: string } {
  ownAccount(ctx, ctx.body.ariaAccountNo);
  knownTitle(ctx.deps, ctx.body.titleCode);
  return startPayment(ctx, { kind: "PAYMENT_METHOD", method });
}

export const paymentsHandlers = {
  updateCard: (ctx) => startPaymentChange(ctx, "SWEDBANK-PPG"),
  updatePaymentMethod: (ctx) => startPaymentChange(ctx, ctx.body.paymentMethod),

  getInvoices: (ctx) => {
    const { db, params } = ctx;
    const title = knownTitle(ctx.deps, params.titleCode);
    ownAccount(ctx, params.accountNo);
    // Only the title's own: an invoice is one title's (payments/tables.ts).
    return many<InvoiceRow>(
      db,
      `SELECT * FROM invoices WHERE aria_account_no = ? AND title_code = ?
       ORDER BY period_from DESC, due_date DESC, aria_invoice_no DESC`,
      params.accountNo,
      title.titleCode,
    ).map((row) => ({
      ariaInvoiceNo: row.aria_invoice_no,
      kid: row.kid,
      amount: row.amount,
      paid: row.paid === 1,
      description: row.description,
      periodFrom: row.period_from,
      periodTo: row.period_to,
      dueDate: row.due_date,
      accountNumber: row.account_number,
      // As it was sent when issued, not as the account's invoices go now.
      sentAs: row.sent_as,
    }));
  },

  // What the subscriber pays next and what went wrong, from the renewal rules (billing.ts).
  getNextPayment: (ctx) => {
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    ownAccount(ctx, ctx.params.accountNo);
    // Any own account gets an answer (no next payment without a subscription), so the portal may
    // ask beside the subscription call instead of after it.
    const sub = subscriptionOf(ctx.db, ctx.params.accountNo, title.titleCode);
    const latest = latestMandate(ctx.db, ctx.params.accountNo);
    // Said only where there is one (ADR 053).
    const mandate = latest ? { mandate: toMandate(latest) } : {};
    return sub
      ? { ...paymentOutlookOf(ctx.db, title, sub, ctx.today), ...mandate }
      : {
          next: null,
          problem: paymentProblemOf(ctx.db, ctx.params.accountNo, title.titleCode, ctx.today),
          ...mandate,
        };
  },

  payInvoice: (ctx) => {
    const { db, body, params } = ctx;
    ownAccount(ctx, body.ariaAccountNo);
    const title = knownTitle(ctx.deps, body.titleCode);
    const invoice = one<InvoiceRow>(
      db,
      "SELECT * FROM invoices WHERE aria_invoice_no = ? AND aria_account_no = ? AND title_code = ?",
      params.ariaInvoiceNo,
      body.ariaAccountNo,
      title.titleCode,
    );
    if (!invoice) throw new ApiError(404, "Fant ingen faktura med dette nummeret på kontoen");
    if (invoice.paid === 1) throw new ApiError(409, "Fakturaen er allerede betalt");
    const started = startPayment(ctx, {
      kind: "INVOICE",
      method: body.paymentMethod,
      ariaInvoiceNo: invoice.aria_invoice_no,
      amount: invoice.amount,
    });
    // Paid by a helper (ADR 054): the payment is theirs in the history and its receipt names them.
    const helperName = helperNameFor(db, body.ariaAccountNo, title.titleCode, ctx.session!.spidId);
    if (helperName !== null)
      recordActs(
        db,
        { accountNo: body.ariaAccountNo, titleCode: title.titleCode, helperName, at: ctx.now },
        paymentEntries({
          id: started.paymentId,
          created_at: ctx.now,
          aria_invoice_no: invoice.aria_invoice_no,
        }),
      );
    return started;
  },

  getPayment: (ctx) => {
    const row = ownTrip<PaymentRow>(ctx, "payments", ctx.params.paymentId, "Fant ikke betalingen");
    return {
      paymentId: row.id,
      kind: row.kind,
      method: row.method as PaymentMethod["type"],
      status: row.status,
      ariaInvoiceNo: row.aria_invoice_no,
      amount: row.amount,
    };
  },

  getPaymentMethod: (ctx) => {
    ownAccount(ctx, ctx.params.accountNo);
    const row = one<{ type: PaymentMethod["type"]; card_last4: string | null; card_expiry: string | null }>(
      ctx.db,
      "SELECT * FROM payment_methods WHERE aria_account_no = ?",
      ctx.params.accountNo,
    );
    return row ? { type: row.type, cardLast4: row.card_last4, cardExpiry: row.card_expiry } : null;
  },
} satisfies Partial<Handlers>;
