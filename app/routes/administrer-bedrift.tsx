import { Trans } from "@lingui/react/macro";
import { useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { getBusiness } from "#app/api/business.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { capabilities, isBusinessEmployee } from "#app/domain/subscription-type.ts";
import { CompanyFacts, NotAdmin } from "#app/features/business/company.tsx";
import { remove, resend, invite, reviewFile, reviewPasted } from "#app/features/business/intents.ts";
import { InvitationList } from "#app/features/business/invitation-list.tsx";
import { InviteSection } from "#app/features/business/invite.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import type { Route } from "./+types/administrer-bedrift";

// Business admin (SPEC §2, §5, §6): the company, its domain and invitations used of the maximum;
// invite by pasted addresses or an uploaded spreadsheet, reviewed before sending; the list of
// invitations with filter, search, resend and remove. Only for a business admin (subscriptionInfo1
// contains admin); anyone else is told the page is for the company's administrator.

// Sending invitations carries the screen's key (ADR 006), for an admin of the business.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  screenKeyFirst(({ context }) => capabilities(context.get(subscribedContext).subscription).businessAdmin),
];

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const employee = isBusinessEmployee(session.subscription);
  if (!capabilities(session.subscription).businessAdmin) return { kind: "not-admin" as const, employee };
  const business = await getBusiness(session.titleAccount);
  return business.kind === "ok" ? business : { kind: "not-admin" as const, employee };
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendIntent(args, reviewPasted, reviewFile, invite, resend, remove);

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Filtering, searching and paging the list only change the URL's query: the data is the same.
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function AdministrerBedriftRoute() {
  const data = useLoaderData<typeof clientLoader>();
  if (data.kind === "not-admin") return <NotAdmin employee={data.employee} />;
  const { company, invitations } = data;
  const name = company.name;
  return (
    <Page
      heading={<Trans>Administrer bedriftsabonnement</Trans>}
      intro={
        <Trans>
          Gi de ansatte i {name} tilgang, se hvem som har tatt den i bruk, og fjern dem som slutter.
        </Trans>
      }
    >
      <CompanyFacts company={company} used={invitations.length} />
      <InviteSection company={company} />
      <InvitationList invitations={invitations} />
      <LinkLine to="/vilkaar/bedrift">
        <Trans>Vilkår for bedriftsabonnement</Trans>
      </LinkLine>
    </Page>
  );
}
