// Every route of SPEC §2, in the spec's order, with its guard flags. Pure data: app/routes.ts
// turns it into React Router's route config (guards as pathless layout routes), the build reads
// PRERENDERED_PATHS, and route-table.test.ts holds it against SPEC §2 row by row.

export interface RouteEntry {
  path: string;
  /** Module under app/, named after the URL. */
  file: string;
  requiresAuth: boolean;
  requiresSubscription: boolean;
  /** Rendered to HTML at build time (needs no signed-in user). */
  prerender?: boolean;
  /** Set where two paths share one screen. */
  id?: string;
}

const open = (path: string, file: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  file,
  requiresAuth: false,
  requiresSubscription: false,
  ...extra,
});
const auth = (path: string, file: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  file,
  requiresAuth: true,
  requiresSubscription: false,
  ...extra,
});
const sub = (path: string, file: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  file,
  requiresAuth: true,
  requiresSubscription: true,
  ...extra,
});
const page = { prerender: true };

/** The identity provider's name; the gateway paths and the user id field are named after it. */
export const IDENTITY_PROVIDER_NAME = "spid";

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Student
  open("/student", "routes/student.tsx", { ...page, id: "student" }),
  open("/student2", "routes/student.tsx", { ...page, id: "student2" }),
  auth("/student-verifisering", "routes/student-verifisering.tsx", { id: "student-verifisering" }),
  auth("/student-verifisering2", "routes/student-verifisering.tsx", { id: "student-verifisering2" }),
  sub("/student-kvittering", "routes/student-kvittering.tsx", { id: "student-kvittering" }),
  sub("/student-kvittering2", "routes/student-kvittering.tsx", { id: "student-kvittering2" }),
  // Pupil
  auth("/elev-verifisering", "routes/elev-verifisering.tsx"),
  // Business
  auth("/bedrift", "routes/bedrift.tsx"),
  sub("/administrer-bedrift", "routes/administrer-bedrift.tsx"),
  open("/vilkaar/bedrift", "routes/vilkaar.bedrift.tsx", page),
  // Info
  open("/vilkaar", "routes/vilkaar.tsx", page),
  open("/vilkaar-mer", "routes/vilkaar-mer.tsx", page),
  open("/data", "routes/data.tsx", page),
  open("/personvern", "routes/personvern.tsx", page),
  open("/personverndetaljer", "routes/personverndetaljer.tsx", page),
  open("/cookie-policy", "routes/cookie-policy.tsx", page),
  // Not in SPEC §2: the accessibility statement (docs/decisions/032).
  open("/tilgjengelighet", "routes/tilgjengelighet.tsx", page),
  // Privacy
  auth("/personverninnstillinger", "routes/personverninnstillinger.tsx"),
  // Consent
  sub("/samtykke1", "routes/samtykke.tsx", { id: "samtykke1" }),
  sub("/samtykke2", "routes/samtykke.tsx", { id: "samtykke2" }),
  sub("/samtykke3", "routes/samtykke.tsx", { id: "samtykke3" }),
  // Purchase
  auth("/bestill-abonnement", "routes/bestill-abonnement.tsx"),
  open("/winback", "routes/winback.tsx", page),
  auth("/bestilling-feilet", "routes/bestilling-feilet.tsx"),
  open("/order-timeout", "routes/order-timeout.tsx"),
  open("/completepurchase", "routes/completepurchase.tsx"),
  open("/completevippspurchase", "routes/completevippspurchase.tsx"),
  open("/feil-kjop", "routes/feil-kjop.tsx"),
  sub("/kvittering", "routes/kvittering.tsx"),
  sub("/leveringsadresse", "routes/leveringsadresse.tsx"),
  sub("/kontakt", "routes/kontakt.tsx"),
  // Family
  sub("/familiedeling", "routes/familiedeling.tsx"),
  auth("/verifiser-familiemedlem", "routes/verifiser-familiemedlem.tsx"),
  sub("/deling-akseptert", "routes/deling-akseptert.tsx"),
  // Not in SPEC §2: powers of attorney, both sides (docs/decisions/054); signed in is enough.
  auth("/fullmakt", "routes/fullmakt.tsx"),
  // Gifts (docs/decisions/077): give one, the giver's list, and redeeming a code.
  auth("/gi-i-gave", "routes/gi-i-gave.tsx"),
  auth("/gaver", "routes/gaver.tsx"),
  auth("/los-inn-gave", "routes/los-inn-gave.tsx"),
  // Payment
  open("/betaling", "routes/betaling.tsx"),
  open("/avbryt-bestilling", "routes/avbryt-bestilling.tsx"),
  sub("/fakturaoversikt", "routes/fakturaoversikt.tsx"),
  // Not in SPEC §2: the subscription's history (docs/decisions/030); signed in is enough.
  auth("/historikk", "routes/historikk.tsx"),
  sub("/betal-faktura/:ariaInvoiceNo", "routes/betal-faktura.$ariaInvoiceNo.tsx"),
  // Not in SPEC §2: an invoice or a receipt as a document to keep (docs/decisions/029).
  auth("/dokument/:type/:id", "routes/dokument.tsx"),
  sub("/endre-betalingsmetode", "routes/endre-betalingsmetode.tsx"),
  sub("/endre-betalingsmetode/verify", "routes/endre-betalingsmetode.verify.tsx"),
  sub("/legg-til-betalingskort", "routes/legg-til-betalingskort.tsx"),
  sub("/legg-til-betalingskort/verify", "routes/legg-til-betalingskort.verify.tsx"),
  // Subscription
  auth("/ingen-abonnement", "routes/ingen-abonnement.tsx"),
  sub("/allerede-abonnent", "routes/allerede-abonnent.tsx"),
  auth("/koble-bruker", "routes/koble-bruker.tsx"),
  sub("/endre-abonnement", "routes/endre-abonnement.tsx"),
  open("/receipt2", "routes/receipt2.tsx"),
  sub("/avslutt-abonnement", "routes/avslutt-abonnement.tsx"),
  sub("/abonnement-avsluttet", "routes/abonnement-avsluttet.tsx"),
  sub("/abonnement-reaktivert", "routes/abonnement-reaktivert.tsx"),
  sub("/angre-oppsigelse", "routes/angre-oppsigelse.tsx"),
  // Not in SPEC §2: a pause instead of a cancellation, and the day of the month one pays (ADR 079).
  sub("/pause", "routes/pause.tsx"),
  sub("/betalingsdag", "routes/betalingsdag.tsx"),
  // Not in SPEC §2: the messages the reader chose, and an e-mail's stop link (ADR 080).
  auth("/varsler", "routes/varsler.tsx"),
  open("/avmeld", "routes/avmeld.tsx"),
  // Not in SPEC §2: the withdrawal function of EU Directive 2023/2673 (docs/decisions/020).
  auth("/angre-kjop", "routes/angre-kjop.tsx"),
  open("/nye-priser", "routes/nye-priser.tsx", page),
  // General
  sub("/", "routes/home.tsx"),
  open("/callback", "routes/callback.tsx"),
  open("/kundeservice", "routes/kundeservice.tsx", page),
  sub("/tilbakemelding", "routes/tilbakemelding.tsx"),
  sub("/endre-avislevering", "routes/endre-avislevering.tsx"),
  sub("/endre-profil", "routes/endre-profil.tsx"),
  sub(`/${IDENTITY_PROVIDER_NAME}TakeoutGateway`, "routes/takeout-gateway.tsx"),
  sub(`/${IDENTITY_PROVIDER_NAME}DeleteGateway`, "routes/delete-gateway.tsx"),
  sub("/mitt-innhold", "routes/mitt-innhold.tsx"),
  open("/maintenance", "routes/maintenance.tsx", page),
  // Fallbacks
  open("/404", "routes/404.tsx", page),
  open("/t/*", "routes/t.$.tsx"),
  open("*", "routes/$.tsx"),
];

export const PRERENDERED_PATHS: readonly string[] = ROUTE_TABLE.filter((r) => r.prerender).map((r) => r.path);
