// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueFigures, formatFigures, lastRelease, sinceLastRelease } from "./catalogue-figures.ts";
import { parseCatalogue } from "./po-catalogue.ts";

const po = (...pairs: Array<[string, string, string?]>) =>
  pairs.map(([id, str, flag]) => `${flag ? `#, ${flag}\n` : ""}msgid "${id}"\nmsgstr "${str}"\n`).join("\n");

/** A repository with a catalogue committed, tagged as a release, then changed. */
function repository() {
  const root = mkdtempSync(path.join(tmpdir(), "catalogue-figures-"));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: root, stdio: "pipe" });
  git("init", "-q");
  writeFileSync(path.join(root, "nn.po"), po(["Ja", "Ja"], ["Nei", "Nei"], ["Lagre", "Lagre"]));
  git("add", ".");
  git("commit", "-q", "-m", "first");
  return { root, git };
}

describe("figures per language", () => {
  it("counts translated, missing, fuzzy and obsolete messages", () => {
    const entries = parseCatalogue(
      `${po(["Ja", "Ja"], ["Nei", ""], ["Lagre", "Lagre", "fuzzy"])}\n#~ msgid "Gammel"\n#~ msgstr "Gamal"\n`,
    );
    const figures = catalogueFigures("nn", entries, { release: null, reason: "ingen utgivelse" });
    expect(figures).toMatchObject({ total: 3, translated: 1, missing: 1, fuzzy: 1, obsolete: 1 });
    expect(formatFigures(figures)).toBe(
      "nn (nynorsk): 1 av 3 oversatt, 1 mangler, 1 fuzzy, 1 ubrukt; endret siden siste utgivelse: ukjent, ingen utgivelse.",
    );
  });

  it("says what changed since the newest release tag, by the catalogue's history", () => {
    const { root, git } = repository();
    git("tag", "release-2026-11-01");
    const now = parseCatalogue(po(["Ja", "Jau"], ["Nei", "Nei"], ["Lagre", "Lagre"], ["Avbryt", "Avbryt"]));
    writeFileSync(path.join(root, "nn.po"), "changed later");
    git("commit", "-qam", "second");
    expect(lastRelease(root)).toBe("release-2026-11-01");
    const since = sinceLastRelease(root, "nn.po", now);
    expect(since).toMatchObject({ release: "release-2026-11-01", added: 1, changed: 1 });
    expect(formatFigures(catalogueFigures("nn", now, since))).toContain(
      "endret siden release-2026-11-01: 2 (1 nye, 1 med ny oversettelse)",
    );
  });

  it("gives the reason, and does not fail, without a release tag or without git history", () => {
    const { root } = repository();
    const entries = parseCatalogue(po(["Ja", "Ja"]));
    expect(sinceLastRelease(root, "nn.po", entries)).toEqual({
      release: null,
      reason: "ingen utgivelse å sammenligne med (ingen git-tagg release-*; se docs/releasing.md)",
    });
    const noGit = mkdtempSync(path.join(tmpdir(), "no-git-"));
    expect(sinceLastRelease(noGit, "nn.po", entries).release).toBeNull();
  });

  it("counts every message as new when the release had no catalogue yet", () => {
    const { root, git } = repository();
    git("tag", "release-1");
    const since = sinceLastRelease(root, "other.po", parseCatalogue(po(["Ja", "Ja"], ["Nei", "Nei"])));
    expect(since).toMatchObject({ release: "release-1", added: 2, changed: 0 });
  });
});
