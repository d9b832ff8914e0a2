import { Trans, useLingui } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { getWithdrawal } from "#app/api/orders.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { CallFailedAlert, DecisionForm } from "#app/components/form.tsx";
import { ActionLinks, LinkLine, NotAvailable } from "#app/components/links.tsx";
import { Fact } from "#app/components/fact.tsx";
import { Page } from "#app/components/page.tsx";
import pay from "#app/components/payment.module.css";
import formStyles from "#app/components/form.module.css";
import { formatDate, formatKroner, formatTime } from "#app/domain/format.ts";
import { osloDateTime } from "#app/domain/oslo-date.ts";
import { requireOrderOnShow, withdraw } from "#app/features/withdrawal/intents.ts";
import type { Route } from "./+types/angre-kjop";

// Withdraw a purchase within 14 days (angrerett; EU Directive 2023/2673's withdrawal function;
// docs/decisions/020): one confirmation that says what happens — access ends at once, what is paid
// back, less the days used — then a receipt on the page and by e-mail. Signed in is enough: once
// withdrawn there is no subscription, and the confirmation must still show. One key per withdrawal,
// and the order on show, in the URL (docs/decisions/006).

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [screenKeyFirst()];

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(signedInContext);
  const withdrawal = session.subscription ? await getWithdrawal(session.titleAccount) : null;
  requireOrderOnShow(request, withdrawal);
  return { withdrawal };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, withdraw);

export default function AngreKjopRoute() {
  const { t } = useLingui();
  const { withdrawal } = useLoaderData<typeof clientLoader>();
  const form = useIntentForm(withdraw);
  const { failed, answer } = form;

  if (answer?.kind === "done") {
    const at = osloDateTime(new Date(answer.withdrawnAt));
    const date = formatDate(at.date, __LOCALE__);
    const time = formatTime(at.time);
    const refund = formatKroner(answer.refund);
    return (
      <Page heading={<Trans>Kjøpet er angret</Trans>}>
        <div role="status" className={formStyles.status}>
          <p>
            <Trans>
              Vi registrerte at du angret kjøpet {date} kl. {time}. Tilgangen er avsluttet, og du får tilbake{" "}
              {refund} innen 14 dager, til samme betalingsmåte.
            </Trans>
          </p>
        </div>
        <p>
          <Trans>Vi har sendt deg en bekreftelse på e-post.</Trans>
        </p>
        <ActionLinks links={[{ to: "/", look: "primary", label: <Trans>Gå til Min side</Trans> }]} />
      </Page>
    );
  }

  if (!withdrawal || answer?.kind === "too-late") {
    return (
      <NotAvailable heading={<Trans>Angre kjøpet</Trans>}>
        <p>
          <Trans>
            Du har ikke noe kjøp som kan angres nå. Angreretten gjelder i 14 dager etter at du kjøpte
            abonnementet.
          </Trans>
        </p>
        <LinkLine to="/avslutt-abonnement">
          <Trans>Si opp abonnementet i stedet</Trans>
        </LinkLine>
      </NotAvailable>
    );
  }

  const planName = withdrawal.planName;
  const refund = formatKroner(withdrawal.refund);
  const days = withdrawal.daysUsed;
  return (
    <Page
      heading={<Trans>Angre kjøpet</Trans>}
      intro={<Trans>Du kan angre kjøpet av {planName} uten å oppgi noen grunn.</Trans>}
    >
      {failed ? <CallFailedAlert /> : null}
      <dl className={pay.facts}>
        <Fact term={<Trans>Abonnement</Trans>}>{planName}</Fact>
        <Fact term={<Trans>Kjøpt</Trans>}>
          {formatDate(osloDateTime(new Date(withdrawal.purchasedAt)).date, __LOCALE__)}
        </Fact>
        <Fact term={<Trans>Frist for å angre</Trans>}>{formatDate(withdrawal.deadline, __LOCALE__)}</Fact>
        <Fact term={<Trans>Betalt</Trans>}>{formatKroner(withdrawal.paid)}</Fact>
        <Fact term={<Trans>Du får tilbake</Trans>}>{refund}</Fact>
      </dl>
      <h2>
        <Trans>Dette skjer når du angrer</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Tilgangen til abonnementet avsluttes med en gang.</Trans>
        </li>
        <li>
          <Trans>
            Du får tilbake {refund} innen 14 dager, til samme betalingsmåte. Har du brukt abonnementet,
            trekker vi fra for dagene du har hatt tilgang ({days} dager).
          </Trans>
        </li>
        <li>
          <Trans>Du får en bekreftelse på e-post med dato og klokkeslett.</Trans>
        </li>
      </ul>
      <DecisionForm
        form={form}
        sending={t`Angrer …`}
        leave={{ to: "/", label: <Trans>Nei, behold abonnementet</Trans> }}
      >
        {t`Angre kjøpet`}
      </DecisionForm>
    </Page>
  );
}
