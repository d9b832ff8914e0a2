// What Playwright reads from a stack still reads right with stack-frames.ts: a frame in a journey's
// own file at its line and column in the .ts file (Playwright compiles it from TypeScript; the type
// annotation before `new Error` on the line below moves its column in what runs, and only the source
// map puts it back), and a failed call named by Playwright's frames and placed at the journey's line.
import { expect, test } from "./fixtures.ts";

const made: { error: Error } = { error: new Error("here") };

test("a frame in a journey's file is at its line and column in the .ts file", () => {
  const frame = made.error.stack!.split("\n").find((line) => line.includes("stack-frames.test.ts"));
  expect(frame).toMatch(/stack-frames\.test\.ts:7:41\)?$/);
});

test("a failed call is named by Playwright's frames and placed at the journey's line", async ({ page }) => {
  const error = await page.goto("http://127.0.0.1:1/").catch((failed: Error) => failed);
  expect((error as Error).message).toMatch(/^page\.goto: /);
  expect((error as Error).stack).toMatch(/stack-frames\.test\.ts:15:\d+/);
});
