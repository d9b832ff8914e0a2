import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { ApiError } from "#app/api/errors.ts";
import { getMessagePreferences } from "#app/api/messages.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { BackToMinSide } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { loadConsent } from "#app/consent/consent-store.ts";
import { saveKind, saveMarketing, saveNewsletter } from "#app/features/messages/intents.ts";
import { AlwaysSent, KindForm, Marketing, Newsletters } from "#app/features/messages/screens.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/varsler";

// The messages the reader chose (docs/decisions/080): linked from the front page's profile block
// and from /endre-profil. Each kind's channels, the newsletters and marketing, each saved at once.

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { titleAccount } = context.get(signedInContext);
  const [preferences, marketing] = await Promise.all([
    getMessagePreferences(titleAccount),
    // Marketing is the consent; without it the rest of the page is still the reader's to change.
    loadConsent(titleAccount.titleCode).then(
      (record) => record.choices?.marketing ?? false,
      (error: unknown) => {
        if (error instanceof ApiError) return null;
        throw error;
      },
    ),
  ]);
  return { preferences, marketing };
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendIntent(args, saveKind, saveNewsletter, saveMarketing);

export default function VarslerRoute() {
  const { preferences, marketing } = useLoaderData<typeof clientLoader>();
  const titleName = currentTitle().name;
  return (
    <Page
      heading={<Trans>Varsler</Trans>}
      intro={
        <Trans>
          Velg hva du vil få fra {titleName}, og hvordan. Hvert valg lagres med en gang du trykker Lagre.
        </Trans>
      }
    >
      {preferences.kinds.map((kind) => (
        <KindForm key={kind.kind} {...kind} phone={preferences.phone} />
      ))}
      <Newsletters newsletters={preferences.newsletters} />
      {marketing === null ? null : <Marketing marketing={marketing} titleName={titleName} />}
      <AlwaysSent />
      <BackToMinSide />
    </Page>
  );
}
