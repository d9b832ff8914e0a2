// npm run build [-- --title adr] [--identity emulator] [--force] [--release]
// Builds the client once for every locale with `react-router build`, puts each locale's texts into
// its own copy, then renders each title's HTML (prerendered pages and the SPA fallback) from its
// locale's copy into dist/<code>/. The hashed JS and CSS are the same for every title of a locale;
// each title's HTML carries its own name, footer, icon, logo and language (docs/decisions/002,
// 023). An unchanged tree is not built again; a title whose bundle is up to date is skipped.
// A title still holding placeholders gets one warning line; `--release` (what a deployment runs)
// refuses it, naming each field, before anything is built (docs/decisions/031). A broken
// translation in a built title's language stops any build, naming the line and the fix.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Title } from "#app/title/title-schema.ts";
import {
  buildFingerprint,
  hashInputs,
  isUpToDate,
  removeStamp,
  stampFile,
  writeStamp,
} from "#scripts/lib/build-stamp.ts";
import {
  catalogueNotes,
  catalogueRefusal,
  checkLanguage,
  translatorPages,
} from "#scripts/lib/catalogue-gate.ts";
import { writeGallery } from "#scripts/lib/gallery.ts";
import { placeholderWarnings, releaseRefusal } from "#scripts/lib/placeholders.ts";
import { releaseRecord, sourceOf, titlesToBuild, writeReleaseRecord } from "#scripts/lib/release-record.ts";
import { ANY_LOCALE, LOCALES } from "#scripts/lib/locale-catalogs.ts";
import { localizeBuild } from "#scripts/lib/localize-build.ts";
import type { RenderJob, RenderMessage } from "#scripts/lib/render-titles.ts";
import { pruneCompressedCache } from "#scripts/lib/serve-config/compress.ts";
import { writeServeConfig } from "#scripts/lib/serve-config/index.ts";
import { loadTitles, selectTitle } from "#scripts/lib/titles.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
export const DIST = path.join(ROOT, "dist");
const CACHE = path.join(ROOT, ".cache", "build");
/** Brotli and gzip copies by content hash, shared by every title (scripts/lib/serve-config/compress.ts). */
const COMPRESSED_CACHE = path.join(ROOT, ".cache", "compressed");

class BuildError extends Error {}

/**
 * Where an answer's data is (app/api/envelope.ts): `{ "data": … }`, or the bare body when the build
 * is made with MINSIDE_API_ENVELOPE=none (vite.config.ts reads it; a change builds again).
 */
const apiEnvelope = process.env.MINSIDE_API_ENVELOPE === "none" ? { apiEnvelope: "none" as const } : {};

/** Where sign-in goes: the real identity provider (release builds) or the dev backend's emulator. */
type Identity = "production" | "emulator";

/**
 * `react-router build` once for every locale (MINSIDE_LOCALE=*), output kept quiet unless it fails;
 * then one directory per locale with that locale's texts put in (docs/decisions/023).
 */
async function buildClient(template: Title, identity: Identity, inputs: string, force: boolean) {
  const buildDir = path.join(CACHE, identity);
  const localeDirs = new Map(LOCALES.map((locale) => [locale as string, `${buildDir}-${locale}`]));
  const stamp = path.join(CACHE, `${identity}.stamp`);
  const fingerprint = buildFingerprint(inputs, { title: "*", identity, ...apiEnvelope });
  // The inputs are unchanged since the last build: its output is still good.
  if (
    !force &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === fingerprint &&
    [...localeDirs.values()].every((dir) => existsSync(path.join(dir, "server", "index.js")))
  ) {
    return { localeDirs, reused: true };
  }
  rmSync(stamp, { force: true });
  rmSync(buildDir, { recursive: true, force: true });
  // The root of the build's preview server (vite.config.ts): it only needs the router config.
  // Outside buildDir, which React Router empties when it starts.
  const previewRoot = path.join(ROOT, ".cache", "preview-root", identity);
  mkdirSync(previewRoot, { recursive: true });
  writeFileSync(
    path.join(previewRoot, "react-router.config.ts"),
    `export { default } from ${JSON.stringify(path.join(ROOT, "react-router.config.ts"))};\n`,
  );
  const cli = path.join(ROOT, "node_modules/@react-router/dev/bin.cjs");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, "build"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        MINSIDE_LOCALE: ANY_LOCALE,
        MINSIDE_IDENTITY: identity,
        MINSIDE_BUILD_DIR: buildDir,
        MINSIDE_PREVIEW_ROOT: previewRoot,
        MINSIDE_TEMPLATE_TITLE: JSON.stringify(template),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new BuildError(`react-router build failed:\n${output}`));
    });
  });
  await localizeBuild(ROOT, buildDir, LOCALES);
  writeFileSync(stamp, fingerprint);
  return { localeDirs, reused: false };
}

/**
 * A pool of render workers, one per core: titles are queued as their locale's build is ready and
 * handed out one at a time, so both cores render whichever locale finishes first.
 */
class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly queue: Array<{
    job: RenderJob;
    done: (pages: number) => void;
    fail: (error: Error) => void;
  }> = [];
  private readonly pending = new Map<Worker, (typeof this.queue)[number]>();

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      // React's production build: its development build, which the server build otherwise loads
      // here, renders two to three times slower.
      const worker = new Worker(new URL("./lib/render-titles.ts", import.meta.url), {
        workerData: i,
        env: { ...process.env, NODE_ENV: "production" },
      });
      worker.on("message", (message: RenderMessage) => {
        const task = this.pending.get(worker)!;
        this.pending.delete(worker);
        if (message.kind === "rendered") task.done(message.pages);
        else task.fail(new BuildError(message.message));
        this.idle.push(worker);
        this.next();
      });
      worker.on("error", (error) => this.pending.get(worker)?.fail(error));
      this.all.push(worker);
      this.idle.push(worker);
    }
  }

  render(job: RenderJob): Promise<number> {
    return new Promise((done, fail) => {
      this.queue.push({ job, done, fail });
      this.next();
    });
  }

  private next() {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const task = this.queue.shift()!;
      this.pending.set(worker, task);
      worker.postMessage(task.job);
    }
  }

  /** The imported server builds may hold timers open: the workers are ended, not awaited. */
  close() {
    for (const worker of this.all) void worker.terminate();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      title: { type: "string", multiple: true },
      identity: { type: "string", default: "production" },
      // Build even what is unchanged (npm run bench:build measures whole builds).
      force: { type: "boolean", default: false },
      // A build to deploy: refuses titles that still hold placeholders (docs/decisions/031).
      release: { type: "boolean", default: false },
    },
    allowPositionals: false,
  });
  const started = performance.now();
  const identity = values.identity as Identity;
  if (identity !== "production" && identity !== "emulator") {
    throw new BuildError(`--identity must be "production" or "emulator", not "${values.identity}"`);
  }
  if (values.release && identity === "emulator") {
    throw new BuildError(
      "--release builds sign in at Schibsted account; --identity emulator is for local checks, not deployments",
    );
  }
  const all = loadTitles();
  // A release of every title is of every title that is deployed (the sandbox never is).
  let selected: Title[];
  try {
    const named = (values.title ?? []).map((code) => selectTitle(all, code));
    selected = titlesToBuild(all, named, values.release);
  } catch (error) {
    throw new BuildError((error as Error).message);
  }
  // Before anything is built: a release stops here, any other build says which titles are not ready.
  if (values.release) {
    const refusal = releaseRefusal(selected);
    if (refusal) throw new BuildError(refusal);
  } else {
    for (const line of placeholderWarnings(selected)) process.stderr.write(`${line}\n`);
  }
  // Every build checks the catalogues of the languages it builds (scripts/lib/catalogue-gate.ts).
  // Both are read once: the gallery's translator pages show every language.
  const catalogues = LOCALES.map((locale) => checkLanguage(ROOT, locale));
  const builtLanguages = catalogues.filter((c) => selected.some((t) => t.locale === c.locale));
  const broken = catalogueRefusal(builtLanguages);
  if (broken) throw new BuildError(broken);
  for (const line of catalogueNotes(builtLanguages)) process.stderr.write(`${line}\n`);

  const say = (line: string) => process.stdout.write(`${line}\n`);
  const steps: Array<[string, number]> = [];
  let stepStarted = performance.now();
  /** One line per step, with its time; the slowest is named at the end. */
  const step = (name: string, detail = "") => {
    const seconds = (performance.now() - stepStarted) / 1000;
    steps.push([name, seconds]);
    say(`  ✓ ${name}${detail ? ` (${detail})` : ""}: ${seconds.toFixed(1)} s`);
    stepStarted = performance.now();
  };
  say(
    `Building ${selected.length} title${selected.length === 1 ? "" : "s"} (sign-in: ${identity === "emulator" ? "dev backend's emulator" : "Schibsted account"}) …`,
  );

  mkdirSync(DIST, { recursive: true });
  // What these bundles are built from: an unchanged tree is not built again, here or by `npm start`.
  const inputs = hashInputs(ROOT);
  const fingerprintOf = (title: Title) =>
    buildFingerprint(inputs, { title: title.titleCode, identity, ...apiEnvelope });
  const stale = selected.filter(
    (title) =>
      values.force ||
      !isUpToDate(
        stampFile(ROOT, title.titleCode),
        path.join(DIST, title.titleCode.toLowerCase()),
        fingerprintOf(title),
      ),
  );
  step("inputs read", `${selected.length - stale.length} of ${selected.length} unchanged`);
  if (stale.length > 0) {
    for (const title of stale) removeStamp(stampFile(ROOT, title.titleCode));
    // The render workers start while the client builds: importing React Router takes them a moment.
    const pool = new RenderPool(Math.min(2, stale.length));
    try {
      const client = await buildClient(stale[0]!, identity, inputs, values.force);
      step("client build, every locale", client.reused ? "unchanged, reused" : "react-router build");
      let pages = 0;
      let index = 0;
      await Promise.all(
        stale.map(async (title) => {
          const buildDir = client.localeDirs.get(title.locale)!;
          const count = await pool.render({ buildDir, dist: DIST, title });
          pages += count;
          // The bundle is complete: what a server or CDN needs to serve it goes beside it.
          await writeServeConfig(path.join(DIST, title.titleCode.toLowerCase()), title, {
            identity,
            cacheDir: COMPRESSED_CACHE,
          });
          writeStamp(stampFile(ROOT, title.titleCode), fingerprintOf(title));
          index += 1;
          if (process.stdout.isTTY)
            process.stdout.write(`\r  … ${index}/${stale.length} ${title.name}\x1b[K`);
        }),
      );
      if (process.stdout.isTTY) process.stdout.write("\r\x1b[K");
      step(
        "titles rendered, compressed and given their serve config",
        `${stale.length} title${stale.length === 1 ? "" : "s"}, ${pages} pages`,
      );
    } finally {
      pool.close();
    }
  }

  // What each bundle of this build is built from and for, for the release manager and a deploy to
  // read; an unchanged bundle is the one this commit makes, so its record is this build's too.
  const source = sourceOf(ROOT);
  for (const title of selected)
    writeReleaseRecord(DIST, releaseRecord(source, title, { identity, release: values.release }));
  const built = all.filter((t) => existsSync(path.join(DIST, t.titleCode.toLowerCase(), "index.html")));
  writeGallery(path.join(DIST, "index.html"), built, translatorPages(ROOT, built, catalogues));
  // Directories of titles that no longer exist would be deployed by mistake: remove them.
  const known = new Set(all.map((t) => t.titleCode.toLowerCase()));
  for (const entry of readdirSync(DIST, { withFileTypes: true })) {
    if (entry.isDirectory() && !known.has(entry.name))
      rmSync(path.join(DIST, entry.name), { recursive: true });
  }
  step("gallery", "dist/index.html, with a page per language for translators");
  if (stale.length > 0)
    step(
      "compressed copies no bundle uses, older than a week, removed (once a day)",
      String(pruneCompressedCache(COMPRESSED_CACHE)),
    );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const [slowest, slowestSeconds] = steps.reduce((a, b) => (b[1] > a[1] ? b : a));
  say(
    stale.length === 0
      ? `Nothing changed since the last build: dist/ is up to date (${seconds} s).`
      : `Done in ${seconds} s; slowest step: ${slowest} (${slowestSeconds.toFixed(1)} s). Bundles in dist/<code>/.`,
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
