// The owner's side of family sharing: how many places are used of the maximum, and the screen a
// subscription gets when it may not be shared (why, and what to do instead).
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FamilySharing } from "#app/api/contract/family.ts";
import { placesLeft, placesUsed, type SharingRefusal } from "#app/domain/family-sharing.ts";
import family from "./family.module.css";
import { NotAvailable } from "#app/components/links.tsx";

export function placesOf(sharing: FamilySharing) {
  const states = sharing.invitations.map((i) => i.state);
  return { used: placesUsed(states), max: sharing.maxMembers, left: placesLeft(sharing.maxMembers, states) };
}

/** "3 av 5 plasser er i bruk, deg selv medregnet." */
export function Places({ sharing }: { sharing: FamilySharing }) {
  const { used, max } = placesOf(sharing);
  return (
    <p className={family.places}>
      <Trans>
        {used} av {max} plasser er i bruk, deg selv medregnet.
      </Trans>
    </p>
  );
}

/** At the maximum the invite form gives way to this. */
export function HouseholdFull({ max }: { max: number }) {
  return (
    <p role="status">
      <Trans>
        Familiedelingen er full: alle {max} plassene er i bruk. Trekk tilbake en invitasjon eller fjern noen
        hvis du vil invitere andre.
      </Trans>
    </p>
  );
}

export function NotShareable({
  refusal,
  ownerName,
}: {
  refusal: SharingRefusal;
  /** Whose household a family member is in, when known. */
  ownerName: string | null;
}) {
  return (
    <NotAvailable heading={<Trans>Familiedeling</Trans>}>
      <p>
        <NotShareableReason refusal={refusal} ownerName={ownerName} />
      </p>
    </NotAvailable>
  );
}

/** Why this subscription may not be shared, and where the reader can go instead. */
function NotShareableReason({ refusal, ownerName }: { refusal: SharingRefusal; ownerName: string | null }) {
  switch (refusal) {
    case "family":
      return ownerName ? (
        <Trans>
          Du er med i familiedelingen til {ownerName}. Du betaler ingenting, og kan ikke dele abonnementet
          videre.
        </Trans>
      ) : (
        <Trans>
          Du er med i en familiedeling. Du betaler ingenting, og kan ikke dele abonnementet videre.
        </Trans>
      );
    case "youth":
      return (
        <ThenLink to="/endre-abonnement" label={<Trans>Se abonnementene</Trans>}>
          <Trans>
            Ungdomsabonnementet er bare for deg, og kan ikke deles med familien. Vil du dele, kan du bytte til
            et abonnement med familiedeling.
          </Trans>
        </ThenLink>
      );
    case "business":
      return (
        <Trans>Bedriftsabonnementet gir tilgang til deg som ansatt, og kan ikke deles med familien.</Trans>
      );
    case "cancelled":
      return (
        <ThenLink to="/angre-oppsigelse" label={<Trans>Angre oppsigelsen</Trans>}>
          <Trans>
            Abonnementet ditt er sagt opp, så du kan ikke invitere flere. De du deler med nå, beholder
            tilgangen så lenge abonnementet varer.
          </Trans>
        </ThenLink>
      );
    case "inactive":
      return <Trans>Abonnementet ditt er ikke aktivt, og kan ikke deles.</Trans>;
  }
}

/** A reason, then the link that leads on from it. */
function ThenLink({ to, label, children }: { to: string; label: ReactNode; children: ReactNode }) {
  return (
    <>
      {children} <Link to={to}>{label}</Link>
    </>
  );
}
