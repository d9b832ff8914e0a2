// The rules (rules.ts) as a _headers/_redirects pair, the format Cloudflare Pages and Netlify read.
import type { ServeRules } from "./rules.ts";

export function headersFile(rules: ServeRules, banner: string): string {
  const lines = [`# ${banner}`, "/*"];
  for (const [name, value] of [...rules.everywhere, ...rules.documentOnly]) lines.push(`  ${name}: ${value}`);
  lines.push(`  Cache-Control: ${rules.otherCacheControl}`);
  lines.push(`${rules.immutablePrefix}*`);
  // "! Name" detaches the value the /* rule gave (instead of joining both with a comma): hashed
  // scripts and styles lose what only a document acts on, and get their own cache rule.
  for (const [name] of rules.documentOnly) lines.push(`  ! ${name}`);
  lines.push("  ! Cache-Control", `  Cache-Control: ${rules.immutableCacheControl}`);
  return `${lines.join("\n")}\n`;
}

export function redirectsFile(rules: ServeRules, banner: string): string {
  // The redirects first (the first rule that matches wins; the query goes along by itself). Then
  // files and prerendered pages are served as they are; only what does not exist is rewritten.
  const redirects = rules.redirects.map(({ from, to }) => `${from}  ${to}  302\n`).join("");
  return `# ${banner}\n${redirects}/*  ${rules.fallback}  200\n`;
}
