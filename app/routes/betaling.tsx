import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { orderIdOf } from "#app/api/payment-trip.ts";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { importPart } from "#app/navigation/chunk-reload.ts";
import type { Route } from "./+types/betaling";

// Payment (SPEC §2): the placed order's summary and the way to the provider
// (app/features/order/pay-order.tsx). That part — with the API client and the intent
// kit, ~60 KB — is loaded only when there is an order: /betaling without one says so at once
// (docs/decisions/043). A buyer comes from the order form, where both are loaded.

const payOrder = (request: Request) =>
  importPart(() => import("#app/features/order/pay-order.tsx"), {
    module: "pay-order",
    href: request.url,
  });

/** The loaded payment part, once an order has needed it (the loader awaits it before rendering). */
let OrderToPay: Awaited<ReturnType<typeof payOrder>>["OrderToPay"] | null = null;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const orderId = orderIdOf(request);
  if (!orderId) return { order: null };
  const part = await payOrder(request);
  OrderToPay = part.OrderToPay;
  return { order: await part.orderToPay(orderId) };
}

export async function clientAction(args: Route.ClientActionArgs) {
  const { sendPay } = await payOrder(args.request);
  return sendPay(args);
}

export default function BetalingRoute() {
  const { order } = useLoaderData<typeof clientLoader>();
  if (!order || !OrderToPay) {
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
  return <OrderToPay order={order} />;
}
