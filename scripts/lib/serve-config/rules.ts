// The one source of how a title's bundle is served: which headers go on which paths, what is
// cached how long, and the SPA fallback. nginx.ts and cdn.ts only translate these rules into their
// formats, so the nginx configuration and the _headers/_redirects pair cannot drift apart.
import type { Title } from "#app/title/title-schema.ts";
import { EDGE_REDIRECTS } from "#app/domain/edge-redirects.ts";
import { contentSecurityPolicy, cspReportUrl, type Identity } from "./csp.ts";

export type Header = readonly [name: string, value: string];

export interface ServeRules {
  /** Headers on every answer (pages, assets, the fallback, and 404s). */
  everywhere: Header[];
  /**
   * Headers only a document acts on (its CSP, framing, features, where reports go): on every answer
   * but the hashed scripts and styles under immutablePrefix. A browser ignores them on a script or
   * stylesheet, and there they cost ~2.5 KB on each of the ~25 answers of a first visit (ADR 022).
   * SVGs (logos, favicon) keep them: an SVG opened on its own is a document that can run script.
   */
  documentOnly: Header[];
  /** Hashed file names under this prefix never change: cached for a year. */
  immutablePrefix: string;
  immutableCacheControl: string;
  /** Every other path (HTML, the fallback, favicon, logos): revalidated on every use. */
  otherCacheControl: string;
  /** Served, with status 200, for any path that is neither a file nor a page of its own. */
  fallback: string;
  /** Files written beside the bundle for the server, never served themselves. */
  hidden: string[];
  /** Paths answered with a 302 to another path, the query kept (app/domain/edge-redirects.ts). */
  redirects: ReadonlyArray<{ from: string; to: string }>;
}

export const HSTS = "max-age=63072000; includeSubDomains";
export const REFERRER_POLICY = "strict-origin-when-cross-origin";
/**
 * Every powerful feature refused: the portal uses none of them. Only features Chrome knows: an
 * unknown one (e.g. "bluetooth") is a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** The only kinds of file under immutablePrefix (with their .gz/.br): the post-build check holds it. */
export const HASHED_ASSET_EXTENSIONS = ["js", "css"];

export const SERVER_FILES = ["_headers", "_redirects", "nginx.conf"];

/**
 * The SPA fallback: served, with status 200, for a path that is neither a file nor a page of its
 * own. Not index.html, which is the front page's route shell (docs/decisions/043): an unknown path
 * or a route with a parameter must not preload the front page's code. React Router's own name.
 */
export const SPA_FALLBACK = "/__spa-fallback.html";

/** Hashed file names under this prefix never change: cached for a year. */
export const IMMUTABLE_PREFIX = "/assets/";
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Every other path: revalidated on every use. */
export const OTHER_CACHE_CONTROL = "no-cache";

export function serveRules(
  title: Pick<Title, "identity" | "usesPulse" | "pageUrl">,
  identity: Identity,
  scriptHashes: readonly string[],
): ServeRules {
  const report = cspReportUrl(identity);
  return {
    everywhere: [
      ["Strict-Transport-Security", HSTS],
      ["X-Content-Type-Options", "nosniff"],
      // Also governs what a stylesheet or a module script fetches in turn.
      ["Referrer-Policy", REFERRER_POLICY],
    ],
    documentOnly: [
      ["Permissions-Policy", PERMISSIONS_POLICY],
      ["X-Frame-Options", "DENY"],
      ["Content-Security-Policy", contentSecurityPolicy(title, identity, scriptHashes)],
      ["Reporting-Endpoints", `csp="${report}"`],
    ],
    immutablePrefix: IMMUTABLE_PREFIX,
    immutableCacheControl: IMMUTABLE_CACHE_CONTROL,
    otherCacheControl: OTHER_CACHE_CONTROL,
    fallback: SPA_FALLBACK,
    hidden: SERVER_FILES,
    redirects: Object.entries(EDGE_REDIRECTS).map(([from, to]) => ({ from, to })),
  };
}
