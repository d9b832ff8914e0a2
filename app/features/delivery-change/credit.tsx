// What a stop means for money, in the platform's figures: credited per issue, with the
// issues in the span and the sum for a dated stop — or that a stop does not change the price.
import { Plural, Trans } from "@lingui/react/macro";
import type { StopCredit } from "#app/api/contract/delivery.ts";
import { formatKroner } from "#app/domain/format.ts";
import { creditFor, issuesBetween } from "#app/domain/delivery-changes.ts";
import type { DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { isIsoDate } from "#app/domain/iso-date.ts";

/**
 * Why a stopped paper is worth what it is (app/domain/credits.ts): said wherever a stop's credit is
 * offered, so it is not mistaken for the larger credit of a paper that did not come.
 */
export function CreditReason() {
  return (
    <p>
      <Trans>
        Det er papiravisens del av prisen, fordi den digitale tilgangen fortsetter mens avisen er stoppet.
        Beløpet trekkes fra neste betaling.
      </Trans>
    </p>
  );
}

/** The platform's credit of a stop; nothing when it did not say (an older platform, ADR 034). */
export function CreditLine({ credit }: { credit: StopCredit | null | undefined }) {
  if (credit === undefined) return null;
  if (credit === null)
    return (
      <p>
        <Trans>En stopp endrer ikke prisen på abonnementet ditt.</Trans>
      </p>
    );
  const perIssue = formatKroner(credit.perIssue);
  if (credit.issues === null || credit.total === null)
    return (
      <>
        <p>
          <Trans>
            Du får {perIssue} til gode for hver avis du ikke får, til du gir beskjed om at avisen skal komme
            igjen.
          </Trans>
        </p>
        <CreditReason />
      </>
    );
  return <IssuesCredit perIssue={credit.perIssue} issues={credit.issues} total={credit.total} />;
}

/** "Du får 17,31 kr til gode for hver avis du ikke får: 6 aviser, 103,86 kr i alt." */
export function IssuesCredit({
  perIssue,
  issues,
  total,
}: {
  perIssue: number;
  issues: number;
  total?: number;
}) {
  const each = formatKroner(perIssue);
  const sum = formatKroner(total ?? creditFor(perIssue, issues));
  return (
    <>
      <p>
        <Plural
          value={issues}
          one={`Du får ${each} til gode for hver avis du ikke får: # avis, ${sum} i alt.`}
          other={`Du får ${each} til gode for hver avis du ikke får: # aviser, ${sum} i alt.`}
        />
      </p>
      <CreditReason />
    </>
  );
}

/**
 * On the form, before a stop is registered: what the span typed so far means for money, from the
 * platform's credit per issue and the title's publishing days.
 */
export function StopCreditEstimate({
  credit,
  from,
  to,
  openEnd,
  schedule,
}: {
  credit: StopCredit | null | undefined;
  from: string | undefined;
  to: string | undefined;
  openEnd: boolean;
  schedule: DeliverySchedule;
}) {
  if (credit === undefined) return null;
  if (credit === null || openEnd)
    return <CreditLine credit={credit && { ...credit, issues: null, total: null }} />;
  if (from && to && isIsoDate(from) && isIsoDate(to) && to >= from)
    return <IssuesCredit perIssue={credit.perIssue} issues={issuesBetween(from, to, schedule)} />;
  const perIssue = formatKroner(credit.perIssue);
  return (
    <>
      <p>
        <Trans>Du får {perIssue} til gode for hver avis du ikke får.</Trans>
      </p>
      <CreditReason />
    </>
  );
}
