// Tolerant reading of the platform's answers (docs/decisions/034), walked over the whole contract:
// for every endpoint's answer a valid sample is made from its schema, then each optional field —
// at any depth, in objects, lists, nullable and union members — is left out in turn, and the
// answer must still parse. Fields the platform may not leave out are listed here as the ADR
// has them: a field made optional or required without the ADR changing fails this test.
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { statusCodes } from "#app/domain/subscription-status.ts";
import { api } from "./contract.ts";
import { account, sessionUser, titleData } from "./contract/account.ts";
import type { Endpoint } from "./contract/shared.ts";
import { subscription } from "./contract/subscription.ts";

const STRINGS = [
  "ADR",
  "12345678",
  "2026-11-18",
  "2026-11-18T10:00:00.000Z",
  "kari.nordmann@example.no",
  "https://minside.adressa.no/",
  "0123456789abcdefghij",
  "123456",
  "7010",
  "4242",
  "18:00",
  "2027-08",
  "78 33 72 00",
  "98765432",
  "C-DIGITAL-DIGITAL",
  // A gift code (docs/decisions/077).
  "K7QM-4XRT-9CHN",
  "x",
];
const NUMBERS = [1, 0, 299, 2026, 10000003, 12345678, ...statusCodes, 1.5, -1];

/** One valid value of `schema`, every optional field there (so each can be left out in turn). */
function sample(schema: z.ZodMiniType, where: string): unknown {
  if (
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodNullable ||
    schema instanceof z.core.$ZodDefault
  )
    return sample(schema._zod.def.innerType as z.ZodMiniType, where);
  if (schema instanceof z.core.$ZodCatch) return sample(schema._zod.def.innerType as z.ZodMiniType, where);
  if (schema instanceof z.core.$ZodPipe) return sample(schema._zod.def.in as z.ZodMiniType, where);
  if (schema instanceof z.core.$ZodObject)
    return Object.fromEntries(
      Object.entries(schema._zod.def.shape as Record<string, z.ZodMiniType>).map(([key, field]) => [
        key,
        sample(field, `${where}.${key}`),
      ]),
    );
  if (schema instanceof z.core.$ZodArray)
    return [sample(schema._zod.def.element as z.ZodMiniType, `${where}[]`)];
  if (schema instanceof z.core.$ZodUnion)
    return sample(schema._zod.def.options[0] as z.ZodMiniType, `${where}|0`);
  if (schema instanceof z.core.$ZodRecord) return {};
  // Two objects read as one (a history entry and who made it): both samples, merged.
  if (schema instanceof z.core.$ZodIntersection)
    return {
      ...(sample(schema._zod.def.left as z.ZodMiniType, `${where}&0`) as object),
      ...(sample(schema._zod.def.right as z.ZodMiniType, `${where}&1`) as object),
    };
  const candidates = [...STRINGS, ...NUMBERS, true, false, null, undefined, {}];
  if (schema instanceof z.core.$ZodEnum) candidates.unshift(...Object.values(schema._zod.def.entries));
  if (schema instanceof z.core.$ZodLiteral) candidates.unshift(...schema._zod.values);
  const found = candidates.find((value) => schema.safeParse(value).success);
  if (found === undefined && !schema.safeParse(undefined).success)
    throw new Error(`No sample for ${where} (${schema._zod.def.type})`);
  return found;
}

/** Every union member's sample too: a discriminated answer's other kinds have fields of their own. */
function samples(schema: z.ZodMiniType, where: string): unknown[] {
  if (schema instanceof z.core.$ZodOptional || schema instanceof z.core.$ZodNullable)
    return samples(schema._zod.def.innerType as z.ZodMiniType, where);
  if (schema instanceof z.core.$ZodUnion)
    return (schema._zod.def.options as z.ZodMiniType[]).flatMap((option, i) =>
      samples(option, `${where}|${i}`),
    );
  return [sample(schema, where)];
}

type Path = Array<string | number>;

/** The path of every optional field present in `value`, walking `schema` beside it. */
function optionalFields(schema: z.ZodMiniType, value: unknown, path: Path = []): Path[] {
  if (
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodNullable ||
    schema instanceof z.core.$ZodDefault
  )
    return value === null || value === undefined
      ? []
      : optionalFields(schema._zod.def.innerType as z.ZodMiniType, value, path);
  if (schema instanceof z.core.$ZodObject && value && typeof value === "object") {
    return Object.entries(schema._zod.def.shape as Record<string, z.ZodMiniType>).flatMap(([key, field]) => {
      const here = [...path, key];
      const own = field.safeParse(undefined).success && key in value ? [here] : [];
      return [...own, ...optionalFields(field, (value as Record<string, unknown>)[key], here)];
    });
  }
  if (schema instanceof z.core.$ZodArray && Array.isArray(value))
    return value.flatMap((item, i) =>
      optionalFields(schema._zod.def.element as z.ZodMiniType, item, [...path, i]),
    );
  if (schema instanceof z.core.$ZodIntersection)
    return [
      ...optionalFields(schema._zod.def.left as z.ZodMiniType, value, path),
      ...optionalFields(schema._zod.def.right as z.ZodMiniType, value, path),
    ];
  if (schema instanceof z.core.$ZodUnion) {
    const member = (schema._zod.def.options as z.ZodMiniType[]).find(
      (option) => option.safeParse(value).success,
    );
    return member ? optionalFields(member, value, path) : [];
  }
  return [];
}

function without(value: unknown, path: Path): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
  delete at[path.at(-1)!];
  return copy;
}

const answers = (Object.entries(api) as Array<[string, Endpoint]>).filter(
  ([, endpoint]) => !endpoint.produces,
);

describe("every answer of the contract, read tolerantly", () => {
  it.each(answers)(
    "%s: a sample parses, and so it does with each optional field left out",
    (name, endpoint) => {
      for (const value of samples(endpoint.response, name)) {
        expect(endpoint.response.safeParse(value).success, `${name} sample`).toBe(true);
        for (const path of optionalFields(endpoint.response, value)) {
          const parsed = endpoint.response.safeParse(without(value, path));
          expect(parsed.success, `${name} without ${path.join(".")}`).toBe(true);
        }
        // Fields the portal does not know are ignored, not refused.
        if (value && typeof value === "object" && !Array.isArray(value))
          expect(endpoint.response.safeParse({ ...value, addedByThePlatform: 1 }).success).toBe(true);
      }
    },
  );
});

/** The fields the platform must send (ADR 034's table): the SPEC names them, or no screen works without. */
const required = {
  subscription: [
    "ariaPlanID",
    "planName",
    "planProductType",
    "eligibleForSharing",
    "instStatusCode",
    "subsRetrieveSubscriptionAddInfo",
  ],
  account: ["accountBalance", "spidId", "firstTitleCode", "ariaAccountNo"],
  sessionUser: ["spidId", "sp_id", "displayName", "givenName", "familyName"],
  titleData: [
    "titleCode",
    "titleDomain",
    "pageUrl",
    "name",
    "customerCenterPhoneNumber",
    "customerCenterEmail",
    "organizationNumber",
    "pulse",
  ],
};
const named = { subscription, account, sessionUser, titleData };

describe("the shapes the SPEC names (§3)", () => {
  it.each(Object.entries(named))("%s: exactly the ADR's fields are required", (name, schema) => {
    const requiredHere = Object.entries(schema._zod.def.shape as Record<string, z.ZodMiniType>)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([key]) => key);
    expect(requiredHere).toEqual(required[name as keyof typeof required]);
  });

  it.each(Object.entries(named))("%s: an answer without a required field is refused", (name, schema) => {
    const value = sample(schema, name) as Record<string, unknown>;
    for (const key of required[name as keyof typeof required])
      expect(schema.safeParse(without(value, [key])).success, `${name} without ${key}`).toBe(false);
  });

  it("the login token is any non-empty string up to 200 characters (its length is the platform's)", () => {
    expect(api.loginToken.response.safeParse({ loginToken: "abc" }).success).toBe(true);
    expect(api.loginToken.response.safeParse({ loginToken: "" }).success).toBe(false);
  });
});
