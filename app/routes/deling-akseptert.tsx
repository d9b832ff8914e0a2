import { useLoaderData } from "react-router";
import { getFamily } from "#app/api/family.ts";
import { ApiError } from "#app/api/errors.ts";
import type { TitleAccount } from "#app/api/title-account.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { Accepted } from "#app/features/family/accepted.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/deling-akseptert";

// Sharing accepted (SPEC §2): what the new member now has, whose subscription it is, and the way on.

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { titleAccount, subscription } = context.get(subscribedContext);
  return { ownerName: await ownerOf(titleAccount), features: subscription.features };
}

/** Whose it is, when the platform answers; the screen says what it can without it. */
async function ownerOf(account: TitleAccount) {
  try {
    return (await getFamily(account)).memberOf?.ownerName ?? null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return null;
  }
}

export default function DelingAkseptertRoute() {
  const { ownerName, features } = useLoaderData<typeof clientLoader>();
  const title = currentTitle();
  return (
    <Accepted ownerName={ownerName} features={features} titleName={title.name} siteUrl={title.pageUrl} />
  );
}
