// Where a release goes (docs/releasing.md): `dir:/srv/minside`, a folder nginx serves (dir-target.ts).
// An S3-compatible bucket (`s3://bucket/prefix`) is the other target the release manager will have;
// it is not built yet, and is refused by name rather than half done.
import path from "node:path";
import { DirTarget } from "./dir-target.ts";

export function parseTarget(value: string | undefined): DirTarget | string {
  if (!value) return "Say where: --to dir:/srv/minside (a folder nginx serves)";
  if (value.startsWith("dir:")) {
    const root = value.slice("dir:".length);
    if (!root) return "dir: needs a folder: dir:/srv/minside";
    return new DirTarget(path.resolve(root));
  }
  if (value.startsWith("s3://"))
    return `${value}: S3-compatible buckets are not a deploy target yet (docs/releasing.md, "What is not built"); deploy to a folder nginx serves, dir:/srv/minside`;
  return `${value}: not a target; use dir:/srv/minside`;
}
