// The title's customer centre, said one way wherever a screen points to it: one message (with the
// clause that leads into it where a screen has one), and the phone and e-mail as one list.
import { Select, Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { customerCentre } from "#app/title/customer-centre.ts";

/** What brings the reader to the customer centre, said before the contact. */
export type CustomerCentreLead = "retry" | "error" | "now" | "none";

/** "Kontakt kundesenteret i {name} på telefon … eller e-post …", after the clause that leads into it. */
export function CustomerCentreContact({ lead = "none" }: { lead?: CustomerCentreLead }) {
  const { name, phone, phoneHref, email, emailHref } = customerCentre();
  return (
    <p>
      <Trans>
        <Select
          value={lead}
          _retry="Hvis det fortsatt ikke går, kontakt"
          _error="Hvis feilen vedvarer, kontakt"
          _now="Trenger du det nå, kontakt"
          other="Kontakt"
        />{" "}
        kundesenteret i {name} på telefon <a href={phoneHref}>{phone}</a> eller e-post{" "}
        <a href={emailHref}>{email}</a>.
      </Trans>
    </p>
  );
}

/**
 * The phone and e-mail as terms and their values: in the footer of every page (with the
 * organisation number after them) and where a page lists the ways to reach the customer centre.
 */
export function CustomerCentreList({ className, children }: { className?: string; children?: ReactNode }) {
  const { phone, phoneHref, email, emailHref } = customerCentre();
  return (
    <dl className={className}>
      <div>
        <dt>
          <Trans>Kundesenter, telefon</Trans>
        </dt>
        <dd>
          <a href={phoneHref}>{phone}</a>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Kundesenter, e-post</Trans>
        </dt>
        <dd>
          <a href={emailHref}>{email}</a>
        </dd>
      </div>
      {children}
    </dl>
  );
}
