// Inviting employees (SPEC §2 Business admin, §5): the two ways to give addresses — pasted, or the
// first column of an uploaded .xlsx/.csv read in the browser — then their review, then what was sent.
// The intents are in ./intents.ts.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import type { Company, InvitationResult } from "#app/api/business.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { CallFailedAlert, ErrorList, FormAlert, SubmitButton, TextAreaField } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { LinkLine } from "#app/components/links.tsx";
import styles from "#app/components/page.module.css";
import { addressesToSend, type ReviewLine } from "#app/domain/business-invitations.ts";
import { useIntentForm, useReply } from "#app/forms/use-intent-form.tsx";
import { invite, reviewField, reviewFile, reviewPasted, type InviteAnswer, type Review } from "./intents.ts";
import { readSpreadsheet } from "./read-spreadsheet.ts";
import { resultText, verdictText } from "./words.ts";
import business from "./business.module.css";

type SendingForm = ReturnType<typeof useIntentForm<typeof invite>>;

/** What the last of the section's intents answered, if it did. */
function useAnswer(sending: SendingForm): InviteAnswer | undefined {
  const pasted = useReply(reviewPasted);
  const file = useReply(reviewFile);
  for (const reply of [pasted, file, sending.reply]) if (reply?.status === 200) return reply.data;
  return undefined;
}

/** The section: the two ways to give addresses, then their review, then what was sent. */
export function InviteSection({ company }: { company: Company }) {
  // The sending form lives here: it takes back a list kept while signing in again (ADR 024).
  const sending = useIntentForm(invite);
  const answer = useAnswer(sending);
  // Sending failed: the review is shown again as it was sent, to try once more.
  const sent = sending.failed ? reviewField.safeParse(sending.reply?.result.initialValue?.review) : null;
  const reviewed = answer?.review ?? (sent?.success ? sent.data : null);
  const results = answer?.results ?? null;
  // Back from signing in while sending: the addresses are in the paste form again, to review anew.
  const kept = sending.reply ? undefined : sending.form.initialValue?.addresses;
  const emailDomain = company.emailDomain;
  return (
    <section className={business.section} aria-labelledby="inviter">
      <h2 id="inviter">
        <Trans>Inviter ansatte</Trans>
      </h2>
      {answer?.notAdmin ? (
        <FormAlert>
          <p>
            <Trans>
              Du er ikke lenger administrator for bedriftsabonnementet, så vi kan ikke sende invitasjoner.
            </Trans>
          </p>
        </FormAlert>
      ) : null}
      {results && reviewed ? (
        <InviteResults review={reviewed} results={results} />
      ) : reviewed ? (
        <ReviewList review={reviewed} sending={sending} />
      ) : (
        <>
          <p>
            <Trans>
              Bare adresser på bedriftens domene ({emailDomain}) kan inviteres. Du ser over adressene før noe
              blir sendt.
            </Trans>
          </p>
          <PasteForm kept={typeof kept === "string" ? kept : undefined} />
          <UploadForm />
        </>
      )}
    </section>
  );
}

function PasteForm({ kept }: { kept: string | undefined }) {
  const { t } = useLingui();
  const { fields, formProps, hidden, pending, failed } = useIntentForm(reviewPasted, {
    defaultValue: kept === undefined ? undefined : { addresses: kept },
  });
  return (
    <Form {...formProps} className={business.subsection}>
      <h3>
        <Trans>Skriv eller lim inn adresser</Trans>
      </h3>
      {failed ? <CallFailedAlert /> : null}
      {hidden}
      <TextAreaField
        meta={fields.addresses}
        label={<Trans>E-postadresser</Trans>}
        description={<Trans>Skill adressene med komma, semikolon, mellomrom eller linjeskift.</Trans>}
      />
      <SubmitButton pending={pending} sending={t`Ser over …`}>{t`Se over adressene`}</SubmitButton>
    </Form>
  );
}

/**
 * The file is read here, in the browser, and only its addresses are sent (as JSON), so this form is
 * not conform's: it sends the intent's fields with what the file held.
 */
function UploadForm() {
  const { t } = useLingui();
  const submit = useSubmit();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const { hidden, pending, failed } = useIntentForm(reviewFile);
  const submitting = pending || reading;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem("file") as HTMLInputElement).files?.[0];
    if (!file) {
      setError(t`Velg en fil`);
      return;
    }
    setReading(true);
    const read = await readSpreadsheet(file);
    setReading(false);
    if (read.kind === "unsupported")
      return setError(t`Filen må være et Excel-regneark (.xlsx) eller en .csv-fil.`);
    if (read.kind === "too-large") return setError(t`Filen er for stor. Den kan være på høyst 5 MB.`);
    if (read.kind === "unreadable")
      return setError(t`Vi fikk ikke lest filen. Lagre den på nytt som .xlsx eller .csv og prøv igjen.`);
    if (read.sheet.candidates.length === 0)
      return setError(t`Vi fant ingen e-postadresser i første kolonne av filen.`);
    setError(null);
    // The intent's own fields, and the file's name and addresses instead of the file.
    const data = new FormData(form);
    data.delete("file");
    data.set("fileName", file.name);
    data.set("sheet", JSON.stringify(read.sheet));
    await submit(data, { method: "post" });
  }

  const errorId = `${id}-feil`;
  const descriptionId = `${id}-beskrivelse`;
  return (
    <form method="post" onSubmit={onSubmit} className={business.subsection} noValidate>
      {hidden}
      <h3>
        <Trans>Last opp et regneark</Trans>
      </h3>
      {failed ? <CallFailedAlert /> : null}
      <div className={formStyles.field}>
        <label htmlFor={`${id}-fil`}>
          <Trans>Regneark med e-postadresser</Trans>
        </label>
        <p id={descriptionId} className={formStyles.description}>
          <Trans>
            Excel (.xlsx) eller .csv. Vi leser e-postadressene i første kolonne, med eller uten overskrift.
            Tomme rader hoppes over. Filen leses bare i nettleseren din.
          </Trans>
        </p>
        <input
          id={`${id}-fil`}
          type="file"
          name="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          aria-describedby={`${descriptionId} ${errorId}`}
          aria-invalid={error ? true : undefined}
          onChange={() => setError(null)}
          className={business.file}
        />
        <ErrorList id={errorId} errors={error ? [error] : []} />
      </div>
      <SubmitButton pending={submitting} sending={t`Leser filen …`}>{t`Les inn filen`}</SubmitButton>
    </form>
  );
}

/** Focuses a heading when it appears, so keyboard and screen-reader users land on the new step. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function ReviewList({
  review,
  sending: { formProps, hidden, pending, failed },
}: {
  review: Review;
  sending: SendingForm;
}) {
  const { t } = useLingui();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { search } = useLocation();
  const toSend = addressesToSend(review.lines).length;
  const skipped = review.lines.length - toSend;
  const fileName = review.fileName ?? "";
  const emptyRows = review.emptyRows.join(", ");
  return (
    <div>
      <h3 ref={heading} tabIndex={-1}>
        <Trans>Se over før du sender</Trans>
      </h3>
      {review.fileName ? (
        <p>
          <Trans>Fra filen {fileName}.</Trans>{" "}
          {review.headerRow ? <Trans>Første rad er en overskrift og er hoppet over.</Trans> : null}
        </p>
      ) : null}
      <p>
        <Plural value={toSend} one="# adresse blir invitert." other="# adresser blir invitert." />{" "}
        {skipped > 0 ? (
          <Plural
            value={skipped}
            one="# adresse blir ikke invitert, se hvorfor i listen."
            other="# adresser blir ikke invitert, se hvorfor i listen."
          />
        ) : null}
      </p>
      {review.emptyRows.length > 0 ? (
        <p>
          <Trans>Tomme rader som er hoppet over: {emptyRows}.</Trans>
        </p>
      ) : null}
      <ul className={business.review} aria-label={t`Adressene du har gitt`}>
        {review.lines.map((line, index) => (
          <ReviewItem key={index} line={line} emailDomain={review.emailDomain} />
        ))}
      </ul>
      {failed ? (
        <FormAlert>
          <p>
            <Trans>Invitasjonene ble ikke sendt.</Trans>
          </p>
          <CallFailed />
        </FormAlert>
      ) : null}
      <div className={styles.actions}>
        {toSend > 0 ? (
          <Form {...formProps}>
            {hidden}
            <input type="hidden" name="review" value={JSON.stringify(review)} />
            {/* Signed out while sending: the addresses come back in the paste form (ADR 024). */}
            <input
              type="hidden"
              name="addresses"
              value={review.lines.map((line) => line.address).join("\n")}
            />
            <SubmitButton pending={pending} sending={t`Sender …`}>
              <Plural value={toSend} one="Send # invitasjon" other="Send # invitasjoner" />
            </SubmitButton>
          </Form>
        ) : null}
        <Link to={{ search }} className={styles.secondary}>
          {toSend > 0 ? <Trans>Avbryt</Trans> : <Trans>Tilbake</Trans>}
        </Link>
      </div>
    </div>
  );
}

function ReviewItem({ line, emailDomain }: { line: ReviewLine; emailDomain: string }) {
  const row = line.row ?? 0;
  return (
    <li className={line.verdict === "new" ? business.ok : business.skipped}>
      <span className={business.address}>{line.address}</span>{" "}
      {line.row ? (
        <span className={business.muted}>
          <Trans>(rad {row})</Trans>
        </span>
      ) : null}{" "}
      <span>{verdictText(line.verdict, emailDomain)}</span>
    </li>
  );
}

function InviteResults({
  review,
  results,
}: {
  review: Review;
  results: Array<{ email: string; result: InvitationResult }>;
}) {
  const { t } = useLingui();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { search } = useLocation();
  const sent = results.filter((r) => r.result === "emailSent");
  const notSent = results.filter((r) => r.result !== "emailSent");
  const skipped = review.lines.filter((line) => line.verdict !== "new");
  const sentCount = sent.length;
  const notSentList = notSent.map((r) => r.email).join(", ");
  return (
    <div>
      <h3 ref={heading} tabIndex={-1}>
        <Trans>Resultat</Trans>
      </h3>
      {sentCount > 0 ? (
        <p className={formStyles.status}>
          <Plural value={sentCount} one="# invitasjon er sendt." other="# invitasjoner er sendt." />
        </p>
      ) : null}
      {notSent.length > 0 ? (
        <FormAlert>
          <p>
            <Trans>Noen e-poster ble ikke sendt: {notSentList}. Se hvorfor under.</Trans>
          </p>
        </FormAlert>
      ) : null}
      <ul className={business.review} aria-label={t`Hva som skjedde med hver adresse`}>
        {results.map((r, index) => (
          <li key={index} className={r.result === "emailSent" ? business.ok : business.skipped}>
            <span className={business.address}>{r.email}</span> <span>{resultText(r.result)}</span>
          </li>
        ))}
        {skipped.map((line, index) => (
          <ReviewItem key={`s${index}`} line={line} emailDomain={review.emailDomain} />
        ))}
      </ul>
      <LinkLine to={{ search }} look="secondary" className={styles.actions}>
        <Trans>Inviter flere</Trans>
      </LinkLine>
    </div>
  );
}
