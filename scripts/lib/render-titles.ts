// Renders a title's HTML (prerendered pages and the SPA fallback) from its locale's build into
// dist/<code>/. Runs in a pool of worker threads, one per core (scripts/build-titles.ts): the
// parent hands out one title at a time as its locale's build is ready, and each worker answers
// when the title is written, so both cores stay busy whichever locale finishes first.
import {
  copyFileSync,
  cpSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { i18n } from "@lingui/core";
import { createRequestHandler, type ServerBuild } from "react-router";
import { EDGE_REDIRECTS } from "#app/domain/edge-redirects.ts";
import { PRERENDERED_PATHS } from "#app/route-table.ts";
import type { Title } from "#app/title/title-schema.ts";
import { routeShells } from "./route-shells.ts";
import { SPA_FALLBACK } from "#scripts/lib/serve-config/rules.ts";
import { logoWidthOf, TITLES_DIR } from "./titles.ts";

/** One title to render from the build in `buildDir` into `dist`. */
export interface RenderJob {
  buildDir: string;
  dist: string;
  title: Title;
}

export type RenderMessage =
  { kind: "rendered"; title: Title; pages: number } | { kind: "failed"; message: string };

/**
 * The locale's hashed JS and CSS are the same files for every title of the locale: hard links,
 * not copies (a deploy reads them as ordinary files). Falls back to copying across file systems.
 * HTML is never linked: every title's pages are its own, rendered below into fresh files — a link
 * would let one title's page overwrite every other title's.
 */
function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.name.endsWith(".html")) continue;
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

async function renderTitle(
  title: Title,
  { buildDir, dist }: Omit<RenderJob, "title">,
  { handler, build }: Renderer,
) {
  const code = title.titleCode.toLowerCase();
  const outDir = path.join(dist, code);
  rmSync(outDir, { recursive: true, force: true });
  linkTree(path.join(buildDir, "client"), outDir);

  const assets = path.join(TITLES_DIR, code);
  mkdirSync(path.join(outDir, "logos"), { recursive: true });
  cpSync(path.join(assets, "logo.svg"), path.join(outDir, "logos", `${title.titleDomain}.svg`));
  cpSync(path.join(assets, "favicon.svg"), path.join(outDir, "favicon.svg"));

  const logoWidth = logoWidthOf(readFileSync(path.join(assets, "logo.svg"), "utf8"));
  globalThis.__MINSIDE_TITLE__ = { ...title, logoWidth };
  // A worker renders titles of both locales, and Lingui's i18n is one object shared by both server
  // builds it imported: each loaded its locale's texts, and the title's locale is the active one.
  i18n.activate(title.locale);
  const render = async (pathname: string) => {
    const response = await handler(new Request(`http://localhost${pathname}`));
    const html = await response.text();
    if (response.status !== 200) {
      throw new Error(
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
  // Every other path: the SPA fallback (the host serves it for unknown paths) …
  const fallback = await render("/");
  writeFileSync(path.join(outDir, SPA_FALLBACK), fallback);
  // … and, at each route's own path, the fallback naming that route's files (docs/decisions/043),
  // the front page's at index.html.
  const shells = routeShells(build.assets, fallback, SHELLLESS_PATHS);
  for (const shell of shells) {
    const file = path.join(outDir, shell.path, "index.html");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, shell.html);
  }
  return PRERENDERED_PATHS.length + 1 + shells.length;
}

/** Paths with a page of their own, or answered by the server with a redirect a file would shadow. */
const SHELLLESS_PATHS = new Set([...PRERENDERED_PATHS, ...Object.keys(EDGE_REDIRECTS)]);

interface Renderer {
  build: ServerBuild;
  handler: (request: Request) => Promise<Response>;
}

/** A request handler per build, made on first use: a worker may render both locales. */
const renderers = new Map<string, Promise<Renderer>>();

function rendererFor(buildDir: string) {
  let renderer = renderers.get(buildDir);
  if (!renderer) {
    renderer = import(pathToFileURL(path.join(buildDir, "server/index.js")).href).then(
      (build: ServerBuild) => ({
        build,
        handler: createRequestHandler(build, "production"),
      }),
    );
    renderers.set(buildDir, renderer);
  }
  return renderer;
}

if (parentPort && workerData !== undefined) {
  const port = parentPort;
  process.env.IS_RR_BUILD_REQUEST = "yes";
  port.on("message", (job: RenderJob) => {
    rendererFor(job.buildDir)
      .then((renderer) => renderTitle(job.title, job, renderer))
      .then(
        (pages) => port.postMessage({ kind: "rendered", title: job.title, pages } satisfies RenderMessage),
        (error: unknown) =>
          port.postMessage({
            kind: "failed",
            message: error instanceof Error ? (error.stack ?? error.message) : String(error),
          } satisfies RenderMessage),
      );
  });
}
