import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { formatDate } from "#app/domain/format.ts";
import type { Route } from "./+types/abonnement-reaktivert";

// After a cancellation was taken back (SPEC §2).
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { subscription } = context.get(subscribedContext);
  return { subscription };
}

export default function AbonnementReaktivertRoute() {
  const { subscription } = useLoaderData<typeof clientLoader>();
  const planName = subscription?.planName ?? "";
  // A plan change ordered before the cancellation is kept through it (ADR 066): said, not dropped.
  const change = subscription?.pendingChange ?? null;
  const changeName = change?.planName ?? "";
  const changeDate = change ? formatDate(change.effectiveDate, __LOCALE__) : "";
  return (
    <Page heading={<Trans>Abonnementet er aktivert igjen</Trans>}>
      <div role="status">
        <p>
          <Trans>Du har {planName} som før. Oppsigelsen er trukket tilbake.</Trans>
        </p>
        {change ? (
          <p>
            <Trans>
              Endringen du bestilte, står fortsatt: {changeName} fra {changeDate}.
            </Trans>
          </p>
        ) : null}
      </div>
      <LinkLine to="/" look="primary">
        <Trans>Til Min side</Trans>
      </LinkLine>
    </Page>
  );
}
