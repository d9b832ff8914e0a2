import { replace } from "react-router";

// SPEC §2, §4: /order-timeout leads to /bestilling-feilet.
export function clientLoader() {
  throw replace("/bestilling-feilet");
}

export default function OrderTimeoutRoute() {
  return null;
}
