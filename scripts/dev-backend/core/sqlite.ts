// The dev backend's state in SQLite (node:sqlite): opening a database, transactions and queries. A
// file database (npm start) keeps state between restarts and uses WAL; multi-row writes go through
// transaction(), so an error or a kill never leaves anything half-written. The schema: db.ts, from
// each folder's tables.ts; rows and their API shapes: rows.ts; the personas' seed: seed.ts.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";

export type Database = DatabaseSync;

/** The tables' SQL, and the number that says which: a database of another number is rebuilt. */
export interface Schema {
  version: number;
  sql: string;
}

/**
 * Opens (creating if needed) a database file or ":memory:" with `schema`. A database from another
 * schema is rebuilt empty: dev data is reseedable (seed.ts openDatabase seeds an empty one).
 */
export function connect(file: string, schema: Schema): Database {
  // A file, or memory: ":memory:", or a named one that other connections can attach (a URI with
  // mode=memory, seed.ts's seeded templates).
  const inMemory = file === ":memory:" || /^file:[^?]*\?(?:.*&)?mode=memory\b/.test(file);
  if (!inMemory) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA busy_timeout = 5000");
  if (!inMemory) db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL");
  db.exec("PRAGMA foreign_keys = ON");

  const version = (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;
  if (version !== schema.version) {
    const existing = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string;
    }[];
    if (existing.length > 0) {
      db.exec("PRAGMA foreign_keys = OFF");
      transaction(db, () => {
        for (const { name } of existing) db.exec(`DROP TABLE IF EXISTS "${name}"`);
      });
      db.exec("PRAGMA foreign_keys = ON");
    }
    db.exec(schema.sql);
    db.exec(`PRAGMA user_version = ${schema.version}`);
  }
  return db;
}

/**
 * Deletes every row of every table (call it inside a transaction). The foreign keys are checked when
 * the transaction commits, when nothing is left to point anywhere, so no table order has to be kept.
 */
export function deleteAllRows(db: Database): void {
  db.exec("PRAGMA defer_foreign_keys = ON");
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  for (const { name } of tables) db.exec(`DELETE FROM "${name}"`);
}

// ─── Transactions and queries ───────────────────────────────────────────────────────────────────

let savepoints = 0;

/**
 * Runs `fn` in BEGIN IMMEDIATE … COMMIT (ROLLBACK on any error). Inside another transaction it
 * becomes a savepoint, so a failing inner step undoes only its own writes and still throws.
 */
export function transaction<T>(db: Database, fn: () => T): T {
  if (db.isTransaction) {
    const name = `sp_${++savepoints}`;
    db.exec(`SAVEPOINT ${name}`);
    try {
      const result = fn();
      db.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      db.exec(`ROLLBACK TO ${name}`);
      db.exec(`RELEASE ${name}`);
      throw error;
    }
  }
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = fn();
    if (result instanceof Promise) throw new Error("transaction(): the function must be synchronous");
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

export type Param = SQLInputValue | boolean | undefined;
const bind = (params: Param[]) =>
  params.map((p) => (p === undefined ? null : typeof p === "boolean" ? (p ? 1 : 0) : p));

/**
 * Each database's statements by their SQL, prepared once: preparing was half of a simple query's
 * time (~30 of ~14 + 30 µs), and the stand-in asks the same few hundred queries all day. SQLite
 * prepares a statement again by itself when the schema changes under it.
 */
const prepared = new WeakMap<Database, Map<string, StatementSync>>();
function statement(db: Database, sql: string): StatementSync {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let found = statements.get(sql);
  if (!found) {
    // A bound on what is kept, should SQL ever be built from values.
    if (statements.size >= 2000) statements.clear();
    statements.set(sql, (found = db.prepare(sql)));
  }
  return found;
}

export function one<T>(db: Database, sql: string, ...params: Param[]): T | undefined {
  return statement(db, sql).get(...bind(params)) as T | undefined;
}

export function many<T>(db: Database, sql: string, ...params: Param[]): T[] {
  return statement(db, sql).all(...bind(params)) as T[];
}

export function run(db: Database, sql: string, ...params: Param[]): number {
  return Number(statement(db, sql).run(...bind(params)).changes);
}
