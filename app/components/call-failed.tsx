import { Trans } from "@lingui/react/macro";
import { customerCentre } from "#app/title/customer-centre.ts";

/** What a form says when a call failed: try again, or reach the title's customer centre. */
export function CallFailed() {
  return (
    <>
      <p>
        <Trans>
          Vi fikk ikke fullført dette akkurat nå. Det du har fylt inn er tatt vare på, så du kan prøve igjen.
        </Trans>
      </p>
      <CustomerCentreContact />
    </>
  );
}

/** "If it still does not work, contact the customer centre": the title's phone and e-mail. */
export function CustomerCentreContact() {
  const { name, phone, phoneHref, email, emailHref } = customerCentre();
  return (
    <p>
      <Trans>
        Hvis det fortsatt ikke går, kontakt kundesenteret i {name} på telefon <a href={phoneHref}>{phone}</a>{" "}
        eller e-post <a href={emailHref}>{email}</a>.
      </Trans>
    </p>
  );
}
