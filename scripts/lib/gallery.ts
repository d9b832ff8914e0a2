// dist/index.html: the release managers' list of every built title with its bundle, locale and
// owner group. Served by `npm run preview`, where each link opens the title on its own origin.
// A title still holding placeholders is marked "not ready", with the fields (docs/decisions/031).
// Each language's translation figures link to its page for translators (translator-pages.ts).
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
    <h2>Translations</h2>
    <p>For translators (in Norwegian): every text with its source, translation and the screens it is on, each a link into the preview (how to: <code>docs/translating.md</code>).</p>
    <ul>
${items}
    </ul>`;
}

/** Whether the title can be released, and if not, which fields still hold placeholders. */
function readiness(title: Title): string {
  if (title.placeholders.length === 0) return "ready";
  return `<strong>not ready</strong>: placeholders in ${title.placeholders.map((f) => `<code>${escape(f)}</code>`).join(", ")}`;
}

export function galleryHtml(titles: readonly Title[], languages: readonly LanguagePage[] = []): string {
  const notReady = titles.filter((t) => t.placeholders.length > 0).length;
  const rows = [...titles]
    .sort((a, b) => a.name.localeCompare(b.name, "nb"))
    .map((t) => {
      const code = t.titleCode.toLowerCase();
      return `      <tr>
        <td><a href="${code}/">${escape(t.name)}</a></td>
        <td>${escape(t.titleCode)}</td>
        <td lang="en">${t.locale === "nn" ? "nn (Nynorsk)" : "nb (Bokmål)"}</td>
        <td>${escape(t.ownerGroup)}</td>
        <td>${escape(t.town)}</td>
        <td><code>dist/${code}/</code></td>
        <td>${readiness(t)}</td>
      </tr>`;
    })
    .join("\n");
  const html = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Min side – title bundles (${titles.length})</title>
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
    <h1>Min side – title bundles</h1>
    <p>${titles.length} titles built. Each link opens the title's bundle on its own origin
    (<code>http://&lt;code&gt;.localhost:&lt;port&gt;/</code>) when served by <code>npm run preview</code>;
    rebuild one title with <code>npm run build -- --title &lt;code&gt;</code>.</p>
    <p>${notReady === 0 ? "Every title is ready for release." : `${notReady} of ${titles.length} titles are not ready for release: they still hold placeholders (fill them with <code>npm run titles:import -- values.csv</code>).`}</p>
    <table>
      <thead><tr><th scope="col">Title</th><th scope="col">Code</th><th scope="col">Locale</th><th scope="col">Owner group</th><th scope="col">Town</th><th scope="col">Bundle</th><th scope="col">Release</th></tr></thead>
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
