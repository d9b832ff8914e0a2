import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { getFamily } from "#app/api/family.ts";
import { ApiError } from "#app/api/errors.ts";
import type { TitleAccount } from "#app/api/title-account.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { Page } from "#app/components/page.tsx";
import { sharingRefusal } from "#app/domain/family-sharing.ts";
import { HouseholdFull, NotShareable, Places, placesOf } from "#app/features/family/household.tsx";
import { doneMessage, Invitations } from "#app/features/family/invitations.tsx";
import { InviteForm } from "#app/features/family/invite.tsx";
import { doneOf } from "#app/features/family/screen.ts";
import { screenKeyIn, sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/familiedeling";
import { invite, remove, resend, withdraw } from "#app/features/family/intents.ts";

// Family sharing (SPEC §2 Family, §4, §6): invite the household by e-mail, see everyone invited with
// their state, withdraw, send again or remove. The screen's idempotency key is in the URL
// (?nokkel=…, ADR 006); after a change that went through it comes back with a new key and what was
// done (?invitert=<id>, …), so a reload repeats nothing. A subscription that may not be shared says
// why instead (docs/decisions/011).

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  screenKeyFirst(({ context }) => sharingRefusal(context.get(subscribedContext).subscription) === null),
];

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const params = session.titleAccount;
  const refusal = sharingRefusal(session.subscription);
  if (refusal) {
    const ownerName = refusal === "family" ? await ownerOf(params) : null;
    return { refusal, ownerName, sharing: null, screenKey: "", done: null };
  }
  const screenKey = screenKeyIn(request);
  const sharing = await getFamily(params);
  return { refusal: null, ownerName: null, sharing, screenKey, done: doneOf(new URL(request.url)) };
}

/** Whose household a family member is in, when the platform answers; the screen says what it can without. */
async function ownerOf(params: TitleAccount) {
  try {
    return (await getFamily(params)).memberOf?.ownerName ?? null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return null;
  }
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendIntent(args, invite, withdraw, resend, remove);

export default function FamiliedelingRoute() {
  const { refusal, ownerName, sharing, screenKey, done } = useLoaderData<typeof clientLoader>();
  if (refusal || !sharing) return <NotShareable refusal={refusal ?? "inactive"} ownerName={ownerName} />;
  const places = placesOf(sharing);
  const titleName = currentTitle().name;
  const max = places.max;
  return (
    <Page
      heading={<Trans>Familiedeling</Trans>}
      intro={
        <Trans>
          Del den digitale tilgangen med dem du bor sammen med, uten ekstra kostnad. Dere kan være opptil{" "}
          {max} personer, deg selv medregnet.
        </Trans>
      }
    >
      <Places sharing={sharing} />
      {places.left > 0 ? (
        // A new key after each invitation: the form starts empty for the next one.
        <InviteForm key={screenKey} placesLeft={places.left} />
      ) : (
        <HouseholdFull max={places.max} />
      )}
      <Invitations
        invitations={sharing.invitations}
        titleName={titleName}
        done={doneMessage(done, sharing.invitations)}
      />
    </Page>
  );
}
