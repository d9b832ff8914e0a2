// @vitest-environment node
// The one code flow of /koble-bruker and the students: a code stored and sent together, and a check
// that counts wrong tries and refuses a worn-out or expired code. (The endpoints that use it:
// account/handlers.test.ts, student/handlers.test.ts.)
import { describe, expect, it } from "vitest";
import type { BackendDeps } from "./deps.ts";
import { one, run } from "./sqlite.ts";
import { FaultStore } from "./faults.ts";
import { checkCode, MAX_ATTEMPTS, sendCode, type CodeRow } from "./one-time-code.ts";
import { openDatabase } from "#scripts/dev-backend/seed.ts";

const MINUTE = 60 * 1000;

function backend(): BackendDeps {
  return {
    db: openDatabase(":memory:"),
    titles: [],
    servedTitleCode: undefined,
    faults: new FaultStore(),
    now: () => 0,
    clock: { offsetMs: 0, pinnedAt: null },
    quiet: true,
    hooks: {},
  };
}

const store = (deps: BackendDeps) => (code: string) =>
  run(
    deps.db,
    `INSERT INTO student_registrations (email, spid_id, given_name, family_name, title_code, code, created_at)
     VALUES ('per@uio.no', 10000001, 'Per', 'Dahl', 'ADR', ?, 0)`,
    code,
  );
const where: CodeRow = { table: "student_registrations", key: "email", id: "per@uio.no" };
const attempts = (deps: BackendDeps) =>
  one<{ attempts: number }>(deps.db, "SELECT attempts FROM student_registrations")!.attempts;
const outbox = (deps: BackendDeps) =>
  deps.db.prepare("SELECT channel, recipient, text FROM outbox").all() as Array<Record<string, string>>;

describe("sending a code", () => {
  it("stores and sends a six-digit code together", () => {
    const deps = backend();
    sendCode(
      deps,
      { channel: "email", recipient: "per@uio.no", text: (code) => `Koden er ${code}.` },
      store(deps),
    );
    const { code } = one<{ code: string }>(deps.db, "SELECT code FROM student_registrations")!;
    expect(code).toMatch(/^\d{6}$/);
    expect(outbox(deps)).toEqual([{ channel: "email", recipient: "per@uio.no", text: `Koden er ${code}.` }]);
  });

  it("sends nothing when the code cannot be stored", () => {
    const deps = backend();
    const failing = () => {
      throw new Error("disk full (simulated)");
    };
    expect(() => sendCode(deps, { channel: "sms", recipient: "98765432", text: String }, failing)).toThrow(
      "disk full",
    );
    expect(outbox(deps)).toEqual([]);
  });
});

describe("checking a code", () => {
  const sent = { code: "123456", sentAt: 0, attempts: 0 };

  it("is right within its lifetime, and a wrong try is counted", () => {
    const deps = backend();
    store(deps)("123456");
    expect(checkCode(deps.db, where, sent, "123456", 10 * MINUTE, 10 * MINUTE)).toBe("right");
    expect(checkCode(deps.db, where, sent, "654321", 0, 10 * MINUTE)).toBe("wrong");
    expect(attempts(deps)).toBe(1);
  });

  it("refuses an expired code, and one tried too often even when it is right, without counting", () => {
    const deps = backend();
    store(deps)("123456");
    expect(checkCode(deps.db, where, sent, "123456", 10 * MINUTE + 1, 10 * MINUTE)).toBe("expired");
    const tried = { ...sent, attempts: MAX_ATTEMPTS };
    expect(checkCode(deps.db, where, tried, "123456", 0, 10 * MINUTE)).toBe("worn-out");
    // Worn out comes first: an old code tried too often is worn out, not expired.
    expect(checkCode(deps.db, where, tried, "000000", 60 * MINUTE, 10 * MINUTE)).toBe("worn-out");
    expect(attempts(deps)).toBe(0);
  });
});
