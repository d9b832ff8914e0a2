// Back from Vipps or the card provider after a change of payment method: the trip's outcome is
// read from the platform (polled by PaymentOutcome while it is open), never from the return URL.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useLoaderData } from "react-router";
import type { Payment } from "#app/api/contract/payments.ts";
import { getPayment, getPaymentMethod } from "#app/api/payments.ts";
import type { Subscribed } from "#app/auth/guards.ts";
import { paymentMethodName } from "#app/i18n/words.ts";
import { BackToMinSide, LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { PaymentOutcome } from "#app/components/payment-outcome.tsx";
import { currentTrip, endTrip } from "#app/api/payment-trip.ts";
import type { MethodChoice } from "./intents.ts";

/** The loader of a verify screen: the trip's outcome from the platform, and the method now. */
export async function loadVerification(request: Request, session: Subscribed) {
  const trip = currentTrip();
  const paymentId =
    new URL(request.url).searchParams.get("betaling") ?? trip?.agreementId ?? trip?.paymentId ?? null;
  const payment: Payment | null = paymentId ? await getPayment(paymentId) : null;
  if (payment && payment.status !== "PENDING") endTrip();
  // Without the method now (the platform did not say: "unavailable"), the outcome still shows.
  const found = payment?.status === "APPROVED" ? await getPaymentMethod(session.account.ariaAccountNo) : null;
  const current = found?.kind === "ok" ? found.method : null;
  return { payment, current };
}

export function VerifyScreen({ heading, method }: { heading: ReactNode; method: MethodChoice }) {
  const { payment, current } = useLoaderData<typeof loadVerification>();
  const retry = method === "VIPPS" ? "/endre-betalingsmetode" : "/legg-til-betalingskort";
  if (!payment) {
    return (
      <Page heading={heading}>
        <p role="alert">
          <Trans>Vi finner ingen endring av betalingsmåte som venter på svar. Ingenting er endret.</Trans>
        </p>
        <LinkLine to="/endre-betalingsmetode">
          <Trans>Endre betalingsmetode</Trans>
        </LinkLine>
      </Page>
    );
  }
  const name = paymentMethodName(payment.method);
  const last4 = current?.cardLast4 ?? "";
  return (
    <Page heading={heading}>
      <PaymentOutcome
        status={payment.status}
        approved={
          <>
            <p>
              <strong>
                {method === "VIPPS" ? (
                  <Trans>Ferdig! Abonnementet betales nå med Vipps.</Trans>
                ) : (
                  <Trans>Ferdig! Det nye kortet er lagt til.</Trans>
                )}
              </strong>
            </p>
            {current?.cardLast4 ? (
              <p>
                <Trans>
                  Neste trekk tas fra {name} som slutter på {last4}.
                </Trans>
              </p>
            ) : null}
          </>
        }
        cancelledTitle={<Trans>Du avbrøt endringen.</Trans>}
        failedTitle={<Trans>Endringen gikk ikke gjennom.</Trans>}
        unchanged={<Trans>Betalingsmåten er ikke endret.</Trans>}
        retryTo={retry}
      />
      <BackToMinSide />
    </Page>
  );
}
