import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { getGift, getGifts } from "#app/api/gifts.ts";
import { endTrip } from "#app/api/payment-trip.ts";
import { GiftPage } from "#app/features/gift/gift-page.tsx";
import { giftsUnavailable } from "#app/features/gift/unavailable.tsx";
import { doneText, GiftList } from "#app/features/gift/gift-list.tsx";
import { change, sendNow, withdraw } from "#app/features/gift/intents.ts";
import { PaidNotice, type Paid } from "#app/features/gift/paid.tsx";
import { doneOf } from "#app/features/gift/screen.ts";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/gaver";

// The gifts the reader has given (docs/decisions/077), and where the payment provider comes back to
// after one was bought (?betaling=<payment>). A change comes back with a fresh key (?nokkel=…) and
// what was done to which gift.

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [screenKeyFirst()];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const gifts = await getGifts(currentTitle().titleCode);
  const paymentId = url.searchParams.get("betaling");
  let paid: Paid | null = null;
  if (paymentId) {
    const listed = gifts.find((g) => g.receiptPaymentId === paymentId || g.giftId === paymentId);
    const gift = listed ?? (await getGift(paymentId));
    paid =
      gift && gift.state !== "AWAITING_PAYMENT" && gift.state !== "FAILED"
        ? { kind: "paid", gift }
        : gift?.state === "AWAITING_PAYMENT" || (!gift && url.searchParams.get("status") === "approved")
          ? { kind: "waiting" }
          : { kind: "not-paid" };
    if (paid.kind !== "waiting") endTrip();
  }
  return { gifts, paid, done: doneText(doneOf(url), gifts) };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, change, sendNow, withdraw);

export default function GaverRoute() {
  const { gifts, paid, done } = useLoaderData<typeof clientLoader>();
  return (
    <GiftPage
      heading={<Trans>Mine gaver</Trans>}
      other={{ to: "/gi-i-gave", label: <Trans>Gi en ny gave</Trans> }}
    >
      {paid ? <PaidNotice paid={paid} /> : null}
      <GiftList gifts={gifts} done={done} />
    </GiftPage>
  );
}

export const ErrorBoundary = giftsUnavailable;
