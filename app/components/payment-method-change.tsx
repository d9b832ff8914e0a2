// Changing how the subscription is paid (SPEC §2, §9): to Vipps (an agreement approved in the Vipps
// app: /endre-betalingsmetode/verify) or to a new payment card (SWEDBANK-PPG:
// /legg-til-betalingskort/verify). Both screens start the trip the same way and read its outcome
// the same way; this module is that one way.
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, redirect, redirectDocument, useLoaderData } from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { ApiError } from "#app/api/errors.ts";
import type { Payment, PaymentMethod } from "#app/api/contract/payments.ts";
import type { Subscribed } from "#app/auth/guards.ts";
import { requiredMessage } from "#app/components/field-messages.ts";
import { paymentMethodName } from "#app/components/labels.ts";
import { NotAvailable } from "#app/components/not-available.tsx";
import { Page } from "#app/components/page.tsx";
import { PaymentOutcome } from "#app/components/payment-outcome.tsx";
import { beginTrip, currentTrip, endTrip } from "#app/domain/payment-trip.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import { currentTitle } from "#app/title/current-title.ts";

export const METHOD_CHOICES = ["VIPPS", "SWEDBANK-PPG"] as const;
export type MethodChoice = (typeof METHOD_CHOICES)[number];

export const methodSchema = () =>
  z.object({
    method: z.enum(METHOD_CHOICES, { error: () => requiredMessage(t`Ny betalingsmåte`) }),
    key: z.string().min(8),
  });

const VERIFY_PATH: Record<MethodChoice, string> = {
  VIPPS: "/endre-betalingsmetode/verify",
  "SWEDBANK-PPG": "/legg-til-betalingskort/verify",
};

/**
 * The loader of a screen that starts a change: may this subscriber change it, the current method
 * (null when it could not be fetched: the screen says so), and the attempt's idempotency key,
 * which is put into the URL first so a reload or a double click sends the same one.
 */
export async function loadMethodChange(request: Request, session: Subscribed) {
  if (!capabilities(session.subscription).payment)
    return { allowed: false as const, current: null, currentFailed: false, key: "" };
  const url = new URL(request.url);
  const key = url.searchParams.get("nokkel");
  if (!key) {
    url.searchParams.set("nokkel", crypto.randomUUID());
    throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
  }
  let current: PaymentMethod | null = null;
  let currentFailed = false;
  try {
    current = await call("getPaymentMethod", { params: { accountNo: session.account.ariaAccountNo } });
  } catch (error) {
    // The screen still works without it: it says so (SPEC §8) and the change can go ahead.
    if (!(error instanceof ApiError)) throw error;
    currentFailed = true;
  }
  return { allowed: true as const, current, currentFailed, key };
}

/** Starts the trip to the provider; answers a document redirect there, or what went wrong. */
export async function startMethodChange(session: Subscribed, method: MethodChoice, key: string) {
  const base = {
    ariaAccountNo: session.account.ariaAccountNo,
    titleCode: currentTitle().titleCode,
    returnUrl: new URL(VERIFY_PATH[method], window.location.origin).href,
  };
  const trip =
    method === "SWEDBANK-PPG"
      ? await call("updateCard", { body: base }, { idempotencyKey: key })
      : await call(
          "updatePaymentMethod",
          { body: { ...base, paymentMethod: "VIPPS" } },
          { idempotencyKey: key },
        );
  beginTrip(method === "VIPPS" ? { agreementId: trip.paymentId } : { paymentId: trip.paymentId });
  // The provider's page is another site in production: a full page load, not a route change.
  return redirectDocument(trip.redirectUrl);
}

/** The loader of a verify screen: the trip's outcome from the platform, and the method now. */
export async function loadVerification(request: Request, session: Subscribed) {
  const trip = currentTrip();
  const paymentId =
    new URL(request.url).searchParams.get("betaling") ?? trip?.agreementId ?? trip?.paymentId ?? null;
  let payment: Payment | null = null;
  if (paymentId) {
    try {
      payment = await call("getPayment", { params: { paymentId } });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  if (payment && payment.status !== "PENDING") endTrip();
  const current =
    payment?.status === "APPROVED"
      ? await call("getPaymentMethod", { params: { accountNo: session.account.ariaAccountNo } }).catch(
          () => null,
        )
      : null;
  return { payment, current };
}

/** For someone who does not pay for the subscription (family, employer): why this is not theirs. */
export function NotPaying({ heading }: { heading: ReactNode }) {
  return (
    <NotAvailable heading={heading}>
      <p>
        <Trans>
          Du betaler ikke selv for dette abonnementet. Har du abonnement gjennom familie eller arbeidsgiver,
          er det den som betaler som endrer betalingsmåten.
        </Trans>
      </p>
    </NotAvailable>
  );
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
        <p>
          <Link to="/endre-betalingsmetode">
            <Trans>Endre betalingsmetode</Trans>
          </Link>
        </p>
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
      <p>
        <Link to="/">
          <Trans>Tilbake til Min side</Trans>
        </Link>
      </p>
    </Page>
  );
}
