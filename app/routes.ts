import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { ROUTE_TABLE, type RouteEntry } from "./route-table.ts";

// The guards are pathless layout routes: everything under requires-auth needs a signed-in user,
// everything under requires-subscription (nested inside it) also an active subscription (SPEC §4).
// Route modules are lazily loaded by React Router: each is its own chunk.
function toRoute(entry: RouteEntry) {
  const options = entry.id ? { id: entry.id } : {};
  return entry.path === "/" ? index(entry.file, options) : route(entry.path, entry.file, options);
}

const openRoutes = ROUTE_TABLE.filter((r) => !r.requiresAuth).map(toRoute);
const authOnlyRoutes = ROUTE_TABLE.filter((r) => r.requiresAuth && !r.requiresSubscription).map(toRoute);
const subscriptionRoutes = ROUTE_TABLE.filter((r) => r.requiresSubscription).map(toRoute);

export default [
  ...openRoutes,
  layout("routes/_requires-auth.tsx", [
    ...authOnlyRoutes,
    layout("routes/_requires-subscription.tsx", subscriptionRoutes),
  ]),
] satisfies RouteConfig;
