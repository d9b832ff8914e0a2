// The monitoring adapter (SPEC §7 "a monitoring service receives events"): uncaught errors, failed
// /api/ calls (status and route template only) and the Core Web Vitals of each page, sent with
// navigator.sendBeacon. Loaded after the page is interactive, so the first route pays nothing.
// Nothing personal leaves: the page is its path without the query, error texts have e-mail
// addresses and long numbers (phones, account numbers) masked, and a failed call names its route
// template, never its values.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import type { CALL_FAILED } from "#app/api/failures.ts";

export type MonitoringEvent =
  | { type: "error"; message: string; source: string }
  | { type: "api"; endpoint: string; method: string; route: string; status: number; kind: string }
  | { type: "vital"; name: Metric["name"]; value: number; rating: Metric["rating"] };

const EMAIL = /[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}/gi;
const LONG_NUMBER = /\+?\d[\d\s-]{6,}\d/g;

/** Masks e-mail addresses and phone or account numbers, and keeps the text short. */
export function scrub(text: string): string {
  return text.replace(EMAIL, "[e-post]").replace(LONG_NUMBER, "[tall]").slice(0, 300);
}

/** A script's or page's address without query or hash (they may carry codes and addresses). */
const pathOnly = (url: string) => {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
  } catch (error) {
    if (error instanceof TypeError) return ""; // not a URL
    throw error;
  }
};

let started = false;

export function startMonitoring(endpoint: string, titleCode: string) {
  if (started) return;
  started = true;
  const send = (event: MonitoringEvent) => {
    const body = JSON.stringify({ ...event, titleCode, page: window.location.pathname, at: Date.now() });
    try {
      if (!navigator.sendBeacon?.(endpoint, new Blob([body], { type: "application/json" }))) {
        void fetch(endpoint, { method: "POST", body, keepalive: true }).catch((error: unknown) => {
          // Best effort: a lost connection (a TypeError) loses the event, nothing else.
          if (!(error instanceof TypeError)) throw error;
        });
      }
    } catch (error) {
      // Best effort: a beacon the browser refuses (a TypeError: too large, not allowed) is dropped.
      if (!(error instanceof TypeError)) throw error;
    }
  };

  window.addEventListener("error", (event) => {
    send({
      type: "error",
      message: scrub(String(event.message ?? "")),
      source: pathOnly(event.filename ?? ""),
    });
  });
  window.addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
    send({ type: "error", message: scrub(message), source: "" });
  });
  // Failed /api/ calls, told by the API client (app/api/failures.ts): the name is written out here
  // rather than imported, so this chunk and the client's share no module; the type holds it to the same.
  const callFailed: typeof CALL_FAILED = "minside:call-failed";
  window.addEventListener(callFailed, (event) => send({ type: "api", ...event.detail }));

  const vital = (metric: Metric) =>
    send({
      type: "vital",
      name: metric.name,
      value: Math.round(metric.value * 1000) / 1000,
      rating: metric.rating,
    });
  onCLS(vital);
  onINP(vital);
  onLCP(vital);
  onFCP(vital);
  onTTFB(vital);
}
