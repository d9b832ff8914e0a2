// What a trip to the provider pays at once — an order's first period, a gift (ADR 077) — is an
// invoice issued paid that day: numbered in the title's series, with its KID, and the trip's payment
// pointing at it, so the payment's receipt shows the invoice's facts.
import { withKidCheckDigit } from "#app/domain/kid.ts";
import { INVOICE_BANK_ACCOUNT } from "#tests/fixtures/personas/building-blocks.ts";
import { run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { issueDocumentNo } from "#scripts/dev-backend/documents/series.ts";

export interface PaidInvoice {
  /** The trip whose payment paid it. */
  tripId: string;
  titleCode: string;
  accountNo: string;
  /** Whole kroner. */
  amount: number;
  /** The invoice's line, in the title's language. */
  description: string;
  periodFrom: string;
  periodTo: string;
}

/** Issues the invoice `trip` paid today; answers its number. */
export function issuePaidInvoice(db: Database, today: string, invoice: PaidInvoice): string {
  const { documentNo: invoiceNo } = issueDocumentNo(db, {
    titleCode: invoice.titleCode,
    kind: "INVOICE",
    issuedOn: today,
  });
  run(
    db,
    `INSERT INTO invoices (aria_invoice_no, aria_account_no, kid, amount, paid, description, period_from,
       period_to, account_number, due_date, title_code, paid_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
    invoiceNo,
    invoice.accountNo,
    withKidCheckDigit(`${invoice.accountNo}${invoiceNo.slice(-4)}`),
    invoice.amount,
    invoice.description,
    invoice.periodFrom,
    invoice.periodTo,
    INVOICE_BANK_ACCOUNT,
    today,
    invoice.titleCode,
    today,
  );
  run(db, "UPDATE payments SET aria_invoice_no = ? WHERE id = ?", invoiceNo, invoice.tripId);
  return invoiceNo;
}
