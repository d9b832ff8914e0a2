// Back from the payment provider after paying an invoice: the outcome as the platform reports it
// (polled by PaymentOutcome while it is open), and what was paid for which invoice — from the
// platform's answer, or from what was kept for the trip while it has not said (SPEC §9's
// temp_invoice_number and temp_invoice_due_amount; app/api/payment-trip.ts).
import { Trans } from "@lingui/react/macro";
import type { Invoice, Payment } from "#app/api/contract/payments.ts";
import type { InvoicePaid } from "#app/api/payment-trip.ts";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { PaymentOutcome } from "#app/components/payment-outcome.tsx";
import { formatKroner } from "#app/domain/format.ts";
import { paymentMethodInSentence } from "#app/i18n/words.ts";
import styles from "#app/components/payment.module.css";
import { InvoiceFacts } from "./invoice.tsx";

export function PaymentBack({
  invoiceNo: asked,
  payment,
  paid,
  invoice,
}: {
  /** The invoice of the page's address. */
  invoiceNo: string;
  payment: Payment;
  paid: InvoicePaid;
  invoice: Invoice | null;
}) {
  const retry = `/betal-faktura/${encodeURIComponent(asked)}`;
  const invoiceNo = paid.invoiceNumber ?? asked;
  const amount = paid.amount === null ? null : formatKroner(paid.amount);
  const method = paymentMethodInSentence(payment.method);
  // The invoice's state is the platform's: this trip may have failed because another one paid it.
  const paidElsewhere =
    invoice?.paid === true && (payment.status === "FAILED" || payment.status === "CANCELLED");
  if (paidElsewhere) return <PaidAnotherWay invoice={invoice} />;
  return (
    <Page heading={<Trans>Betal faktura</Trans>}>
      <PaymentOutcome
        status={payment.status}
        pending={
          <p>
            {amount ? (
              <Trans>
                Betalingen gjelder {amount} for faktura {invoiceNo}.
              </Trans>
            ) : (
              <Trans>Betalingen gjelder faktura {invoiceNo}.</Trans>
            )}
          </p>
        }
        approved={
          <>
            <p>
              <strong>
                <Trans>Takk! Faktura {invoiceNo} er betalt.</Trans>
              </strong>
            </p>
            <p>
              {amount ? (
                <Trans>
                  Vi har mottatt {amount} med {method}.
                </Trans>
              ) : (
                <Trans>Vi har mottatt betalingen med {method}.</Trans>
              )}
            </p>
            {/* The front page then says whether anything is still owed. */}
            <LinkLine to={`/?betalt=${encodeURIComponent(invoiceNo)}`}>
              <Trans>Tilbake til Min side</Trans>
            </LinkLine>
          </>
        }
        cancelledTitle={<Trans>Du avbrøt betalingen.</Trans>}
        failedTitle={<Trans>Betalingen gikk ikke gjennom.</Trans>}
        unchanged={<Trans>Fakturaen er ikke betalt, og ingenting er trukket.</Trans>}
        retryTo={retry}
      />
      {invoice ? (
        <InvoiceFacts invoice={{ ...invoice, paid: invoice.paid || payment.status === "APPROVED" }} />
      ) : null}
      {payment.status === "APPROVED" ? (
        // The receipt to keep: its page, with the PDF.
        <LinkLine to={`/dokument/kvittering/${encodeURIComponent(payment.paymentId)}`}>
          <Trans>Se kvitteringen</Trans>
        </LinkLine>
      ) : null}
      <LinkLine to="/fakturaoversikt">
        <Trans>Se alle fakturaer</Trans>
      </LinkLine>
    </Page>
  );
}

/** This trip did not go through, but the platform has the invoice paid: nothing to try again. */
function PaidAnotherWay({ invoice }: { invoice: Invoice }) {
  const invoiceNo = invoice.ariaInvoiceNo;
  return (
    <Page heading={<Trans>Betal faktura</Trans>}>
      <div role="status" className={`${styles.outcome} ${styles.success}`}>
        <p>
          <strong>
            <Trans>Faktura {invoiceNo} er betalt.</Trans>
          </strong>
        </p>
        <p>
          <Trans>
            Denne betalingen ble ikke gjennomført fordi fakturaen allerede er betalt, og ingenting er trukket
            for den. Du trenger ikke gjøre noe mer.
          </Trans>
        </p>
      </div>
      <InvoiceFacts invoice={invoice} />
      <LinkLine to="/fakturaoversikt">
        <Trans>Se alle fakturaer</Trans>
      </LinkLine>
    </Page>
  );
}
