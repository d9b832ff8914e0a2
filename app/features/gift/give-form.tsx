// The form of the "give" intent: what to give and for how long, to whom, how and when, a message, a
// paper gift's address and first day, and how to pay. Above the pay button, what will happen, with
// the price, as the reader fills it in (docs/decisions/077).
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import type { GiftOffer } from "#app/api/contract/gifts.ts";
import { PaperAddress } from "#app/components/address-fields.tsx";
import { Field, FormFailures, RadioGroup, SubmitButton, TextAreaField } from "#app/components/form.tsx";
import own from "#app/components/self-service.module.css";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { GIFT_MESSAGE_MAX } from "#app/domain/gifts.ts";
import { osloInstant } from "#app/domain/oslo-instant.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { give, giveSchema } from "./intents.ts";
import { monthsText } from "#app/i18n/months.ts";
import { paymentMethodName } from "#app/i18n/words.ts";
import { dayAndHour } from "./words.ts";

export function GiveForm({ offer }: { offer: GiftOffer }) {
  const { t } = useLingui();
  const now = new Date();
  const today = osloToday(now);
  const first = offer.products[0];
  const { form, fields, formProps, hidden, pending, failed } = useIntentForm(give, {
    schema: giveSchema(offer, now),
    defaultValue: { product: first?.giftPlanID, delivery: "EMAIL", when: "NOW", sendTime: "08:00" },
  });
  const product = offer.products.find((p) => p.giftPlanID === fields.product.value) ?? null;
  const length = product?.lengths.find((l) => String(l.months) === fields.months.value) ?? null;
  const paper = product?.productType === "COMBO";
  const email = fields.delivery.value !== "CARD";
  const later = email && fields.when.value === "LATER";
  const price = length ? formatKroner(length.price) : "";

  return (
    <>
      <FormFailures failed={failed} errors={form.errors} />
      <Form {...formProps}>
        {hidden}
        <RadioGroup
          meta={fields.product}
          legend={<Trans>Hva vil du gi?</Trans>}
          options={offer.products.map((p) => ({ value: p.giftPlanID, label: p.name }))}
        />
        <RadioGroup
          key={product?.giftPlanID ?? "none"}
          meta={fields.months}
          legend={<Trans>Hvor lenge?</Trans>}
          options={
            (product ?? first)?.lengths.map((l) => ({
              value: String(l.months),
              label: `${monthsText(l.months)}: ${formatKroner(l.price)}`,
            })) ?? []
          }
        />
        <Field
          meta={fields.recipientName}
          label={<Trans>Mottakerens navn</Trans>}
          description={<Trans>Slik det skal stå på gaven.</Trans>}
          autoComplete="off"
        />
        <RadioGroup
          meta={fields.delivery}
          legend={<Trans>Hvordan vil du gi gaven?</Trans>}
          options={[
            {
              value: "EMAIL",
              label: t`Vi sender den på e-post til mottakeren`,
            },
            {
              value: "CARD",
              label: t`Jeg gir den selv`,
              description: t`Du får et gavekort med koden som PDF, til å skrive ut eller sende videre.`,
            },
          ]}
        />
        <fieldset className={own.group} hidden={!email}>
          <legend>
            <Trans>E-posten til mottakeren</Trans>
          </legend>
          <Field
            meta={fields.recipientEmail}
            label={<Trans>Mottakerens e-post</Trans>}
            type="email"
            autoComplete="off"
          />
          <RadioGroup
            meta={fields.when}
            legend={<Trans>Når skal gaven sendes?</Trans>}
            options={[
              { value: "NOW", label: t`Med en gang jeg har betalt` },
              { value: "LATER", label: t`En dag og et klokkeslett jeg velger` },
            ]}
          />
          <div hidden={!later}>
            <Field
              meta={fields.sendDate}
              label={<Trans>Dag</Trans>}
              type="date"
              min={today}
              description={<Trans>Høyst ett år fram i tid, for eksempel julaften.</Trans>}
            />
            <Field meta={fields.sendTime} label={<Trans>Klokkeslett</Trans>} type="time" />
          </div>
        </fieldset>
        <TextAreaField
          meta={fields.message}
          label={<Trans>Hilsen (valgfritt)</Trans>}
          description={<Trans>Høyst {GIFT_MESSAGE_MAX} tegn. Den står i e-posten og på gavekortet.</Trans>}
          rows={4}
        />
        <PaperAddress shown={paper} fields={fields}>
          <Field
            meta={fields.firstDeliveryDate}
            label={<Trans>Første dag med avis</Trans>}
            type="date"
            min={earliestChangeDate(now)}
          />
        </PaperAddress>
        <RadioGroup
          meta={fields.payment}
          legend={<Trans>Betalingsmåte</Trans>}
          options={[
            { value: "SWEDBANK-PPG", label: paymentMethodName("SWEDBANK-PPG") },
            {
              value: "VIPPS",
              label: paymentMethodName("VIPPS"),
              description: t`Du godkjenner i Vipps-appen.`,
            },
          ]}
        />
        <section aria-labelledby="gave-oppsummering" className={own.group}>
          <h2 id="gave-oppsummering">
            <Trans>Dette skjer når du betaler</Trans>
          </h2>
          <div aria-live="polite">
            <Summary
              product={product?.name ?? null}
              months={length?.months ?? null}
              price={price}
              name={(fields.recipientName.value ?? "").trim()}
              email={email ? (fields.recipientEmail.value ?? "").trim() : null}
              sendAt={
                later && fields.sendDate.value && fields.sendTime.value
                  ? safeInstant(fields.sendDate.value, fields.sendTime.value)
                  : null
              }
              firstDay={paper ? (fields.firstDeliveryDate.value ?? null) : null}
            />
          </div>
        </section>
        <p>
          <Trans>
            Når du kjøper, godtar du <Link to="/vilkaar">abonnementsvilkårene</Link>. Du kan angre kjøpet i 14
            dager så lenge gaven ikke er løst inn.
          </Trans>
        </p>
        <SubmitButton pending={pending}>
          {pending ? t`Går til betaling …` : price ? t`Til betaling (${price})` : t`Til betaling`}
        </SubmitButton>
      </Form>
    </>
  );
}

/** A typed day and hour as an instant, or null while it is not one yet. */
function safeInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  return osloInstant(date, time).toISOString();
}

function Summary({
  product,
  months,
  price,
  name,
  email,
  sendAt,
  firstDay,
}: {
  product: string | null;
  months: number | null;
  price: string;
  name: string;
  email: string | null;
  sendAt: string | null;
  firstDay: string | null;
}) {
  const { t } = useLingui();
  if (!product || !months) return <p>{t`Velg hva du vil gi og hvor lenge, så ser du prisen her.`}</p>;
  const length = monthsText(months);
  const to = name || t`mottakeren`;
  const when = sendAt ? dayAndHour(sendAt) : null;
  const address = email || t`e-postadressen du skriver`;
  const first = firstDay && /^\d{4}-\d{2}-\d{2}$/.test(firstDay) ? formatDate(firstDay, __LOCALE__) : null;
  return (
    <ul>
      <li>
        <Trans>
          Du betaler {price} nå for {product} i {length} til {to}. Ingenting mer trekkes, og gaven fornyes
          ikke.
        </Trans>
      </li>
      <li>
        {email === null ? (
          <Trans>Du får et gavekort med koden som PDF under Mine gaver, til å gi selv.</Trans>
        ) : when ? (
          <Trans>
            Vi sender gaven til {address} {when}, ikke før. Til da kan du endre dag og e-post under Mine
            gaver.
          </Trans>
        ) : (
          <Trans>Vi sender gaven til {address} med en gang du har betalt.</Trans>
        )}
      </li>
      {first ? (
        <li>
          <Trans>Papiravisen kommer fra {first} når gaven er løst inn.</Trans>
        </li>
      ) : null}
      <li>
        <Trans>
          Mottakeren løser inn gaven med sin egen bruker. Du får kvittering på e-post, og den ligger under
          Mine gaver.
        </Trans>
      </li>
    </ul>
  );
}
