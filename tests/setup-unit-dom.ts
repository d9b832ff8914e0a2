// The DOM tests' setup beside tests/setup-unit.ts: what React Testing Library rendered is taken
// down after each test. Only the app's tests (happy-dom) load React for it.
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";

afterEach(() => {
  cleanup();
});
