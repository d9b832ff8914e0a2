// The gift's intents (docs/decisions/077). "give": the product and length, the recipient, how and
// when it is given, a message, a paper gift's address and first day, and how to pay — bought once per
// idempotency key, then paid at the provider. On the giver's list: move a planned gift or correct its
// address, send it now or again, withdraw it. And the recipient's: look a code up, then redeem it.
import { t } from "@lingui/core/macro";
import { redirect, redirectDocument } from "react-router";
import { z } from "zod/mini";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import type { GiftOffer } from "#app/api/contract/gifts.ts";
import {
  changeGift,
  createGift,
  getGiftOffer,
  redeemGift,
  sendGiftNow,
  withdrawGift,
} from "#app/api/gifts.ts";
import { beginTrip } from "#app/api/payment-trip.ts";
import { placeOf } from "#app/api/postal-code.ts";
import { checkedProviderUrl } from "#app/api/provider-url.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { addressProblems, addressShape, toDeliveryAddress } from "#app/components/address-fields.tsx";
import { checkChangeDate } from "#app/domain/delivery-deadline.ts";
import { formatDate } from "#app/domain/format.ts";
import {
  GIFT_MESSAGE_MAX,
  GIFT_MONTHS,
  GIFT_NAME_MAX,
  GIFT_PLAN_MONTHS,
  normaliseGiftCode,
} from "#app/domain/gifts.ts";
import { addMonths, osloDateTime } from "#app/domain/oslo-date.ts";
import { osloInstant } from "#app/domain/oslo-instant.ts";
import { answered, defineIntent, failed, refused, withScreenKey } from "#app/forms/intent.ts";
import { invalidEmailMessage, requiredMessage, unknownPostalCodeMessage } from "#app/forms/messages.ts";
import { typedText } from "#app/forms/text.ts";
import { currentTitle } from "#app/title/current-title.ts";
import { afterGiftChange, codeOf } from "./screen.ts";

export const DELIVERIES = ["EMAIL", "CARD"] as const;
export const WHEN = ["NOW", "LATER"] as const;
export const PAYMENTS = ["SWEDBANK-PPG", "VIPPS"] as const;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isEmail = (value: string) => z.email().safeParse(value).success;
const isDate = (value: string) => z.iso.date().safeParse(value).success;

/** A paper gift's first day: a delivery day whose deadline has not passed (the paper calendar). */
export function firstDayProblem(day: string, now: Date): string | null {
  const check = checkChangeDate(day, now);
  if (check.ok) return null;
  const next = formatDate(check.nextPossible, __LOCALE__);
  return t`Avisen kan tidligst komme ${next}. Velg den dagen eller en senere avisdag.`;
}

/** When a planned gift's e-mail goes: not in the past, at most 12 months ahead. */
export function sendTimeProblem(date: string, time: string, now: Date): string | null {
  const today = osloDateTime(now).date;
  const last = addMonths(today, GIFT_PLAN_MONTHS);
  if (date < today || osloInstant(date, time).getTime() <= now.getTime())
    return t`Tidspunktet har vært. Velg et tidspunkt fram i tid.`;
  if (date > last) {
    const lastDay = formatDate(last, __LOCALE__);
    return t`Gaven kan planlegges til og med ${lastDay}.`;
  }
  return null;
}

/** The form of the "give" intent; every field optional in the object, so one send reports every gap. */
export const giveSchema = (offer: GiftOffer, now: Date) =>
  z
    .object({
      product: z.optional(z.string().check(z.maxLength(64))),
      months: z.optional(z.enum(GIFT_MONTHS.map(String) as [string, ...string[]])),
      recipientName: z.optional(typedText(z.string().check(z.trim()), { max: GIFT_NAME_MAX, name: true })),
      delivery: z.optional(z.enum(DELIVERIES)),
      recipientEmail: z.optional(typedText(z.string().check(z.trim()), { max: 254 })),
      when: z.optional(z.enum(WHEN)),
      sendDate: z.optional(z.string().check(z.maxLength(10))),
      sendTime: z.optional(z.string().check(z.maxLength(5))),
      message: z.optional(typedText(z.string().check(z.trim()), { max: GIFT_MESSAGE_MAX, multiline: true })),
      firstDeliveryDate: z.optional(z.string().check(z.maxLength(10))),
      payment: z.optional(z.enum(PAYMENTS)),
      ...addressShape,
    })
    .check(
      z.superRefine((value, ctx) => {
        const problem = (path: string, message: string) =>
          ctx.addIssue({ code: "custom", path: [path], message });
        const product = offer.products.find((p) => p.giftPlanID === value.product);
        if (!product) problem("product", requiredMessage(t`Gave`));
        if (!value.months) problem("months", requiredMessage(t`Lengde`));
        else if (product && !product.lengths.some((l) => String(l.months) === value.months))
          problem("months", t`Denne lengden selges ikke for det du har valgt. Velg en annen.`);
        if (!value.recipientName) problem("recipientName", requiredMessage(t`Mottakerens navn`));
        if (!value.delivery) problem("delivery", requiredMessage(t`Hvordan gaven gis`));
        if (value.delivery === "EMAIL") {
          if (!value.recipientEmail) problem("recipientEmail", requiredMessage(t`Mottakerens e-post`));
          else if (!isEmail(value.recipientEmail)) problem("recipientEmail", invalidEmailMessage());
          if (!value.when) problem("when", requiredMessage(t`Når gaven sendes`));
          if (value.when === "LATER") {
            const time = value.sendTime ?? "";
            if (!value.sendDate || !isDate(value.sendDate)) problem("sendDate", requiredMessage(t`Dag`));
            else if (!TIME.test(time))
              problem("sendTime", t`Skriv klokkeslettet som TT:MM, for eksempel 08:00`);
            else {
              const late = sendTimeProblem(value.sendDate, time, now);
              if (late) problem("sendDate", late);
            }
          }
        }
        if (product?.productType === "COMBO") {
          for (const [field, message] of addressProblems(value)) problem(field, message);
          if (!value.firstDeliveryDate || !isDate(value.firstDeliveryDate))
            problem("firstDeliveryDate", requiredMessage(t`Første dag med avis`));
          else {
            const late = firstDayProblem(value.firstDeliveryDate, now);
            if (late) problem("firstDeliveryDate", late);
          }
        }
        if (!value.payment) problem("payment", requiredMessage(t`Betalingsmåte`));
      }),
    );

/** The catalogue a gift is checked against, asked once per send by the schema and the run. */
const offers = new WeakMap<Request, Promise<GiftOffer>>();
function offerFor(request: Request): Promise<GiftOffer> {
  let offer = offers.get(request);
  if (!offer) {
    offer = getGiftOffer(currentTitle().titleCode);
    offers.set(request, offer);
  }
  return offer;
}

/** The platform's refusal at a field, put at the field the reader typed it in. */
const FIELD_OF: Record<string, string> = {
  sendAt: "sendDate",
  recipientEmail: "recipientEmail",
  firstDeliveryDate: "firstDeliveryDate",
  deliveryAddress: "street",
  recipientName: "recipientName",
  message: "message",
};

export const give = defineIntent({
  name: "give",
  keyed: true,
  schema: async ({ request }) => giveSchema(await offerFor(request), new Date()),
  async run({ value, key, request, context }) {
    const session = context.get(signedInContext);
    const offer = await offerFor(request);
    const product = offer.products.find((p) => p.giftPlanID === value.product)!;
    let deliveryAddress: DeliveryAddress | null = null;
    if (product.productType === "COMBO") {
      const found = await placeOf((value.postalCode ?? "").trim());
      if ("unknown" in found) return refused({ postalCode: [unknownPostalCodeMessage()] });
      deliveryAddress = toDeliveryAddress(value, found.place);
    }
    const email = value.delivery === "EMAIL";
    const outcome = await createGift(
      {
        ariaAccountNo: session.account.ariaAccountNo,
        titleCode: currentTitle().titleCode,
        giftPlanID: product.giftPlanID,
        months: Number(value.months) as (typeof GIFT_MONTHS)[number],
        recipientName: value.recipientName!,
        delivery: value.delivery!,
        recipientEmail: email ? value.recipientEmail! : null,
        message: value.message || null,
        sendAt:
          email && value.when === "LATER"
            ? osloInstant(value.sendDate!, value.sendTime ?? "08:00").toISOString()
            : null,
        deliveryAddress,
        firstDeliveryDate: deliveryAddress ? value.firstDeliveryDate! : null,
        paymentMethod: value.payment!,
        returnUrl: new URL("/gaver", window.location.origin).href,
      },
      key,
    );
    switch (outcome.kind) {
      case "ok":
        beginTrip({ paymentId: outcome.paymentId });
        // The provider's page is another site in production: a full page load, not a route change.
        return redirectDocument(checkedProviderUrl(outcome.redirectUrl, "createGift"));
      case "unknown-product":
        return refused({ product: [t`Denne gaven selges ikke lenger. Velg en annen.`] });
      case "refused": {
        const errors: Record<string, string[]> = {};
        for (const [field, messages] of Object.entries(outcome.fields))
          if (FIELD_OF[field]) errors[FIELD_OF[field]] = messages.slice(0, 1);
        return Object.keys(errors).length > 0
          ? refused(errors)
          : refused({}, [t`Vi kunne ikke ta imot gaven slik den er nå. Ingenting er trukket.`]);
      }
    }
  },
});

const giftIdField = z.string().check(z.maxLength(64), z.minLength(1));

/** "Endre": a planned gift's day and hour, and the recipient's e-mail address. */
export const changeSchema = (now: Date) =>
  z
    .object({
      id: giftIdField,
      recipientEmail: typedText(
        z.string({ error: () => requiredMessage(t`Mottakerens e-post`) }).check(z.trim()),
        { max: 254 },
      ).check(z.refine(isEmail, { error: () => invalidEmailMessage() })),
      sendDate: z.string({ error: () => requiredMessage(t`Dag`) }).check(z.maxLength(10)),
      sendTime: z
        .string({ error: () => requiredMessage(t`Klokkeslett`) })
        .check(z.regex(TIME, { error: () => t`Skriv klokkeslettet som TT:MM, for eksempel 08:00` })),
    })
    .check(
      z.superRefine((value, ctx) => {
        const late = isDate(value.sendDate)
          ? sendTimeProblem(value.sendDate, value.sendTime, now)
          : requiredMessage(t`Dag`);
        if (late) ctx.addIssue({ code: "custom", path: ["sendDate"], message: late });
      }),
    );

export const change = defineIntent({
  name: "change",
  schema: () => changeSchema(new Date()),
  async run({ value }) {
    const outcome = await changeGift(value.id, {
      titleCode: currentTitle().titleCode,
      sendAt: osloInstant(value.sendDate, value.sendTime).toISOString(),
      recipientEmail: value.recipientEmail,
    });
    if (outcome.kind === "ok") return afterGiftChange("change", value.id);
    if (outcome.kind === "bad-time")
      return refused({ sendDate: [t`Velg et tidspunkt fram i tid, innen ett år.`] });
    return answered({ id: value.id, refused: outcome.kind === "refused" ? outcome.reason : "unknown" });
  },
});

/** "Send nå" / "Send e-posten på nytt": keyed by the gift, so a double click sends once. */
export const sendNow = defineIntent({
  name: "send-now",
  keyed: true,
  schema: z.object({ id: giftIdField }),
  async run({ value, key }) {
    const outcome = await sendGiftNow(value.id, currentTitle().titleCode, key);
    if (outcome.kind === "ok") return afterGiftChange("send", value.id);
    return answered({ id: value.id, refused: outcome.kind === "refused" ? outcome.reason : "unknown" });
  },
});

/** "Angre kjøpet": within 14 days, while not redeemed; the whole price comes back. */
export const withdraw = defineIntent({
  name: "withdraw",
  keyed: true,
  schema: z.object({ id: giftIdField }),
  async run({ value, key }) {
    const outcome = await withdrawGift(value.id, currentTitle().titleCode, key);
    if (outcome.kind === "ok") return afterGiftChange("withdraw", value.id);
    return answered({ id: value.id, refused: outcome.kind === "refused" ? outcome.reason : "unknown" });
  },
});

/** The code typed on /los-inn-gave: looked up by the page it leads to (?kode=…). */
export const lookUp = defineIntent({
  name: "look-up",
  schema: z.object({
    code: typedText(z.string({ error: () => requiredMessage(t`Gavekode`) }).check(z.trim()), {
      max: 40,
    }).check(
      z.refine((typed) => normaliseGiftCode(typed) !== null, {
        error: () => t`Gavekoden har 12 tegn, for eksempel K7QM-4XRT-9CHN. Sjekk at den er skrevet riktig.`,
      }),
    ),
  }),
  async run({ value }) {
    const kode = normaliseGiftCode(value.code)!;
    return redirect(withScreenKey(`/los-inn-gave?${new URLSearchParams({ kode }).toString()}`));
  },
});

/** "Løs inn gaven": keyed by the screen, so a double click or a reload redeems once. */
export const redeem = defineIntent({
  name: "redeem",
  keyed: true,
  schema: z.object({}),
  async run({ request, key }) {
    const code = codeOf(request);
    if (!code) return failed();
    const outcome = await redeemGift(currentTitle().titleCode, code, key);
    if (outcome.kind === "ok") {
      // The reader may have a subscription now, or a changed one: the session is read afresh.
      await invalidateSession();
      return answered({ redeemed: outcome.outcome, giverName: outcome.giverName });
    }
    return answered({ redeemed: null, refused: outcome.kind });
  },
});
