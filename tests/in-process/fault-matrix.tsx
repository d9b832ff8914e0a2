// The fault matrix in-process (ADR 021, ADR 085), generated from the route table: every route that
// loads data (a guard's session or its own clientLoader) meets 503 and one of 500, a malformed body,
// the browser offline and a slow answer, rotating with the day (tests/e2e/fault-rotation.ts;
// FAULT_MATRIX=full: all of them), and ends on a Norwegian screen with a retry and the title's
// customer centre, never a blank page: the error screen in the fault's own words, and its retry,
// once the fault is gone, loading the route. A slow answer says so, with the choice to wait. A new
// route in app/route-table.ts is covered by itself. The browser's matrix
// (tests/e2e/fault-matrix.test.ts) keeps 401 and 406, which leave for the identity provider, and a
// few routes of each other fault for what only a browser shows. Two test files share the routes, so
// the suite's two workers share them.
import { readFileSync } from "node:fs";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RouteEntry } from "#app/route-table.ts";
import { PATIENCE_KEY } from "#app/components/spinner.tsx";
import {
  FAULT_ROUTES as ROUTES,
  IN_PROCESS_FAULTS,
  inProcessFaultsFor,
  urlOf,
  type InProcessFault,
} from "#tests/e2e/fault-rotation.ts";
import { startApp } from "./app.tsx";

const sandbox = JSON.parse(readFileSync("titles/sbx.json", "utf8")) as { customerCenterPhoneNumber: string };

/**
 * 401 and 406 start sign-in, and a page that has started it is leaving: it never starts it again
 * (app/auth/login.ts), so one app cannot be refused twice. They stay in the browser's matrix, which
 * follows the reader to the identity provider and back.
 */
type Fault = InProcessFault;

const main = () => screen.getByRole("main");
const heading = () => within(main()).findAllByRole("heading", { level: 1 });

/** A Norwegian message, a retry and the title's customer centre in the page's main part. */
async function expectRecoverable() {
  await heading();
  await within(main()).findByRole("button", { name: "Prøv igjen" });
  expect(within(main()).getByRole("link", { name: sandbox.customerCenterPhoneNumber })).toBeTruthy();
}

/** What the error screen says of each fault (app/components/error-boundary.tsx). */
const SAID: Record<Exclude<Fault, "slow">, string> = {
  "500": "Tjenesten svarer ikke som den skal akkurat nå.",
  "503": "Tjenesten svarer ikke som den skal akkurat nå.",
  malformed: "Vi fikk et uventet svar fra tjenesten.",
  offline: "Vi får ikke kontakt med tjenesten akkurat nå.",
};

/**
 * Behind sign-in: the recoverable screen. An open route may need nothing from the network (the
 * receipt of a failed payment) or show what it has: a screen either way, and when it is the error
 * screen, a recoverable one. The error screen says what went wrong in the fault's words.
 * Returns whether the screen offers to try again.
 */
async function expectOutcome(entry: RouteEntry, fault: Exclude<Fault, "slow">): Promise<boolean> {
  const [first] = await heading();
  const errorScreen = first?.textContent === "Noe gikk galt";
  if (!entry.requiresAuth && !errorScreen) return false;
  await expectRecoverable();
  if (errorScreen) expect(main().textContent).toContain(SAID[fault]);
  return true;
}

/** One test file's share of the routes: the `part`-th of `of`. */
export function faultMatrix({ part, of }: { part: number; of: number }) {
  const app = startApp();
  /** The calls for the platform's /api/ the page has made. */
  const apiCalls = () => app.calls.filter((line) => line.split(" ")[1]?.startsWith("/api/")).length;
  const routes = ROUTES.map((entry, i) => ({ entry, faults: inProcessFaultsFor(i) })).filter(
    // Four routes in a row meet the four rotating faults: each file takes every other four.
    (_, i) => Math.floor(i / IN_PROCESS_FAULTS.length) % of === part,
  );

  /** Once the fault is gone, "Prøv igjen" loads the route: its own screen, not the error screen. */
  async function retryWorks(faultGone: () => unknown) {
    await faultGone();
    await act(async () => fireEvent.click(within(main()).getByRole("button", { name: "Prøv igjen" })));
    await waitFor(() => {
      const headings = within(main()).queryAllByRole("heading", { level: 1 });
      expect(headings.map((h) => h.textContent)).not.toContain("Noe gikk galt");
      expect(headings).not.toHaveLength(0);
    });
  }

  describe.each(routes.map(({ entry, faults }) => [entry.path, entry, faults] as const))(
    "%s",
    (path, entry, faults) => {
      const url = urlOf(path);
      it.each(faults)("under %s: a screen to go on from", async (fault) => {
        if (!document.querySelector("main")) {
          await app.signIn("paper-subscriber");
          await app.open("/");
        }
        await app.clearFaults();
        app.setOffline(false);
        // What the last visit left kept is stale: the route loads its data again, under the fault.
        await app.forgetKept();
        const before = apiCalls();

        if (fault === "offline") {
          app.setOffline(true);
          await app.go(url);
          if (await expectOutcome(entry, fault)) await retryWorks(() => app.setOffline(false));
          app.setOffline(false);
        } else if (fault === "slow") {
          const patienceText = "Dette tar lengre tid enn vanlig.";
          // The first call takes 0.4 s: past the patience limit (10 ms here) the spinner says so,
          // with a choice to wait or to try again; waiting ends on the screen.
          localStorage.setItem(PATIENCE_KEY, "10");
          await app.setFault("*", "slow:400", 1);
          const navigation = app.go(url);
          const patience = screen.findByText(patienceText, undefined, { timeout: 3000 });
          const first = await Promise.race([
            navigation.then(() => "loaded" as const),
            patience.then(
              () => "patience" as const,
              () => "none" as const,
            ),
          ]);
          if (first === "loaded") {
            // Loaded before a 10 ms timer: it waited for no call, which only an open route may do.
            expect(entry.requiresAuth).toBe(false);
          } else {
            const spinner = (await patience).closest<HTMLElement>('[role="status"]')!;
            expect(within(spinner).getByRole("button", { name: "Prøv igjen" })).toBeTruthy();
            await act(async () =>
              fireEvent.click(within(spinner).getByRole("button", { name: "Vent litt til" })),
            );
          }
          await navigation;
          await waitFor(() => expect(screen.queryByText(patienceText)).toBeNull());
          await heading();
          localStorage.removeItem(PATIENCE_KEY);
        } else {
          await app.setFault("*", fault, 10);
          await app.go(url);
          // Behind sign-in the route asked the platform for the session again, under the fault.
          if (entry.requiresAuth) expect(apiCalls()).toBeGreaterThan(before);
          if (await expectOutcome(entry, fault)) await retryWorks(() => app.clearFaults());
        }
      });
    },
  );
}
