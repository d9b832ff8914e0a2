import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import type { Route } from "./+types/abonnement-reaktivert";

// After a cancellation was taken back (SPEC §2).
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { subscription } = context.get(subscribedContext);
  return { subscription };
}

export default function AbonnementReaktivertRoute() {
  const { subscription } = useLoaderData<typeof clientLoader>();
  const planName = subscription?.planName ?? "";
  return (
    <Page heading={<Trans>Abonnementet er aktivert igjen</Trans>}>
      <p role="status">
        <Trans>Du har {planName} som før. Oppsigelsen er trukket tilbake.</Trans>
      </p>
      <LinkLine to="/" look="primary">
        <Trans>Til Min side</Trans>
      </LinkLine>
    </Page>
  );
}
