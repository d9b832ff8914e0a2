// Back from the payment provider after an order (/completepurchase for card, /completevippspurchase
// for Vipps): the order's outcome is read from the platform — never taken from the return URL —
// and the buyer is sent on to the receipt, the cancelled page or the failure page. While the
// provider has not answered, the screen says so and checks again. When the platform does not
// answer, the order is not lost: /bestilling-feilet can check it later. OrderFacts shows an order
// the same way before it is paid and on its receipt (./order-facts.tsx).
import { Trans } from "@lingui/react/macro";
import { redirect, useLoaderData } from "react-router";
import type { Order } from "#app/api/contract/orders.ts";
import { checkOrder } from "#app/api/orders.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { Page } from "#app/components/page.tsx";
import { PaymentPending } from "#app/components/payment-outcome.tsx";
import { endTrip, orderIdOf } from "#app/api/payment-trip.ts";

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
  const check = await checkOrder(orderId);
  if (check.kind === "unknown") return { order: null };
  // No answer in time, or a server error: we do not know yet. Nothing is lost; check later.
  if (check.kind === "unreachable") throw redirect(`/bestilling-feilet?ordre=${encodeURIComponent(orderId)}`);
  const next = await destinationOf(check.order);
  if (next) throw redirect(next);
  return { order: check.order };
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
