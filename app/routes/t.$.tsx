import { replace } from "react-router";
import { smsLinkTarget } from "#app/domain/redirects.ts";
import type { Route } from "./+types/t.$";

// Links sent by SMS: /t/{path} → /{path}?…&source=sms (SPEC §2).
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  // A request carries no hash; on the page load that opened the link, the browser still has it.
  if (window.location.pathname === url.pathname && window.location.search === url.search) {
    url.hash = window.location.hash;
  }
  throw replace(smsLinkTarget(url));
}

export default function SmsLinkRoute() {
  return null;
}
