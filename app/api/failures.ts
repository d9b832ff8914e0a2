// Where monitoring hears of failed /api/ calls: an event on window, so that neither side imports the
// other. The API client is loaded before a signed-in page is interactive and monitoring after it; a
// module both imported would bring monitoring's chunk (web-vitals, consent, analytics) before it
// (docs/decisions/056), or ky, zod and the contract into pages that make no call.
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

/** The event's name; app/analytics/monitoring.ts listens for it (typed by WindowEventMap below). */
export const CALL_FAILED = "minside:call-failed";

declare global {
  interface WindowEventMap {
    [CALL_FAILED]: CustomEvent<CallFailure>;
  }
}

/**
 * Tells monitoring, if it listens. Listeners run inside dispatchEvent, but what one throws is
 * reported as an uncaught error, never thrown here: monitoring never breaks a call.
 */
export function reportCallFailure(failure: CallFailure) {
  window.dispatchEvent(new CustomEvent(CALL_FAILED, { detail: failure }));
}
