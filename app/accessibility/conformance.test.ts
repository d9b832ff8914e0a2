// The accessibility statement is held true by the journeys' axe check: a violation it does not list
// fails, and so does a deviation it lists that axe no longer finds (ADR 032).
import { describe, expect, it, vi } from "vitest";
import { ROUTE_TABLE } from "#app/route-table.ts";
import { compareWithStatement, routeMatches, type FoundViolation } from "./conformance.ts";
import { ACCESSIBILITY_STATEMENT, type KnownDeviation } from "./statement.ts";

const contrast: FoundViolation = {
  rule: "color-contrast",
  help: "Elements must meet minimum color contrast ratio thresholds",
  targets: [".price"],
};
const invoiceContrast: KnownDeviation = {
  route: "/betal-faktura/:ariaInvoiceNo",
  rule: "color-contrast",
  criterion: "1.4.3",
  what: { nb: "Beløpet har for svak kontrast.", nn: "Beløpet har for svak kontrast." },
  plan: { nb: "Rettes innen 1. mars.", nn: "Blir retta innan 1. mars." },
};

describe("compareWithStatement", () => {
  it("passes a page where axe finds nothing and nothing is listed", () => {
    expect(compareWithStatement("/kundeservice", [], [])).toEqual({ unlisted: [], gone: [] });
  });

  it("fails a violation the statement does not list, naming the rule and the elements", () => {
    const result = compareWithStatement("/kundeservice", [contrast], [invoiceContrast]);
    expect(result.unlisted).toEqual([
      "color-contrast: Elements must meet minimum color contrast ratio thresholds — .price",
    ]);
    expect(result.gone).toEqual([]);
  });

  it("passes a violation listed for the page's route", () => {
    expect(compareWithStatement("/betal-faktura/INV-1", [contrast], [invoiceContrast])).toEqual({
      unlisted: [],
      gone: [],
    });
  });

  it("fails a listed deviation axe no longer finds on its route", () => {
    const result = compareWithStatement("/betal-faktura/INV-1", [], [invoiceContrast]);
    expect(result.gone).toEqual([
      "/betal-faktura/:ariaInvoiceNo color-contrast (WCAG 1.4.3): listed, but axe no longer finds it",
    ]);
    expect(result.unlisted).toEqual([]);
  });

  it("does not count a deviation listed for one route as found or gone on another", () => {
    const other = { ...contrast, rule: "label" };
    expect(compareWithStatement("/fakturaoversikt", [other], [invoiceContrast])).toEqual({
      unlisted: [expect.stringMatching(/^label: /)],
      gone: [],
    });
  });
});

describe("routeMatches", () => {
  it("matches a path to its route, parameters and a trailing slash included", () => {
    expect(routeMatches("/kundeservice", "/kundeservice")).toBe(true);
    expect(routeMatches("/kundeservice", "/kundeservice/")).toBe(true);
    expect(routeMatches("/betal-faktura/:ariaInvoiceNo", "/betal-faktura/42")).toBe(true);
    expect(routeMatches("/vilkaar", "/vilkaar/bedrift")).toBe(false);
    expect(routeMatches("/", "/kundeservice")).toBe(false);
  });
});

describe("the accessibility statement", () => {
  it("lists only deviations on routes Min side has, with a WCAG criterion and both languages", () => {
    const routes = new Set(ROUTE_TABLE.map((r) => r.path));
    for (const d of ACCESSIBILITY_STATEMENT.knownDeviations) {
      expect(routes, d.route).toContain(d.route);
      expect(d.criterion).toMatch(/^\d\.\d{1,2}\.\d{1,2}$/);
      for (const text of [d.what, d.plan]) expect(text.nb && text.nn, d.rule).toBeTruthy();
    }
  });

  it("was last checked on a real day, not in the future", () => {
    // The machine's clock, not the tests' pinned day: a date in the future is wrong on any day.
    vi.useRealTimers();
    const checked = new Date(`${ACCESSIBILITY_STATEMENT.lastChecked}T00:00:00Z`);
    expect(checked.toISOString().slice(0, 10)).toBe(ACCESSIBILITY_STATEMENT.lastChecked);
    expect(checked.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
