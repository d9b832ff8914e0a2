import { Trans, useLingui } from "@lingui/react/macro";
import { redirect, redirectDocument, useLoaderData } from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { getOrder } from "#app/api/orders.ts";
import { checkedProviderUrl } from "#app/api/payment-trip.ts";
import { answered, defineIntent, failed, sendIntent } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { paymentMethodName } from "#app/i18n/labels.ts";
import { CallFailedAlert, DecisionForm } from "#app/components/form.tsx";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { destinationOf, orderIdOf } from "#app/features/order-completion/completion.tsx";
import { OrderFacts } from "#app/features/order-completion/order-facts.tsx";
import { formatKroner } from "#app/domain/format.ts";
import type { Route } from "./+types/betaling";

// Payment (SPEC §2): the placed order's summary and the way to the provider. Coming back here —
// the back button from the provider, a reload — pays the same order, never a second one; an order
// that has ended goes on to its receipt, cancelled or failed page.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const orderId = orderIdOf(request);
  if (!orderId) return { order: null };
  const order = await getOrder(orderId);
  if (!order) return { order: null };
  const next = await destinationOf(order);
  if (next) throw redirect(next);
  return { order };
}

/** Pays the order on show: its payment URL, or on to where an order that has ended goes. */
const pay = defineIntent({
  name: "pay",
  schema: z.object({}),
  async run({ request }) {
    const orderId = orderIdOf(request);
    if (!orderId) return failed();
    // A failed call pays nothing: the page stays, says so, and "Betal" tries again (issue 16).
    const order = await call("getOrder", { params: { orderId } });
    const next = await destinationOf(order);
    if (next) return redirect(next);
    // The provider's page is another site in production: a full page load, not a route change.
    return order.paymentUrl ? redirectDocument(checkedProviderUrl(order.paymentUrl, "getOrder")) : answered();
  },
});

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, pay);

export default function BetalingRoute() {
  const { t } = useLingui();
  const { order } = useLoaderData<typeof clientLoader>();
  const form = useIntentForm(pay);
  if (!order) {
    return (
      <Page heading={<Trans>Betaling</Trans>}>
        <p role="alert">
          <Trans>Vi finner ingen bestilling som venter på betaling.</Trans>
        </p>
        <LinkLine to="/bestill-abonnement">
          <Trans>Bestill abonnement</Trans>
        </LinkLine>
      </Page>
    );
  }
  const first = formatKroner(order.firstAmount);
  const method = paymentMethodName(order.paymentMethod);
  return (
    <Page
      heading={<Trans>Betaling</Trans>}
      intro={
        <Trans>
          Se over bestillingen. Du betaler med {method} hos betalingsleverandøren, og kommer tilbake hit
          etterpå.
        </Trans>
      }
    >
      <OrderFacts order={order} paid={false} />
      {form.failed ? <CallFailedAlert /> : null}
      <DecisionForm
        form={form}
        sending={t`Sender deg til betaling …`}
        leave={{ to: "/bestill-abonnement", label: <Trans>Endre bestillingen</Trans> }}
      >
        {t`Betal ${first}`}
      </DecisionForm>
    </Page>
  );
}
