// Family sharing on Min side's front page: the owner sees how many places are used of the maximum
// and the way to /familiedeling; a member sees whose subscription they share, and that it is free.
import { Trans } from "@lingui/react/macro";
import type { FamilySharing } from "#app/api/contract/family.ts";
import { LinkLine } from "#app/components/links.tsx";
import own from "#app/components/self-service.module.css";
import { Places } from "./household.tsx";

export function FamilyBlock({
  role,
  sharing,
}: {
  role: "owner" | "member";
  /** null when it could not be fetched: the block still says what it can. */
  sharing: FamilySharing | null;
}) {
  const ownerName = sharing?.memberOf?.ownerName;
  return (
    <section className={own.card} aria-labelledby="familie">
      <h2 id="familie">
        <Trans>Familiedeling</Trans>
      </h2>
      {role === "member" ? (
        <p>
          {ownerName ? (
            <Trans>Du deler abonnementet til {ownerName}, og betaler ingenting.</Trans>
          ) : (
            <Trans>Du er med i en familiedeling, og betaler ingenting.</Trans>
          )}
        </p>
      ) : (
        <>
          <p>
            <Trans>Del den digitale tilgangen med dem du bor sammen med, uten ekstra kostnad.</Trans>
          </p>
          {sharing ? <Places sharing={sharing} /> : null}
          <LinkLine to="/familiedeling">
            <Trans>Del abonnementet med familien</Trans>
          </LinkLine>
        </>
      )}
    </section>
  );
}
