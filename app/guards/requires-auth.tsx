import { Outlet } from "react-router";
import { actorFor, ensureTracking } from "#app/analytics/tracking.ts";
import { fullPath, startLogin } from "#app/auth/login.ts";
import { loadSession } from "#app/auth/session.ts";
import type { Route } from "./+types/requires-auth";

// Pathless layout over every route with requiresAuth (app/route-table.ts, SPEC §4 guards): a user
// who is not signed in is sent to sign-in with the full path as the return target.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await loadSession();
  if (session.status !== "signed-in") return startLogin(fullPath(request));
  ensureTracking(
    actorFor(session.user.sdrn, session.subscription?.planName ?? null),
    window.location.hostname,
  );
  return { session };
}

export default function RequiresAuthLayout() {
  return <Outlet />;
}
