// The translators' check over the project's catalogues, as npm run i18n:check and the build run it:
// every message of app/locales/<locale>/messages.po against its Bokmål source, the Nynorsk word list
// for nn. A build of a title refuses its language's catalogue when a message would show wrong —
// a placeholder, tag or plural lost, a Bokmål word in Nynorsk — before anything is built. A text
// not yet translated does not stop a build (the reader sees the Bokmål); npm run i18n:check does.
import path from "node:path";
import { readBokmalWords } from "./bokmal-words.ts";
import { checkCatalogue, formatFinding, type Finding } from "./catalogue-check.ts";
import { catalogueFigures, sinceLastRelease, type Figures } from "./catalogue-figures.ts";
import { placements } from "./message-screens.ts";
import { readCatalogue, type CatalogueEntry } from "./po-catalogue.ts";
import { translatorPageFile, translatorPageHtml } from "./translator-pages.ts";

export const catalogueFile = (locale: string) => `app/locales/${locale}/messages.po`;

export interface LanguageCheck {
  locale: string;
  /** Relative to the project's root. */
  file: string;
  entries: CatalogueEntry[];
  findings: Finding[];
}

/** One language's catalogue, read from `file` (the project's own unless given) and checked. */
export function checkLanguage(root: string, locale: string, file = catalogueFile(locale)): LanguageCheck {
  const entries = readCatalogue(path.resolve(root, file));
  const findings = checkCatalogue(entries, {
    locale,
    file,
    ...(locale === "nn" ? { bokmalWords: readBokmalWords() } : {}),
  });
  return { locale, file, entries, findings };
}

/** Why a build stops, naming each broken message and its fix; null when the catalogues are sound. */
export function catalogueRefusal(checks: readonly LanguageCheck[]): string | null {
  const broken = checks
    .flatMap((c) => c.findings)
    .filter((f) => f.severity === "error" && f.kind !== "missing");
  if (broken.length === 0) return null;
  const languages = [...new Set(broken.map((f) => f.file))].join(", ");
  return [
    `${broken.length} ${broken.length === 1 ? "oversettelse er ødelagt" : "oversettelser er ødelagte"} i ${languages}; siden ville vist feil tekst:`,
    ...broken.map(formatFinding),
    "Rett dem og kjør npm run i18n:check (docs/translating.md).",
  ].join("\n");
}

/** The warnings a build prints and goes on: texts not yet translated, and the check's warnings. */
export function catalogueNotes(checks: readonly LanguageCheck[]): string[] {
  return checks.flatMap((c) => {
    const missing = c.findings.filter((f) => f.kind === "missing").length;
    const warnings = c.findings.filter((f) => f.severity === "warning").length;
    if (missing === 0 && warnings === 0) return [];
    return [
      `⚠ ${c.file}: ${missing} ${missing === 1 ? "tekst" : "tekster"} uten oversettelse (vises på bokmål), ${warnings} ${warnings === 1 ? "advarsel" : "advarsler"}: npm run i18n:check`,
    ];
  });
}

export interface LanguagePage {
  locale: string;
  /** The page's file name in dist/. */
  page: string;
  figures: Figures;
  html: string;
}

/**
 * The titles the guides use for each language (the sandbox; Sunnhordland for Nynorsk), when built:
 * the same title whether one title or all were built, so a link a translator shares stays the same.
 */
const GUIDES_TITLES = ["SBX", "SH"];

function titleToOpen(titles: ReadonlyArray<{ titleCode: string; locale: string }>, locale: string) {
  const ofLocale = titles.filter((t) => t.locale === locale);
  return (ofLocale.find((t) => GUIDES_TITLES.includes(t.titleCode)) ?? ofLocale[0])?.titleCode ?? null;
}

/**
 * The gallery's translator page of each language, with its figures; links open screens of a built
 * title of that language (titleToOpen) (`titles`: the built ones, code and locale); `checks`, the
 * languages already checked (a build checks them once for both).
 */
export function translatorPages(
  root: string,
  titles: ReadonlyArray<{ titleCode: string; locale: string }>,
  checks: readonly LanguageCheck[] = ["nb", "nn"].map((locale) => checkLanguage(root, locale)),
): LanguagePage[] {
  const placement = placements(root);
  return checks.map((check) => {
    const { locale } = check;
    const figures = catalogueFigures(
      locale,
      check.entries,
      sinceLastRelease(root, check.file, check.entries),
    );
    const html = translatorPageHtml({
      ...check,
      figures,
      placement,
      titleCode: titleToOpen(titles, locale),
    });
    return { locale, page: translatorPageFile(locale), figures, html };
  });
}
