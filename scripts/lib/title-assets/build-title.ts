// One title's config from its row of the reference table, with confirmed contacts where TITLES.md
// gives them and marked placeholders for the rest.
import { placeholderableFields } from "#app/title/title-schema.ts";
import type { TitleInput } from "#app/title/title-schema.ts";
import {
  placeholderClientId,
  placeholderConsentPropertyId,
  placeholderOrgNumber,
  placeholderPhone,
} from "./placeholders.ts";
import { CONFIRMED, type Row } from "./reference-table.ts";

type PlaceholderField = (typeof placeholderableFields)[number];

export function buildTitle(row: Row): TitleInput {
  const { code, domain, options } = row;
  const confirmed = CONFIRMED[code] ?? {};
  const placeholders = new Set<PlaceholderField>([
    "newsroomId",
    "publicationId",
    "streamNewsroomId",
    "analyticsProviderId",
    "consentPropertyId",
    "privacyGroupId",
    "identity.clientId",
    "identity.sessionDomain",
  ]);
  const contact = (
    field: "customerCenterPhoneNumber" | "customerCenterEmail" | "organizationNumber" | "companyName",
    placeholder: () => string,
  ): string => {
    const value = confirmed[field];
    if (value !== undefined) return value;
    placeholders.add(field);
    return placeholder();
  };

  // Sites on a bare second-level domain get www; a sub-domain (the sandbox) is used as is.
  const host = domain.split(".").length > 2 ? domain : `www.${domain}`;
  const publication = domain.split(".")[0] ?? domain; // {publication}.no (SPEC §1)
  const titleDomain = options.get("slug") || domain.replace(/\.no$/, "");
  const playSubdomain = options.get("play") === "play" ? "play" : "tv";

  const title: TitleInput = {
    titleCode: code,
    name: row.name,
    ownerGroup: row.group,
    titleDomain,
    pageUrl: `https://${host}/`,
    baseUrl: `https://${host}/`,
    town: row.town,
    locale: row.locale,
    newsroomId: `polaris-${publication}`,
    publicationId: publication,
    streamNewsroomId: `${publication}-stream`,
    analyticsProviderId: `sdrn:polarismedia:client:${publication}`,
    consentPropertyId: placeholderConsentPropertyId(code),
    privacyGroupId: `polaris-${row.group}`,
    customerCenterPhoneNumber: contact("customerCenterPhoneNumber", () => placeholderPhone(code, row.area)),
    customerCenterEmail: contact("customerCenterEmail", () => `kundeservice@${domain}`),
    organizationNumber: contact("organizationNumber", () => placeholderOrgNumber(code)),
    companyName: contact("companyName", () => `${row.name} AS`),
    // No publisher's address is public in TITLES.md: a post box at 0000 that no one mistakes for one.
    postalAddress: (placeholders.add("postalAddress"), `Postboks 1, 0000 ${row.town}`),
    usesPulse: !options.has("no-pulse"),
    defaultPlanCode: options.has("premium") ? "C-DIGITAL-PREMIUM" : "C-DIGITAL-DIGITAL",
    hasPaperEdition: !options.has("digital-only"),
    brandColour: row.colour,
    flags: {
      hasPlaySite: options.has("play"),
      playSubdomain,
      hasNewsAgencyLiveLicence: options.has("ntb"),
      hasSportsMediaLiveLicence: options.has("sport"),
      hidesEditorResponsibilityMark: options.has("hide-mark"),
    },
    identity: {
      clientId: placeholderClientId(code),
      sessionDomain: `https://id.${domain}/`,
    },
    // Keep the schema's order so files diff nicely.
    placeholders: placeholderableFields.filter((f) => placeholders.has(f)),
  };
  return title;
}
