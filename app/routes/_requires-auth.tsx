import { Outlet } from "react-router";
import { actorFor, ensureTracking } from "#app/analytics/tracking.ts";
import { requireSignedIn, signedInContext } from "#app/auth/guards.ts";
import type { Route } from "./+types/_requires-auth";

// Pathless layout over every route with requiresAuth (app/route-table.ts, SPEC §4 guards): a user
// who is not signed in is sent to sign-in with the full path as the return target. The routes under
// it read the session with `context.get(signedInContext)` (docs/decisions/009).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request, context }) => {
    const session = await requireSignedIn(request);
    ensureTracking(
      actorFor(session.user.sdrn, session.subscription?.planName ?? null),
      window.location.hostname,
    );
    context.set(signedInContext, session);
  },
];

export default function RequiresAuthLayout() {
  return <Outlet />;
}
