// Back from the payment provider after an order (/completepurchase for card, /completevippspurchase
// for Vipps): the order's outcome is read from the platform — never taken from the return URL —
// and the buyer is sent on to the receipt, the cancelled page or the failure page. While the
// provider has not answered, the screen says so and checks again. When the platform does not
// answer, the order is not lost: /bestilling-feilet can check it later. OrderFacts shows an order
// the same way before it is paid and on its receipt.
import { Trans } from "@lingui/react/macro";
import { redirect, useLoaderData } from "react-router";
import { call } from "#app/api/client.ts";
import { ApiError } from "#app/api/errors.ts";
import type { Order } from "#app/api/contract/orders.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { addressLine } from "#app/components/address-fields.tsx";
import { paymentMethodName, perPeriod } from "#app/components/labels.ts";
import { Page } from "#app/components/page.tsx";
import pay from "#app/components/payment.module.css";
import { PaymentPending } from "#app/components/payment-outcome.tsx";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { currentTrip, endTrip } from "#app/domain/payment-trip.ts";

/** The order of this trip: from the provider's return URL, a link, or what was kept for the trip. */
export function orderIdOf(request: Request): string | null {
  const url = new URL(request.url);
  return (
    url.searchParams.get("betaling") ?? url.searchParams.get("ordre") ?? currentTrip()?.paymentId ?? null
  );
}

/** Where an order goes next, ending its trip (the temp keys) once it has ended; null while it waits. */
export async function destinationOf(order: Order): Promise<string | null> {
  const id = encodeURIComponent(order.orderId);
  switch (order.status) {
    case "COMPLETED":
      endTrip();
      // The session still says "no subscription": read it again before the receipt's guard.
      await invalidateSession();
      return `/kvittering?ordre=${id}`;
    case "CANCELLED":
      endTrip();
      return `/avbryt-bestilling?ordre=${id}`;
    case "FAILED":
      endTrip();
      return `/feil-kjop?ordre=${id}`;
    case "AWAITING_PAYMENT":
      return null;
  }
}

export async function loadCompletion({ request }: { request: Request }) {
  const orderId = orderIdOf(request);
  if (!orderId) return { order: null };
  let order: Order;
  try {
    order = await call("getOrder", { params: { orderId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { order: null };
    // No answer in time, or a server error: we do not know yet. Nothing is lost; check later.
    if (error instanceof ApiError) throw redirect(`/bestilling-feilet?ordre=${encodeURIComponent(orderId)}`);
    throw error;
  }
  const next = await destinationOf(order);
  if (next) throw redirect(next);
  return { order };
}

export function CompletionScreen() {
  const { order } = useLoaderData<typeof loadCompletion>();
  if (!order) {
    return (
      <Page heading={<Trans>Fant ikke bestillingen</Trans>}>
        <p role="alert">
          <Trans>
            Vi finner ingen bestilling som venter på betaling. Har du bestilt, får du kvitteringen på e-post.
          </Trans>
        </p>
      </Page>
    );
  }
  return (
    <Page heading={<Trans>Fullfører kjøpet</Trans>}>
      <PaymentPending />
    </Page>
  );
}

/** What was ordered: before payment (/betaling) or after it (the receipt, with the order number). */
export function OrderFacts({ order, paid }: { order: Order; paid: boolean }) {
  const price = formatKroner(order.price);
  const per = perPeriod(order.billingPeriod);
  return (
    <dl className={pay.facts}>
      <dt>
        <Trans>Abonnement</Trans>
      </dt>
      <dd>{order.planName}</dd>
      {paid ? (
        <>
          <dt>
            <Trans>Ordrenummer</Trans>
          </dt>
          <dd>{order.orderId}</dd>
        </>
      ) : null}
      <dt>
        <Trans>Starter</Trans>
      </dt>
      <dd>{formatDate(order.startDate, __LOCALE__)}</dd>
      <dt>{paid ? <Trans>Betalt nå</Trans> : <Trans>Å betale nå</Trans>}</dt>
      <dd>{formatKroner(order.firstAmount)}</dd>
      <dt>
        <Trans>Deretter</Trans>
      </dt>
      <dd>
        {price} {per}
      </dd>
      <dt>
        <Trans>Betalingsmåte</Trans>
      </dt>
      <dd>{paymentMethodName(order.paymentMethod)}</dd>
      {order.discountCode ? (
        <>
          <dt>
            <Trans>Rabattkode</Trans>
          </dt>
          <dd>{order.discountCode}</dd>
        </>
      ) : null}
      {order.deliveryAddress ? (
        <>
          <dt>
            <Trans>Leveringsadresse</Trans>
          </dt>
          <dd>{addressLine(order.deliveryAddress)}</dd>
        </>
      ) : null}
    </dl>
  );
}
