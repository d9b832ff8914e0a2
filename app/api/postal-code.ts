// The place of a Norwegian postal code, for every form that takes an address: looked up while the
// code is typed (a fetcher, nothing changed) and again when the form is sent.
import { isPostalCode } from "#app/domain/validation.ts";
import { call } from "./client.ts";
import { ApiError } from "./errors.ts";

export type PlaceLookup = { place: string } | { unknown: true };

/** The place, or that the code is unknown (404); any other failure is thrown (the form's intent says so). */
export async function placeOf(postalCode: string): Promise<PlaceLookup> {
  try {
    const { place } = await call("lookupPostalCode", { params: { postalCode } });
    return { place };
  } catch (error) {
    if (error instanceof ApiError && error.kind === "http" && error.status === 404) return { unknown: true };
    throw error;
  }
}

/** What a fetcher with intent "postalCode" answers: the code and its place, or that it is unknown. */
export async function lookUpPlace(raw: string) {
  const postalCode = raw.trim();
  let found: PlaceLookup | null = null;
  try {
    if (isPostalCode(postalCode)) found = await placeOf(postalCode);
  } catch (error) {
    // The lookup while typing is a help, not the check: a failed one shows no place, and the
    // code is checked again when the form is sent.
    if (!(error instanceof ApiError)) throw error;
  }
  return {
    intent: "postalCode" as const,
    postalCode,
    place: found && "place" in found ? found.place : null,
    unknown: found !== null && "unknown" in found,
  };
}
