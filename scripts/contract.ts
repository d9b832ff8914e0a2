// npm run contract: publishes the /api/ contract (app/api/contract.ts) as OpenAPI 3.1 in
// docs/api/openapi.json for the platform team. scripts/contract.test.ts fails when the file is stale.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { api } from "#app/api/contract.ts";
import { account, sessionUser, titleData } from "#app/api/contract/account.ts";
import { complaintCode, deliveryDay, registeredComplaint } from "#app/api/contract/complaint.ts";
import { apiError, CSRF_COOKIE, CSRF_HEADER, type Endpoint } from "#app/api/contract/shared.ts";
import { subscription } from "#app/api/contract/subscription.ts";

export const OPENAPI_FILE = path.resolve(import.meta.dirname, "../docs/api/openapi.json");

type JsonSchema = Record<string, unknown>;

/** The answers' shared shapes, named once under components.schemas (answers only: output types). */
const named = z.registry<{ id: string }>();
named.add(titleData, { id: "TitleData" });
named.add(account, { id: "Account" });
named.add(subscription, { id: "Subscription" });
named.add(sessionUser, { id: "SessionUser" });
named.add(complaintCode, { id: "ComplaintCode" });
named.add(deliveryDay, { id: "DeliveryDay" });
named.add(registeredComplaint, { id: "RegisteredComplaint" });

/**
 * A JSON Schema for the OpenAPI document: without zod's $schema line, and with the named shapes
 * moved to `components` (collected here) and referenced from there.
 */
function schemaOf(
  schema: z.core.$ZodType,
  io: "input" | "output",
  components?: Record<string, JsonSchema>,
): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    ...(components ? { metadata: named } : {}),
  }) as JsonSchema;
  const {
    $schema: _,
    $defs,
    ...rest
  } = JSON.parse(
    JSON.stringify(converted).replaceAll('"#/$defs/', '"#/components/schemas/'),
  ) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (components && $defs) Object.assign(components, $defs);
  return rest;
}

/**
 * An answer's schema as the portal reads it (ADR 034): fields it does not know are ignored, so no
 * answer object closes its properties; what must be there is each object's `required`.
 */
function tolerant(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === "additionalProperties" && value === false ? undefined : value,
  ) as JsonSchema;
}

const errorRef = { $ref: "#/components/schemas/ApiError" };
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: errorRef } },
});

const STATE_CHANGING = new Set(["POST", "PUT", "DELETE"]);

function operation(name: string, endpoint: Endpoint, components: Record<string, JsonSchema>) {
  const paramsSchema = schemaOf(endpoint.params, "input");
  const properties = (paramsSchema.properties ?? {}) as Record<string, JsonSchema>;
  const parameters: unknown[] = Object.entries(properties).map(([param, schema]) => ({
    name: param,
    in: "path",
    required: true,
    schema,
  }));
  const stateChanging = STATE_CHANGING.has(endpoint.method);
  if (stateChanging) {
    parameters.push({
      name: CSRF_HEADER,
      in: "header",
      required: true,
      description: `Must equal the ${CSRF_COOKIE} cookie.`,
      schema: { type: "string" },
    });
    const creates = endpoint.creates === true;
    parameters.push({
      name: "Idempotency-Key",
      in: "header",
      required: creates,
      description: creates
        ? "Required: this call creates something (else 428). Made when the intent is formed; the same key again for the same account (the identity user, whichever session; without one, the same browser) and the same call (method and path) gets the first answer back without acting again, for at least 24 hours."
        : "Optional. The same key again for the same account and call gets the first answer back without acting again, for at least 24 hours.",
      schema: { type: "string", maxLength: 200 },
    });
  }

  const responses: Record<string, unknown> = {
    200: endpoint.produces
      ? {
          description: "Success: the file itself, to download (Content-Disposition: attachment)",
          content: { [endpoint.produces]: { schema: { type: "string", format: "binary" } } },
        }
      : {
          description: "Success",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { data: tolerant(schemaOf(endpoint.response, "output", components)) },
                required: ["data"],
              },
            },
          },
        },
    400: errorResponse("Invalid request: `fields` maps each failing field path to its messages"),
  };
  if (endpoint.session) responses[401] = errorResponse("Not signed in");
  if (stateChanging) responses[403] = errorResponse("Missing or wrong CSRF token");
  if (endpoint.creates) responses[428] = errorResponse("Missing Idempotency-Key");
  for (const [status, description] of Object.entries(endpoint.errors ?? {})) {
    responses[status] =
      status === "403" && stateChanging
        ? errorResponse(`${description}; or a missing or wrong CSRF token`)
        : errorResponse(description);
  }
  responses[500] = errorResponse("Server error");

  const security: Array<Record<string, string[]>> = [];
  if (endpoint.session) security.push(stateChanging ? { session: [], csrf: [] } : { session: [] });
  else if (stateChanging) security.push({ csrf: [] });

  return {
    operationId: name,
    summary: endpoint.summary,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body.def.type === "undefined"
      ? {}
      : {
          requestBody: {
            required: true,
            content: { "application/json": { schema: schemaOf(endpoint.body, "input") } },
          },
        }),
    responses,
    security,
  };
}

export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, JsonSchema> = { ApiError: schemaOf(apiError, "output") };
  for (const [name, endpoint] of Object.entries(api) as Array<[string, Endpoint]>) {
    const route = (paths[`/api/${endpoint.path}`] ??= {});
    route[endpoint.method.toLowerCase()] = operation(name, endpoint, schemas);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Min side platform API",
      version: "1.0.0",
      description: [
        "The calls the Min side portal makes to the platform, generated from the zod schemas in",
        "app/api/contract.ts (npm run contract).",
        "",
        "- Answers are read tolerantly (docs/decisions/034): a field in an object's `required` must be there —",
        "  the SPEC names it, or a screen cannot work without it; any other field may be left out, and the",
        "  part of a screen that shows it then says it cannot be shown now; fields the portal does not know",
        "  are ignored. Requests are strict: the portal sends no field a request schema does not list.",
        '- Every success answer is wrapped as `{ "data": … }` (a PDF document is the file itself; a build made',
        "  with API_ENVELOPE=none reads the bare body instead, README.md); every error answer is",
        '  `{ "error": { "status", "message", "fields"? } }` (fields only for 400).',
        `- CSRF: the platform sets the cookie \`${CSRF_COOKIE}\` (readable by the page, SameSite=Strict);`,
        `  every POST, PUT and DELETE repeats its value in the header \`${CSRF_HEADER}\`, else 403.`,
        "- Session: `handleLoginToken` (or `handlecode`) sets the HttpOnly cookie `minside_session` (SameSite=Lax); calls marked",
        "  with the session scheme answer 401 without it. `logout` clears it.",
        "- POST, PUT and DELETE accept an `Idempotency-Key` header; calls that create something (orders,",
        "  payments, cancellations, complaints, delivery changes, invitations…) require it (428 without).",
        "  A key is scoped to the account and the call (method and path), not to the session: sent again",
        "  after a new sign-in it gets the first answer back and acts once. Keys are kept at least 24 hours,",
        "  longer than the portal keeps a draft and its key across a sign-in (30 minutes).",
      ].join("\n"),
    },
    servers: [{ url: "/", description: "The title's own origin (the API lives under /api/)" }],
    paths,
    components: {
      // Every named schema is an answer's (the requests are written out where they are sent).
      schemas: Object.fromEntries(
        Object.entries(schemas)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, schema]) => [name, tolerant(schema)]),
      ),
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "minside_session" },
        csrf: { type: "apiKey", in: "header", name: CSRF_HEADER },
      },
    },
  };
}

export const renderOpenApi = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  writeFileSync(OPENAPI_FILE, renderOpenApi());
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
