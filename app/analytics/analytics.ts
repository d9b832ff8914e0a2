// The analytics adapter (SPEC §7, §9): the provider's versioned script (version 4), a tracker built
// from the title's analytics provider id, loaded only once the reader has given analytics consent
// and never for titles without pulse (AN, VA). A page view follows every navigation except
// /callback. Views before consent are dropped, not sent later; experiments are kept in local storage
// under `experiments` only with consent and removed when it is withdrawn. Init failure is only
// logged (SPEC §8).
//
// The provider's browser API is a command queue: `pulse("init", trackerId, options)` and
// `pulse((tracker) => tracker.trackPageView(event))`, with `tracker.experiments` once it knows them.
import { hasConsent, onConsentChange } from "#app/consent/consent-store.ts";
import { EXPERIMENTS_KEY } from "#app/domain/consent.ts";
import { isLocalOrTestHost } from "#app/domain/hosts.ts";
import { ANALYTICS } from "#app/title/third-parties.ts";
import { isTracked, pageView, type PageViewEvent } from "./page-view.ts";
import { currentTracking } from "./tracking.ts";
import { removeItem, writeItem } from "#app/browser/storage.ts";

export interface Experiment {
  id: string;
  name: string;
  variant: string;
  platform: string;
}

export interface AnalyticsTracker {
  trackPageView: (event: PageViewEvent) => void;
  experiments?: Experiment[];
}

type PulseCommand = ["init", string, Record<string, unknown>] | [(tracker: AnalyticsTracker) => void];

declare global {
  interface Window {
    pulse?: ((...command: PulseCommand) => void) & { q?: PulseCommand[] };
  }
}

/**
 * SPEC §9: the tracker id is built from the provider id. Titles carry the provider as a client sdrn
 * ("sdrn:polarismedia:client:adressa"); the tracker is initialised with its client name ("adressa").
 */
export const trackerId = (providerId: string) => providerId.split(":").at(-1) ?? providerId;

interface State {
  tracker: AnalyticsTracker | null;
  loading: boolean;
  pending: PageViewEvent[];
}

const state: State = { tracker: null, loading: false, pending: [] };
let config: { providerId: string; script: string; deployStage: "dev" | "pro" } | null = null;

function forgetExperiments() {
  removeItem("local", EXPERIMENTS_KEY);
}

function keepExperiments(tracker: AnalyticsTracker) {
  if (!hasConsent("analytics") || !tracker.experiments) return;
  // Refused or full: experiments are not kept.
  writeItem("local", EXPERIMENTS_KEY, JSON.stringify(tracker.experiments));
}

function load() {
  if (!config || state.loading || state.tracker) return;
  state.loading = true;
  const queue: PulseCommand[] = [];
  window.pulse ??= Object.assign((...command: PulseCommand) => void queue.push(command), { q: queue });
  window.pulse("init", trackerId(config.providerId), {
    version: ANALYTICS.version,
    product: "minside",
    deployStage: config.deployStage,
  });
  window.pulse((tracker) => {
    state.tracker = tracker;
    keepExperiments(tracker);
    const pending = state.pending.splice(0);
    if (hasConsent("analytics")) for (const event of pending) tracker.trackPageView(event);
  });
  const script = document.createElement("script");
  script.src = config.script;
  script.async = true;
  script.onerror = () => {
    state.loading = false;
    state.pending = [];
    console.error("Analytics failed to load");
  };
  document.head.append(script);
}

/** Starts the adapter for this title; it loads the script once analytics consent is given. */
export function startAnalytics(title: { analyticsProviderId: string; usesPulse: boolean }, script: string) {
  if (!title.usesPulse || config) return;
  config = {
    providerId: title.analyticsProviderId,
    script,
    deployStage: isLocalOrTestHost(window.location.hostname) ? "dev" : "pro",
  };
  onConsentChange((choices) => {
    if (choices?.analytics) {
      try {
        load();
      } catch (error) {
        console.error("Analytics failed to start", error);
      }
    } else {
      state.pending = [];
      forgetExperiments();
    }
  });
}

/** Reports a page view; dropped without consent, on /callback and when the adapter is off. */
export function trackPageView(location: { pathname: string; search: string }) {
  if (!config || !isTracked(location.pathname) || !hasConsent("analytics")) return;
  const event = pageView(location, currentTracking()?.actor ?? null, config.deployStage);
  try {
    if (state.tracker) state.tracker.trackPageView(event);
    else state.pending.push(event);
  } catch (error) {
    console.error("Analytics failed to track a page view", error);
  }
}
