import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { useActionData, useLoaderData } from "react-router";
import { getBusiness } from "#app/api/business.ts";
import { getOpenComplaints } from "#app/api/complaint.ts";
import { getDelivery } from "#app/api/delivery.ts";
import { getFamily } from "#app/api/family.ts";
import { getFullmakt } from "#app/api/fullmakt.ts";
import { getWithdrawal } from "#app/api/orders.ts";
import { getInvoices, getNextPayment, getPriceChanges, readPaymentMethod } from "#app/api/payments.ts";
import { accountUrl } from "#app/auth/identity.ts";
import { subscribedContext } from "#app/auth/guards.ts";
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
import { PaymentSection, TrialPaymentSection } from "#app/features/home/payment-card.tsx";
import { PaymentNotice } from "#app/features/home/payment-notice.tsx";
import { MandateNotice } from "#app/features/home/mandate-notice.tsx";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { SubscriptionSection } from "#app/features/home/subscription-card.tsx";
import { ActingBanner } from "#app/features/fullmakt/acting.tsx";
import { HelpingNotice } from "#app/features/fullmakt/helping-notice.tsx";
import { offersFor, type HelperRight } from "#app/domain/helper-rights.ts";
import own from "#app/components/self-service.module.css";
import home from "#app/features/home/home.module.css";
import type { Route } from "./+types/home";
import { ArrivalNotices, DeliveryUnread, ProfileSection } from "#app/features/home/front-page-parts.tsx";
import { settleByName, valueOr } from "#app/features/home/section.ts";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";

// Home (SPEC §2): the subscription's status and what it includes, what the subscriber can do
// with it, delivery (paper), payment card and invoices, family sharing (the owner's places, or
// whose subscription a member shares), business admin, profile.

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { subscription } = session;
  const caps = capabilities(subscription);
  const account = session.titleAccount;
  // A helper (ADR 054) is shown only what the grant reaches; the platform refuses the rest anyway.
  const acting = session.acting ?? null;
  const granted = (right: HelperRight) => !acting || acting.rights.includes(right);
  const seesPayments = caps.payment && granted("see");
  const familyRole: "owner" | "member" | null = acting
    ? null
    : mayShare(subscription)
      ? "owner"
      : isFamily(subscription)
        ? "member"
        : null;
  // The next payment: for those who pay, and for a trial (when its first payment comes); never for
  // family members, business users or anyone else who pays nothing.
  const paysNext =
    (caps.payment || subscription.instStatusCode === SubscriptionStatus.TRIAL) && granted("see");
  const read = await settleByName({
    // The payment method is the subscriber's own choice: a helper is not shown it (nor asks for it).
    payment: seesPayments && !acting ? readPaymentMethod(account.accountNo) : Promise.resolve(null),
    invoices: seesPayments ? getInvoices(account) : Promise.resolve([]),
    delivery: isPaper(subscription) && granted("delivery") ? getDelivery(account) : Promise.resolve(null),
    accountUrl: accountUrl(),
    business: caps.businessAdmin && !acting ? getBusiness(account) : Promise.resolve(null),
    family: familyRole ? getFamily(account) : Promise.resolve(null),
    withdrawal: isPaying(subscription) && !acting ? getWithdrawal(account) : Promise.resolve(null),
    outlook: paysNext ? getNextPayment(account) : Promise.resolve({ next: null, problem: null }),
    // A new price ahead for the reader's plan (docs/decisions/079): said first, with the ways out.
    priceChanges: paysNext ? getPriceChanges(account) : Promise.resolve([]),
    // Complaints whose remedy has not happened yet, beside the delivery card.
    complaints:
      isPaper(subscription) && granted("complaint") ? getOpenComplaints(account) : Promise.resolve([]),
    // Whom the reader helps with a power of attorney, and invitations waiting (ADR 057).
    fullmakt: acting ? Promise.resolve(null) : getFullmakt({ titleCode: account.titleCode }),
    // Started beside the subscription call (early-reads.ts): today's disruption where the paper goes.
    disruption: isPaper(subscription) ? readDisruption(account) : Promise.resolve(null),
  });
  const priceChanges = valueOr(read.priceChanges, []);
  // The notices' component itself, loaded: rendered with the page, not suspended after it. Its code
  // not loaded (offline, a deploy): the page comes anyway, without them.
  const ScheduleNotices =
    subscription.pause || priceChanges.length > 0
      ? await loadScheduleNotices().then(
          (module) => module.default,
          () => null,
        )
      : null;
  return {
    payment: read.payment,
    invoices: read.invoices,
    delivery: read.delivery,
    accountUrl: valueOr(read.accountUrl, null),
    business: read.business,
    familyRole,
    family: valueOr(read.family, null),
    withdrawal: valueOr(read.withdrawal, null),
    outlook: read.outlook,
    // Only a word above the cards: when it cannot be read, the page is shown without it.
    priceChanges,
    ScheduleNotices,
    disruption: valueOr(read.disruption, null),
    fullmakt: valueOr(read.fullmakt, null),
    trial: subscription.instStatusCode === SubscriptionStatus.TRIAL,
    // Only a nicety beside the delivery card: when it cannot be read, the card is shown without it.
    complaints: valueOr(read.complaints, []),
    session,
    acting,
    seesPayments,
    offers: offersFor(acting),
  };
}

// A pause and a price change ahead are said first; few front pages have one, so their words come
// with them (docs/decisions/079) — loaded by the loader once its reads say one is needed, so the
// notice is there when the page is, never pushing it down after.
const loadScheduleNotices = () => import("#app/features/home/schedule-notices.tsx");

// A change of plan that waits can be withdrawn from here as from /endre-abonnement. Few front pages
// show one, so the button and its intent come with it, not with every front page: the form kit
// (conform) is ~15 KB gzip the page need not load before it is interactive (docs/decisions/052).
const WithdrawChange = lazy(() =>
  import("#app/features/plan-change/waiting-change.tsx").then((module) => ({
    default: module.WithdrawChange,
  })),
);

export async function clientAction(args: Route.ClientActionArgs) {
  const { sendWithdrawChange } = await import("#app/features/plan-change/waiting-change.tsx");
  return sendWithdrawChange(args);
}

export default function HomeRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { payment, invoices, delivery, business, familyRole, family, withdrawal, outlook } = loaded;
  const { disruption, trial, complaints, session, acting, seesPayments, offers, fullmakt } = loaded;
  const { priceChanges, ScheduleNotices } = loaded;
  const { subscription } = session;
  const caps = capabilities(subscription);
  const givenName = session.user.givenName || session.user.displayName;
  const problem = outlook.ok ? outlook.value.problem : null;
  // The withdrawal's answer stays after the change is gone.
  const answered = useActionData<typeof clientAction>() !== undefined;
  const withdrawing = Boolean(subscription.pendingChange) || answered;

  return (
    <Page wide heading={<Trans>Min side</Trans>} intro={<Trans>Hei, {givenName}!</Trans>}>
      {acting ? <ActingBanner acting={acting} /> : null}
      {ScheduleNotices ? (
        <ScheduleNotices pause={subscription.pause} priceChanges={priceChanges} offers={offers} />
      ) : null}
      {problem ? <PaymentNotice problem={problem} offers={offers} /> : null}
      {outlook.ok ? <MandateNotice outlook={outlook.value} ownChoices={offers.ownChoices} /> : null}
      <ArrivalNotices paymentSorted={outlook.ok && problem === null} />

      {/* What the reader must do first: problems above (the notices), then what is paid next, then
          the plan. One column on a phone; from about 1024 px the cards side by side. */}
      <div className={home.grid}>
        {seesPayments ? (
          <PaymentSection
            payment={payment}
            invoices={invoices}
            outlook={outlook}
            offers={offers}
            priceChanges={priceChanges}
          />
        ) : null}
        {trial ? <TrialPaymentSection outlook={outlook} /> : null}
        <SubscriptionSection
          subscription={subscription}
          offers={offers}
          changeAction={
            withdrawing && offers.ownChoices ? (
              <Suspense fallback={null}>
                <WithdrawChange
                  planName={subscription.planName}
                  waiting={Boolean(subscription.pendingChange)}
                />
              </Suspense>
            ) : null
          }
        />
        {withdrawal ? <WithdrawalOffer withdrawal={withdrawal} className={own.card} /> : null}

        {delivery.ok && delivery.value ? (
          <DeliverySection
            delivery={delivery.value}
            notice={<DisruptionNotice disruption={disruption} />}
            disrupted={disruption !== null}
            mayComplain={offers.complaint}
          />
        ) : null}
        <OpenComplaints complaints={complaints} />
        {!delivery.ok ? <DeliveryUnread /> : null}

        {familyRole ? <FamilyBlock role={familyRole} sharing={family} /> : null}

        {caps.businessAdmin && !acting ? (
          <BusinessAdminBlock company={business.ok ? business.value : null} failed={!business.ok} />
        ) : null}
        {isBusinessEmployee(subscription) ? <BusinessEmployeeBlock /> : null}

        {acting ? null : <HelpingNotice overview={fullmakt} actingEnded={session.actingEnded} />}
        {acting ? null : <ProfileSection providerAccount={loaded.accountUrl} />}
      </div>
    </Page>
  );
}

/** This screen's data could not be loaded: said for what it is. */
export const ErrorBoundary = screenErrorBoundary(() => (
  <Trans>Vi får ikke vist abonnementet ditt akkurat nå.</Trans>
));
