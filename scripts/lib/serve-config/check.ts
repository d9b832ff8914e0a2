// The check run after every build (scripts/check-budgets.ts): in each title's bundle, every inline
// script of every HTML page is allowed by a hash in that title's Content-Security-Policy, the
// policy allows no inline or eval'd script otherwise, and nginx.conf and _headers say the same.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inlineHandlers, inlineScripts, scriptHash } from "./csp.ts";
import { htmlDocuments } from "./index.ts";
import { HASHED_ASSET_EXTENSIONS } from "./rules.ts";

/**
 * Header name → value for one path, from a _headers file: every rule whose pattern matches applies
 * in order, and "! Name" detaches what an earlier rule gave (Cloudflare Pages' reading of it).
 */
export function headersOfCdnFile(text: string, urlPath = "/"): Map<string, string> {
  const headers = new Map<string, string>();
  let applies = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!line.startsWith(" ")) {
      const pattern = line.trim();
      applies = pattern.endsWith("*") ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;
      continue;
    }
    if (!applies) continue;
    const detach = /^\s+!\s*([A-Za-z-]+)\s*$/.exec(line);
    if (detach) headers.delete(detach[1]!);
    const match = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (match) headers.set(match[1]!, match[2]!);
  }
  return headers;
}

/** Header name → value for one path, from the location of a generated nginx.conf that serves it. */
export function headersOfNginxConfig(text: string, urlPath = "/"): Map<string, string> {
  const headers = new Map<string, string>();
  const prefixed = [...text.matchAll(/\nlocation \^~ (\S+) \{\n([\s\S]*?)\n\}/g)].find(([, prefix]) =>
    urlPath.startsWith(prefix!),
  );
  const block = prefixed?.[2] ?? /\nlocation \/ \{\n([\s\S]*?)\n\}/.exec(text)?.[1] ?? "";
  for (const match of block.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g))
    headers.set(match[1]!, match[2]!.replace(/\\(["\\])/g, "$1"));
  return headers;
}

/** A page and a hashed script: the two kinds of answer whose headers differ. */
const SAMPLE_PATHS = ["/", "/assets/entry.js"];
/** What may sit among the hashed assets, which carry no document headers (rules.ts). */
const ASSET_FILE = new RegExp(`\\.(${HASHED_ASSET_EXTENSIONS.join("|")})(\\.gz|\\.br)?$`);

/** What is wrong with how this bundle would be served; empty when all is well. */
export function checkServeConfig(bundleDir: string): string[] {
  const problems: string[] = [];
  const code = path.basename(bundleDir);
  const read = (name: string) => {
    const file = path.join(bundleDir, name);
    if (existsSync(file)) return readFileSync(file, "utf8");
    problems.push(`${code}: ${name} is missing`);
    return "";
  };
  const cdnFile = read("_headers");
  const nginxFile = read("nginx.conf");
  if (problems.length > 0) return problems;
  for (const urlPath of SAMPLE_PATHS) {
    const fromCdn = headersOfCdnFile(cdnFile, urlPath);
    const fromNginx = headersOfNginxConfig(nginxFile, urlPath);
    for (const name of new Set([...fromCdn.keys(), ...fromNginx.keys()]))
      if (fromCdn.get(name) !== fromNginx.get(name))
        problems.push(`${code}: ${name} on ${urlPath} differs between _headers and nginx.conf`);
  }
  const assets = path.join(bundleDir, "assets");
  if (existsSync(assets))
    for (const file of readdirSync(assets))
      if (!ASSET_FILE.test(file))
        problems.push(
          `${code}: assets/${file} would be served without a Content-Security-Policy (only scripts and styles may be there)`,
        );
  const cdn = headersOfCdnFile(cdnFile);

  const policy = cdn.get("Content-Security-Policy") ?? "";
  const scriptSrc = (/(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? "").split(" ");
  if (scriptSrc.length <= 1) problems.push(`${code}: the Content-Security-Policy has no script-src`);
  for (const word of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"])
    if (scriptSrc.includes(word)) problems.push(`${code}: script-src allows ${word}`);
  for (const [file, html] of htmlDocuments(bundleDir)) {
    for (const script of inlineScripts(html))
      if (!scriptSrc.includes(scriptHash(script)))
        problems.push(
          `${code}: an inline script in ${file} is not allowed by a hash (${script.slice(0, 60)}…)`,
        );
    for (const handler of inlineHandlers(html)) problems.push(`${code}: ${file} has an inline ${handler}`);
  }
  return problems;
}
