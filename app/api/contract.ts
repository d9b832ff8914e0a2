// The /api/ contract: every call's path, method, request and response as zod schemas, one module
// per resource in ./contract/. The portal parses every response with these (app/api/client.ts), the
// dev backend validates every request and response with the very same ones (scripts/dev-backend/),
// and `npm run contract` publishes them as OpenAPI 3.1 (docs/api/openapi.json) for the platform
// team. The contract has every answer as { data: … }; whether a build reads it there is ./envelope.ts.
import type { z } from "zod/mini";
import { coreEndpoints } from "./contract/core.ts";
import { documentsEndpoints } from "./contract/documents.ts";
import { giftsEndpoints } from "./contract/gifts.ts";
import { scheduleEndpoints } from "./contract/schedule.ts";
import { messagesEndpoints } from "./contract/messages.ts";
import { studentEndpoints } from "./contract/student.ts";
/**
 * Every endpoint, by name, in the order the OpenAPI document lists them: what the stand-in serves
 * and `npm run contract` publishes. The portal's client starts with ./contract/core.ts and is given
 * the rest by the resource modules that use them (docs/decisions/078).
 */
export const api = {
  ...coreEndpoints,
  ...studentEndpoints,
  ...documentsEndpoints,
  ...giftsEndpoints,
  ...scheduleEndpoints,
  ...messagesEndpoints,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
export type ParamsOf<N extends EndpointName> = z.input<Api[N]["params"]>;
export type BodyOf<N extends EndpointName> = z.input<Api[N]["body"]>;
export type ResponseOf<N extends EndpointName> = z.output<Api[N]["response"]>;
