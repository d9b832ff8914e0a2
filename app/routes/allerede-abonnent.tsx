import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { ActionLinks } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/allerede-abonnent";

// Someone who already subscribes tried to order again (SPEC §2).
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { subscription } = context.get(subscribedContext);
  return { subscription };
}

export default function AlleredeAbonnentRoute() {
  const { subscription } = useLoaderData<typeof clientLoader>();
  const planName = subscription?.planName ?? "";
  const title = currentTitle().name;
  return (
    <Page
      heading={<Trans>Du er allerede abonnent</Trans>}
      intro={
        <Trans>
          Du har allerede {planName} på {title}, så du trenger ikke bestille på nytt.
        </Trans>
      }
    >
      <p>
        <Trans>Vil du ha et annet abonnement, kan du endre det du har.</Trans>
      </p>
      <ActionLinks
        links={[
          { to: "/", look: "primary", label: <Trans>Gå til Min side</Trans> },
          { to: "/endre-abonnement", look: "secondary", label: <Trans>Endre abonnement</Trans> },
        ]}
      />
    </Page>
  );
}
