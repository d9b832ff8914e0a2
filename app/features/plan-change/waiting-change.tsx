// A plan change that waits for its day: what it changes, from when and at what price, and the
// button that withdraws it — on /endre-abonnement, and the button in the front page's notice too.
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import type { SubscriptionWith } from "#app/auth/guards.ts";
import { CallFailedAlert, SubmitButton } from "#app/components/form.tsx";
import styles from "#app/components/page.module.css";
import { sendIntent, type ActionArgs } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { changeSentence } from "#app/i18n/words.ts";
import { withdrawChange } from "./intents.ts";

type Current = SubscriptionWith<"billingPeriod">;

/** The change that waits, and withdrawing it; after a withdrawal, that it is withdrawn. */
export function WaitingChange({ subscription }: { subscription: Current }) {
  const change = subscription.pendingChange;
  const planName = subscription.planName;
  if (!change) return <WithdrawChange planName={planName} waiting={false} />;
  const sentence = changeSentence({ current: subscription, target: change });
  return (
    <section aria-labelledby="endring-venter" className={styles.offer}>
      <h2 id="endring-venter">
        <Trans>Endringen du har bestilt</Trans>
      </h2>
      <p>{sentence}</p>
      <p>
        <Trans>Vil du heller beholde abonnementet som det er, kan du angre endringen.</Trans>
      </p>
      <WithdrawChange planName={planName} waiting />
    </section>
  );
}

/**
 * The button that withdraws the change that waits and, once it is withdrawn, the answer that says
 * so: here under the change, and on the front page in its notice of the change (the route sends
 * the intent from either screen).
 */
export function WithdrawChange({ planName, waiting }: { planName: string; waiting: boolean }) {
  const { t } = useLingui();
  const { formProps, hidden, pending, failed, answer } = useIntentForm(withdrawChange);
  if (!waiting) {
    return answer?.withdrawn ? (
      <p role="status">
        <Trans>Endringen er angret. Du beholder {planName} som før.</Trans>
      </p>
    ) : null;
  }
  return (
    <Form {...formProps}>
      {hidden}
      {failed ? <CallFailedAlert /> : null}
      <SubmitButton pending={pending}>{pending ? t`Angrer …` : t`Angre endringen`}</SubmitButton>
    </Form>
  );
}

/** Before confirming another change while one waits: the new one replaces it. */
export function ReplacesWaiting({ subscription }: { subscription: Current }) {
  const change = subscription.pendingChange;
  if (!change) return null;
  const sentence = changeSentence({ current: subscription, target: change });
  return (
    <p role="note">
      <strong>
        <Trans>Du har allerede bestilt en endring: {sentence}</Trans>
      </strong>{" "}
      <Trans>Bekrefter du denne, erstatter den endringen du bestilte.</Trans>
    </p>
  );
}

/**
 * The front page's action, which sends the withdrawal: loaded with the button (the front page loads
 * both only when a change waits, docs/decisions/052), one chunk for the two.
 */
export const sendWithdrawChange = (args: ActionArgs) => sendIntent(args, withdrawChange);
