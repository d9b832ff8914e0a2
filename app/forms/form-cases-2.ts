// The cases of forms-every-status.test.ts, part 2 of 2 (form-cases.ts holds what they share).
import { addDays, osloToday } from "#app/domain/oslo-date.ts";
import { parseTestToday } from "#scripts/dev-backend/core/test-today.ts";
import { DEFAULT_TEST_TODAY } from "#tests/e2e/clock.ts";
import { OFFER, KEY, REVIEW, type FormCase } from "./form-cases.ts";

// A fullmakt's last day two months after the day the tests are pinned to (TEST_TODAY; read here,
// before the clock is pinned): always ahead, whichever day the suite runs on.
const grantUntil = addDays(
  osloToday(new Date(parseTestToday(process.env.TEST_TODAY || DEFAULT_TEST_TODAY))),
  60,
);

const { clientAction: takeoutAction } = await import("#app/routes/takeout-gateway.tsx");
const { clientAction: deleteAction } = await import("#app/routes/delete-gateway.tsx");
const { clientAction: reactivateAction } = await import("#app/routes/angre-oppsigelse.tsx");
const { clientAction: consentAction } = await import("#app/routes/personverninnstillinger.tsx");
const { clientAction: cardAction } = await import("#app/routes/legg-til-betalingskort.tsx");
const { clientAction: payAction } = await import("#app/routes/betal-faktura.$ariaInvoiceNo.tsx");
const { clientAction: planAction } = await import("#app/routes/endre-abonnement.tsx");
const { clientAction: familyAction } = await import("#app/routes/familiedeling.tsx");
const { clientAction: fullmaktAction } = await import("#app/routes/fullmakt.tsx");
const { clientAction: businessCodeAction } = await import("#app/routes/bedrift.tsx");
const { clientAction: studentAction } = await import("#app/routes/student-verifisering.tsx");
const { clientAction: pupilAction } = await import("#app/routes/elev-verifisering.tsx");
const { clientAction: consentStepsAction } = await import("#app/routes/samtykke.tsx");
const { clientAction: withdrawalAction } = await import("#app/routes/angre-kjop.tsx");
const { clientAction: orderPayAction } = await import("#app/routes/betaling.tsx");
const { clientAction: businessAction } = await import("#app/routes/administrer-bedrift.tsx");
const { clientAction: orderAction } = await import("#app/routes/bestill-abonnement.tsx");
const { clientAction: joinAction } = await import("#app/routes/verifiser-familiemedlem.tsx");

export const FORMS_2: FormCase[] = [
  {
    route: "routes/legg-til-betalingskort.tsx",
    clientAction: cardAction,
    path: "/legg-til-betalingskort",
    fields: [KEY],
  },
  {
    route: "routes/betal-faktura.$ariaInvoiceNo.tsx",
    clientAction: payAction,
    path: "/betal-faktura/7100902",
    params: { ariaInvoiceNo: "7100902" },
    fields: [["method", "SWEDBANK-PPG"], ["amount", "299"], KEY],
    // Paid already, or no such invoice: said on the page, not a failure.
    own: { 404: { status: 200 }, 409: { status: 200 } },
  },
  {
    route: "routes/endre-abonnement.tsx",
    clientAction: planAction,
    path: "/endre-abonnement",
    query: "plan=C-DIGITAL-PREMIUM%7CMONTHLY",
    fields: [["intent", "confirm"], KEY],
    own: {
      409: {
        status: 422,
        error: {
          "": ["Abonnementet kan ikke endres til dette nå. Velg et annet, eller kontakt kundesenteret."],
        },
      },
    },
  },
  {
    route: "routes/familiedeling.tsx",
    clientAction: familyAction,
    path: "/familiedeling",
    fields: [["intent", "invite"], ["email", "ola.nordmann@example.no"], KEY],
    own: {
      409: {
        answer: { status: 409, error: { fields: { reason: ["maxUsersReached"] } } },
        status: 422,
        error: {
          email: [
            "Familiedelingen er full. Trekk tilbake en invitasjon eller fjern noen før du inviterer flere.",
          ],
        },
      },
    },
  },
  {
    route: "routes/fullmakt.tsx",
    clientAction: fullmaktAction,
    path: "/fullmakt",
    fields: [
      ["intent", "invite"],
      ["name", "Even Lie"],
      ["contact", "even.lie@example.no"],
      ["see", "on"],
      ["validUntil", grantUntil],
      KEY,
    ],
    own: {
      409: {
        answer: { status: 409, error: { fields: { reason: ["alreadyHelper"] } } },
        status: 422,
        error: {
          contact: ["Denne personen har allerede fullmakt eller en invitasjon fra deg. Se listen nedenfor."],
        },
      },
    },
  },
  {
    route: "routes/bedrift.tsx",
    clientAction: businessCodeAction,
    path: "/bedrift",
    fields: [
      ["intent", "request"],
      ["email", "ola.hansen@moebygg.no"],
    ],
    own: {
      404: {
        status: 422,
        error: {
          email: [
            "Vi fant ingen invitasjon til denne e-postadressen. Bruk jobbadressen invitasjonen ble sendt til, eller spør den som administrerer bedriftsabonnementet hos dere.",
          ],
        },
      },
      // The address has a subscription already: said on the page (SPEC §8).
      409: { status: 200 },
    },
  },
  {
    route: "routes/student-verifisering.tsx",
    clientAction: studentAction,
    path: "/student-verifisering",
    fields: [["intent", "send"], ["email", "thea.strand@stud.ntnu.no"], KEY],
  },
  {
    route: "routes/elev-verifisering.tsx",
    clientAction: pupilAction,
    path: "/elev-verifisering",
    // The account has no birthdate: the pupils' form asks for it, and saves it first.
    fields: [["intent", "send"], ["email", "ola@elev.afk.no"], ["birthdate", "2008-03-14"], KEY],
  },
  {
    route: "routes/samtykke.tsx",
    clientAction: consentStepsAction,
    path: "/samtykke3",
    fields: [
      ["personalization", "ja"],
      ["advertising", "nei"],
      ["analytics", "ja"],
      ["marketing", "nei"],
    ],
  },
  {
    route: "routes/angre-kjop.tsx",
    clientAction: withdrawalAction,
    path: "/angre-kjop",
    query: "ordre=ORD-1",
    fields: [KEY],
    // Too late, or withdrawn already: said on the page, not a failure.
    own: { 404: { status: 200 }, 409: { status: 200 } },
  },
  {
    route: "routes/fullmakt.tsx#accept",
    clientAction: fullmaktAction,
    path: "/fullmakt",
    query: "kode=ABCD2345",
    fields: [["intent", "accept"], KEY],
    own: {
      // No such invitation, or too many tries: said on the page, not a failure.
      404: { status: 200 },
      409: {
        answer: { status: 409, error: { fields: { reason: ["wrongContactCode"] } } },
        status: 422,
        error: { contactCode: ["Koden stemmer ikke. Sjekk den og prøv igjen."] },
      },
    },
  },
  {
    route: "routes/betaling.tsx",
    clientAction: orderPayAction,
    path: "/betaling",
    query: "ordre=ORD-1",
    fields: [],
  },
  {
    route: "routes/student-verifisering.tsx#register",
    clientAction: studentAction,
    path: "/student-verifisering",
    fields: [
      ["intent", "register"],
      ["email", "thea.strand@stud.ntnu.no"],
      ["givenName", "Thea"],
      ["familyName", "Strand"],
      KEY,
    ],
  },
  {
    route: "routes/administrer-bedrift.tsx",
    clientAction: businessAction,
    path: "/administrer-bedrift",
    fields: [["intent", "invite"], ["review", REVIEW], ["addresses", "ola.hansen@moebygg.no"], KEY],
    // No longer the company's admin: said on the page with the review kept.
    own: { 403: { status: 200 } },
  },
  {
    route: "routes/bestill-abonnement.tsx",
    clientAction: orderAction,
    path: "/bestill-abonnement",
    reads: [[/\/api\/order\/offer\//, OFFER]],
    fields: [["intent", "order"], ["plan", "C-DIGITAL-DIGITAL|MONTHLY"], ["payment", "SWEDBANK-PPG"], KEY],
    own: {
      // Already a subscriber (another tab, another device): sent to say so.
      409: { status: 302, redirect: "/allerede-abonnent" },
      422: {
        status: 422,
        error: { "": ["Vi kunne ikke ta imot bestillingen slik den er nå. Ingenting er trukket."] },
      },
    },
  },
  {
    route: "routes/verifiser-familiemedlem.tsx",
    clientAction: joinAction,
    path: "/verifiser-familiemedlem",
    query: "invitasjon=tok-1",
    fields: [KEY],
    own: {
      // No such invitation, or one that ended: said on the page, not a failure.
      404: { status: 200 },
      409: { answer: { status: 409, error: { fields: { reason: ["expired"] } } }, status: 200 },
    },
  },
  {
    route: "routes/takeout-gateway.tsx",
    clientAction: takeoutAction,
    path: "/spidTakeoutGateway",
    fields: [],
  },
  {
    route: "routes/delete-gateway.tsx",
    clientAction: deleteAction,
    path: "/spidDeleteGateway",
    fields: [["confirm", "on"]],
  },
  {
    route: "routes/angre-oppsigelse.tsx",
    clientAction: reactivateAction,
    path: "/angre-oppsigelse",
    fields: [],
    // Taken back already (another tab): what was wanted.
    own: { 409: { status: 302, redirect: "/abonnement-reaktivert" } },
  },
  {
    route: "routes/personverninnstillinger.tsx",
    clientAction: consentAction,
    path: "/personverninnstillinger",
    fields: [["marketing", "on"]],
  },
];
