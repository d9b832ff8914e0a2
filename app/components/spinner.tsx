import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import styles from "./spinner.module.css";
import { readItem } from "#app/browser/storage.ts";

/** How long loading may take before the subscriber is told and offered to wait or try again. */
export const PATIENCE_MS = 8000;
/** Dev and test builds only: local storage `minside.patienceMs` shortens it for the browser tests. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a local-storage key, not a text
export const PATIENCE_KEY = "minside.patienceMs";

function patienceMs(): number {
  if (__IDENTITY_ENV__ !== "emulator") return PATIENCE_MS;
  const set = Number(readItem("local", PATIENCE_KEY));
  return set > 0 ? set : PATIENCE_MS;
}

/**
 * Full-page loading indicator with an optional message (SPEC §2, §4). Past the patience limit it
 * says "Dette tar lengre tid enn vanlig" with the choice to wait or try again: waiting
 * starts the limit afresh; trying again is `onRetry` (the page loaded again, unless the caller
 * knows better, like loading the page being navigated to again).
 */
export function Spinner({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useLingui();
  const [slow, setSlow] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), patienceMs());
    return () => clearTimeout(timer);
  }, [round]);
  const text = message && message.trim() !== "" ? message : t`henter informasjon..`;
  const wait = () => {
    setSlow(false);
    setRound((r) => r + 1);
  };
  const retry = () => {
    wait();
    if (onRetry) onRetry();
    else window.location.reload();
  };
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.wheel} aria-hidden="true" />
      <p className={styles.message}>{text}</p>
      {slow ? (
        <div className={styles.slow}>
          <p className={styles.message}>
            <Trans>Dette tar lengre tid enn vanlig.</Trans>
          </p>
          <div className={styles.choices}>
            <button type="button" className={styles.button} onClick={wait}>
              <Trans>Vent litt til</Trans>
            </button>
            <button type="button" className={styles.button} onClick={retry}>
              <Trans>Prøv igjen</Trans>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
