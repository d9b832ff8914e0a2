import { Trans } from "@lingui/react/macro";
import { Link, useLoaderData } from "react-router";
import { getHistory } from "#app/api/subscription.ts";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";
import { BackToMinSide } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { CONSENT_CATEGORIES, type ConsentChoices } from "#app/domain/consent.ts";
import { helperScreen, type HelperRight } from "#app/domain/helper-rights.ts";
import { choiceSummary } from "#app/features/consent/words.ts";
import { historyLink } from "#app/features/history/link.ts";
import styles from "#app/features/history/history.module.css";
import { byMonth, dateAndTime } from "#app/features/history/time.ts";
import { wordingOf } from "#app/features/history/words.ts";
import type { Route } from "./+types/historikk";

// The subscription's history: everything that happened to the subscription of this
// title, newest first, by month, each with its date and time in Norway and a link to its screen —
// what a subscriber would otherwise ask customer service ("when did I change this?"). Signed in is
// enough: a former subscriber has a history too.

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { titleAccount, acting } = context.get(signedInContext);
  const entries = await getHistory(titleAccount);
  return { entries, helping: acting ? { name: acting.name, rights: acting.rights } : null };
}

/** Where an entry leads, for the one reading: a helper (ADR 057) only where the grant reaches. */
function linkFor(entry: HistoryEntry, helping: { rights: readonly HelperRight[] } | null) {
  const to = historyLink(entry);
  return !helping || helperScreen(new URL(to, "http://x").pathname, helping.rights) === "allowed" ? to : null;
}

export default function HistorikkRoute() {
  const { entries, helping } = useLoaderData<typeof clientLoader>();
  const months = byMonth(entries);
  const name = helping?.name;
  return (
    <Page
      heading={name ? <Trans>Historikken til {name}</Trans> : <Trans>Historikk</Trans>}
      intro={
        name ? (
          <Trans>
            Det som har skjedd med abonnementet til {name} og som fullmakten gjelder, det siste først.
          </Trans>
        ) : entries.length === 0 ? (
          <Trans>Det har ikke skjedd noe med abonnementet ditt ennå.</Trans>
        ) : (
          <Trans>Alt som har skjedd med abonnementet ditt, det siste først.</Trans>
        )
      }
    >
      {months.map((month) => (
        <section key={month.key} className={styles.month} aria-labelledby={`maned-${month.key}`}>
          <h2 id={`maned-${month.key}`}>{month.name}</h2>
          <ol className={styles.timeline} aria-labelledby={`maned-${month.key}`}>
            {month.entries.map((entry, index) => (
              <Entry key={`${entry.at}-${index}`} entry={entry} to={linkFor(entry, helping)} />
            ))}
          </ol>
        </section>
      ))}
      <BackToMinSide />
    </Page>
  );
}

/** "Annonser tilpasset deg: nei, Analyse av bruken: ja, …" */
const choicesSaid = (choices: ConsentChoices) =>
  CONSENT_CATEGORIES.map((category) => choiceSummary(category, choices[category])).join(", ");

function Entry({
  entry,
  to,
}: {
  entry: HistoryEntry & { madeBy?: string | undefined };
  /** Where it leads; null where the reader may not go (a helper, outside the grant). */
  to: string | null;
}) {
  const { date, time } = dateAndTime(entry.at);
  const { text, detail } = wordingOf(entry, choicesSaid);
  const helper = entry.madeBy;
  return (
    <li className={styles.entry}>
      <time dateTime={entry.at}>
        <Trans>
          {date}, kl. {time}
        </Trans>
      </time>
      {to ? <Link to={to}>{text}</Link> : <p>{text}</p>}
      {detail ? <p>{detail}</p> : null}
      {helper ? (
        <p>
          <Trans>Gjort av {helper} med fullmakt</Trans>
        </p>
      ) : null}
    </li>
  );
}

/** This screen's data could not be loaded: said for what it is, with the way back. */
export const ErrorBoundary = screenErrorBoundary(
  () => <Trans>Historikken kan ikke vises akkurat nå.</Trans>,
  {
    backToFrontPage: true,
  },
);
