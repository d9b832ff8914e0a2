// Connecting a subscription registered without this user (e.g. by phone at the customer centre):
// found by e-mail or phone, proven with the code sent by SMS to the number on file (SPEC §2).
import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod/mini";
import { connectAccount, resendCode, searchAccount } from "#app/api/account.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { looksLikeEmail, normalizeNorwegianPhone } from "#app/domain/validation.ts";
import { answered, defineIntent, refused } from "#app/forms/intent.ts";
import { invalidEmailMessage, invalidPhoneMessage, requiredMessage } from "#app/forms/messages.ts";
import { typedText } from "#app/forms/text.ts";

const searchSchema = z.object({
  query: typedText(
    z.string({ error: () => requiredMessage(t`E-postadresse eller mobilnummer`) }).check(z.trim()),
    {
      max: 254,
    },
  ).check(
    z.superRefine((value, ctx) => {
      if (looksLikeEmail(value)) {
        if (!z.email().safeParse(value).success)
          ctx.addIssue({ code: "custom", message: invalidEmailMessage() });
      } else if (!normalizeNorwegianPhone(value)) {
        ctx.addIssue({ code: "custom", message: invalidPhoneMessage() });
      }
    }),
  ),
});

const codeSchema = z.object({
  searchId: z.string(),
  code: z
    .string({ error: () => requiredMessage(t`Kode`) })
    .check(z.trim(), z.regex(/^\d{6}$/, { error: () => t`Koden består av 6 sifre` })),
});

export const search = defineIntent({
  name: "search",
  schema: searchSchema,
  async run({ value: { query } }) {
    const body = looksLikeEmail(query) ? { email: query } : { phoneNumber: normalizeNorwegianPhone(query)! };
    const found = await searchAccount(body);
    if (found.kind === "not-found")
      return refused({
        query: [t`Vi fant ikke noe abonnement med dette. Sjekk det du skrev, eller prøv det andre.`],
      });
    const next = new URLSearchParams({ sok: found.searchId, mobil: found.maskedPhoneNumber });
    return redirect(`/koble-bruker?${next.toString()}`);
  },
});

export const verify = defineIntent({
  name: "verify",
  schema: codeSchema,
  async run({ value: { searchId, code } }) {
    const outcome = await connectAccount(searchId, code);
    if (outcome === "wrong-code") return refused({ code: [t`Koden er feil. Sjekk SMS-en og prøv igjen.`] });
    if (outcome === "expired") return refused({ code: [t`Koden er utløpt. Be om en ny kode.`] });
    if (outcome === "already-subscribed") return answered({ alreadySubscribed: true });
    await invalidateSession();
    return redirect("/?koblet=1");
  },
});

export const resend = defineIntent({
  name: "resend",
  schema: z.object({ searchId: z.string() }),
  async run({ value: { searchId } }) {
    const sent = await resendCode(searchId);
    return answered(
      sent.kind === "too-many"
        ? { tooMany: true, resent: null }
        : { tooMany: false, resent: sent.maskedPhoneNumber },
    );
  },
});
