// Inviting employees (SPEC §2 Business admin, §5): addresses pasted, or the first column of an
// uploaded .xlsx/.csv, are reviewed against the company's domain, each other, the invitations there
// are and the maximum before anything is sent. The review's "send" carries one idempotency key made
// when the review was made (docs/decisions/006), so a double click or a retry sends each address once.
// Intents: "review" (pasted), "review-file" (read in the browser), "invite".
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { t } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { z } from "zod";
import {
  getBusiness,
  inviteEmployees,
  type BusinessTarget,
  type Company,
  type InvitationResult,
} from "#app/api/business.ts";
import { useKeptDraft } from "#app/forms/use-kept-draft.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { requiredMessage } from "#app/forms/field-messages.ts";
import { ErrorList, FormAlert, TextAreaField } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import {
  addressesToSend,
  reviewAddresses,
  splitAddresses,
  type Candidate,
  type ReviewLine,
} from "#app/domain/business-invitations.ts";
import { readSpreadsheet } from "./read-spreadsheet.ts";
import { resultText, verdictText } from "./labels.ts";
import business from "./business.module.css";

const pasteSchema = () =>
  z.object({
    intent: z.literal("review"),
    addresses: z
      .string({ error: () => requiredMessage(t`E-postadresser`) })
      .refine((text) => splitAddresses(text).length > 0, { error: () => requiredMessage(t`E-postadresser`) }),
  });

const verdict = z.enum(["new", "invalid", "wrong-domain", "duplicate", "already-invited", "over-maximum"]);
const reviewSchema = z.object({
  fileName: z.string().nullable(),
  lines: z.array(z.object({ address: z.string(), row: z.number().int().optional(), verdict })),
  emptyRows: z.array(z.number().int()),
  headerRow: z.boolean(),
  emailDomain: z.string(),
  /** The intent's idempotency key: one per reviewed list. */
  key: z.string().min(8),
});
export type Review = z.infer<typeof reviewSchema>;

const sheet = z.object({
  candidates: z.array(z.object({ address: z.string(), row: z.number().int().optional() })),
  emptyRows: z.array(z.number().int()),
  headerRow: z.boolean(),
});

/** JSON in a form field, checked with `schema`; null when it is not that. */
function jsonField<T>(schema: z.ZodType<T>, text: FormDataEntryValue | null): T | null {
  if (typeof text !== "string") return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// ─── The actions ────────────────────────────────────────────────────────────────────────────────

async function reviewAgainstCompany(
  target: BusinessTarget,
  candidates: Candidate[],
  extra: Pick<Review, "fileName" | "emptyRows" | "headerRow">,
): Promise<{ review: Review } | { notAdmin: true } | { failed: true }> {
  try {
    const current = await getBusiness(target);
    if (current.kind === "not-admin") return { notAdmin: true };
    const invited = current.invitations.map((i) => i.email);
    return {
      review: {
        ...extra,
        lines: reviewAddresses(candidates, current.company, invited),
        emailDomain: current.company.emailDomain,
        key: crypto.randomUUID(),
      },
    };
  } catch {
    return { failed: true };
  }
}

export async function reviewPasted(target: BusinessTarget, formData: FormData) {
  const submission = parseWithZod(formData, { schema: pasteSchema() });
  if (submission.status !== "success") return { intent: "review" as const, result: submission.reply() };
  const candidates = splitAddresses(submission.value.addresses);
  const outcome = await reviewAgainstCompany(target, candidates, {
    fileName: null,
    emptyRows: [],
    headerRow: false,
  });
  return { intent: "review" as const, result: submission.reply(), ...outcome };
}

export async function reviewFile(target: BusinessTarget, formData: FormData) {
  const read = jsonField(sheet, formData.get("sheet"));
  if (!read) return { intent: "review-file" as const, failed: true as const };
  const outcome = await reviewAgainstCompany(target, read.candidates, {
    fileName: String(formData.get("fileName") ?? ""),
    emptyRows: read.emptyRows,
    headerRow: read.headerRow,
  });
  return { intent: "review-file" as const, ...outcome };
}

export async function invite(target: BusinessTarget, formData: FormData) {
  const review = jsonField(reviewSchema, formData.get("review"));
  if (!review) return { intent: "invite" as const, failed: true as const, review: null };
  try {
    const outcome = await inviteEmployees(target, addressesToSend(review.lines), {
      idempotencyKey: review.key,
    });
    if (outcome.kind === "not-admin") return { intent: "invite" as const, notAdmin: true as const, review };
    return { intent: "invite" as const, review, results: outcome.results };
  } catch {
    return { intent: "invite" as const, failed: true as const, review };
  }
}

export type InviteAnswer =
  | Awaited<ReturnType<typeof reviewPasted>>
  | Awaited<ReturnType<typeof reviewFile>>
  | Awaited<ReturnType<typeof invite>>;

// ─── The views ──────────────────────────────────────────────────────────────────────────────────

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** The section: the two ways to give addresses, then their review, then what was sent. */
export function InviteSection({ company, answer }: { company: Company; answer: InviteAnswer | undefined }) {
  const reviewed = answer && "review" in answer && answer.review ? answer.review : null;
  const results = answer && "results" in answer ? answer.results : null;
  const emailDomain = company.emailDomain;
  return (
    <section className={business.section} aria-labelledby="inviter">
      <h2 id="inviter">
        <Trans>Inviter ansatte</Trans>
      </h2>
      {answer && "notAdmin" in answer ? (
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
        <ReviewList review={reviewed} failed={answer?.intent === "invite" && "failed" in answer} />
      ) : (
        <>
          <p>
            <Trans>
              Bare adresser på bedriftens domene ({emailDomain}) kan inviteres. Du ser over adressene før noe
              blir sendt.
            </Trans>
          </p>
          <PasteForm answer={answer?.intent === "review" ? answer : undefined} />
          <UploadForm failed={answer?.intent === "review-file" && "failed" in answer} />
        </>
      )}
    </section>
  );
}

function PasteForm({ answer }: { answer: Awaited<ReturnType<typeof reviewPasted>> | undefined }) {
  const { t } = useLingui();
  const [form, fields] = useForm({
    lastResult: useKeptDraft(answer?.result),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pasteSchema() }),
  });
  const submitting = useSubmitting("review");
  return (
    <Form method="post" {...getFormProps(form)} className={business.subsection}>
      <h3>
        <Trans>Skriv eller lim inn adresser</Trans>
      </h3>
      {answer && "failed" in answer ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      <input type="hidden" name="intent" value="review" />
      <TextAreaField
        meta={fields.addresses}
        label={<Trans>E-postadresser</Trans>}
        description={<Trans>Skill adressene med komma, semikolon, mellomrom eller linjeskift.</Trans>}
      />
      <button type="submit" className={styles.primary} disabled={submitting} aria-disabled={submitting}>
        {submitting ? t`Ser over …` : t`Se over adressene`}
      </button>
    </Form>
  );
}

function UploadForm({ failed }: { failed: boolean }) {
  const { t } = useLingui();
  const submit = useSubmit();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const submitting = useSubmitting("review-file") || reading;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = (event.currentTarget.elements.namedItem("file") as HTMLInputElement).files?.[0];
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
    const data = new FormData();
    data.set("intent", "review-file");
    data.set("fileName", file.name);
    data.set("sheet", JSON.stringify(read.sheet));
    await submit(data, { method: "post" });
  }

  const errorId = `${id}-feil`;
  const descriptionId = `${id}-beskrivelse`;
  return (
    <form method="post" onSubmit={onSubmit} className={business.subsection} noValidate>
      <h3>
        <Trans>Last opp et regneark</Trans>
      </h3>
      {failed ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
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
      <button type="submit" className={styles.primary} disabled={submitting} aria-disabled={submitting}>
        {submitting ? t`Leser filen …` : t`Les inn filen`}
      </button>
    </form>
  );
}

/** Focuses a heading when it appears, so keyboard and screen-reader users land on the new step. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function ReviewList({ review, failed }: { review: Review; failed: boolean }) {
  const { t } = useLingui();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const sending = useSubmitting("invite");
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
          <Form method="post">
            <input type="hidden" name="intent" value="invite" />
            <input type="hidden" name="review" value={JSON.stringify(review)} />
            {/* Signed out while sending: the addresses come back in the paste form (ADR 024). */}
            <input
              type="hidden"
              name="addresses"
              value={review.lines.map((line) => line.address).join("\n")}
            />
            <button type="submit" className={styles.primary} disabled={sending} aria-disabled={sending}>
              {sending ? (
                t`Sender …`
              ) : (
                <Plural value={toSend} one="Send # invitasjon" other="Send # invitasjoner" />
              )}
            </button>
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
      <p className={styles.actions}>
        <Link to={{ search }} className={styles.secondary}>
          <Trans>Inviter flere</Trans>
        </Link>
      </p>
    </div>
  );
}
