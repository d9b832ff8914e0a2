import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { CurrentMethod } from "#app/components/current-method.tsx";
import { FormAlert } from "#app/components/form.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import { loadMethodChange, startMethodChange } from "#app/features/payment-method/method-change.ts";
import { NotPaying } from "#app/features/payment-method/not-paying.tsx";
import type { Route } from "./+types/legg-til-betalingskort";

// Add a payment card (SPEC §2): the card is entered at the card provider (SWEDBANK-PPG), never here;
// back on /legg-til-betalingskort/verify the outcome is read from the platform.

export const clientLoader = ({ request, context }: Route.ClientLoaderArgs) =>
  loadMethodChange(request, context.get(subscribedContext));

export async function clientAction({ request, context }: Route.ClientActionArgs) {
  const key = String((await request.formData()).get("key") ?? "");
  if (key.length < 8) return { failed: true };
  try {
    return await startMethodChange(context.get(subscribedContext), "SWEDBANK-PPG", key);
  } catch {
    return { failed: true };
  }
}

export default function LeggTilBetalingskortRoute() {
  const { t } = useLingui();
  const { allowed, current, currentFailed, key } = useLoaderData<typeof clientLoader>();
  const actionData = useActionData<typeof clientAction>();
  const busy = useNavigation().state !== "idle";
  if (!allowed) return <NotPaying heading={<Trans>Legg til betalingskort</Trans>} />;
  return (
    <Page
      heading={<Trans>Legg til betalingskort</Trans>}
      intro={
        <Trans>
          Du legger inn kortnummeret hos kortleverandøren vår, ikke hos oss. Kortet belastes hver måned, og
          erstatter betalingsmåten du har nå.
        </Trans>
      }
    >
      {actionData && "failed" in actionData ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      <CurrentMethod current={current} failed={currentFailed} />
      <Form method="post" className={styles.actions}>
        <input type="hidden" name="key" value={key} />
        <button type="submit" className={styles.primary} disabled={busy} aria-disabled={busy}>
          {busy ? t`Sender deg videre …` : t`Legg inn kort`}
        </button>
        <Link to="/" className={styles.secondary}>
          <Trans>Avbryt</Trans>
        </Link>
      </Form>
    </Page>
  );
}
