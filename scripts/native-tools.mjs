// Plain JavaScript on purpose: npm runs it after every install (`postinstall`), on any Node.
//
// Lingui's macros are compiled by its native transform (docs/decisions/025), whose binary comes as
// an optional package per platform (@lingui/native-tools-linux-x64-gnu, …). npm skips an optional
// package whose `engines` the Node running npm does not meet — and on our machines `npm ci` runs on
// the system's Node 20 while those packages ask for Node 22 or newer, so the binary was silently
// left out and every build failed with "Cannot find native binding". Here, npm scripts run with
// node_modules/.bin first on PATH, i.e. on the project's own Node 24 (ADR 001): this installs the
// one package for this machine, at the version package-lock.json pins, when it is missing.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const PREFIX = "node_modules/@lingui/native-tools-";

/** In a fresh process: a module that failed to load stays failed in the process that tried it. */
const loads = () =>
  spawnSync(process.execPath, ["--input-type=module", "-e", 'await import("@lingui/native-tools")'], {
    cwd: ROOT,
    stdio: "ignore",
  }).status === 0;

if (!loads()) {
  const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8"));
  const glibc =
    process.platform === "linux" && Boolean(process.report?.getReport().header.glibcVersionRuntime);
  const libc = process.platform === "linux" ? (glibc ? "glibc" : "musl") : null;
  const match = Object.entries(lock.packages ?? {}).find(
    ([key, entry]) =>
      key.startsWith(PREFIX) &&
      (entry.os ?? []).includes(process.platform) &&
      (entry.cpu ?? []).includes(process.arch) &&
      (!entry.libc || entry.libc.includes(libc)),
  );
  if (!match) {
    console.error(
      `Lingui's native macro transform has no binary for ${process.platform}/${process.arch}: the build cannot compile its texts here (docs/decisions/025).`,
    );
    process.exit(1);
  }
  const spec = `${match[0].slice("node_modules/".length)}@${match[1].version}`;
  console.log(`Installing ${spec}, which npm skipped (it needs Node 22 or newer; docs/decisions/025) …`);
  const npm = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath]]
    : [process.platform === "win32" ? "npm.cmd" : "npm", []];
  const result = spawnSync(npm[0], [...npm[1], "install", "--no-save", "--no-audit", "--no-fund", spec], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (result.status !== 0 || !loads()) {
    console.error(
      `Could not install ${spec}: without it the build cannot compile its texts (docs/decisions/025).`,
    );
    process.exit(1);
  }
}
