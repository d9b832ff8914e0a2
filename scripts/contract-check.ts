// npm run contract:check -- --base https://…/api/ (--cookie "…" | --token … | --persona subscriber)
//   [--user-id 123] [--title ADR] [--param orderId=…] [--envelope none]
// Calls every read-only call of the contract for one signed-in test user and prints, per call,
// whether the answer matches what the portal reads (scripts/lib/contract-check.ts, ADR 032). Exits
// non-zero on any mismatch or HTTP error. The identity id comes from the persona's sign-in at the
// dev backend's emulator, or --user-id with a session given; the account's number and title come
// from GET account/{id}, as the portal's session gets them. --envelope none (or
// MINSIDE_API_ENVELOPE=none) for a platform that answers the bare body (ADR 034).
import { parseArgs } from "node:util";
import {
  accountValues,
  checkContract,
  CookieJar,
  formatResult,
  passes,
  readOnlyCalls,
  signInPersona,
  titleServedBy,
  type Values,
} from "#scripts/lib/contract-check.ts";

const USAGE = `Usage: npm run contract:check -- --base https://…/api/ (--cookie "name=value; …" | --token … | --persona <id>)
         [--user-id <identity id>] [--title <code>] [--param name=value …] [--envelope data|none]`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      base: { type: "string" },
      cookie: { type: "string" },
      token: { type: "string" },
      persona: { type: "string" },
      "user-id": { type: "string" },
      title: { type: "string" },
      param: { type: "string", multiple: true },
      envelope: { type: "string", default: process.env.MINSIDE_API_ENVELOPE ?? "data" },
    },
  });
  if (!values.base) {
    console.error(USAGE);
    return 2;
  }
  if (values.envelope !== "data" && values.envelope !== "none") {
    console.error(`--envelope is "data" or "none", not "${values.envelope}"`);
    return 2;
  }
  const envelope = values.envelope;
  const base = values.base.endsWith("/") ? values.base : `${values.base}/`;
  const jar = new CookieJar(values.cookie);
  let userId = values["user-id"] ? Number(values["user-id"]) : undefined;
  if (values.persona) userId = await signInPersona(base, values.persona, jar);
  const headers: Record<string, string> = {};
  if (values.token) headers.Authorization = `Bearer ${values.token}`;
  if (jar.header) headers.Cookie = jar.header;
  if (!values.persona && !values.cookie && !values.token)
    console.log("No session given (--cookie, --token or --persona): calls needing one will answer 401.");

  const known: Values = userId ? await accountValues(base, userId, headers, fetch, envelope) : {};
  // The title checked: the one given; else the one the server's own pages serve (npm start, the
  // dev backend); else the account's first title. Said with where it came from.
  let titleFrom = "the account's first title";
  const served = values.title ? null : await titleOfServer(base);
  if (values.title) {
    known.titleCode = values.title.toUpperCase();
    titleFrom = "--title";
  } else if (served) {
    known.titleCode = served;
    titleFrom = `the title ${new URL(base).origin}/ serves`;
  }
  for (const pair of values.param ?? []) {
    const at = pair.indexOf("=");
    if (at <= 0) {
      console.error(`--param ${pair}: write name=value`);
      return 2;
    }
    known[pair.slice(0, at)] = pair.slice(at + 1);
  }
  console.log(
    `Checking ${readOnlyCalls().length} read-only calls at ${base}` +
      (known.accountNo ? ` for account ${known.accountNo}` : "") +
      (known.titleCode ? `, title ${known.titleCode} (${titleFrom})` : "") +
      " …",
  );
  const results = await checkContract({ base, values: known, headers, envelope });
  for (const result of results) console.log(formatResult(result));
  const count = (kind: string) => results.filter((r) => r.verdict.kind === kind).length;
  console.log(
    `\n${count("ok")} match, ${count("mismatch")} mismatch, ${count("http-error")} HTTP error, ${count("skipped")} skipped.`,
  );
  return passes(results) ? 0 : 1;
}

/** The title the base's origin serves, when its front page is a Min side page; null otherwise. */
async function titleOfServer(base: string): Promise<string | null> {
  try {
    const response = await fetch(new URL("/", base), { headers: { Accept: "text/html" } });
    return response.ok ? titleServedBy(await response.text()) : null;
  } catch (error) {
    // No page there (a platform's API alone): the title comes from elsewhere.
    if (error instanceof TypeError) return null;
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`contract:check failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
