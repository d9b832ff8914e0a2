import { lazy, Suspense } from "react";
import { Outlet, useLoaderData, useLocation, type ShouldRevalidateFunction } from "react-router";
import { NOT_GRANTED } from "#app/api/not-granted.ts";
import { explainErrorsWith } from "#app/components/error-boundary.tsx";
import { withAdapters } from "#app/adapters.ts";
import { identifiedContext, requireSignedIn, signedInContext } from "#app/auth/guards.ts";
import { checkHelperOn, HelperCannot } from "#app/auth/helper-screen.ts";
import { personChangeContext } from "#app/auth/page-person.ts";
import type { Route } from "./+types/_requires-auth";

// Pathless layout over every route with requiresAuth (app/route-table.ts, SPEC §4 guards): a user
// who is not signed in is sent to sign-in with the full path as the return target. The routes under
// it read the session with `context.get(signedInContext)` (docs/decisions/009), or, where the
// account waits for the student's registration, `context.get(identifiedContext)` (036). A helper
// acting for someone (ADR 057) reaches only the screens the grant does, sees whom he helps at the
// top of each, and a send from a page of someone he no longer acts for sends nothing.
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
    if (session.status !== "signed-in") return;
    context.set(signedInContext, session);
    context.set(personChangeContext, checkHelperOn(request, session));
  },
];

/** Whom the session acts for, for the band at the top of the page. */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  const session = context.get(identifiedContext);
  return { helping: session.status === "signed-in" ? (session.acting?.name ?? null) : null };
}

/**
 * Every page load asks: another tab may have switched whom the session acts for. After a send that
 * was refused or failed (the kit's reply carries its status), nothing is loaded again: the page
 * stays as it was, with what was typed and why it was not sent.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}) => {
  if (!formMethod || formMethod.toUpperCase() === "GET") return true;
  const status = (actionResult as { status?: unknown } | undefined)?.status;
  return typeof status === "number" && status >= 400 ? false : defaultShouldRevalidate;
};

// A screen the grant does not reach, or a call the platform refused as outside it (NOT_GRANTED):
// said in words, not as a fault, loaded only then and only where one is signed in.
const HelperCannotScreen = lazy(() => import("#app/features/fullmakt/helper-cannot.tsx"));
explainErrorsWith((error) =>
  error instanceof HelperCannot ? (
    <Suspense>
      <HelperCannotScreen person={error.person} reason={error.reason} />
    </Suspense>
  ) : (error as { code?: unknown } | null)?.code === NOT_GRANTED ? (
    <Suspense>
      <HelperCannotScreen person={null} reason="not-granted" />
    </Suspense>
  ) : null,
);

const ActingBar = lazy(() => import("#app/features/fullmakt/acting-bar.tsx"));

export default function RequiresAuthLayout() {
  const { helping } = useLoaderData<typeof clientLoader>();
  const { pathname } = useLocation();
  // The list of grants says it itself, with the same way back.
  const bar = helping !== null && !/^\/fullmakt\/?$/.test(pathname);
  return (
    <>
      {bar ? (
        <Suspense>
          <ActingBar name={helping} />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}
