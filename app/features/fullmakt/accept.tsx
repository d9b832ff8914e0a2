// The helper's side of an invitation (/fullmakt?kode=…): the code from the e-mail or SMS,
// looked up once signed in with their own account (the code survives sign-in), who asks for help
// with what and until when, and "Godta fullmakten". Every other status says why, and the way on.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { FullmaktInvitation } from "#app/api/contract/fullmakt.ts";
import { acceptFullmakt } from "#app/api/fullmakt.ts";
import { CallFailedAlert, SubmitButton } from "#app/components/form.tsx";
import { GoToMinSide } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
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
      <DeadEnd heading={<Trans>Vi finner ikke invitasjonen</Trans>}>
        <Trans>Koden virker ikke. Sjekk at du har brukt hele lenken, eller be om en ny invitasjon.</Trans>
      </DeadEnd>
    );
  const grantor = invitation.grantorName;
  switch (status) {
    case "open":
      return <Invitation invitation={invitation} form={form} />;
    case "accepted":
      return (
        <DeadEnd heading={<Trans>Du har allerede godtatt</Trans>}>
          <Trans>Du kan hjelpe {grantor}. Du finner fullmakten under Fullmakter på Min side.</Trans>
        </DeadEnd>
      );
    case "used":
      return (
        <DeadEnd heading={<Trans>Invitasjonen er allerede brukt</Trans>}>
          <Trans>
            En annen har godtatt denne invitasjonen. Be {grantor} om en ny hvis det skal være deg.
          </Trans>
        </DeadEnd>
      );
    case "own":
      return (
        <DeadEnd heading={<Trans>Dette er din egen invitasjon</Trans>}>
          <Trans>Invitasjonen skal godtas av den du vil ha hjelp fra, med deres egen bruker.</Trans>
        </DeadEnd>
      );
    case "ended":
    case "expired":
      return (
        <DeadEnd heading={<Trans>Invitasjonen gjelder ikke lenger</Trans>}>
          <Trans>
            {grantor} har avsluttet fullmakten, eller den har gått ut. Be om en ny hvis du skal hjelpe.
          </Trans>
        </DeadEnd>
      );
  }
}

function Invitation({
  invitation,
  form: { formProps, hidden, pending, failed },
}: {
  invitation: FullmaktInvitation;
  form: ReturnType<typeof useIntentForm<typeof accept>>;
}) {
  const { t } = useLingui();
  const grantor = invitation.grantorName;
  const title = invitation.titleName;
  return (
    <Page
      heading={<Trans>Godta fullmakt</Trans>}
      intro={
        <Trans>
          {grantor} vil at du skal hjelpe til med abonnementet på {title}.
        </Trans>
      }
    >
      <p>
        <Trans>Du kan:</Trans> {invitation.rights.map(rightName).join(", ")}.{" "}
        {untilText(invitation.validUntil)}
      </p>
      <p>{neverText()}</p>
      <p>
        <Trans>
          Alt du gjør, står i historikken til {grantor} som gjort av deg, og {grantor} får kvittering.
        </Trans>
      </p>
      {failed ? <CallFailedAlert /> : null}
      <Form {...formProps}>
        {hidden}
        <SubmitButton pending={pending} sending={t`Godtar …`}>{t`Godta fullmakten`}</SubmitButton>
      </Form>
    </Page>
  );
}

function DeadEnd({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <Page heading={heading}>
      <p>{children}</p>
      <GoToMinSide />
    </Page>
  );
}
