import { Outlet } from "react-router";
import { requireSubscribed, signedInContext, subscribedContext } from "#app/auth/guards.ts";
import type { Route } from "./+types/_requires-subscription";

// Pathless layout over every route with requiresSubscription (app/route-table.ts), inside the
// requires-auth guard: a signed-in user without an active subscription is sent to /ingen-abonnement
// (SPEC §4, §6). The routes under it read `context.get(subscribedContext)` (docs/decisions/009).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ context }) => {
    context.set(subscribedContext, requireSubscribed(context.get(signedInContext)));
  },
];

export default function RequiresSubscriptionLayout() {
  return <Outlet />;
}
