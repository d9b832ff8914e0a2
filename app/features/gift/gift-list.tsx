// The giver's gifts (/gaver): each with its state, the day it will be or was sent and the recipient's
// name — never the recipient's account. Before it is sent: move its day or correct the address, or
// send it now; sent by e-mail: send it again; a card gift: its PDF again; within 14 days and not
// redeemed: withdraw it, the whole price back. Each row's intent has its own key, so a double click
// or a retry acts once; a change that went through leads back with a fresh key.
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import type { Gift } from "#app/api/contract/gifts.ts";
import { getGiftCardPdf, giftCardHref } from "#app/api/gifts.ts";
import { CallFailedAlert, Field, FormAlert, SubmitButton } from "#app/components/form.tsx";
import { LinkLine } from "#app/components/links.tsx";
import formStyles from "#app/components/form.module.css";
import page from "#app/components/page.module.css";
import { PdfDownload } from "#app/components/pdf-download.tsx";
import own from "#app/components/self-service.module.css";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { osloDateTime, osloToday } from "#app/domain/oslo-date.ts";
import { sendFailed } from "#app/forms/intent.ts";
import { useIntentForm, useReply } from "#app/forms/use-intent-form.tsx";
import { change, changeSchema, sendNow, withdraw } from "./intents.ts";
import type { Done } from "./screen.ts";
import { monthsText } from "#app/i18n/months.ts";
import { dayAndHour, giftRefusalText, stateText, whenText } from "./words.ts";

/** What went through, said once the list shows it (the id comes back in the URL). */
export function doneText(done: { done: Done; id: string } | null, gifts: readonly Gift[]): string | null {
  const gift = done && gifts.find((g) => g.giftId === done.id);
  if (!done || !gift) return null;
  const name = gift.recipientName;
  switch (done.done) {
    case "change": {
      const when = dayAndHour(gift.sendAt);
      return t`Gaven til ${name} sendes ${when}.`;
    }
    case "send":
      return t`Gaven er sendt til ${name}.`;
    case "withdraw": {
      const amount = formatKroner(gift.refund?.amount ?? gift.price);
      return t`Gaven til ${name} er angret. Du får ${amount} tilbake.`;
    }
  }
}

export function GiftList({ gifts, done }: { gifts: readonly Gift[]; done: string | null }) {
  const replies = [useReply(change), useReply(sendNow), useReply(withdraw)];
  const refusedReply = replies.find((reply) => reply?.status === 200);
  const refusal =
    refusedReply?.status === 200 && "refused" in (refusedReply.data as object)
      ? giftRefusalText((refusedReply.data as { refused: Parameters<typeof giftRefusalText>[0] }).refused)
      : null;
  const failed = replies.some((reply) => sendFailed(reply));
  return (
    <section aria-labelledby="gitte-gaver" className={own.card}>
      <h2 id="gitte-gaver">
        <Trans>Gaver du har gitt</Trans>
      </h2>
      <div aria-live="polite">{done ? <p className={formStyles.status}>{done}</p> : null}</div>
      {refusal ? <FormAlert errors={[refusal]} /> : null}
      {failed ? <CallFailedAlert /> : null}
      {gifts.length === 0 ? (
        <p>
          <Trans>Du har ikke gitt noen gaver ennå.</Trans>
        </p>
      ) : (
        <ul className={own.list}>
          {gifts.map((gift) => (
            <GiftItem key={gift.giftId} gift={gift} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GiftItem({ gift }: { gift: Gift }) {
  const headingId = `gave-${gift.giftId}`;
  const product = gift.productName;
  const length = monthsText(gift.months);
  const state = stateText(gift.state);
  const validUntil = formatDate(gift.validUntil, __LOCALE__);
  const email = gift.delivery === "EMAIL";
  const open = gift.state === "PLANNED" || gift.state === "SENT";
  const recipient = gift.recipientName;
  return (
    <li className={own.item} aria-labelledby={headingId}>
      <h3 id={headingId} className={own.itemTitle}>
        <Trans>
          {product}, {length}
        </Trans>
      </h3>
      <dl className={own.facts}>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{state}</dd>
        <dt>
          <Trans>Til</Trans>
        </dt>
        <dd>{whenText(gift)}</dd>
        {email && gift.recipientEmail ? (
          <>
            <dt>
              <Trans>E-post</Trans>
            </dt>
            <dd>{gift.recipientEmail}</dd>
          </>
        ) : null}
        {open ? (
          <>
            <dt>
              <Trans>Kan løses inn til og med</Trans>
            </dt>
            <dd>{validUntil}</dd>
          </>
        ) : null}
        {gift.redeemedOn ? (
          <>
            <dt>
              <Trans>Løst inn</Trans>
            </dt>
            <dd>{formatDate(gift.redeemedOn, __LOCALE__)}</dd>
          </>
        ) : null}
      </dl>
      {gift.refund ? <Refund refund={gift.refund} /> : null}
      {gift.receiptPaymentId ? (
        <LinkLine to={`/dokument/kvittering/${encodeURIComponent(gift.receiptPaymentId)}`}>
          <Trans>Kvittering for {product}</Trans>
        </LinkLine>
      ) : null}
      {gift.delivery === "CARD" && open ? (
        <p>
          <PdfDownload
            className="line"
            href={giftCardHref(gift.giftId)}
            fetchPdf={(retry) => getGiftCardPdf(gift.giftId, retry)}
          >
            <Trans>Last ned gavekortet til {recipient} (PDF)</Trans>
          </PdfDownload>
        </p>
      ) : null}
      {gift.state === "PLANNED" && email ? <ChangeForm gift={gift} /> : null}
      {open && email ? <SendNowForm gift={gift} /> : null}
      {gift.withdrawUntil ? <WithdrawForm gift={gift} withdrawUntil={gift.withdrawUntil} /> : null}
    </li>
  );
}

function Refund({ refund }: { refund: NonNullable<Gift["refund"]> }) {
  const amount = formatKroner(refund.amount);
  return (
    <p>
      <Trans>Du har fått {amount} tilbake.</Trans>{" "}
      <Link to={`/dokument/kreditnota/${encodeURIComponent(refund.creditId)}`}>
        <Trans>Kreditnota</Trans>
      </Link>
    </p>
  );
}

function ChangeForm({ gift }: { gift: Gift }) {
  const { t } = useLingui();
  const { date, time } = osloDateTime(new Date(gift.sendAt));
  const match = { id: gift.giftId };
  const { fields, formProps, hidden, pending } = useIntentForm(change, {
    id: `endre-${gift.giftId}`,
    match,
    schema: changeSchema(new Date()),
    defaultValue: {
      id: gift.giftId,
      recipientEmail: gift.recipientEmail ?? "",
      sendDate: date,
      sendTime: time,
    },
  });
  const name = gift.recipientName;
  return (
    <details className={own.group}>
      <summary>
        <Trans>Endre dag eller e-post for gaven til {name}</Trans>
      </summary>
      <Form {...formProps}>
        {hidden}
        <input type="hidden" name="id" value={gift.giftId} />
        <Field meta={fields.recipientEmail} label={<Trans>Mottakerens e-post</Trans>} type="email" />
        <Field meta={fields.sendDate} label={<Trans>Dag</Trans>} type="date" min={osloToday()} />
        <Field meta={fields.sendTime} label={<Trans>Klokkeslett</Trans>} type="time" />
        <SubmitButton pending={pending}>{pending ? t`Lagrer …` : t`Lagre endringen`}</SubmitButton>
      </Form>
    </details>
  );
}

function SendNowForm({ gift }: { gift: Gift }) {
  const { t } = useLingui();
  const { formProps, hidden, pending } = useIntentForm(sendNow, {
    id: `send-${gift.giftId}`,
    match: { id: gift.giftId },
  });
  const name = gift.recipientName;
  return (
    <Form {...formProps}>
      {hidden}
      <input type="hidden" name="id" value={gift.giftId} />
      <SubmitButton pending={pending} className={page.secondary}>
        {pending
          ? t`Sender …`
          : gift.state === "PLANNED"
            ? t`Send gaven til ${name} nå`
            : t`Send e-posten til ${name} på nytt`}
      </SubmitButton>
    </Form>
  );
}

function WithdrawForm({ gift, withdrawUntil }: { gift: Gift; withdrawUntil: string }) {
  const { t } = useLingui();
  const { formProps, hidden, pending } = useIntentForm(withdraw, {
    id: `angre-${gift.giftId}`,
    match: { id: gift.giftId },
  });
  const last = formatDate(withdrawUntil, __LOCALE__);
  const amount = formatKroner(gift.price);
  const name = gift.recipientName;
  return (
    <Form {...formProps}>
      {hidden}
      <input type="hidden" name="id" value={gift.giftId} />
      <p>
        <Trans>
          Du kan angre kjøpet til og med {last} så lenge gaven ikke er løst inn. Da virker ikke koden lenger,
          og du får {amount} tilbake.
        </Trans>
      </p>
      <SubmitButton pending={pending} className={page.secondary}>
        {pending ? t`Angrer …` : t`Angre gaven til ${name}`}
      </SubmitButton>
    </Form>
  );
}
