// The place of a Norwegian postal code, for every form that takes an address: looked up while the
// code is typed (a fetcher, nothing changed) and again when the form is sent.
import { isPostalCode } from "#app/domain/validation.ts";
import { call } from "./client.ts";
import { ApiError } from "./errors.ts";

export type PlaceLookup = { place: string } | { unknown: true } | { failed: true };

export async function placeOf(postalCode: string): Promise<PlaceLookup> {
  try {
    const { place } = await call("lookupPostalCode", { params: { postalCode } });
    return { place };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { unknown: true };
    return { failed: true };
  }
}

/** What a fetcher with intent "postalCode" answers: the code and its place, or that it is unknown. */
export async function lookUpPlace(raw: string) {
  const postalCode = raw.trim();
  const found = isPostalCode(postalCode) ? await placeOf(postalCode) : { failed: true as const };
  return {
    intent: "postalCode" as const,
    postalCode,
    place: "place" in found ? found.place : null,
    unknown: "unknown" in found,
  };
}
