// The gift form's own checks, in the browser and again in the action: what a giver gets wrong is
// said at its field in Norwegian, and what the platform would refuse is refused before anything is paid.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { GiftOffer } from "#app/api/contract/gifts.ts";
import "#app/i18n/i18n.ts";
import { changeSchema, giveSchema } from "./intents.ts";

const OFFER: GiftOffer = {
  products: [
    {
      giftPlanID: "GIFT-DIGITAL",
      productType: "DIGITAL",
      name: "Digitalt abonnement",
      lengths: [{ months: 3, price: 897 }],
    },
    {
      giftPlanID: "GIFT-COMBO",
      productType: "COMBO",
      name: "Papiravis og digitalt",
      lengths: [{ months: 3, price: 1647 }],
    },
  ],
};
/** Saturday 28 November 2026, 08:00 in Oslo. */
const NOW = new Date("2026-11-28T07:00:00Z");

const errorsOf = (fields: Record<string, string>, schema = giveSchema(OFFER, NOW)) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  const submission = parseWithZod(formData, { schema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
};

const digital = {
  product: "GIFT-DIGITAL",
  months: "3",
  recipientName: "Ánne Márjá Somby",
  delivery: "EMAIL",
  recipientEmail: "anne@example.no",
  when: "NOW",
  payment: "VIPPS",
};

describe("giving a gift", () => {
  it("a whole digital gift, to a Sámi name, passes", () => {
    expect(errorsOf(digital)).toEqual({});
  });

  it("nothing chosen: each gap said at its field", () => {
    const errors = errorsOf({});
    expect(errors.product).toEqual(["Gave er påkrevd"]);
    expect(errors.months).toEqual(["Lengde er påkrevd"]);
    expect(errors.recipientName).toEqual(["Mottakerens navn er påkrevd"]);
    expect(errors.delivery).toEqual(["Hvordan gaven gis er påkrevd"]);
    expect(errors.payment).toEqual(["Betalingsmåte er påkrevd"]);
  });

  it("by e-mail needs an address that is one; a card needs none", () => {
    expect(errorsOf({ ...digital, recipientEmail: "" }).recipientEmail).toEqual([
      "Mottakerens e-post er påkrevd",
    ]);
    expect(errorsOf({ ...digital, recipientEmail: "anne@" }).recipientEmail).toEqual([
      "Vennligst skriv en gyldig e-postadresse",
    ]);
    expect(errorsOf({ ...digital, delivery: "CARD", recipientEmail: "", when: "" })).toEqual({});
  });

  it("a planned hour must be ahead, and within a year", () => {
    const later = { ...digital, when: "LATER", sendTime: "08:00" };
    expect(errorsOf({ ...later, sendDate: "2026-12-24" })).toEqual({});
    expect(errorsOf({ ...later, sendDate: "2026-11-28", sendTime: "07:59" }).sendDate).toEqual([
      "Tidspunktet har vært. Velg et tidspunkt fram i tid.",
    ]);
    expect(errorsOf({ ...later, sendDate: "2027-11-29" }).sendDate).toEqual([
      "Gaven kan planlegges til og med 28. november 2027.",
    ]);
    expect(errorsOf({ ...later, sendDate: "2026-12-24", sendTime: "8" }).sendTime).toEqual([
      "Skriv klokkeslettet som TT:MM, for eksempel 08:00",
    ]);
  });

  it("a message of 300 characters as a reader counts them, not one more", () => {
    expect(errorsOf({ ...digital, message: "🎄".repeat(300) })).toEqual({});
    expect(errorsOf({ ...digital, message: "🎄".repeat(301) }).message).toEqual([
      "Kan være på høyst 300 tegn",
    ]);
  });

  it("a paper gift needs an address and a first day the paper comes", () => {
    const errors = errorsOf({ ...digital, product: "GIFT-COMBO" });
    expect(errors.street).toEqual(["Adresse er påkrevd"]);
    expect(errors.firstDeliveryDate).toEqual(["Første dag med avis er påkrevd"]);
    // Sunday 29 November has no paper; Monday 30 November is the first it can come.
    expect(
      errorsOf({ ...digital, product: "GIFT-COMBO", firstDeliveryDate: "2026-11-29" }).firstDeliveryDate,
    ).toEqual(["Avisen kan tidligst komme 30. november 2026. Velg den dagen eller en senere avisdag."]);
  });

  it("a length the product is not sold in is refused at the length", () => {
    expect(errorsOf({ ...digital, months: "12" }).months).toEqual([
      "Denne lengden selges ikke for det du har valgt. Velg en annen.",
    ]);
  });
});

describe("changing a planned gift", () => {
  it("needs a valid address and an hour ahead", () => {
    const schema = changeSchema(NOW);
    const change = {
      id: "g-1",
      recipientEmail: "anne@example.no",
      sendDate: "2026-12-24",
      sendTime: "08:00",
    };
    expect(errorsOf(change, schema as never)).toEqual({});
    expect(errorsOf({ ...change, sendDate: "2026-11-27" }, schema as never).sendDate).toEqual([
      "Tidspunktet har vært. Velg et tidspunkt fram i tid.",
    ]);
  });
});
