// npm run i18n:check — fails when the catalogues are out of step with the code (run
// npm run i18n:extract), or, listing them, when any message lacks an nb or nn translation.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { readPo } from "#scripts/lib/po.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const sync = spawnSync(
  process.execPath,
  [path.join(ROOT, "node_modules/@lingui/cli/dist/lingui.js"), "check", "sync", "--clean", "--verbose"],
  { cwd: ROOT, encoding: "utf8" },
);
if (sync.status !== 0) {
  console.error(
    `${sync.stdout}${sync.stderr}\nThe catalogues are out of date with the code: run npm run i18n:extract.`,
  );
  process.exit(1);
}

// The build gives each module the texts whose references name it (scripts/lib/locale-catalogs.ts):
// a reference to a file that is gone means the texts moved and the page would show message ids.
const stale = new Set<string>();
for (const entry of await readPo(path.join(ROOT, "app/locales/nb/messages.po"))) {
  for (const ref of entry.references) if (!existsSync(path.join(ROOT, ref))) stale.add(ref);
}
if (stale.size > 0) {
  console.error(
    `The catalogues name files that no longer exist (${[...stale].join(", ")}): run npm run i18n:extract.`,
  );
  process.exit(1);
}

let missing = 0;
for (const locale of ["nb", "nn"]) {
  const file = path.join(ROOT, "app/locales", locale, "messages.po");
  const entries = await readPo(file);
  const untranslated = entries.filter((e) => e.msgstr.trim() === "");
  missing += untranslated.length;
  if (untranslated.length > 0) {
    console.error(
      `\n${path.relative(ROOT, file)}: ${untranslated.length} of ${entries.length} messages have no ${locale} translation:`,
    );
    for (const e of untranslated)
      console.error(`  - "${e.msgid}"${e.references.length ? `  (${e.references.join(", ")})` : ""}`);
  } else {
    console.log(`${path.relative(ROOT, file)}: all ${entries.length} messages translated.`);
  }
}
if (missing > 0) {
  console.error(
    `\n${missing} translation(s) missing. Open the file(s) above in a PO editor (Poedit, Lokalize, …), fill in the empty translations, and run npm run i18n:check again.`,
  );
  process.exit(1);
}
