import { useRouteLoaderData } from "react-router";
import type { SignedIn } from "./session.ts";

/** The signed-in session that the requires-auth guard loaded for every route under it. */
export function useSignedIn(): SignedIn {
  const data = useRouteLoaderData("guards/requires-auth") as { session: SignedIn } | undefined;
  if (!data || data.session.status !== "signed-in") {
    throw new Error("useSignedIn() is only for routes under the requires-auth guard");
  }
  return data.session;
}
