// npm run build [-- --title adr] [--identity emulator]
// Builds the client once per locale with `react-router build`, then renders each title's HTML
// (prerendered pages and the SPA fallback) from that build into dist/<code>/. The hashed JS and
// CSS are the same for every title of a locale; each title's HTML carries its own name, footer,
// icon, logo and language (docs/decisions/002-one-build-per-locale.md).
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createRequestHandler, type ServerBuild } from "react-router";
import { PRERENDERED_PATHS } from "../app/route-table.ts";
import type { Locale, Title } from "../app/title/title-schema.ts";
import { writeGallery } from "./lib/gallery.ts";
import { loadTitles, selectTitle, TITLES_DIR } from "./lib/titles.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
export const DIST = path.join(ROOT, "dist");
const CACHE = path.join(ROOT, ".cache", "build");

class BuildError extends Error {}

/** Where sign-in goes: the real identity provider (release builds) or the dev backend's emulator. */
type Identity = "production" | "emulator";

/** `react-router build` for one locale, output kept quiet unless it fails. */
function buildLocale(locale: Locale, template: Title, identity: Identity): Promise<string> {
  const buildDir = path.join(CACHE, `${locale}-${identity}`);
  rmSync(buildDir, { recursive: true, force: true });
  const cli = path.join(ROOT, "node_modules/@react-router/dev/bin.cjs");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, "build"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        MINSIDE_LOCALE: locale,
        MINSIDE_IDENTITY: identity,
        MINSIDE_BUILD_DIR: buildDir,
        MINSIDE_TEMPLATE_TITLE: JSON.stringify(template),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(buildDir);
      else reject(new BuildError(`react-router build failed for locale ${locale}:\n${output}`));
    });
  });
}

async function renderTitle(title: Title, buildDir: string, handler: (request: Request) => Promise<Response>) {
  const code = title.titleCode.toLowerCase();
  const outDir = path.join(DIST, code);
  rmSync(outDir, { recursive: true, force: true });
  cpSync(path.join(buildDir, "client"), outDir, { recursive: true });

  const assets = path.join(TITLES_DIR, code);
  mkdirSync(path.join(outDir, "logos"), { recursive: true });
  cpSync(path.join(assets, "logo.svg"), path.join(outDir, "logos", `${title.titleDomain}.svg`));
  cpSync(path.join(assets, "favicon.svg"), path.join(outDir, "favicon.svg"));

  globalThis.__MINSIDE_TITLE__ = title;
  const render = async (pathname: string) => {
    const response = await handler(new Request(`http://localhost${pathname}`));
    const html = await response.text();
    if (response.status !== 200) {
      throw new BuildError(
        `${title.titleCode}: rendering ${pathname} answered ${response.status}\n${html.slice(0, 2000)}`,
      );
    }
    return html;
  };
  for (const pagePath of PRERENDERED_PATHS) {
    const file = path.join(outDir, pagePath, "index.html");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await render(pagePath));
  }
  // Every other path: the SPA fallback (the host serves it for unknown paths).
  writeFileSync(path.join(outDir, "index.html"), await render("/"));
  return PRERENDERED_PATHS.length + 1;
}

async function main() {
  const { values } = parseArgs({
    options: {
      title: { type: "string", multiple: true },
      identity: { type: "string", default: "production" },
    },
    allowPositionals: false,
  });
  const started = performance.now();
  const identity = values.identity as Identity;
  if (identity !== "production" && identity !== "emulator") {
    throw new BuildError(`--identity must be "production" or "emulator", not "${values.identity}"`);
  }
  const all = loadTitles();
  const selected = values.title?.length ? values.title.map((code) => selectTitle(all, code)) : all;
  const locales = [...new Set(selected.map((t) => t.locale))].sort();

  const say = (line: string) => process.stdout.write(`${line}\n`);
  say(
    `Building ${selected.length} title${selected.length === 1 ? "" : "s"} (${locales.join(", ")}; sign-in: ${identity === "emulator" ? "dev backend's emulator" : "Schibsted account"}) …`,
  );

  // The locale builds are independent: run them side by side on the two cores.
  const buildDirs = await Promise.all(
    locales.map(async (locale) => {
      const template = selected.find((t) => t.locale === locale)!;
      const t0 = performance.now();
      const dir = await buildLocale(locale, template, identity);
      say(`  client build ${locale}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      return [locale, dir] as const;
    }),
  );

  process.env.IS_RR_BUILD_REQUEST = "yes";
  mkdirSync(DIST, { recursive: true });
  let pages = 0;
  let index = 0;
  for (const [locale, buildDir] of buildDirs) {
    const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
    const handler = createRequestHandler(build, "production");
    for (const title of selected.filter((t) => t.locale === locale)) {
      index += 1;
      const count = await renderTitle(title, buildDir, (request) => handler(request));
      pages += count;
      say(
        `  [${String(index).padStart(2)}/${selected.length}] ${title.titleCode.padEnd(5)} ${title.name} (${locale}) → dist/${title.titleCode.toLowerCase()}/`,
      );
    }
  }

  const built = all.filter((t) => existsSync(path.join(DIST, t.titleCode.toLowerCase(), "index.html")));
  writeGallery(path.join(DIST, "index.html"), built);
  // Directories of titles that no longer exist would be deployed by mistake: remove them.
  const known = new Set(all.map((t) => t.titleCode.toLowerCase()));
  for (const entry of readdirSync(DIST, { withFileTypes: true })) {
    if (entry.isDirectory() && !known.has(entry.name))
      rmSync(path.join(DIST, entry.name), { recursive: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  say(
    `Done: ${selected.length} title${selected.length === 1 ? "" : "s"}, ${pages} pages in ${seconds} s. Gallery: dist/index.html`,
  );
}

main().then(
  // The imported server build may hold timers or handles open; the build is done.
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nBuild failed: ${message}\n`);
    process.exit(1);
  },
);
