// Writes, beside a finished title bundle, what a web server or CDN needs to serve it: nginx.conf,
// _headers and _redirects from one set of rules (rules.ts), with a Content-Security-Policy whose
// script hashes are read from the HTML the build emitted, and Brotli/gzip copies of every text file.
// One call per title, after its bundle is complete (scripts/build-titles.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Title } from "#app/title/title-schema.ts";
import { headersFile, redirectsFile } from "./cdn.ts";
import { compressBundle } from "./compress.ts";
import { inlineHandlers, scriptHashes, type Identity } from "./csp.ts";
import { nginxConfig } from "./nginx.ts";
import { serveRules, SERVER_FILES } from "./rules.ts";

export type { Identity } from "./csp.ts";

/** Every HTML document of a bundle: the prerendered pages and the SPA fallback. */
export function htmlDocuments(bundleDir: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const entry of readdirSync(bundleDir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(".html")) {
      const file = path.join(entry.parentPath, entry.name);
      documents.set(path.relative(bundleDir, file), readFileSync(file, "utf8"));
    }
  }
  return documents;
}

export interface ServeConfigOptions {
  identity: Identity;
  /** Where compressed copies are kept by content hash, shared by every title. */
  cacheDir: string;
}

export async function writeServeConfig(
  bundleDir: string,
  title: Pick<Title, "titleCode" | "name" | "identity" | "usesPulse" | "pageUrl">,
  { identity, cacheDir }: ServeConfigOptions,
) {
  const documents = htmlDocuments(bundleDir);
  for (const [file, html] of documents) {
    const handlers = inlineHandlers(html);
    if (handlers.length > 0)
      throw new Error(
        `${title.titleCode}: ${file} has inline ${handlers.join(", ")}, which the Content-Security-Policy refuses`,
      );
  }
  const rules = serveRules(title, identity, scriptHashes(documents.values()));
  const banner = `${title.titleCode} (${title.name}), identity ${identity}: written by npm run build from scripts/lib/serve-config/ — do not edit.`;
  writeFileSync(path.join(bundleDir, "nginx.conf"), nginxConfig(rules, banner));
  writeFileSync(path.join(bundleDir, "_headers"), headersFile(rules, banner));
  writeFileSync(path.join(bundleDir, "_redirects"), redirectsFile(rules, banner));
  await compressBundle(bundleDir, cacheDir, SERVER_FILES);
  return rules;
}
