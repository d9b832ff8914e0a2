// The withdrawal function (angrerett, docs/decisions/020): within 14 days of a purchase, the front
// page and the receipt offer "Angre kjøpet" as plainly as the purchase was offered.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { Withdrawal } from "#app/api/contract/orders.ts";
import styles from "#app/components/page.module.css";
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
      <p>
        <Link to="/angre-kjop" className={styles.secondary}>
          <Trans>Angre kjøpet</Trans>
        </Link>
      </p>
    </section>
  );
}
