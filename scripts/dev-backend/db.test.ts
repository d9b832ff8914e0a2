// @vitest-environment node
// The database: state kept in a file across restarts, and transactions that leave nothing
// half-written. (The seed: seed.test.ts.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { run, transaction } from "#scripts/dev-backend/core/sqlite.ts";
import { openDatabase, resetDatabase } from "./seed.ts";

const count = (db: ReturnType<typeof openDatabase>, sql: string, ...params: string[]) =>
  (db.prepare(sql).get(...params) as { n: number }).n;

describe("the database", () => {
  const dirs: string[] = [];
  const tempFile = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "minside-db-"));
    dirs.push(dir);
    return path.join(dir, "nested", "minside.sqlite");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps its state in a WAL file across close and reopen", () => {
    const file = tempFile();
    const first = openDatabase(file);
    expect((first.prepare("PRAGMA journal_mode").get() as { journal_mode: string }).journal_mode).toBe("wal");
    run(
      first,
      "UPDATE subscriptions SET inst_status_code = 2 WHERE aria_account_no = '40527391' AND title_code = 'ADR'",
    );
    run(first, "INSERT INTO outbox (channel, recipient, text, created_at) VALUES ('sms', '1', 'hei', 0)");
    first.close();

    const second = openDatabase(file);
    expect(
      second
        .prepare(
          "SELECT inst_status_code AS s FROM subscriptions WHERE aria_account_no = '40527391' AND title_code = 'ADR'",
        )
        .get(),
    ).toEqual({ s: 2 });
    expect(count(second, "SELECT count(*) AS n FROM outbox")).toBe(1);
    expect(count(second, "SELECT count(*) AS n FROM users")).toBe(29);

    resetDatabase(second);
    expect(count(second, "SELECT count(*) AS n FROM outbox")).toBe(0);
    expect(
      second
        .prepare(
          "SELECT inst_status_code AS s FROM subscriptions WHERE aria_account_no = '40527391' AND title_code = 'ADR'",
        )
        .get(),
    ).toEqual({ s: 1 });
    second.close();
  });

  it("rolls a failing transaction back entirely, and a failing savepoint only its own part", () => {
    const db = openDatabase(":memory:");
    const outbox = () => count(db, "SELECT count(*) AS n FROM outbox");
    const insert = (text: string) =>
      run(db, "INSERT INTO outbox (channel, recipient, text, created_at) VALUES ('sms', '1', ?, 0)", text);
    expect(() =>
      transaction(db, () => {
        insert("one");
        insert("two");
        throw new Error("crash between statements");
      }),
    ).toThrow("crash");
    expect(outbox()).toBe(0);
    expect(db.isTransaction).toBe(false);

    transaction(db, () => {
      insert("kept");
      expect(() =>
        transaction(db, () => {
          insert("undone");
          throw new Error("inner");
        }),
      ).toThrow("inner");
    });
    expect(db.prepare("SELECT text FROM outbox").all()).toEqual([{ text: "kept" }]);
  });

  it("resets an in-memory database to the seed with every foreign key holding, and enforced again after", () => {
    const db = openDatabase(":memory:");
    const rows = () => count(db, "SELECT count(*) AS n FROM subscriptions");
    const seeded = rows();
    run(
      db,
      "UPDATE subscriptions SET inst_status_code = 2 WHERE aria_account_no = '40527391' AND title_code = 'ADR'",
    );
    run(db, "INSERT INTO outbox (channel, recipient, text, created_at) VALUES ('sms', '1', 'hei', 0)");

    // The journeys' reset: the seed copied over what a journey left, with the keys off while it runs.
    resetDatabase(db);
    expect(rows()).toBe(seeded);
    expect(count(db, "SELECT count(*) AS n FROM outbox")).toBe(0);
    expect(db.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
    expect(db.prepare("PRAGMA foreign_keys").get()).toEqual({ foreign_keys: 1 });
    expect(() =>
      run(db, "UPDATE accounts SET spid_id = 999999999 WHERE aria_account_no = '40527391'"),
    ).toThrow(/FOREIGN KEY/);
  });

  it("reset to the same seed again and again (a server's reset before every journey) is the seed each time, whatever was written", () => {
    const today = "2026-11-25";
    const db = openDatabase(":memory:", { today });
    const tables = (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[]
    ).map((row) => row.name);
    const dump = () =>
      Object.fromEntries(
        tables.map((table) => [
          table,
          db
            .prepare(`SELECT * FROM "${table}"`)
            .all()
            .map((row) => JSON.stringify(row))
            .sort(),
        ]),
      );
    const seeded = dump();
    // What journeys write between resets: an update, an insert, a delete, an upsert, and (on the
    // third) nothing at all; the seed is back after each, every table the same as seeded.
    const journeys: Array<() => void> = [
      () =>
        run(
          db,
          "UPDATE subscriptions SET inst_status_code = 2 WHERE aria_account_no = '40527391' AND title_code = 'ADR'",
        ),
      () =>
        run(db, "INSERT INTO outbox (channel, recipient, text, created_at) VALUES ('sms', '1', 'hei', 0)"),
      () => undefined,
      () => run(db, "DELETE FROM outbox"),
      () => {
        run(db, "DELETE FROM subscriptions WHERE aria_account_no = '40527391' AND title_code = 'ADR'");
        run(
          db,
          "INSERT INTO outbox (channel, recipient, text, created_at) VALUES ('email', 'a@b.no', 'x', 1)",
        );
      },
      () => run(db, "UPDATE accounts SET email = 'ny@example.no' WHERE aria_account_no = '40527391'"),
      // An upsert, twice (the second one updates), as the stand-in's message choices and consents do;
      // and a row replaced.
      () => {
        const choice = db.prepare("SELECT * FROM message_choices LIMIT 1").get() as Record<string, string>;
        for (const sms of [1, 0])
          run(
            db,
            `INSERT INTO message_choices (aria_account_no, title_code, kind, email, sms) VALUES (?, ?, ?, 1, ?)
             ON CONFLICT (aria_account_no, title_code, kind) DO UPDATE SET sms = excluded.sms`,
            choice.aria_account_no,
            choice.title_code,
            choice.kind,
            sms,
          );
        run(
          db,
          "INSERT OR REPLACE INTO message_choices (aria_account_no, title_code, kind, email, sms) VALUES (?, ?, ?, 0, 0)",
          choice.aria_account_no,
          choice.title_code,
          choice.kind,
        );
      },
    ];
    for (const journey of journeys) {
      journey();
      resetDatabase(db, { today });
      expect(dump()).toEqual(seeded);
      expect(db.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
    }
    // Reset to another day, and back: each day's seed whole.
    resetDatabase(db, { today: "2026-12-24" });
    const christmasEve = dump();
    expect(christmasEve).not.toEqual(seeded);
    run(db, "DELETE FROM outbox");
    resetDatabase(db, { today });
    expect(dump()).toEqual(seeded);
    run(db, "INSERT INTO outbox (channel, recipient, text, created_at) VALUES ('sms', '2', 'igjen', 2)");
    resetDatabase(db, { today });
    expect(dump()).toEqual(seeded);
  });
});
