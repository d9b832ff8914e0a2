// On a helper's own landing page — the front page, or "Du har ikke abonnement" for one without a
// subscription of their own (ADR 057): whom they help, with the way to act for them, invitations
// waiting for an answer, and, once, that the grant they were using has ended.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { FullmaktOverview } from "#app/api/contract/fullmakt.ts";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";

export function HelpingNotice({
  overview,
  actingEnded = false,
}: {
  overview: FullmaktOverview | null;
  actingEnded?: boolean;
}) {
  const helping = (overview?.helping ?? []).filter((g) => g.state === "active");
  const waiting = overview?.waiting ?? [];
  if (helping.length === 0 && waiting.length === 0 && !actingEnded) return null;
  const names = helping.map((g) => g.name).join(", ");
  const inviters = waiting.map((w) => w.grantorName).join(", ");
  return (
    <section aria-labelledby="fullmakt-du-hjelper" className={own.card}>
      <h2 id="fullmakt-du-hjelper">
        <Trans>Fullmakter</Trans>
      </h2>
      {actingEnded ? (
        <p role="status">
          <Trans>
            Fullmakten du brukte, gjelder ikke lenger: den er avsluttet eller har gått ut. Du er tilbake på
            din egen side.
          </Trans>
        </p>
      ) : null}
      {helping.length > 0 ? (
        <p>
          <Trans>Du hjelper {names} med fullmakt.</Trans>
        </p>
      ) : null}
      {waiting.length > 0 ? (
        <p>
          <Trans>Invitasjon som venter på svar fra deg: {inviters}.</Trans>
        </p>
      ) : null}
      <p>
        <Link to="/fullmakt" className={styles.secondary}>
          {helping.length > 0 ? <Trans>Hjelp med fullmakt</Trans> : <Trans>Se fullmaktene dine</Trans>}
        </Link>
      </p>
    </section>
  );
}
