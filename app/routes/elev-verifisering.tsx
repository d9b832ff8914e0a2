import { useLoaderData } from "react-router";
import { identifiedContext } from "#app/auth/guards.ts";
import { loadVerification, verificationKey } from "#app/features/student/journey.ts";
import { Verification } from "#app/features/student/verification.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import type { Route } from "./+types/elev-verifisering";
import { profile, resend, send, verify } from "#app/features/student/intents.ts";

// Pupil verification (SPEC §2 Pupil): the student journey with upper secondary school addresses,
// the age rule of SPEC §5, and its own texts; it ends on the student receipt, which tells the plans
// apart (app/features/student/journey.ts knows the pupils' journey by this address).

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [verificationKey];

export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  return loadVerification(context.get(identifiedContext), request);
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, send, verify, resend, profile);

export default function ElevVerifiseringRoute() {
  const data = useLoaderData<typeof clientLoader>();
  return <Verification data={data} />;
}
