// Holds app/route-table.ts and app/routes.ts against SPEC §2, row by row: path and both flags.
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { PRERENDERED_PATHS, ROUTE_TABLE } from "./route-table.ts";

// [path, requiresAuth, requiresSubscription] — copied from SPEC §2, in its order.
// "open", "none" and "not stated" are no guard.
const SPEC_ROWS: ReadonlyArray<[string, boolean, boolean]> = [
  ["/student", false, false],
  ["/student2", false, false],
  ["/student-verifisering", true, false],
  ["/student-verifisering2", true, false],
  ["/student-kvittering", true, true],
  ["/student-kvittering2", true, true],
  ["/elev-verifisering", true, false],
  ["/bedrift", true, false],
  ["/administrer-bedrift", true, true],
  ["/vilkaar/bedrift", false, false],
  ["/vilkaar", false, false],
  ["/vilkaar-mer", false, false],
  ["/data", false, false],
  ["/personvern", false, false],
  ["/personverndetaljer", false, false],
  ["/cookie-policy", false, false],
  // Not in SPEC §2, added by docs/decisions/032: the accessibility statement (tilgjengelighetserklæring).
  ["/tilgjengelighet", false, false],
  ["/personverninnstillinger", true, false],
  ["/samtykke1", true, true],
  ["/samtykke2", true, true],
  ["/samtykke3", true, true],
  ["/bestill-abonnement", true, false],
  ["/winback", false, false],
  ["/bestilling-feilet", true, false],
  ["/order-timeout", false, false],
  ["/completepurchase", false, false],
  ["/completevippspurchase", false, false],
  ["/feil-kjop", false, false],
  ["/kvittering", true, true],
  ["/leveringsadresse", true, true],
  ["/kontakt", true, true],
  ["/familiedeling", true, true],
  ["/verifiser-familiemedlem", true, false],
  ["/deling-akseptert", true, true],
  // Not in SPEC §2, added by docs/decisions/054: powers of attorney.
  ["/fullmakt", true, false],
  // Gifts (docs/decisions/077): beyond SPEC §2, like /fullmakt.
  ["/gi-i-gave", true, false],
  ["/gaver", true, false],
  ["/los-inn-gave", true, false],
  ["/betaling", false, false],
  ["/avbryt-bestilling", false, false],
  ["/fakturaoversikt", true, true],
  // Not in SPEC §2, added by docs/decisions/030: the subscription's history.
  ["/historikk", true, false],
  ["/betal-faktura/:ariaInvoiceNo", true, true],
  // Not in SPEC §2, added by docs/decisions/029: an invoice or a receipt as a document.
  ["/dokument/:type/:id", true, false],
  ["/endre-betalingsmetode", true, true],
  ["/endre-betalingsmetode/verify", true, true],
  ["/legg-til-betalingskort", true, true],
  ["/legg-til-betalingskort/verify", true, true],
  ["/ingen-abonnement", true, false],
  ["/allerede-abonnent", true, true],
  ["/koble-bruker", true, false],
  ["/endre-abonnement", true, true],
  ["/receipt2", false, false],
  ["/avslutt-abonnement", true, true],
  ["/abonnement-avsluttet", true, true],
  ["/abonnement-reaktivert", true, true],
  ["/angre-oppsigelse", true, true],
  // Not in SPEC §2, added by docs/decisions/079: a pause, and the day one pays.
  ["/pause", true, true],
  ["/betalingsdag", true, true],
  // Not in SPEC §2, added by docs/decisions/080: the messages the reader chose, and the stop link.
  ["/varsler", true, false],
  ["/avmeld", false, false],
  // Not in SPEC §2, added by docs/decisions/020: withdrawing a purchase within 14 days (angrerett).
  ["/angre-kjop", true, false],
  ["/nye-priser", false, false],
  ["/", true, true],
  ["/callback", false, false],
  ["/kundeservice", false, false],
  ["/tilbakemelding", true, true],
  ["/endre-avislevering", true, true],
  ["/endre-profil", true, true],
  ["/spidTakeoutGateway", true, true],
  ["/spidDeleteGateway", true, true],
  ["/mitt-innhold", true, true],
  ["/maintenance", false, false],
  // Fallbacks
  ["/404", false, false],
  ["/t/*", false, false],
  ["*", false, false],
];

/** Flattens React Router's config, deriving both flags from the guard layouts above each route. */
function flatten(entries: RouteConfigEntry[], auth = false, sub = false): Array<[string, boolean, boolean]> {
  return entries.flatMap((entry) => {
    const isAuth = auth || entry.file === "routes/_requires-auth.tsx";
    const isSub = sub || entry.file === "routes/_requires-subscription.tsx";
    const own: Array<[string, boolean, boolean]> = entry.children?.length
      ? []
      : [[entry.index ? "/" : entry.path!, isAuth, isSub]];
    return [...own, ...flatten(entry.children ?? [], isAuth, isSub)];
  });
}

describe("the route table (SPEC §2)", () => {
  it("has every row of the spec, in its order, with path and both flags", () => {
    expect(ROUTE_TABLE.map((r) => [r.path, r.requiresAuth, r.requiresSubscription])).toEqual(SPEC_ROWS);
  });

  it("never requires a subscription without sign-in", () => {
    for (const r of ROUTE_TABLE) if (r.requiresSubscription) expect(r.requiresAuth, r.path).toBe(true);
  });

  it("puts each route under the guards its flags name in React Router's config", async () => {
    const { default: routes } = await import("./routes.ts");
    const actual = flatten(routes).sort(([a], [b]) => a.localeCompare(b));
    const expected = [...SPEC_ROWS].sort(([a], [b]) => a.localeCompare(b));
    expect(actual).toEqual(expected);
  });

  it("prerenders exactly the pages that need no signed-in user", () => {
    expect([...PRERENDERED_PATHS].sort()).toEqual(
      [
        "/kundeservice",
        "/vilkaar",
        "/vilkaar-mer",
        "/data",
        "/personvern",
        "/personverndetaljer",
        "/cookie-policy",
        "/tilgjengelighet",
        "/vilkaar/bedrift",
        "/nye-priser",
        "/student",
        "/student2",
        "/winback",
        "/404",
        "/maintenance",
      ].sort(),
    );
    for (const path of PRERENDERED_PATHS) {
      const row = ROUTE_TABLE.find((r) => r.path === path)!;
      expect(row.requiresAuth, path).toBe(false);
    }
  });
});
