// @vitest-environment node
// npm run titles:import fills the release manager's values into titles/*.json, checks them with the
// title schema and says what is still a placeholder (ADR 031). Runs on a copy of titles/.
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { TitleInput } from "#app/title/title-schema.ts";
import { importTitleValues, parseCsv } from "./titles-import.ts";
import { TITLES_DIR } from "./titles.ts";

let dir: string;
const read = (code: string) => readFileSync(path.join(dir, `${code}.json`), "utf8");
const json = (code: string) => JSON.parse(read(code)) as TitleInput;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "titles-import-"));
  cpSync(TITLES_DIR, dir, { recursive: true, filter: (src) => !src.endsWith(".test.ts") });
});

const ALL_ADR = [
  "titleCode,newsroomId,publicationId,streamNewsroomId,analyticsProviderId,consentPropertyId,privacyGroupId,customerCenterPhoneNumber,customerCenterEmail,organizationNumber,companyName,postalAddress,identity.clientId,identity.sessionDomain,deliveredBy,saturdayDeliveredBy,paperInvoiceFee",
  'adr,"adressa, newsroom",adressa-pub,adressa-live,sdrn:polaris:client:adr,41234,polaris-privacy,72 50 00 00,kunde@adressa.no,911 222 333,Adresseavisen AS,"Postboks 6070 Torgarden, 7434 Trondheim",5bcdd5a8f4b3e4213e07ac74,https://login.adressa.no/,06:15,07:45,45',
].join("\n");

describe("parseCsv", () => {
  it("reads quoted cells with commas, doubled quotes and line breaks, and CRLF lines", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\r\n"two\nlines",\r\n\r\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
      ["two\nlines", ""],
    ]);
  });

  it("reads a spreadsheet's semicolons and drops its byte-order mark", () => {
    expect(parseCsv("\uFEFFtitleCode;newsroomId\nADR;a,b\n")).toEqual([
      ["titleCode", "newsroomId"],
      ["ADR", "a,b"],
    ]);
  });

  it("refuses a quote left open", () => {
    expect(() => parseCsv('a\n"open')).toThrow(/quoted cell/);
  });
});

describe("importTitleValues", () => {
  it("fills every field of a title, types the number, and reports it ready", () => {
    const report = importTitleValues(ALL_ADR, dir);
    expect(report.problems).toEqual([]);
    expect(report.written).toEqual([{ titleCode: "ADR", fields: expect.arrayContaining(["newsroomId"]) }]);
    const adr = json("adr");
    expect(adr.newsroomId).toBe("adressa, newsroom");
    expect(adr.consentPropertyId).toBe(41234);
    expect(adr.postalAddress).toBe("Postboks 6070 Torgarden, 7434 Trondheim");
    expect(adr.identity).toEqual({
      clientId: "5bcdd5a8f4b3e4213e07ac74",
      sessionDomain: "https://login.adressa.no/",
    });
    expect([adr.deliveredBy, adr.saturdayDeliveredBy]).toEqual(["06:15", "07:45"]);
    expect(adr.paperInvoiceFee).toBe(45);
    expect(adr.placeholders).toEqual([]);
    expect(report.stillPlaceholders.map((t) => t.titleCode)).not.toContain("ADR");
    expect(report.stillPlaceholders.map((t) => t.titleCode)).toContain("FVN");
  });

  it("writes the files as they are written today: two spaces, keys in their order, a final newline", () => {
    const before = json("adr");
    importTitleValues(ALL_ADR, dir);
    expect(Object.keys(json("adr"))).toEqual(Object.keys(before));
    expect(read("adr")).toBe(`${JSON.stringify(json("adr"), null, 2)}\n`);
  });

  it("leaves the fields a partial file does not fill as they are, still placeholders", () => {
    const before = json("fvn");
    const report = importTitleValues(
      "titleCode,customerCenterEmail,identity.clientId\nFVN,,0a1b2c3d4e5f60718293a4b5\n",
      dir,
    );
    expect(report.problems).toEqual([]);
    const after = json("fvn");
    expect(after.identity.clientId).toBe("0a1b2c3d4e5f60718293a4b5");
    expect(after.customerCenterEmail).toBe(before.customerCenterEmail);
    expect(after.identity.sessionDomain).toBe(before.identity.sessionDomain);
    expect(after.placeholders).toEqual(before.placeholders.filter((f) => f !== "identity.clientId"));
    expect(report.stillPlaceholders.find((t) => t.titleCode === "FVN")?.fields).toContain(
      "customerCenterEmail",
    );
  });

  it("reports a value the title schema refuses and does not write that title", () => {
    const before = read("adr");
    const report = importTitleValues(
      "titleCode,customerCenterPhoneNumber,newsroomId\nADR,7300 0000,real-newsroom\nFVN,,fvn-newsroom\n",
      dir,
    );
    expect(report.problems).toEqual([
      expect.stringMatching(/row 2 \(ADR\): customerCenterPhoneNumber: .*left as it was/),
    ]);
    expect(read("adr")).toBe(before);
    // The other row is good and is written.
    expect(json("fvn").newsroomId).toBe("fvn-newsroom");
  });

  it("takes a number grouped by spaces, as a Norwegian spreadsheet writes it", () => {
    const report = importTitleValues('titleCode;consentPropertyId\nADR;"12 345"\nFVN;"1\u00a0234"\n', dir);
    expect(report.problems).toEqual([]);
    expect(json("adr").consentPropertyId).toBe(12345);
    expect(json("fvn").consentPropertyId).toBe(1234);
  });

  it.each([
    [
      "companyName",
      '"=HYPERLINK(""http://x.example"",""Klikk"")"',
      "starts with =, as a spreadsheet formula does",
    ],
    ["postalAddress", "@SUM(A1:A2)", "starts with @"],
    ["companyName", "+1+1", "starts with +"],
    ["privacyGroupId", "-2+3", "starts with -"],
    ["identity.clientId", "5f1e…", "is cut short (…), like the example in docs/releasing.md"],
    ["identity.clientId", "adr-client", "is not 24 characters, digits and the letters a–f"],
    ["postalAddress", "x".repeat(140_000), "140000 characters; a field holds at most 200"],
  ])("refuses a %s it cannot take and leaves the title as it was", (field, cell, says) => {
    const before = read("adr");
    const report = importTitleValues(`titleCode,newsroomId,${field}\nADR,real-newsroom,${cell}\n`, dir);
    expect(report.problems).toEqual([
      expect.stringMatching(new RegExp(`^row 2 \\(ADR\\): ${field.replace(".", "\\.")}: .*left as it was$`)),
    ]);
    expect(report.problems[0]).toContain(says);
    expect(read("adr")).toBe(before);
    expect(report.written).toEqual([]);
  });

  it("names the titles of the file among those still holding placeholders", () => {
    const report = importTitleValues("titleCode,newsroomId\nFVN,fvn-newsroom\n", dir);
    expect(report.imported).toEqual(["FVN"]);
    expect(report.stillPlaceholders.map((t) => t.titleCode)).toContain("FVN");
  });

  it("reports a title code that does not exist", () => {
    const report = importTitleValues("titleCode,newsroomId\nXYZ,a\n", dir);
    expect(report.problems).toEqual([expect.stringContaining('no title with code "XYZ"')]);
    expect(report.written).toEqual([]);
  });

  it("writes nothing when a column is not a field it knows", () => {
    const before = read("adr");
    const report = importTitleValues("titleCode,newsroomId,clientid\nADR,real,abc\n", dir);
    expect(report.problems).toEqual([expect.stringContaining('unknown column "clientid"')]);
    expect(read("adr")).toBe(before);
  });
});
