import { Outlet } from "react-router";

// Pathless layout over every route with requiresSubscription (app/route-table.ts).
export default function RequiresSubscriptionLayout() {
  return <Outlet />;
}
