import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { useKeptDraft } from "#app/forms/use-kept-draft.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { ErrorList, FormAlert } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { capabilities } from "#app/domain/subscription-type.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/delete-gateway";

// Account deletion (SPEC §2 data-deletion gateway, §4 results deleted, failed, notExist, §9
// retention: up to 30 days; payment history kept 5 years). The subscriber confirms first; a running,
// paid subscription must be cancelled before the account can be deleted.

const deletionSchema = () =>
  z.object({
    confirm: z
      .boolean({ error: () => t`Du må bekrefte at du vil slette kontoen` })
      .refine((confirmed) => confirmed, { error: () => t`Du må bekrefte at du vil slette kontoen` }),
  });

export function clientLoader({ context }: Route.ClientLoaderArgs) {
  return { subscription: context.get(subscribedContext).subscription };
}

export async function clientAction({ request, context }: Route.ClientActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: deletionSchema() });
  if (submission.status !== "success") return { result: submission.reply() };
  const session = context.get(subscribedContext);
  try {
    const { result } = await call("requestDeletion", {
      body: { ariaAccountNo: session.account.ariaAccountNo, confirm: true },
    });
    return { result: submission.reply(), outcome: result };
  } catch {
    return { result: submission.reply(), outcome: "error" as const };
  }
}

export default function DeleteGatewayRoute() {
  const actionData = useActionData<typeof clientAction>();
  const outcome = actionData && "outcome" in actionData ? actionData.outcome : null;
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
        <p>
          <Link to="/">
            <Trans>Til Min side</Trans>
          </Link>
        </p>
      ) : (
        <DeletionForm />
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
        <p>
          <Link to="/avslutt-abonnement">
            <Trans>Si opp abonnementet</Trans>
          </Link>
        </p>
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

function DeletionForm() {
  const { t } = useLingui();
  const actionData = useActionData<typeof clientAction>();
  const [form, fields] = useForm({
    lastResult: useKeptDraft(actionData?.result),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deletionSchema() }),
  });
  const submitting = useNavigation().state !== "idle";
  const confirm = fields.confirm;
  const errors = confirm.errors ?? [];
  return (
    <Form method="post" {...getFormProps(form)}>
      <div className={formStyles.field}>
        <div className={formStyles.radio}>
          <input {...getInputProps(confirm, { type: "checkbox" })} />
          <label htmlFor={confirm.id}>
            <Trans>Jeg forstår hva sletting betyr, og vil slette kontoen min.</Trans>
          </label>
        </div>
        <ErrorList id={confirm.errorId} errors={errors} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={submitting} aria-disabled={submitting}>
          {submitting ? t`Sletter …` : t`Slett kontoen`}
        </button>
        <Link to="/endre-profil" className={styles.secondary}>
          <Trans>Avbryt</Trans>
        </Link>
      </div>
    </Form>
  );
}
