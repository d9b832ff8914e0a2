import { Trans } from "@lingui/react/macro";
import { redirect, useActionData, useLoaderData } from "react-router";
import { call } from "#app/api/client.ts";
import type { Household } from "#app/api/family.ts";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import { Page } from "#app/components/page.tsx";
import { sharingRefusal } from "#app/domain/family-sharing.ts";
import { HouseholdFull, NotShareable, Places, placesOf } from "#app/features/family/household.tsx";
import {
  changeInvitation,
  doneMessage,
  Invitations,
  type RowIntent,
} from "#app/features/family/invitations.tsx";
import { invite, InviteForm } from "#app/features/family/invite.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/familiedeling";

// Family sharing (SPEC §2 Family, §4, §6): invite the household by e-mail, see everyone invited with
// their state, withdraw, send again or remove. The screen's idempotency key is in the URL
// (?nokkel=…, ADR 006); after a change that went through it comes back with a new key and what was
// done (?invitert=<id>, …), so a reload repeats nothing. A subscription that may not be shared says
// why instead (docs/decisions/011).

const householdOf = (session: Subscribed): Household => ({
  accountNo: session.account.ariaAccountNo,
  titleCode: currentTitle().titleCode,
});

const DONE = { invitert: "invite", sendt: "resend", trukket: "withdraw", fjernet: "remove" } as const;

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const household = householdOf(session);
  const params = { accountNo: household.accountNo, titleCode: household.titleCode };
  const refusal = sharingRefusal(session.subscription);
  if (refusal) {
    const ownerName =
      refusal === "family"
        ? ((await call("getFamily", { params }).catch(() => null))?.memberOf?.ownerName ?? null)
        : null;
    return { refusal, ownerName, sharing: null, key: "", done: null };
  }
  const url = new URL(request.url);
  const key = url.searchParams.get("nokkel");
  if (!key) {
    url.searchParams.set("nokkel", crypto.randomUUID());
    throw redirect(`${url.pathname}${url.search}`);
  }
  const sharing = await call("getFamily", { params });
  const doneParam = (Object.keys(DONE) as Array<keyof typeof DONE>).find((p) => url.searchParams.has(p));
  const done = doneParam ? { intent: DONE[doneParam], id: url.searchParams.get(doneParam) ?? "" } : null;
  return { refusal: null, ownerName: null, sharing, key, done };
}

export async function clientAction({ request, context }: Route.ClientActionArgs) {
  const household = householdOf(context.get(subscribedContext));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const key = String(formData.get("nokkel") ?? "");
  if (intent === "invite") return invite(household, formData, key);
  if (intent === "withdraw" || intent === "resend" || intent === "remove")
    return changeInvitation(household, intent as RowIntent, String(formData.get("id") ?? ""), key);
  return null;
}

export default function FamiliedelingRoute() {
  const { refusal, ownerName, sharing, key, done } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
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
        <InviteForm
          // A new key after each invitation: the form starts empty for the next one.
          key={key}
          screenKey={key}
          placesLeft={places.left}
          answer={answer && answer.intent === "invite" ? answer : undefined}
        />
      ) : (
        <HouseholdFull max={places.max} />
      )}
      <Invitations
        invitations={sharing.invitations}
        screenKey={key}
        titleName={titleName}
        answer={answer && answer.intent !== "invite" ? answer : undefined}
        done={doneMessage(done, sharing.invitations)}
      />
    </Page>
  );
}
