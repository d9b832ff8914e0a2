import { Outlet } from "react-router";

// Pathless layout over every route with requiresAuth (app/route-table.ts).
export default function RequiresAuthLayout() {
  return <Outlet />;
}
