// The "discount" intent: a discount code is checked on request (the button, or Enter in the field)
// by a fetcher, so the order form keeps what was typed; the order checks it again when placed.
import type { FieldMetadata } from "@conform-to/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { checkDiscount, type DiscountCheck } from "#app/api/orders.ts";
import { requiredMessage } from "#app/forms/field-messages.ts";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { currentTitle } from "#app/title/current-title.ts";

export async function checkDiscountCode(raw: string) {
  const discountCode = raw.trim();
  if (!discountCode) return { intent: "discount" as const, error: requiredMessage(t`Rabattkode`) };
  let found: DiscountCheck;
  try {
    found = await checkDiscount(discountCode, currentTitle().titleCode);
  } catch {
    return { intent: "discount" as const, failed: true };
  }
  if (found.kind === "unknown")
    return { intent: "discount" as const, error: t`Rabattkoden finnes ikke, eller den er utløpt.` };
  return { intent: "discount" as const, discount: found.discount };
}

export type DiscountAnswer = Awaited<ReturnType<typeof checkDiscountCode>>;

/** The order form's discount code field, with its own check and what the code gives. */
export function DiscountField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const { t } = useLingui();
  const fetcher = useFetcher<DiscountAnswer>({ key: "rabattkode" });
  const discount = fetcher.data?.intent === "discount" ? fetcher.data : null;
  const checkCode = () => {
    const input = document.getElementById(meta.id) as HTMLInputElement | null;
    void fetcher.submit({ intent: "discount", discountCode: input?.value ?? "" }, { method: "post" });
  };
  const errors = [
    ...(meta.errors ?? []),
    ...(discount && "error" in discount && discount.error ? [discount.error] : []),
  ];
  const found = discount && "discount" in discount ? discount.discount : null;
  const foundCode = found?.discountCode ?? "";
  const foundWhat = found?.description.toLowerCase() ?? "";

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
        <button
          type="button"
          className={styles.secondary}
          disabled={fetcher.state !== "idle"}
          onClick={checkCode}
        >
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
              Koden {foundCode} gir {foundWhat}.
            </Trans>
          </p>
        ) : discount && "failed" in discount ? (
          <p className={formStyles.error}>
            <Trans>Vi fikk ikke sjekket koden nå. Du kan likevel bestille, så sjekker vi den da.</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
