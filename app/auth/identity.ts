// The identity provider (Schibsted account) through @schibsted/account-sdk-browser 5.1.1, behind
// a small interface. Dev and test builds point the SDK at the dev backend's emulator on our own
// origin; production builds at the real provider (PRO_NO) with the title's client id and session
// domain. The environment is chosen at build time (__IDENTITY_ENV__). The SDK is loaded only when
// sign-in state is needed, so the prerendered pages do not carry it.
import type { Identity } from "@schibsted/account-sdk-browser/identity";
import { CALLBACK_PATH, loginParamProblems } from "#app/domain/login-state.ts";
import { currentTitle } from "#app/title/current-title.ts";

/** The identity session answer (SPEC §3): the provider's user id and its other ids. */
export interface IdentitySession {
  userId: number;
  uuid: string;
  pairId: string;
  sdrn: string;
  displayName: string;
  givenName: string;
  familyName: string;
}

/** Errors of SPEC §8 ("HasSession failed", "pairId missing in user session", …) keep their text. */
export class IdentityError extends Error {
  /** Asked while the browser was offline: the error screen says to check the connection. */
  readonly kind: "network" | undefined;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "IdentityError";
    this.kind = navigator.onLine === false ? "network" : undefined;
  }
}

export { CALLBACK_PATH };

export function identityEndpoints(origin: string) {
  if (__IDENTITY_ENV__ === "emulator") {
    const emulator = new URL("/_identity/", origin).href;
    return { env: emulator, sessionDomain: emulator };
  }
  return { env: "PRO_NO", sessionDomain: currentTitle().identity.sessionDomain };
}

let identity: Promise<Identity> | null = null;

async function sdk(): Promise<Identity> {
  identity ??= import("@schibsted/account-sdk-browser/identity").then(({ Identity }) => {
    const origin = window.location.origin;
    const { env, sessionDomain } = identityEndpoints(origin);
    return new Identity({
      clientId: currentTitle().identity.clientId,
      sessionDomain,
      env,
      redirectUri: new URL(CALLBACK_PATH, origin).href,
    });
  });
  return identity;
}

const errorCode = (error: unknown): number | undefined => {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "number") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * Session lookup (hasSession). Null when nobody is signed in at the provider; throws
 * IdentityError("HasSession failed") when the provider cannot be asked.
 */
export async function hasSession(): Promise<IdentitySession | null> {
  const client = await sdk();
  let data: Record<string, unknown>;
  try {
    data = (await client.hasSession()) as unknown as Record<string, unknown>;
  } catch (error) {
    const code = errorCode(error);
    if (code === 401 || code === 400) return null;
    throw new IdentityError("HasSession failed", { cause: error });
  }
  if (!data || data.result !== true) {
    if (data && "userId" in data) throw new IdentityError("The user is not connected to this merchant");
    return null;
  }
  if (typeof data.pairId !== "string" || data.pairId === "") {
    throw new IdentityError("pairId missing in user session");
  }
  if (typeof data.sdrn !== "string" || data.sdrn === "") throw new IdentityError("Failed to get SDRN");
  return {
    userId: Number(data.userId),
    uuid: String(data.uuid),
    pairId: data.pairId,
    sdrn: data.sdrn,
    displayName: String(data.displayName ?? ""),
    givenName: String(data.givenName ?? ""),
    familyName: String(data.familyName ?? ""),
  };
}

/** Is anyone signed in at the identity provider (SPEC §4: asked when the flow fails)? */
export async function isLoggedIn(): Promise<boolean> {
  return (await sdk()).isLoggedIn();
}

/** Drops the SDK's cached session answer (after a logout or a 401). */
export async function clearCachedSession(): Promise<void> {
  if (identity) (await identity).clearCachedUserSession();
}

/** The authorize URL: response type code, scope "openid offline_access", our /callback. */
export async function authorizeUrl(state: string, loginHint?: string): Promise<string> {
  const client = await sdk();
  const origin = window.location.origin;
  const problems = loginParamProblems({
    clientId: currentTitle().identity.clientId,
    sessionDomain: identityEndpoints(origin).sessionDomain,
    redirectUri: new URL(CALLBACK_PATH, origin).href,
    state,
  });
  if (problems.length > 0) throw new IdentityError(`Invalid login parameters: ${problems.join("; ")}`);
  return client.loginUrl({
    state,
    scope: "openid offline_access",
    redirectUri: new URL(CALLBACK_PATH, origin).href,
    loginHint: loginHint ?? "",
  });
}

/** Signs out at the identity provider and comes back to the front page. */
export async function logoutAtProvider(): Promise<void> {
  const client = await sdk();
  client.logout(new URL("/", window.location.origin).href);
}

/** The account pages at the identity provider (profile editing happens there). */
export async function accountUrl(): Promise<string> {
  try {
    const client = await sdk();
    return client.accountUrl(new URL("/endre-profil", window.location.origin).href);
  } catch (error) {
    // The SDK did not load or could not say: the profile page shows everything else.
    throw new IdentityError("Failed to get the account pages' address", { cause: error });
  }
}
