import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { signedInContext } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";
import { BackToMinSide } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { InviteHelperForm } from "#app/features/fullmakt/invite.tsx";
import { doneMessage, GrantList, WaitingInvitations } from "#app/features/fullmakt/lists.tsx";
import { doneOf } from "#app/features/fullmakt/screen.ts";
import { AcceptScreen } from "#app/features/fullmakt/accept.tsx";
import { getFullmakt, lookUpFullmakt } from "#app/api/fullmakt.ts";
import { screenKeyIn, sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import type { Route } from "./+types/fullmakt";
import { accept, act, codeOf, end, invite, sendCode } from "#app/features/fullmakt/intents.ts";

// Powers of attorney (docs/decisions/054), both sides on one screen, and an invitation's link: the subscriber gives a named
// helper limited rights until a day, sees them and ends them; a helper sees whom they help, goes to
// their page or gives it up. Signed in is enough: a helper needs no subscription of their own. The
// screen's key is in the URL (?nokkel=…, ADR 006); after a change it comes back with a new one and
// what was done (?invitert=<id>, …).

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [screenKeyFirst()];

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  let session = context.get(signedInContext);
  const screenKey = screenKeyIn(request);
  // The link in an invitation (?kode=…): the invitation, to accept. One screen for both, so the
  // route table every page loads has one row more, not two.
  const code = codeOf(request);
  if (code) return { invitation: code.length < 16 ? null : await lookUpFullmakt(code) };
  const overview = await getFullmakt({ titleCode: session.titleAccount.titleCode });
  // Acting on a grant that has ended since the session was read: the session is read again.
  const acting = session.acting;
  if (acting && !overview.helping.some((g) => g.id === acting.grantId && g.state === "active")) {
    await invalidateSession();
    session = { ...session, acting: undefined };
  }
  return {
    invitation: undefined,
    overview,
    acting: session.acting ?? null,
    screenKey,
    done: doneOf(new URL(request.url)),
  };
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendIntent(args, invite, end, act, accept, sendCode);

export default function FullmaktRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  if (loaded.invitation !== undefined) return <AcceptScreen invitation={loaded.invitation} />;
  const { overview, acting, screenKey, done } = loaded;
  const all = [...overview.helpers, ...overview.helping];
  const said = doneMessage(done, all);
  const mine = done && overview.helpers.some((g) => g.id === done.id);
  return (
    <Page
      heading={<Trans>Fullmakter</Trans>}
      intro={
        <Trans>Gi noen du stoler på lov til å hjelpe deg med abonnementet, eller hjelp noen selv.</Trans>
      }
    >
      <WaitingInvitations waiting={overview.waiting ?? []} />
      <GrantList
        side="helping"
        grants={overview.helping}
        done={mine ? null : said}
        actingFor={acting?.grantId ?? null}
      />
      <GrantList side="helpers" grants={overview.helpers} done={mine ? said : null} />
      {/* A new key after each invitation: the form starts empty for the next one. */}
      <InviteHelperForm key={screenKey} />
      <BackToMinSide />
    </Page>
  );
}

export const ErrorBoundary = screenErrorBoundary(
  () => <Trans>Fullmaktene kan ikke vises akkurat nå.</Trans>,
  {
    backToFrontPage: true,
  },
);
