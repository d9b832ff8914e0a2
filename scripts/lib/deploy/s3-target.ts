// A deploy target that is an S3-compatible bucket behind a CDN (`s3://bucket/prefix`: AWS S3,
// Cloudflare R2, MinIO; docs/decisions/074). Under the prefix, each title:
//
//   <prefix>/<code>/…                           the live site, as the CDN serves it (its origin)
//   <prefix>/<code>/assets/…                    the scripts and styles of every release kept
//   <prefix>/_minside/<code>/pages/<id>/…       each kept release's other files (pages, icons), for rollback
//   <prefix>/_minside/<code>/releases/<id>.json the release's record: who, when, commit, every file's hash
//   <prefix>/_minside/<code>/live.json          which release is live
//
// A deploy uploads what the bucket does not have yet (by content hash; the rest is copied inside the
// bucket), the new assets first, then the release's pages beside the live ones; only then are its
// pages copied over the live ones, HTML last, and pages the release does not have removed. A reader
// never gets a page naming a file not there yet: every page's assets are in place before it is. A
// deploy that stops before that step leaves the live site as it was; one that stops within it leaves
// each page whole, of one release or the other (run it again). A rollback copies a kept release's
// pages back inside the bucket: nothing is uploaded.
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  IMMUTABLE_CACHE_CONTROL,
  IMMUTABLE_PREFIX,
  OTHER_CACHE_CONTROL,
  SERVER_FILES,
} from "#scripts/lib/serve-config/rules.ts";
import type { Bundle, BundleFile } from "./bundle.ts";
import { inTurns } from "./in-turns.ts";
import {
  DEFAULT_KEEP,
  keptReleases,
  releaseInfo,
  type KeepRule,
  type Plan,
  type ReleaseInfo,
} from "./release.ts";

/** Requests to the bucket at once, within one title. */
const AT_ONCE = 8;

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  json: "application/json",
  webmanifest: "application/manifest+json",
  txt: "text/plain; charset=utf-8",
  png: "image/png",
  ico: "image/x-icon",
  woff2: "font/woff2",
  pdf: "application/pdf",
};

/** The headers an object carries for the CDN: its type, its caching, and the encoding of a .gz/.br copy. */
export function objectHeaders(file: string) {
  const encoding = file.endsWith(".gz") ? "gzip" : file.endsWith(".br") ? "br" : undefined;
  const plain = encoding ? file.slice(0, file.lastIndexOf(".")) : file;
  const ext = plain.slice(plain.lastIndexOf(".") + 1).toLowerCase();
  return {
    ContentType: TYPES[ext] ?? "application/octet-stream",
    CacheControl: `/${file}`.startsWith(IMMUTABLE_PREFIX) ? IMMUTABLE_CACHE_CONTROL : OTHER_CACHE_CONTROL,
    ...(encoding ? { ContentEncoding: encoding } : {}),
  };
}

const isAsset = (file: string) => `/${file}`.startsWith(IMMUTABLE_PREFIX);
const isHtml = (file: string) => /\.html(\.gz|\.br)?$/.test(file);

/** The client from the SDK's standard settings (AWS_ENDPOINT_URL_S3, AWS_REGION, the credentials). */
export function s3Client(options: { pathStyle: boolean }): S3Client {
  return new S3Client({
    region: process.env.AWS_REGION ?? "auto",
    forcePathStyle: options.pathStyle,
    // Checksums only where S3 requires them: MinIO, R2 and older S3-compatible stores refuse the rest.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export class S3Target {
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;
  constructor(client: S3Client, bucket: string, prefix: string) {
    this.client = client;
    this.bucket = bucket;
    this.prefix = prefix.replace(/^\/+|\/+$/g, "");
  }

  private key = (...parts: string[]) => [this.prefix, ...parts].filter(Boolean).join("/");
  private site = (titleCode: string, file = "") => this.key(titleCode.toLowerCase(), file);
  private meta = (titleCode: string, ...parts: string[]) =>
    this.key("_minside", titleCode.toLowerCase(), ...parts);

  private async getJson<T>(key: string): Promise<T | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return JSON.parse(await answer.Body!.transformToString()) as T;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  private putJson(key: string, value: unknown) {
    return this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: `${JSON.stringify(value, null, 2)}\n`,
        ContentType: "application/json",
        CacheControl: "no-store",
      }),
    );
  }

  private copy(from: string, to: string, file: string) {
    return this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: to,
        CopySource: `${this.bucket}/${from}`.split("/").map(encodeURIComponent).join("/"),
        MetadataDirective: "REPLACE",
        ...objectHeaders(file),
      }),
    );
  }

  private async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  private async remove(keys: string[]) {
    for (let i = 0; i < keys.length; i += 1000)
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })) },
        }),
      );
  }

  async live(titleCode: string): Promise<string | null> {
    return (await this.getJson<{ id: string }>(this.meta(titleCode, "live.json")))?.id ?? null;
  }

  async releases(titleCode: string): Promise<ReleaseInfo[]> {
    const keys = await this.list(this.meta(titleCode, "releases/"));
    const all = await Promise.all(keys.map((key) => this.getJson<ReleaseInfo>(key)));
    return all
      .filter((release): release is ReleaseInfo => release !== null)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async plan(bundle: Bundle, id: string, now: number, keep: KeepRule = DEFAULT_KEEP): Promise<Plan> {
    const releases = await this.releases(bundle.titleCode);
    const have = new Set(releases.flatMap((r) => r.files.map((f) => f.sha256)));
    const live = await this.live(bundle.titleCode);
    const kept = keptReleases(
      [...releases, { id, deployedAt: new Date(now).toISOString() } as ReleaseInfo],
      now,
      keep,
    );
    return {
      upload: bundle.files.filter((f) => !have.has(f.sha256)),
      reuse: bundle.files.filter((f) => have.has(f.sha256)),
      remove: releases.map((r) => r.id).filter((rid) => !kept.has(rid) && rid !== live),
    };
  }

  async deploy(
    bundle: Bundle,
    release: { id: string; now: number; by: string; keep?: KeepRule },
    beforeEachFile: (file: BundleFile, index: number) => void = () => {},
  ): Promise<{ info: ReleaseInfo; plan: Plan }> {
    const { titleCode } = bundle;
    const keep = release.keep ?? DEFAULT_KEEP;
    const releases = await this.releases(titleCode);
    if (releases.some((r) => r.id === release.id))
      throw new Error(`${titleCode}: the bucket already has release ${release.id}`);
    const plan = await this.plan(bundle, release.id, release.now, keep);
    // Where each file the bucket has is now: an asset where it is served, a page in its release's copy.
    const where = new Map<string, string>();
    for (const r of releases)
      for (const f of r.files)
        where.set(
          f.sha256,
          isAsset(f.path) ? this.site(titleCode, f.path) : this.meta(titleCode, "pages", r.id, f.path),
        );
    const uploaded = { files: 0, bytes: 0 };
    const put = async (file: BundleFile, key: string) => {
      const known = where.get(file.sha256);
      if (known === key) return;
      if (known) await this.copy(known, key, file.path);
      else {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Body: readFileSync(path.join(bundle.dir, file.path)),
            ...objectHeaders(file.path),
          }),
        );
        uploaded.files += 1;
        uploaded.bytes += file.bytes;
      }
    };
    // The new assets where they are served (old pages do not name them), then the release's pages
    // beside the live ones.
    const assets = bundle.files.filter((f) => isAsset(f.path));
    const pages = bundle.files.filter((f) => !isAsset(f.path));
    await inTurns(assets, AT_ONCE, async (file, index) => {
      beforeEachFile(file, index);
      await put(file, this.site(titleCode, file.path));
    });
    await inTurns(pages, AT_ONCE, async (file, index) => {
      beforeEachFile(file, assets.length + index);
      await put(file, this.meta(titleCode, "pages", release.id, file.path));
    });
    const info = releaseInfo(bundle, release, uploaded);
    await this.putJson(this.meta(titleCode, "releases", `${release.id}.json`), info);
    await this.switchTo(
      titleCode,
      info,
      await this.live(titleCode).then((id) => releases.find((r) => r.id === id)),
    );
    await this.prune(titleCode, plan.remove);
    return { info, plan };
  }

  /** The release before the live one (or `id`) is live again: its pages copied back inside the bucket. */
  async rollback(titleCode: string, id?: string): Promise<{ from: string; to: string }> {
    const live = await this.live(titleCode);
    if (live === null) throw new Error(`${titleCode}: nothing is deployed in this bucket`);
    const all = await this.releases(titleCode);
    const ids = all.map((r) => r.id);
    const to = id ?? ids[ids.indexOf(live) - 1];
    if (!to) throw new Error(`${titleCode}: no release before ${live} is kept in this bucket`);
    const target = all.find((r) => r.id === to);
    if (!target)
      throw new Error(`${titleCode}: no release ${to} in this bucket (kept: ${ids.join(", ") || "none"})`);
    if (to === live) throw new Error(`${titleCode}: ${to} is already live`);
    await this.switchTo(
      titleCode,
      target,
      all.find((r) => r.id === live),
    );
    return { from: live, to };
  }

  /**
   * Copies the release's pages over the live ones, HTML last (every page's assets are there already),
   * removes the live pages it does not have, and records it as live. The files the server reads
   * (nginx.conf, _headers, _redirects) stay in the release's copy: they are never served.
   */
  private async switchTo(titleCode: string, release: ReleaseInfo, before: ReleaseInfo | undefined) {
    const pages = release.files.filter((f) => !isAsset(f.path) && !SERVER_FILES.includes(f.path));
    const over = (file: BundleFile) =>
      this.copy(
        this.meta(titleCode, "pages", release.id, file.path),
        this.site(titleCode, file.path),
        file.path,
      );
    await inTurns(
      pages.filter((f) => !isHtml(f.path)),
      AT_ONCE,
      (file) => over(file).then(() => undefined),
    );
    await inTurns(
      pages.filter((f) => isHtml(f.path)),
      AT_ONCE,
      (file) => over(file).then(() => undefined),
    );
    const now = new Set(pages.map((f) => f.path));
    const gone = (before?.files ?? [])
      .filter((f) => !isAsset(f.path) && !SERVER_FILES.includes(f.path) && !now.has(f.path))
      .map((f) => this.site(titleCode, f.path));
    await this.remove(gone);
    await this.putJson(this.meta(titleCode, "live.json"), { id: release.id });
  }

  /** Removes releases no longer kept: their records, their pages' copies, and assets no kept release names. */
  private async prune(titleCode: string, ids: string[]) {
    if (ids.length === 0) return;
    const all = await this.releases(titleCode);
    const keptAssets = new Set(
      all
        .filter((r) => !ids.includes(r.id))
        .flatMap((r) => r.files.filter((f) => isAsset(f.path)).map((f) => f.path)),
    );
    for (const id of ids) {
      const release = all.find((r) => r.id === id);
      const assets = (release?.files ?? [])
        .filter((f) => isAsset(f.path) && !keptAssets.has(f.path))
        .map((f) => this.site(titleCode, f.path));
      await this.remove([
        ...assets,
        ...(await this.list(`${this.meta(titleCode, "pages", id)}/`)),
        this.meta(titleCode, "releases", `${id}.json`),
      ]);
    }
  }
}
