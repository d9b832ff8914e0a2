import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildFingerprint,
  hashInputs,
  isUpToDate,
  removeStamp,
  stampFile,
  writeStamp,
} from "./build-stamp.ts";

function project() {
  const root = mkdtempSync(path.join(tmpdir(), "stamp-"));
  mkdirSync(path.join(root, "app/routes/+types"), { recursive: true });
  writeFileSync(path.join(root, "app/root.tsx"), "export default 1;\n");
  writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 2;\n");
  writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  return root;
}

describe("the local build's stamp", () => {
  it("is the same for the same inputs and options, and changes with a file or an option", () => {
    const root = project();
    const sbx = { title: "SBX", identity: "emulator" };
    const first = buildFingerprint(hashInputs(root), sbx);
    expect(buildFingerprint(hashInputs(root), sbx)).toBe(first);
    expect(buildFingerprint(hashInputs(root), { ...sbx, title: "ADR" })).not.toBe(first);
    expect(buildFingerprint(hashInputs(root), { ...sbx, identity: "production" })).not.toBe(first);
    writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 3;\n");
    expect(buildFingerprint(hashInputs(root), sbx)).not.toBe(first);
  });

  it("ignores generated route types and tests", () => {
    const root = project();
    const first = hashInputs(root);
    writeFileSync(path.join(root, "app/routes/+types/home.ts"), "type X = 1;\n");
    writeFileSync(path.join(root, "app/routes/home.test.tsx"), "test;\n");
    expect(hashInputs(root)).toBe(first);
  });

  it("says a bundle is up to date only when it exists and was stamped with this fingerprint", () => {
    const root = project();
    const bundle = path.join(root, "dist/sbx");
    const stamp = stampFile(root, "SBX");
    mkdirSync(bundle, { recursive: true });
    expect(isUpToDate(stamp, bundle, "abc")).toBe(false);
    writeFileSync(path.join(bundle, "index.html"), "<!doctype html>");
    expect(isUpToDate(stamp, bundle, "abc")).toBe(false);
    writeStamp(stamp, "abc");
    expect(isUpToDate(stamp, bundle, "abc")).toBe(true);
    expect(isUpToDate(stamp, bundle, "abd")).toBe(false);
    removeStamp(stamp);
    expect(isUpToDate(stamp, bundle, "abc")).toBe(false);
  });
});
