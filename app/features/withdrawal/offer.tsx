// The withdrawal function (angrerett, docs/decisions/020): within 14 days of a purchase, the front
// page and the receipt offer "Angre kjøpet" as plainly as the purchase was offered.
import { Trans } from "@lingui/react/macro";
import type { Withdrawal } from "#app/api/contract/orders.ts";
import { LinkLine } from "#app/components/links.tsx";
import { formatDate } from "#app/domain/format.ts";

export function WithdrawalOffer({ withdrawal, className }: { withdrawal: Withdrawal; className?: string }) {
  const deadline = formatDate(withdrawal.deadline, __LOCALE__);
  return (
    <section className={className} aria-labelledby="angrerett">
      <h2 id="angrerett">
        <Trans>Angrerett</Trans>
      </h2>
      <p>
        <Trans>
          Du har 14 dagers angrerett. Ombestemmer du deg, kan du angre kjøpet til og med {deadline}.
        </Trans>
      </p>
      <LinkLine to="/angre-kjop" look="secondary">
        <Trans>Angre kjøpet</Trans>
      </LinkLine>
    </section>
  );
}
