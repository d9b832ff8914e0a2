// The footer's one need of the consent manager: open its privacy settings when it is loaded. Kept
// apart from the adapter (./consent-manager.ts) so every page's footer carries these few lines, not
// the adapter, its categories and the third parties' addresses, which load after the page is
// interactive (docs/decisions/014).

/** Opens the privacy settings if a consent manager is loaded; false when none is. */
export function openPrivacySettings(privacyManagerId: number): boolean {
  const api = typeof window === "undefined" ? undefined : window._sp_;
  if (!api?.loadPrivacyManagerModal) return false;
  try {
    api.loadPrivacyManagerModal(privacyManagerId);
    return true;
  } catch (error) {
    console.error("Consent manager failed to open", error);
    return false;
  }
}
