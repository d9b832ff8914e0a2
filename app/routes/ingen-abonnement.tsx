import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { getFullmakt } from "#app/api/fullmakt.ts";
import { ApiError } from "#app/api/errors.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { HelpingNotice } from "#app/features/fullmakt/helping-notice.tsx";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/ingen-abonnement";

// A signed-in user without a subscription to this title (SPEC §4 guards, §6).
export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { user, actingEnded, titleAccount } = context.get(signedInContext);
  // Whom the reader helps (ADR 057): a helper need not subscribe; a nicety, left out when unread.
  const fullmakt = await getFullmakt({ titleCode: titleAccount.titleCode }).catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });
  return { user, fullmakt, actingEnded: actingEnded ?? false };
}

export default function IngenAbonnementRoute() {
  const { user, fullmakt, actingEnded } = useLoaderData<typeof clientLoader>();
  const name = user.displayName || user.givenName;
  const title = currentTitle().name;
  return (
    <Page
      heading={<Trans>Du har ikke abonnement</Trans>}
      intro={
        <Trans>
          Du er logget inn som {name}, men vi finner ikke noe abonnement på {title} på denne brukeren.
        </Trans>
      }
    >
      <HelpingNotice overview={fullmakt} actingEnded={actingEnded} />
      <h2>
        <Trans>Har du abonnement fra før?</Trans>
      </h2>
      <p>
        <Trans>
          Abonnementet kan være registrert med en annen e-postadresse eller et telefonnummer, for eksempel
          hvis du bestilte det på telefon.
        </Trans>
      </p>
      <LinkLine to="/koble-bruker" look="secondary">
        <Trans>Finn abonnementet ditt</Trans>
      </LinkLine>
      <p>
        <Trans>Har du sagt opp, ser du fakturaene og det som skjedde med abonnementet i historikken.</Trans>
      </p>
      <LinkLine to="/historikk">
        <Trans>Se hva som har skjedd med abonnementet</Trans>
      </LinkLine>
      <LinkLine to="/fullmakt">
        <Trans>Fullmakter: hjelp noen med abonnementet deres</Trans>
      </LinkLine>
      <h2>
        <Trans>Bli abonnent</Trans>
      </h2>
      <p>
        <Trans>Med abonnement får du alt innholdet i {title}, på nett, i appen og som e-avis.</Trans>
      </p>
      <LinkLine to="/bestill-abonnement" look="primary">
        <Trans>Bestill abonnement</Trans>
      </LinkLine>
      <h2>
        <Trans>Gaver</Trans>
      </h2>
      <LinkLine to="/los-inn-gave">
        <Trans>Har du fått {title} i gave? Løs inn gaven</Trans>
      </LinkLine>
      <LinkLine to="/gi-i-gave">
        <Trans>Gi {title} i gave</Trans>
      </LinkLine>
    </Page>
  );
}
