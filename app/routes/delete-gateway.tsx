import { getInputProps } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useLoaderData } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { ErrorList, FormActions, FormAlert } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import own from "#app/components/self-service.module.css";
import { capabilities } from "#app/domain/subscription-type.ts";
import { sendIntent } from "#app/forms/intent.ts";
import { deletion } from "#app/features/privacy/intents.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/delete-gateway";

// Account deletion (SPEC §2 data-deletion gateway, §4 results deleted, failed, notExist, §9
// retention: up to 30 days; payment history kept 5 years). The subscriber confirms first; a running,
// paid subscription must be cancelled before the account can be deleted.

export function clientLoader({ context }: Route.ClientLoaderArgs) {
  return { subscription: context.get(subscribedContext).subscription };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, deletion);

export default function DeleteGatewayRoute() {
  const intent = useIntentForm(deletion);
  // A call that failed says so where a refusal would (DeletionFailed).
  const outcome = intent.answer?.outcome ?? (intent.failed ? ("error" as const) : null);
  const name = currentTitle().name;
  return (
    <Page
      heading={<Trans>Slett kontoen din</Trans>}
      intro={
        <Trans>Her kan du be oss slette kontoen din hos {name} og opplysningene vi har lagret om deg.</Trans>
      }
    >
      <h2>
        <Trans>Dette skjer når du sletter kontoen</Trans>
      </h2>
      <ul className={own.consequences}>
        <li>
          <Trans>
            Kontoen din og opplysningene vi har om deg, som kontaktopplysninger og samtykker, slettes.
          </Trans>
        </li>
        <li>
          <Trans>Du kan ikke lenger se abonnementer, fakturaer eller endringer her på Min side.</Trans>
        </li>
        <li>
          <Trans>Det kan ta opptil 30 dager før dataene dine er slettet.</Trans>
        </li>
        <li>
          <Trans>Betalingshistorikken tas vare på i 5 år, fordi bokføringsloven krever det.</Trans>
        </li>
        <li>
          <Trans>
            Brukeren du logger inn med hos Schibsted, slettes ikke. Den sletter du hos Schibsted-kontoen.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>Har du et abonnement som løper, må du si det opp før du kan slette kontoen.</Trans>
      </p>
      <div aria-live="polite">
        {outcome === "deleted" ? (
          <p className={formStyles.status}>
            <Trans>
              Vi har mottatt slettingen. Dataene dine blir slettet i løpet av 30 dager, og du får en
              bekreftelse på e-post.
            </Trans>
          </p>
        ) : null}
        {outcome === "notExist" ? (
          <p className={formStyles.status}>
            <Trans>Vi fant ingen data å slette.</Trans>
          </p>
        ) : null}
      </div>
      {outcome === "failed" || outcome === "error" ? <DeletionFailed outcome={outcome} /> : null}
      {outcome === "deleted" || outcome === "notExist" ? (
        <LinkLine to="/">
          <Trans>Til Min side</Trans>
        </LinkLine>
      ) : (
        <DeletionForm intent={intent} />
      )}
    </Page>
  );
}

function DeletionFailed({ outcome }: { outcome: "failed" | "error" }) {
  const { subscription } = useLoaderData<typeof clientLoader>();
  // The platform refuses while a paid subscription runs: the way forward is to cancel it first.
  if (outcome === "failed" && capabilities(subscription).cancel) {
    return (
      <FormAlert>
        <p>
          <Trans>
            Vi kunne ikke slette kontoen fordi du har et aktivt abonnement. Si opp abonnementet først, så kan
            du slette kontoen etterpå.
          </Trans>
        </p>
        <LinkLine to="/avslutt-abonnement">
          <Trans>Si opp abonnementet</Trans>
        </LinkLine>
      </FormAlert>
    );
  }
  return (
    <FormAlert>
      <p>
        <Trans>Vi kunne ikke slette kontoen akkurat nå.</Trans>
      </p>
      <CallFailed />
    </FormAlert>
  );
}

function DeletionForm({
  intent: { fields, formProps, hidden, pending },
}: {
  intent: ReturnType<typeof useIntentForm<typeof deletion>>;
}) {
  const { t } = useLingui();
  const confirm = fields.confirm;
  const errors = confirm.errors ?? [];
  return (
    <Form {...formProps}>
      {hidden}
      <div className={formStyles.field}>
        <div className={formStyles.radio}>
          <input {...getInputProps(confirm, { type: "checkbox" })} />
          <label htmlFor={confirm.id}>
            <Trans>Jeg forstår hva sletting betyr, og vil slette kontoen min.</Trans>
          </label>
        </div>
        <ErrorList id={confirm.errorId} errors={errors} />
      </div>
      <FormActions
        pending={pending}
        sending={t`Sletter …`}
        leave={{ to: "/endre-profil", label: <Trans>Avbryt</Trans> }}
      >
        {t`Slett kontoen`}
      </FormActions>
    </Form>
  );
}
