// How far each language has come: translated, missing, fuzzy, and what changed since the last
// release — by the catalogue's git history. A release is a git tag named release-… (what
// docs/releasing.md has the release manager set on the commit that is deployed); the newest one
// reachable from HEAD is "the last release". Without one (no release yet, or a shallow clone in CI
// that fetched no tags) the figure is left unknown and the reason given, never a failure.
import { spawnSync } from "node:child_process";
import { messageKey, parseCatalogue, type CatalogueEntry } from "./po-catalogue.ts";

export const RELEASE_TAG_PATTERN = "release-*";

export interface Figures {
  locale: string;
  total: number;
  /** Translated and not marked fuzzy. */
  translated: number;
  missing: number;
  fuzzy: number;
  /** No longer used by the code (`#~`): to be removed. */
  obsolete: number;
  /** Compared with the last release, or why there is nothing to compare with. */
  sinceRelease: SinceRelease;
}

export type SinceRelease =
  | {
      release: string;
      /** Messages the release did not have. */
      added: number;
      /** Messages whose translation is not what the release shipped. */
      changed: number;
      /** The keys (messageKey) of both, for marking them on the translators' page. */
      keys: Set<string>;
    }
  | { release: null; reason: string };

const git = (root: string, args: string[]) => {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return result.status === 0 ? result.stdout : null;
};

/** The newest release tag reachable from HEAD, or null. */
export function lastRelease(root: string): string | null {
  const tag = git(root, ["describe", "--tags", "--abbrev=0", "--match", RELEASE_TAG_PATTERN, "HEAD"]);
  return tag?.trim() || null;
}

/** What changed in `current` since `released` (the catalogue as the release had it; null: none). */
export function compareWithRelease(
  current: readonly CatalogueEntry[],
  released: readonly CatalogueEntry[] | null,
  release: string,
): SinceRelease {
  const before = new Map((released ?? []).filter((e) => !e.obsolete).map((e) => [messageKey(e), e.msgstr]));
  const keys = new Set<string>();
  let added = 0;
  let changed = 0;
  for (const entry of current) {
    if (entry.obsolete) continue;
    const key = messageKey(entry);
    const old = before.get(key);
    if (old === undefined) added += 1;
    else if (old !== entry.msgstr) changed += 1;
    else continue;
    keys.add(key);
  }
  return { release, added, changed, keys };
}

/** The catalogue at `file` (relative to root) compared with the last release, if there is one. */
export function sinceLastRelease(
  root: string,
  file: string,
  current: readonly CatalogueEntry[],
  release: string | null = lastRelease(root),
): SinceRelease {
  if (release === null)
    return {
      release: null,
      reason: `ingen utgivelse å sammenligne med (ingen git-tagg ${RELEASE_TAG_PATTERN}; se docs/releasing.md)`,
    };
  // A release before the catalogue existed: every message is new since.
  const text = git(root, ["show", `${release}:${file}`]);
  return compareWithRelease(current, text === null ? null : parseCatalogue(text), release);
}

export function catalogueFigures(
  locale: string,
  entries: readonly CatalogueEntry[],
  sinceRelease: SinceRelease,
): Figures {
  const current = entries.filter((e) => !e.obsolete);
  const missing = current.filter((e) => e.msgstr.trim() === "").length;
  const fuzzy = current.filter((e) => e.msgstr.trim() !== "" && e.flags.includes("fuzzy")).length;
  return {
    locale,
    total: current.length,
    translated: current.length - missing - fuzzy,
    missing,
    fuzzy,
    obsolete: entries.length - current.length,
    sinceRelease,
  };
}

const LANGUAGE: Record<string, string> = { nb: "bokmål", nn: "nynorsk" };
export const languageName = (locale: string) => LANGUAGE[locale] ?? locale;

/** One line per language, as the check prints it. */
export function formatFigures(figures: Figures): string {
  const since = figures.sinceRelease;
  const change =
    since.release === null
      ? `endret siden siste utgivelse: ukjent, ${since.reason}`
      : `endret siden ${since.release}: ${since.added + since.changed} (${since.added} nye, ${since.changed} med ny oversettelse)`;
  return `${figures.locale} (${languageName(figures.locale)}): ${figures.translated} av ${figures.total} oversatt, ${figures.missing} mangler, ${figures.fuzzy} fuzzy, ${figures.obsolete} ubrukt; ${change}.`;
}
