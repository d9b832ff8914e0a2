// The order on /betaling (SPEC §2): its summary and the way to the provider. Loaded by the route
// only when there is an order to show (app/routes/betaling.tsx), with the API client and the
// intent kit it needs; coming back here — the back button from the provider, a reload — pays the
// same order, never a second one, and an order that has ended goes on to its receipt, cancelled or
// failed page.
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";
import type { Order } from "#app/api/contract/orders.ts";
import { getOrder } from "#app/api/orders.ts";
import { sendIntent, type ActionArgs } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { paymentMethodName } from "#app/i18n/words.ts";
import { CallFailedAlert, DecisionForm } from "#app/components/form.tsx";
import { Page } from "#app/components/page.tsx";
import { formatKroner } from "#app/domain/format.ts";
import { destinationOf } from "./completion.tsx";
import { OrderFacts } from "./order-facts.tsx";
import { pay } from "./intents.ts";

/** The order to pay, or on to where an order that has ended goes; null when there is none. */
export async function orderToPay(orderId: string): Promise<Order | null> {
  const order = await getOrder(orderId);
  if (!order) return null;
  const next = await destinationOf(order);
  if (next) throw redirect(next);
  return order;
}

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
