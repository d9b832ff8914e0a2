import type { FieldMetadata } from "@conform-to/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Field } from "./form.tsx";
import own from "./self-service.module.css";

type Meta = FieldMetadata<string | undefined>;

/** The person's name as the profile keeps it: given and family name side by side. */
export function NameFields({ givenName, familyName }: { givenName: Meta; familyName: Meta }) {
  return (
    <div className={own.row}>
      <Field meta={givenName} label={<Trans>Fornavn</Trans>} autoComplete="given-name" />
      <Field meta={familyName} label={<Trans>Etternavn</Trans>} autoComplete="family-name" />
    </div>
  );
}

/** A Norwegian phone number: a phone's number pad, and the browser may fill in its own number. */
export function PhoneField({ meta, description }: { meta: Meta; description?: ReactNode }) {
  return (
    <Field
      meta={meta}
      label={<Trans>Telefonnummer</Trans>}
      description={description}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
    />
  );
}
