// The complaint intent (SPEC §3, §5; docs/decisions/037): the category, the day or days, the remedy
// the reader chooses from what the platform offers, and an optional comment. One key per complaint
// (docs/decisions/006), so a double click, a reload or a retry files it once.
import { t } from "@lingui/core/macro";
import { z } from "zod/mini";
import { registerComplaint, type ComplaintOutcome } from "#app/api/complaint.ts";
import { COMMENT_MAX, remedyChoice, type DeliveryHistory } from "#app/api/contract/complaint.ts";
import { accountBody } from "#app/api/title-account.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { formatTime } from "#app/domain/format.ts";
import { answered, defineIntent, refused } from "#app/forms/intent.ts";
import { complainableDays, offeredRemedies } from "./remedies.ts";
import {
  categoryMissingMessage,
  commentTooLongMessage,
  outsideWindowMessage,
  pickFromListMessage,
  pickOneDayMessage,
  remedyMissingMessage,
  remedyNotOfferedMessage,
} from "./words.ts";
import { typedText } from "#app/forms/text.ts";

/**
 * The complaint. With the platform's history (in the browser) it also checks the days and the
 * remedy against what the platform offers; without (in the action) the platform checks them.
 */
export const complaintSchema = (history: DeliveryHistory | null) =>
  z
    .object({
      category: z.string({ error: categoryMissingMessage }).check(z.trim(), z.maxLength(40)),
      dates: z
        .array(z.iso.date({ error: pickFromListMessage }), { error: pickOneDayMessage })
        .check(
          z.minLength(1, { error: pickOneDayMessage }),
          z.maxLength(31, { error: () => t`Velg høyst 31 dager.` }),
        ),
      remedy: z.optional(z.enum(remedyChoice.options, { error: remedyMissingMessage })),
      comment: z.optional(
        typedText(z.string().check(z.trim()), {
          max: COMMENT_MAX,
          multiline: true,
          tooLong: commentTooLongMessage,
        }),
      ),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (!history) return;
        const allowed = complainableDays(history);
        for (const date of value.dates) {
          if (allowed.includes(date)) continue;
          const day = history.days.find((d) => d.date === date);
          const opensAt = history.todayOpensAt ? formatTime(history.todayOpensAt) : null;
          const message =
            date < history.from || date > history.today
              ? outsideWindowMessage()
              : date === history.today && opensAt
                ? t`Dagens avis er forsinket. Du kan reklamere på den etter kl. ${opensAt}.`
                : day?.status === "COMPLAINED"
                  ? t`Du har allerede reklamert på avisen denne dagen.`
                  : pickFromListMessage();
          ctx.addIssue({ code: "custom", path: ["dates"], message });
          return;
        }
        const offers = offeredRemedies(history, value.category, value.dates);
        if (offers.length === 0) return;
        if (!value.remedy || value.remedy === "NONE")
          ctx.addIssue({ code: "custom", path: ["remedy"], message: remedyMissingMessage() });
        else if (!offers.some((o) => o.kind === value.remedy))
          ctx.addIssue({
            code: "custom",
            path: ["remedy"],
            message: remedyNotOfferedMessage(),
          });
      }),
    );

/** The platform's refusal, said at the field it concerns. */
function refusalOf(outcome: Extract<ComplaintOutcome, { kind: "refused" }>) {
  const dates = {
    "already-complained": t`Du har allerede reklamert på en av dagene du valgte. Velg en annen dag.`,
    disrupted: t`Dagens avis er forsinket og kan fortsatt komme. Du kan reklamere på den når den ventede leveringstiden har passert.`,
    "not-yet-delivered": t`Dagens avis er ikke levert ennå. Du kan reklamere på den når leveringstiden har passert.`,
    "outside-window": outsideWindowMessage(),
    future: t`Datoen kan ikke være etter i dag.`,
    "no-paper": t`Avisen kom ikke ut en av dagene du valgte.`,
    stopped: t`Avisen var stoppet en av dagene du valgte.`,
    "not-started": t`Abonnementet hadde ikke startet en av dagene du valgte.`,
  };
  const remedy = {
    "after-cutoff": t`Det er for sent å få dagens avis levert på nytt i dag. Velg en annen løsning.`,
    "outside-area": t`Vi kan ikke levere avisen på nytt samme dag til adressen din. Velg en annen løsning.`,
    "not-offered": remedyNotOfferedMessage(),
    "remedy-missing": remedyMissingMessage(),
  };
  const has = (field: string) => outcome.fields.includes(field as never);
  return refused({
    dates: has("dates") ? [outcome.dates ? dates[outcome.dates] : t`Sjekk dagene du valgte.`] : [],
    remedy: has("remedy") ? [outcome.remedy ? remedy[outcome.remedy] : remedyMissingMessage()] : [],
    category: has("category") ? [categoryMissingMessage()] : [],
    comment: has("comment") ? [commentTooLongMessage()] : [],
  });
}

export const complaint = defineIntent({
  name: "complaint",
  keyed: true,
  schema: complaintSchema(null),
  async run({ value: { category, dates, remedy, comment }, key, context }) {
    const session = context.get(subscribedContext);
    const outcome = await registerComplaint(
      {
        ...accountBody(session.titleAccount),
        dates,
        category,
        remedy: remedy ?? "NONE",
        comment: comment ?? "",
      },
      { idempotencyKey: key },
    );
    if (outcome.kind === "registered") return answered({ registered: outcome.complaint });
    return refusalOf(outcome);
  },
});
