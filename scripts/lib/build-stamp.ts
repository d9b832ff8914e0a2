// What a local build was made from, so `npm start` on an unchanged tree serves at once instead of
// building again: a hash of every file the bundle is built from (app/, titles/, the build scripts
// and configuration, the lockfile) and of the build's options, kept in .cache/stamps/ by the build.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The inputs of a title bundle, relative to the project root. */
export const BUILD_INPUTS = [
  "app",
  "titles",
  "scripts/build-titles.ts",
  "scripts/lib",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "lingui.config.ts",
  "tsconfig.json",
];

const SKIP = /(^|\/)(\+types|node_modules|\.react-router)(\/|$)|\.test\.tsx?$/;

function filesUnder(root: string, relative: string, into: string[]) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) filesUnder(root, path.posix.join(relative, entry), into);
  } else if (!SKIP.test(relative)) {
    into.push(relative);
  }
}

/** One hash of the bundle's inputs' paths and contents (read once per build). */
export const hashInputs = (root: string): string => hashFiles(root, BUILD_INPUTS);

/** One hash of the paths and contents of every file under `inputs` (tests and generated types aside). */
export function hashFiles(root: string, inputs: readonly string[]): string {
  const hash = createHash("sha256");
  const files: string[] = [];
  for (const input of inputs) filesUnder(root, input, files);
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

/** The fingerprint of one title's bundle: the inputs and the build's options for it. */
export function buildFingerprint(
  inputs: string,
  /** apiEnvelope only when a build reads the bare body (MINSIDE_API_ENVELOPE=none, app/api/envelope.ts). */
  options: { title: string; identity: string; apiEnvelope?: "none" },
): string {
  return createHash("sha256").update(inputs).update(JSON.stringify(options)).digest("hex");
}

/** Where the stamp of a title's bundle is kept: outside the bundle, so nothing extra is deployed. */
export const stampFile = (root: string, titleCode: string) =>
  path.join(root, ".cache", "stamps", `${titleCode.toLowerCase()}.txt`);

/** Whether the bundle in `bundleDir` was built from exactly this fingerprint. */
export function isUpToDate(stamp: string, bundleDir: string, fingerprint: string): boolean {
  return (
    existsSync(path.join(bundleDir, "index.html")) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8").trim() === fingerprint
  );
}

export function writeStamp(stamp: string, fingerprint: string): void {
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${fingerprint}\n`);
}

export function removeStamp(stamp: string): void {
  rmSync(stamp, { force: true });
}
