// The seed is a function of its day and titles alone, and writing it row by row costs 0.3–0.6 s on
// our machines: every journey resets the stand-in, and most unit tests of it start on a fresh
// database. So it is written once per day and titles into a named in-memory database kept for the
// process, and an in-memory database copies it from there, table by table (~40 ms).
// SQLite's serialize/deserialize would be shorter, but node:sqlite crashed writing to a database
// deserialized once it outgrew the image. seed.ts decides what is seeded.
import { connect } from "#scripts/dev-backend/db.ts";
import { deleteAllRows, many, transaction, type Database } from "./sqlite.ts";

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
 * A database reset again and again to the same seed (a server's `/_dev/reset` before every journey)
 * notes which tables were written since: SQLite triggers in its temp schema, put in at its second
 * reset (a database seeded once, as most unit tests' are, never pays for them). The next reset to
 * the same seed copies only those tables: a journey writes a few of ~40 (~37 ms a reset before).
 * A trigger's body takes the conflict policy of the statement that fired it (an upsert's, say), so
 * it inserts a table's name only where it is not there yet, and never conflicts.
 */
interface Filled {
  key: string;
  /** The tables written since the last copy are noted in temp.changed_tables. */
  noting: boolean;
}
const filled = new WeakMap<Database, Filled>();

const OPERATIONS = ["insert", "update", "delete"] as const;
const triggerName = (table: string, operation: string) => `"changed_${table}_${operation}"`;

function startNoting(db: Database, tables: string[]) {
  db.exec("CREATE TEMP TABLE IF NOT EXISTS changed_tables (name TEXT PRIMARY KEY) WITHOUT ROWID");
  for (const table of tables)
    for (const operation of OPERATIONS)
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS ${triggerName(table, operation)} AFTER ${operation.toUpperCase()} ` +
          `ON "${table}" BEGIN INSERT INTO changed_tables SELECT '${table}' ` +
          `WHERE NOT EXISTS (SELECT 1 FROM changed_tables WHERE name = '${table}'); END`,
      );
}

function stopNoting(db: Database, tables: string[]) {
  for (const table of tables)
    for (const operation of OPERATIONS)
      db.exec(`DROP TRIGGER IF EXISTS temp.${triggerName(table, operation)}`);
}

/**
 * Empties `db` (in memory) and fills it with the rows `seed` writes for `key`: written once into a
 * template the first time the key is asked for, copied from it after — only the tables written since
 * the last copy when `db` was last filled with the same key.
 */
export function copySeed(db: Database, key: string, seed: (template: Database) => void): void {
  const { uri, tables } = templateFor(key, seed);
  const before = filled.get(db);
  const again = before?.key === key;
  if (before?.noting && !again) stopNoting(db, tables);
  const copied =
    again && before.noting
      ? many<{ name: string }>(db, "SELECT name FROM temp.changed_tables").map((r) => r.name)
      : tables;
  if (copied.length > 0) {
    // ATTACH cannot be inside a transaction: attached first, the copy in one transaction, then
    // detached. The foreign keys are off while it runs (a pragma a transaction cannot change): with
    // them on, SQLite deletes a table that others point to row by row, checking each (~85 ms of a
    // ~110 ms reset); off, it empties each table at once. The copy is the template's, whose rows were
    // written with the keys on.
    db.exec(`ATTACH DATABASE '${uri}' AS seeded`);
    db.exec("PRAGMA foreign_keys = OFF");
    try {
      transaction(db, () => {
        if (copied === tables) deleteAllRows(db);
        else for (const table of copied) db.exec(`DELETE FROM main."${table}"`);
        for (const table of copied) db.exec(`INSERT INTO main."${table}" SELECT * FROM seeded."${table}"`);
      });
    } finally {
      db.exec("PRAGMA foreign_keys = ON");
      db.exec("DETACH DATABASE seeded");
    }
  }
  // Reset to the same seed a second time: from now on the tables written are noted.
  if (again && !before.noting) startNoting(db, tables);
  if (again) db.exec("DELETE FROM temp.changed_tables");
  filled.set(db, { key, noting: again });
}
