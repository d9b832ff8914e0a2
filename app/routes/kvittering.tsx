import { Trans } from "@lingui/react/macro";
import { redirect, useLoaderData } from "react-router";
import { ApiError } from "#app/api/errors.ts";
import { getOrder, getWithdrawal } from "#app/api/orders.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { ActionLinks, GoToMinSide, LinkList } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { OrderFacts } from "#app/features/order/order-facts.tsx";
import { WithdrawalOffer } from "#app/features/withdrawal/offer.tsx";
import type { Route } from "./+types/kvittering";

// The receipt of an order (SPEC §2): what was bought, what was paid now and what comes after,
// and the next steps — check the contact details, and for paper the delivery address.

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const orderId = new URL(request.url).searchParams.get("ordre");
  if (!orderId) return { order: null, withdrawal: null };
  const account = context.get(subscribedContext).titleAccount;
  const [order, withdrawal] = await Promise.all([
    getOrder(orderId),
    // The receipt offers the withdrawal function too (docs/decisions/020); without it, the receipt still shows.
    getWithdrawal(account).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    }),
  ]);
  if (!order) return { order: null, withdrawal: null };
  if (order.status !== "COMPLETED") throw redirect(`/completepurchase?ordre=${encodeURIComponent(orderId)}`);
  return { order, withdrawal: withdrawal?.orderId === order.orderId ? withdrawal : null };
}

export default function KvitteringRoute() {
  const { order, withdrawal } = useLoaderData<typeof clientLoader>();
  if (!order) {
    return (
      <Page heading={<Trans>Kvittering</Trans>}>
        <p>
          <Trans>
            Vi finner ingen bestilling å vise kvittering for. Kvitteringen ligger også i e-posten din.
          </Trans>
        </p>
        <GoToMinSide />
      </Page>
    );
  }
  const planName = order.planName;
  return (
    <Page
      heading={<Trans>Takk for bestillingen!</Trans>}
      intro={<Trans>Du har nå {planName}. Kvitteringen er også sendt til deg på e-post.</Trans>}
    >
      <OrderFacts order={order} paid />
      <h2>
        <Trans>Neste steg</Trans>
      </h2>
      <LinkList
        links={[
          { to: "/kontakt", label: <Trans>Sjekk at kontaktinformasjonen din stemmer</Trans> },
          order.deliveryAddress
            ? { to: "/leveringsadresse", label: <Trans>Se leveringsadressen for papiravisen</Trans> }
            : null,
        ]}
      />
      {withdrawal ? <WithdrawalOffer withdrawal={withdrawal} /> : null}
      <ActionLinks links={[{ to: "/", look: "primary", label: <Trans>Gå til Min side</Trans> }]} />
    </Page>
  );
}
