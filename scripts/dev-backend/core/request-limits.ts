// What the platform refuses before it reads a request (docs/decisions/021): a body over
// 64 KB (413), and fields the contract does not know (400 naming them) — silently dropping them
// would hide a portal that sends what it should not.
import type { z } from "zod";

/** The largest request body the API reads; the portal's largest (an invitation list) is a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;
export const TOO_LARGE_MESSAGE = `Forespørselen er for stor: høyst ${MAX_BODY_BYTES / 1024} KB`;
export const UNKNOWN_FIELD_MESSAGE = "Ukjent felt";

interface Def {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  in?: z.core.$ZodType;
}

const defOf = (schema: z.core.$ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The paths of fields in `value` that `schema` does not have ("address.colour", "extra"). */
export function unknownFields(schema: z.core.$ZodType, value: unknown, path = ""): string[] {
  const def = defOf(schema);
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "readonly":
    case "nonoptional":
    case "catch":
      return value === undefined || value === null ? [] : unknownFields(def.innerType!, value, path);
    case "pipe":
      return unknownFields(def.in!, value, path);
    case "array":
      return Array.isArray(value) ? value.flatMap((item, i) => unknownFields(def.element!, item, at(i))) : [];
    case "union": {
      // The branch that fits best names the fewest unknown fields.
      const found = def.options!.map((option) => unknownFields(option, value, path));
      return found.reduce((best, next) => (next.length < best.length ? next : best), found[0] ?? []);
    }
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
      const shape = def.shape!;
      return Object.entries(value).flatMap(([key, inner]) =>
        key in shape ? unknownFields(shape[key]!, inner, at(key)) : [at(key)],
      );
    }
    default:
      return [];
  }
}

export const NOT_TEXT_MESSAGE = "Teksten har tegn som ikke kan brukes";

/** The paths of strings in a request body that hold characters no text may hold (platform-rules.ts). */
export function fieldsNotText(value: unknown, isNotText: (text: string) => boolean, path = ""): string[] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === "string") return isNotText(value) ? [path || "body"] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsNotText(item, isNotText, at(i)));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => fieldsNotText(inner, isNotText, at(key)));
  return [];
}
