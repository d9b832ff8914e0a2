// A built title bundle as a deploy reads it (dist/<code>/ and its record dist/<code>.build.json,
// release-record.ts): every file with its size and content hash, and whether it may go before readers.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { recordFile, type ReleaseRecord } from "#scripts/lib/release-record.ts";

export interface BundleFile {
  /** The path inside the bundle, with forward slashes (`assets/home-Cq.js`). */
  path: string;
  bytes: number;
  sha256: string;
}

export interface Bundle {
  titleCode: string;
  dir: string;
  record: ReleaseRecord;
  files: BundleFile[];
}

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** Every file under `dir`, sorted, with forward slashes. */
export function filesUnder(dir: string, prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesUnder(dir, relative));
    else if (entry.isFile()) out.push(relative);
  }
  return out.sort();
}

/** The built bundle of a title in `dist`, or a sentence saying why there is none. */
export function readBundle(dist: string, titleCode: string): Bundle | string {
  const dir = path.join(dist, titleCode.toLowerCase());
  const recordPath = recordFile(dist, titleCode);
  if (!existsSync(path.join(dir, "index.html")))
    return `${titleCode}: no bundle in ${path.relative(process.cwd(), dir) || dir} — build it first (npm run build -- --release --title ${titleCode.toLowerCase()})`;
  if (!existsSync(recordPath))
    return `${titleCode}: the bundle has no record (${path.basename(recordPath)}) — build it again`;
  const record = JSON.parse(readFileSync(recordPath, "utf8")) as ReleaseRecord;
  const files = filesUnder(dir).map((file) => ({
    path: file,
    bytes: statSync(path.join(dir, file)).size,
    sha256: sha256(path.join(dir, file)),
  }));
  return { titleCode, dir, record, files };
}

/** Why the bundle may not be deployed as it is: empty when it may. */
export function refusals(bundle: Bundle, options: { notForReaders: boolean }): string[] {
  if (bundle.record.forReaders || options.notForReaders) return [];
  return [
    `${bundle.titleCode} is not for readers: ${bundle.record.notForReaders.join("; ")}. Build it with npm run build -- --release, or deploy it to a staging target with --not-for-readers.`,
  ];
}

/** "1,2 MB", "340 KB", "512 B": sizes as the release manager reads them. */
export function bytesText(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1).replace(".", ",")} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} B`;
}
