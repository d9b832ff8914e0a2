import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { customerCentre } from "#app/title/customer-centre.ts";

/**
 * In place of one part of a screen whose data the platform left out (ADR 034): says that this part
 * cannot be shown now, and how to reach the customer centre; the rest of the screen works.
 */
export function PartUnavailable({ children }: { children: ReactNode }) {
  const { name, phone, phoneHref, email, emailHref } = customerCentre();
  return (
    <div role="status">
      <p>{children}</p>
      <p>
        <Trans>
          Trenger du det nå, kontakt kundesenteret i {name} på telefon <a href={phoneHref}>{phone}</a> eller
          e-post <a href={emailHref}>{email}</a>.
        </Trans>
      </p>
    </div>
  );
}
