// What a helper is told when the platform refuses a call the power of attorney does not cover
// (403 NOT_GRANTED, ADR 054): loaded only then, so the shell every open page loads stays its size.
import { Trans } from "@lingui/react/macro";
import { Link, useRevalidator } from "react-router";
import { ErrorScreen } from "./error-screen.tsx";
import styles from "./page.module.css";

export default function NotGrantedScreen() {
  const revalidator = useRevalidator();
  return (
    <ErrorScreen
      heading={<Trans>Dette kan du ikke gjøre med fullmakten</Trans>}
      onRetry={() => void revalidator.revalidate()}
    >
      <p>
        <Trans>
          Du hjelper noen med abonnementet deres, men fullmakten du har fått, gjelder ikke dette, eller den er
          avsluttet. Be om en ny fullmakt, eller ta kontakt med kundesenteret.
        </Trans>
      </p>
      <p>
        <Link to="/fullmakt" className={styles.secondary}>
          <Trans>Se fullmaktene dine</Trans>
        </Link>
      </p>
    </ErrorScreen>
  );
}
