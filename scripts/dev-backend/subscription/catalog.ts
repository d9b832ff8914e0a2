// What the dev backend sells and knows besides the personas: each title's plans (getPlans) and the
// postal code register (lookupPostalCode). Plain data, seeded into SQLite by seed.ts.
import type { Plan } from "#app/api/contract/subscription.ts";
import type { Title } from "#app/title/title-schema.ts";

const DIGITAL: Plan["features"] = ["PLUS_CONTENT", "E_PAPER", "FAMILY_SHARING"];

const digital = (billingPeriod: Plan["billingPeriod"], price: number, description: string): Plan => ({
  ariaPlanID: "C-DIGITAL-DIGITAL",
  planName: "Digital",
  planProductType: "DIGITAL",
  billingPeriod,
  price,
  features: DIGITAL,
  description,
});

const DIGITAL_PLANS: Plan[] = [
  digital("MONTHLY", 299, "Alle artikler på nett og i appen, eAvisen og familiedeling."),
  digital("QUARTERLY", 849, "Som Digital, betalt for tre måneder om gangen."),
  digital("ANNUAL", 3190, "Som Digital, betalt for ett år om gangen – den laveste prisen per måned."),
];

const PREMIUM_PLANS: Plan[] = [
  {
    ariaPlanID: "C-DIGITAL-PREMIUM",
    planName: "Digital Premium",
    planProductType: "DIGITAL",
    billingPeriod: "MONTHLY_PREMIUM",
    price: 399,
    features: [...DIGITAL, "PARTNER_SITES"],
    description: "Alt i Digital, og i tillegg artiklene i partneravisene våre.",
  },
];

const combo = (billingPeriod: Plan["billingPeriod"], price: number, description: string): Plan => ({
  ariaPlanID: "C-COMBO-PAPIR-DIGITAL",
  planName: "Papir + digital",
  planProductType: "COMBO",
  billingPeriod,
  price,
  features: ["PLUS_CONTENT", "E_PAPER", "PAPER", "FAMILY_SHARING", "PARTNER_SITES"],
  description,
});

const PAPER_PLANS: Plan[] = [
  combo("MONTHLY", 649, "Papiravisen levert hjem mandag til lørdag, og alt i Digital."),
  combo("ANNUAL", 7190, "Papiravisen og alt i Digital, betalt for ett år om gangen."),
];

const YOUTH_PLANS: Plan[] = [
  {
    ariaPlanID: "C-DIGITAL-UNG",
    planName: "Digital ung",
    planProductType: "DIGITAL",
    billingPeriod: "MONTHLY",
    price: 99,
    features: ["PLUS_CONTENT", "E_PAPER"],
    description: "Alle artikler og eAvisen til redusert pris for deg under 34 år.",
  },
];

/**
 * The plans a title sells, one row per plan and billing period: the title's default digital plan
 * first (Digital Premium at FVN), paper only where the title prints one.
 */
export function plansFor(title: Pick<Title, "defaultPlanCode" | "hasPaperEdition">): Plan[] {
  const premiumFirst = title.defaultPlanCode === "C-DIGITAL-PREMIUM";
  return [
    ...(premiumFirst ? [...PREMIUM_PLANS, ...DIGITAL_PLANS] : [...DIGITAL_PLANS, ...PREMIUM_PLANS]),
    ...(title.hasPaperEdition ? PAPER_PLANS : []),
    ...YOUTH_PLANS,
  ].map((plan) => ({ ...plan, features: [...plan.features] }));
}

/**
 * The plan row a change to `ariaPlanID` lands on: the same billing period when the plan has it,
 * else the plan's first one (Digital → Digital Premium goes to MONTHLY_PREMIUM).
 */
export function planRowFor(
  title: Pick<Title, "defaultPlanCode" | "hasPaperEdition">,
  ariaPlanID: string,
  billingPeriod: Plan["billingPeriod"],
): Plan | undefined {
  const rows = plansFor(title).filter((p) => p.ariaPlanID === ariaPlanID);
  return rows.find((p) => p.billingPeriod === billingPeriod) ?? rows[0];
}

/** Real Norwegian postal codes and their places as Posten writes them: the group's towns and more. */
export const POSTAL_CODES: ReadonlyArray<readonly [string, string]> = [
  ["0150", "OSLO"],
  ["0151", "OSLO"],
  ["0152", "OSLO"],
  ["0160", "OSLO"],
  ["0250", "OSLO"],
  ["1606", "FREDRIKSTAD"],
  ["2000", "LILLESTRØM"],
  ["2317", "HAMAR"],
  ["2609", "LILLEHAMMER"],
  ["2640", "VINSTRA"],
  ["2660", "DOMBÅS"],
  ["2690", "SKJÅK"],
  ["3015", "DRAMMEN"],
  ["3110", "TØNSBERG"],
  ["3724", "SKIEN"],
  ["4006", "STAVANGER"],
  ["4008", "STAVANGER"],
  ["4010", "STAVANGER"],
  ["4070", "RANDABERG"],
  ["4515", "MANDAL"],
  ["4550", "FARSUND"],
  ["4610", "KRISTIANSAND S"],
  ["4611", "KRISTIANSAND S"],
  ["4612", "KRISTIANSAND S"],
  ["4700", "VENNESLA"],
  ["4790", "LILLESAND"],
  ["4836", "ARENDAL"],
  ["4876", "GRIMSTAD"],
  ["5003", "BERGEN"],
  ["5006", "BERGEN"],
  ["5007", "BERGEN"],
  ["5200", "OS"],
  ["5268", "HAUKELAND"],
  ["5300", "KLEPPESTØ"],
  ["5353", "STRAUME"],
  ["5392", "STOREBØ"],
  ["5411", "STORD"],
  ["5430", "BREMNES"],
  ["5914", "ISDALSTØ"],
  ["6002", "ÅLESUND"],
  ["6003", "ÅLESUND"],
  ["6004", "ÅLESUND"],
  ["6065", "ULSTEINVIK"],
  ["6090", "FOSNAVÅG"],
  ["6100", "VOLDA"],
  ["6150", "ØRSTA"],
  ["6230", "SYKKYLVEN"],
  ["6300", "ÅNDALSNES"],
  ["6413", "MOLDE"],
  ["6415", "MOLDE"],
  ["6600", "SUNNDALSØRA"],
  ["6700", "MÅLØY"],
  ["6770", "NORDFJORDEID"],
  ["6783", "STRYN"],
  ["6823", "SANDANE"],
  ["7010", "TRONDHEIM"],
  ["7011", "TRONDHEIM"],
  ["7012", "TRONDHEIM"],
  ["7013", "TRONDHEIM"],
  ["7014", "TRONDHEIM"],
  ["7030", "TRONDHEIM"],
  ["7041", "TRONDHEIM"],
  ["7050", "TRONDHEIM"],
  ["7080", "HEIMDAL"],
  ["7120", "BREKSTAD"],
  ["7224", "MELHUS"],
  ["7240", "HITRA"],
  ["7290", "STØREN"],
  ["7300", "ORKANGER"],
  ["7340", "OPPDAL"],
  ["7500", "STJØRDAL"],
  ["7600", "LEVANGER"],
  ["7713", "STEINKJER"],
  ["7715", "STEINKJER"],
  ["8003", "BODØ"],
  ["8006", "BODØ"],
  ["8300", "SVOLVÆR"],
  ["8400", "SORTLAND"],
  ["8450", "STOKMARKNES"],
  ["8480", "ANDENES"],
  ["8900", "BRØNNØYSUND"],
  ["9007", "TROMSØ"],
  ["9008", "TROMSØ"],
  ["9009", "TROMSØ"],
  ["9151", "STORSLETT"],
  ["9300", "FINNSNES"],
  ["9405", "HARSTAD"],
  ["9406", "HARSTAD"],
  ["9510", "ALTA"],
];
