// Where the browser may go: the payment URL the platform returned is checked before the browser is
// sent there (the rule: app/domain/payment-providers.ts); an URL off the list is an unexpected answer
// from the platform — the error screen, never a navigation.
import { isAllowedProviderUrl, PAYMENT_PROVIDERS } from "#app/domain/payment-providers.ts";
import type { EndpointName } from "./contract.ts";
import { RefusedAnswer } from "./errors.ts";

export function checkedProviderUrl(raw: string, endpoint: EndpointName): string {
  // Only a build for the dev backend (--identity emulator) has its stand-in provider on its own origin.
  const localOrigin = __IDENTITY_ENV__ === "emulator" ? window.location.origin : undefined;
  if (isAllowedProviderUrl(raw, { hosts: PAYMENT_PROVIDERS.hosts, localOrigin })) return raw;
  console.error(`Refused to follow a payment URL off the provider list: ${raw}`);
  throw new RefusedAnswer(
    endpoint,
    "malformed",
    200,
    "The payment URL is not on the list of payment providers",
  );
}
