// How a screen gets its session (docs/decisions/009): the two guards of SPEC §4 are client
// middleware on the pathless layout routes (app/routes/_requires-auth.tsx and
// _requires-subscription.tsx). They load the session once per navigation (kept 5 minutes,
// app/auth/session.ts) and put a typed value into React Router's context; a screen's clientLoader
// or clientAction reads it with `context.get(...)`. Under the subscription guard the type says the
// subscription is there, so no screen loads, casts or `!`s.
import { createContext, redirect } from "react-router";
import { givesAccess } from "#app/domain/subscription-status.ts";
import type { Subscription } from "#app/api/contract/subscription.ts";
import { startLogin } from "./login.ts";
import { fullPath } from "#app/navigation/return-target.ts";
import { earlyReadsFor } from "#app/api/early-reads.ts";
import { ApiError } from "#app/api/errors.ts";
import { loadSession, type SignedIn, type SignedInWithoutAccount } from "./session.ts";
import { maySignedIn } from "./signed-in-hint.ts";

export type { SignedIn, SignedInWithoutAccount } from "./session.ts";

/** Signed in at the identity provider: with a newspaper account, or (where it waits) not yet. */
export type Identified = SignedIn | SignedInWithoutAccount;

/** Signed in, with an active subscription on this title. */
export interface Subscribed extends SignedIn {
  subscription: Subscription;
}

/** Set by the requires-auth guard for every route under it, when the account is there. */
export const signedInContext = createContext<SignedIn>();
/** Set by the requires-auth guard for every route under it: read it where the account waits. */
export const identifiedContext = createContext<Identified>();
/** Set by the requires-subscription guard for every route under it. */
export const subscribedContext = createContext<Subscribed>();

/**
 * Where a signed-in user without a newspaper account is not given one by the session step
 * (docs/decisions/036): the student verification, whose registration creates it. The pupils' does
 * not wait: their age rule keeps the birthdate on the account before a code is sent.
 */
export const accountWaitsOn = (pathname: string) => /\/student-verifisering2?\/?$/.test(pathname);

/**
 * The signed-in session, or sign-in is started with the request's full path as the return target.
 * Only where the account waits can the answer be "no-account"; everywhere else the account is
 * created as SPEC §4 says.
 */
export async function requireSignedIn(request: Request): Promise<Identified> {
  // Nobody has signed in in this browser (./signed-in-hint.ts): straight to sign-in, where the
  // identity provider recognises a session it already has and comes straight back — instead of
  // first asking it here, which answers 401 in the console of everyone not signed in (ADR 022).
  if (!maySignedIn()) return startLogin(fullPath(request));
  const { pathname } = new URL(request.url);
  const session = await loadSession({
    alongside: earlyReadsFor(pathname),
    account: accountWaitsOn(pathname) ? "wait" : "create",
  });
  if (session.status === "anonymous") return startLogin(fullPath(request));
  return session;
}

/** The session with its subscription; without an active one, off to /ingen-abonnement (SPEC §4, §6). */
export function requireSubscribed(session: SignedIn): Subscribed {
  const { subscription } = session;
  if (!subscription || !givesAccess(subscription.instStatusCode)) throw redirect("/ingen-abonnement");
  return { ...session, subscription };
}

// Here rather than in app/api/subscription.ts: every screen that asks already loads this module, so
// no route names one more chunk in the manifest every page loads (tests/e2e/page-weight.test.ts).
/** A subscription known to have `K`: what a screen that cannot work without them is given. */
export type SubscriptionWith<K extends keyof Subscription> = Subscription & {
  [P in K]-?: Exclude<Subscription[P], undefined>;
};

/**
 * The subscription, for a screen that cannot work without the fields `keys` (the platform may
 * leave out any field the SPEC does not name, ADR 034). When one is missing this throws an
 * unexpected answer: the screen's error boundary says so with the customer centre and the way back
 * to the front page, and the rest of Min side works.
 */
export function subscriptionWith<K extends keyof Subscription>(
  subscription: Subscription,
  keys: readonly K[],
): SubscriptionWith<K> {
  const missing = keys.filter((key) => subscription[key] === undefined);
  if (missing.length > 0)
    throw new ApiError(
      "getSubscription",
      "malformed",
      200,
      `The subscription came without ${missing.join(", ")}, which this screen needs`,
    );
  // Every key was checked above.
  return subscription as SubscriptionWith<K>;
}
