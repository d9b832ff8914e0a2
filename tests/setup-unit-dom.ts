// The DOM tests' setup beside tests/setup-unit.ts: what React Testing Library rendered is taken
// down after each test. Only the app's tests (happy-dom) load React for it.
//
// The app's files share one happy-dom window per worker (isolate: false in vite.config.ts), so what
// a test leaves in the window is put back before the next: the address (a link followed, a
// `setURL`), the cookies and both storages. Files that mock modules run isolated instead.
import { afterEach, beforeEach } from "vitest";
import { cleanup } from "@testing-library/react";

const START_URL = "http://localhost:3000/";

beforeEach(() => {
  // A file may ask for Node instead (`@vitest-environment node`): nothing to put back there.
  if (typeof window === "undefined") return;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(START_URL);
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
});
