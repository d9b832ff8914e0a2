// The rules (rules.ts) as nginx directives for Debian's nginx, to include in the server {} of the
// title's origin after `root` points at the bundle (README, "For release managers").
import type { Header, ServeRules } from "./rules.ts";

/** The file holding `brotli_static on;`, relative to nginx's configuration directory: only there
 * when the brotli module is loaded (Debian's nginx lacks it unless libnginx-mod-http-brotli-static
 * is installed), since an include pattern that matches nothing is no error. */
export const BROTLI_INCLUDE = "minside-brotli.con[f]";

const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

function headerLines(headers: readonly Header[], indent: string) {
  return headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
}

export function nginxConfig(rules: ServeRules, banner: string): string {
  const hidden = rules.hidden.map((file) => file.replace(/\./g, "\\.")).join("|");
  const headers = (cacheControl: string, { document = true } = {}) =>
    headerLines(
      [...rules.everywhere, ...(document ? rules.documentOnly : []), ["Cache-Control", cacheControl]],
      "    ",
    );
  return [
    `# ${banner}`,
    "# Include inside the server {} of the title's origin, after `root` points at this directory.",
    "",
    "charset utf-8;",
    "",
    "# The build wrote .gz (and .br) copies of every text file: send them instead of compressing.",
    "gzip_static on;",
    "gzip_vary on;",
    `include ${BROTLI_INCLUDE};`,
    "",
    "# add_header is not inherited into a location that has its own: every location lists them all.",
    "# Hashed scripts and styles: the headers every answer has, not those only a document acts on.",
    `location ^~ ${rules.immutablePrefix} {`,
    ...headers(rules.immutableCacheControl, { document: false }),
    "    try_files $uri =404;",
    "}",
    "",
    `location ~ ^/(${hidden})$ {`,
    ...headers(rules.otherCacheControl),
    "    return 404;",
    "}",
    "",
    ...rules.redirects.flatMap(({ from, to }) => [
      `location = ${from} {`,
      ...headers(rules.otherCacheControl),
      // A relative Location: behind a proxy nginx does not know the origin the browser used.
      "    absolute_redirect off;",
      `    return 302 ${to}$is_args$args;`,
      "}",
      "",
    ]),
    "location / {",
    ...headers(rules.otherCacheControl),
    `    try_files $uri $uri/index.html ${rules.fallback};`,
    "}",
    "",
  ].join("\n");
}
