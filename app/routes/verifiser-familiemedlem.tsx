import { redirect, useActionData, useLoaderData } from "react-router";
import { lookUpInvitation } from "#app/api/family.ts";
import { accept, JoinScreen } from "#app/features/family/join.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/verifiser-familiemedlem";

// The link in the invitation e-mail (SPEC §2, §8): /verifiser-familiemedlem?invitasjon=<token>.
// The guard signs the person in first and brings them back to the same link. Accepting is one
// intent with its key in the URL (?nokkel=…, ADR 006), so a double click or a reload makes one
// member; the platform also answers a second accept by the same person as the first.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("invitasjon") ?? "";
  if (token.length < 16) return { lookup: null, key: "" };
  if (!url.searchParams.get("nokkel")) {
    url.searchParams.set("nokkel", crypto.randomUUID());
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { lookup: await lookUpInvitation(token), key: url.searchParams.get("nokkel") ?? "" };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const url = new URL(request.url);
  const formData = await request.formData();
  const token = url.searchParams.get("invitasjon") ?? "";
  return accept(token, currentTitle().titleCode, String(formData.get("nokkel") ?? ""));
}

export default function VerifiserFamiliemedlemRoute() {
  const { lookup, key } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  const refused = answer && "refused" in answer ? answer.refused : null;
  return (
    <JoinScreen
      lookup={lookup}
      status={refused ?? lookup?.status ?? "unknown"}
      screenKey={key}
      failed={Boolean(answer && "failed" in answer)}
    />
  );
}
