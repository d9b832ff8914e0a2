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
