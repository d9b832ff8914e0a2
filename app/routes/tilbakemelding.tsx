import { Trans } from "@lingui/react/macro";
import { useLoaderData, type ShouldRevalidateFunction } from "react-router";
import { getComplaintCodes, getDeliveryHistory } from "#app/api/complaint.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";
import { ActionLinks } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { capabilities } from "#app/domain/subscription-type.ts";
import { ComplaintForm, DigitalOnly, Registered } from "#app/features/complaint/complaint-form.tsx";
import { complaint, complaintSchema } from "#app/features/complaint/intents.ts";
import { DisruptionNotice, readDisruption } from "#app/features/disruption/disruption-notice.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import type { Route } from "./+types/tilbakemelding";

// Delivery complaint (SPEC §2, §3, §5; docs/decisions/037): the paper's last 30 days as the platform
// knows them, what went wrong, the day or days, the remedy and an optional comment
// (app/features/complaint). Only for paper subscriptions; a digital subscriber is told why.

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  screenKeyFirst(({ context }) => capabilities(context.get(subscribedContext).subscription).complain),
];

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { account } = session;
  if (!capabilities(session.subscription).complain)
    return { codes: null, history: null, account, disruption: null, category: null };
  const [codes, history, disruption] = await Promise.all([
    getComplaintCodes(),
    getDeliveryHistory(session.titleAccount),
    readDisruption(session.titleAccount),
  ]);
  // A link that names what went wrong ("avisen kom ikke": ?kategori=MANGLER) has it chosen already.
  const named = new URL(request.url).searchParams.get("kategori");
  const category = codes.some((c) => c.code === named) ? named : null;
  return { codes, history, account, disruption, category };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, complaint);

/**
 * The platform refused the days or the remedy (422): what it knows has moved on since the page was
 * read (the cutoff passed, a day was complained about in another tab), so the history is read again
 * and the list and the choices say so beside the message. Other answers keep the default.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 422 ? true : defaultShouldRevalidate;

export default function TilbakemeldingRoute() {
  const { codes, history, disruption, account, category } = useLoaderData<typeof clientLoader>();
  const intent = useIntentForm(complaint, {
    schema: complaintSchema(history),
    ...(category ? { defaultValue: { category } } : {}),
  });
  const registered = intent.answer?.registered ?? null;
  const heading = <Trans>Registrer reklamasjon</Trans>;
  if (!codes || !history) return <DigitalOnly heading={heading} />;
  return (
    <Page
      heading={heading}
      intro={
        <Trans>
          Kom ikke avisen, eller var noe galt med den? Gi oss beskjed, så følger vi det opp med avisbudet.
        </Trans>
      }
    >
      <DisruptionNotice disruption={disruption} today={history.today} opensAt={history.todayOpensAt} />
      <div aria-live="polite">
        {registered ? <Registered complaint={registered} email={account.email} /> : null}
      </div>
      {registered ? (
        <ActionLinks
          links={[
            { to: "/", look: "primary", label: <Trans>Til Min side</Trans> },
            { to: "/tilbakemelding", look: "secondary", label: <Trans>Registrer en ny reklamasjon</Trans> },
          ]}
        />
      ) : (
        <ComplaintForm codes={codes} history={history} intent={intent} />
      )}
    </Page>
  );
}

/** This screen's data could not be loaded: said for what it is, with the way back. */
export const ErrorBoundary = screenErrorBoundary(
  () => (
    <Trans>
      Skjemaet for reklamasjon kan ikke vises akkurat nå. Har avisen ikke kommet, kan du også ringe
      kundesenteret.
    </Trans>
  ),
  { backToFrontPage: true },
);
