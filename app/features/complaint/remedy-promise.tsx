// What a registered complaint promises, in plain words (docs/decisions/037): the receipt and the
// front page say it the same way. Apart from the remedy's choice (./remedy.tsx), so the front page
// does not load the form's fields with it.
import { Plural, Trans } from "@lingui/react/macro";
import type { RegisteredComplaint } from "#app/api/contract/complaint.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";

const day = (date: string) => formatDate(date, __LOCALE__);

/** What will happen, and when: the receipt and the front page say it the same way. */
export function RemedyPromise({ complaint }: { complaint: RegisteredComplaint }) {
  const { remedy } = complaint;
  switch (remedy.kind) {
    case "REDELIVERY": {
      const on = day(remedy.date);
      return <Trans>Avisbudet kommer med avisen på nytt i dag, {on}.</Trans>;
    }
    case "CREDIT": {
      const amount = formatKroner(remedy.amount);
      const on = day(remedy.on);
      return (
        <Trans>
          Vi trekker {amount} fra fakturaen for perioden som starter {on}.
        </Trans>
      );
    }
    case "EXTEND": {
      const on = day(remedy.on);
      return (
        <>
          <Plural
            value={remedy.days}
            one="Abonnementet blir forlenget med # dag."
            other="Abonnementet blir forlenget med # dager."
          />{" "}
          <Trans>Det skjer {on}, når neste periode starter.</Trans>
        </>
      );
    }
    case "NONE":
      return <Trans>Vi gir beskjed til avisbudet, så det ikke skjer igjen.</Trans>;
  }
}
