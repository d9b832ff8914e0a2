// The business subscription's intents. The admin invites employees (SPEC §2 Business admin, §5): addresses pasted
// ("review"), or the first column of a spreadsheet read in the browser ("review-file"), are reviewed
// against the company's domain, each other, the invitations there are and the maximum before
// anything is sent; "invite" sends the reviewed list. The review travels in the form as JSON, with
// the time it was made: one key per review (docs/decisions/006), so a double click or a retry sends
// each address once, and the same addresses reviewed again later are a new intent. An invitation in
// the list is sent again or removed; an employee proves the work address with a code.
import { t } from "@lingui/core/macro";
import { z } from "zod/mini";
import {
  getBusiness,
  inviteEmployees,
  type InvitationResult,
  removeInvitations,
  resendInvitation,
  requestBusinessCode,
  verifyBusinessCode,
} from "#app/api/business.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import {
  addressesToSend,
  reviewAddresses,
  splitAddresses,
  type Candidate,
} from "#app/domain/business-invitations.ts";
import { requiredMessage, invalidEmailMessage } from "#app/forms/messages.ts";
import { answered, defineIntent, type ActionArgs, refused } from "#app/forms/intent.ts";
import { currentTitle } from "#app/title/current-title.ts";
import { redirect } from "react-router";
import { invalidateSession } from "#app/auth/session.ts";
import { typedText } from "#app/forms/text.ts";

/** A form field holding JSON the page made, checked with `schema`. */
function jsonOf<T>(schema: z.ZodMiniType<T>) {
  return z.pipe(
    z.string(),
    z.transform((text, context) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        context.issues.push({ code: "custom", message: "Not JSON", input: text });
        return z.NEVER;
      }
      const checked = schema.safeParse(parsed);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues)
        context.issues.push({ code: "custom", message: issue.message, input: text });
      return z.NEVER;
    }),
  );
}

const verdict = z.enum([
  "new",
  "too-long",
  "not-text",
  "invalid",
  "wrong-domain",
  "duplicate",
  "already-invited",
  "over-maximum",
]);
const reviewSchema = z.object({
  fileName: z.nullable(z.string()),
  lines: z.array(z.object({ address: z.string(), row: z.optional(z.int()), verdict })),
  emptyRows: z.array(z.int()),
  headerRow: z.boolean(),
  emailDomain: z.string(),
  /** When the review was made: each review is its own intent. */
  reviewedAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The review the sending form holds, as it was sent (to show it again when sending failed). */
export const reviewField = jsonOf(reviewSchema);

const sheetSchema = z.object({
  candidates: z.array(z.object({ address: z.string(), row: z.optional(z.int()) })),
  emptyRows: z.array(z.int()),
  headerRow: z.boolean(),
});

async function reviewAgainstCompany(
  { context }: ActionArgs,
  candidates: Candidate[],
  extra: Pick<Review, "fileName" | "emptyRows" | "headerRow">,
) {
  const current = await getBusiness(context.get(subscribedContext).titleAccount);
  if (current.kind === "not-admin") return answered<InviteAnswer>({ notAdmin: true });
  const invited = current.invitations.map((i) => i.email);
  return answered<InviteAnswer>({
    review: {
      ...extra,
      lines: reviewAddresses(candidates, current.company, invited),
      emailDomain: current.company.emailDomain,
      reviewedAt: new Date().toISOString(),
    },
  });
}

/** What the section shows after an intent: the review, what was sent, or that the admin is no longer one. */
export interface InviteAnswer {
  review?: Review;
  results?: Array<{ email: string; result: InvitationResult }>;
  notAdmin?: true;
}

export const reviewPasted = defineIntent({
  name: "review",
  schema: z.object({
    addresses: z.string({ error: () => requiredMessage(t`E-postadresser`) }).check(
      z.refine((text) => splitAddresses(text).length > 0, {
        error: () => requiredMessage(t`E-postadresser`),
      }),
    ),
  }),
  run: (args) =>
    reviewAgainstCompany(args, splitAddresses(args.value.addresses), {
      fileName: null,
      emptyRows: [],
      headerRow: false,
    }),
});

/** The spreadsheet is read in the browser (./read-spreadsheet.ts); its addresses come as JSON. */
export const reviewFile = defineIntent({
  name: "review-file",
  schema: z.object({ fileName: z.string(), sheet: jsonOf(sheetSchema) }),
  run: (args) => {
    const { fileName, sheet } = args.value;
    return reviewAgainstCompany(args, sheet.candidates, {
      fileName,
      emptyRows: sheet.emptyRows,
      headerRow: sheet.headerRow,
    });
  },
});

export const invite = defineIntent({
  name: "invite",
  keyed: true,
  schema: z.object({
    review: reviewField,
    /** The addresses as given: signed out while sending, they come back in the paste form (ADR 024). */
    addresses: z.optional(z.string()),
  }),
  async run({ value: { review }, key, context }) {
    const target = context.get(subscribedContext).titleAccount;
    const outcome = await inviteEmployees(target, addressesToSend(review.lines), { idempotencyKey: key });
    if (outcome.kind === "not-admin") return answered<InviteAnswer>({ notAdmin: true, review });
    return answered<InviteAnswer>({ review, results: outcome.results });
  },
});

export const resend = defineIntent({
  name: "resend",
  schema: z.object({ id: z.string() }),
  async run({ value: { id }, context }) {
    return answered(await resendInvitation(context.get(subscribedContext).titleAccount, id));
  },
});

export const remove = defineIntent({
  name: "remove",
  schema: z.object({ id: z.array(z.string()).check(z.minLength(1)) }),
  async run({ value: { id: ids }, context }) {
    const outcome = await removeInvitations(context.get(subscribedContext).titleAccount, ids);
    if (outcome.kind === "not-admin") return answered({ kind: "not-admin" as const });
    const failed = outcome.results.filter((r) => r.result === "failed");
    return answered({
      kind: "ok" as const,
      // An invitation someone else removed meanwhile is gone too: the admin's wish is met.
      removed: outcome.results.filter((r) => r.result !== "failed").length,
      failedEmails: failed.map((r) => r.email ?? r.id),
    });
  },
});

const notInvitedMessage = () =>
  t`Vi fant ingen invitasjon til denne e-postadressen. Bruk jobbadressen invitasjonen ble sendt til, eller spør den som administrerer bedriftsabonnementet hos dere.`;

/** What the code step answers when the address already has a subscription (SPEC §8). */
const alreadySubscriber = () =>
  answered<{ alreadySubscriber?: true; resent?: string }>({ alreadySubscriber: true });

export const requestCode = defineIntent({
  name: "request",
  schema: z.object({
    email: z.pipe(
      typedText(z.string({ error: () => requiredMessage(t`Jobb-e-post`) }).check(z.trim()), { max: 254 }),
      z.email({ error: () => invalidEmailMessage() }),
    ),
  }),
  async run({ value: { email } }) {
    const outcome = await requestBusinessCode(email, currentTitle().titleCode);
    if (outcome.kind === "not-invited") return refused({ email: [notInvitedMessage()] });
    if (outcome.kind === "already-subscriber") return alreadySubscriber();
    return redirect(`/bedrift?${new URLSearchParams({ epost: outcome.email, steg: "kode" }).toString()}`);
  },
});

export const verifyCode = defineIntent({
  name: "verify",
  schema: z.object({
    email: z.email(),
    code: z
      .string({ error: () => requiredMessage(t`Kode`) })
      .check(z.trim(), z.regex(/^\d{6}$/, { error: () => t`Koden består av 6 sifre` })),
  }),
  async run({ value: { email, code } }) {
    const outcome = await verifyBusinessCode(email, code, currentTitle().titleCode);
    switch (outcome.kind) {
      case "wrong-code":
        return refused({ code: [t`Koden er feil. Sjekk e-posten og prøv igjen.`] });
      case "expired":
        return refused({ code: [t`Koden er utløpt. Be om en ny kode.`] });
      case "not-invited":
        return refused({ code: [notInvitedMessage()] });
      case "already-subscriber":
        return alreadySubscriber();
      case "verified":
        await invalidateSession();
        return redirect("/?bedrift=1");
    }
  },
});

export const resendCode = defineIntent({
  name: "resend",
  schema: z.object({ email: z.email() }),
  async run({ value: { email } }) {
    const outcome = await requestBusinessCode(email, currentTitle().titleCode);
    if (outcome.kind !== "sent") return alreadySubscriber();
    return answered<{ alreadySubscriber?: true; resent?: string }>({ resent: outcome.email });
  },
});
