// The codemod that turns a schema written in classic zod into zod/mini (ADR 052): what a helper
// merging a classic schema into app/ runs, so its output must parse as the classic one did.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { convertToZodMini } from "./zod-mini-codemod.ts";

// Inside the project, so that the file finds zod as a schema of app/ would.
const dir = mkdtempSync(path.join(import.meta.dirname, ".zod-mini-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CLASSIC = `import { z } from "zod";
export const mandate = z.object({
  kid: z.string().max(25).regex(/^\\d+$/, "Bare sifre"),
  amount: z.number().int().nonnegative(),
  note: z.string().trim().max(200).optional(),
  payer: z.email().max(254).nullable(),
  contact: z.string().max(254).email().optional(),
  lines: z.array(z.string().min(1)).max(3),
  kind: z.enum(["A", "B"]).default("A"),
  code: z.string().transform((text) => text.toUpperCase()),
});
export const strict = z.object({ a: z.string() }).strict();
`;

describe("zod-mini-codemod", () => {
  const file = path.join(dir, "mandate.ts");
  writeFileSync(file, CLASSIC);
  convertToZodMini([file]);
  const converted = readFileSync(file, "utf8");

  it("writes zod/mini's functions where classic had methods", () => {
    expect(converted).toContain('import { z } from "zod/mini";');
    expect(converted).toContain('z.string().check(z.maxLength(25), z.regex(/^\\d+$/, "Bare sifre"))');
    expect(converted).toContain("z.int().check(z.nonnegative())");
    expect(converted).toContain("z.optional(z.string().check(z.trim(), z.maxLength(200)))");
    expect(converted).toContain("z.nullable(z.email().check(z.maxLength(254)))");
    expect(converted).toContain("z.optional(z.string().check(z.maxLength(254), z.email()))");
    expect(converted).toContain("z.array(z.string().check(z.minLength(1))).check(z.maxLength(3))");
    expect(converted).toContain('z._default(z.enum(["A", "B"]), "A")');
    expect(converted).toContain("z.pipe(z.string(), z.transform((text) => text.toUpperCase()))");
    expect(converted).toContain("z.strictObject({ a: z.string() })");
    expect(converted).not.toMatch(/\)\.(max|min|optional|nullable|regex|int|default|transform|strict)\(/);
  });

  it("parses as the classic schema did", async () => {
    interface Parsed {
      success: boolean;
      error?: { issues: Array<{ message: string }> };
    }
    const { mandate } = (await import(file)) as {
      mandate: { parse: (value: unknown) => unknown; safeParse: (value: unknown) => Parsed };
    };
    const ok = { kid: "123", amount: 2, payer: null, lines: ["x"], code: "ab" };
    expect(mandate.parse(ok)).toEqual({ ...ok, kind: "A", code: "AB" });
    expect(mandate.safeParse({ ...ok, kid: "12a" }).error?.issues[0]?.message).toBe("Bare sifre");
    expect(mandate.safeParse({ ...ok, amount: 1.5 }).success).toBe(false);
    expect(mandate.safeParse({ ...ok, note: "x".repeat(201) }).success).toBe(false);
    expect(mandate.safeParse({ ...ok, lines: ["a", "b", "c", "d"] }).success).toBe(false);
    expect(mandate.safeParse({ ...ok, contact: "ikke en adresse" }).success).toBe(false);
  });
});
