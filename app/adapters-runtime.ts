// Starts the adapters (loaded by ./adapters.ts after the page is interactive). Production hosts get
// the real third parties of app/title/third-parties.ts; local and test hosts get none — a dev or test
// build records monitoring at the dev backend, and with the stand-ins switched on (local storage
// minside.standIns = "on") also loads the dev backend's consent manager and analytics stand-ins.
import { trackPageView, startAnalytics } from "./analytics/analytics.ts";
import { startMonitoring } from "./analytics/monitoring.ts";
import { consentChoices, rememberConsent, saveConsent } from "#app/consent/consent-store.ts";
import { startConsentManager } from "./consent/consent-manager.ts";
import { CONSENT_CATEGORIES, type ConsentChoices } from "./domain/consent.ts";
import { ApiError } from "./api/errors.ts";
import { adapterMode } from "./domain/hosts.ts";
import { currentTitle } from "./title/current-title.ts";
import { adapterSources, STAND_INS } from "./title/third-parties.ts";
import { readItem } from "#app/browser/storage.ts";

const devBuild = __IDENTITY_ENV__ === "emulator";

function standInsOn(): boolean {
  return devBuild && readItem("local", STAND_INS.switchKey) === "on";
}

const same = (a: ConsentChoices | null, b: ConsentChoices) =>
  a !== null && CONSENT_CATEGORIES.every((category) => a[category] === b[category]);

export function startAdapters() {
  const title = currentTitle();
  const mode = adapterMode(window.location.hostname, devBuild, standInsOn());
  if (mode === "off") {
    if (devBuild) startMonitoring(STAND_INS.monitoringEndpoint, title.titleCode);
    return;
  }
  const sources = adapterSources(mode);
  startMonitoring(sources.monitoringEndpoint, title.titleCode);
  startConsentManager({
    propertyId: title.consentPropertyId,
    script: sources.consentManagerScript,
    origin: sources.consentManagerOrigin,
    // A choice made in the manager's dialog wins; its stored choice on a later page only fills in
    // when this browser has none (the settings screen's later choice is not undone by it).
    onChoices: (choices, chosenNow) => {
      const known = consentChoices();
      if (same(known, choices) || (known !== null && !chosenNow)) return;
      rememberConsent(choices);
      // Kept by the platform too when someone is signed in; never starts a sign-in.
      // Not kept there this time (signed out, or the platform did not answer): kept in this browser.
      saveConsent(title.titleCode, choices, "consent-manager", { unauthorized: "throw" }).catch(
        (error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
        },
      );
    },
  });
  startAnalytics(title, sources.analyticsScript);
}

export const pageView = trackPageView;
export { actorFor, ensureTracking } from "./analytics/tracking.ts";
