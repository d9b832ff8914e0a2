// The screens of the student (pupil) verification journey (./journey.ts): the e-mail, the code with
// a visible cool-down before a new one, the confirmation with the profile, and the refusals of
// SPEC §8 — each with its own Norwegian message and next step, at the field where it belongs.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useKeptDraft } from "#app/forms/use-kept-draft.ts";
import { CallFailed, CustomerCentreContact } from "#app/components/call-failed.tsx";
import { Field, FormAlert } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { osloToday } from "#app/domain/oslo-date.ts";
import { CODE_LIFETIME_MINUTES, secondsUntilResend, type SchoolKind } from "#app/domain/student.ts";
import { currentTitle } from "#app/title/current-title.ts";
import {
  codeSchema,
  emailSchema,
  profileSchema,
  type VerificationAnswer,
  type VerificationData,
} from "./journey.ts";

export function Verification({
  data,
  answer,
}: {
  data: VerificationData;
  answer: VerificationAnswer | undefined;
}) {
  const refused = answer && "refused" in answer ? answer.refused : undefined;
  if (data.view === "has-subscription" || refused === "has-subscription")
    return <HasSubscription kind={data.kind} />;
  if (data.view === "already-student" || refused === "already-student")
    return <AlreadyStudent kind={data.kind} />;
  if (data.view === "too-young") return <TooYoung />;
  if (data.view === "profile")
    return <ProfileStep data={data} answer={answer?.intent === "profile" ? answer : undefined} />;
  if (data.view === "code") return <CodeStep data={data} answer={answer} />;
  return <EmailStep data={data} answer={answer?.intent === "send" ? answer : undefined} />;
}

function Heading({ kind }: { kind: SchoolKind }) {
  return kind === "pupil" ? <Trans>Bekreft at du er elev</Trans> : <Trans>Bekreft at du er student</Trans>;
}

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** What a failed call or a refusal without a next step says, above the form. */
function Trouble({ answer }: { answer: VerificationAnswer | undefined }) {
  if (!answer) return null;
  if ("failed" in answer && answer.failed)
    return (
      <FormAlert>
        <CallFailed />
      </FormAlert>
    );
  if (!("trouble" in answer) || !answer.trouble) return null;
  return (
    <FormAlert>
      <p>
        {answer.trouble === "no-user" ? (
          <Trans>Vi fant ikke brukeren din hos oss. Logg ut og inn igjen, og prøv på nytt.</Trans>
        ) : answer.trouble === "missing-values" ? (
          <Trans>Det manglet noen opplysninger da vi skulle sjekke dette. Prøv igjen.</Trans>
        ) : (
          <Trans>Noe gikk galt. Prøv igjen om litt.</Trans>
        )}
      </p>
      <CustomerCentreContact />
    </FormAlert>
  );
}

// ─── Step 1: the school e-mail ───────────────────────────────────────────────────────────────────

type EmailData = Extract<VerificationData, { view: "email" }>;
type CodeData = Extract<VerificationData, { view: "code" }>;
type ProfileData = Extract<VerificationData, { view: "profile" }>;

function EmailStep({ data, answer }: { data: EmailData; answer: VerificationAnswer | undefined }) {
  const { t } = useLingui();
  const { kind } = data;
  const [form, fields] = useForm({
    lastResult: useKeptDraft(answer && "result" in answer ? answer.result : undefined),
    defaultValue: { email: data.email },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: emailSchema(kind, data.askBirthdate, osloToday()) }),
  });
  const sending = useSubmitting("send");
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
      <Trouble answer={answer} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="key" value={data.key} />
        <Field
          meta={fields.email}
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
        {data.askBirthdate ? (
          <Field
            meta={fields.birthdate}
            type="date"
            autoComplete="bday"
            label={<Trans>Fødselsdato</Trans>}
            description={<Trans>Du må være 18 år for å bestille abonnement selv.</Trans>}
          />
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={sending} aria-disabled={sending}>
            {sending ? t`Sender kode …` : t`Send kode`}
          </button>
        </div>
      </Form>
    </Page>
  );
}

// ─── Step 2: the code ────────────────────────────────────────────────────────────────────────────

function CodeStep({ data, answer }: { data: CodeData; answer: VerificationAnswer | undefined }) {
  const { t } = useLingui();
  const { kind, email } = data;
  const verifyAnswer = answer?.intent === "verify" ? answer : undefined;
  const [form, fields] = useForm({
    lastResult: useKeptDraft(verifyAnswer && "result" in verifyAnswer ? verifyAnswer.result : undefined),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: codeSchema() }),
  });
  const verifying = useSubmitting("verify");
  const expired = Boolean(verifyAnswer && "expired" in verifyAnswer && verifyAnswer.expired);
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
      <Trouble answer={answer} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="key" value={data.key} />
        <input type="hidden" name="email" value={email} />
        <Field
          meta={fields.code}
          label={<Trans>Kode fra e-posten</Trans>}
          description={<Trans>Seks sifre. Finner du ikke e-posten, se i søppelposten.</Trans>}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={verifying} aria-disabled={verifying}>
            {verifying ? t`Sjekker koden …` : t`Bekreft koden`}
          </button>
        </div>
      </Form>
      <NewCode data={data} expired={expired} />
      <p>
        <Link to={`?epost=${encodeURIComponent(email)}`}>
          <Trans>Skrev du feil e-postadresse? Bruk en annen.</Trans>
        </Link>
      </p>
    </Page>
  );
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
  const resending = useSubmitting("resend");
  const blocked = left > 0 || resending;
  return (
    <Form method="post" className={own.group}>
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="key" value={data.key} />
      <input type="hidden" name="email" value={data.email} />
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

function ProfileStep({ data, answer }: { data: ProfileData; answer: VerificationAnswer | undefined }) {
  const { t } = useLingui();
  const { account, planName } = data;
  const [form, fields] = useForm({
    lastResult: useKeptDraft(answer && "result" in answer ? answer.result : undefined),
    defaultValue: {
      givenName: account.givenName ?? "",
      familyName: account.familyName ?? "",
      phoneNumber: account.phoneNumber ?? "",
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema() }),
  });
  const saving = useSubmitting("profile");
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
      <Trouble answer={answer} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="profile" />
        <h2>
          <Trans>Om deg</Trans>
        </h2>
        <div className={own.row}>
          <Field meta={fields.givenName} label={<Trans>Fornavn</Trans>} autoComplete="given-name" />
          <Field meta={fields.familyName} label={<Trans>Etternavn</Trans>} autoComplete="family-name" />
        </div>
        <Field
          meta={fields.phoneNumber}
          label={<Trans>Telefonnummer</Trans>}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={saving} aria-disabled={saving}>
            {saving ? t`Lagrer …` : t`Lagre og fullfør`}
          </button>
        </div>
      </Form>
    </Page>
  );
}

// ─── Refusals ────────────────────────────────────────────────────────────────────────────────────

function Refusal({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <Page heading={heading}>
      <div role="alert">{children}</div>
      <p className={styles.actions}>
        <Link to="/" className={styles.primary}>
          <Trans>Gå til forsiden</Trans>
        </Link>
      </p>
    </Page>
  );
}

/** ARIA_ACTIVE: already has an active subscription. */
function HasSubscription({ kind }: { kind: SchoolKind }) {
  const name = currentTitle().name;
  return (
    <Refusal heading={<Trans>Du har allerede et abonnement</Trans>}>
      <p>
        {kind === "pupil" ? (
          <Trans>
            Du har allerede et aktivt abonnement på {name}, så du kan ikke få elevtilbudet i tillegg. På
            forsiden ser du abonnementet ditt.
          </Trans>
        ) : (
          <Trans>
            Du har allerede et aktivt abonnement på {name}, så du kan ikke få studenttilbudet i tillegg. På
            forsiden ser du abonnementet ditt.
          </Trans>
        )}
      </p>
    </Refusal>
  );
}

/** USER_EXIST_ACTIVE: the student subscription already exists. */
function AlreadyStudent({ kind }: { kind: SchoolKind }) {
  return (
    <Refusal
      heading={
        kind === "pupil" ? (
          <Trans>Du har allerede elevabonnement</Trans>
        ) : (
          <Trans>Du har allerede studentabonnement</Trans>
        )
      }
    >
      <p>
        <Trans>
          Abonnementet ditt er aktivt, og du trenger ikke bekrefte noe nå. På forsiden ser du detaljene.
        </Trans>
      </p>
    </Refusal>
  );
}

/** SPEC §5: buying needs age 18. */
function TooYoung() {
  return (
    <Page heading={<Trans>Du må være 18 år for å bestille</Trans>}>
      <p role="alert">
        <Trans>
          Elevabonnementet kan bare bestilles av den som er 18 år eller eldre. En forelder eller foresatt kan
          bestille abonnement for deg.
        </Trans>
      </p>
      <CustomerCentreContact />
    </Page>
  );
}
