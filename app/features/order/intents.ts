// The order's intents. "order": the chosen plan, a paper address for COMBO plans and how to pay, sent once per
// idempotency key (docs/decisions/006, 007); a discount code is checked first and attached to the
// placed order with SPEC §7's addDiscount under the same key (docs/decisions/035). The placed order
// is paid on /betaling ("pay"); a buyer who turns out to subscribe already goes to
// /allerede-abonnent. Before it: the buyer's details and a discount code; after it, on a subscription,
// a code added to it.
import { t } from "@lingui/core/macro";
import { redirect, redirectDocument } from "react-router";
import { z } from "zod/mini";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import type { OrderOffer } from "#app/api/contract/orders.ts";
import { CURRENCY } from "#app/api/contract/payments.ts";
import { addDiscount, checkDiscount, createOrder, getOrderOffer, getOrder } from "#app/api/orders.ts";
import { placeOf } from "#app/api/postal-code.ts";
import { accountBody } from "#app/api/title-account.ts";
import { codeTakenMessage, unknownCodeMessage } from "./words.ts";
import { signedInContext, subscribedContext } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { addressProblems, addressShape, toDeliveryAddress } from "#app/components/address-fields.tsx";
import { requiredMessage, unknownPostalCodeMessage, invalidPhoneMessage } from "#app/forms/messages.ts";
import { defineIntent, failed, refused, answered } from "#app/forms/intent.ts";
import { beginTrip, orderIdOf } from "#app/api/payment-trip.ts";
import { planKey } from "#app/domain/purchase-rules.ts";
import { currentTitle } from "#app/title/current-title.ts";
import { typedText } from "#app/forms/text.ts";
import { modifyAccount } from "#app/api/account.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { normalizeNorwegianPhone } from "#app/domain/validation.ts";
import { checkedProviderUrl } from "#app/api/provider-url.ts";
import { destinationOf } from "./completion.tsx";

export const PAYMENT_CHOICES = ["SAVED", "SWEDBANK-PPG", "VIPPS"] as const;

/** The plans that bring the paper, and so need a delivery address. */
export const paperPlansOf = (offer: OrderOffer) =>
  offer.plans.filter((p) => p.planProductType === "COMBO").map(planKey);

/** Every field optional in the object, so one submit reports everything that is missing. */
export const orderSchema = (paperPlans: string[]) =>
  z
    .object({
      plan: z.optional(z.string()),
      payment: z.optional(z.enum(PAYMENT_CHOICES)),
      discountCode: z.optional(typedText(z.string().check(z.trim()), { max: 40 })),
      source: z.optional(z.string().check(z.maxLength(40))),
      ...addressShape,
    })
    .check(
      z.superRefine((value, ctx) => {
        const problem = (path: string, message: string) =>
          ctx.addIssue({ code: "custom", path: [path], message });
        if (!value.plan) problem("plan", requiredMessage(t`Abonnement`));
        if (!value.payment) problem("payment", requiredMessage(t`Betalingsmåte`));
        // SPEC §5: paper needs an address.
        if (value.plan && paperPlans.includes(value.plan)) {
          for (const [field, message] of addressProblems(value)) problem(field, message);
        }
      }),
    );

/**
 * The offer an order is checked against, asked once per send: the schema (which plans need an
 * address) and the run (the plan, the campaign) read the same answer.
 */
const offers = new WeakMap<Request, Promise<OrderOffer>>();
function offerFor(request: Request): Promise<OrderOffer> {
  let offer = offers.get(request);
  if (!offer) {
    offer = getOrderOffer({ titleCode: currentTitle().titleCode });
    offers.set(request, offer);
  }
  return offer;
}

export const order = defineIntent({
  name: "order",
  keyed: true,
  // Without the offer the order cannot be checked: the form stays as typed.
  schema: async ({ request }) => orderSchema(paperPlansOf(await offerFor(request))),
  async run({ value, key, request, context }) {
    const session = context.get(signedInContext);
    const offer = await offerFor(request);
    const plan = offer.plans.find((p) => planKey(p) === value.plan);
    if (!plan) return refused({ plan: [requiredMessage(t`Abonnement`)] });

    let deliveryAddress: DeliveryAddress | null = null;
    if (plan.planProductType === "COMBO") {
      const found = await placeOf((value.postalCode ?? "").trim());
      if ("unknown" in found) return refused({ postalCode: [unknownPostalCodeMessage()] });
      if ("failed" in found) return failed();
      deliveryAddress = toDeliveryAddress(value, found.place);
    }
    // An unknown or expired code places no order: it is refused at its field first.
    const discountCode = value.discountCode || null;
    if (
      discountCode &&
      (await checkDiscount(discountCode, session.titleAccount.titleCode)).kind === "unknown"
    )
      return refused({ discountCode: [unknownCodeMessage()] });
    const method = value.payment === "VIPPS" ? "VIPPS" : "SWEDBANK-PPG";
    // /betaling loads its payment part only with an order (ADR 043): fetched while the order is
    // placed, not after.
    import("./pay-order.tsx").catch((error: unknown) => {
      // Offline, or a deploy in between (a TypeError in every browser): /betaling imports it again
      // and says there what went wrong.
      if (!(error instanceof TypeError)) throw error;
    });
    const campaign = offer.campaign && planKey(offer.campaign) === planKey(plan) ? offer.campaign.code : null;
    const outcome = await createOrder(
      {
        ...accountBody(session.titleAccount),
        ariaPlanID: plan.ariaPlanID,
        billingPeriod: plan.billingPeriod,
        campaign,
        paymentMethod: method,
        useSavedCard: value.payment === "SAVED",
        currency: CURRENCY,
        deliveryAddress,
        returnUrl: new URL(
          method === "VIPPS" ? "/completevippspurchase" : "/completepurchase",
          window.location.origin,
        ).href,
        source: value.source || null,
      },
      key,
    );
    if (outcome.kind === "ok" && discountCode) {
      // The same key as the order's: a double click or a reload attaches it once (ADR 006).
      const attached = await addDiscount(
        {
          discountCode,
          ...accountBody(session.titleAccount),
          orderId: outcome.orderId,
        },
        key,
      );
      if (attached.kind === "unknown") return refused({ discountCode: [unknownCodeMessage()] });
      if (attached.kind === "taken") return refused({ discountCode: [codeTakenMessage()] });
    }
    switch (outcome.kind) {
      case "ok":
        beginTrip({ paymentId: outcome.orderId, source: value.source || undefined });
        // The order is placed; it is paid on /betaling, where the back button from the provider lands too.
        return redirect(`/betaling?ordre=${encodeURIComponent(outcome.orderId)}`);
      case "already-subscriber":
        await invalidateSession();
        return redirect("/allerede-abonnent");
      case "unknown-plan":
        // The offer changed under the form: a failure we cannot explain here.
        return failed();
      case "not-allowed":
        return refused({}, [t`Vi kunne ikke ta imot bestillingen slik den er nå. Ingenting er trukket.`]);
    }
  },
});

const isIsoDate = (value: string) => z.iso.date().safeParse(value).success;

export const aboutSchema = (today: string) =>
  z.object({
    givenName: typedText(
      z.string({ error: () => requiredMessage(t`Fornavn`) }).check(z.trim(), z.minLength(1)),
      {
        max: 80,
        name: true,
      },
    ),
    familyName: typedText(
      z.string({ error: () => requiredMessage(t`Etternavn`) }).check(z.trim(), z.minLength(1)),
      {
        max: 80,
        name: true,
      },
    ),
    phoneNumber: z
      .string({ error: () => requiredMessage(t`Telefonnummer`) })
      .check(
        z.refine((raw) => normalizeNorwegianPhone(raw) !== null, { error: () => invalidPhoneMessage() }),
      ),
    birthdate: z.string({ error: () => requiredMessage(t`Fødselsdato`) }).check(
      z.refine((value) => isIsoDate(value) && value < today && value > "1900-01-01", {
        error: () => t`Skriv en gyldig fødselsdato.`,
      }),
    ),
  });

/** The order's address without the step that asked for the details again (?endre=1). */
function orderPage(request: Request): URL {
  const url = new URL(request.url);
  url.searchParams.delete("endre");
  return url;
}

/** Saves the buyer's details on the account, then shows the offers that fit them. */
export const saveDetails = defineIntent({
  name: "about",
  schema: () => aboutSchema(osloToday()),
  async run({ value, request, context }) {
    const session = context.get(signedInContext);
    await modifyAccount({
      ariaAccountNo: session.account.ariaAccountNo,
      givenName: value.givenName,
      familyName: value.familyName,
      phoneNumber: normalizeNorwegianPhone(value.phoneNumber)!,
      birthdate: value.birthdate,
    });
    await invalidateSession();
    const url = orderPage(request);
    return redirect(`${url.pathname}?${url.searchParams.toString()}`);
  },
});

/** Goes on to the offers without the details ("hoppet" in the URL remembers it). */
export const skipDetails = defineIntent({
  name: "skip",
  schema: z.object({}),
  async run({ request }) {
    const url = orderPage(request);
    url.searchParams.set("hoppet", "1");
    return redirect(`${url.pathname}?${url.searchParams.toString()}`);
  },
});

export const discount = defineIntent({
  name: "discount",
  schema: z.object({
    discountCode: typedText(
      z
        .string({ error: () => requiredMessage(t`Rabattkode`) })
        .check(z.trim(), z.minLength(1, { error: () => requiredMessage(t`Rabattkode`) })),
      { max: 40, tooLong: () => t`Rabattkoden kan være på høyst 40 tegn.` },
    ),
  }),
  async run({ value: { discountCode } }) {
    const found = await checkDiscount(discountCode, currentTitle().titleCode);
    if (found.kind === "unknown") return refused({ discountCode: [unknownCodeMessage()] });
    return answered({ discount: found.discount });
  },
});

/** Pays the order on show: its payment URL, or on to where an order that has ended goes. */
export const pay = defineIntent({
  name: "pay",
  schema: z.object({}),
  async run({ request }) {
    const orderId = orderIdOf(request);
    if (!orderId) return failed();
    // A failed call pays nothing: the page stays, says so, and "Betal" tries again.
    const order = await getOrder(orderId);
    if (!order) return failed();
    const next = await destinationOf(order);
    if (next) return redirect(next);
    // The provider's page is another site in production: a full page load, not a route change.
    return order.paymentUrl ? redirectDocument(checkedProviderUrl(order.paymentUrl, "getOrder")) : answered();
  },
});

export const addSubscriptionDiscount = defineIntent({
  name: "subscription-discount",
  keyed: true,
  schema: z.object({
    discountCode: typedText(
      z
        .string({ error: () => requiredMessage(t`Rabattkode`) })
        .check(z.trim(), z.minLength(1, { error: () => requiredMessage(t`Rabattkode`) })),
      { max: 40, tooLong: () => t`Rabattkoden kan være på høyst 40 tegn.` },
    ),
  }),
  async run({ value: { discountCode }, key, context }) {
    const session = context.get(subscribedContext);
    const outcome = await addDiscount(
      {
        discountCode,
        ...accountBody(session.titleAccount),
        orderId: null,
      },
      key,
    );
    if (outcome.kind === "unknown") return refused({ discountCode: [unknownCodeMessage()] });
    if (outcome.kind === "taken") return refused({ discountCode: [codeTakenMessage()] });
    return answered({ discountCode: discountCode.toUpperCase() });
  },
});
