import { Trans } from "@lingui/react/macro";
import { Page } from "#app/components/page.tsx";

// The screen itself is built by a later issue; the route, its guard and its heading exist now.
export default function FakturaoversiktRoute() {
  return <Page heading={<Trans>Fakturaoversikt</Trans>} />;
}
