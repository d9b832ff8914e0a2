import { useActionData, useLoaderData } from "react-router";
import { signedInContext } from "#app/auth/guards.ts";
import { loadVerification, verificationAction, type Journey } from "#app/features/student/journey.ts";
import { Verification } from "#app/features/student/verification.tsx";
import type { Route } from "./+types/student-verifisering";

// Student verification (SPEC §2, §4 Flows): /student-verifisering and /student-verifisering2 (the
// second campaign, docs/decisions/012) share this screen and end on their own receipt.

const journeyOf = (request: Request): Journey => ({
  kind: "student",
  receiptPath: new URL(request.url).pathname.replace(/\/$/, "").endsWith("2")
    ? "/student-kvittering2"
    : "/student-kvittering",
});

export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  return loadVerification(context.get(signedInContext), request, journeyOf(request));
}

export async function clientAction({ request, context }: Route.ClientActionArgs) {
  const formData = await request.formData();
  return verificationAction(context.get(signedInContext), request, formData, journeyOf(request));
}

export default function StudentVerifiseringRoute() {
  const data = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  return <Verification data={data} answer={answer ?? undefined} />;
}
