// The eFaktura part of /endre-betalingsmetode (docs/decisions/053): how invoices come now, the
// paper-invoice fee where the title has one, and registering for eFaktura — with the e-mail address
// or mobile number the online bank knows the payer by, or with one click where the bank says
// "Alltid ja til eFaktura"; and ending it, back to e-mail.
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import type { InvoiceDelivery } from "#app/api/contract/efaktura.ts";
import { CallFailedAlert, Field, FormActions } from "#app/components/form.tsx";
import { formatKroner } from "#app/domain/format.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { StopMethodForm } from "./stop-form.tsx";
import { efakturaSchema, registerEfaktura, stopEfaktura } from "./intents.ts";

export function EfakturaSection({ delivery }: { delivery: InvoiceDelivery | null }) {
  return (
    <section aria-labelledby="efaktura">
      <h2 id="efaktura">
        <Trans>eFaktura</Trans>
      </h2>
      {delivery ? (
        <>
          <Channel delivery={delivery} />
          {delivery.channel === "EFAKTURA" ? <StopForm /> : <RegisterForm delivery={delivery} />}
        </>
      ) : (
        <p role="alert">
          <Trans>
            Vi fikk ikke hentet hvordan fakturaene dine sendes akkurat nå. Last siden på nytt for å prøve
            igjen.
          </Trans>
        </p>
      )}
    </section>
  );
}

/** How invoices come now: a new element when it changes, so a registration's answer is announced. */
function Channel({ delivery }: { delivery: InvoiceDelivery }) {
  const fee = delivery.paperFee ? formatKroner(delivery.paperFee) : null;
  return (
    <p role="status" key={delivery.channel}>
      {delivery.channel === "EFAKTURA" ? (
        <Trans>Fakturaene dine kommer som eFaktura i nettbanken.</Trans>
      ) : delivery.channel === "PAPER" ? (
        <>
          <Trans>Fakturaene dine kommer på papir i posten.</Trans>{" "}
          {fee ? (
            <Trans>
              Faktura på papir koster {fee} i gebyr. Med eFaktura eller AvtaleGiro slipper du gebyret.
            </Trans>
          ) : null}
        </>
      ) : (
        <Trans>Fakturaene dine kommer på e-post.</Trans>
      )}
    </p>
  );
}

function RegisterForm({ delivery }: { delivery: InvoiceDelivery }) {
  const { t } = useLingui();
  const alwaysYes = delivery.efaktura.status === "ALWAYS_YES";
  const { fields, formProps, hidden, pending, failed } = useIntentForm(registerEfaktura, {
    schema: efakturaSchema(alwaysYes),
  });
  return (
    <Form {...formProps}>
      {hidden}
      {failed ? <CallFailedAlert /> : null}
      {alwaysYes ? (
        <p>
          <Trans>
            Banken din har «Alltid ja til eFaktura». Du trenger ikke skrive noe: vi sender fakturaene til
            nettbanken din.
          </Trans>
        </p>
      ) : (
        <Field
          meta={fields.reference}
          label={<Trans>eFaktura-referanse</Trans>}
          type="text"
          autoComplete="email"
          description={
            <Trans>
              E-postadressen eller mobilnummeret nettbanken din kjenner deg med. Vi spør aldri om
              fødselsnummer.
            </Trans>
          }
        />
      )}
      <FormActions pending={pending} sending={t`Sender …`}>
        {t`Få fakturaene som eFaktura`}
      </FormActions>
    </Form>
  );
}

function StopForm() {
  const { t } = useLingui();
  return (
    <StopMethodForm form={useIntentForm(stopEfaktura)} label={t`Stopp eFaktura`}>
      <Trans>Stopper du eFaktura, kommer fakturaene på e-post fra neste faktura.</Trans>
    </StopMethodForm>
  );
}
