// The "discount" intent: a discount code is checked on request (the button, or Enter in the field)
// by a fetcher, so the order form keeps what was typed; the order checks it again when placed.
import type { FieldMetadata } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReplyOf, sendFailed } from "#app/forms/intent.ts";
import { useIntentFetcher } from "#app/forms/use-intent-form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { discount } from "./intents.ts";
import { monthsText } from "#app/i18n/months.ts";

/** The fetcher that checks the code: one per page, so the order form can price what it found. */
export const DISCOUNT_FETCHER = "rabattkode";

/** What the last check of a code answered (the kit's reply), as the order form reads it. */
export type DiscountReply = ReplyOf<typeof discount>;

/** The discount a check found, if its last answer found one. */
export const discountFound = (reply: DiscountReply | undefined) =>
  reply?.status === 200 ? reply.data.discount : undefined;

/** The order form's discount code field, with its own check and what the code gives. */
export function DiscountField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const { t } = useLingui();
  const check = useIntentFetcher(discount, DISCOUNT_FETCHER);
  const reply = check.reply;
  const checkCode = () => {
    const input = document.getElementById(meta.id) as HTMLInputElement | null;
    void check.send({ discountCode: input?.value ?? "" });
  };
  const errors = [...(meta.errors ?? []), ...(reply?.result.error?.discountCode ?? [])];
  const found = discountFound(reply) ?? null;
  const foundCode = found?.discountCode ?? "";
  // In our words, from the code's facts: the platform's description is one language for every
  // title, and says nothing of a campaign whose months come first (the price below says when).
  const foundPercent = found?.percentOff ?? 0;
  const foundMonths = found ? monthsText(found.months) : "";

  return (
    <div className={formStyles.field}>
      <label htmlFor={meta.id}>
        <Trans>Rabattkode (valgfritt)</Trans>
      </label>
      <div className={own.row}>
        <input
          id={meta.id}
          name={meta.name}
          defaultValue={meta.initialValue}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={`${meta.id}-status`}
          autoComplete="off"
          className={formStyles.input}
          onKeyDown={(event) => {
            // Enter in the code field checks the code; it does not place the order.
            if (event.key !== "Enter") return;
            event.preventDefault();
            checkCode();
          }}
        />
        <button type="button" className={styles.secondary} disabled={check.pending} onClick={checkCode}>
          {t`Bruk koden`}
        </button>
      </div>
      <div id={`${meta.id}-status`} aria-live="polite">
        {errors.length > 0 ? (
          <div className={formStyles.error}>
            {errors.map((error) => (
              <p key={error}>{error}</p>
            ))}
          </div>
        ) : found ? (
          <p className={formStyles.status}>
            <Trans>
              Koden {foundCode} gir {foundPercent} % rabatt i {foundMonths}.
            </Trans>
          </p>
        ) : sendFailed(reply) ? (
          <p className={formStyles.error}>
            <Trans>Vi fikk ikke sjekket koden nå. Du kan likevel bestille, så sjekker vi den da.</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
