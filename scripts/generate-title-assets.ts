// Generates titles/<code>.json, titles/<code>/logo.svg and titles/<code>/favicon.svg for every
// title in the reference table below (from /work/shared/TITLES.md), validates each config with
// the shared zod schema and checks that white text reaches WCAG 4.5:1 on each brand colour.
//
// Run from the repository root with Node 24 (type stripping):
//   node scripts/generate-title-assets.ts
//
// Values that are not public (newsroom/publication/stream ids, analytics provider, consent
// property, privacy group, identity client, most contacts and organisation numbers) are
// deterministic, plausible placeholders and are listed under `placeholders` in each file.
// Confirmed values (see CONFIRMED below) are never listed as placeholders.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  describeTitleIssues,
  ownerGroups,
  placeholderableFields,
  titleSchema,
} from "../app/title/title-schema.ts";
import type { Locale, TitleInput } from "../app/title/title-schema.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const titlesDir = path.join(root, "titles");

type OwnerGroup = (typeof ownerGroups)[number];
type PlaceholderField = (typeof placeholderableFields)[number];

// ---------------------------------------------------------------------------------------------
// Reference table (TITLES.md). Columns:
//   code | name | domain | town | group | lang | area | colour | options
// - code: title code without the proposal mark `*`.
// - group: "?" guesses from TITLES.md taken as given; POL ("–") and the sandbox use pox.
// - lang: "nn?" in TITLES.md is taken as nn.
// - area: two-digit Norwegian area prefix used for the placeholder customer-centre number.
// - colour: brand colour (plausible, not the papers' official colours); white text must reach 4.5:1.
// - options (space separated):
//     slug=<s>        titleDomain override (default: domain without ".no")
//     digital-only    no paper edition
//     no-pulse        pulse analytics off (SPEC §4: AN and VA)
//     premium         default plan C-DIGITAL-PREMIUM (SPEC §9: FVN)
//     play | play:play  has a play/video site on subdomain tv (default) or play
//     ntb             has a news-agency live licence
//     sport           has a sports-media live licence
//     hide-mark       hides the editor-responsibility mark
//     initials=<s>    favicon initials override
// ---------------------------------------------------------------------------------------------
const TABLE = `
ADR  | Adresseavisen            | adressa.no             | Trondheim    | aag  | nb | 73 | #00457c | slug=adresseavisen play ntb sport
FF   | Fosna-Folket             | fosna-folket.no        | Brekstad     | aag  | nb | 72 | #1d4e89 |
AST  | Avisa Sør-Trøndelag      | avisa-st.no            | Orkanger     | aag  | nb | 72 | #0b5394 |
TB   | Trønderbladet            | tronderbladet.no       | Melhus       | aag  | nb | 72 | #7a1f2b |
BL   | Bladet                   | bladet.no              | Stjørdal     | aag  | nb | 74 | #00507a |
OPP  | OPP                      | opp.no                 | Oppdal       | aag  | nb | 72 | #2f5d50 | initials=OPP
HFR  | Hitra-Frøya              | hitra-froya.no         | Fillan       | aag  | nb | 72 | #005f73 |
INN  | Innherred                | innherred.no           | Levanger     | aag  | nb | 74 | #8a1c1c |
S24  | Steinkjer24              | steinkjer24.no         | Steinkjer    | aag  | nb | 74 | #263e73 | digital-only initials=S24
BA   | Brønnøysunds Avis        | banett.no              | Brønnøysund  | aag  | nb | 75 | #004e7c |
GP   | Gauldalsposten           | gauldalsposten.no      | Støren       | aag  | nb | 72 | #3b5b2a |
MN24 | MN24                     | mn24.no                | Trondheim    | aag  | nb | 73 | #1f2a44 | digital-only initials=MN
SMP  | Sunnmørsposten           | smp.no                 | Ålesund      | nvl  | nb | 70 | #a6192e | play ntb sport initials=SMP
RB   | Romsdals Budstikke       | rbnett.no              | Molde        | nvl  | nb | 71 | #00467f | play ntb sport
VV   | Vikebladet Vestposten    | vikebladet.no          | Ulsteinvik   | nvl  | nn | 70 | #0a5c7a |
MN   | Møre-Nytt                | morenytt.no            | Ørsta        | nvl  | nn | 70 | #7b2d26 |
VNT  | Vestlandsnytt            | vestlandsnytt.no       | Fosnavåg     | nvl  | nn | 70 | #00557f |
FJO  | Fjordingen               | fjordingen.no          | Stryn        | nvl  | nn | 57 | #155e63 |
FT   | Fjordenes Tidende        | fjt.no                 | Måløy        | nvl  | nn | 57 | #003f6b |
FJB  | Fjordabladet             | fjordabladet.no        | Nordfjordeid | nvl  | nn | 57 | #6b2737 |
NYS  | Nyss                     | nyss.no                | Sykkylven    | nvl  | nn | 70 | #0f4c81 |
DRI  | Driva                    | driva.no               | Sunndalsøra  | nvl  | nb | 71 | #31572c |
AA   | Åndalsnes Avis           | andalsnes-avis.no      | Åndalsnes    | nvl  | nb | 71 | #8c1d40 |
VIG  | Vigga                    | vigga.no               | Dombås       | nvl  | nn | 61 | #4a3b76 |
FJU  | Fjuken                   | fjuken.no              | Skjåk        | nvl  | nn | 61 | #2d5016 |
DOL  | Dølen                    | dolen.no               | Vinstra      | nvl  | nn | 61 | #7a3e00 |
HT   | Harstad Tidende          | ht.no                  | Harstad      | htg  | nb | 77 | #003366 | play ntb
IT   | iTromsø                  | itromso.no             | Tromsø       | htg  | nb | 77 | #b3131b | play ntb sport initials=iT
FOB  | Folkebladet              | folkebladet.no         | Finnsnes     | htg  | nb | 77 | #1b4f72 |
FIN  | Framtid i Nord           | framtidinord.no        | Storslett    | htg  | nb | 77 | #2c3e50 |
ANP  | Andøyposten              | andoyposten.no         | Andenes      | htg  | nb | 76 | #0e6251 |
ALT  | Altaposten               | altaposten.no          | Alta         | htg  | nb | 78 | #922b21 |
VA   | Vesteraalens Avis        | vesteraalensavis.no    | Stokmarknes  | htg  | nb | 76 | #1a5276 | no-pulse
VOL  | Vesterålen Online        | vol.no                 | Sortland     | htg  | nb | 76 | #4d5656 | digital-only
VAG  | Våganavisa               | vaganavisa.no          | Svolvær      | htg  | nb | 76 | #6c3483 |
AN   | Avisa Nordland           | an.no                  | Bodø         | pox  | nb | 75 | #c8102e | no-pulse play ntb sport
FVN  | Fædrelandsvennen         | fvn.no                 | Kristiansand | por  | nb | 38 | #005a50 | premium play:play ntb sport initials=FVN
AGP  | Agderposten              | agderposten.no         | Arendal      | pmo  | nb | 37 | #003d79 | play:play ntb
VAR  | Varden                   | varden.no              | Skien        | pmo  | nb | 35 | #9b1b30 | play:play ntb
LA   | Lindesnes Avis           | l-a.no                 | Mandal       | por  | nb | 38 | #0b6e4f |
LIS  | Lister                   | lister24.no            | Farsund      | por  | nb | 38 | #11457e |
VT   | Vennesla Tidende         | venneslatidende.no     | Vennesla     | por  | nb | 38 | #5b2c6f |
LP   | Lillesands-Posten        | lp.no                  | Lillesand    | pmo  | nb | 37 | #1e5f74 |
GAT  | Grimstad Adressetidende  | gat.no                 | Grimstad     | pmo  | nb | 37 | #7d2e46 |
SH   | Sunnhordland             | sunnhordland.no        | Stord        | pmve | nn | 53 | #004b87 | ntb
BON  | Bømlo-Nytt               | bomlo-nytt.no          | Bømlo        | pmve | nn | 53 | #b0361c |
STO  | Stord24                  | stord24.no             | Stord        | pmve | nn | 53 | #34495e | digital-only initials=S24
MAR  | Marsteinen               | marsteinen.no          | Austevoll    | pmve | nn | 56 | #0b5a6b |
VNY  | Vestnytt                 | vestnytt.no            | Straume      | pmve | nn | 56 | #6e2c00 |
AV   | Askøyværingen            | av-avis.no             | Kleppestø    | pmve | nb | 56 | #1f618d |
STR  | Strilen                  | strilen.no             | Knarvik      | pmve | nn | 56 | #14532d |
BYG  | Bygdanytt                | bygdanytt.no           | Arna         | pmve | nn | 55 | #4a235a |
OYP  | Øyposten                 | oyposten.no            | Stavanger    | pmve | nb | 51 | #0e4d64 |
R24  | Randaberg24              | randaberg24.no         | Randaberg    | pmve | nb | 51 | #3c4f76 | digital-only initials=R24
OFP  | Os og Fusaposten         | osogfusa.no            | Os           | pox  | nn | 56 | #005b96 |
FTD  | Firda Tidend             | firdatidend.no         | Sandane      | pox  | nn | 57 | #7b241c |
POL  | Polaris Media            | polarismedia.no        | Trondheim    | pox  | nb | 73 | #1c2b4a | digital-only hide-mark
SBX  | Sandkasseavisa           | sandbox.polarismedia.no| Trondheim    | pox  | nb | 73 | #4b3f72 | slug=sandbox hide-mark
`;

/** Confirmed public contacts from TITLES.md; everything else is a marked placeholder. */
const CONFIRMED: Record<
  string,
  Partial<Record<"customerCenterPhoneNumber" | "customerCenterEmail" | "organizationNumber", string>>
> = {
  SMP: {
    customerCenterPhoneNumber: "70 12 00 00",
    customerCenterEmail: "abonnement@smp.no",
  },
  SH: {
    customerCenterPhoneNumber: "53 45 00 00",
    customerCenterEmail: "kundeservice@sunnhordland.no",
    organizationNumber: "975 339 157", // Bladet Sunnhordland AS
  },
  OFP: {
    customerCenterPhoneNumber: "56 30 29 50",
    customerCenterEmail: "kundeservice@osogfusa.no",
    organizationNumber: "943 430 861", // Os og Fusaposten AS
  },
  FTD: {
    customerCenterPhoneNumber: "57 86 87 81",
    customerCenterEmail: "abo@firdatidend.no",
    organizationNumber: "985 255 660", // Avisdrift Gloppen AS
  },
  MN: {
    organizationNumber: "984 036 280", // Møre Nytt AS
  },
};

// ---------------------------------------------------------------------------------------------

type Row = {
  code: string;
  name: string;
  domain: string;
  town: string;
  group: OwnerGroup;
  locale: Locale;
  area: string;
  colour: string;
  options: Map<string, string>;
};

function fail(message: string): never {
  console.error(`generate-title-assets: ${message}`);
  process.exit(1);
}

function parseTable(table: string): Row[] {
  const rows: Row[] = [];
  for (const line of table.split("\n")) {
    if (!line.trim()) continue;
    const cells = line.split("|").map((cell) => cell.trim());
    if (cells.length !== 9) fail(`bad table line (${cells.length} cells): ${line}`);
    const [code, name, domain, town, group, lang, area, colour, optionText] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (!(ownerGroups as readonly string[]).includes(group)) fail(`${code}: unknown group ${group}`);
    if (lang !== "nb" && lang !== "nn") fail(`${code}: unknown language ${lang}`);
    if (!/^\d{2}$/.test(area)) fail(`${code}: bad area prefix ${area}`);
    const options = new Map<string, string>();
    for (const token of optionText.split(/\s+/).filter(Boolean)) {
      const [key, value = ""] = token.split(/[=:](.*)/s);
      options.set(key ?? token, value);
    }
    rows.push({
      code,
      name,
      domain,
      town,
      group: group as OwnerGroup,
      locale: lang,
      area,
      colour: colour.toLowerCase(),
      options,
    });
  }
  return rows;
}

// --- WCAG contrast ---------------------------------------------------------------------------

function relativeLuminance(hex: string): number {
  const channel = (offset: number): number => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

// --- deterministic placeholders --------------------------------------------------------------

function digest(...parts: string[]): string {
  return createHash("sha256").update(parts.join(":")).digest("hex");
}

function digitsFrom(hex: string, count: number): string {
  let out = "";
  for (let i = 0; out.length < count; i += 2) {
    out += String(parseInt(hex.slice(i % hex.length, (i % hex.length) + 2), 16) % 10);
  }
  return out;
}

const used = new Map<string, Set<string>>();
/** Draws a value from gen(salt) until it has not been used for this kind before. */
function unique(kind: string, code: string, gen: (salt: number) => string | null): string {
  const seen = used.get(kind) ?? new Set<string>();
  used.set(kind, seen);
  for (let salt = 0; salt < 1000; salt++) {
    const value = gen(salt);
    if (value !== null && !seen.has(value)) {
      seen.add(value);
      return value;
    }
  }
  return fail(`${code}: could not draw a unique ${kind}`);
}

function reserve(kind: string, value: string): void {
  const seen = used.get(kind) ?? new Set<string>();
  used.set(kind, seen);
  seen.add(value);
}

/** A 9-digit organisation number starting with 9 with a valid modulus-11 check digit. */
function placeholderOrgNumber(code: string): string {
  return unique("organizationNumber", code, (salt) => {
    const body = "9" + digitsFrom(digest(code, "org", String(salt)), 7);
    const weights = [3, 2, 7, 6, 5, 4, 3, 2];
    const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check === 10) return null;
    const n = body + String(check);
    return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 9)}`;
  });
}

function isValidOrgNumber(value: string): boolean {
  const n = value.replace(/ /g, "");
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = [...n.slice(0, 8)].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && String(check) === n[8];
}

function placeholderPhone(code: string, area: string): string {
  return unique("customerCenterPhoneNumber", code, (salt) => {
    const d = digitsFrom(digest(code, "phone", String(salt)), 4);
    return `${area} ${d.slice(0, 2)} ${d.slice(2, 4)} 00`;
  });
}

function placeholderConsentPropertyId(code: string): number {
  return Number(
    unique("consentPropertyId", code, (salt) => {
      const n = parseInt(digest(code, "consent", String(salt)).slice(0, 8), 16);
      return String(10000 + (n % 90000));
    }),
  );
}

function placeholderClientId(code: string): string {
  return unique("identity.clientId", code, (salt) => digest(code, "client", String(salt)).slice(0, 24));
}

// --- SVG -------------------------------------------------------------------------------------

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Helvetica-Bold advance widths (1/1000 em) used to size the wordmark's viewBox. */
// prettier-ignore
const BOLD_WIDTHS: Record<string, number> = {
  " ": 278, "-": 333, "0": 556, "1": 556, "2": 556, "3": 556, "4": 556, "5": 556, "6": 556,
  "7": 556, "8": 556, "9": 556,
  a: 556, b: 611, c: 556, d: 611, e: 556, f: 333, g: 611, h: 611, i: 278, j: 278, k: 556,
  l: 278, m: 889, n: 611, o: 611, p: 611, q: 611, r: 389, s: 556, t: 333, u: 611, v: 556,
  w: 778, x: 556, y: 556, z: 500, æ: 889, ø: 611, å: 556,
  A: 722, B: 722, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 556, K: 722,
  L: 611, M: 833, N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667,
  W: 944, X: 667, Y: 667, Z: 611, Æ: 1000, Ø: 778, Å: 722,
};

function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const ch of text) {
    const w = BOLD_WIDTHS[ch];
    if (w === undefined) fail(`no width for character ${JSON.stringify(ch)} in ${text}`);
    units += w;
  }
  return (units * fontSize) / 1000;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function logoSvg(name: string): string {
  const height = 40;
  const fontSize = 28;
  const pad = 2;
  const textLength = Math.ceil(textWidth(name, fontSize));
  const width = textLength + 2 * pad;
  const label = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">`,
    `  <title>${label}</title>`,
    `  <text x="${pad}" y="29" fill="#ffffff" font-family="${FONT_STACK}" font-size="${fontSize}" font-weight="700" textLength="${textLength}" lengthAdjust="spacingAndGlyphs">${label}</text>`,
    `</svg>`,
    ``,
  ].join("\n");
}

function initialsFor(row: Row): string {
  const override = row.options.get("initials");
  if (override) return override;
  const words = row.name.split(/[\s-]+/).filter((w) => w && w[0] === w[0]?.toUpperCase());
  return words
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
}

function faviconSvg(name: string, colour: string, initials: string): string {
  const fontSize = initials.length === 1 ? 20 : initials.length === 2 ? 15 : 11;
  // Centre the cap height (≈0.72 em) vertically.
  const baseline = Math.round((16 + (0.72 * fontSize) / 2) * 10) / 10;
  const label = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img" aria-label="${label}">`,
    `  <title>${label}</title>`,
    `  <rect width="32" height="32" rx="6" ry="6" fill="${colour}"/>`,
    `  <text x="16" y="${baseline}" fill="#ffffff" font-family="${FONT_STACK}" font-size="${fontSize}" font-weight="700" text-anchor="middle">${escapeXml(initials)}</text>`,
    `</svg>`,
    ``,
  ].join("\n");
}

// --- build -----------------------------------------------------------------------------------

function buildTitle(row: Row): TitleInput {
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
    field: "customerCenterPhoneNumber" | "customerCenterEmail" | "organizationNumber",
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

async function main(): Promise<void> {
  const rows = parseTable(TABLE);
  const knownOptions = new Set([
    "slug",
    "digital-only",
    "no-pulse",
    "premium",
    "play",
    "ntb",
    "sport",
    "hide-mark",
    "initials",
  ]);
  for (const row of rows) {
    for (const key of row.options.keys()) {
      if (!knownOptions.has(key)) fail(`${row.code}: unknown option ${key}`);
    }
  }
  for (const code of Object.keys(CONFIRMED)) {
    if (!rows.some((r) => r.code === code)) fail(`confirmed contacts for unknown code ${code}`);
  }
  // Confirmed values may not be drawn again as placeholders.
  for (const values of Object.values(CONFIRMED)) {
    for (const [field, value] of Object.entries(values)) reserve(field, value);
  }
  for (const [code, values] of Object.entries(CONFIRMED)) {
    if (values.organizationNumber && !isValidOrgNumber(values.organizationNumber)) {
      console.warn(`warning: confirmed org. number for ${code} fails the mod-11 check`);
    }
  }

  await mkdir(titlesDir, { recursive: true });
  const problems: string[] = [];
  const written = new Set<string>();

  for (const row of rows) {
    const title = buildTitle(row);
    const parsed = titleSchema.safeParse(title);
    if (!parsed.success) {
      for (const issue of describeTitleIssues(parsed.error)) problems.push(`${row.code}: ${issue}`);
      continue;
    }
    const ratio = contrastWithWhite(row.colour);
    if (ratio < 4.5) {
      problems.push(`${row.code}: white on ${row.colour} is ${ratio.toFixed(2)}:1 (< 4.5:1)`);
      continue;
    }
    const base = row.code.toLowerCase();
    await writeFile(path.join(titlesDir, `${base}.json`), JSON.stringify(title, null, 2) + "\n");
    await mkdir(path.join(titlesDir, base), { recursive: true });
    await writeFile(path.join(titlesDir, base, "logo.svg"), logoSvg(row.name));
    await writeFile(
      path.join(titlesDir, base, "favicon.svg"),
      faviconSvg(row.name, row.colour, initialsFor(row)),
    );
    written.add(`${base}.json`);
  }
  if (problems.length > 0) fail(`invalid titles:\n  ${problems.join("\n  ")}`);

  await verify(written);
  console.log(`generate-title-assets: wrote and verified ${written.size} titles`);
}

/** Re-reads every titles/*.json and checks the invariants the app relies on. */
async function verify(written: Set<string>): Promise<void> {
  const problems: string[] = [];
  const files = (await readdir(titlesDir)).filter((f) => f.endsWith(".json")).sort();
  const codes = new Map<string, string>();
  const domains = new Map<string, string>();
  const byCode = new Map<string, ReturnType<typeof titleSchema.parse>>();

  for (const file of files) {
    if (!written.has(file)) problems.push(`${file}: not generated by this script (stale?)`);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path.join(titlesDir, file), "utf8"));
    } catch (error) {
      problems.push(`${file}: not valid JSON (${String(error)})`);
      continue;
    }
    const parsed = titleSchema.safeParse(data);
    if (!parsed.success) {
      for (const issue of describeTitleIssues(parsed.error)) problems.push(`${file}: ${issue}`);
      continue;
    }
    const t = parsed.data;
    if (file !== `${t.titleCode.toLowerCase()}.json`) {
      problems.push(`${file}: file name does not match titleCode ${t.titleCode}`);
    }
    const otherCode = codes.get(t.titleCode);
    if (otherCode) problems.push(`${file}: titleCode ${t.titleCode} also in ${otherCode}`);
    codes.set(t.titleCode, file);
    const otherDomain = domains.get(t.titleDomain);
    if (otherDomain) problems.push(`${file}: titleDomain ${t.titleDomain} also in ${otherDomain}`);
    domains.set(t.titleDomain, file);
    byCode.set(t.titleCode, t);

    if (contrastWithWhite(t.brandColour) < 4.5) {
      problems.push(`${file}: brandColour ${t.brandColour} below 4.5:1 with white`);
    }
    const usesPulse = t.titleCode !== "AN" && t.titleCode !== "VA";
    if (t.usesPulse !== usesPulse) problems.push(`${file}: usesPulse should be ${usesPulse}`);
    const plan = t.titleCode === "FVN" ? "C-DIGITAL-PREMIUM" : "C-DIGITAL-DIGITAL";
    if (t.defaultPlanCode !== plan) problems.push(`${file}: defaultPlanCode should be ${plan}`);
    if (new Set(t.placeholders).size !== t.placeholders.length) {
      problems.push(`${file}: duplicate entries in placeholders`);
    }
    const confirmed = CONFIRMED[t.titleCode] ?? {};
    for (const field of Object.keys(confirmed)) {
      if ((t.placeholders as string[]).includes(field)) {
        problems.push(`${file}: confirmed ${field} is listed as a placeholder`);
      }
    }
    for (const asset of ["logo.svg", "favicon.svg"]) {
      const assetPath = path.join(titlesDir, t.titleCode.toLowerCase(), asset);
      const info = await stat(assetPath).catch(() => null);
      if (!info?.isFile()) {
        problems.push(`${file}: missing ${asset}`);
        continue;
      }
      const svg = await readFile(assetPath, "utf8");
      if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') || !svg.includes("</svg>")) {
        problems.push(`${file}: ${asset} is not a standalone SVG`);
      }
    }
  }
  for (const required of ["ADR", "FVN", "AN", "VA", "POL", "SBX"]) {
    if (!byCode.has(required)) problems.push(`missing required title ${required}`);
  }
  if (byCode.get("ADR")?.titleDomain !== "adresseavisen") {
    problems.push("ADR must have titleDomain adresseavisen (SPEC §9 title map)");
  }
  if (problems.length > 0) fail(`verification failed:\n  ${problems.join("\n  ")}`);
}

await main();
