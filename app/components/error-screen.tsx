import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import styles from "./page.module.css";
import { CustomerCentreContact } from "./customer-centre.tsx";

/**
 * The one error path (STYLE.md §8): a Norwegian message, a retry and the title's customer centre.
 * Routes pass a better heading or text where they have one.
 */
export function ErrorScreen({
  heading,
  children,
  onRetry,
}: {
  heading: ReactNode;
  children?: ReactNode;
  onRetry: () => void;
}) {
  return (
    <section className={styles.page} aria-labelledby="feil-overskrift">
      <h1 id="feil-overskrift" tabIndex={-1}>
        {heading}
      </h1>
      <div role="alert">
        {children ?? (
          <p>
            <Trans>Noe gikk galt. Prøv igjen om litt.</Trans>
          </p>
        )}
      </div>
      <p>
        <button type="button" className={styles.primary} onClick={onRetry}>
          <Trans>Prøv igjen</Trans>
        </button>
      </p>
      <CustomerCentreContact lead="error" />
    </section>
  );
}
