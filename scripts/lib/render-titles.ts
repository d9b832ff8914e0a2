// Renders each title's HTML (prerendered pages and the SPA fallback) from one locale's client
// build into dist/<code>/. Runs in a worker thread per locale (scripts/build-titles.ts), so the
// two locales render side by side on the two cores; each worker posts a line per finished title.
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";
import { PRERENDERED_PATHS } from "../../app/route-table.ts";
import type { Title } from "../../app/title/title-schema.ts";
import { TITLES_DIR } from "./titles.ts";

export interface RenderJob {
  buildDir: string;
  dist: string;
  titles: Title[];
}

export type RenderMessage =
  { kind: "title"; title: Title; pages: number } | { kind: "failed"; message: string } | { kind: "done" };

async function renderTitle(
  title: Title,
  { buildDir, dist }: RenderJob,
  handler: (request: Request) => Promise<Response>,
) {
  const code = title.titleCode.toLowerCase();
  const outDir = path.join(dist, code);
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
  // Every other path: the SPA fallback (the host serves it for unknown paths).
  writeFileSync(path.join(outDir, "index.html"), await render("/"));
  return PRERENDERED_PATHS.length + 1;
}

async function run(job: RenderJob, post: (message: RenderMessage) => void) {
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const build = (await import(pathToFileURL(path.join(job.buildDir, "server/index.js")).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  for (const title of job.titles) {
    const pages = await renderTitle(title, job, (request) => handler(request));
    post({ kind: "title", title, pages });
  }
}

if (parentPort && workerData) {
  const port = parentPort;
  run(workerData as RenderJob, (message) => port.postMessage(message)).then(
    () => port.postMessage({ kind: "done" } satisfies RenderMessage),
    (error: unknown) =>
      port.postMessage({
        kind: "failed",
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderMessage),
  );
}
