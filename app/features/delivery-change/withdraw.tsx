// The "withdraw" intent: a registered change that has not started can be taken back (SPEC §5).
import { Trans } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { withdrawDeliveryChange, type DeliveryTarget } from "#app/api/delivery.ts";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { FormAlert } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";

export async function withdraw(target: DeliveryTarget, id: string) {
  try {
    const outcome = await withdrawDeliveryChange(target, id);
    if (outcome.kind === "started") return { intent: "withdraw" as const, started: true };
    return { intent: "withdraw" as const, withdrawn: true };
  } catch {
    return { intent: "withdraw" as const, failed: true };
  }
}

export type WithdrawAnswer = Awaited<ReturnType<typeof withdraw>>;

/** Said politely (in the list's live region) once a change is withdrawn. */
export function WithdrawnStatus({ answer }: { answer: WithdrawAnswer | undefined }) {
  return answer && "withdrawn" in answer ? (
    <p className={formStyles.status}>
      <Trans>Endringen er trukket tilbake.</Trans>
    </p>
  ) : null;
}

/** Why a withdrawal did not happen: the change had started, or the call failed. */
export function WithdrawRefusal({ answer }: { answer: WithdrawAnswer | undefined }) {
  if (answer && "started" in answer) {
    return (
      <FormAlert>
        <p>
          <Trans>
            Endringen har allerede startet og kan ikke trekkes tilbake her. Kontakt kundesenteret hvis du vil
            endre den.
          </Trans>
        </p>
      </FormAlert>
    );
  }
  if (answer && "failed" in answer) {
    return (
      <FormAlert>
        <CallFailed />
      </FormAlert>
    );
  }
  return null;
}

/** The button of one registered change, described by the change's summary line. */
export function WithdrawForm({ change, summaryId }: { change: DeliveryChange; summaryId: string }) {
  const navigation = useNavigation();
  const withdrawing =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "withdraw" &&
    navigation.formData.get("id") === change.id;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="id" value={change.id} />
      <button
        type="submit"
        className={styles.secondary}
        disabled={withdrawing}
        aria-disabled={withdrawing}
        aria-describedby={summaryId}
      >
        <Trans>Trekk tilbake</Trans>
      </button>
    </Form>
  );
}
