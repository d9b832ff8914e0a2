// The payment URL the platform returned, checked before the browser is sent there
// (app/domain/provider-url.ts): an URL off the list is an unexpected answer from the platform —
// the error screen, never a navigation.
import { isAllowedProviderUrl } from "../domain/provider-url.ts";
import { PAYMENT_PROVIDERS } from "../title/third-parties.ts";
import type { EndpointName } from "./contract.ts";
import { ApiError } from "./errors.ts";

export function checkedProviderUrl(raw: string, endpoint: EndpointName): string {
  // Only a build for the dev backend (--identity emulator) has its stand-in provider on its own origin.
  const localOrigin = __IDENTITY_ENV__ === "emulator" ? window.location.origin : undefined;
  if (isAllowedProviderUrl(raw, { hosts: PAYMENT_PROVIDERS.hosts, localOrigin })) return raw;
  console.error(`Refused to follow a payment URL off the provider list: ${raw}`);
  throw new ApiError(endpoint, "malformed", 200, "The payment URL is not on the list of payment providers");
}
