// Where an answer's data is (SPEC §7: "the product uses the response body data"): inside
// `{ "data": … }` as the dev backend and docs/api/openapi.json have it, or the body itself. One
// setting, chosen per build: MINSIDE_API_ENVELOPE=none when building (vite.config.ts defines
// __API_ENVELOPE__ from it; "data" otherwise). The /api/ client (./client.ts) is its only reader.
export type ApiEnvelope = "data" | "none";

// Outside a Vite build nothing defines it (a Playwright journey imports the client's constants in
// Node): there the contract's own envelope holds.
export const API_ENVELOPE: ApiEnvelope = typeof __API_ENVELOPE__ === "undefined" ? "data" : __API_ENVELOPE__;
