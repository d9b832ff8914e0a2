import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useLoaderData } from "react-router";
import { getInvoices, getPayment, getPaymentMethod } from "#app/api/payments.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import { CHANNELS, pay } from "#app/features/invoice-payment/intents.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { CallFailedAlert, FormActions, RadioGroup } from "#app/components/form.tsx";
import { paymentMethodName } from "#app/i18n/words.ts";
import { NotAvailable } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { formatKroner } from "#app/domain/format.ts";
import { payability } from "#app/domain/invoices.ts";
import { currentTrip, endTrip, invoicePaid } from "#app/api/payment-trip.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import { AlreadyPaid, InvoiceFacts, UnknownInvoice } from "#app/features/invoice-payment/invoice.tsx";
import { PaymentBack } from "#app/features/invoice-payment/outcome.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/betal-faktura.$ariaInvoiceNo";
import { AvtaleGiroOffer } from "#app/components/avtalegiro-offer.tsx";

// Pay one invoice (SPEC §2: the invoice number is the page's input) by card or Vipps at the
// provider. One idempotency key per attempt, kept in the URL (docs/decisions/006): a double click,
// a reload or the back button never starts a second payment. Back from the provider, the outcome
// is read from the platform and polled while it is still open.

// One key per attempt, in the URL before paying (not on the way back from the provider), so a
// reload sends the same one.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  screenKeyFirst(
    ({ request, context }) =>
      capabilities(context.get(subscribedContext).subscription).payment &&
      !new URL(request.url).searchParams.has("betaling"),
  ),
];

export async function clientLoader({ request, params, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const url = new URL(request.url);
  const invoiceNo = params.ariaInvoiceNo;
  if (!capabilities(session.subscription).payment) return { view: "notPaying" as const, invoiceNo };
  const paymentId = url.searchParams.get("betaling");
  const account = session.titleAccount;
  // Back from the provider: the invoices and the trip's outcome are asked for together; before
  // paying, the method on file, chosen for the reader when it can pay here (a nicety: without it,
  // nothing is chosen).
  const [invoices, payment, onFile] = await Promise.all([
    getInvoices(account),
    paymentId ? getPayment(paymentId) : null,
    paymentId ? null : getPaymentMethod(account.accountNo),
  ]);
  const state = payability(invoices, invoiceNo);
  const invoice = state.kind === "unknown" ? null : state.invoice;

  if (paymentId) {
    // What the trip kept is read before a finished trip forgets it.
    const paid = payment ? invoicePaid(payment, currentTrip()) : null;
    if (payment && payment.status !== "PENDING") endTrip();
    return { view: "outcome" as const, invoiceNo, invoice, payment, paid };
  }
  if (state.kind !== "payable") return { view: state.kind, invoiceNo, invoice };
  const chosen = CHANNELS.find((channel) => onFile?.kind === "ok" && channel === onFile.method?.type);
  return { view: "pay" as const, invoiceNo, invoice: state.invoice, chosen };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, pay);

export default function BetalFakturaRoute() {
  const data = useLoaderData<typeof clientLoader>();
  const invoiceNo = data.invoiceNo;
  switch (data.view) {
    case "notPaying":
      return (
        <NotAvailable heading={<Trans>Betal faktura</Trans>}>
          <p>
            <Trans>
              Du betaler ikke selv for dette abonnementet, så det er ingen fakturaer å betale her.
            </Trans>
          </p>
        </NotAvailable>
      );
    case "unknown":
      return <UnknownInvoice invoiceNo={invoiceNo} />;
    case "paid":
      return <AlreadyPaid invoice={data.invoice!} />;
    case "outcome":
      return data.payment && data.paid ? (
        <PaymentBack invoiceNo={invoiceNo} payment={data.payment} paid={data.paid} invoice={data.invoice} />
      ) : (
        <UnknownInvoice invoiceNo={invoiceNo} />
      );
    case "pay":
      return <PayStep />;
  }
}

function PayStep() {
  const { t } = useLingui();
  const data = useLoaderData<typeof clientLoader>();
  const invoice = data.invoice!;
  const chosen = data.view === "pay" ? data.chosen : undefined;
  const { fields, formProps, hidden, pending, failed, answer } = useIntentForm(pay, {
    defaultValue: { method: chosen },
  });
  const amount = formatKroner(invoice.amount);
  if (answer?.kind === "paid") return <AlreadyPaid invoice={invoice} />;
  if (answer?.kind === "unknown") return <UnknownInvoice invoiceNo={invoice.ariaInvoiceNo} />;
  return (
    <Page
      heading={<Trans>Betal faktura</Trans>}
      intro={<Trans>Du betaler {amount} hos betalingsleverandøren og kommer tilbake hit etterpå.</Trans>}
    >
      {failed ? <CallFailedAlert /> : null}
      <InvoiceFacts invoice={invoice} />
      <Form {...formProps}>
        {hidden}
        <input type="hidden" name="amount" value={invoice.amount} />
        <RadioGroup
          meta={fields.method}
          legend={<Trans>Betalingsmåte</Trans>}
          options={CHANNELS.map((channel) => ({ value: channel, label: paymentMethodName(channel) }))}
        />
        {/* Busy from the click until the provider's page has loaded: a second click does nothing. */}
        <FormActions
          pending={pending}
          sending={t`Sender deg til betaling …`}
          leave={{ to: "/fakturaoversikt", label: <Trans>Avbryt</Trans> }}
        >
          {t`Betal ${amount}`}
        </FormActions>
      </Form>
      <AvtaleGiroOffer paperFee={currentTitle().paperInvoiceFee} />
    </Page>
  );
}
