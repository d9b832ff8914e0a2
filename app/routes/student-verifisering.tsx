import { useLoaderData } from "react-router";
import { identifiedContext } from "#app/auth/guards.ts";
import { loadVerification, verificationKey } from "#app/features/student/journey.ts";
import { Verification } from "#app/features/student/verification.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import type { Route } from "./+types/student-verifisering";
import { profile, register, resend, send, verify } from "#app/features/student/intents.ts";

// Student verification (SPEC §2, §4 Flows): /student-verifisering and /student-verifisering2 (the
// second campaign, docs/decisions/012) share this screen and end on their own receipt. A student
// signed in without a newspaper account registers here (`register`, docs/decisions/036).

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [verificationKey];

export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  return loadVerification(context.get(identifiedContext), request);
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendIntent(args, send, register, verify, resend, profile);

export default function StudentVerifiseringRoute() {
  const data = useLoaderData<typeof clientLoader>();
  return <Verification data={data} />;
}
