// The one way a trip to the payment provider ends on screen (invoice payment, card, Vipps,
// purchase): the outcome as the platform reports it — never as the return URL claims — announced
// to screen readers, and polled while the provider has not answered yet.
import { Trans } from "@lingui/react/macro";
import { useEffect, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import type { Payment } from "#app/api/contract.ts";
import styles from "./payment.module.css";

const POLL_MS = 3000;

/** While the provider has not answered, ask the platform again every few seconds. */
export function usePollWhilePending(pending: boolean) {
  const revalidator = useRevalidator();
  const idle = revalidator.state === "idle";
  useEffect(() => {
    if (!pending || !idle) return;
    const timer = setTimeout(() => void revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, idle, revalidator]);
}

export function PaymentOutcome({
  status,
  approved,
  cancelled,
  failed,
}: {
  status: Payment["status"];
  approved: ReactNode;
  cancelled: ReactNode;
  failed: ReactNode;
}) {
  usePollWhilePending(status === "PENDING");
  if (status === "PENDING") {
    return (
      <div role="status" className={styles.outcome}>
        <p>
          <strong>
            <Trans>Betalingen behandles fortsatt.</Trans>
          </strong>
        </p>
        <p>
          <Trans>
            Vi har ikke fått svar fra betalingsleverandøren ennå. Vi sjekker igjen automatisk, så du kan la
            siden stå åpen. Ikke betal på nytt.
          </Trans>
        </p>
      </div>
    );
  }
  if (status === "APPROVED") {
    return (
      <div role="status" className={`${styles.outcome} ${styles.success}`}>
        {approved}
      </div>
    );
  }
  return (
    <div role="alert" className={`${styles.outcome} ${styles.problem}`}>
      {status === "CANCELLED" ? cancelled : failed}
    </div>
  );
}
