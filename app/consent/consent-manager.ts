// Adapter for the consent manager (SPEC §7, §9: account id 1915, default language no, off on
// localhost, IP addresses and test hosts). The shell only asks whether one is loaded and asks
// it to open the privacy settings; failures are only logged (SPEC §8).
import { isLocalOrTestHost } from "#app/domain/hosts.ts";

export const CONSENT_ACCOUNT_ID = 1915;
export const CONSENT_LANGUAGE = "no";

interface ConsentManagerApi {
  loadPrivacyManagerModal?: (privacyManagerId: number) => void;
}

declare global {
  interface Window {
    _sp_?: ConsentManagerApi;
  }
}

export function consentManagerWanted(hostname: string): boolean {
  return !isLocalOrTestHost(hostname);
}

/** Opens the privacy settings if a consent manager is loaded; false when none is. */
export function openPrivacySettings(privacyManagerId: number): boolean {
  const api = typeof window === "undefined" ? undefined : window._sp_;
  if (!api?.loadPrivacyManagerModal) return false;
  try {
    api.loadPrivacyManagerModal(privacyManagerId);
    return true;
  } catch (error) {
    console.error("Consent manager failed to open the privacy settings", error);
    return false;
  }
}
