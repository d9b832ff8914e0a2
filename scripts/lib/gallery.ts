// dist/index.html: the release managers' list of every built title with its bundle, language and
// owner group, in Norwegian like the translators' pages. Served by `npm run preview`, where each
// link opens the title on its own origin. A title still holding placeholders is marked "ikke klar",
// with its "verdier som mangler" (docs/decisions/031) — words of their own, so they never meet the
// catalogue's placeholders ({name} in a text); the sandbox is never released. Each language's
// translation figures link to its page for translators (translator-pages.ts).
import { isDeployed } from "./release-record.ts";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Title } from "#app/title/title-schema.ts";
import { languageName } from "./catalogue-figures.ts";
import type { LanguagePage } from "./catalogue-gate.ts";
import { figuresHtml } from "./translator-pages.ts";

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The gallery, and each language's page for translators beside it (translator-pages.ts). */
export function writeGallery(
  file: string,
  titles: readonly Title[],
  languages: readonly LanguagePage[] = [],
) {
  writeFileSync(file, galleryHtml(titles, languages));
  for (const language of languages)
    writeFileSync(path.join(path.dirname(file), language.page), language.html);
}

/** Each language's figures and the link to its translators' page. */
function translationsHtml(languages: readonly LanguagePage[]): string {
  if (languages.length === 0) return "";
  const items = languages
    .map(
      (l) =>
        `      <li lang="nb"><a href="${escape(l.page)}">${escape(languageName(l.locale))} (${escape(l.locale)})</a>: ${figuresHtml(l.figures)}.</li>`,
    )
    .join("\n");
  return `
    <h2>Oversettelser</h2>
    <p>For oversettere: hver tekst med kilde, oversettelse og skjermene den står på, hver en lenke inn i forhåndsvisningen (slik gjør du: <code>docs/translating.md</code>).</p>
    <ul>
${items}
    </ul>`;
}

/** Whether the title can be released, and if not, which of its values are still missing. */
function readiness(title: Title): string {
  if (!isDeployed(title)) return "sandkasse, aldri utgitt";
  if (title.placeholders.length === 0) return "klar";
  return `<strong>ikke klar</strong>: verdier som mangler: ${title.placeholders.map((f) => `<code>${escape(f)}</code>`).join(", ")}`;
}

export function galleryHtml(titles: readonly Title[], languages: readonly LanguagePage[] = []): string {
  const deployed = titles.filter(isDeployed);
  const notReady = deployed.filter((t) => t.placeholders.length > 0).length;
  const rows = [...titles]
    .sort((a, b) => a.name.localeCompare(b.name, "nb"))
    .map((t) => {
      const code = t.titleCode.toLowerCase();
      return `      <tr>
        <td><a href="${code}/">${escape(t.name)}</a></td>
        <td>${escape(t.titleCode)}</td>
        <td>${t.locale === "nn" ? "nynorsk (nn)" : "bokmål (nb)"}</td>
        <td>${escape(t.ownerGroup)}</td>
        <td>${escape(t.town)}</td>
        <td><code>dist/${code}/</code></td>
        <td>${readiness(t)}</td>
      </tr>`;
    })
    .join("\n");
  const html = `<!doctype html>
<html lang="nb">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Min side – titlenes bunter (${titles.length})</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 64rem; padding: 0 1rem; color: #1a1a1a; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #ddd; }
    a { color: #0b4f8a; }
    a:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
  </style>
</head>
<body>
  <main>
    <h1>Min side – titlenes bunter</h1>
    <p>${titles.length} titler bygd. Hver lenke åpner tittelens bunt på sin egen adresse
    (<code>http://&lt;kode&gt;.localhost:&lt;port&gt;/</code>) med <code>npm run preview</code>;
    bygg én tittel på nytt med <code>npm run build -- --title &lt;kode&gt;</code>.</p>
    <p>${notReady === 0 ? "Alle titler som utgis, er klare." : `${notReady} av ${deployed.length} titler som utgis, er ikke klare: de har verdier som mangler (fyll dem inn med <code>npm run titles:import -- values.csv</code>).`}</p>
    <table>
      <thead><tr><th scope="col">Tittel</th><th scope="col">Kode</th><th scope="col">Språk</th><th scope="col">Eiergruppe</th><th scope="col">Sted</th><th scope="col">Bunt</th><th scope="col">Utgivelse</th></tr></thead>
      <tbody>
${rows}
      </tbody>
    </table>${translationsHtml(languages)}
  </main>
</body>
</html>
`;
  return html;
}
