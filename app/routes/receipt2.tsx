import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { ApiError } from "#app/api/errors.ts";
import { maySignedIn } from "#app/auth/signed-in-hint.ts";
import { ActionLinks } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import payment from "#app/components/payment.module.css";
import { formatDate } from "#app/domain/format.ts";
import { changeSentence } from "#app/i18n/words.ts";
import { importPart } from "#app/navigation/chunk-reload.ts";
import type { Route } from "./+types/receipt2";

// Receipt for a plan change (SPEC §2, open): what was changed and from when, drawn like every
// other confirmation (a status box and the way on).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // An open receipt shows what it has: without the session (the platform or the identity provider
  // did not answer), it says the change is registered without naming it. A browser nobody signed in
  // to asks no one (ADR 022): the identity provider's 401 was an error in the console
  // (bench:lighthouse -- --all, best practices 0.96), and it loads no session code, with its API
  // client (ADR 043). A subscriber comes here from /endre-abonnement, where that code is loaded.
  if (!maySignedIn()) return { change: null };
  const [{ loadSession }, { IdentityError }] = await importPart(
    () => Promise.all([import("#app/auth/session.ts"), import("#app/auth/identity.ts")]),
    { module: "session", href: request.url },
  );
  const session = await loadSession({ quiet: true }).catch((error: unknown) => {
    if (error instanceof ApiError || error instanceof IdentityError) return null;
    throw error;
  });
  const subscription = session?.status === "signed-in" ? session.subscription : null;
  const change = subscription?.pendingChange ?? null;
  return { change: subscription && change ? { current: subscription, target: change } : null };
}

export default function Receipt2Route() {
  const { change } = useLoaderData<typeof clientLoader>();
  const date = change ? formatDate(change.target.effectiveDate, __LOCALE__) : "";
  return (
    <Page heading={<Trans>Endringen er registrert</Trans>}>
      <div role="status" className={`${payment.outcome} ${payment.success}`}>
        {change ? (
          <p>
            {changeSentence(change)} <Trans>Fram til {date} har du abonnementet ditt som før.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Endringen av abonnementet ditt er registrert.</Trans>
          </p>
        )}
      </div>
      <ActionLinks links={[{ to: "/", look: "primary", label: <Trans>Tilbake til Min side</Trans> }]} />
    </Page>
  );
}
