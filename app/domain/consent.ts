// The reader's consent (SPEC §3 consent categories, §4 the rejected-to-all and consented-to-all
// flags kept locally): the four categories, what "all" means, and the marketing parameters a page
// view carries (SPEC §3, read from the URL).

export const CONSENT_CATEGORIES = ["advertising", "analytics", "marketing", "personalization"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoices = Record<ConsentCategory, boolean>;

export const allConsent = (given: boolean): ConsentChoices => ({
  advertising: given,
  analytics: given,
  marketing: given,
  personalization: given,
});

/** SPEC §4: the two flags kept locally, derived from the choices. */
export function consentFlags(choices: ConsentChoices) {
  const values = CONSENT_CATEGORIES.map((category) => choices[category]);
  return {
    rejectedAll: values.every((value) => !value),
    consentedAll: values.every(Boolean),
  };
}

/** Local storage keys of SPEC §4's flags and of the choices themselves (for the adapters). */
export const CONSENT_STORAGE = {
  rejectedAll: "consent.rejectedAll",
  consentedAll: "consent.consentedAll",
  choices: "consent.choices",
} as const;

/** Local storage key of the analytics provider's experiments (SPEC §9), kept only with consent. */
export const EXPERIMENTS_KEY = "experiments";

export interface MarketingParams {
  source?: string;
  medium?: string;
  campaign?: string;
  terms?: string;
  content?: string;
}

const MARKETING_KEYS = ["source", "medium", "campaign", "terms", "content"] as const;
/** Longest value kept: a campaign name, not a payload. */
const MAX_PARAM = 100;

/**
 * The marketing parameters of a URL's query: utm_source… (and the bare source… form), with
 * utm_term read as terms. Empty and over-long values are left out.
 */
export function marketingParams(search: string): MarketingParams {
  const query = new URLSearchParams(search);
  const result: MarketingParams = {};
  for (const key of MARKETING_KEYS) {
    const names = key === "terms" ? ["utm_term", "utm_terms", "terms"] : [`utm_${key}`, key];
    const value = names.map((name) => query.get(name)?.trim()).find((candidate) => candidate);
    if (value && value.length <= MAX_PARAM) result[key] = value;
  }
  return result;
}
