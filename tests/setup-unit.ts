// Unit-test setup: a title in the page as the build would put it, and console errors fail tests.
import { afterEach, beforeEach, vi } from "vitest";
import { cleanup } from "@testing-library/react";
import sandbox from "#titles/sbx.json" with { type: "json" };
import type { Title } from "#app/title/title-schema.ts";

globalThis.__MINSIDE_TITLE__ = sandbox as Title;

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => cleanup());
