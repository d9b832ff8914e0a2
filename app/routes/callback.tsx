import { Trans } from "@lingui/react/macro";
import { replace, useLoaderData } from "react-router";
import { exchangeCode } from "#app/api/account.ts";
import { hasSession } from "#app/auth/identity.ts";
import { startLogin } from "#app/auth/login.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { rememberSignedIn } from "#app/auth/signed-in-hint.ts";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import { decodeLoginState, safeReturnPath } from "#app/domain/login-state.ts";
import type { Route } from "./+types/callback";

// The identity provider sends the browser back here with code and state (SPEC §4). The state holds
// the loginToken the sign-in started with, so the platform exchanges the code through
// handleLoginToken (SPEC §7, docs/decisions/035), checking that the state is the one this browser
// started;
// only then do we go to the saved return location, and only if it is a same-origin path.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const stateParam = url.searchParams.get("state");
  const state = decodeLoginState(stateParam);
  if (!code || !stateParam || !state) return { problem: "state" as const };

  const user = await hasSession();
  if (!user) return { problem: "identity" as const };
  const exchanged = await exchangeCode({ code, state: stateParam, spidId: user.userId });
  if (exchanged === "wrong-state") return { problem: "state" as const };
  // The platform's answers start afresh; the identity user is the one just asked for.
  await invalidateSession({ keepIdentity: true });
  rememberSignedIn(true);
  throw replace(safeReturnPath(state.url));
}

export default function CallbackRoute() {
  const { problem } = useLoaderData<typeof clientLoader>();
  return (
    <Page heading={<Trans>Innloggingen kunne ikke fullføres</Trans>}>
      <div role="alert">
        {problem === "state" ? (
          <p>
            <Trans>
              Innloggingen ble ikke startet i dette nettleservinduet, eller lenken er allerede brukt. Av
              sikkerhetshensyn må du logge inn på nytt.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Vi fant ingen innlogging hos Schibsted-kontoen din. Prøv å logge inn på nytt.</Trans>
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => void startLogin("/")}>
          <Trans>Logg inn på nytt</Trans>
        </button>
      </div>
    </Page>
  );
}
