// The login flow of SPEC §4: read the identity session and keep the user; fetch the account by the
// identity id (create it when missing: balance 0, the identity id, this title as first title);
// fetch the subscription by account number and title code. On any failure, ask the identity
// provider whether the user is logged in. The answer is kept for 5 minutes (SPEC §9) so moving
// between pages does not repeat the round trips; logout (here or in another tab) and 401 drop it.
// One exception to creating the account (docs/decisions/036): where the account waits (the student
// verification, app/auth/guards.ts), a signed-in user without one is "no-account" — the student's
// registration (register-student/, activate-student/) makes it. Nothing of it goes to web storage.
import { call, forgetKeptAnswers, startKeptRead } from "#app/api/client.ts";
import type { AccountRead } from "#app/api/early-reads.ts";
import { ApiError, SignInStarted } from "#app/api/errors.ts";
import type { Account } from "#app/api/contract/account.ts";
import type { Subscription } from "#app/api/contract/subscription.ts";
import type { Acting } from "#app/api/contract/fullmakt.ts";
import type { TitleAccount } from "#app/api/title-account.ts";
import { currentTitle } from "#app/title/current-title.ts";
import { clearCachedSession, hasSession, isLoggedIn, type IdentitySession } from "./identity.ts";
import { setSessionStatus } from "./session-status.ts";
import { rememberSignedIn } from "./signed-in-hint.ts";

export interface SignedIn {
  status: "signed-in";
  /** The identity user (SPEC §3 User). */
  user: IdentitySession;
  account: Account;
  /**
   * The account on this title, as every call about it is addressed: `account`'s number and this
   * title's code. Built here once; screens take it from the guard's session, never make their own.
   */
  titleAccount: TitleAccount;
  /** This title's subscription, or null. */
  subscription: Subscription | null;
  /**
   * Present while the user acts as a helper for someone (docs/decisions/054): `account` and
   * `subscription` are then that person's, and this says whose and what the grant allows.
   */
  acting?: NonNullable<Acting>;
  /**
   * This browser acted for someone until the platform stopped it: the grant ended or ran out while
   * the helper used it (ADR 057). The landing page says so once the session is read afresh.
   */
  actingEnded?: true;
}
/** Signed in at the identity provider, with no newspaper account yet: only where the account waits. */
export interface SignedInWithoutAccount {
  status: "no-account";
  user: IdentitySession;
}
export type SessionState = { status: "anonymous" } | SignedIn | SignedInWithoutAccount;

/** Whether a missing account is created now (SPEC §4), or waits for the student's registration. */
export type AccountNeed = "create" | "wait";

export const SESSION_CACHE_MS = 5 * 60 * 1000;

/** `waited`: read without creating a missing account, so it may say "no-account". */
let cached: { promise: Promise<SessionState>; at: number; waited: boolean } | null = null;

// ── Other tabs learn of logins and logouts ─────────────────────────────────────────────────────
// Only in the browser: the prerender imports this module too, and an open channel keeps Node alive.
const channel =
  typeof window === "undefined" || typeof BroadcastChannel === "undefined"
    ? null
    : new BroadcastChannel("minside-session");
channel?.addEventListener("message", () => void invalidateSession({ broadcast: false }));

/**
 * Forgets the kept session (and the SDK's cached answer). `keepIdentity` keeps the SDK's answer:
 * right after the code exchange the identity user is the one just asked for, and asking again
 * would be one more round trip before the front page.
 */
export async function invalidateSession({ broadcast = true, keepIdentity = false } = {}): Promise<void> {
  cached = null;
  forgetKeptAnswers();
  setSessionStatus("unknown");
  if (!keepIdentity) await clearCachedSession();
  if (broadcast) channel?.postMessage("changed");
}

async function accountFor(user: IdentitySession, quiet: boolean, need: AccountNeed): Promise<Account | null> {
  const unauthorized = quiet ? "throw" : "sign-in";
  try {
    return await call("getAccount", { params: { id: user.userId } }, { unauthorized });
  } catch (error) {
    // No account yet (404): create it below, unless it waits. Anything else is the login flow's failure.
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  if (need === "wait") return null;
  await call(
    "createAccount",
    { body: { accountBalance: 0, spidId: user.userId, firstTitleCode: currentTitle().titleCode } },
    { unauthorized },
  );
  return call("getAccount", { params: { id: user.userId } }, { unauthorized });
}

/**
 * The platform keeps whom a session acts for; its cookie "minside_fullmakt=1" (no id, no token) says
 * only that there is something to ask, so nobody who helps no one makes the call (ADR 054).
 */
const mayBeActing = () =>
  typeof document !== "undefined" && document.cookie.split("; ").includes("minside_fullmakt=1");

/**
 * Whom this session acts for; when that cannot be read, the user's own page (tolerant reading).
 * "ended": the browser was acting, and the platform no longer acts for anyone (the grant ended or
 * ran out) — the hint is cleared, so it is said once.
 */
async function actingFor(quiet: boolean): Promise<Acting | "ended"> {
  if (!mayBeActing()) return null;
  try {
    const acting = await call("getActing", {}, { unauthorized: quiet ? "throw" : "sign-in" });
    if (acting) return acting;
    await call("setActing", { body: { grantId: null } }, { unauthorized: "throw" });
    return "ended";
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return null;
  }
}

async function readSession(
  quiet: boolean,
  alongside: readonly AccountRead[],
  need: AccountNeed,
): Promise<SessionState> {
  const user = await hasSession();
  if (!user) return { status: "anonymous" };
  try {
    const own = await accountFor(user, quiet, need);
    if (!own) return { status: "no-account", user };
    const found = await actingFor(quiet);
    const acting = found === "ended" ? null : found;
    const account = acting?.account ?? own;
    const titleAccount: TitleAccount = {
      accountNo: account.ariaAccountNo,
      titleCode: currentTitle().titleCode,
    };
    // The screen's reads that need only the account number go out with the subscription call; a
    // helper's screens read only what the grant allows, so they start none.
    if (!acting) for (const read of alongside) void startKeptRead(read, titleAccount);
    const subscription = await call(
      "getSubscription",
      { params: titleAccount },
      { unauthorized: quiet ? "throw" : "sign-in" },
    );
    return {
      status: "signed-in",
      user,
      account,
      titleAccount,
      subscription,
      ...(acting ? { acting } : {}),
      ...(found === "ended" ? { actingEnded: true as const } : {}),
    };
  } catch (error) {
    if (error instanceof SignInStarted) throw error;
    // Signed in at the provider, but the platform does not know this browser's session (yet).
    if (error instanceof ApiError && (error.status === 401 || error.status === 406))
      return { status: "anonymous" };
    // SPEC §4: on any failure, ask the identity provider whether the user is logged in.
    if (!(await isLoggedIn())) return { status: "anonymous" };
    throw error;
  }
}

/**
 * The current session, kept for 5 minutes. `quiet` never starts sign-in (for the header's
 * background check); otherwise a 401/406 from the platform starts sign-in (SPEC §8). `alongside`:
 * the screen's reads that need only the account number, started beside the subscription call
 * when the session is read afresh (app/api/early-reads.ts). `account: "wait"` leaves a missing
 * account uncreated ("no-account"); a kept "no-account" answer does for a quiet check, which only
 * asks whether someone is signed in, but a screen that needs the account reads again and creates it
 * (leaving the student verification for the front page is no dead end).
 */
export function loadSession({
  quiet = false,
  alongside = [] as readonly AccountRead[],
  account = "create" as AccountNeed,
} = {}): Promise<SessionState> {
  if (cached && Date.now() - cached.at < SESSION_CACHE_MS) {
    const kept = cached;
    if (!kept.waited || account === "wait" || quiet) return kept.promise;
    return kept.promise.then((state) => {
      if (state.status !== "no-account") return state;
      return cached === kept ? read(quiet, alongside, account) : loadSession({ quiet, alongside, account });
    });
  }
  return read(quiet, alongside, account);
}

function read(quiet: boolean, alongside: readonly AccountRead[], need: AccountNeed): Promise<SessionState> {
  const promise = readSession(quiet, alongside, need).then(
    (state) => {
      const user = state.status === "anonymous" ? null : String(state.user.userId);
      setSessionStatus(state.status === "anonymous" ? "anonymous" : "signed-in", user);
      rememberSignedIn(state.status !== "anonymous");
      return state;
    },
    (error: unknown) => {
      if (cached?.promise === promise) cached = null;
      throw error;
    },
  );
  cached = { promise, at: Date.now(), waited: need === "wait" };
  return promise;
}
