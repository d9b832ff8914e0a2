// Paths that only lead elsewhere (SPEC §2): answered by the server or CDN with a redirect before any
// JavaScript loads (scripts/lib/serve-config/, the preview server), and by the route itself when the
// app navigates there. The query goes along: /order-timeout?ordre=… keeps the order to check.

export const EDGE_REDIRECTS: Readonly<Record<string, string>> = {
  "/order-timeout": "/bestilling-feilet",
};
