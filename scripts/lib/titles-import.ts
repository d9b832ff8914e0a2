// npm run titles:import -- values.csv: the release managers' way to put the real, non-public values
// into titles/*.json in one go (docs/decisions/031). One row per title code, one column
// per field (`titleCode` plus any of the title schema's placeholderable fields, `identity.clientId`
// written with its dot). An empty cell leaves the field as it is; a filled one replaces the value and
// takes the field off the file's `placeholders`. Each changed file is checked with the title schema
// before it is written: a title with an invalid value is reported and left untouched.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describeTitleIssues, placeholderableFields, titleSchema } from "#app/title/title-schema.ts";
import { titlesWithPlaceholders, type TitlePlaceholders } from "./placeholders.ts";
import { loadTitles, TITLES_DIR } from "./titles.ts";

/**
 * RFC 4180 CSV: quoted cells may hold the delimiter, line breaks and doubled quotes (""). The
 * delimiter is a comma, or a semicolon when the header has semicolons and no commas (what a
 * spreadsheet in Norwegian settings saves). A byte-order mark is dropped.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, "");
  const header = source.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = header.includes(";") && !header.includes(",") ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (quoted) throw new Error('the file ends inside a quoted cell (a " is not closed)');
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  // Blank lines (a trailing newline, a gap between rows) are no rows.
  return rows.filter((r) => r.some((value) => value.trim() !== ""));
}

/** The longest value a cell may hold: the longest any imported field takes (postalAddress). */
export const MAX_CELL_LENGTH = 200;
/** What a spreadsheet runs as a formula when the file is opened again (CSV injection). */
const FORMULA = /^[=+\-@]/;
/** The fields that are numbers: whole numbers, with the spaces a Norwegian spreadsheet groups by. */
const NUMBER_FIELDS: ReadonlySet<string> = new Set(["consentPropertyId", "paperInvoiceFee"]);
const GROUPED_NUMBER = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})*$|^\d+$/;
/** The shape a real value has, where it is known: an id as its issuer gives it. */
const REAL_SHAPE: Readonly<Record<string, { pattern: RegExp; shape: string }>> = {
  "identity.clientId": {
    pattern: /^[0-9a-f]{24}$/,
    shape: "24 characters, digits and the letters a–f, as Schibsted account gives it",
  },
};

/** Why a cell's value cannot be imported into `field`, or null. Checked before the title schema. */
export function cellProblem(field: string, value: string): string | null {
  const shown = value.length > 30 ? `${value.slice(0, 30)}…` : value;
  if (value.length > MAX_CELL_LENGTH)
    return `${field}: ${value.length} characters; a field holds at most ${MAX_CELL_LENGTH}`;
  if (FORMULA.test(value))
    return `${field}: "${shown}" starts with ${value[0]}, as a spreadsheet formula does; write the value itself`;
  if (/…|\.\.\./.test(value))
    return `${field}: "${shown}" is cut short (…), like the example in docs/releasing.md; write the whole value`;
  const real = REAL_SHAPE[field];
  if (real && !real.pattern.test(value)) return `${field}: "${shown}" is not ${real.shape}`;
  return null;
}

export interface ImportReport {
  /** Problems found; when any is about the file's shape (header), nothing was written. */
  problems: string[];
  /** Per title written: the fields filled. */
  written: Array<{ titleCode: string; fields: string[] }>;
  /** The title codes the file has rows for. */
  imported: string[];
  /** After the import: every title in the directory still holding placeholders, with its fields. */
  stillPlaceholders: TitlePlaceholders[];
}

type Json = Record<string, unknown>;

/** Reads the CSV text and fills titles/<code>.json in `dir` (see the top of this file). */
export function importTitleValues(csv: string, dir: string = TITLES_DIR): ImportReport {
  const problems: string[] = [];
  const written: ImportReport["written"] = [];
  let rows: string[][];
  try {
    rows = parseCsv(csv);
  } catch (error) {
    const problem = `values: ${(error as Error).message}`;
    return { problems: [problem], written, imported: [], stillPlaceholders: pending(dir) };
  }
  const [header = [], ...body] = rows;
  const columns = header.map((name) => name.trim());
  const codeColumn = columns.indexOf("titleCode");
  if (codeColumn < 0) problems.push('header: no "titleCode" column (one row per title code)');
  const known = new Set<string>(placeholderableFields);
  for (const name of columns) {
    if (name !== "titleCode" && !known.has(name))
      problems.push(
        `header: unknown column "${name}" (columns are titleCode and ${placeholderableFields.join(", ")})`,
      );
  }
  const seenColumns = new Set<string>();
  for (const name of columns) {
    if (seenColumns.has(name)) problems.push(`header: column "${name}" appears twice`);
    seenColumns.add(name);
  }
  // A misspelt or repeated column would drop or overwrite values silently: nothing is written.
  if (problems.length > 0) return { problems, written, imported: [], stillPlaceholders: pending(dir) };

  const seenCodes = new Map<string, number>();
  body.forEach((cells, index) => {
    const line = index + 2;
    const code = (cells[codeColumn] ?? "").trim().toUpperCase();
    const where = `row ${line} (${code || "no title code"})`;
    if (cells.length > columns.length) {
      problems.push(`${where}: ${cells.length} cells for ${columns.length} columns (a comma not in quotes?)`);
      return;
    }
    const file = path.join(dir, `${code.toLowerCase()}.json`);
    if (!/^[A-Z0-9]+$/.test(code) || !existsSync(file)) {
      problems.push(`${where}: no title with code "${code}" in titles/`);
      return;
    }
    if (seenCodes.has(code)) {
      problems.push(`${where}: ${code} is also on row ${seenCodes.get(code)}; the row is left out`);
      return;
    }
    seenCodes.set(code, line);
    const before = readFileSync(file, "utf8");
    const title = JSON.parse(before) as Json;
    const filled: string[] = [];
    const refused: string[] = [];
    columns.forEach((field, column) => {
      if (column === codeColumn) return;
      const value = (cells[column] ?? "").trim();
      if (value === "") return;
      const problem = cellProblem(field, value);
      if (problem) refused.push(problem);
      else {
        setField(title, field, value);
        filled.push(field);
      }
    });
    if (refused.length > 0) {
      for (const problem of refused)
        problems.push(`${where}: ${problem}; titles/${code.toLowerCase()}.json is left as it was`);
      return;
    }
    if (filled.length === 0) return;
    title.placeholders = (title.placeholders as string[]).filter((f) => !filled.includes(f));
    const parsed = titleSchema.safeParse(title);
    if (!parsed.success) {
      for (const issue of describeTitleIssues(parsed.error))
        problems.push(`${where}: ${issue}; titles/${code.toLowerCase()}.json is left as it was`);
      return;
    }
    const after = `${JSON.stringify(title, null, 2)}\n`;
    if (after !== before) writeFileSync(file, after);
    written.push({ titleCode: code, fields: filled });
  });
  return { problems, written, imported: [...seenCodes.keys()], stillPlaceholders: pending(dir) };
}

/**
 * Sets `identity.clientId` and the like; a number field (consentPropertyId) gets a number, its digits
 * grouped by spaces or not ("12 345"); anything else stays text for the schema to name.
 */
function setField(title: Json, field: string, value: string) {
  const keys = field.split(".");
  let target = title;
  for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Json;
  const last = keys.at(-1)!;
  target[last] =
    NUMBER_FIELDS.has(field) && GROUPED_NUMBER.test(value) ? Number(value.replace(/\D/g, "")) : value;
}

function pending(dir: string): TitlePlaceholders[] {
  try {
    return titlesWithPlaceholders(loadTitles(dir));
  } catch {
    // A directory some other file makes invalid: the build names that file; here, nothing to add.
    return [];
  }
}
