import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { NOT_GRANTED } from "#app/api/not-granted.ts";
import { explainErrorsWith } from "#app/components/error-boundary.tsx";
import { withAdapters } from "#app/adapters.ts";
import { identifiedContext, requireSignedIn, signedInContext } from "#app/auth/guards.ts";
import type { Route } from "./+types/_requires-auth";

// Pathless layout over every route with requiresAuth (app/route-table.ts, SPEC §4 guards): a user
// who is not signed in is sent to sign-in with the full path as the return target. The routes under
// it read the session with `context.get(signedInContext)` (docs/decisions/009), or, where the
// account waits for the student's registration, `context.get(identifiedContext)` (036).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request, context }) => {
    const session = await requireSignedIn(request);
    const planName = session.status === "signed-in" ? (session.subscription?.planName ?? null) : null;
    // The analytics tracking object (SPEC §4 guards), kept by the adapters once they are loaded.
    const { hostname } = window.location;
    withAdapters(({ actorFor, ensureTracking }) =>
      ensureTracking(actorFor(session.user.sdrn, planName), hostname),
    );
    context.set(identifiedContext, session);
    // Without an account (only where it waits, docs/decisions/036) a screen reads identifiedContext.
    if (session.status === "signed-in") context.set(signedInContext, session);
  },
];

// A helper outside what the grant allows (ADR 054), known by its code: said in words on whatever
// screen it happens, loaded only then and only where one is signed in.
const NotGrantedScreen = lazy(() => import("#app/components/no-grant.tsx"));
explainErrorsWith((error) =>
  (error as { code?: unknown } | null)?.code === NOT_GRANTED ? (
    <Suspense>
      <NotGrantedScreen />
    </Suspense>
  ) : null,
);

export default function RequiresAuthLayout() {
  return <Outlet />;
}
