// Consent (SPEC §3, ADR 015): the three steps' answers and their "Fullfør", and the settings screen.
import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod/mini";
import { saveConsent } from "#app/consent/consent-store.ts";
import { defineIntent, answered } from "#app/forms/intent.ts";
import { currentTitle } from "#app/title/current-title.ts";
import {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentChoices,
  allConsent,
} from "#app/domain/consent.ts";

/** What each step asks (docs/decisions/015). */
export const STEPS: readonly (readonly ConsentCategory[])[] = [
  ["personalization", "advertising"],
  ["analytics"],
  ["marketing"],
];

export const STEP_COUNT = STEPS.length;

const answer = () => z.enum(["ja", "nei"], { error: () => t`Velg ja eller nei` });

/** The schema of one step's own questions. */
export const stepSchema = (step: number) =>
  z.object(Object.fromEntries(STEPS[step - 1]!.map((category) => [category, answer()])));

/** Every question: what finishing needs. */
export const allSchema = () =>
  z.object(
    Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, answer()])) as Record<
      ConsentCategory,
      ReturnType<typeof answer>
    >,
  );

/** Step 3's "Fullfør": saves all four and leads to the front page with a confirmation. */
export const finish = defineIntent({
  name: "finish",
  schema: allSchema(),
  async run({ value }) {
    const choices = Object.fromEntries(
      CONSENT_CATEGORIES.map((category) => [category, value[category] === "ja"]),
    ) as ConsentChoices;
    await saveConsent(currentTitle().titleCode, choices, "steps");
    return redirect("/?samtykke=lagret");
  },
});

/** The three buttons: save what is ticked, or accept or reject everything at once. */
const CHOICES = ["save", "accept-all", "reject-all"] as const;

// A checkbox left off is absent from the form: absent is "no".
const settingsSchema = z.object({
  choice: z._default(z.enum(CHOICES), "save"),
  advertising: z._default(z.boolean(), false),
  analytics: z._default(z.boolean(), false),
  marketing: z._default(z.boolean(), false),
  personalization: z._default(z.boolean(), false),
});

export const saveSettings = defineIntent({
  name: "consent-settings",
  schema: settingsSchema,
  async run({ value: { choice, ...picked } }) {
    const choices: ConsentChoices =
      choice === "accept-all" ? allConsent(true) : choice === "reject-all" ? allConsent(false) : picked;
    const record = await saveConsent(currentTitle().titleCode, choices, "settings");
    return answered({ saved: record.choices ?? choices });
  },
});
