import { replace } from "react-router";
import { EDGE_REDIRECTS } from "#app/domain/edge-redirects.ts";
import type { Route } from "./+types/order-timeout";

// SPEC §2, §4: /order-timeout leads to /bestilling-feilet. A page load is redirected by the server
// (app/domain/edge-redirects.ts); this is for a navigation inside the app. The query goes along.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  throw replace(`${EDGE_REDIRECTS["/order-timeout"]}${new URL(request.url).search}`);
}

export default function OrderTimeoutRoute() {
  return null;
}
