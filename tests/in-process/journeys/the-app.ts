// The one in-process app (tests/in-process/app.tsx) of a test file whose journeys come from several
// modules of this folder. Vitest runs each test file of the `in-process` project isolated, so each
// file has its own app, and its journeys take turns on it. A harness file costs ~2 CPU-s before its
// first test (the window, the setup, root and the routes it visits), so the journeys are gathered
// into a few files (tests/in-process/journeys-*.test.tsx) instead of a file each (ADR 087).
//
// Every journey starts as a browser journey does: on a fresh stand-in (the seed again at the pinned
// instant), with no cookies and nothing kept.
import { beforeEach } from "vitest";
import { startApp } from "../app.tsx";

export const app = startApp();

beforeEach(() => app.reset());
