// What a helper acting for someone meets on a screen the grant does not reach (ADR 057): not a
// fault — no "try again" — but whose choice it is, and the ways on. Also what a helper is told when
// the platform refuses a call the grant does not cover (403 NOT_GRANTED, ADR 054). Loaded only then.
import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link } from "react-router";
import { invalidateSession } from "#app/auth/session.ts";
import ActingBar from "./acting-bar.tsx";
import { CustomerCentreContact } from "#app/components/customer-centre.tsx";
import styles from "#app/components/page.module.css";

export default function HelperCannotScreen({
  person,
  reason,
}: {
  /** The one helped; unknown where the platform refused without saying whom the page was for. */
  person: string | null;
  reason: "owner-only" | "not-granted";
}) {
  // Refused by the platform: the grant may have ended since the session was read, so the next page
  // reads it afresh and says so (auth/session.ts, actingEnded).
  const refusedByPlatform = person === null;
  useEffect(() => {
    if (refusedByPlatform) void invalidateSession({ broadcast: false });
  }, [refusedByPlatform]);
  return (
    <>
      {/* Shown instead of the page and its layout: the band with the way back comes along. */}
      {person ? <ActingBar name={person} /> : null}
      <section className={styles.page} aria-labelledby="fullmakt-overskrift">
        <h1 id="fullmakt-overskrift" tabIndex={-1}>
          {reason === "owner-only" && person ? (
            <Trans>Dette kan bare {person} gjøre</Trans>
          ) : (
            <Trans>Dette kan du ikke gjøre med fullmakten</Trans>
          )}
        </h1>
        <p>
          {reason === "owner-only" && person ? (
            <Trans>
              Du hjelper {person} med fullmakt. Profil, samtykker, betalingsmåte, familiedeling og å endre
              eller si opp abonnementet velger {person} selv, på sin egen side.
            </Trans>
          ) : person ? (
            <Trans>
              Fullmakten du har fått fra {person}, gjelder ikke dette. Be {person} om å gi deg det i
              fullmakten hvis du skal hjelpe med det.
            </Trans>
          ) : (
            <Trans>
              Du hjelper noen med abonnementet deres, men fullmakten du har fått, gjelder ikke dette, eller
              den er avsluttet. Be om en ny fullmakt, eller ta kontakt med kundesenteret.
            </Trans>
          )}
        </p>
        <p className={styles.actions}>
          <Link to="/" className={styles.primary}>
            {person ? <Trans>Til forsiden for {person}</Trans> : <Trans>Til Min side</Trans>}
          </Link>
          <Link to="/fullmakt" className={styles.secondary}>
            <Trans>Se fullmaktene dine</Trans>
          </Link>
        </p>
        <CustomerCentreContact />
      </section>
    </>
  );
}
