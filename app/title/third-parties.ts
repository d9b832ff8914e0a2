// The third parties a title's bundle talks to in production, in one place: the identity provider
// (SPEC §7), the consent manager (SPEC §7, §9: account 1915), the analytics provider's versioned
// script (SPEC §7, §9: version 4) and the monitoring service. The adapters load from here and the
// build's Content-Security-Policy lists exactly these origins, so the two cannot drift. The payment
// providers, where the browser is sent rather than what the page talks to, are in
// app/domain/payment-providers.ts.
import type { Title } from "./title-schema.ts";

/** The identity provider's production endpoints (@schibsted/account-sdk-browser, env PRO_NO). */
export const IDENTITY_PROVIDER = {
  login: "https://payment.schibsted.no",
  sessionService: "https://session-service.payment.schibsted.no",
} as const;

/** The consent manager: its wrapper script and the origin of its messages and privacy manager. */
export const CONSENT_MANAGER = {
  accountId: 1915,
  language: "no",
  origin: "https://cdn.privacy-mgmt.com",
  script: "https://cdn.privacy-mgmt.com/unified/wrapperMessagingWithoutDetection.js",
} as const;

/** The analytics provider: the versioned script (version 4) and the collector it sends to. */
export const ANALYTICS = {
  version: 4,
  script: "https://cdn.pulse.schibsted.com/pulse/v4/pulse.min.js",
  scriptOrigin: "https://cdn.pulse.schibsted.com",
  collector: "https://collector.schibsted.io",
} as const;

/** The monitoring service that receives errors, failed calls and Core Web Vitals by beacon. */
export const MONITORING = {
  origin: "https://monitoring.polarismedia.no",
  endpoint: "https://monitoring.polarismedia.no/api/events",
  /** Where browsers report Content-Security-Policy violations (report-uri / report-to). */
  cspReports: "https://monitoring.polarismedia.no/api/csp-reports",
} as const;

/**
 * The dev backend's stand-ins for the three adapters, on the page's own origin (no third-party
 * request in dev and test): they speak the same browser API as the real scripts, so the real
 * adapter code runs in the journeys (docs/decisions/014).
 */
export const STAND_INS = {
  /** Local storage key a dev or test build reads: "on" loads the stand-ins on a local host. */
  switchKey: "minside.standIns",
  consentManagerScript: "/_dev/stand-ins/consent-manager.js",
  analyticsScript: "/_dev/stand-ins/analytics.js",
  analyticsCollector: "/_dev/analytics",
  monitoringEndpoint: "/_dev/monitoring",
} as const;

/** Where the adapters load from: the real third parties, or the dev backend's stand-ins. */
export interface AdapterSources {
  consentManagerScript: string;
  consentManagerOrigin: string;
  analyticsScript: string;
  monitoringEndpoint: string;
}

export function adapterSources(mode: "production" | "stand-in"): AdapterSources {
  if (mode === "stand-in") {
    return {
      consentManagerScript: STAND_INS.consentManagerScript,
      consentManagerOrigin: "",
      analyticsScript: STAND_INS.analyticsScript,
      monitoringEndpoint: STAND_INS.monitoringEndpoint,
    };
  }
  return {
    consentManagerScript: CONSENT_MANAGER.script,
    consentManagerOrigin: CONSENT_MANAGER.origin,
    analyticsScript: ANALYTICS.script,
    monitoringEndpoint: MONITORING.endpoint,
  };
}

export interface ThirdPartyOrigins {
  /** Scripts the page may load. */
  script: string[];
  /** Origins the page may call (fetch, XHR, beacons). */
  connect: string[];
  /** Origins the page may frame (the consent manager's dialog, the identity provider). */
  frame: string[];
  /** Origins images may come from (tracking pixels, the consent manager's logos). */
  img: string[];
}

/**
 * Exactly the third-party origins of one title's bundle. A bundle built to sign in at the dev
 * backend's emulator (`--identity emulator`) has its identity provider on its own origin ('self'),
 * so no identity origin is listed for it.
 */
export function thirdPartyOrigins(
  title: Pick<Title, "identity" | "usesPulse">,
  { identity: identityEnv = "production" }: { identity?: "production" | "emulator" } = {},
): ThirdPartyOrigins {
  const sessionDomain = new URL(title.identity.sessionDomain).origin;
  const identity =
    identityEnv === "emulator"
      ? []
      : [IDENTITY_PROVIDER.login, IDENTITY_PROVIDER.sessionService, sessionDomain];
  const login = identityEnv === "emulator" ? [] : [IDENTITY_PROVIDER.login];
  const analytics = title.usesPulse ? [ANALYTICS.scriptOrigin] : [];
  const collector = title.usesPulse ? [ANALYTICS.collector] : [];
  return {
    script: [CONSENT_MANAGER.origin, ...analytics],
    connect: [...identity, CONSENT_MANAGER.origin, ...collector, MONITORING.origin],
    frame: [CONSENT_MANAGER.origin, ...login],
    // The favicon comes with the bundle (titles/<code>/favicon.svg, ADR 048): no newspaper origin.
    img: [CONSENT_MANAGER.origin, ...collector],
  };
}
