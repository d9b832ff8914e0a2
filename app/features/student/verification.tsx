// The screens of the student (pupil) verification journey (./journey.ts): the e-mail, the code with
// a visible cool-down before a new one, the confirmation with the profile, and the refusals of
// SPEC §8 — each with its own Norwegian message and next step, at the field where it belongs.
import { sendFailed } from "#app/forms/intent.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ComponentProps } from "react";
import { Form } from "react-router";
import { CustomerCentreContact } from "#app/components/customer-centre.tsx";
import {
  CallFailedAlert,
  Field,
  FormActions,
  FormAlert,
  NameFields,
  PhoneField,
} from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { osloToday } from "#app/domain/oslo-date.ts";
import { CODE_LIFETIME_MINUTES, secondsUntilResend, type SchoolKind } from "#app/domain/student.ts";
import { useIntentForm, useReply } from "#app/forms/use-intent-form.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import {
  registrationParams,
  type Refusal,
  type Trouble as TroubleKind,
  type VerificationData,
} from "./journey.ts";
import { AlreadyStudent, HasSubscription, TooYoung } from "./refusals.tsx";
import {
  emailSchema,
  profile,
  register,
  registerSchema,
  resend,
  saidExpired,
  send,
  verify,
} from "./intents.ts";

/** What an intent answered when the platform said no without pointing at a field. */
interface Outright {
  refused?: Refusal;
  trouble?: TroubleKind;
}
type AnyReply = { status: number; data?: Outright | null } | undefined;

const outrightOf = (reply: AnyReply): Outright | undefined =>
  reply?.status === 200 ? (reply.data ?? undefined) : undefined;

export function Verification({ data }: { data: VerificationData }) {
  const replies = [useReply(send), useReply(register), useReply(verify), useReply(resend)];
  const refused = replies.map(outrightOf).find((outright) => outright?.refused)?.refused;
  if (data.view === "has-subscription" || refused === "has-subscription")
    return <HasSubscription kind={data.kind} />;
  if (data.view === "already-student" || refused === "already-student")
    return <AlreadyStudent kind={data.kind} />;
  if (data.view === "too-young") return <TooYoung />;
  if (data.view === "profile") return <ProfileStep data={data} />;
  if (data.view === "code") return <CodeStep data={data} />;
  if (data.view === "register") return <RegisterStep data={data} />;
  return <EmailStep data={data} />;
}

function Heading({ kind }: { kind: SchoolKind }) {
  return kind === "pupil" ? <Trans>Bekreft at du er elev</Trans> : <Trans>Bekreft at du er student</Trans>;
}

/** What a failed call or a refusal without a next step says, above the form. */
function Trouble({ reply }: { reply: AnyReply }) {
  if (sendFailed(reply)) return <CallFailedAlert />;
  const trouble = outrightOf(reply)?.trouble;
  if (!trouble) return null;
  return (
    <FormAlert>
      <p>
        {trouble === "no-user" ? (
          <Trans>Vi fant ikke brukeren din hos oss. Logg ut og inn igjen, og prøv på nytt.</Trans>
        ) : trouble === "missing-values" ? (
          <Trans>Det manglet noen opplysninger da vi skulle sjekke dette. Prøv igjen.</Trans>
        ) : (
          <Trans>Noe gikk galt. Prøv igjen om litt.</Trans>
        )}
      </p>
      <CustomerCentreContact lead="retry" />
    </FormAlert>
  );
}

/** The school e-mail, the same field whether the student has an account yet or not. */
function SchoolEmailField({ meta, kind }: { meta: ComponentProps<typeof Field>["meta"]; kind: SchoolKind }) {
  return (
    <Field
      meta={meta}
      type="email"
      autoComplete="email"
      inputMode="email"
      label={kind === "pupil" ? <Trans>E-postadresse fra skolen</Trans> : <Trans>Student-e-post</Trans>}
      description={
        kind === "pupil" ? (
          <Trans>For eksempel navn@elev.afk.no. Private e-postadresser kan ikke brukes.</Trans>
        ) : (
          <Trans>For eksempel navn@stud.ntnu.no. Private e-postadresser kan ikke brukes.</Trans>
        )
      }
    />
  );
}

// ─── Step 1: the school e-mail ───────────────────────────────────────────────────────────────────

type EmailData = Extract<VerificationData, { view: "email" }>;
type RegisterData = Extract<VerificationData, { view: "register" }>;
type CodeData = Extract<VerificationData, { view: "code" }>;
type ProfileData = Extract<VerificationData, { view: "profile" }>;

function EmailStep({ data }: { data: EmailData }) {
  const { t } = useLingui();
  const { kind } = data;
  const { fields, formProps, hidden, pending, reply } = useIntentForm(send, {
    schema: emailSchema(kind, data.askBirthdate, osloToday()),
    defaultValue: { email: data.email },
  });
  return (
    <Page
      heading={<Heading kind={kind} />}
      intro={
        kind === "pupil" ? (
          <Trans>
            Skriv inn e-postadressen du har fra den videregående skolen din. Vi sender deg en kode for å
            bekrefte at du er elev.
          </Trans>
        ) : (
          <Trans>
            Skriv inn e-postadressen du har fra universitetet eller høyskolen din. Vi sender deg en kode for å
            bekrefte at du er student.
          </Trans>
        )
      }
    >
      <Trouble reply={reply} />
      <Form {...formProps}>
        {hidden}
        <SchoolEmailField meta={fields.email} kind={kind} />
        {data.askBirthdate ? (
          <Field
            meta={fields.birthdate}
            type="date"
            autoComplete="bday"
            label={<Trans>Fødselsdato</Trans>}
            description={<Trans>Du må være 18 år for å bestille abonnement selv.</Trans>}
          />
        ) : null}
        <FormActions pending={pending} sending={t`Sender kode …`}>
          {t`Send kode`}
        </FormActions>
      </Form>
    </Page>
  );
}

// ─── Step 1 without an account: the school e-mail and the names (docs/decisions/036) ──────────────

function RegisterStep({ data }: { data: RegisterData }) {
  const { t } = useLingui();
  const name = currentTitle().name;
  const { fields, formProps, hidden, pending, reply } = useIntentForm(register, {
    schema: registerSchema(),
    defaultValue: { email: data.email, givenName: data.givenName, familyName: data.familyName },
  });
  return (
    <Page
      heading={<Heading kind={data.kind} />}
      intro={
        <Trans>
          Du har ingen kundekonto hos {name} ennå. Skriv inn e-postadressen du har fra universitetet eller
          høyskolen din, og navnet ditt. Vi sender deg en kode. Når du har bekreftet koden, oppretter vi
          kontoen din og starter studentabonnementet.
        </Trans>
      }
    >
      <Trouble reply={reply} />
      <Form {...formProps}>
        {hidden}
        <SchoolEmailField meta={fields.email} kind="student" />
        <div className={own.row}>
          <NameFields givenName={fields.givenName} familyName={fields.familyName} />
        </div>
        <FormActions pending={pending} sending={t`Sender kode …`}>
          {t`Send kode`}
        </FormActions>
      </Form>
    </Page>
  );
}

// ─── Step 2: the code ────────────────────────────────────────────────────────────────────────────

function CodeStep({ data }: { data: CodeData }) {
  const { t } = useLingui();
  const { kind, email } = data;
  const { fields, formProps, hidden, pending, reply } = useIntentForm(verify);
  const resent = useReply(resend);
  const expired = saidExpired(reply);
  return (
    <Page heading={<Heading kind={kind} />}>
      <div aria-live="polite">
        <p className={data.resent ? formStyles.status : undefined}>
          {data.resent ? (
            <Trans>Vi har sendt en ny kode til {email}.</Trans>
          ) : (
            <Trans>Vi har sendt en kode til {email}.</Trans>
          )}{" "}
          <Trans>Koden gjelder i {CODE_LIFETIME_MINUTES} minutter.</Trans>
        </p>
      </div>
      <Trouble reply={reply ?? resent} />
      <Form {...formProps}>
        {hidden}
        <input type="hidden" name="email" value={email} />
        <Field
          meta={fields.code}
          label={<Trans>Kode fra e-posten</Trans>}
          description={<Trans>Seks sifre. Finner du ikke e-posten, se i søppelposten.</Trans>}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <FormActions pending={pending} sending={t`Sjekker koden …`}>
          {t`Bekreft koden`}
        </FormActions>
      </Form>
      <NewCode data={data} expired={expired} />
      <LinkLine to={otherAddressLink(data)}>
        <Trans>Skrev du feil e-postadresse? Bruk en annen.</Trans>
      </LinkLine>
    </Page>
  );
}

/** Back to the e-mail step with what was typed (a registration's names too). */
function otherAddressLink(data: CodeData) {
  const params = new URLSearchParams({ epost: data.email });
  if (data.registration)
    for (const [name, value] of Object.entries(registrationParams(data.registration)))
      params.set(name, value);
  return `?${params.toString()}`;
}

/**
 * "Send a new code", after a visible cool-down so the first e-mail has time to arrive; at once when
 * the platform said the code is no longer active (INVALID_CODE).
 */
function NewCode({ data, expired }: { data: CodeData; expired: boolean }) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  const left = expired ? 0 : secondsUntilResend(data.sentAt, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  const { formProps, hidden, pending: resending } = useIntentForm(resend);
  const blocked = left > 0 || resending;
  return (
    <Form {...formProps} className={own.group}>
      {hidden}
      <input type="hidden" name="email" value={data.email} />
      {data.registration ? (
        <>
          <input type="hidden" name="givenName" value={data.registration.givenName} />
          <input type="hidden" name="familyName" value={data.registration.familyName} />
        </>
      ) : null}
      {expired ? (
        <p>
          <Trans>Koden er ikke lenger aktiv. Be om en ny kode, så sender vi den til samme adresse.</Trans>
        </p>
      ) : (
        <p id="ny-kode-vent">
          {left > 0 ? (
            <Trans>Fikk du ikke koden? Du kan be om en ny om {left} sekunder.</Trans>
          ) : (
            <Trans>Fikk du ikke koden? Be om en ny.</Trans>
          )}
        </p>
      )}
      <button
        type="submit"
        className={expired ? styles.primary : styles.secondary}
        disabled={blocked}
        aria-disabled={blocked}
        aria-describedby={expired ? undefined : "ny-kode-vent"}
      >
        {resending ? t`Sender ny kode …` : t`Send ny kode`}
      </button>
    </Form>
  );
}

// ─── Step 3 and 4: confirmed, and the profile ────────────────────────────────────────────────────

function ProfileStep({ data }: { data: ProfileData }) {
  const { t } = useLingui();
  const { account, planName } = data;
  const { fields, formProps, hidden, pending, reply } = useIntentForm(profile, {
    defaultValue: {
      givenName: account.givenName ?? "",
      familyName: account.familyName ?? "",
      phoneNumber: account.phoneNumber ?? "",
    },
  });
  return (
    <Page
      heading={
        data.kind === "pupil" ? (
          <Trans>Du er bekreftet som elev</Trans>
        ) : (
          <Trans>Du er bekreftet som student</Trans>
        )
      }
      intro={<Trans>Abonnementet {planName} er startet. Til slutt: sjekk at profilen din stemmer.</Trans>}
    >
      <Trouble reply={reply} />
      <Form {...formProps}>
        {hidden}
        <h2>
          <Trans>Om deg</Trans>
        </h2>
        <div className={own.row}>
          <NameFields givenName={fields.givenName} familyName={fields.familyName} />
        </div>
        <PhoneField meta={fields.phoneNumber} />
        <FormActions pending={pending} sending={t`Lagrer …`}>
          {t`Lagre og fullfør`}
        </FormActions>
      </Form>
    </Page>
  );
}
