// A deploy target that is a folder nginx serves (`dir:/srv/minside`, docs/decisions/073). Each title:
//
//   <root>/<code>/live.conf          root and rules of the live release, which nginx includes
//   <root>/<code>/current            → releases/<id>   (which release is live)
//   <root>/<code>/releases/<id>/     the bundle of that release, plus the assets of the releases kept
//                                    before it, so a page of an earlier release still finds its files
//   <root>/<code>/records/<id>.json  who deployed what, when, from which commit; every file's hash
//
// A release is written whole under releases/.incoming-<id>/ and renamed into place before live.conf
// and `current` move to it, and nginx serves it once it reloads: a reader never gets a page that
// names a file not there yet, nor a page with another release's headers, and a deploy that stops
// half way leaves the live release as it was. Files the target already has (same content hash) are
// hard-linked, not copied again; a rollback only moves live.conf and `current` (and links the newer release's
// assets into the older one, so pages of the newer release still find theirs).
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { Bundle, BundleFile } from "./bundle.ts";
import {
  DEFAULT_KEEP,
  keptReleases,
  releaseInfo,
  type KeepRule,
  type Plan,
  type ReleaseInfo,
} from "./release.ts";

export class DirTarget {
  readonly root: string;
  constructor(root: string) {
    this.root = root;
  }

  private titleDir = (titleCode: string) => path.join(this.root, titleCode.toLowerCase());
  private releaseDir = (titleCode: string, id: string) => path.join(this.titleDir(titleCode), "releases", id);
  private recordPath = (titleCode: string, id: string) =>
    path.join(this.titleDir(titleCode), "records", `${id}.json`);
  /** The symlink that says which release of the title is live (`releases/<id>`). */
  currentPath = (titleCode: string) => path.join(this.titleDir(titleCode), "current");

  /** The id of the live release, or null before the first deploy. */
  live(titleCode: string): string | null {
    const current = this.currentPath(titleCode);
    if (!existsSync(current)) return null;
    return path.basename(readlinkSync(current));
  }

  /** Every release the target keeps for the title, oldest first. */
  releases(titleCode: string): ReleaseInfo[] {
    const dir = path.join(this.titleDir(titleCode), "records");
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ReleaseInfo)
      .filter((release) => existsSync(this.releaseDir(titleCode, release.id)))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** What a deploy of `bundle` would upload, link and remove. */
  plan(bundle: Bundle, id: string, now: number, keep: KeepRule = DEFAULT_KEEP): Plan {
    const have = new Set(
      this.releases(bundle.titleCode).flatMap((release) => release.files.map((f) => f.sha256)),
    );
    const upload = bundle.files.filter((file) => !have.has(file.sha256));
    const reuse = bundle.files.filter((file) => have.has(file.sha256));
    const after = [
      ...this.releases(bundle.titleCode),
      { id, deployedAt: new Date(now).toISOString() } as ReleaseInfo,
    ];
    const kept = keptReleases(after, now, keep);
    const live = this.live(bundle.titleCode);
    const remove = after.map((r) => r.id).filter((rid) => !kept.has(rid) && rid !== live && rid !== id);
    return { upload, reuse, remove };
  }

  /**
   * Deploys the bundle as release `id` and makes it live. `beforeEachFile` is for tests that stop a
   * deploy half way (it may throw); the live release is then as it was.
   */
  deploy(
    bundle: Bundle,
    release: { id: string; now: number; by: string; keep?: KeepRule },
    beforeEachFile: (file: BundleFile, index: number) => void = () => {},
  ): { info: ReleaseInfo; plan: Plan } {
    const { titleCode } = bundle;
    const keep = release.keep ?? DEFAULT_KEEP;
    const plan = this.plan(bundle, release.id, release.now, keep);
    const releases = path.join(this.titleDir(titleCode), "releases");
    mkdirSync(releases, { recursive: true });
    mkdirSync(path.join(this.titleDir(titleCode), "records"), { recursive: true });
    // What an earlier deploy left half written is no release: gone before this one starts.
    for (const name of readdirSync(releases))
      if (name.startsWith(".incoming-")) rmSync(path.join(releases, name), { recursive: true, force: true });
    if (existsSync(this.releaseDir(titleCode, release.id)))
      throw new Error(`${titleCode}: the target already has release ${release.id}`);

    const incoming = path.join(releases, `.incoming-${release.id}`);
    const known = this.fileIndex(titleCode);
    const uploaded = { files: 0, bytes: 0 };
    bundle.files.forEach((file, index) => {
      beforeEachFile(file, index);
      const to = path.join(incoming, file.path);
      mkdirSync(path.dirname(to), { recursive: true });
      const existing = known.get(file.sha256);
      if (existing) linkSync(existing, to);
      else {
        copyFileSync(path.join(bundle.dir, file.path), to);
        uploaded.files += 1;
        uploaded.bytes += file.bytes;
      }
    });
    // A page of a release kept beside this one still finds its scripts and styles here.
    for (const earlier of this.releases(titleCode).filter((r) => !plan.remove.includes(r.id)))
      this.linkAssets(earlier, incoming);

    renameSync(incoming, this.releaseDir(titleCode, release.id));
    const info = releaseInfo(bundle, release, uploaded);
    writeFileSync(this.recordPath(titleCode, release.id), `${JSON.stringify(info, null, 2)}\n`);
    this.switchTo(titleCode, release.id);
    for (const id of plan.remove) this.remove(titleCode, id);
    return { info, plan };
  }

  /**
   * Makes an earlier release live again (the one before the live one, or `id`), uploading nothing:
   * the assets of the release that was live are linked into it first, so its open pages go on.
   */
  rollback(titleCode: string, id?: string): { from: string; to: string } {
    const live = this.live(titleCode);
    if (live === null) throw new Error(`${titleCode}: nothing is deployed on this target`);
    const all = this.releases(titleCode).map((r) => r.id);
    const to = id ?? all[all.indexOf(live) - 1];
    if (!to) throw new Error(`${titleCode}: no release before ${live} is kept on this target`);
    if (!all.includes(to))
      throw new Error(`${titleCode}: no release ${to} on this target (kept: ${all.join(", ") || "none"})`);
    if (to === live) throw new Error(`${titleCode}: ${to} is already live`);
    this.linkAssets(
      this.releases(titleCode).find((r) => r.id === live)!,
      this.releaseDir(titleCode, to),
    );
    this.switchTo(titleCode, to);
    return { from: live, to };
  }

  /**
   * Makes release `id` the live one: live.conf, which the title's nginx server block includes, sets
   * nginx's root to the release and includes the release's own rules (its headers, its CSP naming
   * its own inline scripts); `current` says which release is live. Each is replaced by one rename.
   * nginx serves the release once it reloads: a worker serves a request wholly by the old
   * configuration or wholly by the new, never a page of one release with the other's headers.
   */
  private switchTo(titleCode: string, id: string) {
    const dir = this.releaseDir(titleCode, id);
    const liveConf = this.liveConfPath(titleCode);
    writeFileSync(
      `${liveConf}.next-${process.pid}`,
      `# Written by npm run deploy / rollback: release ${id} is live (docs/releasing.md).\n` +
        `root ${dir};\ninclude ${path.join(dir, "nginx.conf")};\n`,
    );
    renameSync(`${liveConf}.next-${process.pid}`, liveConf);
    const current = this.currentPath(titleCode);
    const next = `${current}.next-${process.pid}`;
    rmSync(next, { force: true });
    symlinkSync(path.join("releases", id), next);
    renameSync(next, current);
  }

  /** What the title's nginx server block includes: the live release's root and rules. */
  liveConfPath = (titleCode: string) => path.join(this.titleDir(titleCode), "live.conf");

  private remove(titleCode: string, id: string) {
    rmSync(this.releaseDir(titleCode, id), { recursive: true, force: true });
    rmSync(this.recordPath(titleCode, id), { force: true });
  }

  /** Every file the title's kept releases have, by content hash: where a new release links from. */
  private fileIndex(titleCode: string): Map<string, string> {
    const index = new Map<string, string>();
    for (const release of this.releases(titleCode))
      for (const file of release.files) {
        const at = path.join(this.releaseDir(titleCode, release.id), file.path);
        if (!index.has(file.sha256) && existsSync(at)) index.set(file.sha256, at);
      }
    return index;
  }

  /**
   * Links the release's own assets (not those it keeps of releases before it) into `to` where `to`
   * has no file of that name: hashed names never clash.
   */
  private linkAssets(from: ReleaseInfo, to: string) {
    const dir = this.releaseDir(from.titleCode, from.id);
    for (const file of from.files.filter((f) => f.path.startsWith("assets/"))) {
      const target = path.join(to, file.path);
      if (existsSync(target)) continue;
      mkdirSync(path.dirname(target), { recursive: true });
      linkSync(path.join(dir, file.path), target);
    }
  }
}
