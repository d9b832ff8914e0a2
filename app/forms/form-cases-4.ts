// The cases of forms-every-status.test.ts, part 4: a pause and the payment day (docs/decisions/079),
// and the messages the reader chose (docs/decisions/080).
// form-cases.ts holds what they share.
import { addDays, osloToday } from "#app/domain/oslo-date.ts";
import { parseTestToday } from "#scripts/dev-backend/core/test-today.ts";
import { DEFAULT_TEST_TODAY } from "#tests/e2e/clock.ts";
import { KEY, type FormCase } from "./form-cases.ts";

// A pause's first day a week after the day the tests are pinned to: always ahead.
const from = addDays(osloToday(new Date(parseTestToday(process.env.TEST_TODAY || DEFAULT_TEST_TODAY))), 7);
const to = addDays(from, 30);

const { clientAction: pauseAction } = await import("#app/routes/pause.tsx");
const { clientAction: dayAction } = await import("#app/routes/betalingsdag.tsx");
const { clientAction: messagesAction } = await import("#app/routes/varsler.tsx");

/** The platform will not: said in words above the form, not a failure. */
const notNow = (reason: string) => ({
  answer: { status: 409, error: { fields: { reason: [reason] } } },
  status: 422,
});

export const FORMS_4: FormCase[] = [
  {
    route: "routes/pause.tsx#choose",
    clientAction: pauseAction,
    path: "/pause",
    fields: [
      ["intent", "choose"],
      ["from", from],
      ["length", "1-mnd"],
    ],
    own: {
      409: notNow("overdue"),
      // The platform's refusal of a date is said at the field it was typed in.
      422: {
        answer: { status: 422, error: { fields: { from: ["too-early"] } } },
        status: 422,
        error: { from: ["Pausen kan ikke begynne så tidlig."] },
      },
    },
  },
  {
    route: "routes/pause.tsx#confirm",
    clientAction: pauseAction,
    path: "/pause",
    query: `fra=${from}&til=${to}`,
    fields: [["intent", "confirm"], KEY],
    // The days no longer fit (the clock moved past the first): said above the button, chosen again.
    own: { 409: notNow("recent-pause"), 422: { status: 422 } },
  },
  {
    route: "routes/pause.tsx#change-end",
    clientAction: pauseAction,
    path: "/pause",
    fields: [["intent", "change-end"], ["id", "p-1"], ["to", to], KEY],
    own: {
      // Over meanwhile (the clock, another tab): said above the form.
      409: { answer: { status: 409, error: { fields: { reason: ["ended"] } } }, status: 422 },
      404: { status: 422 },
      422: {
        answer: { status: 422, error: { fields: { to: ["too-long"] } } },
        status: 422,
        error: { to: ["En pause varer høyst 3 måneder."] },
      },
    },
  },
  {
    route: "routes/pause.tsx#start-again",
    clientAction: pauseAction,
    path: "/pause",
    fields: [["intent", "start-again"], ["id", "p-1"], KEY],
  },
  {
    route: "routes/betalingsdag.tsx#choose-day",
    clientAction: dayAction,
    path: "/betalingsdag",
    fields: [
      ["intent", "choose-day"],
      ["day", "20"],
    ],
    own: {
      409: {
        answer: { status: 409, error: { fields: { reason: ["same-day"] } } },
        status: 422,
        error: { day: ["Du betaler allerede på den dagen. Velg en annen dag."] },
      },
    },
  },
  {
    route: "routes/betalingsdag.tsx#confirm-day",
    clientAction: dayAction,
    path: "/betalingsdag",
    query: "dag=20",
    fields: [["intent", "confirm-day"], KEY],
    own: { 409: notNow("paused") },
  },
  {
    route: "routes/varsler.tsx#save-kind",
    clientAction: messagesAction,
    path: "/varsler",
    fields: [
      ["intent", "save-kind"],
      ["kind", "receipts"],
      ["channels", "both"],
    ],
    own: {
      // SMS without a phone number: said at the choice.
      422: {
        answer: { status: 422, error: { fields: { reason: ["no-phone"] } } },
        status: 422,
        error: { channels: ["Du har ikke lagt inn et mobilnummer. Legg det inn i profilen først."] },
      },
      404: { status: 422 },
    },
  },
  {
    route: "routes/varsler.tsx#save-newsletter",
    clientAction: messagesAction,
    path: "/varsler",
    fields: [
      ["intent", "save-newsletter"],
      ["newsletterId", "morgenbrevet"],
      ["subscribed", "ja"],
    ],
    own: { 404: { status: 422 } },
  },
  {
    // Marketing is the consent: the choices the reader made are read, and saved with marketing changed.
    route: "routes/varsler.tsx#save-marketing",
    clientAction: messagesAction,
    path: "/varsler",
    reads: [
      [
        /^GET .*\/api\/privacy\/consent\//,
        {
          choices: { advertising: true, analytics: false, marketing: false, personalization: true },
          source: "settings",
          updatedAt: "2026-11-20T10:00:00.000Z",
        },
      ],
    ],
    fields: [
      ["intent", "save-marketing"],
      ["marketing", "ja"],
    ],
  },
];
