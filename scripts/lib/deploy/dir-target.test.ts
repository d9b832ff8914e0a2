// @vitest-environment node
// Deploying to a folder nginx serves (dir-target.ts): two releases of a title, built apart; the
// second live, the first's assets still there for its open pages; a rollback that uploads nothing;
// a deploy stopped half way that leaves the live release answering whole; what is kept and removed.
import { readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { refusals } from "./bundle.ts";
import { build, DAY, T0, temp } from "./bundle-steps.ts";
import { DirTarget } from "./dir-target.ts";
import { releaseId } from "./release.ts";

/** What nginx would answer for `url` with its root at the title's `current`. */
const served = (target: DirTarget, url: string) =>
  readFileSync(path.join(target.currentPath("SBX"), url), "utf8");

describe("a folder nginx serves", () => {
  it("the second deploy is live, the first's assets still answer, and a rollback uploads nothing", () => {
    const target = new DirTarget(temp("srv"));
    const first = build("aaaa111");
    const one = target.deploy(first, { id: releaseId(T0, first.record.commit), now: T0, by: "kari" });
    expect(one.info.uploaded).toEqual({ files: 6, bytes: one.info.bytes });
    expect(served(target, "index.html")).toContain("app-aaaa111.js");
    // What nginx includes: the live release's folder as its root, and the release's own rules.
    const release = (id: string) => path.join(target.root, "sbx", "releases", id);
    expect(readFileSync(target.liveConfPath("SBX"), "utf8")).toContain(
      `root ${release(one.info.id)};\ninclude ${release(one.info.id)}/nginx.conf;\n`,
    );

    const second = build("bbbb222");
    const at = T0 + 60_000;
    const two = target.deploy(second, { id: releaseId(at, second.record.commit), now: at, by: "kari" });
    expect(target.live("SBX")).toBe(two.info.id);
    expect(served(target, "index.html")).toContain("app-bbbb222.js");
    // A page of release 1 still open asks for its script: it is there, under the live root.
    expect(served(target, "assets/app-aaaa111.js")).toBe('console.log("aaaa111")');
    // Only what changed was written: favicon and nginx.conf were the same bytes, and are linked.
    expect(two.info.uploaded.files).toBe(4);
    expect(two.plan.reuse.map((f) => f.path)).toEqual(["favicon.svg", "nginx.conf"]);
    const favicon = (id: string) =>
      statSync(path.join(target.root, "sbx", "releases", id, "favicon.svg")).ino;
    expect(favicon(two.info.id)).toBe(favicon(one.info.id));

    // The records say who deployed what, from which commit, and which is live.
    expect(target.releases("SBX").map((r) => [r.id, r.commit, r.deployedBy])).toEqual([
      [one.info.id, first.record.commit, "kari"],
      [two.info.id, second.record.commit, "kari"],
    ]);

    expect(target.rollback("SBX")).toEqual({ from: two.info.id, to: one.info.id });
    expect(target.live("SBX")).toBe(one.info.id);
    expect(readlinkSync(target.currentPath("SBX"))).toBe(path.join("releases", one.info.id));
    expect(readFileSync(target.liveConfPath("SBX"), "utf8")).toContain(`root ${release(one.info.id)};`);
    expect(served(target, "index.html")).toContain("app-aaaa111.js");
    // Pages of release 2 still open find their script after the rollback too: linked, not copied.
    expect(served(target, "assets/app-bbbb222.js")).toBe('console.log("bbbb222")');
    const script = (id: string) =>
      statSync(path.join(target.root, "sbx", "releases", id, "assets", "app-bbbb222.js")).ino;
    expect(script(one.info.id)).toBe(script(two.info.id));
    // And forward again, by name.
    expect(target.rollback("SBX", two.info.id).to).toBe(two.info.id);
  });

  it("a deploy stopped half way leaves the live release as it was, and the next deploy starts clean", () => {
    const target = new DirTarget(temp("srv"));
    const first = build("aaaa111");
    const one = target.deploy(first, { id: releaseId(T0, first.record.commit), now: T0, by: "kari" });
    const second = build("bbbb222");
    expect(() =>
      target.deploy(
        second,
        { id: releaseId(T0 + 1000, second.record.commit), now: T0 + 1000, by: "kari" },
        (_f, i) => {
          if (i === 2) throw new Error("the connection was lost");
        },
      ),
    ).toThrow("the connection was lost");
    expect(target.live("SBX")).toBe(one.info.id);
    expect(served(target, "index.html")).toContain("app-aaaa111.js");
    expect(served(target, "assets/app-aaaa111.js")).toBe('console.log("aaaa111")');
    expect(target.releases("SBX").map((r) => r.id)).toEqual([one.info.id]);
    // Trying again works, and leaves nothing of the stopped deploy behind.
    const again = target.deploy(second, {
      id: releaseId(T0 + 2000, second.record.commit),
      now: T0 + 2000,
      by: "kari",
    });
    expect(target.live("SBX")).toBe(again.info.id);
    expect(readdirSync(path.join(target.root, "sbx", "releases")).sort()).toEqual([
      one.info.id,
      again.info.id,
    ]);
  });

  it("keeps the last 5 releases, or those of the last 7 days; older ones go, never the live one", () => {
    const target = new DirTarget(temp("srv"));
    const ids: string[] = [];
    // Eight releases, ten days apart: only the last five are kept.
    for (let n = 0; n < 8; n++) {
      const bundle = build(`v${n}`.padEnd(7, "0"));
      const now = T0 + n * 10 * DAY;
      ids.push(target.deploy(bundle, { id: releaseId(now, bundle.record.commit), now, by: "kari" }).info.id);
    }
    expect(target.releases("SBX").map((r) => r.id)).toEqual(ids.slice(3));
    // The oldest kept release's script is still under the live root; one gone is not.
    expect(served(target, "assets/app-v300000.js")).toBe('console.log("v300000")');
    expect(() => served(target, "assets/app-v200000.js")).toThrow();
    // Within a week everything is kept, however many.
    const busy = new DirTarget(temp("srv"));
    for (let n = 0; n < 7; n++) {
      const bundle = build(`w${n}`.padEnd(7, "0"));
      const now = T0 + n * 60_000;
      busy.deploy(bundle, { id: releaseId(now, bundle.record.commit), now, by: "kari" });
    }
    expect(busy.releases("SBX")).toHaveLength(7);
    // A dry run says the same before anything is written.
    const next = build("w700000");
    const plan = busy.plan(next, releaseId(T0 + 8 * DAY, next.record.commit), T0 + 8 * DAY);
    expect(plan.upload.map((f) => f.path)).toEqual([
      "assets/app-w700000.js",
      "assets/app-w700000.js.gz",
      "index.html",
      "kundeservice/index.html",
    ]);
    expect(plan.remove).toHaveLength(3);
  });

  it("refuses a bundle that is not for readers, unless it is for staging", () => {
    const bundle = build("aaaa111", {
      identity: "emulator",
      forReaders: false,
      notForReaders: ["signs in at the dev backend's emulator", "placeholders in companyName"],
    });
    expect(refusals(bundle, { notForReaders: false })).toEqual([
      expect.stringContaining(
        "SBX is not for readers: signs in at the dev backend's emulator; placeholders in companyName.",
      ),
    ]);
    expect(refusals(bundle, { notForReaders: true })).toEqual([]);
  });
});
