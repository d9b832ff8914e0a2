// Where monitoring hears of failed /api/ calls. Apart from ./client.ts so that monitoring, which
// starts on every page, does not bring ky, zod and the contract into pages that make no call.
import type { EndpointName } from "./contract.ts";
import type { ApiError } from "./errors.ts";

/** What monitoring hears of a failed call: the endpoint's route template, never its values. */
export interface CallFailure {
  endpoint: EndpointName;
  method: string;
  /** The path template ("family/{accountNo}/{titleCode}"): no account numbers, no query. */
  route: string;
  status: number;
  kind: ApiError["kind"];
}

let onFailure: ((failure: CallFailure) => void) | null = null;

/** Monitoring registers to hear of failed calls (loaded later; the api layer does not know it). */
export function setFailureReporter(reporter: ((failure: CallFailure) => void) | null) {
  onFailure = reporter;
}

/** Tells monitoring, if it listens; monitoring never breaks a call. */
export function reportCallFailure(failure: CallFailure) {
  if (!onFailure) return;
  try {
    onFailure(failure);
  } catch (error) {
    // Whatever monitoring throws, it never breaks a call: said in the console, and the call goes on.
    console.warn("Monitoring could not take a failed call", error);
  }
}
