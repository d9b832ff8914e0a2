// A failed submit keeps the form and what was typed, whatever else fails (issue 16). After an
// action React Router loads every page's data again; when the API is down or the browser offline
// that fails too, and the route's error screen replaced the form. Every form's action already says
// a call failed the one way (`failed: true` beside conform's reply, shown as <CallFailed />); this
// root middleware gives such an answer the status 503, and React Router does not revalidate after
// an action that answered 4xx/5xx — so the form stays, with the message and the values typed.
import { data, type DataStrategyResult, type MiddlewareFunction } from "react-router";

/** An action's answer that says its call failed (`{ …, failed: true }`). */
function saysFailed(value: unknown): boolean {
  return typeof value === "object" && value !== null && "failed" in value && value.failed === true;
}

/** React Router hands the middleware an action's answer wrapped by `data()` (no status yet). */
function unwrapped(result: unknown): unknown {
  const wrapped =
    typeof result === "object" &&
    result !== null &&
    "type" in result &&
    result.type === "DataWithResponseInit";
  return wrapped && "data" in result ? result.data : result;
}

export const keepFormOnFailedSubmit: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  if (request.method === "GET") return;
  const results = await next();
  for (const result of Object.values(results)) {
    const answer = unwrapped(result.result);
    if (result.type === "data" && saysFailed(answer)) result.result = data(answer, { status: 503 });
  }
  return results;
};
