// The "order" intent: the chosen plan, a paper address for COMBO plans, the discount code and how
// to pay, sent once per idempotency key (docs/decisions/006, 007). The placed order is paid on
// /betaling; a buyer who turns out to subscribe already goes to /allerede-abonnent.
import { parseWithZod } from "@conform-to/zod/v4";
import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import type { OrderOffer } from "#app/api/contract/orders.ts";
import { CURRENCY } from "#app/api/contract/payments.ts";
import { createOrder, type CreateOrderOutcome } from "#app/api/orders.ts";
import { placeOf } from "#app/api/postal-code.ts";
import type { SignedIn } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import {
  addressProblems,
  addressShape,
  toDeliveryAddress,
  unknownPostalCodeMessage,
  type TypedAddress,
} from "#app/components/address-fields.tsx";
import { requiredMessage } from "#app/forms/field-messages.ts";
import { keptAsTyped } from "#app/forms/use-kept-draft.ts";
import { beginTrip } from "#app/api/payment-trip.ts";
import { planKey } from "#app/domain/purchase-rules.ts";
import { currentTitle } from "#app/title/current-title.ts";

export const PAYMENT_CHOICES = ["SAVED", "SWEDBANK-PPG", "VIPPS"] as const;

/** The plans that bring the paper, and so need a delivery address. */
export const paperPlansOf = (offer: OrderOffer) =>
  offer.plans.filter((p) => p.planProductType === "COMBO").map(planKey);

/** Every field optional in the object, so one submit reports everything that is missing. */
export const orderSchema = (paperPlans: string[]) =>
  z
    .object({
      plan: z.string().optional(),
      payment: z.enum(PAYMENT_CHOICES).optional(),
      discountCode: z.string().trim().max(40).optional(),
      key: z.string().min(8),
      source: z.string().max(40).optional(),
      ...addressShape,
    })
    .superRefine((value, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (!value.plan) problem("plan", requiredMessage(t`Abonnement`));
      if (!value.payment) problem("payment", requiredMessage(t`Betalingsmåte`));
      // SPEC §5: paper needs an address.
      if (value.plan && paperPlans.includes(value.plan)) {
        for (const [field, message] of addressProblems(value)) problem(field, message);
      }
    });

export async function placeOrder(session: SignedIn, formData: FormData) {
  let offer: OrderOffer;
  try {
    offer = await call("getOrderOffer", { params: { titleCode: currentTitle().titleCode } });
  } catch {
    // The order is checked against the offer: without it, the form stays as typed (issue 16).
    return { intent: "order" as const, result: keptAsTyped(formData), failed: true };
  }
  const submission = parseWithZod(formData, { schema: orderSchema(paperPlansOf(offer)) });
  if (submission.status !== "success") return { intent: "order" as const, result: submission.reply() };
  const value = submission.value;
  const fieldError = (field: string, message: string) => ({
    intent: "order" as const,
    result: submission.reply({ fieldErrors: { [field]: [message] } }),
  });
  const failed = () => ({ intent: "order" as const, result: submission.reply(), failed: true });
  const plan = offer.plans.find((p) => planKey(p) === value.plan);
  if (!plan) return fieldError("plan", requiredMessage(t`Abonnement`));

  let deliveryAddress: DeliveryAddress | null = null;
  if (plan.planProductType === "COMBO") {
    const found = await placeOf((value.postalCode ?? "").trim());
    if ("unknown" in found) return fieldError("postalCode", unknownPostalCodeMessage());
    if ("failed" in found) return failed();
    deliveryAddress = toDeliveryAddress(value as TypedAddress, found.place);
  }
  const method = value.payment === "VIPPS" ? "VIPPS" : "SWEDBANK-PPG";
  const campaign = offer.campaign && planKey(offer.campaign) === planKey(plan) ? offer.campaign.code : null;
  let outcome: CreateOrderOutcome;
  try {
    outcome = await createOrder(
      {
        ariaAccountNo: session.account.ariaAccountNo,
        titleCode: currentTitle().titleCode,
        ariaPlanID: plan.ariaPlanID,
        billingPeriod: plan.billingPeriod,
        campaign,
        discountCode: value.discountCode || null,
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
      value.key,
    );
  } catch {
    return failed();
  }
  switch (outcome.kind) {
    case "ok":
      beginTrip({ paymentId: outcome.orderId, source: value.source || undefined });
      // The order is placed; it is paid on /betaling, where the back button from the provider lands too.
      return redirect(`/betaling?ordre=${encodeURIComponent(outcome.orderId)}`);
    case "already-subscriber":
      await invalidateSession();
      return redirect("/allerede-abonnent");
    case "unknown-discount":
      // 404 is also an unknown plan: without a code, that is a failure we cannot explain here.
      if (!value.discountCode) return failed();
      return fieldError("discountCode", t`Rabattkoden finnes ikke, eller den er utløpt.`);
    case "not-allowed":
      return { intent: "order" as const, result: submission.reply(), refused: true };
  }
}

export type OrderAnswer = Exclude<Awaited<ReturnType<typeof placeOrder>>, Response>;
