// A release manager's deploy to a folder nginx serves (npm run deploy / releases / rollback,
// scripts/lib/deploy/, ADR 073), through Debian's nginx with the bundle's own nginx.conf: the
// sandbox's build (dist/sbx) is release 1, the sandbox built with one route more
// (scripts/lib/deploy/next-release.ts) release 2. A reader's open page of release 1 goes on while
// release 2 is deployed and switched; new pages are release 2's, with the headers its nginx.conf
// gives; a rollback brings release 1 back without uploading anything.
import { execFile, spawn, spawnSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import S3rver from "s3rver";
import { filesUnder } from "#scripts/lib/deploy/bundle.ts";
import { objectHeaders } from "#scripts/lib/deploy/s3-target.ts";
import { SERVER_FILES } from "#scripts/lib/serve-config/rules.ts";
import { nextReleaseDist } from "#scripts/lib/deploy/next-release.ts";
import { isDeployed } from "#scripts/lib/release-record.ts";
import { loadTitles } from "#scripts/lib/titles.ts";
import { findNginx, NGINX_MISSING, startNginx } from "#scripts/lib/serve-config/local-nginx.ts";
import { E2E_PORT, expect, test } from "./fixtures.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const execFileAsync = promisify(execFile);

/** What the release manager types, and what it answers. */
function npmRun(script: "deploy" | "releases" | "rollback", args: string[]) {
  const run = spawnSync(process.execPath, [path.join(ROOT, "scripts", `${script}.ts`), ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The scripts a page's HTML loads first, by their hashed names. */
const scriptsOf = (html: string) => new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? []);

/**
 * The two builds of the sandbox: dist/sbx, and the next release (check-route-room.ts builds it in
 * npm test; a journey run alone builds it here, ~40 s), with the scripts each one's customer-service
 * page loads that the other's does not.
 */
function twoBuilds() {
  const next = nextReleaseDist(ROOT);
  if (!existsSync(path.join(next, "sbx", "index.html"))) {
    const built = spawnSync(process.execPath, [path.join(ROOT, "scripts/check-route-room.ts")], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(built.status, built.stdout + built.stderr).toBe(0);
  }
  const one = scriptsOf(readFileSync(path.join(ROOT, "dist/sbx/kundeservice/index.html"), "utf8"));
  const two = scriptsOf(readFileSync(path.join(next, "sbx/kundeservice/index.html"), "utf8"));
  const onlyOne = [...one].filter((s) => !two.has(s));
  const onlyTwo = [...two].filter((s) => !one.has(s));
  expect(onlyOne.length, "two different builds").toBeGreaterThan(0);
  return { next, onlyOne, onlyTwo };
}

/** The HTML of /kundeservice as nginx serves it now, asked from the page without its cache. */
const pageServed = (page: Page) =>
  page.evaluate(async () => (await fetch("/kundeservice", { cache: "no-store" })).text());

/** The Content-Security-Policy a bundle's nginx.conf gives its pages. */
const policyOf = (bundle: string) =>
  /location \/ \{[^}]*?add_header Content-Security-Policy "([^"]+)"/s.exec(
    readFileSync(path.join(bundle, "nginx.conf"), "utf8"),
  )![1];

test("a page of release 1 goes on while release 2 is deployed and switched; rollback brings release 1 back", async ({
  page,
}) => {
  test.skip(findNginx() === null, NGINX_MISSING);
  test.setTimeout(180_000);
  const { next, onlyOne, onlyTwo } = twoBuilds();

  const root = mkdtempSync(path.join(tmpdir(), "minside-srv-"));
  const target = `dir:${root}`;
  // Release 1: the emulator's build is not for readers, so it goes to this staging folder by flag.
  const refused = npmRun("deploy", ["--title", "sbx", "--to", target]);
  expect(refused.status).toBe(2);
  expect(refused.out).toContain("SBX is the sandbox, never deployed to readers");
  const first = npmRun("deploy", ["--title", "sbx", "--to", target, "--not-for-readers"]);
  expect(first.status, first.out).toBe(0);
  // No nginx runs yet: it will serve the release when it starts.
  expect(first.out).toMatch(/✓ SBX: \S+ is in place \(uploaded \d+ files.*nginx serves it once it reloads/);

  const port = await freePort();
  const nginx = await startNginx({
    port,
    backendPort: E2E_PORT,
    sites: [{ bundleDir: { liveConf: path.join(root, "sbx", "live.conf") }, serverName: "sbx.localhost" }],
    reloadable: true,
  });
  try {
    const origin = `http://sbx.localhost:${port}`;
    // A reader opens customer service on release 1.
    await page.goto(`${origin}/kundeservice`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Release 2 is deployed and switched while the page is open; nginx reloads for its new headers.
    const second = npmRun("deploy", [
      ...["--title", "sbx", "--to", target, "--not-for-readers", "--dist", next],
      ...["--reload", `kill -HUP ${nginx.pid}`],
    ]);
    expect(second.status, second.out).toBe(0);
    expect(second.out).toMatch(/✓ SBX: \S+ is live \(uploaded \d+ files.*; nginx reloaded\)/);

    // The open page goes on: the next screen's code is release 1's, and it is still there.
    const chunks: number[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/assets/")) chunks.push(r.status());
    });
    await page.getByRole("link", { name: "Tilgjengelighet" }).first().click();
    await expect(page).toHaveURL(`${origin}/tilgjengelighet`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(chunks.length, "the next screen loaded code of release 1").toBeGreaterThan(0);
    expect(chunks.every((status) => status === 200)).toBe(true);
    // (Asked from the page: Node does not resolve *.localhost.)
    const old = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, cache: response.headers.get("Cache-Control") };
    }, onlyOne[0]!);
    expect(old).toEqual({ status: 200, cache: "public, max-age=31536000, immutable" });

    // nginx's workers take the new configuration in a moment: from then on a new page is release
    // 2's, with the headers release 2's nginx.conf gives a page.
    await expect.poll(() => pageServed(page), { timeout: 10_000 }).toContain(onlyTwo[0]);
    const fresh = await page.goto(`${origin}/kundeservice`);
    const html = await fresh!.text();
    for (const script of onlyTwo) expect(html).toContain(script);
    expect(fresh!.headers()["cache-control"]).toBe("no-cache");
    expect(fresh!.headers()["content-security-policy"]).toBe(policyOf(path.join(next, "sbx")));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const listed = npmRun("releases", ["--title", "sbx", "--from", target]);
    expect(listed.out).toMatch(/SBX: 2 releases kept/);
    expect(listed.out.split("\n").filter((line) => line.startsWith("*"))).toHaveLength(1);

    // Rollback: release 1 is live again at once, nothing uploaded.
    const back = npmRun("rollback", [
      "--title",
      "sbx",
      "--from",
      target,
      "--reload",
      `kill -HUP ${nginx.pid}`,
    ]);
    expect(back.status, back.out).toBe(0);
    expect(back.out).toMatch(/✓ SBX: \S+ is live \(back from \S+; nothing uploaded; nginx reloaded\)/);
    await expect.poll(() => pageServed(page), { timeout: 10_000 }).toContain(onlyOne[0]);
    const again = await page.goto(`${origin}/kundeservice`);
    const before = await again!.text();
    for (const script of onlyOne) expect(before).toContain(script);
    expect(again!.headers()["content-security-policy"]).toBe(policyOf(path.join(ROOT, "dist/sbx")));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    nginx.kill("SIGQUIT");
    rmSync(root, { recursive: true, force: true });
  }
});

test("--title all --dry-run lists every deployed title of the build; a bundle with placeholders is refused", async () => {
  test.setTimeout(60_000);
  const root = mkdtempSync(path.join(tmpdir(), "minside-srv-"));
  try {
    const target = `dir:${root}`;
    const placeholders = npmRun("deploy", ["--title", "adr", "--to", target]);
    expect(placeholders.status).toBe(1);
    expect(placeholders.out).toMatch(/✗ ADR is not for readers: .*placeholders in /);
    expect(placeholders.out).toContain("Nothing was deployed.");

    const dry = npmRun("deploy", ["--title", "all", "--to", target, "--dry-run", "--not-for-readers"]);
    expect(dry.status, dry.out).toBe(0);
    const titles = loadTitles().filter(isDeployed);
    for (const title of titles)
      expect(dry.out).toMatch(new RegExp(`^  ${title.titleCode}: would upload \\d+ files`, "m"));
    expect(dry.out).not.toMatch(/^ {2}SBX:/m);
    expect(dry.out).toMatch(new RegExp(`Dry run, nothing written: ${titles.length} titles`));
    expect(readdirSync(root)).toEqual([]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("to an S3-compatible bucket: two real builds, every object with the rules' headers; a deploy killed half way leaves the live site whole; rollback uploads nothing", async () => {
  test.setTimeout(180_000);
  const { next, onlyOne, onlyTwo } = twoBuilds();
  const store = mkdtempSync(path.join(tmpdir(), "minside-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: store,
    configureBuckets: [{ name: "minside" }],
  });
  const { port } = await server.run();
  // What the bucket was asked to do, in order: "ObjectCreated:Put sites/sbx/index.html", …
  const events: string[] = [];
  server.on("event", (event: { Records: { eventName: string; s3: { object: { key: string } } }[] }) =>
    events.push(`${event.Records[0]!.eventName} ${event.Records[0]!.s3.object.key}`),
  );
  // The AWS SDK's own settings, as the release manager sets them for the bucket.
  const env = {
    ...process.env,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
  };
  const to = ["--title", "sbx", "--to", "s3://minside/sites", "--path-style", "--not-for-readers"];
  const run = (script: string, args: string[]) =>
    execFileAsync(process.execPath, [path.join(ROOT, "scripts", `${script}.ts`), ...args], {
      cwd: ROOT,
      env,
    }).then(({ stdout }) => stdout);
  const site = (file: string, method = "GET") =>
    fetch(`http://127.0.0.1:${port}/minside/sites/sbx/${file}`, { method });
  const page = async () => (await site("kundeservice/index.html")).text();
  try {
    expect(await run("deploy", to)).toMatch(/✓ SBX: \S+ is live \(uploaded \d+ files/);
    // Every object the CDN fetches has the type and caching the bundle's rules give it.
    const dist = path.join(ROOT, "dist/sbx");
    for (const file of filesUnder(dist).filter((f) => !SERVER_FILES.includes(f))) {
      const answer = await site(file, "HEAD");
      const expected = objectHeaders(file);
      expect([file, answer.headers.get("Content-Type"), answer.headers.get("Cache-Control")]).toEqual([
        file,
        expected.ContentType,
        expected.CacheControl,
      ]);
      if (expected.ContentEncoding)
        expect(answer.headers.get("Content-Encoding")).toBe(expected.ContentEncoding);
    }
    expect((await site("nginx.conf", "HEAD")).status).toBe(404);

    // Release 2, stopped dead as its first new script is uploaded: the live site is release 1, whole.
    const started = events.length;
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/deploy.ts"), ...to, "--dist", next], {
      cwd: ROOT,
      env,
      stdio: "ignore",
    });
    const stopped = new Promise((resolve) => child.on("exit", resolve));
    await expect
      .poll(() => events.slice(started).some((e) => e.startsWith("ObjectCreated:Put sites/sbx/assets/")), {
        timeout: 60_000,
        intervals: [10],
      })
      .toBe(true);
    child.kill("SIGKILL");
    await stopped;
    const live = await page();
    for (const script of onlyOne) {
      expect(live).toContain(script);
      expect((await site(script.slice(1), "HEAD")).status).toBe(200);
    }

    // Run again, it goes through: release 2 is live, release 1's scripts still answer.
    expect(await run("deploy", [...to, "--dist", next])).toMatch(/✓ SBX: \S+ is live/);
    const now = await page();
    for (const script of onlyTwo) expect(now).toContain(script);
    expect((await site(onlyOne[0]!.slice(1), "HEAD")).headers.get("Cache-Control")).toBe(
      "public, max-age=31536000, immutable",
    );

    // Rollback: release 1 again, every object copied inside the bucket, none uploaded.
    const before = events.length;
    expect(await run("rollback", ["--title", "sbx", "--from", "s3://minside/sites", "--path-style"])).toMatch(
      /✓ SBX: \S+ is live \(back from \S+; nothing uploaded\)/,
    );
    const uploaded = events.slice(before).filter((e) => e.startsWith("ObjectCreated:Put"));
    expect(uploaded).toEqual(["ObjectCreated:Put sites/_minside/sbx/live.json"]);
    for (const script of onlyOne) expect(await page()).toContain(script);
  } finally {
    await server.close();
    rmSync(store, { recursive: true, force: true });
  }
});
