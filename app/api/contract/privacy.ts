// Privacy: the data download and account deletion (SPEC §2 gateways, §9 retention), and the
// reader's consent choices per title (SPEC §3 consent categories). SPEC §7 names no consent calls:
// they are designed here (docs/decisions/014) so the choices follow the user to another device.
import { z } from "zod/mini";
import { ariaAccountNo, endpoint, isoDate, titleCode } from "./shared.ts";

/**
 * One choice per category of SPEC §3: true is consent given. The categories are app/domain/consent.ts's
 * CONSENT_CATEGORIES, written out rather than imported: that module is the consent manager's, loaded
 * after a page is interactive, and importing it here brought that chunk before it (ADR 056).
 * privacy.test.ts holds the two lists to each other.
 */
export const consentChoices = z.object({
  advertising: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  personalization: z.boolean(),
});

/** Where a choice was made: the settings screen, the consent steps or the consent manager's dialog. */
export const consentSource = z.enum(["settings", "steps", "consent-manager"]);

/** The user's choices for one title; null choices when the user has never chosen there. */
export const consentRecord = z.object({
  choices: z.nullable(consentChoices),
  source: z.nullable(consentSource),
  updatedAt: z.nullable(z.iso.datetime()),
});

export type ConsentRecord = z.infer<typeof consentRecord>;

export const privacyEndpoints = {
  requestDataExport: endpoint(
    "POST privacy/takeout",
    "Order a download of the account's data (ready within 30 days, sent by e-mail)",
    {
      body: z.object({ ariaAccountNo }),
      response: z.object({ requestedAt: z.iso.datetime(), readyBy: isoDate }),
    },
  ),
  requestDeletion: endpoint(
    "POST privacy/delete",
    "Delete the account's data (takes up to 30 days; payment history is kept 5 years)",
    {
      body: z.object({ ariaAccountNo, confirm: z.literal(true) }),
      response: z.object({ result: z.enum(["deleted", "failed", "notExist"]) }),
    },
  ),
  getConsent: endpoint(
    "GET privacy/consent/{titleCode}",
    "The signed-in user's consent choices for one title (advertising, analytics, marketing, personalization)",
    {
      params: z.object({ titleCode }),
      response: consentRecord,
    },
  ),
  saveConsent: endpoint(
    "PUT privacy/consent/{titleCode}",
    "Replace the signed-in user's consent choices for one title (PUT: sending the same twice is harmless)",
    {
      params: z.object({ titleCode }),
      body: z.object({ choices: consentChoices, source: consentSource }),
      response: consentRecord,
    },
  ),
} as const;
