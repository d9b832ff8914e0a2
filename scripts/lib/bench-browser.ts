// What the browser benchmarks share: the built bundles served as the journeys serve them
// (scripts/preview.ts, optionally behind nginx with each bundle's own nginx.conf, compression as in
// production), Debian's Chromium with the journeys' flags, sign-in as a persona at the dev
// backend's identity emulator, and a record of what a page load fetched.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { request } from "node:https";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page, type Request } from "@playwright/test";
import { PLAYWRIGHT_CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface Server {
  origin: (titleCode: string) => string;
  port: number;
  /** A request from this process to the server (the dev backend's /_dev/ tools), its status. */
  ask: (pathname: string, method?: "GET" | "POST") => Promise<number>;
  stop: () => void;
}

/** Over TLS, the run's own certificate, which nothing trusts: accepted for this one request. */
function askOverTls(url: string, method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * What a benchmark measures is this tree built for the dev backend's emulator (its personas sign in
 * there; a release build's sign-in goes to a host this machine cannot resolve: net::ERR_NAME_NOT_RESOLVED).
 * The build is asked for exactly that: a title already built so from this tree is kept as it is
 * (the build's stamp holds its inputs and its identity mode), any other — missing, stale, or built
 * for the real provider by `npm run build` — is built again. A build that fails ends the bench with
 * one line saying what to run.
 */
export function buildForBench(titleCodes: string[]): void {
  const args = ["--identity", "emulator", ...titleCodes.flatMap((code) => ["--title", code])];
  console.log(`dist/ for the bench: ${titleCodes.join(", ")} for the dev backend's emulator …`);
  const result = spawnSync(process.execPath, ["scripts/build-titles.ts", ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });
  const last = result.stdout.trim().split("\n").at(-1) ?? "";
  if (result.status !== 0) {
    console.error(`${result.stdout}${result.stderr}`);
    console.error(
      `✗ dist/ could not be built for the bench: run npm run build -- ${args.join(" ")} and mend what it says.`,
    );
    process.exit(1);
  }
  console.log(`  ${last}`);
}

/**
 * Serves dist/ on 127.0.0.1:port (PORT, else 4610) until stop(); with nginx like production, and
 * with `tls` over HTTPS and HTTP/2 as a CDN serves it (ADR 056).
 */
export async function startPreview({ nginx = false, tls = false } = {}): Promise<Server> {
  if (!existsSync(path.join(ROOT, "dist/index.html"))) {
    throw new Error("dist/ is empty: build first (npm run build -- --identity emulator --title sbx).");
  }
  const port = Number(process.env.PORT || 4610);
  const scheme = tls ? "https" : "http";
  const ask = (pathname: string, method: "GET" | "POST" = "GET") =>
    tls
      ? askOverTls(`https://127.0.0.1:${port}${pathname}`, method)
      : fetch(`http://127.0.0.1:${port}${pathname}`, { method }).then((response) => response.status);
  const flags = [...(nginx ? ["--nginx"] : []), ...(tls ? ["--tls"] : [])];
  const child: ChildProcess = spawn(process.execPath, ["scripts/preview.ts", ...flags], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.on("exit", stop);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`scripts/preview.ts ended with ${child.exitCode}`);
    try {
      if ((await ask("/")) === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`scripts/preview.ts did not answer on port ${port} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin: (code) => `${scheme}://${code.toLowerCase()}.localhost:${port}`, port, ask, stop };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: PLAYWRIGHT_CHROMIUM_ARGS });
}

/** Opens `url` (under a guard): sign-in starts, the persona is chosen at the emulator, and back. */
export async function signInAs(page: Page, url: string, persona: string): Promise<void> {
  await page.goto(url);
  await page.waitForURL(/\/_identity\/oauth\/authorize/);
  await page.locator(`button[data-persona="${persona}"]`).click();
  await page.waitForURL((u) => !/\/_identity\/|\/callback/.test(u.pathname));
}

export interface Fetched {
  request: Request;
  url: URL;
  status: number | null;
  failed: boolean;
  /** ms since the first request of the recording */
  start: number;
  end: number;
  /** gzip -9 size of the body (scripts only) */
  gzip: number;
}

/** Records every request of `page` until stop() answers them, with timing and script sizes. */
export function record(page: Page): { stop: () => Promise<Fetched[]> } {
  const requests: Request[] = [];
  const onRequest = (request: Request) => requests.push(request);
  page.on("request", onRequest);
  return {
    stop: async () => {
      page.off("request", onRequest);
      const rows = await Promise.all(
        requests.map(async (request) => {
          const response = await request.response().catch(() => null);
          const timing = request.timing();
          let gzip = 0;
          if (response && request.resourceType() === "script") {
            // A page navigated away from keeps no bodies: such a script counts 0 (bench:home only).
            gzip = await response.body().then(
              (body) => gzipSync(body, { level: 9 }).length,
              () => 0,
            );
          }
          return {
            request,
            url: new URL(request.url()),
            status: response?.status() ?? null,
            failed: request.failure() !== null || (response?.status() ?? 0) >= 400,
            start: timing.startTime,
            end: timing.startTime + Math.max(timing.responseEnd, 0),
            gzip,
          };
        }),
      );
      const t0 = Math.min(...rows.map((r) => r.start));
      return rows.map((r) => ({ ...r, start: r.start - t0, end: r.end - t0 }));
    },
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
