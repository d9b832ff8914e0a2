import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Form,
  Link,
  redirect,
  redirectDocument,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { CURRENCY, type Invoice } from "#app/api/contract/payments.ts";
import { getPayment, payInvoice, type PayInvoiceOutcome } from "#app/api/payments.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { useKeptDraft } from "#app/forms/use-kept-draft.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { requiredMessage } from "#app/forms/field-messages.ts";
import { FormAlert, RadioGroup } from "#app/components/form.tsx";
import { paymentMethodName } from "#app/i18n/labels.ts";
import { NotAvailable } from "#app/components/not-available.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import { PaymentOutcome } from "#app/components/payment-outcome.tsx";
import pay from "#app/components/payment.module.css";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { payability } from "#app/domain/invoices.ts";
import { beginTrip, checkedProviderUrl, endTrip } from "#app/api/payment-trip.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/betal-faktura.$ariaInvoiceNo";

// Pay one invoice (SPEC §2: the invoice number is the page's input) by card or Vipps at the
// provider. One idempotency key per attempt, kept in the URL (docs/decisions/006): a double click,
// a reload or the back button never starts a second payment. Back from the provider, the outcome
// is read from the platform and polled while it is still open.

const CHANNELS = ["SWEDBANK-PPG", "VIPPS"] as const;

const paySchema = () =>
  z.object({
    method: z.enum(CHANNELS, { error: () => requiredMessage(t`Betalingsmåte`) }),
    key: z.string().min(8),
  });

export async function clientLoader({ request, params, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const url = new URL(request.url);
  const invoiceNo = params.ariaInvoiceNo;
  if (!capabilities(session.subscription).payment) return { view: "notPaying" as const, invoiceNo };
  const invoices = await call("getInvoices", {
    params: { accountNo: session.account.ariaAccountNo, titleCode: currentTitle().titleCode },
  });
  const state = payability(invoices, invoiceNo);
  const invoice = state.kind === "unknown" ? null : state.invoice;

  const paymentId = url.searchParams.get("betaling");
  if (paymentId) {
    const payment = await getPayment(paymentId);
    if (payment && payment.status !== "PENDING") endTrip();
    return { view: "outcome" as const, invoiceNo, invoice, payment };
  }
  if (state.kind !== "payable") return { view: state.kind, invoiceNo, invoice };
  const key = url.searchParams.get("nokkel");
  if (!key) {
    // The attempt starts here: its key goes into the URL, so a reload sends the same one.
    url.searchParams.set("nokkel", crypto.randomUUID());
    throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
  }
  return { view: "pay" as const, invoiceNo, invoice: state.invoice, key };
}

export async function clientAction({ request, params, context }: Route.ClientActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: paySchema() });
  if (submission.status !== "success") return { result: submission.reply() };
  const session = context.get(subscribedContext);
  const invoiceNo = params.ariaInvoiceNo;
  let trip: PayInvoiceOutcome;
  try {
    trip = await payInvoice(
      invoiceNo,
      {
        ariaAccountNo: session.account.ariaAccountNo,
        titleCode: currentTitle().titleCode,
        paymentMethod: submission.value.method,
        currency: CURRENCY,
        returnUrl: new URL(`/betal-faktura/${encodeURIComponent(invoiceNo)}`, window.location.origin).href,
      },
      submission.value.key,
    );
  } catch {
    return { result: submission.reply(), failed: true };
  }
  if (trip.kind === "paid") return { paid: true };
  if (trip.kind === "unknown") return { unknown: true };
  const amount = formData.get("amount");
  beginTrip({
    paymentId: trip.paymentId,
    invoiceNumber: invoiceNo,
    invoiceDueAmount: amount === null ? undefined : Number(amount),
  });
  // The provider's page is another site in production: a full page load, not a route change.
  return redirectDocument(checkedProviderUrl(trip.redirectUrl, "payInvoice"));
}

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
      return <Outcome />;
    case "pay":
      return <PayStep />;
  }
}

function UnknownInvoice({ invoiceNo }: { invoiceNo: string }) {
  return (
    <NotAvailable heading={<Trans>Fant ikke fakturaen</Trans>}>
      <p role="alert">
        <Trans>
          Vi finner ingen faktura med nummer {invoiceNo} på abonnementet ditt. Sjekk nummeret, eller se alle
          fakturaene dine.
        </Trans>
      </p>
      <p>
        <Link to="/fakturaoversikt">
          <Trans>Se alle fakturaer</Trans>
        </Link>
      </p>
    </NotAvailable>
  );
}

function AlreadyPaid({ invoice }: { invoice: Invoice }) {
  const invoiceNo = invoice.ariaInvoiceNo;
  return (
    <NotAvailable heading={<Trans>Fakturaen er betalt</Trans>}>
      <p role="status">
        <Trans>Faktura {invoiceNo} er allerede betalt. Du trenger ikke gjøre noe mer.</Trans>
      </p>
      <p>
        <Link to="/fakturaoversikt">
          <Trans>Se alle fakturaer</Trans>
        </Link>
      </p>
    </NotAvailable>
  );
}

function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  return (
    <dl className={pay.facts}>
      <dt>
        <Trans>Faktura</Trans>
      </dt>
      <dd>
        {invoice.ariaInvoiceNo} – {invoice.description}
      </dd>
      <dt>
        <Trans>Beløp</Trans>
      </dt>
      <dd>{formatKroner(invoice.amount)}</dd>
      <dt>
        <Trans>Forfallsdato</Trans>
      </dt>
      <dd>{formatDate(invoice.dueDate, __LOCALE__)}</dd>
      <dt>
        <Trans>KID</Trans>
      </dt>
      <dd>{invoice.kid}</dd>
    </dl>
  );
}

function PayStep() {
  const { t } = useLingui();
  const data = useLoaderData<typeof clientLoader>();
  const invoice = data.invoice!;
  const key = data.view === "pay" ? data.key : "";
  const actionData = useActionData<typeof clientAction>();
  const [form, fields] = useForm({
    lastResult: useKeptDraft(actionData && "result" in actionData ? actionData.result : undefined),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: paySchema() }),
  });
  // Busy from the click until the provider's page has loaded: a second click does nothing.
  const busy = useNavigation().state !== "idle";
  const amount = formatKroner(invoice.amount);
  if (actionData && "paid" in actionData) return <AlreadyPaid invoice={invoice} />;
  if (actionData && "unknown" in actionData) return <UnknownInvoice invoiceNo={invoice.ariaInvoiceNo} />;
  return (
    <Page
      heading={<Trans>Betal faktura</Trans>}
      intro={<Trans>Du betaler {amount} hos betalingsleverandøren og kommer tilbake hit etterpå.</Trans>}
    >
      {actionData && "failed" in actionData ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      <InvoiceFacts invoice={invoice} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="key" value={key} />
        <input type="hidden" name="amount" value={invoice.amount} />
        <RadioGroup
          meta={fields.method}
          legend={<Trans>Betalingsmåte</Trans>}
          options={CHANNELS.map((channel) => ({ value: channel, label: paymentMethodName(channel) }))}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy} aria-disabled={busy}>
            {busy ? t`Sender deg til betaling …` : t`Betal ${amount}`}
          </button>
          <Link to="/fakturaoversikt" className={styles.secondary}>
            <Trans>Avbryt</Trans>
          </Link>
        </div>
      </Form>
    </Page>
  );
}

function Outcome() {
  const data = useLoaderData<typeof clientLoader>();
  if (data.view !== "outcome") return null;
  const { payment, invoiceNo } = data;
  const retry = `/betal-faktura/${encodeURIComponent(invoiceNo)}`;
  if (!payment) return <UnknownInvoice invoiceNo={invoiceNo} />;
  const amount = formatKroner(payment.amount ?? 0);
  const method = paymentMethodName(payment.method);
  return (
    <Page heading={<Trans>Betal faktura</Trans>}>
      <PaymentOutcome
        status={payment.status}
        approved={
          <>
            <p>
              <strong>
                <Trans>Takk! Faktura {invoiceNo} er betalt.</Trans>
              </strong>
            </p>
            <p>
              <Trans>
                Vi har mottatt {amount} med {method}.
              </Trans>
            </p>
          </>
        }
        cancelledTitle={<Trans>Du avbrøt betalingen.</Trans>}
        failedTitle={<Trans>Betalingen gikk ikke gjennom.</Trans>}
        unchanged={<Trans>Fakturaen er ikke betalt, og ingenting er trukket.</Trans>}
        retryTo={retry}
      />
      {data.invoice ? (
        <InvoiceFacts invoice={{ ...data.invoice, paid: payment.status === "APPROVED" }} />
      ) : null}
      <p>
        <Link to="/fakturaoversikt">
          <Trans>Se alle fakturaer</Trans>
        </Link>
      </p>
    </Page>
  );
}
