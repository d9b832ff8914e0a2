// Where a release goes (docs/releasing.md): `dir:/srv/minside`, a folder nginx serves
// (dir-target.ts, ADR 073), or `s3://bucket/prefix`, an S3-compatible bucket behind a CDN
// (s3-target.ts, ADR 074) with the AWS SDK's standard settings (AWS_ENDPOINT_URL_S3, AWS_REGION,
// AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY); `--path-style` where the store needs it (MinIO).
import path from "node:path";
import { DirTarget } from "./dir-target.ts";
import { s3Client, S3Target } from "./s3-target.ts";

export type Target = DirTarget | S3Target;

/** nginx serves a folder's release once it reloads; a bucket's is live when its pages are copied. */
export const livesOnReload = (target: Target) => target instanceof DirTarget;

export function parseTarget(
  value: string | undefined,
  options: { pathStyle?: boolean } = {},
): Target | string {
  if (!value) return "Say where: --to dir:/srv/minside (a folder nginx serves) or s3://bucket/prefix";
  if (value.startsWith("dir:")) {
    const root = value.slice("dir:".length);
    if (!root) return "dir: needs a folder: dir:/srv/minside";
    return new DirTarget(path.resolve(root));
  }
  const s3 = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
  if (s3) return new S3Target(s3Client({ pathStyle: options.pathStyle ?? false }), s3[1]!, s3[2] ?? "");
  if (value.startsWith("s3://")) return `${value}: not a bucket name (s3://bucket/prefix)`;
  return `${value}: not a target; use dir:/srv/minside or s3://bucket/prefix`;
}
