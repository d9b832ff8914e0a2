import { Trans } from "@lingui/react/macro";
import styles from "./page.module.css";

/** What the page says when it is shown again after signing in mid-send (page.tsx, ADR 024). */
export default function DraftNotice({ typed }: { typed: boolean }) {
  return (
    <p className={styles.notice}>
      {typed ? (
        <Trans>
          Du ble logget ut før skjemaet ble sendt. Vi har tatt vare på det du fylte inn – se over og send på
          nytt.
        </Trans>
      ) : (
        <Trans>
          Du ble logget ut før valget ditt ble sendt, så ingenting er endret ennå. Se over og send på nytt.
        </Trans>
      )}
    </p>
  );
}
