// Today's delivery disruption where the reader's paper goes: "Avisen er forsinket i
// 7011 i dag, ventet levert innen kl. 10.00", and the platform's own words, said first — on the front
// page's delivery card and at the top of /tilbakemelding. Self-contained: the read (tolerant — a
// failure never hides the page it sits on) and the notice. The platform's message is shown as text.
import { Trans } from "@lingui/react/macro";
import type { Disruption } from "#app/api/contract/disruptions.ts";
import { getDisruption } from "#app/api/delivery.ts";
import { ApiError } from "#app/api/errors.ts";
import type { TitleAccount } from "#app/api/title-account.ts";
import { formatTime } from "#app/domain/format.ts";
import styles from "./disruption.module.css";

/**
 * Today's disruption for the account's paper, or null — also when the call fails: the notice is a
 * courtesy, and the screen it sits on works without it.
 */
export async function readDisruption(account: TitleAccount): Promise<Disruption | null> {
  try {
    return (await getDisruption(account)).disruption;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * The notice, in a status region. "Today" is the platform's, never the browser's clock: the
 * platform answers only today's disruption, and `today` (its date, where the screen has it) keeps a
 * stale answer from another day out. `opensAt` ("HH:MM", on the complaint page, the platform's
 * `todayOpensAt`): a complaint about today's paper opens then (SPEC §5's complaint).
 */
export function DisruptionNotice({
  disruption,
  today,
  opensAt,
}: {
  disruption: Disruption | null;
  today?: string;
  opensAt?: string | null;
}) {
  if (!disruption || (today !== undefined && disruption.date !== today)) return null;
  const { postalCode } = disruption;
  const until = disruption.until ? formatTime(disruption.until) : null;
  const opens = opensAt && disruption.until ? formatTime(opensAt) : null;
  return (
    <div role="status" className={styles.notice}>
      <p>
        <strong>
          {until ? (
            <Trans>
              Avisen er forsinket i {postalCode} i dag, ventet levert innen kl. {until}.
            </Trans>
          ) : (
            <Trans>Avisen kommer ikke i {postalCode} i dag.</Trans>
          )}
        </strong>
      </p>
      {disruption.message ? <p>{disruption.message}</p> : null}
      {opens ? (
        <p>
          <Trans>Du kan reklamere på dagens avis etter kl. {opens}, hvis den ikke har kommet da.</Trans>
        </p>
      ) : null}
    </div>
  );
}
