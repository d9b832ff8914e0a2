// node scripts/check-route-room.ts — the room for the next route (ADR 062): a throwaway copy of the
// tree with one route more (a signed-in screen with a real feature's weight: the fullmakt screen's
// module under a new path and file) is built for one title and one locale (sbx, nb), and
// scripts/check-budgets.ts must pass on it: the new row goes into the route table, which is measured,
// not into any page's own code. Where dist/sbx is this tree's own build (npm test builds it just
// before), every open page's own code ("ours") and the framework must also be byte for byte what
// they are without the route: a route costs its row and nothing else. ~40 s on our 2-core machines:
// a step of its own in npm test, after the budgets, not in the unit suite.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PRERENDERED_PATHS } from "#app/route-table.ts";
import { buildFingerprint, hashInputs, isUpToDate, stampFile } from "#scripts/lib/build-stamp.ts";
import { gzipSize, initialScripts, kb, pageHtml, routeTable, splitPage } from "#scripts/lib/bundle-size.ts";
import { NEXT_RELEASE_PATH, nextReleaseDist } from "#scripts/lib/deploy/next-release.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const TITLE = "sbx";
const NEW_PATH = NEXT_RELEASE_PATH;
const NEW_FILE = "routes/ny-tjeneste.tsx";
/** What a build and the budget check read; the tests, the docs and the journeys stay behind. */
const COPIED = [
  "app",
  "titles",
  "scripts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  "lingui.config.ts",
];

const started = performance.now();
const copy = mkdtempSync(path.join(tmpdir(), "minside-route-room-"));
let failed = false;
try {
  for (const entry of COPIED)
    cpSync(path.join(ROOT, entry), path.join(copy, entry), {
      recursive: true,
      filter: (source) => !/(^|\/)(node_modules|\.react-router|\+types)(\/|$)|\.test\.tsx?$/.test(source),
    });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");

  // One route more, among the signed-in ones, before the fallbacks.
  const table = path.join(copy, "app/route-table.ts");
  const source = readFileSync(table, "utf8");
  const marker = "  // Fallbacks\n";
  if (!source.includes(marker))
    throw new Error(`app/route-table.ts has no "${marker.trim()}" line to add before`);
  writeFileSync(
    table,
    source.replace(marker, `  auth(${JSON.stringify(NEW_PATH)}, ${JSON.stringify(NEW_FILE)}),\n${marker}`),
  );
  writeFileSync(
    path.join(copy, "app", NEW_FILE),
    readFileSync(path.join(ROOT, "app/routes/fullmakt.tsx"), "utf8").replace(
      '"./+types/fullmakt"',
      '"./+types/ny-tjeneste"',
    ),
  );

  const run = (script: string, args: string[]) => {
    const result = spawnSync(process.execPath, [script, ...args], { cwd: copy, encoding: "utf8" });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  };
  const build = run("scripts/build-titles.ts", ["--identity", "emulator", "--title", TITLE]);
  if (!build.ok) throw new Error(`the copy with ${NEW_PATH} did not build:\n${build.output}`);
  const budgets = run("scripts/check-budgets.ts", []);
  const site = path.join(copy, "dist", TITLE);
  const withRoute = routeTable(site);
  const rowCost = withRoute.costs.get(`routes/ny-tjeneste`);
  if (rowCost === undefined) throw new Error(`${NEW_PATH} is not in the copy's route table`);
  console.log(
    `With ${NEW_PATH} added: the route table ${kb(withRoute.gzip)} in ${withRoute.rows} rows; its row costs ${rowCost} B.`,
  );
  if (!budgets.ok) {
    failed = true;
    console.error(
      `✗ A new route breaks the budgets (scripts/check-budgets.ts on the copy):\n${budgets.output}`,
    );
  } else {
    console.log("✓ Every budget holds with it (scripts/check-budgets.ts on the copy).");
    // Kept as the sandbox's next release, for the deploy journey (scripts/lib/deploy/next-release.ts).
    const next = nextReleaseDist(ROOT);
    rmSync(next, { recursive: true, force: true });
    cpSync(site, path.join(next, TITLE), { recursive: true });
    cpSync(path.join(copy, "dist", `${TITLE}.build.json`), path.join(next, `${TITLE}.build.json`));
  }

  // Against this tree's own build: nothing but the route table may have changed on an open page.
  const baseSite = path.join(ROOT, "dist", TITLE);
  const fingerprint = buildFingerprint(hashInputs(ROOT), {
    title: TITLE.toUpperCase(),
    identity: "emulator",
  });
  if (!isUpToDate(stampFile(ROOT, TITLE), baseSite, fingerprint)) {
    console.log(
      `  (dist/${TITLE} is not this tree's emulator build: the pages' own code was not compared; ` +
        `run node scripts/build-titles.ts --identity emulator --title ${TITLE} first to compare it)`,
    );
  } else {
    const split = (dir: string, pagePath: string) =>
      splitPage(
        initialScripts(dir, pageHtml(dir, pagePath)).map((file) => ({
          file,
          gzip: gzipSize(file),
          beforeInteractive: true,
        })),
      ).before;
    const without = routeTable(baseSite);
    const changed: string[] = [];
    for (const pagePath of PRERENDERED_PATHS) {
      const before = split(baseSite, pagePath);
      const after = split(site, pagePath);
      if (after.ours !== before.ours) changed.push(`${pagePath}: ours ${before.ours} → ${after.ours} B`);
      if (after.framework !== before.framework)
        changed.push(`${pagePath}: framework ${before.framework} → ${after.framework} B`);
    }
    if (changed.length > 0) {
      failed = true;
      console.error(`✗ A new route cost more than its row:\n  ${changed.join("\n  ")}`);
    } else
      console.log(
        `✓ On every open page only the route table changed: ${without.gzip} → ${withRoute.gzip} B ` +
          `(+${withRoute.gzip - without.gzip} B); the framework and ours are byte for byte the same.`,
      );
  }
} catch (error) {
  failed = true;
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed ? 1 : 0);
