// Where the portal may send the browser to pay: the URL the platform returns for a payment is
// followed only when it is https: on one of the configured provider hosts — or, in a local build,
// the dev backend's stand-in provider on the page's own origin. Anything else is refused: a
// navigation to a host nobody configured could hand the subscriber to anyone.

/**
 * The payment providers' hosts: the platform's payment URL (a card payment, a Vipps agreement) is
 * followed only to one of these, over https (below). Swedbank Pay's hosted
 * payment pages and Vipps' landing and agreement pages.
 */
export const PAYMENT_PROVIDERS = {
  hosts: ["ecom.payex.com", "pay.swedbankpay.com", "landing.vipps.no", "api.vipps.no"],
} as const;

export interface ProviderRules {
  /** Hosts of the payment providers (PAYMENT_PROVIDERS above). */
  hosts: readonly string[];
  /** A local build only: the page's own origin, where the dev backend plays the provider. */
  localOrigin?: string;
}

export const LOCAL_PROVIDER_PATH = "/_dev/payment/";

export function isAllowedProviderUrl(raw: string, { hosts, localOrigin }: ProviderRules): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch (error) {
    if (error instanceof TypeError) return false; // not a URL
    throw error;
  }
  if (url.username || url.password) return false;
  if (localOrigin && url.origin === localOrigin) return url.pathname.startsWith(LOCAL_PROVIDER_PATH);
  return url.protocol === "https:" && url.port === "" && hosts.includes(url.hostname);
}
