// Unit-test setup (every test; the app's DOM tests add tests/setup-unit-dom.ts): a title in the page as the build would put it, console errors fail tests, and
// the day is pinned like the journeys' (tests/e2e/clock.ts): TEST_TODAY, else the same default.
import { afterEach, beforeEach, vi } from "vitest";
import sandbox from "#titles/sbx.json" with { type: "json" };
import type { Title } from "#app/title/title-schema.ts";
import { parseTestToday } from "#scripts/dev-backend/core/test-today.ts";
import { DEFAULT_TEST_TODAY } from "#tests/e2e/clock.ts";

globalThis.__MINSIDE_TITLE__ = sandbox as Title;

const today = parseTestToday(process.env.TEST_TODAY || DEFAULT_TEST_TODAY);

beforeEach(() => {
  // Date only, and moving on from there: timers run as they do, and a test may set its own day.
  vi.useFakeTimers({ now: today, toFake: ["Date"], shouldAdvanceTime: true });
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
