// The Content-Security-Policy of one title's bundle. Scripts: 'self', the title's third-party
// script origins and the sha256 of every inline script the build emitted (React Router's hydration
// data and route context, the title script) — never 'unsafe-inline' or 'unsafe-eval'
// (docs/decisions/016-how-bundles-are-served.md).
import { createHash } from "node:crypto";
import { MONITORING, thirdPartyOrigins } from "#app/title/third-parties.ts";
import type { Title } from "#app/title/title-schema.ts";

export type Identity = "production" | "emulator";

/** Where browsers send violation reports: the monitoring service, or the dev backend locally. */
export function cspReportUrl(identity: Identity): string {
  return identity === "emulator" ? "/_dev/csp-reports" : MONITORING.cspReports;
}

/** The text of every inline (src-less) <script> in an HTML document, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1]!;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    scripts.push(match[2]!);
  }
  return scripts;
}

/** Inline event handler attributes (onclick=…) and javascript: URLs: no hash can allow them. */
export function inlineHandlers(html: string): string[] {
  const tags = html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, "");
  return [
    ...[...tags.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)].map((m) => m[1]!),
    ...[...tags.matchAll(/\b(?:href|src|action)\s*=\s*["']?\s*(javascript:)/gi)].map((m) => m[1]!),
  ];
}

/** The CSP source expression allowing exactly this script text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Every distinct hash for the inline scripts of these HTML documents, in a stable order. */
export function scriptHashes(htmlDocuments: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of htmlDocuments) for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
  return [...hashes].sort();
}

/** The policy, directive by directive, for one title built for `identity`. */
export function contentSecurityPolicy(
  title: Pick<Title, "identity" | "usesPulse" | "pageUrl">,
  identity: Identity,
  hashes: readonly string[],
): string {
  const origins = thirdPartyOrigins(title, { identity });
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashes, ...origins.script],
    // The <html> element carries the title's brand colour as a style attribute, and the consent
    // manager injects its own <style>: styles may be inline, scripts may not (ADR 016).
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...origins.img],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...origins.connect],
    ["frame-src", ...(origins.frame.length > 0 ? origins.frame : ["'none'"])],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ["report-uri", cspReportUrl(identity)],
    ["report-to", "csp"],
  ];
  return directives.map((words) => words.join(" ")).join("; ");
}
