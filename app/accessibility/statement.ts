// The accessibility statement (tilgjengelighetserklæring) as data, in one place: what /tilgjengelighet
// says, in uutilsynet's form, and what the accessibility journeys hold true (ADR 032).
// The journeys' axe check (tests/e2e/fixtures.ts → ./conformance.ts) fails on a violation this list
// does not name, and on a listed deviation axe no longer finds on its route: the page cannot claim
// more, or less, than the checks show. Plain data, no Lingui: the journeys import it in Node.

/** Something on Min side known not to meet the standard, as axe reports it on one route. */
export interface KnownDeviation {
  /** The route as app/route-table.ts writes it: "/fakturaoversikt", "/betal-faktura/:ariaInvoiceNo". */
  route: string;
  /** axe's rule id, "color-contrast". */
  rule: string;
  /** The WCAG 2.1 success criterion it breaks, "1.4.3". */
  criterion: string;
  /** What it means for a reader, in both written languages. */
  what: { nb: string; nn: string };
  /** What will be done about it, and by when. */
  plan: { nb: string; nn: string };
}

export const ACCESSIBILITY_STATEMENT = {
  /** The standard the law (forskrift om universell utforming av IKT) points to. */
  standard: "WCAG 2.1",
  level: "AA",
  /** When every page was last checked against it (the accessibility journeys, in nb and nn). */
  lastChecked: "2026-11-25",
  /** Known not to conform. Empty: axe finds nothing on any route the journeys check. */
  knownDeviations: [] as readonly KnownDeviation[],
  /** Where a reader complains when the title's answer does not help (Tilsynet for universell utforming av ikt). */
  complaintUrl: "https://www.uutilsynet.no/",
} as const;
