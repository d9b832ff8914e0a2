// The invited person's side (/verifiser-familiemedlem): the link from the e-mail, looked up once
// signed in (the link survives sign-in), who invited them to which title, and "Bli med". Each case
// of SPEC §8 has its own text and next step; a failed call says try again, or the customer centre.
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";
import type { InvitationLookup } from "#app/api/contract/family.ts";
import { acceptFamilyInvitation } from "#app/api/family.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { InvitationDeadEnd, InvitationToAccept } from "#app/components/invitation.tsx";
import { answered } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import { dayOf } from "./words.tsx";
import { defineConfirmation } from "#app/forms/choice.ts";

/** What the screen shows: the lookup's status, or why accepting was refused. */
export type JoinStatus = InvitationLookup["status"] | "unknown";

/** The invitation's token, from the link in the e-mail (the guard brings it through sign-in). */
export const tokenOf = (request: Request) => new URL(request.url).searchParams.get("invitasjon") ?? "";

/** "Bli med": the screen's key, so a double click or a reload makes one member. */
export const accept = defineConfirmation("accept", async ({ key, request }) => {
  const outcome = await acceptFamilyInvitation(tokenOf(request), currentTitle().titleCode, {
    idempotencyKey: key,
  });
  if (outcome.kind === "ok") {
    // The session now has the family subscription: read it again before the guard looks.
    await invalidateSession();
    return redirect("/deling-akseptert");
  }
  return answered({ refused: outcome.kind });
});

export function JoinScreen({ lookup }: { lookup: InvitationLookup | null }) {
  const form = useIntentForm(accept);
  const status: JoinStatus = form.answer?.refused ?? lookup?.status ?? "unknown";
  if (!lookup || status === "unknown") {
    return (
      <InvitationDeadEnd heading={<Trans>Vi finner ikke invitasjonen</Trans>}>
        <Trans>
          Lenken virker ikke. Sjekk at du har brukt hele lenken fra e-posten, eller be den som inviterte deg
          om å sende invitasjonen på nytt.
        </Trans>
      </InvitationDeadEnd>
    );
  }
  const owner = lookup.ownerName;
  const title = lookup.titleName;
  switch (status) {
    case "open":
      return <Invitation lookup={lookup} form={form} />;
    case "expired":
      return (
        <InvitationDeadEnd heading={<Trans>Lenken er utløpt</Trans>}>
          <Trans>
            Invitasjonen fra {owner} gjaldt i 7 dager, og er ikke gyldig lenger. Be {owner} om å sende den på
            nytt fra Min side, så får du en ny e-post.
          </Trans>
        </InvitationDeadEnd>
      );
    case "used":
      return (
        <InvitationDeadEnd heading={<Trans>Lenken er allerede brukt</Trans>}>
          <Trans>
            En invitasjon kan bare brukes én gang, og denne er allerede tatt i bruk. Be {owner} om en ny
            invitasjon hvis du skal være med i familiedelingen.
          </Trans>
        </InvitationDeadEnd>
      );
    case "withdrawn":
      return (
        <InvitationDeadEnd heading={<Trans>Invitasjonen er trukket tilbake</Trans>}>
          <Trans>
            {owner} har trukket tilbake invitasjonen, eller kan ikke dele abonnementet lenger. Ta kontakt med{" "}
            {owner} hvis du tror dette er en feil.
          </Trans>
        </InvitationDeadEnd>
      );
    case "subscriber":
      return (
        <InvitationDeadEnd heading={<Trans>Du har allerede abonnement</Trans>}>
          <Trans>
            Du har allerede et abonnement på {title}, og kan derfor ikke bli med i familiedelingen til {owner}
            . Vil du heller være med der, må du først avslutte ditt eget abonnement.
          </Trans>
        </InvitationDeadEnd>
      );
    case "member":
      return (
        <InvitationDeadEnd heading={<Trans>Du er allerede med</Trans>}>
          <Trans>
            Du er med i familiedelingen til {owner}, og har tilgang til {title} uten å betale.
          </Trans>
        </InvitationDeadEnd>
      );
  }
}

function Invitation({
  lookup,
  form,
}: {
  lookup: InvitationLookup;
  form: ReturnType<typeof useIntentForm<typeof accept>>;
}) {
  const { t } = useLingui();
  const owner = lookup.ownerName;
  const title = lookup.titleName;
  const email = lookup.email;
  const until = dayOf(lookup.expiresAt);
  return (
    <InvitationToAccept
      heading={<Trans>Bli med i familiedeling</Trans>}
      intro={
        <Trans>
          {owner} har invitert deg til å dele abonnementet sitt på {title}.
        </Trans>
      }
      form={form}
      label={t`Bli med`}
      sending={t`Blir med …`}
    >
      <p>
        <Trans>
          Du får tilgang til det digitale innholdet i {title} med din egen bruker, og betaler ingenting.
          Tilgangen varer så lenge {owner} deler abonnementet med deg.
        </Trans>
      </p>
      <p>
        <Trans>
          Invitasjonen ble sendt til {email}, og gjelder til {until}.
        </Trans>
      </p>
    </InvitationToAccept>
  );
}
