import { Trans } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { CodeStep, EmailStep } from "#app/features/business/verify-employee.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import type { Route } from "./+types/bedrift";
import { requestCode, resendCode, verifyCode } from "#app/features/business/intents.ts";

// Business verification (SPEC §2, §8): an invited employee confirms the work address with an
// e-mailed code and gets the company's subscription (app/features/business/verify-employee.tsx).

export const clientAction = (args: Route.ClientActionArgs) =>
  sendIntent(args, requestCode, verifyCode, resendCode);

export default function BedriftRoute() {
  const [params] = useSearchParams();
  const email = params.get("epost") ?? "";
  const codeStep = params.get("steg") === "kode" && email !== "";
  return (
    <Page
      heading={<Trans>Bekreft bedriftsabonnement</Trans>}
      intro={
        <Trans>
          Har arbeidsgiveren din invitert deg til bedriftsabonnementet? Bekreft jobbadressen din, så får du
          tilgang. Du betaler ingenting selv.
        </Trans>
      }
    >
      {codeStep ? <CodeStep key={email} email={email} /> : <EmailStep key={email} email={email} />}
      <LinkLine to="/vilkaar/bedrift">
        <Trans>Vilkår for bedriftsabonnement</Trans>
      </LinkLine>
    </Page>
  );
}
