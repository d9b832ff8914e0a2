// Small accessible HTML pages for what the stand-in shows a person itself: the emulated identity
// provider's sign-in (identity/provider.ts) and the payment provider's page (dev-tools/router.ts).

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5; color: #1b1b1b; background: #ffffff; }
body { margin: 0; }
main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.75rem; margin: 0 0 .5rem; }
h2 { font-size: 1.25rem; margin: 1.5rem 0 .5rem; }
.note { background: #fff4ce; border-left: 4px solid #7a5600; padding: .75rem 1rem; margin: 1rem 0; }
ul.choices { list-style: none; padding: 0; margin: 0; display: grid; gap: .5rem; }
form { margin: 0; }
button { display: block; width: 100%; text-align: left; padding: .75rem 1rem; border: 2px solid #0b4f8a;
  border-radius: 6px; background: #ffffff; color: #1b1b1b; font: inherit; cursor: pointer; }
button:hover { background: #eef4fb; }
button:focus-visible, a:focus-visible { outline: 3px solid #b34700; outline-offset: 2px; }
.name { display: block; font-weight: 700; color: #0b4f8a; }
.description { display: block; color: #404040; }
.hint { display: block; font-size: .875rem; color: #404040; margin: .25rem 0 0 1rem; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; }
.actions button { width: auto; text-align: center; font-weight: 700; }
.actions .primary { background: #0b4f8a; color: #ffffff; }
.actions .primary:hover { background: #083b68; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 700; }
dd { margin: 0; }
a { color: #0b4f8a; }
`;

/** A complete Norwegian page: lang, viewport, one h1 inside main; no icon for the browser to ask for. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
