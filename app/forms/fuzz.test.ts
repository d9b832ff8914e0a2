// Every form's schema, tried with what a reader may type (tests/fixtures/fuzz-values.ts): names in
// Sámi, Polish, Cyrillic and Greek, emoji, invisible marks, markup, 3,000 characters and NUL, in
// every field. Nothing throws; what is taken is taken whole, as typed (never cut); what is refused is
// refused at its field in Norwegian; no typed text takes NUL or an invisible reordering mark.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { z } from "zod/mini";
import { describe, expect, it } from "vitest";
import "#app/i18n/i18n.ts";
import { ADDRESS_FIELDS } from "#app/domain/address-fields.ts";
import { FUZZ_TEXTS, NEVER_TEXT, type FuzzKind } from "#tests/fixtures/fuzz-values.ts";
import type { ActionArgs } from "./intent.ts";

const APP = path.resolve(import.meta.dirname, "..");

/** The fields a reader types into (hidden fields and choices are the page's own). */
const TYPED = new Set<string>([
  "givenName",
  "familyName",
  ...ADDRESS_FIELDS,
  "comment",
  "discountCode",
  "email",
  "phoneNumber",
]);

/** zod's own English, which a reader must never see. */
const ENGLISH = /expected|invalid input|too (big|small)|must (be|have)|received/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

interface FoundIntent {
  where: string;
  name: string;
  /** What the form is checked with: an object, or an object piped into a transform. */
  schema: z.ZodMiniType;
  fields: string[];
}

const fakeArgs = {
  request: new Request("http://sbx.localhost/"),
  params: {},
  context: {
    get() {
      throw new Error("no session in a unit test");
    },
  },
} as unknown as ActionArgs;

/** The form's fields: an object's, or those of the object a transform reads. */
function fieldsOf(schema: z.ZodMiniType): string[] | null {
  if ("shape" in schema) return Object.keys((schema as z.ZodMiniObject).shape);
  const inner = (schema as unknown as { _zod: { def: { in?: z.ZodMiniType } } })._zod.def.in;
  return inner ? fieldsOf(inner) : null;
}

async function schemaOf(schema: unknown): Promise<z.ZodMiniType | null> {
  try {
    const resolved: unknown =
      typeof schema === "function" ? await (schema as (a: ActionArgs) => unknown)(fakeArgs) : schema;
    return resolved && typeof resolved === "object" && "_zod" in resolved
      ? (resolved as z.ZodMiniType)
      : null;
  } catch (error) {
    // A schema that needs the platform's answer (the order's offer) or the session is not built here.
    if (error instanceof Error) return null;
    throw error;
  }
}

/** Every exported intent of app/ with a schema that can be built without a session. */
async function intents(): Promise<FoundIntent[]> {
  const found: FoundIntent[] = [];
  for (const file of sourceFiles(APP)) {
    // Every intent is defined in a file named intents.ts (app/one-home.test.ts holds that).
    if (path.basename(file) !== "intents.ts") continue;
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!value || typeof value !== "object" || !("schema" in value) || !("run" in value)) continue;
      const intent = value as { name?: unknown; schema: unknown };
      const schema = await schemaOf(intent.schema);
      const fields = schema ? fieldsOf(schema) : null;
      if (schema && fields)
        found.push({
          where: path.relative(APP, file),
          name: String(intent.name),
          schema,
          fields,
        });
    }
  }
  return found;
}

// No platform here: a schema that asks it fails at once instead of waiting for a connection.
globalThis.fetch = () => Promise.reject(new TypeError("no platform in a unit test"));
const found = await intents();
const kinds = Object.keys(FUZZ_TEXTS) as FuzzKind[];

describe("every form, with what a reader may type", () => {
  it("reaches the forms with typed text", () => {
    const typedFields = found.flatMap((i) => i.fields.filter((k) => TYPED.has(k)));
    expect(found.length).toBeGreaterThanOrEqual(20);
    expect(new Set(typedFields)).toEqual(TYPED);
  });

  for (const { where, name, schema, fields } of found) {
    for (const field of fields) {
      it(`${where} ${name}: ${field}`, () => {
        for (const kind of kinds) {
          const typed = FUZZ_TEXTS[kind];
          const result = schema.safeParse({ [field]: typed });
          const issues = result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field);
          for (const issue of issues) expect(issue.message, `${kind} in ${field}`).not.toMatch(ENGLISH);
          if (issues.length > 0) continue;
          if (TYPED.has(field) && NEVER_TEXT.includes(kind))
            throw new Error(`${where} ${name}.${field} took ${kind} (${JSON.stringify(typed)})`);
          const taken = result.success ? (result.data as Record<string, unknown>)[field] : undefined;
          if (typeof taken === "string" && TYPED.has(field))
            expect(taken, `${kind} in ${field} is taken whole`).toBe(typed.trim());
        }
      });
    }
  }
});
