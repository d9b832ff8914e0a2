import { useLingui } from "@lingui/react/macro";
import styles from "./spinner.module.css";

/** Full-page loading indicator with an optional message (SPEC §2, §4). */
export function Spinner({ message }: { message?: string }) {
  const { t } = useLingui();
  const text = message && message.trim() !== "" ? message : t`henter informasjon..`;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.wheel} aria-hidden="true" />
      <p className={styles.message}>{text}</p>
    </div>
  );
}
