// Consent manager and analytics are off on localhost, on IP addresses and on test hosts
// (SPEC §9); development hosts are marked as the dev deploy stage.

const testHostPattern = /(^|[.-])(test|stage|staging|qa|dev)([.-]|$)/i;

export function isLocalOrTestHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return true; // IPv4
  if (host.includes(":")) return true; // IPv6
  return testHostPattern.test(host);
}

/**
 * Where the adapters load from (docs/decisions/014): the real third parties on production hosts;
 * on local and test hosts nothing third-party, only — in a dev or test build with the stand-ins
 * switched on — the dev backend's stand-ins on the page's own origin.
 */
export function adapterMode(
  hostname: string,
  devBuild: boolean,
  standInsOn: boolean,
): "production" | "stand-in" | "off" {
  if (!isLocalOrTestHost(hostname)) return "production";
  return devBuild && standInsOn ? "stand-in" : "off";
}
