// Adapter for the consent manager (SPEC §7, §9: account id 1915, default language no, off on
// localhost, IP addresses and test hosts). It is set up with the title's property id; the reader's
// choices in its dialog feed the four categories of SPEC §3. The shell only asks whether one is
// loaded and asks it to open the privacy settings; failures are only logged (SPEC §8).
//
// The manager's browser API: `window._sp_ = { config }` before its script loads, `onConsentReady`
// when the reader has chosen, `window.__tcfapi("getCustomVendorConsents", 2, cb)` for the purposes
// consented to (the property defines one custom purpose per category, named after it: see
// docs/decisions/014), and `_sp_.loadPrivacyManagerModal(id)` to open the settings.
import { CONSENT_CATEGORIES, type ConsentChoices } from "#app/domain/consent.ts";
import { isLocalOrTestHost } from "#app/domain/hosts.ts";
import { CONSENT_MANAGER } from "#app/title/third-parties.ts";

export const CONSENT_ACCOUNT_ID = CONSENT_MANAGER.accountId;
export const CONSENT_LANGUAGE = CONSENT_MANAGER.language;

interface ConsentManagerEvents {
  onConsentReady?: (...args: unknown[]) => void;
  onMessageChoiceSelect?: (...args: unknown[]) => void;
  onError?: (...args: unknown[]) => void;
}

interface ConsentManagerApi {
  config?: {
    accountId: number;
    propertyId: number;
    baseEndpoint: string;
    consentLanguage: string;
    gdpr: Record<string, never>;
    events: ConsentManagerEvents;
  };
  loadPrivacyManagerModal?: (privacyManagerId: number) => void;
}

interface CustomVendorConsents {
  consentedPurposes?: { _id: string; name: string }[];
}

declare global {
  interface Window {
    _sp_?: ConsentManagerApi;
    _sp_queue?: unknown[];
    __tcfapi?: (
      command: "getCustomVendorConsents",
      version: 2,
      callback: (data: CustomVendorConsents, success: boolean) => void,
    ) => void;
  }
}

export function consentManagerWanted(hostname: string): boolean {
  return !isLocalOrTestHost(hostname);
}

/** The four categories from the purposes the reader consented to (matched by name). */
export function choicesFromPurposes(purposes: { name: string }[]): ConsentChoices {
  const names = new Set(purposes.map((purpose) => purpose.name.trim().toLowerCase()));
  return Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [category, names.has(category)]),
  ) as ConsentChoices;
}

/**
 * Sets the consent manager up and loads its script; `onChoices` hears the reader's choices each
 * time they are ready. Failure is only logged.
 */
export function startConsentManager(options: {
  propertyId: number;
  script: string;
  /** The manager's origin; "" for the page's own (the dev backend's stand-in). */
  origin: string;
  /** `chosenNow`: the reader chose in the manager's dialog on this page (else: its stored choice). */
  onChoices: (choices: ConsentChoices, chosenNow: boolean) => void;
}) {
  if (window._sp_?.config) return;
  let chosenNow = false;
  const readChoices = () => {
    window.__tcfapi?.("getCustomVendorConsents", 2, (data, success) => {
      if (success) options.onChoices(choicesFromPurposes(data.consentedPurposes ?? []), chosenNow);
      chosenNow = false;
    });
  };
  try {
    window._sp_queue = [];
    window._sp_ = {
      config: {
        accountId: CONSENT_ACCOUNT_ID,
        propertyId: options.propertyId,
        baseEndpoint: options.origin || window.location.origin,
        consentLanguage: CONSENT_LANGUAGE,
        gdpr: {},
        events: {
          onMessageChoiceSelect: () => {
            chosenNow = true;
          },
          onConsentReady: readChoices,
          onError: (...args) => console.error("Consent manager error", ...args),
        },
      },
    };
    const script = document.createElement("script");
    script.src = options.script;
    script.async = true;
    script.onerror = () => console.error("Consent manager failed to load");
    document.head.append(script);
  } catch (error) {
    console.error("Consent manager failed to start", error);
  }
}
