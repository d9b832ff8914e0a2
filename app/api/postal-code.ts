// The place of a Norwegian postal code, for every form that takes an address: looked up while the
// code is typed (the postalLookup intent, components/intents.ts) and again when the form is sent.
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
