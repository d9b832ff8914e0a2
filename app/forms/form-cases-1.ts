// The cases of forms-every-status.test.ts, part 1 of 2 (form-cases.ts holds what they share).
import { firstDeliveryDayFrom } from "#app/domain/delivery-changes.ts";
import { DEFAULT_SCHEDULE, earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { parseTestToday } from "#scripts/dev-backend/core/test-today.ts";
import { DEFAULT_TEST_TODAY } from "#tests/e2e/clock.ts";
import { KEY, type FormCase } from "./form-cases.ts";

// A stop a week ahead of the day each test is pinned to (tests/setup-unit.ts, TEST_TODAY; the clock
// is pinned only once a test runs, after this module is read): never refused in the browser for a
// day already past, whichever day the suite runs on.
const earliest = earliestChangeDate(
  new Date(parseTestToday(process.env.TEST_TODAY || DEFAULT_TEST_TODAY)),
  DEFAULT_SCHEDULE,
);
const stopFrom = firstDeliveryDayFrom(addDays(earliest, 7), DEFAULT_SCHEDULE);

const { clientAction: complaintAction } = await import("#app/routes/tilbakemelding.tsx");
const { clientAction: contactAction } = await import("#app/routes/kontakt.tsx");
const { clientAction: deliveryAction } = await import("#app/routes/endre-avislevering.tsx");
const { clientAction: connectAction } = await import("#app/routes/koble-bruker.tsx");
const { clientAction: cancelAction } = await import("#app/routes/avslutt-abonnement.tsx");
const { clientAction: homeAction } = await import("#app/routes/home.tsx");
const { clientAction: methodAction } = await import("#app/routes/endre-betalingsmetode.tsx");

export const FORMS_1: FormCase[] = [
  {
    route: "routes/tilbakemelding.tsx",
    clientAction: complaintAction,
    path: "/tilbakemelding",
    fields: [
      ["category", "MANGLER"],
      ["dates", "2026-11-24"],
      ["remedy", "EXTEND"],
      ["comment", "Tredje gang."],
      KEY,
    ],
    own: {
      400: {
        answer: { status: 400, error: { fields: { comment: ["For lang"] } } },
        status: 422,
        error: { comment: ["Kommentaren kan være på høyst 1000 tegn."] },
      },
      422: {
        answer: { status: 422, error: { code: "already-complained", fields: { dates: ["x"] } } },
        status: 422,
        error: { dates: ["Du har allerede reklamert på en av dagene du valgte. Velg en annen dag."] },
      },
    },
  },
  {
    route: "routes/kontakt.tsx",
    clientAction: contactAction,
    path: "/kontakt",
    fields: [["phoneNumber", "98765432"]],
  },
  {
    route: "routes/endre-avislevering.tsx#carrier-note",
    clientAction: deliveryAction,
    path: "/endre-avislevering",
    fields: [
      ["intent", "carrier-note"],
      ["changeId", "usual"],
      ["text", "Legg avisa i postkassen ved garasjen"],
      KEY,
    ],
    own: {
      400: {
        answer: { status: 400, error: { fields: { text: ["x"] } } },
        status: 422,
        error: { text: ["Sjekk det du har skrevet her."] },
      },
      404: {
        status: 422,
        error: {
          text: [
            "Omadresseringen er avsluttet eller trukket tilbake, så beskjeden kan ikke lagres her lenger.",
          ],
        },
      },
      409: {
        status: 422,
        error: {
          text: [
            "Omadresseringen er avsluttet eller trukket tilbake, så beskjeden kan ikke lagres her lenger.",
          ],
        },
      },
    },
  },
  {
    route: "routes/endre-avislevering.tsx",
    clientAction: deliveryAction,
    path: "/endre-avislevering",
    fields: [["intent", "register"], ["type", "STOP"], ["from", stopFrom], ["to", addDays(stopFrom, 5)], KEY],
    own: {
      400: {
        answer: { status: 400, error: { fields: { to: ["x"] } } },
        status: 422,
        error: { to: ["Sjekk det du har fylt inn her."] },
      },
      409: {
        status: 422,
        error: {
          from: [
            "Perioden overlapper en endring du allerede har registrert. Velg andre datoer, eller trekk tilbake den andre endringen først.",
          ],
        },
      },
      422: {
        answer: { status: 422, error: { fields: { nextPossible: ["2026-12-01"] } } },
        status: 422,
        error: { from: ["Første mulige dag er 1. desember 2026."] },
      },
    },
  },
  {
    route: "routes/endre-avislevering.tsx#last-day",
    clientAction: deliveryAction,
    path: "/endre-avislevering",
    fields: [["intent", "move-end"], ["id", "endring-1"], ["to", addDays(stopFrom, 7)], KEY],
    own: {
      422: {
        answer: { status: 422, error: { code: "before-start", fields: { reason: ["before-start"] } } },
        status: 422,
        error: { to: ["Siste dag kan ikke være før første dag."] },
      },
    },
  },
  {
    route: "routes/koble-bruker.tsx",
    clientAction: connectAction,
    path: "/koble-bruker",
    fields: [
      ["intent", "search"],
      ["query", "ola.hansen@example.no"],
    ],
    own: {
      404: {
        status: 422,
        error: {
          query: ["Vi fant ikke noe abonnement med dette. Sjekk det du skrev, eller prøv det andre."],
        },
      },
    },
  },
  {
    route: "routes/avslutt-abonnement.tsx",
    clientAction: cancelAction,
    path: "/avslutt-abonnement",
    query: "grunn=pris",
    fields: [["intent", "cancel"], KEY],
    // A second click or another tab cancelled it first: what was wanted.
    own: { 409: { status: 302, redirect: "/abonnement-avsluttet" } },
  },
  {
    route: "routes/home.tsx",
    clientAction: homeAction,
    path: "/",
    fields: [],
    // Withdrawn already (another tab): what was wanted.
    own: { 409: { status: 200 } },
  },
  {
    route: "routes/endre-betalingsmetode.tsx",
    clientAction: methodAction,
    path: "/endre-betalingsmetode",
    fields: [["intent", "method"], ["method", "VIPPS"], KEY],
  },
  {
    route: "routes/endre-betalingsmetode.tsx#avtalegiro",
    clientAction: methodAction,
    path: "/endre-betalingsmetode",
    reads: [[/\/api\/mandate\/40644018\//, { mandate: null, largestCharge: 749, suggestedLimit: 1000 }]],
    fields: [["intent", "avtalegiro"], ["limit", "1000"], KEY],
    own: {
      409: {
        status: 422,
        error: { "": ["Du har allerede en AvtaleGiro-avtale som venter på svar fra banken."] },
      },
      422: {
        status: 422,
        error: { limit: ["Beløpsgrensen må være minst 749 kr, det største trekket som kommer."] },
      },
    },
  },
  {
    route: "routes/endre-betalingsmetode.tsx#efaktura",
    clientAction: methodAction,
    path: "/endre-betalingsmetode",
    reads: [
      [
        /\/api\/invoiceDelivery\//,
        {
          channel: "EMAIL",
          efaktura: { status: "NONE", reference: null, registeredOn: null },
          paperFee: null,
        },
      ],
    ],
    fields: [["intent", "efaktura"], ["reference", "arne.solberg@example.no"], KEY],
    own: {
      422: { status: 422, error: { reference: ["Skriv en e-postadresse eller et norsk mobilnummer."] } },
    },
  },
  {
    route: "routes/endre-betalingsmetode.tsx#stop-avtalegiro",
    clientAction: methodAction,
    path: "/endre-betalingsmetode",
    fields: [["intent", "stop-avtalegiro"], KEY],
    own: { 404: { status: 422, error: { "": ["Du har ingen AvtaleGiro-avtale å stoppe."] } } },
  },
  {
    route: "routes/endre-betalingsmetode.tsx#stop-efaktura",
    clientAction: methodAction,
    path: "/endre-betalingsmetode",
    fields: [["intent", "stop-efaktura"], KEY],
    own: { 404: { status: 422, error: { "": ["Fakturaene dine kommer ikke som eFaktura."] } } },
  },
];
