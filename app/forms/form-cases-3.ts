// The cases of forms-every-status.test.ts, part 3: the gift screens (docs/decisions/077). form-cases.ts
// holds what they share.
import { addDays, osloToday } from "#app/domain/oslo-date.ts";
import { parseTestToday } from "#scripts/dev-backend/core/test-today.ts";
import { DEFAULT_TEST_TODAY } from "#tests/e2e/clock.ts";
import { KEY, type FormCase } from "./form-cases.ts";

// A planned gift's day a month after the day the tests are pinned to (TEST_TODAY; read here, before
// the clock is pinned): always ahead and within the year, whichever day the suite runs on.
const sendDate = addDays(
  osloToday(new Date(parseTestToday(process.env.TEST_TODAY || DEFAULT_TEST_TODAY))),
  30,
);

const { clientAction: giveAction } = await import("#app/routes/gi-i-gave.tsx");
const { clientAction: giftsAction } = await import("#app/routes/gaver.tsx");
const { clientAction: redeemAction } = await import("#app/routes/los-inn-gave.tsx");

/** The title's gift catalogue, as the platform answers it. */
const GIFT_OFFER = {
  products: [
    {
      giftPlanID: "GIFT-DIGITAL",
      productType: "DIGITAL",
      name: "Digitalt abonnement",
      lengths: [
        { months: 1, price: 299 },
        { months: 3, price: 897 },
      ],
    },
  ],
};

/** A change to a gift refused for what became of it meanwhile: said on the list, not a failure. */
const refusedOnTheList = (reason: string) => ({
  404: { status: 200 },
  409: { answer: { status: 409, error: { fields: { reason: [reason] } } }, status: 200 },
});

export const FORMS_3: FormCase[] = [
  {
    route: "routes/gi-i-gave.tsx",
    clientAction: giveAction,
    path: "/gi-i-gave",
    reads: [[/\/api\/gift\/offer\//, GIFT_OFFER]],
    fields: [
      ["intent", "give"],
      ["product", "GIFT-DIGITAL"],
      ["months", "3"],
      ["recipientName", "Kari Nordmann"],
      ["delivery", "EMAIL"],
      ["recipientEmail", "kari.nordmann@example.no"],
      ["when", "LATER"],
      ["sendDate", sendDate],
      ["sendTime", "08:00"],
      ["message", "God jul!"],
      ["payment", "SWEDBANK-PPG"],
      KEY,
    ],
    own: {
      // Not sold any more (the catalogue changed under the form): said at the choice.
      404: { status: 422, error: { product: ["Denne gaven selges ikke lenger. Velg en annen."] } },
      // The platform's refusal at a field is put at the field the reader typed it in.
      422: {
        answer: { status: 422, error: { fields: { sendAt: ["Tidspunktet har vært"] } } },
        status: 422,
        error: { sendDate: ["Tidspunktet har vært"] },
      },
    },
  },
  {
    route: "routes/gaver.tsx#change",
    clientAction: giftsAction,
    path: "/gaver",
    fields: [
      ["intent", "change"],
      ["id", "g-1"],
      ["recipientEmail", "kari.nordmann@example.no"],
      ["sendDate", sendDate],
      ["sendTime", "08:00"],
    ],
    own: {
      ...refusedOnTheList("sent"),
      422: { status: 422, error: { sendDate: ["Velg et tidspunkt fram i tid, innen ett år."] } },
    },
  },
  {
    route: "routes/gaver.tsx#send-now",
    clientAction: giftsAction,
    path: "/gaver",
    fields: [["intent", "send-now"], ["id", "g-1"], KEY],
    own: refusedOnTheList("redeemed"),
  },
  {
    route: "routes/gaver.tsx#withdraw",
    clientAction: giftsAction,
    path: "/gaver",
    fields: [["intent", "withdraw"], ["id", "g-1"], KEY],
    own: refusedOnTheList("too-late"),
  },
  {
    route: "routes/los-inn-gave.tsx",
    clientAction: redeemAction,
    path: "/los-inn-gave",
    query: "kode=K7QM-4XRT-9CHN",
    fields: [["intent", "redeem"], KEY],
    // No such code, or one used, expired or withdrawn: said in words on the page, not a failure.
    own: refusedOnTheList("used"),
  },
];
