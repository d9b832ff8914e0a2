// What was ordered, shown the same way before it is paid (/betaling) and on its receipt.
import { Trans } from "@lingui/react/macro";
import type { Order } from "#app/api/contract/orders.ts";
import { addressLine } from "#app/domain/address-fields.ts";
import { paymentMethodName } from "#app/i18n/words.ts";
import pay from "#app/components/payment.module.css";
import { formatDate } from "#app/domain/format.ts";
import { orderSchedule, scheduleWords } from "./price.ts";

/** What was ordered: before payment (/betaling) or after it (the receipt, with the order number). */
export function OrderFacts({ order, paid }: { order: Order; paid: boolean }) {
  const words = scheduleWords(
    orderSchedule(order),
    order.billingPeriod,
    order.discountCode && order.discount ? { discountCode: order.discountCode, ...order.discount } : null,
  );
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
          <dd>{order.orderNo ?? order.orderId}</dd>
        </>
      ) : null}
      <dt>
        <Trans>Starter</Trans>
      </dt>
      <dd>{formatDate(order.startDate, __LOCALE__)}</dd>
      <dt>{paid ? <Trans>Betalt nå</Trans> : <Trans>Å betale nå</Trans>}</dt>
      <dd>{words.now}</dd>
      <dt>
        <Trans>Deretter</Trans>
      </dt>
      <dd>{words.then}</dd>
      <dt>
        <Trans>Betalingsmåte</Trans>
      </dt>
      <dd>{paymentMethodName(order.paymentMethod)}</dd>
      {order.discountCode ? (
        <>
          <dt>
            <Trans>Rabatt</Trans>
          </dt>
          <dd>{words.discount ?? order.discountCode}</dd>
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
