import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, redirect, useActionData, useFetcher, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { ApiError } from "#app/api/errors.ts";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import type { OrderOffer } from "#app/api/contract/orders.ts";
import { CURRENCY } from "#app/api/contract/payments.ts";
import type { Plan } from "#app/api/contract/subscription.ts";
import { lookUpPlace, placeOf } from "#app/api/postal-code.ts";
import { signedInContext, type SignedIn } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import {
  AddressFields,
  addressProblems,
  addressShape,
  toDeliveryAddress,
  unknownPostalCodeMessage,
  usePostalLookup,
  type TypedAddress,
} from "#app/components/address-fields.tsx";
import { CallFailed, CustomerCentreContact } from "#app/components/call-failed.tsx";
import { invalidPhoneMessage, requiredMessage } from "#app/components/field-messages.ts";
import { Field, FormAlert, RadioGroup } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { paymentMethodName, perPeriod } from "#app/components/labels.ts";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { osloDateTime } from "#app/domain/delivery-deadline.ts";
import { formatKroner } from "#app/domain/format.ts";
import { beginTrip } from "#app/domain/payment-trip.ts";
import { eligibility, firstPayment, planKey, plansOnOffer } from "#app/domain/purchase-rules.ts";
import { givesAccess } from "#app/domain/subscription-status.ts";
import { normalizeNorwegianPhone } from "#app/domain/validation.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/bestill-abonnement";

// Order a subscription (SPEC §2, §5, §9). First what we need to know about the buyer when the
// identity provider did not tell us (name, phone, birthdate — or skip); a buyer under 18 is
// refused. Then the title's offer: the youth plan under 34, otherwise the digital plan, with the
// campaign the buyer qualifies for (1 kr the first month, or 3 months for the price of 1 for a
// returning customer); a delivery address for paper; a discount code; card (a saved one too) or
// Vipps. One idempotency key per order, kept in the URL (docs/decisions/006, 007). The placed
// order is paid on /betaling.

const osloToday = () => osloDateTime(new Date()).date;
const isIsoDate = (value: string) => z.iso.date().safeParse(value).success;

type Details = Pick<SignedIn["account"], "givenName" | "familyName" | "phoneNumber" | "birthdate">;
const missingDetails = (a: Details) =>
  (["givenName", "familyName", "phoneNumber", "birthdate"] as const).filter((field) => !a[field]);

const aboutSchema = (today: string) =>
  z.object({
    givenName: z
      .string({ error: () => requiredMessage(t`Fornavn`) })
      .trim()
      .min(1)
      .max(80),
    familyName: z
      .string({ error: () => requiredMessage(t`Etternavn`) })
      .trim()
      .min(1)
      .max(80),
    phoneNumber: z
      .string({ error: () => requiredMessage(t`Telefonnummer`) })
      .refine((raw) => normalizeNorwegianPhone(raw) !== null, { error: () => invalidPhoneMessage() }),
    birthdate: z
      .string({ error: () => requiredMessage(t`Fødselsdato`) })
      .refine((value) => isIsoDate(value) && value < today && value > "1900-01-01", {
        error: () => t`Skriv en gyldig fødselsdato.`,
      }),
  });

const PAYMENT_CHOICES = ["SAVED", "SWEDBANK-PPG", "VIPPS"] as const;

/** Every field optional in the object, so one submit reports everything that is missing. */
const orderSchema = (paperPlans: string[]) =>
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

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(signedInContext);
  if (session.subscription && givesAccess(session.subscription.instStatusCode))
    throw redirect("/allerede-abonnent");
  const url = new URL(request.url);
  const account = session.account;
  const winbackAsked = url.searchParams.get("tilbud") === "winback";
  if (
    url.searchParams.get("endre") === "1" ||
    (missingDetails(account).length > 0 && url.searchParams.get("hoppet") !== "1")
  )
    return { view: "about" as const, account, winbackAsked };
  const allowed = eligibility(account.birthdate, osloToday());
  if (allowed.kind === "tooYoung") return { view: "tooYoung" as const, account, winbackAsked };

  const key = url.searchParams.get("nokkel");
  if (!key) {
    // The order starts here: its key goes into the URL, so a reload sends the same one.
    url.searchParams.set("nokkel", crypto.randomUUID());
    throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
  }
  const offer = await call("getOrderOffer", { params: { titleCode: currentTitle().titleCode } });
  const shown = plansOnOffer(offer.plans, allowed.age, offer.defaultPlanID, offer.campaign);
  return {
    view: "choose" as const,
    account,
    winbackAsked,
    offer,
    plans: shown.plans,
    preselected: shown.preselected,
    key,
    source: url.searchParams.get("source") ?? "",
  };
}

export async function clientAction({ request, context }: Route.ClientActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "postalCode") return lookUpPlace(String(formData.get("postalCode") ?? ""));
  if (intent === "skip") {
    const url = new URL(request.url);
    url.searchParams.delete("endre");
    url.searchParams.set("hoppet", "1");
    return redirect(`${url.pathname}?${url.searchParams.toString()}`);
  }
  const session = context.get(signedInContext);
  if (intent === "about") return saveDetails(session, request, formData);
  if (intent === "discount") return checkDiscount(String(formData.get("discountCode") ?? ""));
  if (intent === "order") return placeOrder(session, formData);
  return null;
}

async function saveDetails(session: SignedIn, request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: aboutSchema(osloToday()) });
  if (submission.status !== "success") return { intent: "about" as const, result: submission.reply() };
  const value = submission.value;
  try {
    await call("modifyAccount", {
      body: {
        ariaAccountNo: session.account.ariaAccountNo,
        givenName: value.givenName,
        familyName: value.familyName,
        phoneNumber: normalizeNorwegianPhone(value.phoneNumber)!,
        birthdate: value.birthdate,
      },
    });
  } catch {
    return { intent: "about" as const, result: submission.reply(), failed: true };
  }
  await invalidateSession();
  const url = new URL(request.url);
  url.searchParams.delete("endre");
  return redirect(`${url.pathname}?${url.searchParams.toString()}`);
}

async function checkDiscount(raw: string) {
  const discountCode = raw.trim();
  if (!discountCode) return { intent: "discount" as const, error: requiredMessage(t`Rabattkode`) };
  try {
    const found = await call("getDiscountDetails", {
      body: { discountCode, titleCode: currentTitle().titleCode },
    });
    return { intent: "discount" as const, discount: found };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { intent: "discount" as const, error: t`Rabattkoden finnes ikke, eller den er utløpt.` };
    return { intent: "discount" as const, failed: true };
  }
}

async function placeOrder(session: SignedIn, formData: FormData) {
  const offer = await call("getOrderOffer", { params: { titleCode: currentTitle().titleCode } });
  const paperPlans = offer.plans.filter((p) => p.planProductType === "COMBO").map(planKey);
  const submission = parseWithZod(formData, { schema: orderSchema(paperPlans) });
  if (submission.status !== "success") return { intent: "order" as const, result: submission.reply() };
  const value = submission.value;
  const fieldError = (field: string, message: string) => ({
    intent: "order" as const,
    result: submission.reply({ fieldErrors: { [field]: [message] } }),
  });
  const plan = offer.plans.find((p) => planKey(p) === value.plan);
  if (!plan) return fieldError("plan", requiredMessage(t`Abonnement`));

  let deliveryAddress: DeliveryAddress | null = null;
  if (plan.planProductType === "COMBO") {
    const found = await placeOf((value.postalCode ?? "").trim());
    if ("unknown" in found) return fieldError("postalCode", unknownPostalCodeMessage());
    if ("failed" in found) return { intent: "order" as const, result: submission.reply(), failed: true };
    deliveryAddress = toDeliveryAddress(value as TypedAddress, found.place);
  }
  const method = value.payment === "VIPPS" ? "VIPPS" : "SWEDBANK-PPG";
  const campaign = offer.campaign && planKey(offer.campaign) === planKey(plan) ? offer.campaign.code : null;
  try {
    const trip = await call(
      "createOrder",
      {
        body: {
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
      },
      { idempotencyKey: value.key },
    );
    beginTrip({ paymentId: trip.orderId, source: value.source || undefined });
    // The order is placed; it is paid on /betaling, where the back button from the provider lands too.
    return redirect(`/betaling?ordre=${encodeURIComponent(trip.orderId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      await invalidateSession();
      return redirect("/allerede-abonnent");
    }
    if (error instanceof ApiError && error.status === 404 && value.discountCode)
      return fieldError("discountCode", t`Rabattkoden finnes ikke, eller den er utløpt.`);
    if (error instanceof ApiError && error.status === 422)
      return { intent: "order" as const, result: submission.reply(), refused: true };
    return { intent: "order" as const, result: submission.reply(), failed: true };
  }
}

// ─── Screens ──────────────────────────────────────────────────────────────────────────────────────

export default function BestillAbonnementRoute() {
  const data = useLoaderData<typeof clientLoader>();
  if (data.view === "about") return <AboutYou />;
  if (data.view === "tooYoung") return <TooYoung />;
  return <Choose />;
}

function AboutYou() {
  const { t } = useLingui();
  const { account } = useLoaderData<typeof clientLoader>();
  const actionData = useActionData<typeof clientAction>();
  const about = actionData && actionData.intent === "about" ? actionData : undefined;
  const [form, fields] = useForm({
    lastResult: about?.result,
    defaultValue: {
      givenName: account.givenName ?? "",
      familyName: account.familyName ?? "",
      phoneNumber: account.phoneNumber ?? "",
      birthdate: account.birthdate ?? "",
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: aboutSchema(osloToday()) }),
  });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <Page
      heading={<Trans>Bestill abonnement</Trans>}
      intro={
        <Trans>
          Før du velger abonnement trenger vi litt informasjon om deg. Fødselsdatoen bruker vi til å vise
          tilbudene du kan få: du må være 18 år for å bestille, og under 34 år får du ungdomspris.
        </Trans>
      }
    >
      {about && "failed" in about ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="about" />
        <h2>
          <Trans>Om deg</Trans>
        </h2>
        <div className={own.row}>
          <Field meta={fields.givenName} label={<Trans>Fornavn</Trans>} autoComplete="given-name" />
          <Field meta={fields.familyName} label={<Trans>Etternavn</Trans>} autoComplete="family-name" />
        </div>
        <div className={own.row}>
          <Field
            meta={fields.phoneNumber}
            label={<Trans>Telefonnummer</Trans>}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
          />
          <Field meta={fields.birthdate} label={<Trans>Fødselsdato</Trans>} type="date" autoComplete="bday" />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy} aria-disabled={busy}>
            {t`Lagre og fortsett`}
          </button>
        </div>
      </Form>
      <Form method="post" className={own.group}>
        <input type="hidden" name="intent" value="skip" />
        <p>
          <Trans>Vil du ikke oppgi dette nå? Da viser vi de vanlige tilbudene, men ikke ungdomsprisen.</Trans>
        </p>
        <button type="submit" className={styles.secondary} disabled={busy} aria-disabled={busy}>
          {t`Hopp over`}
        </button>
      </Form>
    </Page>
  );
}

function TooYoung() {
  return (
    <Page heading={<Trans>Du må være 18 år for å bestille</Trans>}>
      <p role="alert">
        <Trans>
          Abonnement kan bare kjøpes av den som er 18 år eller eldre. En forelder eller foresatt kan bestille
          abonnementet for deg.
        </Trans>
      </p>
      <p>
        <Link to="/bestill-abonnement?endre=1">
          <Trans>Har du skrevet feil fødselsdato? Endre den her.</Trans>
        </Link>
      </p>
      <p>
        <Link to="/kundeservice">
          <Trans>Spørsmål? Kontakt kundeservice</Trans>
        </Link>
      </p>
    </Page>
  );
}

/** "1 kr første måned, deretter 299 kr per måned" — what a plan row costs, campaign included. */
function priceText(plan: Plan, campaign: OrderOffer["campaign"]): string {
  const price = formatKroner(plan.price);
  const per = perPeriod(plan.billingPeriod);
  const first = formatKroner(firstPayment(plan, campaign));
  if (!campaign || planKey(campaign) !== planKey(plan)) return `${price} ${per}`;
  if (campaign.code === "INTRO_1KR") return t`${first} første måned, deretter ${price} ${per}`;
  return t`3 måneder for ${first}, deretter ${price} ${per}`;
}

function Choose() {
  const { t } = useLingui();
  const data = useLoaderData<typeof clientLoader>();
  if (data.view !== "choose") throw new Error("not the choose step");
  const { offer, plans, preselected, key, source, winbackAsked } = data;
  const actionData = useActionData<typeof clientAction>();
  const orderData = actionData && actionData.intent === "order" ? actionData : undefined;
  const [form, fields] = useForm({
    lastResult: orderData && "result" in orderData ? orderData.result : undefined,
    defaultValue: { plan: preselected ?? undefined, payment: offer.savedCard ? "SAVED" : undefined },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: orderSchema(offer.plans.filter((p) => p.planProductType === "COMBO").map(planKey)),
      }),
  });
  const navigation = useNavigation();
  const ordering = navigation.state !== "idle" && navigation.formData?.get("intent") === "order";

  const chosen = plans.find((p) => planKey(p) === fields.plan.value) ?? null;
  const paper = chosen?.planProductType === "COMBO";
  const name = currentTitle().name;

  // The place of the postal code, looked up as it is typed.
  const postal = usePostalLookup(fields.postalCode.value);
  // The discount code, checked on request.
  const discountFetcher = useFetcher<typeof clientAction>({ key: "rabattkode" });
  const discount =
    discountFetcher.data && "intent" in discountFetcher.data && discountFetcher.data.intent === "discount"
      ? discountFetcher.data
      : null;
  const checkCode = () => {
    const input = document.getElementById(fields.discountCode.id) as HTMLInputElement | null;
    void discountFetcher.submit({ intent: "discount", discountCode: input?.value ?? "" }, { method: "post" });
  };
  const discountErrors = [
    ...(fields.discountCode.errors ?? []),
    ...(discount && "error" in discount && discount.error ? [discount.error] : []),
  ];

  const found = discount && "discount" in discount ? discount.discount : null;
  const foundCode = found?.discountCode ?? "";
  const foundWhat = found?.description.toLowerCase() ?? "";
  const first = chosen ? formatKroner(firstPayment(chosen, offer.campaign)) : "";
  const cardLast4 = offer.savedCard?.cardLast4 ?? "";

  return (
    <Page
      heading={<Trans>Bestill abonnement</Trans>}
      intro={
        offer.campaign?.code === "WINBACK_3FOR1" ? (
          <Trans>Velkommen tilbake! Som tidligere abonnent får du 3 måneder for prisen av 1.</Trans>
        ) : (
          <Trans>Velg abonnementet som passer deg. Du kan si opp når du vil.</Trans>
        )
      }
    >
      {winbackAsked && offer.campaign?.code !== "WINBACK_3FOR1" ? (
        <p className={own.group}>
          <Trans>
            Velkommen tilbake-tilbudet gjelder deg som har abonnert på {name} før. Som ny abonnent får du i
            stedet Digital for 1 kr den første måneden.
          </Trans>
        </p>
      ) : null}
      {orderData && "failed" in orderData ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      {orderData && "refused" in orderData ? (
        <FormAlert>
          <p>
            <Trans>Vi kunne ikke ta imot bestillingen slik den er nå. Ingenting er trukket.</Trans>
          </p>
          <CustomerCentreContact />
        </FormAlert>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="order" />
        <input type="hidden" name="key" value={key} />
        <input type="hidden" name="source" value={source} />
        <RadioGroup
          meta={fields.plan}
          legend={<Trans>Abonnement</Trans>}
          options={plans.map((plan) => ({
            value: planKey(plan),
            label: `${plan.planName}: ${priceText(plan, offer.campaign)}`,
            description: plan.description,
          }))}
        />

        {/* Hidden, not removed, for a digital plan: what was typed is still there when paper is chosen again. */}
        <fieldset className={own.group} hidden={!paper}>
          <legend>
            <Trans>Hvor skal papiravisen leveres?</Trans>
          </legend>
          <AddressFields fields={fields} {...postal} />
        </fieldset>

        <div className={formStyles.field}>
          <label htmlFor={fields.discountCode.id}>
            <Trans>Rabattkode (valgfritt)</Trans>
          </label>
          <div className={own.row}>
            <input
              id={fields.discountCode.id}
              name={fields.discountCode.name}
              defaultValue={fields.discountCode.initialValue}
              aria-invalid={discountErrors.length > 0 || undefined}
              aria-describedby={`${fields.discountCode.id}-status`}
              autoComplete="off"
              className={formStyles.input}
              onKeyDown={(event) => {
                // Enter in the code field checks the code; it does not place the order.
                if (event.key !== "Enter") return;
                event.preventDefault();
                checkCode();
              }}
            />
            <button
              type="button"
              className={styles.secondary}
              disabled={discountFetcher.state !== "idle"}
              onClick={checkCode}
            >
              {t`Bruk koden`}
            </button>
          </div>
          <div id={`${fields.discountCode.id}-status`} aria-live="polite">
            {discountErrors.length > 0 ? (
              <div className={formStyles.error}>
                {discountErrors.map((error) => (
                  <p key={error}>{error}</p>
                ))}
              </div>
            ) : discount && "discount" in discount && discount.discount ? (
              <p className={formStyles.status}>
                <Trans>
                  Koden {foundCode} gir {foundWhat}.
                </Trans>
              </p>
            ) : discount && "failed" in discount ? (
              <p className={formStyles.error}>
                <Trans>Vi fikk ikke sjekket koden nå. Du kan likevel bestille, så sjekker vi den da.</Trans>
              </p>
            ) : null}
          </div>
        </div>

        <RadioGroup
          meta={fields.payment}
          legend={<Trans>Betalingsmåte</Trans>}
          options={[
            ...(offer.savedCard
              ? [
                  {
                    value: "SAVED",
                    label: t`Lagret betalingskort som slutter på ${cardLast4}`,
                    description: t`Du bekrefter betalingen hos kortleverandøren.`,
                  },
                ]
              : []),
            {
              value: "SWEDBANK-PPG",
              label: offer.savedCard ? t`Nytt betalingskort` : paymentMethodName("SWEDBANK-PPG"),
              description: t`Kortet belastes hver måned.`,
            },
            {
              value: "VIPPS",
              label: paymentMethodName("VIPPS"),
              description: t`Du godkjenner i Vipps-appen.`,
            },
          ]}
        />

        <div aria-live="polite" className={own.group}>
          {chosen ? (
            <p>
              <strong>
                <Trans>Å betale nå: {first}.</Trans>
              </strong>{" "}
              {priceText(chosen, offer.campaign)}.
            </p>
          ) : null}
        </div>
        <p>
          <Trans>
            Når du bestiller, godtar du <Link to="/vilkaar">abonnementsvilkårene</Link>. Du kan si opp når som
            helst.
          </Trans>
        </p>
        <button type="submit" className={styles.primary} disabled={ordering} aria-disabled={ordering}>
          {ordering ? t`Bestiller …` : chosen ? t`Til betaling (${first})` : t`Til betaling`}
        </button>
      </Form>
    </Page>
  );
}
