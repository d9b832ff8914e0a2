import { Trans } from "@lingui/react/macro";
import { CustomerCentreContact } from "./customer-centre.tsx";

/** What a form says when a call failed: try again, or reach the title's customer centre. */
export function CallFailed() {
  return (
    <>
      <p>
        <Trans>
          Vi fikk ikke fullført dette akkurat nå. Det du har fylt inn er tatt vare på, så du kan prøve igjen.
        </Trans>
      </p>
      <CustomerCentreContact lead="retry" />
    </>
  );
}
