import { useLoaderData } from "react-router";
import { lookUpFullmakt } from "#app/api/fullmakt.ts";
import { accept, AcceptScreen, codeOf } from "#app/features/fullmakt/accept.tsx";
import { requireScreenKey, sendIntent } from "#app/forms/intent.ts";
import type { Route } from "./+types/fullmakt.godta";

// The link in the invitation (e-mail or SMS): /fullmakt/godta?kode=<code>. The guard signs the
// helper in with their own account first and brings them back to the same link. Accepting is one
// intent with its key in the URL (?nokkel=…, ADR 006); the platform answers a second accept by the
// same person as the first.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const code = codeOf(request);
  if (code.length < 16) return { invitation: null };
  requireScreenKey(request);
  return { invitation: await lookUpFullmakt(code) };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, accept);

export default function FullmaktGodtaRoute() {
  const { invitation } = useLoaderData<typeof clientLoader>();
  return <AcceptScreen invitation={invitation} />;
}
