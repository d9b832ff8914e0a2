// The front page's lines and cards around the subscription: what just happened (back from paying,
// linking, consenting or joining a business), the profile links, and a delivery that could not be read.
import { Trans } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { LinkList } from "#app/components/links.tsx";
import own from "#app/components/self-service.module.css";
import home from "./home.module.css";

/**
 * Said once on arrival. Back from paying an invoice (the payment page links here with ?betalt=):
 * said sorted once the platform reports no problem left.
 */
export function ArrivalNotices({ paymentSorted }: { paymentSorted: boolean }) {
  const [params] = useSearchParams();
  const paidNow = params.get("betalt") !== null && paymentSorted;
  return (
    <div aria-live="polite">
      {paidNow ? (
        <p className={home.status}>
          <Trans>Betalingen er i orden. Takk! Du har ingen ubetalte fakturaer som har forfalt.</Trans>
        </p>
      ) : null}
      {params.get("koblet") ? (
        <p className={home.status}>
          <Trans>Abonnementet er koblet til brukeren din.</Trans>
        </p>
      ) : null}
      {params.get("samtykke") ? (
        <p className={home.status}>
          <Trans>
            Takk! Samtykkene dine er lagret. Du kan endre dem når du vil under personverninnstillinger.
          </Trans>
        </p>
      ) : null}
      {params.get("bedrift") ? (
        <p className={home.status}>
          <Trans>Bedriftsabonnementet er tatt i bruk. Velkommen!</Trans>
        </p>
      ) : null}
    </div>
  );
}

export function ProfileSection({ providerAccount }: { providerAccount: string | null }) {
  return (
    <section className={own.card} aria-labelledby="profil">
      <h2 id="profil">
        <Trans>Profil og konto</Trans>
      </h2>
      <LinkList
        className={home.links}
        links={[
          { to: "/endre-profil", label: <Trans>Min profil og personvern</Trans> },
          { to: "/varsler", label: <Trans>Varsler: hva vi sender deg, og hvordan</Trans> },
          { to: "/mitt-innhold", label: <Trans>Mitt innhold</Trans> },
          { to: "/historikk", label: <Trans>Se hva som har skjedd med abonnementet</Trans> },
          { to: "/fullmakt", label: <Trans>Fullmakter: la noen hjelpe deg, eller hjelp noen</Trans> },
          { to: "/gi-i-gave", label: <Trans>Gi et abonnement i gave</Trans> },
          { to: "/gaver", label: <Trans>Mine gaver</Trans> },
          providerAccount
            ? { href: providerAccount, label: <Trans>Brukerkontoen din hos Schibsted</Trans> }
            : null,
        ]}
      />
    </section>
  );
}

/** The delivery could not be read: said in the card's place. */
export function DeliveryUnread() {
  return (
    <section className={own.card} aria-labelledby="levering">
      <h2 id="levering">
        <Trans>Levering</Trans>
      </h2>
      <p role="alert">
        <Trans>Vi fikk ikke hentet leveringsadressen akkurat nå. Last siden på nytt for å prøve igjen.</Trans>
      </p>
    </section>
  );
}
