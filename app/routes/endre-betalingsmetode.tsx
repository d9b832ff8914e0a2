import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { useKeptDraft } from "#app/forms/use-kept-draft.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { CurrentMethod } from "#app/components/current-method.tsx";
import { FormAlert, RadioGroup } from "#app/components/form.tsx";
import { paymentMethodName } from "#app/i18n/labels.ts";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import {
  loadMethodChange,
  METHOD_CHOICES,
  methodSchema,
  startMethodChange,
} from "#app/features/payment-method/method-change.ts";
import { NotPaying } from "#app/features/payment-method/not-paying.tsx";
import type { Route } from "./+types/endre-betalingsmetode";

// Change payment method (SPEC §2, §9): Vipps (approved in the Vipps app, then
// /endre-betalingsmetode/verify) or a payment card (at the card provider, then
// /legg-til-betalingskort/verify). Invoices by giro are set up by customer service.

export const clientLoader = ({ request, context }: Route.ClientLoaderArgs) =>
  loadMethodChange(request, context.get(subscribedContext));

export async function clientAction({ request, context }: Route.ClientActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: methodSchema() });
  if (submission.status !== "success") return { result: submission.reply() };
  try {
    return await startMethodChange(
      context.get(subscribedContext),
      submission.value.method,
      submission.value.key,
    );
  } catch {
    return { result: submission.reply(), failed: true };
  }
}

export default function EndreBetalingsmetodeRoute() {
  const { t } = useLingui();
  const { allowed, current, currentFailed, key } = useLoaderData<typeof clientLoader>();
  const actionData = useActionData<typeof clientAction>();
  const [form, fields] = useForm({
    lastResult: useKeptDraft(actionData && "result" in actionData ? actionData.result : undefined),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: methodSchema() }),
  });
  const busy = useNavigation().state !== "idle";
  if (!allowed) return <NotPaying heading={<Trans>Endre betalingsmetode</Trans>} />;
  return (
    <Page
      heading={<Trans>Endre betalingsmetode</Trans>}
      intro={
        <Trans>
          Velg hvordan abonnementet skal betales. Du godkjenner endringen hos Vipps eller kortleverandøren, og
          kommer tilbake hit etterpå.
        </Trans>
      }
    >
      {actionData && "failed" in actionData ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      <CurrentMethod current={current} failed={currentFailed} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="key" value={key} />
        <RadioGroup
          meta={fields.method}
          legend={<Trans>Ny betalingsmåte</Trans>}
          options={METHOD_CHOICES.map((method) => ({
            value: method,
            label: paymentMethodName(method),
            description:
              method === "VIPPS"
                ? t`Du godkjenner en fast betalingsavtale i Vipps-appen. Trekket skjer hver måned.`
                : t`Du legger inn kortet hos kortleverandøren vår. Kortet belastes hver måned.`,
          }))}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy} aria-disabled={busy}>
            {busy ? t`Sender deg videre …` : t`Fortsett`}
          </button>
          <Link to="/" className={styles.secondary}>
            <Trans>Avbryt</Trans>
          </Link>
        </div>
      </Form>
    </Page>
  );
}
