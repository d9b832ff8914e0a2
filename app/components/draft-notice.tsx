import { Trans } from "@lingui/react/macro";
import styles from "./page.module.css";

/**
 * What the page says when it is shown again after signing in mid-send (page.tsx, ADR 024), or
 * after a reload while it was being sent: the send may have gone through, and sending again with the
 * same key acts once.
 */
export default function DraftNotice({ typed, reloaded }: { typed: boolean; reloaded: boolean }) {
  if (reloaded)
    return (
      <p className={styles.notice}>
        <Trans>
          Siden ble lastet på nytt mens skjemaet ble sendt. Vi har tatt vare på det du fylte inn. Send på nytt
          for å se svaret – det blir bare gjort én gang.
        </Trans>
      </p>
    );
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
