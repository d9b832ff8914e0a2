import { useActionData, useLoaderData } from "react-router";
import { signedInContext } from "#app/auth/guards.ts";
import { loadVerification, verificationAction, type Journey } from "#app/features/student/journey.ts";
import { Verification } from "#app/features/student/verification.tsx";
import type { Route } from "./+types/elev-verifisering";

// Pupil verification (SPEC §2 Pupil): the student journey with upper secondary school addresses,
// the age rule of SPEC §5, and its own texts; it ends on the student receipt, which tells the plans apart.

const journey: Journey = { kind: "pupil", receiptPath: "/student-kvittering" };

export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  return loadVerification(context.get(signedInContext), request, journey);
}

export async function clientAction({ request, context }: Route.ClientActionArgs) {
  const formData = await request.formData();
  return verificationAction(context.get(signedInContext), request, formData, journey);
}

export default function ElevVerifiseringRoute() {
  const data = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  return <Verification data={data} answer={answer ?? undefined} />;
}
