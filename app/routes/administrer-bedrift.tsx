import { Trans } from "@lingui/react/macro";
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { getBusiness, type BusinessTarget } from "#app/api/business.ts";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import { Page } from "#app/components/page.tsx";
import { capabilities, isBusinessEmployee } from "#app/domain/subscription-type.ts";
import { CompanyFacts, NotAdmin } from "#app/features/business/company.tsx";
import { InvitationList, remove, resend } from "#app/features/business/invitation-list.tsx";
import { invite, InviteSection, reviewFile, reviewPasted } from "#app/features/business/invite.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/administrer-bedrift";

// Business admin (SPEC §2, §5, §6): the company, its domain and invitations used of the maximum;
// invite by pasted addresses or an uploaded spreadsheet, reviewed before sending; the list of
// invitations with filter, search, resend and remove. Only for a business admin (subscriptionInfo1
// contains admin); anyone else is told the page is for the company's administrator.

function targetOf(session: Subscribed): BusinessTarget {
  return { accountNo: session.account.ariaAccountNo, titleCode: currentTitle().titleCode };
}

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const employee = isBusinessEmployee(session.subscription);
  if (!capabilities(session.subscription).businessAdmin) return { kind: "not-admin" as const, employee };
  const business = await getBusiness(targetOf(session));
  return business.kind === "ok" ? business : { kind: "not-admin" as const, employee };
}

export async function clientAction({ request, context }: Route.ClientActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const target = targetOf(context.get(subscribedContext));
  if (intent === "review") return reviewPasted(target, formData);
  if (intent === "review-file") return reviewFile(target, formData);
  if (intent === "invite") return invite(target, formData);
  if (intent === "resend") return resend(target, String(formData.get("id") ?? ""));
  if (intent === "remove") return remove(target, formData.getAll("id").map(String));
  return null;
}

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
  const answer = useActionData<typeof clientAction>() ?? undefined;
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
      <InviteSection
        company={company}
        answer={
          answer?.intent === "review" || answer?.intent === "review-file" || answer?.intent === "invite"
            ? answer
            : undefined
        }
      />
      <InvitationList
        invitations={invitations}
        answer={answer?.intent === "resend" || answer?.intent === "remove" ? answer : undefined}
      />
      <p>
        <Link to="/vilkaar/bedrift">
          <Trans>Vilkår for bedriftsabonnement</Trans>
        </Link>
      </p>
    </Page>
  );
}
