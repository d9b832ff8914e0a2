import { replace } from "react-router";

// Any unknown path redirects to /404 (SPEC §2).
export function clientLoader() {
  throw replace("/404");
}

export default function UnknownPathRoute() {
  return null;
}
