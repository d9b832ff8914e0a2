// The titles the generator knows: the reference table from /work/shared/TITLES.md and the contacts
// confirmed there. Everything not confirmed becomes a marked placeholder (./placeholders.ts).
import { ownerGroups } from "#app/title/title-schema.ts";
import type { Locale } from "#app/title/title-schema.ts";
import { fail } from "./fail.ts";

type OwnerGroup = (typeof ownerGroups)[number];

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
export const TABLE = `
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
export const CONFIRMED: Record<
  string,
  Partial<
    Record<"customerCenterPhoneNumber" | "customerCenterEmail" | "organizationNumber" | "companyName", string>
  >
> = {
  SMP: {
    customerCenterPhoneNumber: "70 12 00 00",
    customerCenterEmail: "abonnement@smp.no",
  },
  SH: {
    customerCenterPhoneNumber: "53 45 00 00",
    customerCenterEmail: "kundeservice@sunnhordland.no",
    organizationNumber: "975 339 157",
    companyName: "Bladet Sunnhordland AS",
  },
  OFP: {
    customerCenterPhoneNumber: "56 30 29 50",
    customerCenterEmail: "kundeservice@osogfusa.no",
    organizationNumber: "943 430 861",
    companyName: "Os og Fusaposten AS",
  },
  FTD: {
    customerCenterPhoneNumber: "57 86 87 81",
    customerCenterEmail: "abo@firdatidend.no",
    organizationNumber: "985 255 660",
    companyName: "Avisdrift Gloppen AS",
  },
  MN: {
    organizationNumber: "984 036 280",
    companyName: "Møre Nytt AS",
  },
};

/** The options column's known keys. */
export const KNOWN_OPTIONS = new Set([
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

export type Row = {
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

export function parseTable(table: string): Row[] {
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
