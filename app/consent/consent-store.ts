// The reader's consent choices (SPEC §3 categories, §4 flags): kept by the platform per user and
// title (getConsent/saveConsent) and mirrored in this browser, with SPEC §4's rejected-to-all and
// consented-to-all flags, so the adapters (analytics, consent manager) know them before any call.
// A store in this lower layer is what the consent manager writes and analytics reads (ESLint keeps
// app/consent and app/analytics apart). The store starts on every page (the adapters), the calls
// only when made: ./client.ts (ky, zod, the contract) is imported then, not with the store.
import {
  CONSENT_CATEGORIES,
  CONSENT_STORAGE,
  consentFlags,
  type ConsentChoices,
} from "#app/domain/consent.ts";
import type { CallOptions } from "#app/api/client.ts";
import type { ConsentRecord } from "#app/api/contract/privacy.ts";
import { webStorage } from "#app/browser/storage.ts";

export type ConsentSource = "settings" | "steps" | "consent-manager";
type Listener = (choices: ConsentChoices | null) => void;

const listeners = new Set<Listener>();

/** Refused: the choices live only for this page. */
const storage = () => webStorage("local");

let current: ConsentChoices | null | undefined;

function parse(raw: string | null): ConsentChoices | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return CONSENT_CATEGORIES.every((category) => typeof value[category] === "boolean")
      ? (value as ConsentChoices)
      : null;
  } catch (error) {
    // Not JSON (another script's value under our key): as if nothing was chosen.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/** The choices as this browser knows them; null when the reader has not chosen. */
export function consentChoices(): ConsentChoices | null {
  current ??= parse(storage()?.getItem(CONSENT_STORAGE.choices) ?? null);
  return current;
}

/** Whether one category has consent; never before the reader has chosen. */
export function hasConsent(category: keyof ConsentChoices): boolean {
  return consentChoices()?.[category] === true;
}

/** Keeps the choices in this browser (with SPEC §4's flags) and tells the adapters. */
export function rememberConsent(choices: ConsentChoices) {
  current = { ...choices };
  const store = storage();
  if (store) {
    const flags = consentFlags(choices);
    store.setItem(CONSENT_STORAGE.choices, JSON.stringify(current));
    store.setItem(CONSENT_STORAGE.rejectedAll, String(flags.rejectedAll));
    store.setItem(CONSENT_STORAGE.consentedAll, String(flags.consentedAll));
  }
  for (const listener of listeners) listener(current);
}

/** Called with the choices now and whenever they change; answers the unsubscribe. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  listener(consentChoices());
  return () => listeners.delete(listener);
}

/** The platform's record for this title; its choices replace this browser's. */
export async function loadConsent(titleCode: string): Promise<ConsentRecord> {
  const { call } = await import("#app/api/client.ts");
  const record = await call("getConsent", { params: { titleCode } });
  if (record.choices) rememberConsent(record.choices);
  return record;
}

/** Saves the choices at the platform and in this browser. */
export async function saveConsent(
  titleCode: string,
  choices: ConsentChoices,
  source: ConsentSource,
  options: CallOptions = {},
): Promise<ConsentRecord> {
  const { call } = await import("#app/api/client.ts");
  const record = await call("saveConsent", { params: { titleCode }, body: { choices, source } }, options);
  rememberConsent(record.choices ?? choices);
  return record;
}

/** Forgets this browser's memory of the store (tests). */
export function resetConsentStore() {
  current = undefined;
  listeners.clear();
}
