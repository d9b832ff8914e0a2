import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { ApiError } from "#app/api/errors.ts";
import { lookUpPlace, placeOf } from "#app/api/postal-code.ts";
import {
  deliveryChangeType,
  type Delivery,
  type DeliveryAddress,
  type DeliveryChange,
} from "#app/api/contract/delivery.ts";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import {
  AddressFields,
  addressLine,
  addressProblems,
  addressShape,
  toDeliveryAddress,
  unknownPostalCodeMessage,
  usePostalLookup,
  type TypedAddress,
} from "#app/components/address-fields.tsx";
import { CallFailed } from "#app/components/call-failed.tsx";
import { requiredMessage } from "#app/components/field-messages.ts";
import { ErrorList, FormAlert, RadioGroup } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { NotAvailable } from "#app/components/not-available.tsx";
import { PostalAddress } from "#app/components/postal-address.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import {
  checkChangeDate,
  DEFAULT_SCHEDULE,
  earliestChangeDate,
  type DeliverySchedule,
} from "#app/domain/delivery-deadline.ts";
import { formatDate } from "#app/domain/format.ts";
import { capabilities, isPaper } from "#app/domain/subscription-type.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/endre-avislevering";

// Change or pause paper delivery (SPEC §2, §3, §5): a transfer to another address for a period, a
// permanent move, or a stop (vacation), with from, to or open end. A change must be registered
// before the deadline the day before a delivery day; past it the next possible day is proposed
// (filled in, so the subscriber only submits again). Registered changes can be withdrawn until
// they start.

const CHANGE_TYPES = deliveryChangeType.options;
type ChangeType = DeliveryChange["type"];

const isIsoDate = (value: string) => z.iso.date().safeParse(value).success;
const needsAddress = (type: string | undefined) => type === "TRANSFER" || type === "PERMANENT";

/** Every field optional in the object, so one submit reports everything that is missing. */
const changeSchema = () =>
  z
    .object({
      type: z.enum(CHANGE_TYPES, { error: () => requiredMessage(t`Type endring`) }).optional(),
      from: z.string().optional(),
      to: z.string().optional(),
      openEnd: z.boolean().optional(),
      ...addressShape,
    })
    .superRefine((value, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (!value.type) problem("type", requiredMessage(t`Type endring`));
      if (!value.from) problem("from", requiredMessage(t`Første dag`));
      else if (!isIsoDate(value.from)) problem("from", t`Skriv datoen som dd.mm.åååå.`);
      if (value.type !== "PERMANENT" && !value.openEnd) {
        if (!value.to) problem("to", requiredMessage(t`Siste dag`));
        else if (!isIsoDate(value.to)) problem("to", t`Skriv datoen som dd.mm.åååå.`);
        else if (value.from && value.to < value.from)
          problem("to", t`Siste dag kan ikke være før første dag.`);
      }
      // SPEC §5: a transfer or a move needs an address.
      if (needsAddress(value.type)) {
        for (const [field, message] of addressProblems(value)) problem(field, message);
      }
    })
    .transform((value) => {
      const type = value.type as ChangeType;
      const openEnd = type !== "PERMANENT" && Boolean(value.openEnd);
      return {
        type,
        from: value.from as string,
        to: type === "PERMANENT" || openEnd ? null : (value.to ?? null),
        openEnd,
        address: needsAddress(type) ? (value as TypedAddress) : null,
      };
    });

const firstPossibleMessage = (isoDate: string) => {
  const date = formatDate(isoDate, __LOCALE__);
  return t`Første mulige dag er ${date}.`;
};

const scheduleOf = (delivery: Delivery): DeliverySchedule => ({
  deliveryDays: delivery.deliveryDays,
  deadline: delivery.deadline,
});

/** The schedule the form was shown with (hidden fields), so the action checks the same deadline. */
function scheduleFrom(formData: FormData): DeliverySchedule {
  const deliveryDays = String(formData.get("deliveryDays") ?? "")
    .split(",")
    .map(Number)
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7);
  const deadline = String(formData.get("deadline") ?? "");
  return deliveryDays.length > 0 && /^\d{2}:\d{2}$/.test(deadline)
    ? { deliveryDays, deadline }
    : DEFAULT_SCHEDULE;
}

function changeTypeName(type: ChangeType): string {
  switch (type) {
    case "TRANSFER":
      return t`Levering til annen adresse`;
    case "PERMANENT":
      return t`Flytting til ny adresse`;
    case "STOP":
      return t`Stopp i leveringen`;
  }
}

function changeTypeChoice(type: ChangeType): string {
  switch (type) {
    case "TRANSFER":
      return t`Lever til en annen adresse en periode`;
    case "PERMANENT":
      return t`Flytt avisen til ny adresse for godt`;
    case "STOP":
      return t`Stopp avisen en periode, for eksempel i ferien`;
  }
}

function statusName(status: DeliveryChange["status"]): string {
  switch (status) {
    case "REGISTERED":
      return t`Registrert`;
    case "ACTIVE":
      return t`Pågår`;
    case "DONE":
      return t`Avsluttet`;
    case "WITHDRAWN":
      return t`Trukket tilbake`;
  }
}

/** "Stopp i leveringen fra 1. desember 2026 til 14. desember 2026" */
function ChangeSummary({ change }: { change: Pick<DeliveryChange, "type" | "from" | "to" | "openEnd"> }) {
  const name = changeTypeName(change.type);
  const from = formatDate(change.from, __LOCALE__);
  const to = change.to ? formatDate(change.to, __LOCALE__) : null;
  if (to) {
    return (
      <Trans>
        {name} fra {from} til {to}
      </Trans>
    );
  }
  if (change.openEnd) {
    return (
      <Trans>
        {name} fra {from} (til videre)
      </Trans>
    );
  }
  return (
    <Trans>
      {name} fra {from}
    </Trans>
  );
}

// ─── Data ─────────────────────────────────────────────────────────────────────────────────────────

type Target = { accountNo: string; titleCode: string };

function targetOf(session: Subscribed): Target {
  return { accountNo: session.account.ariaAccountNo, titleCode: currentTitle().titleCode };
}

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { subscription } = session;
  if (!capabilities(subscription).manageDelivery) return { delivery: null, earliest: null, subscription };
  const delivery = await call("getDelivery", { params: targetOf(session) });
  return { delivery, earliest: earliestChangeDate(new Date(), scheduleOf(delivery)), subscription };
}

export async function clientAction({ request, context }: Route.ClientActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const target = targetOf(context.get(subscribedContext));
  if (intent === "postalCode") return lookUpPlace(String(formData.get("postalCode") ?? ""));
  if (intent === "withdraw") return withdraw(target, String(formData.get("id") ?? ""));
  if (intent === "resume")
    return resume(target, String(formData.get("id") ?? ""), String(formData.get("resumeOn") ?? ""));
  if (intent === "register") return register(target, formData);
  return null;
}

async function withdraw({ accountNo, titleCode }: Target, id: string) {
  try {
    await call("withdrawDeliveryChange", { params: { id }, body: { ariaAccountNo: accountNo, titleCode } });
    return { intent: "withdraw" as const, withdrawn: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      return { intent: "withdraw" as const, started: true };
    return { intent: "withdraw" as const, failed: true };
  }
}

/** Ends an open-ended transfer or stop: the paper comes to the usual address again from resumeOn. */
async function resume({ accountNo, titleCode }: Target, id: string, resumeOn: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(resumeOn)) {
    return { intent: "resume" as const, id, error: requiredMessage(t`Dato`), resumeOn };
  }
  try {
    await call("endDeliveryChange", {
      params: { id },
      body: { ariaAccountNo: accountNo, titleCode, resumeOn },
    });
    return { intent: "resume" as const, id, resumed: resumeOn };
  } catch (error) {
    const next =
      error instanceof ApiError && error.status === 422 ? error.fields?.nextPossible?.[0] : undefined;
    if (next) {
      const date = formatDate(next, __LOCALE__);
      return { intent: "resume" as const, id, error: t`Første mulige dag er ${date}.`, resumeOn: next };
    }
    return { intent: "resume" as const, id, failed: true };
  }
}

async function register(target: Target, formData: FormData) {
  const submission = parseWithZod(formData, { schema: changeSchema() });
  if (submission.status !== "success") return { intent: "register" as const, result: submission.reply() };
  const change = submission.value;
  const fieldError = (field: string, message: string) => ({
    intent: "register" as const,
    result: submission.reply({ fieldErrors: { [field]: [message] } }),
  });
  /** Past the deadline: say so at the field and fill in the next possible day (SPEC §5). */
  const propose = (nextPossible: string) => {
    const result = submission.reply({ fieldErrors: { from: [firstPossibleMessage(nextPossible)] } });
    return {
      intent: "register" as const,
      result: { ...result, initialValue: { ...result.initialValue, from: nextPossible } },
      proposal: { from: nextPossible, key: crypto.randomUUID() },
    };
  };

  const check = checkChangeDate(change.from, new Date(), scheduleFrom(formData));
  if (!check.ok) return propose(check.nextPossible);

  let address: DeliveryAddress | null = null;
  if (change.address) {
    const postalCode = (change.address.postalCode ?? "").trim();
    const found = await placeOf(postalCode);
    if ("unknown" in found) return fieldError("postalCode", unknownPostalCodeMessage());
    if ("failed" in found) return { intent: "register" as const, result: submission.reply(), failed: true };
    address = toDeliveryAddress(change.address, found.place);
  }

  const { accountNo, titleCode } = target;
  try {
    const registered = await call("registerDeliveryChange", {
      body: {
        ariaAccountNo: accountNo,
        titleCode,
        type: change.type,
        from: change.from,
        to: change.to,
        openEnd: change.openEnd,
        address,
      },
    });
    return { intent: "register" as const, result: submission.reply({ resetForm: true }), registered };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const nextPossible = error.fields?.nextPossible?.[0];
      if (nextPossible && isIsoDate(nextPossible)) return propose(nextPossible);
      return fieldError("from", t`Avisen kan ikke endres fra denne dagen. Velg en annen dag.`);
    }
    if (error instanceof ApiError && error.status === 409) {
      return fieldError(
        "from",
        t`Perioden overlapper en endring du allerede har registrert. Velg andre datoer, eller trekk tilbake den andre endringen først.`,
      );
    }
    if (error instanceof ApiError && error.status === 400 && error.fields) {
      const known = [
        "type",
        "from",
        "to",
        "coname",
        "street",
        "streetNumber",
        "floor",
        "flatNumber",
        "postalCode",
      ];
      const fieldErrors: Record<string, string[]> = {};
      for (const path of Object.keys(error.fields)) {
        const field = path.replace(/^address\./, "");
        if (known.includes(field)) fieldErrors[field] = [t`Sjekk det du har fylt inn her.`];
      }
      if (Object.keys(fieldErrors).length > 0) {
        return { intent: "register" as const, result: submission.reply({ fieldErrors }) };
      }
    }
    return { intent: "register" as const, result: submission.reply(), failed: true };
  }
}

export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // Looking up a postal code changes nothing.
  if (formData?.get("intent") === "postalCode") return false;
  return defaultShouldRevalidate;
}

// ─── Screen ───────────────────────────────────────────────────────────────────────────────────────

export default function EndreAvisleveringRoute() {
  const { delivery, earliest } = useLoaderData<typeof clientLoader>();
  const heading = <Trans>Endre avislevering</Trans>;
  if (!delivery || !earliest) return <NotForThisSubscription heading={heading} />;
  return (
    <Page
      heading={heading}
      intro={
        <Trans>
          Stopp avisen mens du er borte, få den levert til en annen adresse en periode, eller flytt den til ny
          adresse.
        </Trans>
      }
    >
      <CurrentAddress delivery={delivery} />
      <RegisteredChanges changes={delivery.changes} />
      <ChangeForm delivery={delivery} earliest={earliest} />
    </Page>
  );
}

function NotForThisSubscription({ heading }: { heading: ReactNode }) {
  const { subscription } = useLoaderData<typeof clientLoader>();
  const paper = isPaper(subscription);
  return (
    <NotAvailable heading={heading}>
      {paper ? (
        <p>
          <Trans>
            Abonnementet ditt er sagt opp, så du kan ikke registrere nye endringer i leveringen. Trenger du
            hjelp, kontakt kundesenteret.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Endring av avislevering gjelder papirabonnement. Abonnementet ditt er digitalt, så du kan lese
            avisen hvor du er uten å endre noe.
          </Trans>
        </p>
      )}
    </NotAvailable>
  );
}

function CurrentAddress({ delivery }: { delivery: Delivery }) {
  return (
    <section aria-labelledby="leveringsadresse" className={own.card}>
      <h2 id="leveringsadresse">
        <Trans>Leveringsadresse</Trans>
      </h2>
      <p>
        <Trans>Avisen leveres nå til:</Trans>
      </p>
      <PostalAddress name={delivery.name} address={delivery.address} className={own.address} />
    </section>
  );
}

function RegisteredChanges({ changes }: { changes: DeliveryChange[] }) {
  const actionData = useActionData<typeof clientAction>();
  const withdrawal = actionData?.intent === "withdraw" ? actionData : undefined;
  const resumed = actionData?.intent === "resume" && "resumed" in actionData ? actionData.resumed : undefined;
  const resumedOn = resumed ? formatDate(resumed, __LOCALE__) : null;
  const upcoming = changes
    .filter((change) => change.status === "REGISTERED" || change.status === "ACTIVE")
    .sort((a, b) => a.from.localeCompare(b.from));
  return (
    <section aria-labelledby="registrerte-endringer" className={own.card}>
      <h2 id="registrerte-endringer">
        <Trans>Registrerte endringer</Trans>
      </h2>
      <div aria-live="polite">
        {withdrawal && "withdrawn" in withdrawal ? (
          <p className={formStyles.status}>
            <Trans>Endringen er trukket tilbake.</Trans>
          </p>
        ) : null}
        {resumedOn ? (
          <p className={formStyles.status}>
            <Trans>Avisen kommer igjen fra {resumedOn}.</Trans>
          </p>
        ) : null}
      </div>
      {withdrawal && "started" in withdrawal ? (
        <FormAlert>
          <p>
            <Trans>
              Endringen har allerede startet og kan ikke trekkes tilbake her. Kontakt kundesenteret hvis du
              vil endre den.
            </Trans>
          </p>
        </FormAlert>
      ) : null}
      {withdrawal && "failed" in withdrawal ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      {upcoming.length === 0 ? (
        <p>
          <Trans>Du har ingen registrerte endringer.</Trans>
        </p>
      ) : (
        <ul className={own.list}>
          {upcoming.map((change) => (
            <RegisteredChange key={change.id} change={change} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RegisteredChange({ change }: { change: DeliveryChange }) {
  const navigation = useNavigation();
  const withdrawing =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "withdraw" &&
    navigation.formData.get("id") === change.id;
  const summaryId = `endring-${change.id}`;
  const status = statusName(change.status);
  const address = change.address ? addressLine(change.address) : null;
  return (
    <li className={own.item}>
      <p id={summaryId} className={own.itemTitle}>
        <ChangeSummary change={change} />
      </p>
      {address ? (
        <p>
          <Trans>Leveres til: {address}</Trans>
        </p>
      ) : null}
      <p>
        <Trans>Status: {status}</Trans>
      </p>
      {change.openEnd && change.type !== "PERMANENT" ? <ResumeForm change={change} /> : null}
      {change.status === "REGISTERED" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="id" value={change.id} />
          <button
            type="submit"
            className={styles.secondary}
            disabled={withdrawing}
            aria-disabled={withdrawing}
            aria-describedby={summaryId}
          >
            <Trans>Trekk tilbake</Trans>
          </button>
        </Form>
      ) : (
        <p className={formStyles.description}>
          <Trans>Endringen har startet og kan ikke trekkes tilbake her.</Trans>
        </p>
      )}
    </li>
  );
}

/** For a change "til videre": the day the paper should come to the usual address again. */
function ResumeForm({ change }: { change: DeliveryChange }) {
  const { t } = useLingui();
  const { earliest } = useLoaderData<typeof clientLoader>();
  const actionData = useActionData<typeof clientAction>();
  const mine = actionData?.intent === "resume" && actionData.id === change.id ? actionData : undefined;
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "resume" &&
    navigation.formData.get("id") === change.id;
  const inputId = `gjenoppta-${change.id}`;
  const errorId = `${inputId}-feil`;
  const error = mine && "error" in mine ? mine.error : null;
  const min = earliest && earliest > change.from ? earliest : change.from;
  return (
    <Form method="post" className={own.row}>
      <input type="hidden" name="intent" value="resume" />
      <input type="hidden" name="id" value={change.id} />
      <div>
        <label htmlFor={inputId}>
          <Trans>Avisen skal komme igjen fra</Trans>
        </label>
        <input
          key={mine && "resumeOn" in mine ? mine.resumeOn : "start"}
          id={inputId}
          name="resumeOn"
          type="date"
          className={formStyles.input}
          min={min}
          defaultValue={mine && "resumeOn" in mine ? mine.resumeOn : (earliest ?? "")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <ErrorList id={errorId} errors={error ? [error] : []} />
      </div>
      {mine && "failed" in mine ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      <button type="submit" className={styles.secondary} disabled={saving} aria-disabled={saving}>
        {t`Lagre dato`}
      </button>
    </Form>
  );
}

function ChangeForm({ delivery, earliest }: { delivery: Delivery; earliest: string }) {
  const { t } = useLingui();
  const actionData = useActionData<typeof clientAction>();
  const registerData = actionData?.intent === "register" ? actionData : undefined;
  const [form, fields] = useForm({
    lastResult: registerData?.result,
    defaultValue: { from: earliest },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeSchema() }),
  });
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "register";

  // The place of the postal code, looked up as it is typed.
  const postal = usePostalLookup(fields.postalCode.value);

  const type = fields.type.value;
  const permanent = type === "PERMANENT";
  const openEnd = fields.openEnd.value === "on";
  // The latest proposed first day stays the from-field's key, so another action (a withdrawal)
  // does not mount the field afresh and lose what was typed since.
  const latestProposal = registerData && "proposal" in registerData ? registerData.proposal : null;
  const [proposal, setProposal] = useState(latestProposal);
  if (latestProposal && latestProposal !== proposal) setProposal(latestProposal);
  const registered = registerData && "registered" in registerData ? registerData.registered : null;
  const deadline = delivery.deadline.replace(":", ".");
  const earliestDate = formatDate(earliest, __LOCALE__);

  return (
    <section aria-labelledby="ny-endring" className={own.card}>
      <h2 id="ny-endring">
        <Trans>Registrer en endring</Trans>
      </h2>
      <div aria-live="polite">
        {registered ? (
          <p className={formStyles.status}>
            <Trans>
              Endringen er registrert: <ChangeSummary change={registered} />.
            </Trans>
          </p>
        ) : null}
      </div>
      {registerData && "failed" in registerData ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="deliveryDays" value={delivery.deliveryDays.join(",")} />
        <input type="hidden" name="deadline" value={delivery.deadline} />
        <RadioGroup
          meta={fields.type}
          legend={<Trans>Hva vil du endre?</Trans>}
          options={CHANGE_TYPES.map((value) => ({ value, label: changeTypeChoice(value) }))}
        />
        <div className={own.row}>
          <DateField
            meta={fields.from}
            label={<Trans>Første dag</Trans>}
            description={
              <Trans>
                Endringer må registreres før kl. {deadline} dagen før en utgivelsesdag. Tidligste dag du kan
                velge nå, er {earliestDate}.
              </Trans>
            }
            min={earliest}
            inputKey={proposal?.key}
            defaultValue={proposal?.from}
          />
          <div hidden={permanent}>
            <DateField
              meta={fields.to}
              label={<Trans>Siste dag</Trans>}
              min={fields.from.value || earliest}
              disabled={openEnd}
            />
            <div className={formStyles.radio}>
              <input
                {...getInputProps(fields.openEnd, { type: "checkbox" })}
                aria-describedby={`${fields.openEnd.id}-beskrivelse`}
              />
              <label htmlFor={fields.openEnd.id}>
                <Trans>Til videre</Trans>
                <span id={`${fields.openEnd.id}-beskrivelse`} className={formStyles.description}>
                  <Trans>Når du ikke vet ennå når endringen skal slutte.</Trans>
                </span>
              </label>
            </div>
          </div>
        </div>
        {/* Hidden, not removed, for a stop: what was typed is still there when the type changes back. */}
        <fieldset className={own.group} hidden={!needsAddress(type)}>
          <legend>
            <Trans>Hvor skal avisen leveres?</Trans>
          </legend>
          <AddressFields fields={fields} {...postal} />
        </fieldset>
        <button type="submit" className={styles.primary} disabled={submitting} aria-disabled={submitting}>
          {submitting ? t`Registrerer …` : t`Registrer endringen`}
        </button>
      </Form>
    </section>
  );
}

function DateField({
  meta,
  label,
  description,
  min,
  disabled,
  inputKey,
  defaultValue,
}: {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  description?: ReactNode;
  min?: string;
  disabled?: boolean;
  /** A new key mounts the input afresh with `defaultValue` (a proposed date). */
  inputKey?: string;
  defaultValue?: string;
}) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={meta.id}>{label}</label>
      {description ? (
        <p id={meta.descriptionId} className={formStyles.description}>
          {description}
        </p>
      ) : null}
      <input
        {...getInputProps(meta, {
          type: "date",
          ariaDescribedBy: description ? meta.descriptionId : undefined,
        })}
        key={inputKey}
        defaultValue={defaultValue ?? meta.initialValue}
        min={min}
        disabled={disabled}
        className={formStyles.input}
      />
      <ErrorList id={meta.errorId} errors={meta.errors ?? []} />
    </div>
  );
}
