import { Trans } from "@lingui/react/macro";
import { useLoaderData, useSearchParams } from "react-router";
import { getBusiness, type BusinessOutcome } from "#app/api/business.ts";
import { call } from "#app/api/client.ts";
import type { Delivery } from "#app/api/contract/delivery.ts";
import type { FamilySharing } from "#app/api/contract/family.ts";
import type { Invoice, PaymentMethod, PaymentOutlook } from "#app/api/contract/payments.ts";
import { accountUrl } from "#app/auth/identity.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import formStyles from "#app/components/form.module.css";
import { LinkList } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { mayShare } from "#app/domain/family-sharing.ts";
import {
  capabilities,
  isBusinessEmployee,
  isFamily,
  isPaper,
  isPaying,
} from "#app/domain/subscription-type.ts";
import { BusinessAdminBlock, BusinessEmployeeBlock } from "#app/features/business/home-block.tsx";
import { FamilyBlock } from "#app/features/family/home-block.tsx";
import { WithdrawalOffer } from "#app/features/withdrawal/offer.tsx";
import { DisruptionNotice, readDisruption } from "#app/features/disruption/disruption-notice.tsx";
import { DeliverySection } from "#app/features/home/delivery-card.tsx";
import { OpenComplaints } from "#app/features/complaint/open-complaints.tsx";
import type { RegisteredComplaint } from "#app/api/contract/complaint.ts";
import { PaymentSection, TrialPaymentSection } from "#app/features/home/payment-card.tsx";
import { PaymentNotice } from "#app/features/home/payment-notice.tsx";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { SubscriptionSection } from "#app/features/home/subscription-card.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import own from "#app/components/self-service.module.css";
import home from "#app/features/home/home.module.css";
import type { Route } from "./+types/home";
import type { Section } from "#app/features/home/payment-card.tsx";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";

// Home (SPEC §2): the subscription's status and what it includes, what the subscriber can do
// with it, delivery (paper), payment card and invoices, family sharing (the owner's places, or
// whose subscription a member shares), business admin, profile.

const settle = <T,>(result: PromiseSettledResult<T>): Section<T> =>
  result.status === "fulfilled" ? { ok: true, value: result.value } : { ok: false };

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { subscription } = session;
  const caps = capabilities(subscription);
  const accountNo = session.account.ariaAccountNo;
  const titleCode = currentTitle().titleCode;
  const familyRole: "owner" | "member" | null = mayShare(subscription)
    ? "owner"
    : isFamily(subscription)
      ? "member"
      : null;
  // The next payment: for those who pay, and for a trial (when its first payment comes); never for
  // family members, business users or anyone else who pays nothing.
  const paysNext = caps.payment || subscription.instStatusCode === SubscriptionStatus.TRIAL;
  const [
    payment,
    invoices,
    delivery,
    account,
    business,
    family,
    withdrawal,
    outlook,
    complaints,
    disruption,
  ] = await Promise.allSettled([
    caps.payment ? call("getPaymentMethod", { params: { accountNo } }) : Promise.resolve(null),
    caps.payment ? call("getInvoices", { params: { accountNo, titleCode } }) : Promise.resolve([]),
    isPaper(subscription) ? call("getDelivery", { params: { accountNo, titleCode } }) : Promise.resolve(null),
    accountUrl(),
    caps.businessAdmin ? getBusiness({ accountNo, titleCode }) : Promise.resolve(null),
    familyRole ? call("getFamily", { params: { accountNo, titleCode } }) : Promise.resolve(null),
    isPaying(subscription)
      ? call("getWithdrawal", { params: { accountNo, titleCode } })
      : Promise.resolve(null),
    paysNext
      ? call("getNextPayment", { params: { accountNo, titleCode } })
      : Promise.resolve({ next: null, problem: null }),
    // Complaints whose remedy has not happened yet (issue 28 §2), beside the delivery card.
    isPaper(subscription)
      ? call("getOpenComplaints", { params: { ariaAccountNo: accountNo, titleCode } })
      : Promise.resolve([]),
    // Started beside the subscription call (early-reads.ts): today's disruption where the paper goes.
    isPaper(subscription) ? readDisruption({ accountNo, titleCode }) : Promise.resolve(null),
  ]);
  return {
    payment: settle<PaymentMethod | null>(payment),
    invoices: settle<Invoice[]>(invoices),
    delivery: settle<Delivery | null>(delivery),
    accountUrl: account.status === "fulfilled" ? account.value : null,
    business: settle<BusinessOutcome | null>(business),
    familyRole,
    family: family.status === "fulfilled" ? family.value : (null as FamilySharing | null),
    withdrawal: withdrawal.status === "fulfilled" ? withdrawal.value : null,
    outlook: settle<PaymentOutlook>(outlook),
    disruption: disruption.status === "fulfilled" ? disruption.value : null,
    trial: subscription.instStatusCode === SubscriptionStatus.TRIAL,
    // Only a nicety beside the delivery card: when it cannot be read, the card is shown without it.
    complaints: complaints.status === "fulfilled" ? complaints.value : ([] as RegisteredComplaint[]),
    session,
  };
}

export default function HomeRoute() {
  const {
    payment,
    invoices,
    delivery,
    accountUrl: providerAccount,
    business,
    familyRole,
    family,
    withdrawal,
    outlook,
    disruption,
    trial,
    complaints,
    session,
  } = useLoaderData<typeof clientLoader>();
  const { subscription } = session;
  const caps = capabilities(subscription);
  const [params] = useSearchParams();
  const givenName = session.user.givenName || session.user.displayName;
  const problem = outlook.ok ? outlook.value.problem : null;
  // Back from paying an invoice (the payment page links here with ?betalt=): said sorted once the
  // platform reports no problem left.
  const paidNow = params.get("betalt") !== null && outlook.ok && problem === null;

  return (
    <Page wide heading={<Trans>Min side</Trans>} intro={<Trans>Hei, {givenName}!</Trans>}>
      {problem ? <PaymentNotice problem={problem} /> : null}
      <div aria-live="polite">
        {paidNow ? (
          <p className={formStyles.status}>
            <Trans>Betalingen er i orden. Takk! Du har ingen ubetalte fakturaer som har forfalt.</Trans>
          </p>
        ) : null}
        {params.get("koblet") ? (
          <p className={formStyles.status}>
            <Trans>Abonnementet er koblet til brukeren din.</Trans>
          </p>
        ) : null}
        {params.get("samtykke") ? (
          <p className={formStyles.status}>
            <Trans>
              Takk! Samtykkene dine er lagret. Du kan endre dem når du vil under personverninnstillinger.
            </Trans>
          </p>
        ) : null}
        {params.get("bedrift") ? (
          <p className={formStyles.status}>
            <Trans>Bedriftsabonnementet er tatt i bruk. Velkommen!</Trans>
          </p>
        ) : null}
      </div>

      {/* One column on a phone; from about 1024 px the subscription, payment and delivery side by side. */}
      <div className={home.grid}>
        <SubscriptionSection subscription={subscription} />
        {withdrawal ? <WithdrawalOffer withdrawal={withdrawal} className={own.card} /> : null}

        {delivery.ok && delivery.value ? (
          <DeliverySection delivery={delivery.value} notice={<DisruptionNotice disruption={disruption} />} />
        ) : null}
        <OpenComplaints complaints={complaints} />
        {!delivery.ok ? (
          <section className={own.card} aria-labelledby="levering">
            <h2 id="levering">
              <Trans>Levering</Trans>
            </h2>
            <p role="alert">
              <Trans>
                Vi fikk ikke hentet leveringsadressen akkurat nå. Last siden på nytt for å prøve igjen.
              </Trans>
            </p>
          </section>
        ) : null}

        {caps.payment ? <PaymentSection payment={payment} invoices={invoices} outlook={outlook} /> : null}
        {trial ? <TrialPaymentSection outlook={outlook} /> : null}

        {familyRole ? <FamilyBlock role={familyRole} sharing={family} /> : null}

        {caps.businessAdmin ? (
          <BusinessAdminBlock company={business.ok ? business.value : null} failed={!business.ok} />
        ) : null}
        {isBusinessEmployee(subscription) ? <BusinessEmployeeBlock /> : null}

        <section className={own.card} aria-labelledby="profil">
          <h2 id="profil">
            <Trans>Profil og konto</Trans>
          </h2>
          <LinkList
            className={home.links}
            links={[
              { to: "/endre-profil", label: <Trans>Min profil og personvern</Trans> },
              { to: "/mitt-innhold", label: <Trans>Mitt innhold</Trans> },
              { to: "/historikk", label: <Trans>Se hva som har skjedd med abonnementet</Trans> },
              providerAccount
                ? { href: providerAccount, label: <Trans>Brukerkontoen din hos Schibsted</Trans> }
                : null,
            ]}
          />
        </section>
      </div>
    </Page>
  );
}

/** This screen's data could not be loaded: said for what it is. */
export const ErrorBoundary = screenErrorBoundary(() => (
  <Trans>Vi får ikke vist abonnementet ditt akkurat nå.</Trans>
));
