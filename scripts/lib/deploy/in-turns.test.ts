// @vitest-environment node
import { describe, expect, it } from "vitest";
import { inTurns } from "./in-turns.ts";

describe("inTurns", () => {
  it("runs every call, never more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inTurns([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 + (n % 3)));
      done.push(n);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it("starts nothing new after a failure, and throws it", async () => {
    const started: number[] = [];
    await expect(
      inTurns([1, 2, 3, 4, 5, 6], 2, async (n) => {
        started.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (n === 2) throw new Error("lost");
      }),
    ).rejects.toThrow("lost");
    expect(started).toEqual([1, 2, 3]);
  });
});
