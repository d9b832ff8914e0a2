// The seed is a function of its day and titles alone, and writing it row by row costs 0.3–0.6 s on
// our machines: every journey resets the stand-in, and most unit tests of it start on a fresh
// database. So it is written once per day and titles into a named in-memory database kept for the
// process, and an in-memory database copies it from there, table by table (~40 ms).
// SQLite's serialize/deserialize would be shorter, but node:sqlite crashed writing to a database
// deserialized once it outgrew the image. seed.ts decides what is seeded.
import { connect } from "#scripts/dev-backend/db.ts";
import { deleteAllRows, transaction, type Database } from "./sqlite.ts";

const templates = new Map<string, { uri: string; tables: string[]; db: Database }>();

function templateFor(key: string, seed: (db: Database) => void) {
  let template = templates.get(key);
  if (!template) {
    const uri = `file:minside-seed-${process.pid}-${templates.size + 1}?mode=memory&cache=shared`;
    const db = connect(uri);
    transaction(db, () => seed(db));
    const tables = (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[]
    ).map((row) => row.name);
    template = { uri, tables, db };
    templates.set(key, template);
  }
  return template;
}

/**
 * Empties `db` (in memory) and fills it with the rows `seed` writes for `key`: written once into a
 * template the first time the key is asked for, copied from it after.
 */
export function copySeed(db: Database, key: string, seed: (template: Database) => void): void {
  const { uri, tables } = templateFor(key, seed);
  // ATTACH cannot be inside a transaction: attached first, the copy in one transaction, then detached.
  // The foreign keys are off while it runs (a pragma a transaction cannot change): with them on,
  // SQLite deletes a table that others point to row by row, checking each (~85 ms of a ~110 ms
  // reset); off, it empties each table at once. The copy is the template's, whose rows were written
  // with the keys on.
  db.exec(`ATTACH DATABASE '${uri}' AS seeded`);
  db.exec("PRAGMA foreign_keys = OFF");
  try {
    transaction(db, () => {
      deleteAllRows(db);
      for (const table of tables) db.exec(`INSERT INTO main."${table}" SELECT * FROM seeded."${table}"`);
    });
  } finally {
    db.exec("PRAGMA foreign_keys = ON");
    db.exec("DETACH DATABASE seeded");
  }
}
