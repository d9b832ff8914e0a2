// Redeeming a gift (/los-inn-gave): the code from the e-mail's link or typed from a gift card, the
// gift behind it and, before anything changes, what redeeming does for this reader in words; then
// "Løs inn gaven", once. A wrong, used, expired or withdrawn code is refused in words that say which.
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import type { GiftLookup } from "#app/api/gifts.ts";
import { CallFailedAlert, Field, FormAlert, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { NamedSection } from "#app/components/named-section.tsx";
import own from "#app/components/self-service.module.css";
import { formatDate } from "#app/domain/format.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { lookUp, redeem } from "./intents.ts";
import { monthsText } from "#app/i18n/months.ts";
import { codeRefusalText, outcomeText } from "./words.ts";

export function RedeemScreen({ lookup }: { lookup: GiftLookup | null }) {
  if (lookup?.kind === "ok") return <GiftToRedeem gift={lookup.gift} />;
  return <CodeForm refusal={lookup ? codeRefusalText(lookup.kind) : null} />;
}

function CodeForm({ refusal }: { refusal: string | null }) {
  const { t } = useLingui();
  const { fields, formProps, hidden, pending, failed } = useIntentForm(lookUp);
  return (
    <NamedSection id="gavekode" heading={<Trans>Skriv inn gavekoden</Trans>} className={own.card}>
      {refusal ? <FormAlert errors={[refusal]} /> : null}
      {failed ? <CallFailedAlert /> : null}
      <Form {...formProps}>
        {hidden}
        <Field
          meta={fields.code}
          label={<Trans>Gavekode</Trans>}
          description={<Trans>Koden står i e-posten eller på gavekortet, for eksempel K7QM-4XRT-9CHN.</Trans>}
          autoComplete="off"
        />
        <SubmitButton pending={pending}>{pending ? t`Ser etter gaven …` : t`Finn gaven`}</SubmitButton>
      </Form>
    </NamedSection>
  );
}

function GiftToRedeem({ gift }: { gift: Extract<GiftLookup, { kind: "ok" }>["gift"] }) {
  const { t } = useLingui();
  const { formProps, hidden, pending, failed, answer } = useIntentForm(redeem);
  const giver = gift.giverName;
  const product = gift.productName;
  const length = monthsText(gift.months);
  const validUntil = formatDate(gift.validUntil, __LOCALE__);
  const redeemed = answer?.redeemed ?? null;
  const refusal = answer && !answer.redeemed && "refused" in answer ? codeRefusalText(answer.refused) : null;
  return (
    <NamedSection id="gaven" heading={<Trans>Gave fra {giver}</Trans>} className={own.card}>
      <p>
        <Trans>
          {product} i {length}
        </Trans>
      </p>
      {gift.message ? (
        <figure className={own.quote}>
          <blockquote>
            <p>{gift.message}</p>
          </blockquote>
          <figcaption>{giver}</figcaption>
        </figure>
      ) : null}
      <div role="status" className={formStyles.status}>
        {redeemed ? (
          <>
            <p>
              <strong>
                <Trans>Gaven er løst inn.</Trans>
              </strong>{" "}
              {outcomeText(redeemed, true)}
            </p>
            <p>
              <Link to="/">
                <Trans>Til Min side</Trans>
              </Link>
            </p>
          </>
        ) : null}
      </div>
      {refusal ? <FormAlert errors={[refusal]} /> : null}
      {failed ? <CallFailedAlert /> : null}
      {redeemed || refusal ? null : (
        <>
          <h3>
            <Trans>Dette skjer når du løser inn gaven</Trans>
          </h3>
          <p>{outcomeText(gift.outcome, false)}</p>
          <p>
            <Trans>Koden kan brukes én gang, til og med {validUntil}.</Trans>
          </p>
          <Form {...formProps}>
            {hidden}
            <SubmitButton pending={pending}>{pending ? t`Løser inn …` : t`Løs inn gaven`}</SubmitButton>
          </Form>
        </>
      )}
    </NamedSection>
  );
}
