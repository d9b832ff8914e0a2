// @vitest-environment node
// Deploying to an S3-compatible bucket (s3-target.ts) on an S3 server started on this machine
// (s3rver): two releases of the sandbox built apart, the second live, the first's assets still
// answering; every object with the headers the bundle's rules give; a rollback that uploads
// nothing; a deploy stopped half way that leaves the live site answering whole.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { deploy, listReleases, rollback } from "./commands.ts";
import { bytesText } from "./bundle.ts";
import { build, T0 } from "./bundle-steps.ts";
import { releaseId } from "./release.ts";
import { S3Target } from "./s3-target.ts";

let server: S3rver;
let endpoint = "";
let store = "";
let bucketNo = 0;

beforeAll(async () => {
  store = mkdtempSync(path.join(tmpdir(), "minside-s3-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: store });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
// Requests are signed with the time: the server refuses a request from the unit suite's pinned day.
beforeEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await server.close();
  rmSync(store, { recursive: true, force: true });
});

/** A bucket of its own on the server, and the client every call goes through, counting uploads. */
async function bucket() {
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const name = `minside-${++bucketNo}`;
  await client.send(new CreateBucketCommand({ Bucket: name }));
  const uploads: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === "PutObjectCommand") uploads.push((args.input as { Key: string }).Key);
      return next(args);
    },
    { step: "initialize", name: "countUploads" },
  );
  return { target: new S3Target(client, name, "sites"), uploads, name };
}

/** What the CDN gets from the bucket for a path of the title's site: status, body, headers. */
async function served(name: string, file: string) {
  const response = await fetch(`${endpoint}/${name}/sites/sbx/${file}`);
  return {
    status: response.status,
    body: response.status === 200 ? await response.text() : "",
    type: response.headers.get("Content-Type"),
    cache: response.headers.get("Cache-Control"),
    encoding: response.headers.get("Content-Encoding"),
  };
}

describe("an S3-compatible bucket", () => {
  it("the second deploy is live, the first's assets still answer, every object's headers are the rules', and a rollback uploads nothing", async () => {
    const { target, uploads, name } = await bucket();
    const first = build("aaaa111");
    const one = await target.deploy(first, { id: releaseId(T0, first.record.commit), now: T0, by: "kari" });
    expect((await served(name, "index.html")).body).toContain("app-aaaa111.js");
    const second = build("bbbb222");
    const two = await target.deploy(second, {
      id: releaseId(T0 + 60_000, second.record.commit),
      now: T0 + 60_000,
      by: "kari",
    });
    expect(await target.live("SBX")).toBe(two.info.id);
    expect(await served(name, "index.html")).toMatchObject({
      status: 200,
      type: "text/html; charset=utf-8",
      cache: "no-cache",
    });
    expect((await served(name, "index.html")).body).toContain("app-bbbb222.js");
    expect((await served(name, "kundeservice/index.html")).body).toBe("<h1>bbbb222</h1>");
    // A page of release 1 still open asks for its script: there, cached for a year.
    expect(await served(name, "assets/app-aaaa111.js")).toEqual({
      status: 200,
      body: 'console.log("aaaa111")',
      type: "text/javascript; charset=utf-8",
      cache: "public, max-age=31536000, immutable",
      encoding: null,
    });
    // The precompressed copy says what it is, for a CDN that serves it.
    expect(await served(name, "assets/app-bbbb222.js.gz")).toMatchObject({
      type: "text/javascript; charset=utf-8",
      encoding: "gzip",
    });
    expect((await served(name, "favicon.svg")).type).toBe("image/svg+xml");
    // The server's own rules are never served.
    expect((await served(name, "nginx.conf")).status).toBe(404);
    // Only what the bucket did not have was uploaded: the icon and the rules were copied inside it.
    expect(two.info.uploaded.files).toBe(4);

    uploads.length = 0;
    const said = await rollback(target, "SBX", undefined, null);
    expect(said.lines).toEqual([
      `✓ SBX: ${one.info.id} is live (back from ${two.info.id}; nothing uploaded)`,
    ]);
    expect(uploads.filter((key) => !key.endsWith("live.json"))).toEqual([]);
    expect((await served(name, "index.html")).body).toContain("app-aaaa111.js");
    expect((await served(name, "kundeservice/index.html")).body).toBe("<h1>aaaa111</h1>");
    // Pages of release 2 still open find their scripts too.
    expect((await served(name, "assets/app-bbbb222.js")).status).toBe(200);
    const listed = await listReleases(target, "SBX");
    expect(listed.lines.filter((line) => line.startsWith("*"))).toEqual([
      expect.stringContaining(`* ${one.info.id}  deployed 2026-11-29T10:00:00.000Z by kari`),
    ]);
  });

  it("a deploy stopped half way leaves the live site answering whole; run again, it goes through", async () => {
    const { target, name } = await bucket();
    const first = build("aaaa111");
    const one = await target.deploy(first, { id: releaseId(T0, first.record.commit), now: T0, by: "kari" });
    const second = build("bbbb222");
    await expect(
      target.deploy(
        second,
        { id: releaseId(T0 + 1000, second.record.commit), now: T0 + 1000, by: "kari" },
        (_f, i) => {
          if (i === 3) throw new Error("the connection was lost");
        },
      ),
    ).rejects.toThrow("the connection was lost");
    expect(await target.live("SBX")).toBe(one.info.id);
    const page = await served(name, "index.html");
    expect(page.body).toContain("app-aaaa111.js");
    expect((await served(name, "assets/app-aaaa111.js")).status).toBe(200);
    expect((await served(name, "kundeservice/index.html")).body).toBe("<h1>aaaa111</h1>");
    const again = await target.deploy(second, {
      id: releaseId(T0 + 2000, second.record.commit),
      now: T0 + 2000,
      by: "kari",
    });
    expect(await target.live("SBX")).toBe(again.info.id);
    expect((await served(name, "index.html")).body).toContain("app-bbbb222.js");
  });

  it("npm run deploy's steps: a dry run writes nothing; a bundle with placeholders is refused; a page the new release lacks is gone", async () => {
    const { target, name, uploads } = await bucket();
    const first = build("aaaa111");
    const dist = path.dirname(first.dir);
    const dry = await deploy({
      dist,
      titles: ["SBX"],
      target,
      notForReaders: false,
      dryRun: true,
      keep: 5,
      reload: null,
      now: T0,
    });
    expect(dry.ok).toBe(true);
    const bytes = bytesText(first.files.reduce((sum, file) => sum + file.bytes, 0));
    expect(dry.lines[0]).toBe(
      `  SBX: would upload 6 files (${bytes}), keep 0 files the target has (0 B); live now: nothing`,
    );
    expect(uploads).toEqual([]);

    const refused = build("bbbb222", {
      forReaders: false,
      notForReaders: ["placeholders in companyName"],
    });
    const no = await deploy({
      dist: path.dirname(refused.dir),
      titles: ["SBX"],
      target,
      notForReaders: false,
      dryRun: false,
      keep: 5,
      reload: null,
    });
    expect(no).toEqual({
      ok: false,
      lines: [
        expect.stringContaining("✗ SBX is not for readers: placeholders in companyName."),
        "Nothing was deployed.",
      ],
    });
    expect(uploads).toEqual([]);

    // A page only the first release has is not left behind when the second goes live.
    await target.deploy(first, { id: releaseId(T0, first.record.commit), now: T0, by: "kari" });
    await target.client.send(
      new PutObjectCommand({ Bucket: name, Key: "sites/sbx/stray.html", Body: "not ours" }),
    );
    expect((await served(name, "kundeservice/index.html")).status).toBe(200);
    const lean = build("cccc333");
    rmSync(path.join(lean.dir, "kundeservice"), { recursive: true });
    const leaner = { ...lean, files: lean.files.filter((f) => !f.path.startsWith("kundeservice/")) };
    await target.deploy(leaner, { id: releaseId(T0 + 5000, lean.record.commit), now: T0 + 5000, by: "kari" });
    expect((await served(name, "kundeservice/index.html")).status).toBe(404);
    // What is not the portal's is left alone.
    expect((await served(name, "stray.html")).status).toBe(200);
  });
});
