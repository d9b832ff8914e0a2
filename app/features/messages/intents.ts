// The messages the reader chose (docs/decisions/080), at /varsler: each kind's channels, each
// newsletter, and marketing — which is the reader's consent (app/consent/consent-store.ts), the one
// setting the privacy settings show too. Each is saved at once, and said where it was changed.
import { t } from "@lingui/core/macro";
import { z } from "zod/mini";
import { messageKind } from "#app/api/contract/messages.ts";
import { saveMessagePreference } from "#app/api/messages.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { loadConsent, saveConsent } from "#app/consent/consent-store.ts";
import { answered, defineIntent, refused } from "#app/forms/intent.ts";
import { CHANNEL_CHOICES, channelsOf } from "./words.ts";

export const saveKind = defineIntent({
  name: "save-kind",
  schema: z.object({
    kind: messageKind,
    channels: z.enum(CHANNEL_CHOICES, { error: () => t`Velg hvordan du vil få dem.` }),
  }),
  async run({ value, context }) {
    const account = context.get(signedInContext).titleAccount;
    const outcome = await saveMessagePreference(account, { kind: value.kind, ...channelsOf(value.channels) });
    if (outcome.kind === "no-phone")
      return refused({ channels: [t`Du har ikke lagt inn et mobilnummer. Legg det inn i profilen først.`] });
    if (outcome.kind === "no-email")
      return refused({
        channels: [t`Du har ikke lagt inn en e-postadresse. Legg den inn i profilen først.`],
      });
    if (outcome.kind === "unknown")
      return refused({}, [t`Dette valget finnes ikke lenger. Last siden på nytt.`]);
    return answered({ saved: value.kind, channels: value.channels });
  },
});

export const saveNewsletter = defineIntent({
  name: "save-newsletter",
  schema: z.object({
    newsletterId: z.string().check(z.minLength(1), z.maxLength(64)),
    subscribed: z.enum(["ja", "nei"]),
  }),
  async run({ value, context }) {
    const account = context.get(signedInContext).titleAccount;
    const subscribed = value.subscribed === "ja";
    const outcome = await saveMessagePreference(account, { newsletterId: value.newsletterId, subscribed });
    if (outcome.kind !== "ok")
      return refused({}, [t`Dette nyhetsbrevet finnes ikke lenger. Last siden på nytt.`]);
    return answered({ newsletter: value.newsletterId, subscribed });
  },
});

/** Marketing is the consent: the other three choices stay as the reader made them. */
export const saveMarketing = defineIntent({
  name: "save-marketing",
  schema: z.object({ marketing: z.enum(["ja", "nei"]) }),
  async run({ value, context }) {
    const { titleCode } = context.get(signedInContext).titleAccount;
    const record = await loadConsent(titleCode);
    const choices = record.choices ?? {
      advertising: false,
      analytics: false,
      personalization: false,
      marketing: false,
    };
    const marketing = value.marketing === "ja";
    await saveConsent(titleCode, { ...choices, marketing }, "settings");
    return answered({ marketing });
  },
});
