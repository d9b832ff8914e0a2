// What the front page says first of a pause and of a price change ahead (docs/decisions/079). Few
// front pages show one, so these come with their own chunk, not with every front page (as the gift's
// facts do).
import { Trans } from "@lingui/react/macro";
import type { PriceChange } from "#app/api/contract/prices.ts";
import type { Pause } from "#app/api/contract/subscription.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import type { Offers } from "#app/domain/helper-rights.ts";
import { perPeriod } from "#app/i18n/words.ts";
import { HomeNotice } from "./notice.tsx";

export default function ScheduleNotices({
  pause,
  priceChanges,
  offers,
}: {
  /** The subscription's pause, if it has one (absent when the platform leaves it out). */
  pause: Pause | null | undefined;
  priceChanges: readonly PriceChange[];
  offers: Offers;
}) {
  return (
    <>
      {pause ? <PauseNotice pause={pause} offers={offers} /> : null}
      {priceChanges.map((change) => (
        <PriceChangeNotice key={`${change.ariaPlanID}|${change.from}`} change={change} offers={offers} />
      ))}
    </>
  );
}

function PauseNotice({ pause, offers }: { pause: Pause; offers: Offers }) {
  const from = formatDate(pause.from, __LOCALE__);
  const to = formatDate(pause.to, __LOCALE__);
  const resumes = formatDate(pause.resumesOn, __LOCALE__);
  const active = pause.status === "ACTIVE";
  return (
    <HomeNotice
      look="notice"
      id="pause"
      heading={
        active ? (
          <Trans>Abonnementet ditt har pause til {to}</Trans>
        ) : (
          <Trans>
            Abonnementet ditt får pause fra {from} til {to}
          </Trans>
        )
      }
      links={
        offers.ownChoices
          ? [
              active
                ? { to: "/pause", label: <Trans>Start igjen nå</Trans>, look: "primary" }
                : { to: "/pause", label: <Trans>Endre pausen</Trans>, look: "secondary" },
            ]
          : null
      }
    >
      {active ? (
        <Trans>
          Du betaler ikke for dagene pausen varer, og du har ikke tilgang så lenge. Abonnementet starter igjen
          av seg selv {resumes}.
        </Trans>
      ) : (
        <Trans>
          Du betaler ikke for dagene pausen varer. Abonnementet starter igjen av seg selv {resumes}.
        </Trans>
      )}
    </HomeNotice>
  );
}

function PriceChangeNotice({ change, offers }: { change: PriceChange; offers: Offers }) {
  const from = formatDate(change.from, __LOCALE__);
  const plan = change.planName;
  const period = perPeriod(change.billingPeriod);
  const oldPrice = formatKroner(change.oldPrice);
  const newPrice = formatKroner(change.newPrice);
  return (
    <HomeNotice
      look="notice"
      id={`ny-pris-${change.from}`}
      heading={<Trans>Ny pris fra {from}</Trans>}
      links={[
        offers.ownChoices && {
          to: "/endre-abonnement",
          label: <Trans>Bytt abonnement</Trans>,
          look: "secondary",
        },
        offers.ownChoices && { to: "/avslutt-abonnement", label: <Trans>Si opp</Trans>, look: "secondary" },
        { to: "/nye-priser", label: <Trans>Om de nye prisene</Trans>, look: "secondary" },
      ]}
    >
      <Trans>
        {plan} koster {oldPrice} {period} i dag og {newPrice} {period} fra {from}. Vil du ikke betale den nye
        prisen, kan du bytte abonnement eller si opp før {from}.
      </Trans>
    </HomeNotice>
  );
}
