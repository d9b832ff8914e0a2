// The parts of /varsler (docs/decisions/080): what is always sent and why, each kind's channels, the
// newsletters, and marketing as the consent it is. Each form saves at once and says so beside itself.
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import type { MessageKind, MessagePreferences } from "#app/api/contract/messages.ts";
import { FormFailures, RadioGroup, SubmitButton } from "#app/components/form.tsx";
import { LinkLine } from "#app/components/links.tsx";
import { NamedSection } from "#app/components/named-section.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { SentStatus } from "#app/components/sent-status.tsx";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { saveKind, saveMarketing, saveNewsletter } from "./intents.ts";
import { CHANNEL_CHOICES, channelText, choiceOf, kindAbout, kindName, kindPhrase } from "./words.ts";

export function AlwaysSent() {
  return (
    <NamedSection id="alltid" heading={<Trans>Dette får du alltid</Trans>} className={own.card}>
      <p>
        <Trans>
          Noen meldinger må vi sende, fordi loven krever det eller fordi de er en del av avtalen din. De kan
          ikke slås av:
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>kvittering når du kjøper noe</Trans>
        </li>
        <li>
          <Trans>bekreftelse når du sier opp</Trans>
        </li>
        <li>
          <Trans>varsel om ny pris, før den gjelder</Trans>
        </li>
        <li>
          <Trans>beskjed når noen får fullmakt på dine vegne</Trans>
        </li>
      </ul>
    </NamedSection>
  );
}

export function KindForm({
  kind,
  email,
  sms,
  phone,
}: {
  kind: MessageKind;
  email: boolean;
  sms: boolean;
  /** Without a phone number, SMS is not offered. */
  phone: boolean;
}) {
  const { t } = useLingui();
  const { form, fields, formProps, hidden, pending, failed, answer } = useIntentForm(saveKind, {
    id: `varsel-${kind}`,
    match: { kind },
    defaultValue: { kind, channels: choiceOf({ email, sms }) },
  });
  const name = kindName(kind);
  const saved = answer ? channelText(answer.channels) : null;
  const choices = CHANNEL_CHOICES.filter((choice) => phone || choice === "email" || choice === "none");
  return (
    <NamedSection id={`varsel-${kind}-navn`} heading={name} className={own.card}>
      <p>{kindAbout(kind)}</p>
      <FormFailures failed={failed} errors={form.errors} />
      <Form {...formProps}>
        {hidden}
        <input type="hidden" name="kind" value={kind} />
        <RadioGroup
          meta={fields.channels}
          legend={<Trans>Hvordan vil du få dem?</Trans>}
          options={choices.map((choice) => ({ value: choice, label: channelText(choice) }))}
        />
        {phone ? null : (
          <p className={formStyles.description}>
            <Trans>Vil du få SMS, legger du inn mobilnummeret ditt i profilen.</Trans>
          </p>
        )}
        <SubmitButton pending={pending} className={styles.secondary}>
          {t`Lagre`}
          {/* Each kind has its button: a screen reader's list of buttons says which. */}
          <span className="visually-hidden"> {kindPhrase(kind)}</span>
        </SubmitButton>
      </Form>
      <SentStatus>
        {saved ? (
          <Trans>
            Lagret. {name}: {saved}.
          </Trans>
        ) : null}
      </SentStatus>
    </NamedSection>
  );
}

export function Newsletters({ newsletters }: { newsletters: MessagePreferences["newsletters"] }) {
  if (newsletters.length === 0) return null;
  return (
    <NamedSection id="nyhetsbrev" heading={<Trans>Nyhetsbrev</Trans>} className={own.card}>
      <ul className={own.list}>
        {newsletters.map((newsletter) => (
          <NewsletterRow key={newsletter.newsletterId} newsletter={newsletter} />
        ))}
      </ul>
    </NamedSection>
  );
}

function NewsletterRow({ newsletter }: { newsletter: MessagePreferences["newsletters"][number] }) {
  const { t } = useLingui();
  const { form, formProps, hidden, pending, failed, answer } = useIntentForm(saveNewsletter, {
    id: `nyhetsbrev-${newsletter.newsletterId}`,
    match: { newsletterId: newsletter.newsletterId },
  });
  const name = newsletter.name;
  return (
    <li className={own.item}>
      <h3>{name}</h3>
      <p>{newsletter.description}</p>
      <FormFailures failed={failed} errors={form.errors} />
      <Form {...formProps}>
        {hidden}
        <input type="hidden" name="newsletterId" value={newsletter.newsletterId} />
        <input type="hidden" name="subscribed" value={newsletter.subscribed ? "nei" : "ja"} />
        <p>{newsletter.subscribed ? <Trans>Du får {name}.</Trans> : <Trans>Du får ikke {name}.</Trans>}</p>
        <SubmitButton pending={pending} className={styles.secondary}>
          {newsletter.subscribed ? t`Meld meg av ${name}` : t`Meld meg på ${name}`}
        </SubmitButton>
      </Form>
      <SentStatus>
        {answer ? (
          answer.subscribed ? (
            <Trans>Du er meldt på {name}.</Trans>
          ) : (
            <Trans>Du er meldt av {name}.</Trans>
          )
        ) : null}
      </SentStatus>
    </li>
  );
}

/** Marketing is the consent the reader gave: changed here or in the privacy settings, the same. */
export function Marketing({ marketing, titleName }: { marketing: boolean | null; titleName: string }) {
  const { t } = useLingui();
  const { form, formProps, hidden, pending, failed, answer } = useIntentForm(saveMarketing);
  const on = answer ? answer.marketing : Boolean(marketing);
  return (
    <NamedSection id="tilbud" heading={<Trans>Tilbud og nyheter fra avisen</Trans>} className={own.card}>
      <p>
        <Trans>
          Dette er samtykket ditt til at {titleName} kan sende deg tilbud og nyheter. Det er det samme valget
          som i personverninnstillingene, så endrer du det her, endres det der også.
        </Trans>
      </p>
      <p>{on ? <Trans>Du får tilbud og nyheter.</Trans> : <Trans>Du får ikke tilbud og nyheter.</Trans>}</p>
      <FormFailures failed={failed} errors={form.errors} />
      <Form {...formProps}>
        {hidden}
        <input type="hidden" name="marketing" value={on ? "nei" : "ja"} />
        <SubmitButton pending={pending} className={styles.secondary}>
          {on ? t`Nei takk, ingen tilbud` : t`Ja, send meg tilbud og nyheter`}
        </SubmitButton>
      </Form>
      <SentStatus>
        {answer ? (
          answer.marketing ? (
            <Trans>Lagret: du får tilbud og nyheter.</Trans>
          ) : (
            <Trans>Lagret: du får ikke tilbud og nyheter.</Trans>
          )
        ) : null}
      </SentStatus>
      <LinkLine to="/personverninnstillinger">
        <Trans>Alle personverninnstillingene</Trans>
      </LinkLine>
    </NamedSection>
  );
}
