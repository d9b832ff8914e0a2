// Starting sign-in (SPEC §4): GET /api/loginToken, the state is an encoded object with the return
// url and the loginToken, then the identity provider's authorize page with response type code and
// scope "openid offline_access", redirecting back to /callback on our own origin.
// Logout clears user, subscription, account and title, posts /api/logout and signs out at the
// identity provider.
import { t } from "@lingui/core/macro";
import { call, setUnauthorizedHandler } from "#app/api/client.ts";
import { flowMessage } from "#app/navigation/flow-message.ts";
import { encodeLoginState, safeReturnPath } from "#app/domain/login-state.ts";
import { authorizeUrl, IdentityError, logoutAtProvider } from "./identity.ts";
import { returnTarget } from "#app/navigation/return-target.ts";
import { invalidateSession } from "./session.ts";
import { rememberSignedIn } from "./signed-in-hint.ts";

let started: Promise<never> | null = null;

/**
 * Sends the browser to the identity provider and never resolves: the page is leaving.
 * `returnTo` is the full path (path, query and hash) to come back to.
 */
export function startLogin(returnTo: string, loginHint?: string): Promise<never> {
  started ??= (async () => {
    flowMessage.say(t`Sender deg til innlogging …`);
    const { loginToken } = await call("loginToken", {}, { unauthorized: "throw" });
    if (!loginToken) throw new IdentityError("No login token received");
    const state = encodeLoginState({ url: safeReturnPath(returnTo), loginToken });
    window.location.assign(await authorizeUrl(state, loginHint));
    return new Promise<never>(() => {});
  })().catch((error: unknown) => {
    started = null;
    flowMessage.clear();
    throw error;
  });
  return started;
}

/**
 * Any 401/406 from /api/ starts sign-in and comes back to where the user was, or was going
 * (SPEC §8, ./return-target.ts).
 */
setUnauthorizedHandler(() => {
  // Read now: the page of this moment, before the action ends and the session goes. A form being
  // sent is kept by the intent kit, which sees the refusal as `SignInStarted` (forms/intent.ts).
  const target = returnTarget();
  // The platform no longer knows this browser's session: signed out, hint and all (ADR 022).
  rememberSignedIn(false);
  void invalidateSession({ broadcast: false });
  void startLogin(target);
});

export async function logout(): Promise<void> {
  flowMessage.say(t`Logger ut …`);
  try {
    await call("logout", { body: {} }, { unauthorized: "throw" });
  } finally {
    rememberSignedIn(false);
    await invalidateSession();
    await logoutAtProvider();
  }
}
