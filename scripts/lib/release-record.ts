// What a release is built from and for, for the release manager and for a deploy to read — not a
// comment in `_headers`. "All titles" of a release are the titles that are deployed: the sandbox
// (SBX) is for development and the journeys, and is never deployed, so a release build of every
// title leaves it out and refuses it by name. Each built bundle gets a record beside it,
// `dist/<code>.build.json`: the commit and the time it was built from, its sign-in, and whether it
// is for readers (a release build of real values) or why not.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Title } from "#app/title/title-schema.ts";

/** Titles that are never deployed: the sandbox. */
const NEVER_DEPLOYED: ReadonlySet<string> = new Set(["SBX"]);

export const isDeployed = (title: Pick<Title, "titleCode">) => !NEVER_DEPLOYED.has(title.titleCode);

/**
 * The titles a build makes: those named, or every title — for a release, every title that is
 * deployed. A release that names the sandbox is refused with the reason (thrown as text).
 */
export function titlesToBuild(all: readonly Title[], named: readonly Title[], release: boolean): Title[] {
  if (!release) return named.length > 0 ? [...named] : [...all];
  const sandbox = named.filter((title) => !isDeployed(title));
  if (sandbox.length > 0)
    throw new Error(
      `${sandbox.map((t) => `${t.titleCode} (${t.name})`).join(", ")} is the sandbox, for development and tests, and is never deployed: a release build does not make it`,
    );
  return named.length > 0 ? [...named] : all.filter(isDeployed);
}

export interface ReleaseRecord {
  titleCode: string;
  /** The commit the bundle was built from, or null outside a git checkout. */
  commit: string | null;
  /** Files differed from that commit when it was built. */
  uncommitted: boolean;
  /** When it was built (ISO 8601, UTC). */
  builtAt: string;
  /** Where its readers sign in. */
  identity: "production" | "emulator";
  /** A bundle to put before readers: a release build, of a deployed title, with no placeholder. */
  forReaders: boolean;
  /** Why not, when it is not. */
  notForReaders: string[];
}

export const recordFile = (dist: string, titleCode: string) =>
  path.join(dist, `${titleCode.toLowerCase()}.build.json`);

function git(root: string, args: string[]): string | null {
  const run = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : null;
}

/** What the tree is built from: its commit, and whether files differ from it. */
export interface Source {
  commit: string | null;
  uncommitted: boolean;
}

/** The tree's source, asked of git once per build: every bundle of it was built from the same one. */
export function sourceOf(root: string): Source {
  return {
    commit: git(root, ["rev-parse", "HEAD"]),
    uncommitted: (git(root, ["status", "--porcelain"]) ?? "") !== "",
  };
}

/** The record of a bundle built now from `source` (`release`: with --release). */
export function releaseRecord(
  source: Source,
  title: Title,
  build: { identity: "production" | "emulator"; release: boolean; now?: Date },
): ReleaseRecord {
  const why = [
    build.release ? null : "not a release build (npm run build -- --release)",
    build.identity === "production" ? null : "signs in at the dev backend's emulator",
    isDeployed(title) ? null : "the sandbox, never deployed",
    title.placeholders.length > 0 ? `placeholders in ${title.placeholders.join(", ")}` : null,
  ].filter((line): line is string => line !== null);
  return {
    titleCode: title.titleCode,
    commit: source.commit,
    uncommitted: source.uncommitted,
    builtAt: (build.now ?? new Date()).toISOString(),
    identity: build.identity,
    forReaders: why.length === 0,
    notForReaders: why,
  };
}

export function writeReleaseRecord(dist: string, record: ReleaseRecord) {
  writeFileSync(recordFile(dist, record.titleCode), `${JSON.stringify(record, null, 2)}\n`);
}

/** The record of the bundle in `dist`, or null when it has none (built before records were kept). */
export function readReleaseRecord(dist: string, titleCode: string): ReleaseRecord | null {
  const file = recordFile(dist, titleCode);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ReleaseRecord) : null;
}
