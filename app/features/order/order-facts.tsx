// What was ordered, shown the same way before it is paid (/betaling) and on its receipt.
import { Trans } from "@lingui/react/macro";
import type { Order } from "#app/api/contract/orders.ts";
import { addressLine } from "#app/components/address-fields.tsx";
import { paymentMethodName, perPeriod } from "#app/i18n/words.ts";
import pay from "#app/components/payment.module.css";
import { formatDate, formatKroner } from "#app/domain/format.ts";

/** What was ordered: before payment (/betaling) or after it (the receipt, with the order number). */
export function OrderFacts({ order, paid }: { order: Order; paid: boolean }) {
  const price = formatKroner(order.price);
  const per = perPeriod(order.billingPeriod);
  return (
    <dl className={pay.facts}>
      <dt>
        <Trans>Abonnement</Trans>
      </dt>
      <dd>{order.planName}</dd>
      {paid ? (
        <>
          <dt>
            <Trans>Ordrenummer</Trans>
          </dt>
          <dd>{order.orderId}</dd>
        </>
      ) : null}
      <dt>
        <Trans>Starter</Trans>
      </dt>
      <dd>{formatDate(order.startDate, __LOCALE__)}</dd>
      <dt>{paid ? <Trans>Betalt nå</Trans> : <Trans>Å betale nå</Trans>}</dt>
      <dd>{formatKroner(order.firstAmount)}</dd>
      <dt>
        <Trans>Deretter</Trans>
      </dt>
      <dd>
        {price} {per}
      </dd>
      <dt>
        <Trans>Betalingsmåte</Trans>
      </dt>
      <dd>{paymentMethodName(order.paymentMethod)}</dd>
      {order.discountCode ? (
        <>
          <dt>
            <Trans>Rabattkode</Trans>
          </dt>
          <dd>{order.discountCode}</dd>
          {order.discountAmount > 0 ? (
            <>
              <dt>
                <Trans>Rabatt</Trans>
              </dt>
              <dd>−{formatKroner(order.discountAmount)}</dd>
            </>
          ) : null}
        </>
      ) : null}
      {order.deliveryAddress ? (
        <>
          <dt>
            <Trans>Leveringsadresse</Trans>
          </dt>
          <dd>{addressLine(order.deliveryAddress)}</dd>
        </>
      ) : null}
    </dl>
  );
}
