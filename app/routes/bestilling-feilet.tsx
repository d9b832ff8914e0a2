import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useLoaderData } from "react-router";
import type { Order } from "#app/api/contract/orders.ts";
import { checkOrder } from "#app/api/orders.ts";
import { CustomerCentreContact } from "#app/components/customer-centre.tsx";
import { SubmitButton } from "#app/components/form.tsx";
import { ActionLinks, GoToMinSide } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { PaymentPending } from "#app/components/payment-outcome.tsx";
import { orderIdOf } from "#app/api/payment-trip.ts";
import { destinationOf } from "#app/features/order/completion.tsx";
import { usePending } from "#app/forms/use-intent-form.tsx";
import type { Route } from "./+types/bestilling-feilet";

// The order timed out (SPEC §2, §8: /order-timeout leads here): we did not get the answer in time.
// The order is not lost — checking again asks the platform whether it went through.

type Check =
  | { kind: "notChecked" }
  | { kind: "unreachable" }
  | { kind: "unknown" }
  | { kind: "found"; order: Order; next: string | null };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const orderId = orderIdOf(request);
  const checking = new URL(request.url).searchParams.get("sjekk") === "1";
  if (!orderId || !checking) return { orderId, check: { kind: "notChecked" } as Check };
  const found = await checkOrder(orderId);
  const check: Check =
    found.kind === "found"
      ? { kind: "found", order: found.order, next: await destinationOf(found.order) }
      : { kind: found.kind };
  return { orderId, check };
}

export default function BestillingFeiletRoute() {
  const { t } = useLingui();
  const { orderId, check } = useLoaderData<typeof clientLoader>();
  const checking = usePending();
  const checkForm = orderId ? (
    <Form method="get">
      <input type="hidden" name="ordre" value={orderId} />
      <input type="hidden" name="sjekk" value="1" />
      <SubmitButton pending={checking} sending={t`Sjekker …`}>
        {t`Sjekk om bestillingen gikk gjennom`}
      </SubmitButton>
    </Form>
  ) : null;

  if (check.kind === "found") {
    const { order, next } = check;
    if (order.status === "AWAITING_PAYMENT") {
      return (
        <Page heading={<Trans>Bestillingen er ikke ferdig ennå</Trans>}>
          <PaymentPending />
        </Page>
      );
    }
    if (order.status === "COMPLETED") {
      const planName = order.planName;
      return (
        <Page heading={<Trans>Bestillingen gikk gjennom</Trans>}>
          <p role="status">
            <Trans>Alt er i orden: du har nå {planName}. Kvitteringen er også sendt på e-post.</Trans>
          </p>
          <ActionLinks links={[{ to: next!, look: "primary", label: <Trans>Se kvitteringen</Trans> }]} />
        </Page>
      );
    }
    return (
      <Page heading={<Trans>Bestillingen ble ikke fullført</Trans>}>
        <p role="alert">
          <Trans>
            Betalingen ble ikke gjennomført, så ingenting er trukket. Du kan prøve å bestille igjen.
          </Trans>
        </p>
        <ActionLinks
          links={[{ to: "/bestill-abonnement", look: "primary", label: <Trans>Prøv igjen</Trans> }]}
        />
      </Page>
    );
  }

  return (
    <Page heading={<Trans>Vi fikk ikke svar i tide</Trans>}>
      <div role="alert">
        <p>
          <Trans>
            Betalingstjenesten svarte ikke i tide, så vi vet ikke ennå om bestillingen gikk gjennom. Ikke
            bestill på nytt: sjekk igjen om litt, eller prøv igjen senere.
          </Trans>
        </p>
        {check.kind === "unreachable" ? (
          <p>
            <Trans>Vi får fortsatt ikke svar. Vent noen minutter og sjekk igjen.</Trans>
          </p>
        ) : null}
        {check.kind === "unknown" ? (
          <p>
            <Trans>Vi finner ingen bestilling. Ingenting er trukket, så du kan bestille på nytt.</Trans>
          </p>
        ) : null}
      </div>
      {checkForm}
      {orderId ? null : <GoToMinSide />}
      <CustomerCentreContact lead="retry" />
    </Page>
  );
}
