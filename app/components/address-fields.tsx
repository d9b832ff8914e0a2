// The delivery address of SPEC §3 (c/o name, street, street number, floor, flat number, postal code
// and the place it belongs to) as form fields with the SPEC §5 messages, for every form that takes
// an address. The place is never typed: it is looked up from the postal code and shown read-only.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { z } from "zod/mini";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import { ADDRESS_FIELDS, type AddressFieldName } from "#app/domain/address-fields.ts";
import { isPostalCode, isStreetNumber } from "#app/domain/validation.ts";
import { useIntentFetcher } from "#app/forms/use-intent-form.tsx";
import styles from "./address-fields.module.css";
import {
  addressRequiredMessage,
  deliveryNameRequiredMessage,
  postalCodeShapeMessage,
  requiredMessage,
  unknownPostalCodeMessage,
  streetNumberRequiredMessage,
  streetNumberShapeMessage,
} from "#app/forms/messages.ts";
import { ErrorList, Field } from "./form.tsx";
import { postalLookup } from "./intents.ts";
import formStyles from "./form.module.css";
import own from "./self-service.module.css";
import { typedText } from "#app/forms/text.ts";

// The parts themselves are app/domain's, where the form kit's tests read them too.
export { ADDRESS_FIELDS, type AddressFieldName };
export type TypedAddress = { [K in AddressFieldName]?: string | undefined };

/**
 * The address parts as a zod shape to spread into a form schema. Every part is optional here so a
 * form can report all missing parts at once (with addressProblems) when an address is needed.
 */
export const addressShape = {
  coname: z.optional(typedText(z.string().check(z.trim()), { max: 100, name: true })),
  street: z.optional(typedText(z.string().check(z.trim()), { max: 100 })),
  streetNumber: z.optional(typedText(z.string().check(z.trim()), { max: 10 })),
  floor: z.optional(typedText(z.string().check(z.trim()), { max: 10 })),
  flatNumber: z.optional(typedText(z.string().check(z.trim()), { max: 10 })),
  postalCode: z.optional(typedText(z.string().check(z.trim()), { max: 10 })),
};

/** What is missing or wrong in a typed address, field by field (SPEC §5 messages, word for word). */
export function addressProblems(address: TypedAddress): Array<[AddressFieldName, string]> {
  const problems: Array<[AddressFieldName, string]> = [];
  if (!address.coname) problems.push(["coname", deliveryNameRequiredMessage()]);
  if (!address.street) problems.push(["street", addressRequiredMessage()]);
  if (!address.streetNumber) problems.push(["streetNumber", streetNumberRequiredMessage()]);
  else if (!isStreetNumber(address.streetNumber)) problems.push(["streetNumber", streetNumberShapeMessage()]);
  if (!address.postalCode) problems.push(["postalCode", requiredMessage(t`Postnummer`)]);
  else if (!isPostalCode(address.postalCode)) problems.push(["postalCode", postalCodeShapeMessage()]);
  return problems;
}

/** A checked address (addressProblems found nothing) with its looked-up place, as the contract has it. */
export function toDeliveryAddress(address: TypedAddress, place: string): DeliveryAddress {
  return {
    coname: address.coname || null,
    street: address.street ?? "",
    streetNumber: address.streetNumber ?? "",
    floor: address.floor || null,
    flatNumber: address.flatNumber || null,
    postalCode: (address.postalCode ?? "").trim(),
    place,
  };
}

type Meta = FieldMetadata<string | undefined>;

/**
 * The place of the postal code as it is typed, for AddressFields: a fetcher sends the postalLookup
 * intent to the route's own action. Spread the result onto AddressFields.
 */
export function usePostalLookup(typed: string | undefined) {
  const lookup = useIntentFetcher(postalLookup, "postnummer");
  const answer = lookup.answer;
  const looked = answer && answer.postalCode === (typed ?? "").trim() ? answer : null;
  return {
    place: looked?.place ?? null,
    postalCodeError: looked?.unknown ? unknownPostalCodeMessage() : null,
    onPostalCodeInput: (value: string) => {
      if (isPostalCode(value)) void lookup.send({ postalCode: value.trim() });
    },
  };
}

/**
 * The address inputs. `place` is what the postal code was looked up to (null while unknown);
 * `postalCodeError` what the lookup said; `onPostalCodeInput` starts a lookup as the code is typed.
 */
export function AddressFields({
  fields,
  place,
  postalCodeError,
  onPostalCodeInput,
}: {
  fields: Record<AddressFieldName, Meta>;
  place: string | null;
  postalCodeError?: string | null;
  onPostalCodeInput: (postalCode: string) => void;
}) {
  const postal = fields.postalCode;
  const errors = [...new Set([...(postal.errors ?? []), ...(postalCodeError ? [postalCodeError] : [])])];
  const invalid = errors.length > 0;
  const placeId = `${postal.id}-sted`;
  return (
    <>
      <Field
        meta={fields.coname}
        label={<Trans>Navn på leveringsadresse</Trans>}
        description={
          <Trans>Navnet på postkassen, for eksempel ditt eget eller navnet til den du bor hos.</Trans>
        }
        autoComplete="shipping name"
      />
      <div className={styles.row}>
        <div className={styles.wide}>
          <Field meta={fields.street} label={<Trans>Adresse</Trans>} autoComplete="shipping address-line1" />
        </div>
        <div className={styles.narrow}>
          <Field meta={fields.streetNumber} label={<Trans>Gatenummer</Trans>} autoComplete="off" />
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.narrow}>
          <Field meta={fields.floor} label={<Trans>Etasje (valgfritt)</Trans>} inputMode="numeric" />
        </div>
        <div className={styles.narrow}>
          <Field meta={fields.flatNumber} label={<Trans>Leilighetsnummer (valgfritt)</Trans>} />
        </div>
      </div>
      <div className={styles.row}>
        <div className={`${formStyles.field} ${styles.narrow}`}>
          <label htmlFor={postal.id}>
            <Trans>Postnummer</Trans>
          </label>
          <input
            {...getInputProps(postal, { type: "text" })}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? postal.errorId : undefined}
            autoComplete="shipping postal-code"
            inputMode="numeric"
            className={formStyles.input}
            onChange={(event) => onPostalCodeInput(event.currentTarget.value)}
          />
          <ErrorList id={postal.errorId} errors={errors} />
        </div>
        <div className={`${formStyles.field} ${styles.wide}`}>
          <label htmlFor={placeId}>
            <Trans>Poststed</Trans>
          </label>
          <input
            id={placeId}
            type="text"
            readOnly
            value={place ?? ""}
            className={`${formStyles.input} ${styles.readOnly}`}
          />
        </div>
      </div>
    </>
  );
}

/**
 * Where the paper goes, for a paper plan or a paper gift: the address, its place looked up as the
 * postal code is typed, and what else the form asks there (`children`). Hidden, not removed, while
 * paper is not chosen: what was typed is still there when it is chosen again.
 */
export function PaperAddress({
  shown,
  fields,
  children,
}: {
  shown: boolean;
  fields: Record<AddressFieldName, Meta>;
  children?: ReactNode;
}) {
  const postal = usePostalLookup(fields.postalCode.value);
  return (
    <fieldset className={own.group} hidden={!shown}>
      <legend>
        <Trans>Hvor skal papiravisen leveres?</Trans>
      </legend>
      <AddressFields fields={fields} {...postal} />
      {children}
    </fieldset>
  );
}
