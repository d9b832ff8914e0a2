// The gallery's pages for translators, one per language (dist/oversetting-<locale>.html): every
// message with its Bokmål source, its translation, the screens it is on and a link that opens each
// screen in `npm run preview` — signed in as a persona who sees it, through the dev backend's
// GET /_dev/sign-in — then the texts no screen uses any more, for removal. The errors and warnings
// come first, each linked to its row; links filter the table to errors, warnings or what changed
// since the last release. Plain HTML and CSS (`:target`), no script; a shared text lists its first
// screens as links and the rest by name, to keep the page light.
import type { Finding } from "./catalogue-check.ts";
import { languageName, type Figures } from "./catalogue-figures.ts";
import { placementOf, type Placement, type Screen } from "./message-screens.ts";
import { messageKey, type CatalogueEntry } from "./po-catalogue.ts";

export const translatorPageFile = (locale: string) => `oversetting-${locale}.html`;
/** A text on more screens than this is shared: the first ones are links, the rest names. */
const LINKED_SCREENS = 4;

export interface TranslatorPage {
  locale: string;
  /** The catalogue, as the project names it. */
  file: string;
  entries: readonly CatalogueEntry[];
  findings: readonly Finding[];
  figures: Figures;
  /** Where a file of the app is shown (message-screens.ts). */
  placement: (file: string) => Placement;
  /** The built title of this language whose screens the links open, or null when none is built. */
  titleCode: string | null;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The link that opens a screen of the title in the preview, signed in as its persona if it has one. */
export function screenLink(titleCode: string, screen: Screen): string | null {
  if (!screen.open) return null;
  const code = titleCode.toLowerCase();
  // The gallery's origin sends /<code>/… on to the title's own origin, query and all.
  if (!screen.persona) return `${code}${screen.open}`;
  const query = new URLSearchParams({ persona: screen.persona, to: screen.open });
  return `${code}/_dev/sign-in?${query.toString()}`;
}

function screenHtml(page: TranslatorPage, screen: Screen, linked: boolean): string {
  const name = `<code>${escapeHtml(screen.route)}</code>`;
  if (screen.unreachable) return `${name} <small>(nås bare gjennom en omdirigering)</small>`;
  const href = linked && page.titleCode ? screenLink(page.titleCode, screen) : null;
  const who = screen.persona ? ` <small>som ${escapeHtml(screen.persona)}</small>` : "";
  const via =
    screen.open && screen.open !== screen.route ? ` <small>via ${escapeHtml(screen.open)}</small>` : "";
  return href ? `<a href="${escapeHtml(href)}">${name}</a>${who}${via}` : `${name}${who}${via}`;
}

function placementHtml(page: TranslatorPage, placement: Placement): string {
  if (placement.kind === "everywhere")
    return page.titleCode
      ? `alle sider (ramme, feilside) – f.eks. <a href="${escapeHtml(page.titleCode.toLowerCase())}/">forsiden</a>`
      : "alle sider (ramme, feilside)";
  if (placement.kind === "nowhere") return "ingen side";
  const { screens } = placement;
  const first = screens
    .slice(0, LINKED_SCREENS)
    .map((s) => screenHtml(page, s, true))
    .join("<br>");
  if (screens.length <= LINKED_SCREENS) return first;
  const rest = screens
    .slice(LINKED_SCREENS)
    .map((s) => `<code>${escapeHtml(s.route)}</code>`)
    .join(", ");
  return `${first}<details><summary>delt tekst: ${screens.length - LINKED_SCREENS} sider til</summary>${rest}</details>`;
}

function statusHtml(entry: CatalogueEntry, findings: readonly Finding[], changed: boolean): string {
  const marks: string[] = [];
  if (entry.msgstr.trim() === "") marks.push('<strong class="bad">mangler</strong>');
  for (const f of findings)
    if (f.kind !== "missing")
      marks.push(
        `<span class="${f.severity === "error" ? "bad" : "warn"}" title="${escapeHtml(`${f.problem} ${f.fix}`)}">${f.severity === "error" ? "feil" : "advarsel"}: ${escapeHtml(f.kind)}</span>`,
      );
  if (changed) marks.push('<span class="new">endret</span>');
  return marks.join(" ");
}

/** The figures as the gallery's front page and a translator page show them. */
export function figuresHtml(figures: Figures): string {
  const since = figures.sinceRelease;
  const change =
    since.release === null
      ? `endret siden siste utgivelse: ukjent – ${escapeHtml(since.reason)}`
      : `endret siden <code>${escapeHtml(since.release)}</code>: ${since.added + since.changed} (${since.added} nye, ${since.changed} med ny oversettelse)`;
  return `${figures.translated} av ${figures.total} oversatt, ${figures.missing} mangler, ${figures.fuzzy} fuzzy, ${figures.obsolete} ubrukte; ${change}`;
}

export function translatorPageHtml(page: TranslatorPage): string {
  const current = page.entries.filter((e) => !e.obsolete);
  const byLine = new Map<number, Finding[]>();
  for (const f of page.findings) byLine.set(f.line, [...(byLine.get(f.line) ?? []), f]);
  const since = page.figures.sinceRelease;
  const changed = (e: CatalogueEntry) => since.release !== null && since.keys.has(messageKey(e));
  const placed = current.map((entry) => ({
    entry,
    placement: placementOf(entry.references, page.placement),
  }));
  const rows = placed
    .filter(({ placement }) => placement.kind !== "nowhere")
    .map(({ entry, placement }) => {
      const translation = entry.msgstr.trim() === "" ? "" : escapeHtml(entry.msgstr);
      const found = byLine.get(entry.msgstrLine) ?? [];
      // What the filters above the table pick rows by (CSS only: the page has no script).
      const kinds = [
        found.some((f) => f.severity === "error") || entry.msgstr.trim() === "" ? "feil" : null,
        found.some((f) => f.severity === "warning") ? "advarsel" : null,
        changed(entry) ? "endret" : null,
      ].filter(Boolean);
      const kindClass = kinds.length > 0 ? ` class="${kinds.join(" ")}"` : "";
      return `<tr id="linje-${entry.msgstrLine}"${kindClass}><td>${escapeHtml(entry.msgid)}</td><td lang="${page.locale}">${translation}</td><td>${placementHtml(page, placement)}</td><td>${entry.msgstrLine} ${statusHtml(entry, found, changed(entry))}</td></tr>`;
    });
  // The errors, then the warnings, each with a link to its row and what to do: first on the page.
  const ordered = [...page.findings].sort(
    (a, b) => Number(a.severity === "warning") - Number(b.severity === "warning") || a.line - b.line,
  );
  const findingItems = ordered.map(
    (f) =>
      `<li><span class="${f.severity === "error" ? "bad" : "warn"}">${f.severity === "error" ? "Feil" : "Advarsel"}</span> på <a href="#linje-${f.line}">linje ${f.line}</a> («${escapeHtml(f.msgid.length > 60 ? `${f.msgid.slice(0, 59)}…` : f.msgid)}»): ${escapeHtml(f.problem)} ${escapeHtml(f.fix)}</li>`,
  );
  const changedCount = current.filter(changed).length;
  const unused = [
    ...page.entries
      .filter((e) => e.obsolete)
      .map((e) => ({ entry: e, why: "merket #~ (koden bruker den ikke lenger)" })),
    ...placed
      .filter(({ placement }) => placement.kind === "nowhere")
      .map(({ entry }) => ({
        entry,
        why:
          entry.references.length === 0
            ? "ingen fil bruker den"
            : `ingen side bruker ${entry.references.map((r) => escapeHtml(r)).join(", ")}`,
      })),
  ].map(
    ({ entry, why }) =>
      `<li><code>${escapeHtml(page.file)}:${entry.line}</code> ${escapeHtml(entry.msgid)} – ${why}</li>`,
  );
  const errors = page.findings.filter((f) => f.severity === "error").length;
  const warnings = page.findings.length - errors;
  const title = `Oversetting: ${languageName(page.locale)} (${page.locale})`;
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Min side</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:1.5rem auto;max-width:80rem;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.35rem .5rem;border-bottom:1px solid #ddd}
td:nth-child(1),td:nth-child(2){width:30%}a{color:#0b4f8a}a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.bad{color:#a00}.warn{color:#7a4a00}.new{color:#0a5c2e}small{color:#555}
#vis-feil:target~table tbody tr:not(.feil),#vis-advarsel:target~table tbody tr:not(.advarsel),#vis-endret:target~table tbody tr:not(.endret){display:none}
tr:target{outline:3px solid #0b4f8a;outline-offset:-3px}
</style>
</head>
<body>
<main>
<p><a href="index.html">Alle titler</a></p>
<h1>${escapeHtml(title)}</h1>
<p><code>${escapeHtml(page.file)}</code>: ${figuresHtml(page.figures)}.</p>
<h2>Feil og advarsler (${page.findings.length})</h2>
${
  findingItems.length === 0
    ? "<p>Ingen feil og ingen advarsler da siden ble laget.</p>"
    : `<p>${errors === 0 ? "Ingen feil" : `<strong class="bad">${errors} feil</strong>`} og ${warnings} ${warnings === 1 ? "advarsel" : "advarsler"} da siden ble laget. Lenken går til raden; <code>npm run i18n:check</code> viser dem også, med fil og linje.</p>\n<ul>\n${findingItems.join("\n")}\n</ul>`
}
<p>${
    page.titleCode
      ? `Lenkene åpner skjermen i avisa <code>${escapeHtml(page.titleCode)}</code> i forhåndsvisningen (<code>npm run preview</code>), innlogget som en testperson som ser den. Innloggingen krever at tittelen er bygd med <code>--identity emulator</code>.`
      : `Ingen tittel på ${escapeHtml(languageName(page.locale))} er bygd: bygg en for å få lenker til skjermene.`
  } Sidene er de som bruker fila teksten står i; noen tekster vises bare i én situasjon (en feil, en tom liste).</p>
<h2>Alle tekster (${rows.length})</h2>
<nav aria-label="Vis tekstene"><p>Vis: <a href="#alle">alle</a> · <a href="#vis-feil">bare feil og manglende</a> · <a href="#vis-advarsel">bare advarsler</a> · <a href="#vis-endret">bare endret siden siste utgivelse (${changedCount})</a></p></nav>
<span id="alle"></span><span id="vis-feil"></span><span id="vis-advarsel"></span><span id="vis-endret"></span>
<table>
<thead><tr><th scope="col">Kilde (bokmål)</th><th scope="col">Oversettelse</th><th scope="col">Vises på</th><th scope="col">Linje, status</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>
<h2>Til fjerning (${unused.length})</h2>
${unused.length === 0 ? "<p>Ingen: hver tekst brukes på en side.</p>" : `<p>Ingen skjerm viser disse. <code>npm run i18n:extract</code> fjerner tekster koden ikke lenger har.</p>\n<ul>\n${unused.join("\n")}\n</ul>`}
</main>
</body>
</html>
`;
}
