import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, useLoaderData, useSearchParams } from "react-router";
import { getBusiness, type BusinessOutcome } from "#app/api/business.ts";
import { call } from "#app/api/client.ts";
import type { Delivery } from "#app/api/contract/delivery.ts";
import type { FamilySharing } from "#app/api/contract/family.ts";
import type { Invoice, PaymentMethod } from "#app/api/contract/payments.ts";
import type { Subscription } from "#app/api/contract/subscription.ts";
import { accountUrl } from "#app/auth/identity.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import formStyles from "#app/components/form.module.css";
import { billingPeriodName, featureName, perPeriod } from "#app/i18n/labels.ts";
import { Page } from "#app/components/page.tsx";
import { CurrentMethod } from "#app/components/current-method.tsx";
import { PostalAddress } from "#app/components/postal-address.tsx";
import styles from "#app/components/page.module.css";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { schoolKindOfPlan, verificationRunsOut } from "#app/domain/student.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
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
import { currentTitle } from "#app/title/current-title.ts";
import own from "#app/components/self-service.module.css";
import home from "./home.module.css";
import type { Route } from "./+types/home";

// Home (SPEC §2): the subscription's status and what it includes, what the subscriber can do
// with it, delivery (paper), payment card and invoices, family sharing (the owner's places, or
// whose subscription a member shares), business admin, profile.

type Section<T> = { ok: true; value: T } | { ok: false };
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
  const [payment, invoices, delivery, account, business, family, withdrawal] = await Promise.allSettled([
    caps.payment ? call("getPaymentMethod", { params: { accountNo } }) : Promise.resolve(null),
    caps.payment ? call("getInvoices", { params: { accountNo, titleCode } }) : Promise.resolve([]),
    isPaper(subscription) ? call("getDelivery", { params: { accountNo, titleCode } }) : Promise.resolve(null),
    accountUrl(),
    caps.businessAdmin ? getBusiness({ accountNo, titleCode }) : Promise.resolve(null),
    familyRole ? call("getFamily", { params: { accountNo, titleCode } }) : Promise.resolve(null),
    isPaying(subscription)
      ? call("getWithdrawal", { params: { accountNo, titleCode } })
      : Promise.resolve(null),
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
    session,
  } = useLoaderData<typeof clientLoader>();
  const { subscription } = session;
  const caps = capabilities(subscription);
  const [params] = useSearchParams();
  const givenName = session.user.givenName || session.user.displayName;

  return (
    <Page wide heading={<Trans>Min side</Trans>} intro={<Trans>Hei, {givenName}!</Trans>}>
      <div aria-live="polite">
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

        {delivery.ok && delivery.value ? <DeliverySection delivery={delivery.value} /> : null}
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

        {caps.payment ? <PaymentSection payment={payment} invoices={invoices} /> : null}

        {familyRole ? <FamilyBlock role={familyRole} sharing={family} /> : null}

        {caps.businessAdmin ? (
          <BusinessAdminBlock company={business.ok ? business.value : null} failed={!business.ok} />
        ) : null}
        {isBusinessEmployee(subscription) ? <BusinessEmployeeBlock /> : null}

        <section className={own.card} aria-labelledby="profil">
          <h2 id="profil">
            <Trans>Profil og konto</Trans>
          </h2>
          <ul className={home.links}>
            <li>
              <Link to="/endre-profil">
                <Trans>Min profil og personvern</Trans>
              </Link>
            </li>
            <li>
              <Link to="/mitt-innhold">
                <Trans>Mitt innhold</Trans>
              </Link>
            </li>
            {providerAccount ? (
              <li>
                <a href={providerAccount}>
                  <Trans>Brukerkontoen din hos Schibsted</Trans>
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
    </Page>
  );
}

function SubscriptionSection({ subscription }: { subscription: Subscription }) {
  const caps = capabilities(subscription);
  const planName = subscription.planName;
  const price = formatKroner(subscription.price);
  const per = perPeriod(subscription.billingPeriod);
  const period = billingPeriodName(subscription.billingPeriod);
  const cancelled = subscription.instStatusCode === SubscriptionStatus.PENDING_CANCELLATION;
  const trial = subscription.instStatusCode === SubscriptionStatus.TRIAL;
  const expiresOn = subscription.expiresOn ? formatDate(subscription.expiresOn, __LOCALE__) : null;
  const change = subscription.pendingChange;
  const changeDate = change ? formatDate(change.effectiveDate, __LOCALE__) : null;
  const newPlan = change?.planName ?? "";
  const school = schoolKindOfPlan(subscription.ariaPlanID);
  const confirmBy = school ? formatDate(verificationRunsOut(subscription.startDate), __LOCALE__) : null;
  return (
    <section className={own.card} aria-labelledby="abonnement">
      <h2 id="abonnement">
        <Trans>Abonnementet ditt</Trans>
      </h2>
      <p className={home.plan}>
        <Trans>Du har {planName}.</Trans>
      </p>
      {school === "student" ? (
        <p>
          <Trans>Dette er et studentabonnement.</Trans>
        </p>
      ) : school === "pupil" ? (
        <p>
          <Trans>Dette er et elevabonnement.</Trans>
        </p>
      ) : null}
      <dl className={own.facts}>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            {cancelled ? (
              <Trans>Sagt opp</Trans>
            ) : trial ? (
              <Trans>Prøveperiode</Trans>
            ) : (
              <Trans>Aktivt</Trans>
            )}
          </dd>
        </div>
        {confirmBy ? (
          <div>
            <dt>
              {school === "pupil" ? (
                <Trans>Elevstatus bekreftet til</Trans>
              ) : (
                <Trans>Studentstatus bekreftet til</Trans>
              )}
            </dt>
            <dd>{confirmBy}</dd>
          </div>
        ) : null}
        {caps.payment ? (
          <div>
            <dt>
              <Trans>Pris</Trans>
            </dt>
            <dd>
              {price} {per} ({period.toLowerCase()})
            </dd>
          </div>
        ) : null}
      </dl>
      {cancelled && expiresOn ? (
        <div className={home.notice}>
          <p>
            <Trans>Abonnementet er sagt opp og gjelder til og med {expiresOn}.</Trans>
          </p>
          <p>
            <Link to="/angre-oppsigelse">
              <Trans>Angre oppsigelsen og behold abonnementet</Trans>
            </Link>
          </p>
        </div>
      ) : null}
      {changeDate ? (
        <div className={home.notice}>
          <p>
            <Trans>
              Abonnementet endres til {newPlan} fra {changeDate}.
            </Trans>
          </p>
        </div>
      ) : null}
      {subscription.features.length > 0 ? (
        <>
          <h3>
            <Trans>Dette er med</Trans>
          </h3>
          <ul className={home.features}>
            {subscription.features.map((feature) => (
              <li key={feature}>{featureName(feature)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {caps.change || caps.cancel ? (
        <div className={styles.actions}>
          {caps.change ? (
            <Link to="/endre-abonnement" className={styles.secondary}>
              <Trans>Endre abonnement</Trans>
            </Link>
          ) : null}
          {caps.cancel ? (
            <Link to="/avslutt-abonnement" className={styles.secondary}>
              <Trans>Avslutt abonnement</Trans>
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function DeliverySection({ delivery }: { delivery: Delivery }) {
  const upcoming = delivery.changes.filter((c) => c.status === "REGISTERED" || c.status === "ACTIVE").length;
  return (
    <section className={own.card} aria-labelledby="levering">
      <h2 id="levering">
        <Trans>Levering</Trans>
      </h2>
      <p>
        <Trans>Avisen leveres til:</Trans>
      </p>
      <PostalAddress name={delivery.name} address={delivery.address} className={own.address} />
      {upcoming > 0 ? (
        <p>
          <Plural
            value={upcoming}
            one="Du har # registrert endring i leveringen."
            other="Du har # registrerte endringer i leveringen."
          />
        </p>
      ) : null}
      <ul className={home.links}>
        <li>
          <Link to="/endre-avislevering">
            <Trans>Endre levering eller stopp avisen i ferien</Trans>
          </Link>
        </li>
        <li>
          <Link to="/tilbakemelding">
            <Trans>Registrer reklamasjon (avisen kom ikke)</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}

function PaymentSection({
  payment,
  invoices,
}: {
  payment: Section<PaymentMethod | null>;
  invoices: Section<Invoice[]>;
}) {
  const { t } = useLingui();
  return (
    <section className={own.card} aria-labelledby="betaling">
      <h2 id="betaling">
        <Trans>Betaling</Trans>
      </h2>
      <CurrentMethod current={payment.ok ? payment.value : null} failed={!payment.ok} />
      <p>
        <Link to="/endre-betalingsmetode">
          <Trans>Endre betalingsmetode</Trans>
        </Link>
      </p>
      <h3>
        <Trans>Fakturaer</Trans>
      </h3>
      {!invoices.ok ? (
        <p role="alert">
          <Trans>Vi fikk ikke hentet fakturaene akkurat nå. Last siden på nytt for å prøve igjen.</Trans>
        </p>
      ) : invoices.value.length === 0 ? (
        <p>
          <Trans>Du har ingen fakturaer.</Trans>
        </p>
      ) : (
        <ul className={home.invoices} aria-label={t`Siste fakturaer`}>
          {[...invoices.value]
            .sort((a, b) => Number(a.paid) - Number(b.paid))
            .slice(0, 3)
            .map((invoice) => (
              <InvoiceLine key={invoice.ariaInvoiceNo} invoice={invoice} />
            ))}
        </ul>
      )}
      <p>
        <Link to="/fakturaoversikt">
          <Trans>Se alle fakturaer</Trans>
        </Link>
      </p>
    </section>
  );
}

function InvoiceLine({ invoice }: { invoice: Invoice }) {
  const amount = formatKroner(invoice.amount);
  const description = invoice.description;
  const due = formatDate(invoice.dueDate, __LOCALE__);
  const invoiceNo = invoice.ariaInvoiceNo;
  return (
    <li className={invoice.paid ? undefined : home.unpaid}>
      <span>
        {description}: {amount}
      </span>
      {" – "}
      {invoice.paid ? (
        <span>
          <Trans>Betalt</Trans>
        </span>
      ) : (
        <>
          <strong>
            <Trans>Ubetalt, forfaller {due}</Trans>
          </strong>{" "}
          <Link to={`/betal-faktura/${encodeURIComponent(invoiceNo)}`}>
            <Trans>Betal faktura {invoiceNo}</Trans>
          </Link>
        </>
      )}
    </li>
  );
}
