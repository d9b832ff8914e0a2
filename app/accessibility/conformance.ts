// Holds the accessibility statement true (./statement.ts, ADR 032): what axe finds on a page is
// compared with the deviations the statement lists for that page's route. A violation not listed
// means the statement claims too much; a listed deviation axe no longer finds means it claims too
// little (take it off, and the page says so). Pure: the journeys' axe check calls it
// (tests/e2e/fixtures.ts), and its unit test runs without a browser.
import type { KnownDeviation } from "./statement.ts";

/** One axe violation on the page, as the journeys report it. */
export interface FoundViolation {
  /** axe's rule id, "color-contrast". */
  rule: string;
  /** axe's one-line help, for the failure message. */
  help: string;
  /** The elements, as CSS selectors. */
  targets: readonly string[];
}

/** Whether a route of app/route-table.ts ("/betal-faktura/:ariaInvoiceNo") is the given path. */
export function routeMatches(route: string, pathname: string): boolean {
  const pattern = route
    .split("/")
    .map((part) =>
      part.startsWith(":") ? "[^/]+" : part === "*" ? ".*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${pattern}/?$`).test(pathname);
}

export interface StatementComparison {
  /** Violations found that the statement does not list for this route: the statement is wrong. */
  unlisted: string[];
  /** Deviations listed for this route that axe did not find: they are gone, the statement is out of date. */
  gone: string[];
}

export function compareWithStatement(
  pathname: string,
  found: readonly FoundViolation[],
  deviations: readonly KnownDeviation[],
): StatementComparison {
  const listedHere = deviations.filter((d) => routeMatches(d.route, pathname));
  const unlisted = found
    .filter((v) => !listedHere.some((d) => d.rule === v.rule))
    .map((v) => `${v.rule}: ${v.help} — ${v.targets.join(", ")}`);
  const gone = listedHere
    .filter((d) => !found.some((v) => v.rule === d.rule))
    .map((d) => `${d.route} ${d.rule} (WCAG ${d.criterion}): listed, but axe no longer finds it`);
  return { unlisted, gone };
}
