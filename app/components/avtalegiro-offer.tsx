// Offered where an invoice is paid or shown (docs/decisions/053): AvtaleGiro, so the next one is
// drawn by the bank on its due date — and, where the title charges for paper invoices, the fee it
// avoids.
import { Trans } from "@lingui/react/macro";
import { formatKroner } from "#app/domain/format.ts";
import { LinkLine } from "./links.tsx";

export function AvtaleGiroOffer({ paperFee }: { paperFee?: number | null }) {
  const fee = paperFee ? formatKroner(paperFee) : null;
  return (
    <aside aria-labelledby="avtalegiro-tilbud">
      <h2 id="avtalegiro-tilbud">
        <Trans>Slipp å betale fakturaen selv</Trans>
      </h2>
      <p>
        <Trans>Med AvtaleGiro trekker banken beløpet fra kontoen din på forfallsdagen.</Trans>{" "}
        {fee ? (
          // eFaktura is registered here, on the same page as AvtaleGiro (efaktura-section.tsx).
          <Trans>
            Faktura på papir koster {fee} i gebyr. Du slipper gebyret med AvtaleGiro, eller med eFaktura, som
            du også bestiller her på Min side.
          </Trans>
        ) : null}
      </p>
      <LinkLine to="/endre-betalingsmetode#avtalegiro">
        <Trans>Opprett AvtaleGiro</Trans>
      </LinkLine>
      {fee ? (
        <LinkLine to="/endre-betalingsmetode#efaktura">
          <Trans>Bestill eFaktura</Trans>
        </LinkLine>
      ) : null}
    </aside>
  );
}
