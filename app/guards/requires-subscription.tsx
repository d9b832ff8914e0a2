import { Outlet, redirect } from "react-router";
import { fullPath, startLogin } from "#app/auth/login.ts";
import { loadSession } from "#app/auth/session.ts";
import { givesAccess } from "#app/domain/subscription-status.ts";
import type { Route } from "./+types/requires-subscription";

// Pathless layout over every route with requiresSubscription (app/route-table.ts): a signed-in user
// without an active subscription is sent to /ingen-abonnement (SPEC §4, §6).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await loadSession();
  if (session.status !== "signed-in") return startLogin(fullPath(request));
  if (!session.subscription || !givesAccess(session.subscription.instStatusCode)) {
    throw redirect("/ingen-abonnement");
  }
  return { session, subscription: session.subscription };
}

export default function RequiresSubscriptionLayout() {
  return <Outlet />;
}
