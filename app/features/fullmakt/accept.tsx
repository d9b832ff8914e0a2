// The helper's side of an invitation (/fullmakt?kode=…): the code from the e-mail or SMS,
// looked up once signed in with their own account (the code survives sign-in), who asks for help
// with what and until when, and "Godta fullmakten". Every other status says why, and the way on.
import { Trans, useLingui } from "@lingui/react/macro";
import type { FullmaktInvitation } from "#app/api/contract/fullmakt.ts";
import { acceptFullmakt } from "#app/api/fullmakt.ts";
import { InvitationDeadEnd, InvitationToAccept } from "#app/components/invitation.tsx";
import { defineConfirmation } from "#app/forms/choice.ts";
import { answered } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import { afterChange } from "./screen.ts";
import { neverText, rightName, untilText } from "./words.ts";

/** The invitation's code, from the link in the e-mail or SMS (the guard brings it through sign-in). */
export const codeOf = (request: Request) => new URL(request.url).searchParams.get("kode") ?? "";

/** "Godta fullmakten": the screen's key, so a double click or a reload accepts once. */
export const accept = defineConfirmation("accept", async ({ key, request }) => {
  const outcome = await acceptFullmakt(codeOf(request), currentTitle().titleCode, { idempotencyKey: key });
  if (outcome.kind === "ok") return afterChange("accept", outcome.grantId);
  return answered({ refused: outcome.kind });
});

export function AcceptScreen({ invitation }: { invitation: FullmaktInvitation | null }) {
  const form = useIntentForm(accept);
  const status = form.answer?.refused ?? invitation?.status ?? "unknown";
  if (!invitation || status === "unknown")
    return (
      <InvitationDeadEnd heading={<Trans>Vi finner ikke invitasjonen</Trans>}>
        <Trans>Koden virker ikke. Sjekk at du har brukt hele lenken, eller be om en ny invitasjon.</Trans>
      </InvitationDeadEnd>
    );
  const grantor = invitation.grantorName;
  switch (status) {
    case "open":
      return <Invitation invitation={invitation} form={form} />;
    case "accepted":
      return (
        <InvitationDeadEnd heading={<Trans>Du har allerede godtatt</Trans>}>
          <Trans>Du kan hjelpe {grantor}. Du finner fullmakten under Fullmakter på Min side.</Trans>
        </InvitationDeadEnd>
      );
    case "used":
      return (
        <InvitationDeadEnd heading={<Trans>Invitasjonen er allerede brukt</Trans>}>
          <Trans>
            En annen har godtatt denne invitasjonen. Be {grantor} om en ny hvis det skal være deg.
          </Trans>
        </InvitationDeadEnd>
      );
    case "own":
      return (
        <InvitationDeadEnd heading={<Trans>Dette er din egen invitasjon</Trans>}>
          <Trans>Invitasjonen skal godtas av den du vil ha hjelp fra, med deres egen bruker.</Trans>
        </InvitationDeadEnd>
      );
    case "ended":
    case "expired":
      return (
        <InvitationDeadEnd heading={<Trans>Invitasjonen gjelder ikke lenger</Trans>}>
          <Trans>
            {grantor} har avsluttet fullmakten, eller den har gått ut. Be om en ny hvis du skal hjelpe.
          </Trans>
        </InvitationDeadEnd>
      );
  }
}

function Invitation({
  invitation,
  form,
}: {
  invitation: FullmaktInvitation;
  form: ReturnType<typeof useIntentForm<typeof accept>>;
}) {
  const { t } = useLingui();
  const grantor = invitation.grantorName;
  const title = invitation.titleName;
  return (
    <InvitationToAccept
      heading={<Trans>Godta fullmakt</Trans>}
      intro={
        <Trans>
          {grantor} vil at du skal hjelpe til med abonnementet på {title}.
        </Trans>
      }
      form={form}
      label={t`Godta fullmakten`}
      sending={t`Godtar …`}
    >
      <p>
        <Trans>Du kan:</Trans> {invitation.rights.map(rightName).join(", ")}.{" "}
        {untilText(invitation.validUntil)}
      </p>
      <p>{neverText(grantor)}</p>
      <p>
        <Trans>
          Alt du gjør, står i historikken til {grantor} som gjort av deg, og {grantor} får kvittering.
        </Trans>
      </p>
    </InvitationToAccept>
  );
}
