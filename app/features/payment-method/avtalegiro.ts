// AvtaleGiro from Min side (docs/decisions/053; rules in ./README.md): set up a mandate with a
// per-charge limit at the bank, and stop it again. The limit must cover the largest charge ahead,
// checked here at the field and again by the platform.
import type { MandateOverview } from "#app/api/contract/mandates.ts";
import { getMandate } from "#app/api/mandates.ts";
import { ApiError } from "#app/api/errors.ts";
import type { Subscribed } from "#app/auth/guards.ts";

/** The mandate for the screen, or null when the platform did not say (the rest of the page still works). */
export async function loadMandate(session: Subscribed): Promise<MandateOverview | null> {
  try {
    return await getMandate(session.titleAccount);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
