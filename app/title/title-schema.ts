// The one schema every file in titles/ must satisfy (SPEC §1 attributes, SPEC §3 Title entity,
// plus what the shell needs: locale, footer contacts, brand colour, identity client).
// Pure zod, no React: the build script, the dev backend and the app all import it.
import { z } from "zod";

export const ownerGroups = ["pox", "aag", "nvl", "por", "htg", "pmve", "pmo"] as const;
export const locales = ["nb", "nn"] as const;
export type Locale = (typeof locales)[number];

/** Fields whose real values are not public; files list them under `placeholders`. */
export const placeholderableFields = [
  "newsroomId",
  "publicationId",
  "streamNewsroomId",
  "analyticsProviderId",
  "consentPropertyId",
  "privacyGroupId",
  "customerCenterPhoneNumber",
  "customerCenterEmail",
  "organizationNumber",
  "companyName",
  "postalAddress",
  "identity.clientId",
  "identity.sessionDomain",
  "deliveredBy",
  "saturdayDeliveredBy",
  "paperInvoiceFee",
] as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time like 06:30");
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, "must be a colour like #00457c");

export const titleSchema = z
  .object({
    /** Title code, upper case A–Z and digits (they travel in URLs, file names and API paths). */
    titleCode: z.string().regex(/^[A-Z][A-Z0-9]{1,5}$/, "must be 2–6 upper-case letters or digits"),
    /** Display name, e.g. "Adresseavisen". */
    name: z.string().min(2),
    ownerGroup: z.enum(ownerGroups),
    /** Site name used for the root class and the logo path (SPEC §1, §9 title map: ADR → adresseavisen). */
    titleDomain: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits or hyphens"),
    /** The newspaper's own site; the favicon is taken from here (SPEC §1). */
    pageUrl: z.url({ protocol: /^https$/ }),
    /** Base URL of the publication, default pattern {publication}.no (SPEC §1). */
    baseUrl: z.url({ protocol: /^https$/ }),
    town: z.string().min(2),
    locale: z.enum(locales),
    newsroomId: z.string().min(1),
    publicationId: z.string().min(1),
    streamNewsroomId: z.string().min(1),
    analyticsProviderId: z.string().min(1),
    consentPropertyId: z.number().int().positive(),
    privacyGroupId: z.string().min(1),
    customerCenterPhoneNumber: z
      .string()
      .regex(/^\d{2} \d{2} \d{2} \d{2}$/, "must be a Norwegian number written 00 00 00 00"),
    customerCenterEmail: z.email(),
    /** Norwegian organisation number, written 000 000 000. */
    organizationNumber: z.string().regex(/^\d{3} \d{3} \d{3}$/, "must be written 000 000 000"),
    /** The publisher's registered name (foretaksnavn), the seller on invoices: "Bladet Sunnhordland AS". */
    companyName: z.string().min(2).max(100),
    /** The publisher's address as invoices give it, one line: "Postboks 1, 5401 Stord". */
    postalAddress: z.string().min(2).max(200),
    /** Pulse analytics; off for AN and VA (SPEC §4). */
    usesPulse: z.boolean(),
    /** Plan offered by default: C-DIGITAL-DIGITAL, FVN C-DIGITAL-PREMIUM (SPEC §9). */
    defaultPlanCode: z.enum(["C-DIGITAL-DIGITAL", "C-DIGITAL-PREMIUM"]),
    /** Whether the title prints a paper edition (digital-only titles sell no paper plans). */
    hasPaperEdition: z.boolean(),
    /**
     * "HH:MM" Oslo time by which the carriers have delivered the paper on its publication days; until
     * then today's paper is expected, not late (app/domain/paper-calendar.ts). Absent: 07:00.
     */
    deliveredBy: clockTime.optional(),
    /** Saturday's time, where the weekend paper comes later than the rest of the week's. */
    saturdayDeliveredBy: clockTime.optional(),
    /**
     * The fee per invoice sent on paper, whole kroner; none with AvtaleGiro or eFaktura (ADR 053).
     * Absent: the title charges none. The amounts in titles/ are to be confirmed by each title.
     */
    paperInvoiceFee: z.number().int().positive().max(200).optional(),
    /** Brand colour; white text must reach 4.5:1 on it (checked by the build). */
    brandColour: hexColour,
    flags: z.object({
      /** Has a play or video site, on subdomain play or tv (default tv). */
      hasPlaySite: z.boolean(),
      playSubdomain: z.enum(["play", "tv"]).default("tv"),
      hasNewsAgencyLiveLicence: z.boolean(),
      hasSportsMediaLiveLicence: z.boolean(),
      hidesEditorResponsibilityMark: z.boolean(),
    }),
    identity: z.object({
      clientId: z.string().min(1),
      sessionDomain: z.url({ protocol: /^https$/ }),
    }),
    /** Which of the fields above are plausible placeholders rather than public facts. */
    placeholders: z.array(z.enum(placeholderableFields)),
  })
  .strict();

export type Title = z.infer<typeof titleSchema>;
export type TitleInput = z.input<typeof titleSchema>;

/** One line per problem, naming the field: `customerCenterEmail: Invalid email address`. */
export function describeTitleIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
}
