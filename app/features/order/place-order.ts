// The "order" intent: the chosen plan, a paper address for COMBO plans and how to pay, sent once per
// idempotency key (docs/decisions/006, 007); a discount code is checked first and attached to the
// placed order with SPEC §7's addDiscount under the same key (docs/decisions/035). The placed order
// is paid on /betaling; a buyer who turns out to subscribe already goes to /allerede-abonnent.
import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod/mini";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import type { OrderOffer } from "#app/api/contract/orders.ts";
import { CURRENCY } from "#app/api/contract/payments.ts";
import { addDiscount, checkDiscount, createOrder, getOrderOffer } from "#app/api/orders.ts";
import { placeOf } from "#app/api/postal-code.ts";
import { codeTakenMessage, unknownCodeMessage } from "./words.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { addressProblems, addressShape, toDeliveryAddress } from "#app/components/address-fields.tsx";
import { requiredMessage, unknownPostalCodeMessage } from "#app/forms/messages.ts";
import { defineIntent, failed, refused } from "#app/forms/intent.ts";
import { beginTrip } from "#app/api/payment-trip.ts";
import { planKey } from "#app/domain/purchase-rules.ts";
import { currentTitle } from "#app/title/current-title.ts";
import { typedText } from "#app/forms/text.ts";

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
    if (discountCode && (await checkDiscount(discountCode, currentTitle().titleCode)).kind === "unknown")
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
        ariaAccountNo: session.account.ariaAccountNo,
        titleCode: currentTitle().titleCode,
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
          ariaAccountNo: session.account.ariaAccountNo,
          titleCode: currentTitle().titleCode,
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
