// Run by npm test after the build (and by npm run bench:size, which only prints). Fails when a
// route's own chunk exceeds 25 KB gzip, or when what a prerendered page's HTML makes it load before
// it is interactive (its scripts and modulepreloads with their static imports) exceeds its budget:
// the framework's own, or ours — the route table is measured and printed, a row per route, and
// counts against neither (ADR 040, 062; what Chromium really loads, the deferred code included, is held by
// the journey tests/e2e/page-weight.test.ts, ADR 022); also checks that each bundle is complete and ships only its own
// locale's catalogue, and that every title's CSP covers its inline scripts (serve-config/check.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { EDGE_REDIRECTS } from "#app/domain/edge-redirects.ts";
import { PRERENDERED_PATHS, ROUTE_TABLE } from "#app/route-table.ts";
import {
  BUDGET_FRAMEWORK,
  BUDGET_OURS_BEFORE_INTERACTIVE,
  BUDGET_ROUTE_CHUNK,
  gzipSize,
  initialScripts,
  kb,
  lazyChunks,
  openPageOver,
  pageHtml,
  routeChunks,
  routeTable,
  splitPage,
} from "#scripts/lib/bundle-size.ts";
import { readPo } from "#scripts/lib/po.ts";
import { checkServeConfig } from "#scripts/lib/serve-config/check.ts";
import { SPA_FALLBACK } from "#scripts/lib/serve-config/rules.ts";
import { loadTitles } from "#scripts/lib/titles.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    // The bundles to check, when not dist/ (npm run deploy checks the folder it deploys from).
    dist: { type: "string" },
    // Only these titles' bundles (comma-separated codes): npm run deploy checks what it deploys.
    title: { type: "string" },
    report: { type: "boolean", default: false },
    // bench:size measures the pages in Chromium itself and asks here only for the chunks.
    "chunks-only": { type: "boolean", default: false },
  },
});
const DIST = path.resolve(values.dist ?? path.join(ROOT, "dist"));

const problems: string[] = [];
const named = values.title?.split(",").map((code) => code.trim().toUpperCase());
const titles = loadTitles().filter(
  (t) =>
    (!named || named.includes(t.titleCode)) &&
    existsSync(path.join(DIST, t.titleCode.toLowerCase(), "index.html")),
);
const missing = named?.filter((code) => !titles.some((t) => t.titleCode === code)) ?? [];
if (titles.length === 0 || missing.length > 0) {
  const what = missing.length > 0 ? `no bundle for ${missing.join(", ")}` : "no title bundles";
  const folder = DIST.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, DIST) : DIST;
  console.error(`${folder}/ holds ${what}: run npm run build first.`);
  process.exit(1);
}

// One title per locale stands for all of its locale: their JS is byte for byte the same.
const samples = ["nb", "nn"]
  .map((locale) => titles.find((t) => t.locale === locale))
  .filter((t) => t !== undefined);

for (const title of samples) {
  const site = path.join(DIST, title.titleCode.toLowerCase());
  const chunks = routeChunks(site).sort((a, b) => b.gzip - a.gzip);
  console.log(
    `\n${title.titleCode} (${title.locale}) — each route's own chunk, gzip (budget ${kb(BUDGET_ROUTE_CHUNK)}):`,
  );
  for (const chunk of chunks) {
    const over = chunk.gzip > BUDGET_ROUTE_CHUNK;
    console.log(`  ${chunk.id.padEnd(48)} ${kb(chunk.gzip).padStart(10)}${over ? "  OVER BUDGET" : ""}`);
    if (over)
      problems.push(
        `${title.titleCode} route ${chunk.id}: own chunk ${kb(chunk.gzip)} (budget ${kb(BUDGET_ROUTE_CHUNK)})`,
      );
  }
  if (!values["chunks-only"]) {
    // What each prerendered page's HTML makes it load before it is interactive, the heaviest first,
    // in three lines (ADR 062): the framework, measured against its own budget; the route table,
    // measured, with what one row costs; ours, within 15.3 KB whatever the route table weighs.
    const table = routeTable(site);
    const pages = PRERENDERED_PATHS.map((pagePath) => ({
      pagePath,
      split: splitPage(
        initialScripts(site, pageHtml(site, pagePath)).map((file) => ({
          file,
          gzip: gzipSize(file),
          beforeInteractive: true,
        })),
      ),
    })).sort((a, b) => b.split.before.total - a.split.before.total);
    console.log(
      `\n${title.titleCode} (${title.locale}) — JavaScript its HTML makes a page load before it is interactive, gzip: ` +
        `the framework + the route table + ours (ADR 062).\n` +
        `  The route table (${path.basename(table.file)}): ${table.rows} rows, ${kb(table.rowsGzip)} of its ${kb(table.gzip)}; ` +
        `one row costs ${table.perRow.min}–${table.perRow.max} B (${table.perRow.mean.toFixed(0)} B on average; ` +
        `the heaviest: ${table.perRow.heaviest}).`,
    );
    for (const { pagePath, split } of pages) {
      const over = openPageOver(split);
      const line = (name: string, bytes: number, note: string) =>
        console.log(
          `    ${name.padEnd(12)} ${kb(bytes).padStart(9)} ${`(${bytes} B)`.padStart(11)}  ${note}`,
        );
      console.log(`  ${pagePath}  ${kb(split.before.total)} in all before interactive`);
      line(
        "framework",
        split.before.framework,
        `budget ${kb(BUDGET_FRAMEWORK)} (React, React DOM, React Router, the bundler's runtime)`,
      );
      line("route table", split.before.routeTable, `measured: ${table.rows} rows`);
      line(
        "ours",
        split.before.ours,
        `budget ${kb(BUDGET_OURS_BEFORE_INTERACTIVE)}${over.length ? `  OVER BUDGET (${over.join(", ")})` : ""}`,
      );
      if (over.length) problems.push(`${title.titleCode} ${pagePath}: ${over.join(", ")}`);
    }
  }
  const lazy = lazyChunks(site).sort((a, b) => b.gzip - a.gzip);
  if (lazy.length > 0) {
    console.log(
      `\n${title.titleCode} (${title.locale}) — loaded on demand with import(), gzip, and by which routes:`,
    );
    for (const chunk of lazy)
      console.log(
        `  ${chunk.file.padEnd(48)} ${kb(chunk.gzip).padStart(10)}  ← ${chunk.routes.length > 4 ? `${chunk.routes.length} routes` : chunk.routes.join(", ")}`,
      );
  }
}

if (!values.report) {
  // Every bundle has every prerendered page, its logo and its favicon.
  for (const title of titles) {
    const site = path.join(DIST, title.titleCode.toLowerCase());
    for (const p of PRERENDERED_PATHS) {
      if (!existsSync(path.join(site, p, "index.html")))
        problems.push(`${title.titleCode}: ${p} was not prerendered`);
    }
    // … and every other path a URL names exactly its route shell (ADR 043), but a redirect's, and
    // every other path the SPA fallback.
    if (!existsSync(path.join(site, SPA_FALLBACK)))
      problems.push(`${title.titleCode}: ${SPA_FALLBACK} is missing`);
    for (const { path: p } of ROUTE_TABLE) {
      if (/[:*]/.test(p) || PRERENDERED_PATHS.includes(p) || p in EDGE_REDIRECTS) continue;
      if (!existsSync(path.join(site, p, "index.html")))
        problems.push(`${title.titleCode}: ${p} has no route shell`);
    }
    for (const file of [`logos/${title.titleDomain}.svg`, "favicon.svg"]) {
      if (!existsSync(path.join(site, file))) problems.push(`${title.titleCode}: ${file} is missing`);
    }
    // Its nginx.conf and _headers agree, and its CSP allows every inline script by hash (ADR 016).
    problems.push(...checkServeConfig(site));
    // And every page is this title's own: its name in <title>, its language on <html>.
    const name = title.name.replace(/&/g, "&amp;").replace(/</g, "&lt;");
    const documents = [SPA_FALLBACK, "/index.html", ...PRERENDERED_PATHS.map((p) => `${p}/index.html`)];
    for (const p of documents) {
      const file = path.join(site, p);
      if (!existsSync(file)) continue;
      const html = readFileSync(file, "utf8");
      if (
        !html.includes(`<title>Min side - ${name}</title>`) ||
        !html.includes(`<html lang="${title.locale}"`)
      )
        problems.push(`${title.titleCode}: ${p} is not ${title.name}'s page in ${title.locale}`);
    }
  }

  // Each bundle ships only its own locale: the other locale's own wording is nowhere in its JS.
  const catalogue = (locale: string) => readPo(path.join(ROOT, "app/locales", locale, "messages.po"));
  const nbTexts = new Map((await catalogue("nb")).map((e) => [e.msgid, e.msgstr]));
  // A plain text (no placeholders or tags, which are compiled differently) that differs in nn.
  const marker = (await catalogue("nn")).find(
    (e) => e.msgstr.length > 12 && !/[{}<>"\\]/.test(e.msgstr) && e.msgstr !== nbTexts.get(e.msgid),
  );
  if (marker) {
    const nbText = nbTexts.get(marker.msgid)!;
    for (const title of samples) {
      const assets = path.join(DIST, title.titleCode.toLowerCase(), "assets");
      const js = readdirSync(assets)
        .filter((f) => f.endsWith(".js"))
        .map((f) => readFileSync(path.join(assets, f), "utf8"))
        .join("\n");
      const own = title.locale === "nn" ? marker.msgstr : nbText;
      const other = title.locale === "nn" ? nbText : marker.msgstr;
      if (!js.includes(own))
        problems.push(`${title.titleCode}: its own (${title.locale}) text "${own}" is not in its JavaScript`);
      if (js.includes(other)) problems.push(`${title.titleCode}: ships the other locale's text "${other}"`);
    }
  }
}

if (problems.length > 0) {
  console.error(`\nBundle checks failed:\n  ${problems.join("\n  ")}`);
  process.exit(values.report ? 0 : 1);
}
console.log(
  values.report
    ? ""
    : `\nBundle checks passed for ${titles.length === 1 ? `${titles[0]!.titleCode}'s bundle` : `${titles.length} title bundles`}.`,
);
