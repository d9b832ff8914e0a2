// The order on /betaling (SPEC §2): its summary and the way to the provider. Loaded by the route
// only when there is an order to show (app/routes/betaling.tsx), with the API client and the
// intent kit it needs; coming back here — the back button from the provider, a reload — pays the
// same order, never a second one, and an order that has ended goes on to its receipt, cancelled or
// failed page.
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect, redirectDocument } from "react-router";
import { z } from "zod/mini";
import type { Order } from "#app/api/contract/orders.ts";
import { getOrder } from "#app/api/orders.ts";
import { orderIdOf } from "#app/api/payment-trip.ts";
import { checkedProviderUrl } from "#app/api/provider-url.ts";
import { answered, defineIntent, failed, sendIntent, type ActionArgs } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { paymentMethodName } from "#app/i18n/words.ts";
import { CallFailedAlert, DecisionForm } from "#app/components/form.tsx";
import { Page } from "#app/components/page.tsx";
import { formatKroner } from "#app/domain/format.ts";
import { destinationOf } from "./completion.tsx";
import { OrderFacts } from "./order-facts.tsx";

/** The order to pay, or on to where an order that has ended goes; null when there is none. */
export async function orderToPay(orderId: string): Promise<Order | null> {
  const order = await getOrder(orderId);
  if (!order) return null;
  const next = await destinationOf(order);
  if (next) throw redirect(next);
  return order;
}

/** Pays the order on show: its payment URL, or on to where an order that has ended goes. */
const pay = defineIntent({
  name: "pay",
  schema: z.object({}),
  async run({ request }) {
    const orderId = orderIdOf(request);
    if (!orderId) return failed();
    // A failed call pays nothing: the page stays, says so, and "Betal" tries again.
    const order = await getOrder(orderId);
    if (!order) return failed();
    const next = await destinationOf(order);
    if (next) return redirect(next);
    // The provider's page is another site in production: a full page load, not a route change.
    return order.paymentUrl ? redirectDocument(checkedProviderUrl(order.paymentUrl, "getOrder")) : answered();
  },
});

export const sendPay = (args: ActionArgs) => sendIntent(args, pay);

export function OrderToPay({ order }: { order: Order }) {
  const { t } = useLingui();
  const form = useIntentForm(pay);
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
