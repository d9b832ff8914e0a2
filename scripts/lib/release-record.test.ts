// @vitest-environment node
// A release build can pass: "every title" is every title that is deployed, never the sandbox; and
// each bundle says what it was built from and whether it is for readers.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadTitles } from "./titles.ts";
import {
  readReleaseRecord,
  releaseRecord,
  sourceOf,
  titlesToBuild,
  writeReleaseRecord,
} from "./release-record.ts";

const all = loadTitles();
const byCode = (code: string) => all.find((t) => t.titleCode === code)!;
const ROOT = path.resolve(import.meta.dirname, "../..");

describe("the titles a build makes", () => {
  it("are every title for a plain build, the sandbox included", () => {
    expect(titlesToBuild(all, [], false)).toHaveLength(all.length);
    expect(titlesToBuild(all, [byCode("SBX")], false).map((t) => t.titleCode)).toEqual(["SBX"]);
  });

  it("are every deployed title for a release, never the sandbox", () => {
    const release = titlesToBuild(all, [], true);
    expect(release).toHaveLength(all.length - 1);
    expect(release.map((t) => t.titleCode)).not.toContain("SBX");
    expect(titlesToBuild(all, [byCode("ADR")], true).map((t) => t.titleCode)).toEqual(["ADR"]);
  });

  it("refuses a release of the sandbox by name, saying why", () => {
    expect(() => titlesToBuild(all, [byCode("SBX")], true)).toThrow(
      "SBX (Sandkasseavisa) is the sandbox, for development and tests, and is never deployed",
    );
  });
});

describe("a bundle's record", () => {
  const now = new Date("2026-11-29T06:00:00Z");

  it("says a release build of real values is for readers, with its commit and time", () => {
    const title = { ...byCode("ADR"), placeholders: [] };
    const record = releaseRecord(sourceOf(ROOT), title, { identity: "production", release: true, now });
    expect(record).toMatchObject({
      titleCode: "ADR",
      builtAt: "2026-11-29T06:00:00.000Z",
      identity: "production",
      forReaders: true,
      notForReaders: [],
    });
    expect(record.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it("says why a bundle is not for readers: the emulator, the sandbox, placeholders, no release", () => {
    const record = releaseRecord(sourceOf(ROOT), byCode("SBX"), {
      identity: "emulator",
      release: false,
      now,
    });
    expect(record.forReaders).toBe(false);
    expect(record.notForReaders).toEqual([
      "not a release build (npm run build -- --release)",
      "signs in at the dev backend's emulator",
      "the sandbox, never deployed",
      ...(byCode("SBX").placeholders.length > 0 ? [expect.stringMatching(/^placeholders in /)] : []),
    ]);
  });

  it("is kept beside the bundle and read back", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "release-record-"));
    const record = releaseRecord(sourceOf(ROOT), byCode("ADR"), {
      identity: "production",
      release: false,
      now,
    });
    writeReleaseRecord(dist, record);
    expect(readReleaseRecord(dist, "ADR")).toEqual(record);
    expect(readReleaseRecord(dist, "FVN")).toBeNull();
  });
});
