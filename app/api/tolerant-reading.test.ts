// Tolerant reading of the platform's answers (docs/decisions/034), walked over the whole contract:
// for every endpoint's answer a valid sample is made from its schema, then each optional field —
// at any depth, in objects, lists, nullable and union members — is left out in turn, and the
// answer must still parse. Fields the platform may not leave out are listed here as the ADR
// has them: a field made optional or required without the ADR changing fails this test.
import { describe, expect, it } from "vitest";
import { z } from "zod";
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
  "x",
];
const NUMBERS = [1, 0, 299, 2026, 10000003, 12345678, ...statusCodes, 1.5, -1];

/** One valid value of `schema`, every optional field there (so each can be left out in turn). */
function sample(schema: z.ZodType, where: string): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return sample(schema.unwrap() as z.ZodType, where);
  if (schema instanceof z.ZodCatch) return sample(schema.unwrap() as z.ZodType, where);
  if (schema instanceof z.ZodPipe) return sample(schema.in as z.ZodType, where);
  if (schema instanceof z.ZodObject)
    return Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
        key,
        sample(field, `${where}.${key}`),
      ]),
    );
  if (schema instanceof z.ZodArray) return [sample(schema.element as z.ZodType, `${where}[]`)];
  if (schema instanceof z.ZodUnion) return sample(schema.options[0] as z.ZodType, `${where}|0`);
  if (schema instanceof z.ZodRecord) return {};
  // Two objects read as one (a history entry and who made it): both samples, merged.
  if (schema instanceof z.ZodIntersection)
    return {
      ...(sample(schema.def.left as z.ZodType, `${where}&0`) as object),
      ...(sample(schema.def.right as z.ZodType, `${where}&1`) as object),
    };
  const candidates = [...STRINGS, ...NUMBERS, true, false, null, undefined, {}];
  if (schema instanceof z.ZodEnum) candidates.unshift(...(schema.options as unknown[]));
  if (schema instanceof z.ZodLiteral) candidates.unshift(...schema.values);
  const found = candidates.find((value) => schema.safeParse(value).success);
  if (found === undefined && !schema.safeParse(undefined).success)
    throw new Error(`No sample for ${where} (${schema.type})`);
  return found;
}

/** Every union member's sample too: a discriminated answer's other kinds have fields of their own. */
function samples(schema: z.ZodType, where: string): unknown[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return samples(schema.unwrap() as z.ZodType, where);
  if (schema instanceof z.ZodUnion)
    return (schema.options as z.ZodType[]).flatMap((option, i) => samples(option, `${where}|${i}`));
  return [sample(schema, where)];
}

type Path = Array<string | number>;

/** The path of every optional field present in `value`, walking `schema` beside it. */
function optionalFields(schema: z.ZodType, value: unknown, path: Path = []): Path[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return value === null || value === undefined
      ? []
      : optionalFields(schema.unwrap() as z.ZodType, value, path);
  if (schema instanceof z.ZodObject && value && typeof value === "object") {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
      const here = [...path, key];
      const own = field.safeParse(undefined).success && key in value ? [here] : [];
      return [...own, ...optionalFields(field, (value as Record<string, unknown>)[key], here)];
    });
  }
  if (schema instanceof z.ZodArray && Array.isArray(value))
    return value.flatMap((item, i) => optionalFields(schema.element as z.ZodType, item, [...path, i]));
  if (schema instanceof z.ZodIntersection)
    return [
      ...optionalFields(schema.def.left as z.ZodType, value, path),
      ...optionalFields(schema.def.right as z.ZodType, value, path),
    ];
  if (schema instanceof z.ZodUnion) {
    const member = (schema.options as z.ZodType[]).find((option) => option.safeParse(value).success);
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
    const requiredHere = Object.entries(schema.shape as Record<string, z.ZodType>)
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
