// Rewrites classic zod (`import { z } from "zod"`, methods: `.optional()`, `.max(9)`…) in the given
// files into zod/mini's functions (`z.optional(x)`, `x.check(z.maxLength(9))`…), by the type of each
// receiver, so a schema merged later in classic syntax converts mechanically:
//   node scripts/zod-mini-codemod.ts <files…>
// What it does not know it leaves as it was (an enum's .exclude(), a transform's ctx.addIssue, which
// is ctx.issues.push in mini); the typecheck and ESLint's zod rule then point at it. Run prettier after.
import { writeFileSync } from "node:fs";
import ts from "typescript";

const WRAP: Record<string, string> = {
  optional: "optional",
  nullable: "nullable",
  nullish: "nullish",
  array: "array",
  default: "_default",
  catch: "catch",
  pick: "pick",
  omit: "omit",
  extend: "extend",
  partial: "partial",
  required: "required",
  keyof: "keyof",
  readonly: "readonly",
};
const CHECK_ANY: Record<string, string> = {
  refine: "refine",
  superRefine: "superRefine",
  describe: "describe",
  meta: "meta",
};
const CHECK_STRING: Record<string, string> = {
  max: "maxLength",
  min: "minLength",
  length: "length",
  regex: "regex",
  trim: "trim",
  toLowerCase: "toLowerCase",
  toUpperCase: "toUpperCase",
  startsWith: "startsWith",
  endsWith: "endsWith",
  includes: "includes",
  normalize: "normalize",
  lowercase: "lowercase",
  uppercase: "uppercase",
  // Classic's z.string().email(): in mini a format is a check too.
  email: "email",
  url: "url",
  uuid: "uuid",
};
const CHECK_NUMBER: Record<string, string> = {
  max: "maximum",
  min: "minimum",
  gt: "gt",
  gte: "gte",
  lt: "lt",
  lte: "lte",
  positive: "positive",
  nonnegative: "nonnegative",
  negative: "negative",
  nonpositive: "nonpositive",
  multipleOf: "multipleOf",
};
const CHECK_ARRAY: Record<string, string> = { max: "maxLength", min: "minLength", length: "length" };

function checkName(kind: string | null, method: string): string | null {
  if (method in CHECK_ANY) return CHECK_ANY[method] ?? null;
  if (kind === "string") return CHECK_STRING[method] ?? null;
  if (kind === "number") return CHECK_NUMBER[method] ?? null;
  if (kind === "array") return CHECK_ARRAY[method] ?? null;
  return null;
}

/** Rewrites the files in place. */
export function convertToZodMini(files: string[]) {
  const program = ts.createProgram(files, {
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    paths: { "#app/*": ["./app/*"], "#scripts/*": ["./scripts/*"] },
    baseUrl: ".",
  });
  const checker = program.getTypeChecker();

  /** The zod kind of a schema expression ("string", "number", "array", "object", …), else null. */
  function zodKind(node: ts.Expression): string | null {
    const type = checker.getTypeAtLocation(node);
    const name = type.getSymbol()?.getName() ?? type.aliasSymbol?.getName() ?? "";
    const m = /^Zod(?:Mini)?(\w*)$/.exec(name);
    if (!m) return null;
    const rest = m[1] ?? "";
    if (
      rest === "String" ||
      rest === "StringFormat" ||
      /^(Email|URL|ISODate|ISODateTime|ISOTime|UUID|CUID)/.test(rest)
    )
      return "string";
    if (rest === "Number" || rest === "NumberFormat") return "number";
    if (rest === "Array") return "array";
    return rest.toLowerCase() || "type";
  }

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not found: ${file}`);
    const text = source.getFullText();
    const produced = new Set<ts.Node>();

    const print = (node: ts.Node): string => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ts.isIdentifier(node.expression.name)
      ) {
        const receiver = node.expression.expression;
        const method = node.expression.name.text;
        const kind = zodKind(receiver);
        const args = node.arguments.map(print).join(", ");
        if (kind !== null) {
          const r = print(receiver).trim();
          if (method === "int" && kind === "number" && /^z\s*\.\s*number\(\s*\)$/.test(r)) return "z.int()";
          if (
            (method === "strict" || method === "loose" || method === "passthrough") &&
            /^z\s*\.\s*object\(/.test(r)
          )
            return r.replace(/^z\s*\.\s*object/, method === "strict" ? "z.strictObject" : "z.looseObject");
          if (method === "or") return `z.union([${r}, ${args}])`;
          if (method === "and") return `z.intersection(${r}, ${args})`;
          if (method === "transform") return `z.pipe(${r}, z.transform(${args}))`;
          if (method === "pipe") return `z.pipe(${r}, ${args})`;
          if (method === "nonempty" && kind === "array")
            return withCheck(receiver, r, "z.minLength(1)", node);
          if (method in WRAP) return `z.${WRAP[method]}(${[r, args].filter(Boolean).join(", ")})`;
          const check = checkName(kind, method);
          if (check) return withCheck(receiver, r, `z.${check}(${args})`, node);
        }
      }
      let out = "";
      let pos = node.getStart(source);
      node.forEachChild((child) => {
        const start = child.getStart(source);
        out += text.slice(pos, start) + print(child);
        pos = child.end;
      });
      return out + text.slice(pos, node.end);
    };

    /** `r.check(a)`, or `r.check(a, b)` when r is a check this run made. */
    const withCheck = (receiver: ts.Node, r: string, check: string, node: ts.Node) => {
      produced.add(node);
      return produced.has(receiver) && r.endsWith(")")
        ? `${r.slice(0, -1)}, ${check})`
        : `${r}.check(${check})`;
    };

    let out = text.slice(0, source.getStart(source)) + print(source);
    out = out
      .replace(/from "zod";/g, 'from "zod/mini";')
      .replace(/\bz\.ZodType\b/g, "z.ZodMiniType")
      .replace(/\bz\.ZodObject\b/g, "z.ZodMiniObject");
    writeFileSync(file, out);
  }
}

if (import.meta.main) convertToZodMini(process.argv.slice(2));
