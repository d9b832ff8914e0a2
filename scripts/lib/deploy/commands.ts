// What npm run deploy, releases and rollback do (scripts/deploy.ts, releases.ts, rollback.ts), as
// functions that return what they have to say, so a test can run them as the release manager does.
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { isDeployed } from "#scripts/lib/release-record.ts";
import { loadTitles } from "#scripts/lib/titles.ts";
import { bytesText, readBundle, refusals, type Bundle } from "./bundle.ts";
import { DEFAULT_KEEP, releaseId } from "./release.ts";
import { inTurns } from "./in-turns.ts";
import { livesOnReload, type Target } from "./target.ts";

export interface Said {
  lines: string[];
  ok: boolean;
}

const sum = (files: { bytes: number }[]) => files.reduce((total, file) => total + file.bytes, 0);
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The titles `--title` names: a code, codes separated by commas, or `all` (every deployed title). */
export function namedTitles(value: string | undefined, staging: boolean): string[] | string {
  if (!value) return "Say which title: --title adr (or --title all)";
  const titles = loadTitles();
  // "All" is every title that is deployed: the sandbox never is, even to staging by name only.
  if (value === "all") return titles.filter(isDeployed).map((t) => t.titleCode);
  const codes = value.split(",").map((code) => code.trim().toUpperCase());
  const unknown = codes.filter((code) => !titles.some((t) => t.titleCode === code));
  if (unknown.length > 0) return `No such title: ${unknown.join(", ")}`;
  const sandbox = codes.filter((code) => !isDeployed({ titleCode: code }));
  if (sandbox.length > 0 && !staging)
    return `${sandbox.join(", ")} is the sandbox, never deployed to readers; --not-for-readers deploys it to a staging target`;
  return codes;
}

/**
 * The budget checks of the bundles in `dist` that are deployed and the catalogue check, as npm test
 * runs them: a bundle that fails them is not deployed. The titles not deployed are not checked: a
 * deploy of one title does not wait for 57 others' (~2 s a deploy).
 */
export function buildChecks(root: string, dist: string, titles: string[]): string[] {
  const failed: string[] = [];
  for (const [what, script, args] of [
    ["the bundle budgets", "scripts/check-budgets.ts", ["--dist", dist, "--title", titles.join(",")]],
    ["the catalogue check", "scripts/i18n-check.ts", []],
  ] as const) {
    const run = spawnSync(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      encoding: "utf8",
    });
    if (run.status !== 0)
      failed.push(
        `${what} failed (node ${script}):\n${`${run.stdout}${run.stderr}`.trim().split("\n").slice(-8).join("\n")}`,
      );
  }
  return failed;
}

export interface DeployOptions {
  dist: string;
  titles: string[];
  target: Target;
  notForReaders: boolean;
  dryRun: boolean;
  keep: number;
  /** Run after a title's nginx.conf changed: nginx reads its headers only when it reloads. */
  reload: string | null;
  now?: number;
  by?: string;
  /** What must pass before anything is written (buildChecks); what failed, in words. */
  checks?: () => string[];
  /** Told each title's lines as soon as the title is done (the summary is the last of `lines`). */
  progress?: (line: string) => void;
}

/** A bucket is far away: a few titles side by side. A folder is one disk: one at a time. */
const titlesAtOnce = (target: Target) => (livesOnReload(target) ? 1 : 4);

export async function deploy(options: DeployOptions): Promise<Said> {
  const lines: string[] = [];
  const bundles: Bundle[] = [];
  const problems: string[] = [];
  for (const code of options.titles) {
    const bundle = readBundle(options.dist, code);
    if (typeof bundle === "string") problems.push(bundle);
    else {
      problems.push(...refusals(bundle, { notForReaders: options.notForReaders }));
      bundles.push(bundle);
    }
  }
  if (problems.length === 0 && !options.dryRun) problems.push(...(options.checks?.() ?? []));
  if (problems.length > 0)
    return { ok: false, lines: [...problems.map((p) => `✗ ${p}`), "Nothing was deployed."] };

  const keep = { ...DEFAULT_KEEP, releases: options.keep };
  const now = options.now ?? Date.now();
  const by = options.by ?? process.env.USER ?? os.userInfo().username;
  let failed = 0;
  const total = { upload: 0, uploadBytes: 0, reuse: 0 };
  // Each title's lines, in the order the titles were named, whatever order they finish in.
  const said: string[][] = bundles.map(() => []);
  await inTurns(bundles, titlesAtOnce(options.target), async (bundle, index) => {
    const out = said[index]!;
    const id = releaseId(now, bundle.record.commit);
    const plan = await options.target.plan(bundle, id, now, keep);
    const what =
      `upload ${count(plan.upload.length, "file", "files")} (${bytesText(sum(plan.upload))}), ` +
      `keep ${count(plan.reuse.length, "file", "files")} the target has (${bytesText(sum(plan.reuse))})` +
      (plan.remove.length > 0
        ? `, remove ${count(plan.remove.length, "old release", "old releases")} (${plan.remove.join(", ")})`
        : "");
    total.upload += plan.upload.length;
    total.uploadBytes += sum(plan.upload);
    total.reuse += plan.reuse.length;
    if (options.dryRun) {
      out.push(
        `  ${bundle.titleCode}: would ${what}; live now: ${(await options.target.live(bundle.titleCode)) ?? "nothing"}`,
      );
    } else {
      try {
        const { info } = await options.target.deploy(bundle, { id, now, by, keep });
        const done = what.replace(/^upload/, "uploaded").replace("remove", "removed");
        const result = switched(options.target, bundle.titleCode, info.id, options.reload, done);
        if (result[0]!.startsWith("✗")) failed += 1;
        out.push(...result);
      } catch (error) {
        failed += 1;
        const live = await options.target.live(bundle.titleCode);
        out.push(
          `✗ ${bundle.titleCode}: the deploy stopped (${(error as Error).message}); ${live ? `${live} is still live, as it was` : "nothing is live"}. Run the deploy again.`,
        );
      }
    }
    for (const line of out) options.progress?.(line);
  });
  lines.push(...said.flat());
  const titles = count(bundles.length, "title", "titles");
  lines.push(
    options.dryRun
      ? `Dry run, nothing written: ${titles}, ${count(total.upload, "file", "files")} (${bytesText(total.uploadBytes)}) to upload, ${total.reuse} the target has.`
      : `${titles}: ${bundles.length - failed} deployed, ${failed} failed; ${count(total.upload, "file", "files")} (${bytesText(total.uploadBytes)}) uploaded.`,
  );
  return { ok: failed === 0, lines };
}

/**
 * nginx serves a release once it reloads (dir-target.ts, switchTo): with --reload the command runs
 * now; without it, the release manager is told to run it.
 */
function switched(
  target: Target,
  titleCode: string,
  id: string,
  command: string | null,
  done: string,
): string[] {
  if (!livesOnReload(target)) return [`✓ ${titleCode}: ${id} is live (${done})`];
  if (!command)
    return [
      `✓ ${titleCode}: ${id} is in place (${done}); nginx serves it once it reloads: run \`nginx -s reload\` (or pass --reload "<command>")`,
    ];
  const run = spawnSync(command, { shell: true, encoding: "utf8" });
  return run.status === 0
    ? [`✓ ${titleCode}: ${id} is live (${done}; nginx reloaded)`]
    : [
        `✗ ${titleCode}: ${id} is in place, but \`${command}\` failed (${`${run.stdout}${run.stderr}`.trim()}): nginx serves the release before it until it reloads`,
      ];
}

export async function listReleases(target: Target, titleCode: string): Promise<Said> {
  const live = await target.live(titleCode);
  const releases = await target.releases(titleCode);
  if (releases.length === 0) return { ok: true, lines: [`${titleCode}: no release on this target`] };
  return {
    ok: true,
    lines: [
      `${titleCode}: ${count(releases.length, "release", "releases")} kept, newest last; * is live`,
      ...releases.map(
        (r) =>
          `${r.id === live ? "*" : " "} ${r.id}  deployed ${r.deployedAt} by ${r.deployedBy}; commit ${r.commit ?? "unknown"}${r.uncommitted ? " (with uncommitted changes)" : ""}; ` +
          `${count(r.files.length, "file", "files")}, ${bytesText(r.bytes)} (${bytesText(r.uploaded.bytes)} uploaded)${r.forReaders ? "" : "; not for readers"}`,
      ),
    ],
  };
}

export async function rollback(
  target: Target,
  titleCode: string,
  to: string | undefined,
  reload: string | null,
): Promise<Said> {
  try {
    const moved = await target.rollback(titleCode, to);
    const lines = switched(target, titleCode, moved.to, reload, `back from ${moved.from}; nothing uploaded`);
    return { ok: !lines[0]!.startsWith("✗"), lines };
  } catch (error) {
    return { ok: false, lines: [`✗ ${(error as Error).message}`] };
  }
}
