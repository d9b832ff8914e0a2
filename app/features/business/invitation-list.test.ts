import { afterEach, describe, expect, it, vi } from "vitest";
import { remove, resend } from "./invitation-list.tsx";

const target = { accountNo: "41370945", titleCode: "SBX" };

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("removing invitations", () => {
  it("a partial failure names the addresses that were not removed; ones already gone count as removed", async () => {
    answer(200, {
      data: {
        results: [
          { id: "i1", email: "a@moebygg.no", result: "deleted" },
          { id: "i2", email: "b@moebygg.no", result: "failed" },
          { id: "i3", email: null, result: "notExist" },
        ],
      },
    });
    await expect(remove(target, ["i1", "i2", "i3"])).resolves.toEqual({
      intent: "remove",
      kind: "ok",
      removed: 2,
      failedEmails: ["b@moebygg.no"],
    });
  });

  it("a failed call is said as such, and nothing is asked for without a selection", async () => {
    answer(500, { error: { status: 500, message: "Feil" } });
    await expect(remove(target, ["i1"])).resolves.toEqual({ intent: "remove", kind: "failed" });
    await expect(remove(target, [])).resolves.toEqual({ intent: "remove", kind: "failed" });
  });

  it("resending one already taken up says so", async () => {
    answer(409, { error: { status: 409, message: "Tatt i bruk" } });
    await expect(resend(target, "i1")).resolves.toEqual({ intent: "resend", kind: "active" });
  });
});
