import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useLoaderData } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { CurrentMethod } from "#app/components/current-method.tsx";
import { CallFailedAlert, FormActions, RadioGroup } from "#app/components/form.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { paymentMethodName } from "#app/i18n/words.ts";
import { Page } from "#app/components/page.tsx";
import { loadMethodChange, methodChangeKey } from "#app/features/payment-method/method-change.ts";
import { NotPaying } from "#app/features/payment-method/not-paying.tsx";
import { loadMandate } from "#app/features/payment-method/avtalegiro.ts";
import { AvtaleGiroSection } from "#app/features/payment-method/avtalegiro-section.tsx";
import { loadInvoiceDelivery } from "#app/features/payment-method/efaktura.ts";
import { EfakturaSection } from "#app/features/payment-method/efaktura-section.tsx";
import { capabilities } from "#app/domain/subscription-type.ts";
import type { Route } from "./+types/endre-betalingsmetode";
import {
  METHOD_CHOICES,
  changeMethod,
  registerEfaktura,
  setUpAvtaleGiro,
  stopAvtaleGiro,
  stopEfaktura,
} from "#app/features/payment-method/intents.ts";

// Change payment method (SPEC §2, §9): Vipps (approved in the Vipps app, then
// /endre-betalingsmetode/verify) or a payment card (at the card provider, then
// /legg-til-betalingskort/verify), or AvtaleGiro, approved in the online bank (ADR 053) — and
// stopped here again, back to invoice; and eFaktura, how invoices come, registered and ended (ADR 053).

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [methodChangeKey];

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const paying = capabilities(session.subscription).payment;
  const [change, mandate, delivery] = await Promise.all([
    loadMethodChange(request, session),
    paying ? loadMandate(session) : null,
    paying ? loadInvoiceDelivery(session) : null,
  ]);
  return { ...change, mandate, delivery };
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendIntent(args, changeMethod, setUpAvtaleGiro, stopAvtaleGiro, registerEfaktura, stopEfaktura);

export default function EndreBetalingsmetodeRoute() {
  const { t } = useLingui();
  const { allowed, current, currentFailed, mandate, delivery } = useLoaderData<typeof clientLoader>();
  const { fields, formProps, hidden, pending, failed } = useIntentForm(changeMethod);
  if (!allowed) return <NotPaying heading={<Trans>Endre betalingsmetode</Trans>} />;
  return (
    <Page
      heading={<Trans>Endre betalingsmetode</Trans>}
      intro={
        <Trans>
          Velg hvordan abonnementet skal betales. Du godkjenner endringen hos Vipps eller kortleverandøren, og
          kommer tilbake hit etterpå.
        </Trans>
      }
    >
      {failed ? <CallFailedAlert /> : null}
      <CurrentMethod current={current} failed={currentFailed} />
      <Form {...formProps}>
        {hidden}
        <RadioGroup
          meta={fields.method}
          legend={<Trans>Ny betalingsmåte</Trans>}
          options={METHOD_CHOICES.map((method) => ({
            value: method,
            label: paymentMethodName(method),
            description:
              method === "VIPPS"
                ? t`Du godkjenner en fast betalingsavtale i Vipps-appen. Trekket skjer hver måned.`
                : t`Du legger inn kortet hos kortleverandøren vår. Kortet belastes hver måned.`,
          }))}
        />
        <FormActions
          pending={pending}
          sending={t`Sender deg videre …`}
          leave={{ to: "/", label: <Trans>Avbryt</Trans> }}
        >
          {t`Fortsett`}
        </FormActions>
      </Form>
      <AvtaleGiroSection overview={mandate} />
      <EfakturaSection delivery={delivery} />
    </Page>
  );
}
