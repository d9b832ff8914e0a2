// Which titles still hold placeholders instead of their real, non-public values (ADR 031).
// Each titles/<code>.json lists them under `placeholders`; a bundle built from them looks deployable
// but signs in with a made-up client id and prints a made-up phone number. Plain builds warn, one
// line per title; release builds (`--release`, what a deployment runs) refuse (docs/decisions/031).
import type { Title } from "#app/title/title-schema.ts";

export interface TitlePlaceholders {
  titleCode: string;
  name: string;
  /** The fields, as titles/<code>.json names them (`identity.clientId`). */
  fields: readonly string[];
}

/** The titles among `titles` that still hold placeholders, with their fields, in the given order. */
export function titlesWithPlaceholders(titles: readonly Title[]): TitlePlaceholders[] {
  return titles
    .filter((title) => title.placeholders.length > 0)
    .map((title) => ({ titleCode: title.titleCode, name: title.name, fields: [...title.placeholders] }));
}

/** One warning line per title: what a plain build prints. */
export function placeholderWarnings(titles: readonly Title[]): string[] {
  return titlesWithPlaceholders(titles).map(
    (t) =>
      `⚠ ${t.titleCode} (${t.name}) is not ready for release: verdier som mangler (values still missing): ${t.fields.join(", ")}`,
  );
}

/** Why a release build stops: every title and each of its fields, or null when all are real. */
export function releaseRefusal(titles: readonly Title[]): string | null {
  const pending = titlesWithPlaceholders(titles);
  if (pending.length === 0) return null;
  const lines = pending.map(
    (t) => `  ${t.titleCode} (${t.name}): ${t.fields.join(", ")} (titles/${t.titleCode.toLowerCase()}.json)`,
  );
  return [
    `a release build ships no made-up values; ${pending.length} title${pending.length === 1 ? " has" : "s have"} verdier som mangler (values still missing):`,
    ...lines,
    "Fill in the real values with npm run titles:import -- values.csv (README, For release managers).",
  ].join("\n");
}
