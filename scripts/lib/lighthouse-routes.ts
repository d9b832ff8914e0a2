// What `npm run bench:lighthouse -- --all` measures (ADR 042): every route of app/route-table.ts
// as a reader reaches it — open pages anonymously, guarded ones signed in as the persona that has
// them — or, for the few only a redirect or a provider's return reaches, the reason it is left out.
// A new route is measured by itself (as `subscriber` when guarded, unless PERSONA says otherwise);
// one with a parameter must say in VIA how a reader gets there (lighthouse-routes.test.ts).
import { ROUTE_TABLE } from "#app/route-table.ts";

export interface MeasuredRoute {
  /** The route's path in app/route-table.ts. */
  route: string;
  /** The address opened; for a route with a parameter, the page whose link leads there. */
  path: string;
  /** Signed in as this persona (tests/fixtures/personas/), or anonymous when absent. */
  persona?: string;
  /** For a route with a parameter: the first link on `path` whose href matches, followed. */
  follow?: RegExp;
  /** The page sends its reader on to another (SIGNED_IN_OPEN's /order-timeout): it ends elsewhere. */
  leadsOn?: boolean;
}

/** Routes no reader opens as a page of their own: measuring them measures a redirect. */
export const NOT_MEASURED: Readonly<Record<string, string>> = {
  "/callback": "the identity provider's return: exchanges a one-time code and redirects",
  "/spidTakeoutGateway": "redirects to the identity provider's data export",
  "/spidDeleteGateway": "redirects to the identity provider's account deletion",
  "/t/*": "a short link from an SMS or e-mail: redirects to its screen",
  "*": "any unknown address: the same screen as /404, which is measured",
  "/completepurchase": "the payment provider's return, with its parameters: polls, then redirects",
  "/completevippspurchase": "Vipps's return, with its parameters: polls, then redirects",
  "/endre-betalingsmetode/verify": "the payment provider's return after a card change: redirects",
  "/legg-til-betalingskort/verify": "the payment provider's return after adding a card: redirects",
};

/** Who reaches a guarded route: the persona whose subscription has that screen. */
const PERSONA: Readonly<Record<string, string>> = {
  "/student-verifisering": "no-subscription",
  "/student-verifisering2": "no-subscription",
  "/student-kvittering": "student",
  "/student-kvittering2": "student",
  "/elev-verifisering": "no-subscription",
  "/bedrift": "no-subscription",
  "/administrer-bedrift": "business-admin",
  "/bestill-abonnement": "no-subscription",
  "/bestilling-feilet": "no-subscription",
  "/verifiser-familiemedlem": "no-subscription",
  "/deling-akseptert": "family-member",
  "/fakturaoversikt": "unpaid-invoice",
  "/betal-faktura/:ariaInvoiceNo": "unpaid-invoice",
  "/dokument/:type/:id": "unpaid-invoice",
  "/ingen-abonnement": "no-subscription",
  "/koble-bruker": "no-subscription",
  "/abonnement-avsluttet": "cancelled",
  "/angre-oppsigelse": "cancelled",
  "/tilbakemelding": "paper-subscriber",
  "/endre-avislevering": "paper-subscriber",
  "/leveringsadresse": "paper-subscriber",
  // Gifts (ADR 077): the giver's list with a planned and a redeemed gift; a code to redeem by one
  // without a subscription.
  "/gaver": "gift-giver",
  "/los-inn-gave": "no-subscription",
  // A pause running (ADR 079): the pause, its new last day and "Start igjen nå".
  "/pause": "paused",
};

/**
 * Open routes a reader only reaches signed in: /order-timeout is where the payment provider sends a
 * buyer back when the order did not answer in time, and it leads on to the guarded
 * /bestilling-feilet. Measured anonymously it measured a sign-in nobody makes there.
 */
const SIGNED_IN_OPEN: Readonly<Record<string, string>> = {
  "/order-timeout": "no-subscription",
};

/** Routes with a parameter: the page a reader comes from and the link they follow. */
const VIA: Readonly<Record<string, { path: string; follow: RegExp }>> = {
  "/betal-faktura/:ariaInvoiceNo": { path: "/fakturaoversikt", follow: /\/betal-faktura\/\d+/ },
  "/dokument/:type/:id": { path: "/fakturaoversikt", follow: /\/dokument\/faktura\/\d+/ },
};

export function measuredRoutes(): MeasuredRoute[] {
  const seen = new Set<string>();
  const routes: MeasuredRoute[] = [];
  for (const entry of ROUTE_TABLE) {
    if (entry.path in NOT_MEASURED || seen.has(entry.path)) continue;
    seen.add(entry.path);
    const persona = entry.requiresAuth ? (PERSONA[entry.path] ?? "subscriber") : SIGNED_IN_OPEN[entry.path];
    const via = VIA[entry.path];
    if (entry.path.includes(":") && !via) throw new Error(`${entry.path}: say in VIA which link leads there`);
    routes.push({
      route: entry.path,
      path: via?.path ?? entry.path,
      persona,
      follow: via?.follow,
      ...(entry.path in SIGNED_IN_OPEN ? { leadsOn: true } : {}),
    });
  }
  return routes;
}
