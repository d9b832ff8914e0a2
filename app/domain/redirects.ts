// Fallback redirects of SPEC §2.

/**
 * /t/{path} → /{path} with source=sms added, keeping every other query parameter and the hash.
 * `url` is the full URL of the /t/ request.
 */
export function smsLinkTarget(url: URL): string {
  const rest = url.pathname.replace(/^\/t(?=\/|$)/, "");
  // Collapse leading slashes so /t//evil.example cannot become a protocol-relative URL.
  const path = "/" + rest.replace(/^\/+/, "");
  const query = new URLSearchParams(url.search);
  query.set("source", "sms");
  return `${path}?${query.toString()}${url.hash}`;
}
