// The one way a trip to the payment provider ends on screen (invoice payment, card, Vipps,
// purchase): the outcome as the platform reports it — never as the return URL claims — announced
// to screen readers, and polled while the provider has not answered yet.
import { Trans } from "@lingui/react/macro";
import { useEffect, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import type { Payment } from "#app/api/contract/payments.ts";
import { CustomerCentreContact } from "./customer-centre.tsx";
import styles from "./payment.module.css";

const POLL_MS = 3000;

/** While the provider has not answered, ask the platform again every few seconds. */
function usePolling() {
  const revalidator = useRevalidator();
  const idle = revalidator.state === "idle";
  useEffect(() => {
    if (!idle) return;
    const timer = setTimeout(() => void revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [idle, revalidator]);
}

/**
 * The provider has not answered yet: say so (with what is being paid, `children`, when known), keep
 * asking, and warn against paying again.
 */
export function PaymentPending({ children }: { children?: ReactNode }) {
  usePolling();
  return (
    <div role="status" className={styles.outcome}>
      <p>
        <strong>
          <Trans>Betalingen behandles fortsatt.</Trans>
        </strong>
      </p>
      {children}
      <p>
        <Trans>
          Vi har ikke fått svar fra betalingsleverandøren ennå. Vi sjekker igjen automatisk, så du kan la
          siden stå åpen. Ikke betal på nytt.
        </Trans>
      </p>
    </div>
  );
}

/**
 * The outcome of a trip. A cancelled or failed one says what happened (`cancelledTitle`,
 * `failedTitle`), what is unchanged, and offers to try again; a failure also names the customer
 * centre.
 */
export function PaymentOutcome({
  status,
  approved,
  cancelledTitle,
  failedTitle,
  unchanged,
  retryTo,
  pending,
}: {
  status: Payment["status"];
  approved: ReactNode;
  /** What is being paid, said while the provider has not answered. */
  pending?: ReactNode;
  cancelledTitle: ReactNode;
  failedTitle: ReactNode;
  /** "Nothing was charged", "the payment method is unchanged". */
  unchanged: ReactNode;
  retryTo: string;
}) {
  if (status === "PENDING") return <PaymentPending>{pending}</PaymentPending>;
  if (status === "APPROVED") {
    return (
      <div role="status" className={`${styles.outcome} ${styles.success}`}>
        {approved}
      </div>
    );
  }
  const failed = status === "FAILED";
  return (
    <div role="alert" className={`${styles.outcome} ${styles.problem}`}>
      <p>
        <strong>{failed ? failedTitle : cancelledTitle}</strong>
      </p>
      <p>
        {unchanged}{" "}
        <Link to={retryTo}>
          <Trans>Prøv igjen</Trans>
        </Link>
      </p>
      {failed ? <CustomerCentreContact lead="retry" /> : null}
    </div>
  );
}
