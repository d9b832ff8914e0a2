// The remedy a reader chooses for a complaint, and what a registered one promises, in plain words
// (docs/decisions/037). The platform says what it offers and with what amounts.
import type { FieldMetadata } from "@conform-to/react";
import { Plural, Trans } from "@lingui/react/macro";
import type { DeliveryHistory, RemedyOffer } from "#app/api/contract/complaint.ts";
import { RadioGroup } from "#app/components/form.tsx";
import { formatKroner, formatTime } from "#app/domain/format.ts";

function OfferLabel({ offer, issues }: { offer: RemedyOffer; issues: number }) {
  switch (offer.kind) {
    case "REDELIVERY":
      return <Trans>Lever dagens avis på nytt i dag</Trans>;
    case "CREDIT": {
      const total = formatKroner(offer.amountPerIssue * issues);
      return <Trans>Trekk {total} fra neste faktura</Trans>;
    }
    case "EXTEND":
      return (
        <Plural
          value={issues * offer.daysPerIssue}
          one="Forleng abonnementet med # dag"
          other="Forleng abonnementet med # dager"
        />
      );
  }
}

function OfferDescription({ offer }: { offer: RemedyOffer }) {
  switch (offer.kind) {
    case "REDELIVERY": {
      const cutoff = formatTime(offer.cutoff);
      return <Trans>Avisbudet kommer med avisen i løpet av dagen. Mulig til kl. {cutoff}.</Trans>;
    }
    case "CREDIT": {
      const per = formatKroner(offer.amountPerIssue);
      return (
        <Trans>
          {per} for hver avis du ikke fikk, trukket fra fakturaen for neste periode: en dags pris for hele
          abonnementet, fordi feilen var vår.
        </Trans>
      );
    }
    case "EXTEND":
      return <Trans>En dag for hver avis du ikke fikk, lagt til når neste periode starter.</Trans>;
  }
}

/** Why today's paper cannot be brought again, when the reader picked today alone. */
function NoRedelivery({ why }: { why: DeliveryHistory["noRedelivery"] }) {
  if (why === "after-cutoff") return <Trans>Det er for sent å få dagens avis levert på nytt i dag.</Trans>;
  if (why === "outside-area")
    return <Trans>Vi kan ikke levere avisen på nytt samme dag til adressen din.</Trans>;
  return null;
}

/**
 * The remedies offered for the category and days: a choice when there are some, a plain sentence
 * when the category gets none (then nothing is to be chosen, and NONE is sent).
 */
export function RemedyChoice({
  meta,
  offers,
  remedied,
  picked,
  history,
}: {
  meta: FieldMetadata<string | undefined>;
  offers: RemedyOffer[];
  remedied: boolean;
  picked: readonly string[];
  history: DeliveryHistory;
}) {
  if (!remedied) {
    return (
      <p>
        <input type="hidden" name={meta.name} value="NONE" />
        <Trans>
          For denne typen reklamasjon gir vi ikke fratrekk eller forlengelse, men vi gir beskjed til
          avisbudet.
        </Trans>
      </p>
    );
  }
  if (offers.length === 0) {
    return (
      <p>
        <Trans>Velg hva det gjelder og hvilke dager, så ser du hva vi kan gjøre.</Trans>
      </p>
    );
  }
  const todayAlone = picked.length === 1 && picked[0] === history.today;
  return (
    <>
      <RadioGroup
        key={offers.map((o) => o.kind).join()}
        meta={meta}
        legend={<Trans>Hva vil du at vi skal gjøre?</Trans>}
        options={offers.map((offer) => ({
          value: offer.kind,
          label: <OfferLabel offer={offer} issues={picked.length} />,
          description: <OfferDescription offer={offer} />,
        }))}
      />
      {todayAlone && history.noRedelivery ? (
        <p>
          <NoRedelivery why={history.noRedelivery} />
        </p>
      ) : null}
    </>
  );
}
