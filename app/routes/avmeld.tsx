import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { unsubscribe } from "#app/api/messages.ts";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { kindPhrase } from "#app/features/messages/words.ts";
import type { Route } from "./+types/avmeld";

// One click from an e-mail (docs/decisions/080): the link's token names the reader and what to turn
// off, so no sign-in is needed. Opened, it turns that off at once (again: the same answer) and says
// what and how to turn it on again; a forged or expired link changes nothing and says so. Only a
// browser that runs the page acts: a mail scanner fetching the link gets the static shell.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token.length < 16 || token.length > 512) return { kind: "invalid" as const };
  return unsubscribe(token);
}

export default function AvmeldRoute() {
  const outcome = useLoaderData<typeof clientLoader>();
  if (outcome.kind !== "ok") {
    return (
      <Page
        heading={
          outcome.kind === "expired" ? <Trans>Lenken er for gammel</Trans> : <Trans>Lenken virker ikke</Trans>
        }
      >
        <p>
          {outcome.kind === "expired" ? (
            <Trans>Ingenting er endret. Lenken i e-posten gjelder i 60 dager, og den tiden er gått.</Trans>
          ) : (
            <Trans>Ingenting er endret. Lenken er ikke gyldig, kanskje fordi noe i den er endret.</Trans>
          )}{" "}
          <Trans>Du kan velge hvilke e-poster du får under Varsler på Min side.</Trans>
        </p>
        <LinkLine to="/varsler">
          <Trans>Gå til Varsler</Trans>
        </LinkLine>
      </Page>
    );
  }
  const { kind, newsletter } = outcome.turnedOff;
  const what = newsletter ? newsletter.name : kind ? kindPhrase(kind) : "";
  return (
    <Page
      heading={
        newsletter ? <Trans>Du er meldt av {what}</Trans> : <Trans>Du får ikke lenger e-post om {what}</Trans>
      }
    >
      <p>
        <Trans>
          Det gjelder fra nå. Vil du ha dem igjen, slår du det på under Varsler på Min side, der du også kan
          velge SMS.
        </Trans>
      </p>
      <LinkLine to="/varsler">
        <Trans>Gå til Varsler</Trans>
      </LinkLine>
    </Page>
  );
}
