// A release as both targets keep it (dir-target.ts, s3-target.ts): its record, its id, which
// releases are kept beside the live one, and what a deploy would upload, reuse and remove.
import type { Bundle, BundleFile } from "./bundle.ts";

export interface ReleaseInfo {
  id: string;
  titleCode: string;
  commit: string | null;
  uncommitted: boolean;
  builtAt: string;
  deployedAt: string;
  deployedBy: string;
  forReaders: boolean;
  notForReaders: string[];
  /** The bundle's own files (not the earlier releases' assets kept beside them). */
  files: BundleFile[];
  bytes: number;
  /** What this deploy wrote; the rest was linked from what the target had. */
  uploaded: { files: number; bytes: number };
}

export interface Plan {
  upload: BundleFile[];
  reuse: BundleFile[];
  /** Releases the deploy removes once the new one is live (beyond what is kept). */
  remove: string[];
}

export interface KeepRule {
  /** The last so many releases keep their assets (and can be rolled back to). */
  releases: number;
  /** …and every release deployed within so many days. */
  days: number;
}

export const DEFAULT_KEEP: KeepRule = { releases: 5, days: 7 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The releases kept of `all` (oldest first) at `now`: the last `keep.releases`, and those of the last `keep.days`. */
export function keptReleases(
  all: readonly Pick<ReleaseInfo, "id" | "deployedAt">[],
  now: number,
  keep: KeepRule,
): Set<string> {
  return new Set(
    [...all]
      .reverse()
      .filter((r, place) => place < keep.releases || now - Date.parse(r.deployedAt) < keep.days * DAY_MS)
      .map((r) => r.id),
  );
}

/** The record of `bundle` deployed as `release`, with what the deploy wrote. */
export function releaseInfo(
  bundle: Bundle,
  release: { id: string; now: number; by: string },
  uploaded: { files: number; bytes: number },
): ReleaseInfo {
  return {
    id: release.id,
    titleCode: bundle.titleCode,
    commit: bundle.record.commit,
    uncommitted: bundle.record.uncommitted,
    builtAt: bundle.record.builtAt,
    deployedAt: new Date(release.now).toISOString(),
    deployedBy: release.by,
    forReaders: bundle.record.forReaders,
    notForReaders: bundle.record.notForReaders,
    files: bundle.files,
    bytes: bundle.files.reduce((sum, file) => sum + file.bytes, 0),
    uploaded,
  };
}

/** A release's id: when it was deployed (UTC, sortable) and the commit it was built from. */
export function releaseId(now: number, commit: string | null): string {
  const at = new Date(now)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${at}-${commit ? commit.slice(0, 7) : "nogit"}`;
}
