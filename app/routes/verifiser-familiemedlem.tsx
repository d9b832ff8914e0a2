import { useLoaderData } from "react-router";
import { lookUpInvitation } from "#app/api/family.ts";
import { accept, JoinScreen, tokenOf } from "#app/features/family/join.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import type { Route } from "./+types/verifiser-familiemedlem";

// The link in the invitation e-mail (SPEC §2, §8): /verifiser-familiemedlem?invitasjon=<token>.
// The guard signs the person in first and brings them back to the same link. Accepting is one
// intent with its key in the URL (?nokkel=…, ADR 006), so a double click or a reload makes one
// member; the platform also answers a second accept by the same person as the first.

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  screenKeyFirst(({ request }) => tokenOf(request).length >= 16),
];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = tokenOf(request);
  if (token.length < 16) return { lookup: null };
  return { lookup: await lookUpInvitation(token) };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, accept);

export default function VerifiserFamiliemedlemRoute() {
  const { lookup } = useLoaderData<typeof clientLoader>();
  return <JoinScreen lookup={lookup} />;
}
