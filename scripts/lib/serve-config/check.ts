// The check run after every build (scripts/check-budgets.ts): in each title's bundle, every inline
// script of every HTML page is allowed by a hash in that title's Content-Security-Policy, the
// policy allows no inline or eval'd script otherwise, and nginx.conf and _headers say the same.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { inlineHandlers, inlineScripts, scriptHash } from "./csp.ts";
import { htmlDocuments } from "./index.ts";

/** Header name → value, from the /* rule of a _headers file. */
export function headersOfCdnFile(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  let inAll = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!line.startsWith(" ")) {
      inAll = line.trim() === "/*";
      continue;
    }
    const match = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (inAll && match) headers.set(match[1]!, match[2]!);
  }
  return headers;
}

/** Header name → value, from the `location /` block of a generated nginx.conf. */
export function headersOfNginxConfig(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  const block = /\nlocation \/ \{\n([\s\S]*?)\n\}/.exec(text)?.[1] ?? "";
  for (const match of block.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g))
    headers.set(match[1]!, match[2]!.replace(/\\(["\\])/g, "$1"));
  return headers;
}

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
  const cdn = headersOfCdnFile(read("_headers"));
  const nginx = headersOfNginxConfig(read("nginx.conf"));
  if (problems.length > 0) return problems;
  for (const name of new Set([...cdn.keys(), ...nginx.keys()]))
    if (cdn.get(name) !== nginx.get(name))
      problems.push(`${code}: ${name} differs between _headers and nginx.conf`);

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
