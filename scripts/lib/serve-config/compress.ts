// Brotli and gzip copies of every text file of a bundle, written beside it (file.js.br, file.js.gz)
// so the server sends them as they are. The hashed assets are the same files for every title of a
// locale (hard links, scripts/lib/render-titles.ts): each content is compressed once, into a cache
// by content hash, and linked from there — not 60 times.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const TEXT_EXTENSIONS = [
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
];

function textFiles(dir: string, skip: readonly string[]): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (skip.includes(path.relative(dir, file))) continue;
    if (TEXT_EXTENSIONS.includes(path.extname(entry.name))) files.push(file);
  }
  return files;
}

function linkOrCopy(from: string, to: string) {
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Brotli's best quality for the hashed assets, compressed once per content and cached for good;
 * a fast one for HTML, which every title has of its own and every build writes again: on a 17 KB
 * page quality 11 costs ~18 ms and saves ~9 % over quality 5 (~1.5 ms), times 900 pages a build.
 */
const brotliQuality = (file: string) => (file.endsWith(".html") ? 5 : constants.BROTLI_MAX_QUALITY);

/**
 * Compressions under way in this process, by cache file: the titles of a locale reach this at
 * nearly the same moment with the same assets, and on an empty cache each used to compress them
 * all again (a cold full build spent 26 s here, ~2.5 s of which was needed).
 */
const underWay = new Map<string, Promise<string | null>>();

function compressed(
  content: Buffer,
  kind: "br" | "gz",
  cacheDir: string,
  quality: number,
): Promise<string | null> {
  const key = createHash("sha256").update(content).update(`${kind}${quality}`).digest("hex");
  const cached = path.join(cacheDir, `${key}.${kind}`);
  let result = underWay.get(cached);
  if (!result) {
    result = compressOnce(content, kind, cached, quality).finally(() => underWay.delete(cached));
    underWay.set(cached, result);
  }
  return result;
}

async function compressOnce(
  content: Buffer,
  kind: "br" | "gz",
  cached: string,
  quality: number,
): Promise<string | null> {
  const none = `${cached}.none`;
  if (existsSync(cached)) return cached;
  if (existsSync(none)) return null;
  const output =
    kind === "br"
      ? await brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        })
      : await gzipAsync(content, { level: quality === constants.BROTLI_MAX_QUALITY ? 9 : 6 });
  // A copy that is not smaller is not worth sending: the server sends the file itself.
  if (output.length >= content.length) {
    writeFileSync(none, "");
    return null;
  }
  const temporary = `${cached}.${process.pid}.tmp`;
  writeFileSync(temporary, output);
  renameSync(temporary, cached);
  return cached;
}

/** Writes file.br and file.gz beside every text file under `dir`; answers how many were written. */
export async function compressBundle(dir: string, cacheDir: string, skip: readonly string[] = []) {
  mkdirSync(cacheDir, { recursive: true });
  let written = 0;
  await Promise.all(
    textFiles(dir, skip).map(async (file) => {
      const content = readFileSync(file);
      for (const kind of ["br", "gz"] as const) {
        const source = await compressed(content, kind, cacheDir, brotliQuality(file));
        if (!source) continue;
        linkOrCopy(source, `${file}.${kind}`);
        written += 1;
      }
    }),
  );
  return written;
}

const DAY = 24 * 60 * 60 * 1000;
const PRUNED_STAMP = ".pruned";

/** How long an unused compressed copy is kept: a production build after a week of emulator builds still finds its own. */
export const UNUSED_COPY_DAYS = 7;

/**
 * Removes the cached copies no bundle in dist/ links to any more (a link count of 1) that are older
 * than `days`: without it the cache grew by every build's changed chunks for good (150 MB here
 * after a few days). Answers how many were removed.
 */
export function pruneCompressedCache(cacheDir: string, days = UNUSED_COPY_DAYS, now = Date.now()): number {
  if (!existsSync(cacheDir)) return 0;
  // Looking at every copy costs ~0.2 s: once a day is enough.
  const stamp = path.join(cacheDir, PRUNED_STAMP);
  if ((statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0) > now - DAY) return 0;
  writeFileSync(stamp, "");
  const before = now - days * DAY;
  let removed = 0;
  for (const name of readdirSync(cacheDir)) {
    if (name === PRUNED_STAMP) continue;
    const file = path.join(cacheDir, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.nlink > 1 || stat.mtimeMs >= before) continue;
    rmSync(file, { force: true });
    removed += 1;
  }
  return removed;
}
