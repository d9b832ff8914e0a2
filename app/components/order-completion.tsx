// Back from the payment provider after an order (/completepurchase for card, /completevippspurchase
// for Vipps): the order's outcome is read from the platform — never taken from the return URL —
// and the buyer is sent on to the receipt, the cancelled page or the failure page. While the
// provider has not answered, the screen says so and checks again. When the platform does not
// answer, the order is not lost: /bestilling-feilet can check it later.
import { Trans } from "@lingui/react/macro";
import { redirect, useLoaderData } from "react-router";
import { ApiError, call } from "#app/api/client.ts";
import type { Order } from "#app/api/contract.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { Page } from "#app/components/page.tsx";
import { PaymentOutcome } from "#app/components/payment-outcome.tsx";
import { currentTrip, endTrip } from "#app/domain/payment-trip.ts";

/** The order of this trip: from the provider's return URL, a link, or what was kept for the trip. */
export function orderIdOf(request: Request): string | null {
  const url = new URL(request.url);
  return (
    url.searchParams.get("betaling") ?? url.searchParams.get("ordre") ?? currentTrip()?.paymentId ?? null
  );
}

/** Where a finished order goes; null while it waits for the provider. */
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
      <PaymentOutcome status="PENDING" approved={null} cancelled={null} failed={null} />
    </Page>
  );
}
