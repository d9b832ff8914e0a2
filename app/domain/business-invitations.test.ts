import { describe, expect, it } from "vitest";
import {
  addressesFromRows,
  addressesToSend,
  csvRows,
  filterInvitations,
  isOnCompanyDomain,
  pageOf,
  reviewAddresses,
  splitAddresses,
} from "./business-invitations.ts";

const company = { emailDomain: "moebygg.no", maxInvitations: 25 };

describe("pasted addresses", () => {
  it("are split on commas, semicolons, spaces and line breaks", () => {
    const text = "a@moebygg.no, b@moebygg.no;c@moebygg.no d@moebygg.no\n\te@moebygg.no\r\n\n,;";
    expect(splitAddresses(text).map((c) => c.address)).toEqual([
      "a@moebygg.no",
      "b@moebygg.no",
      "c@moebygg.no",
      "d@moebygg.no",
      "e@moebygg.no",
    ]);
  });

  it("nothing but separators is no address", () => {
    expect(splitAddresses(" ,;\n ")).toEqual([]);
  });
});

describe("an address", () => {
  it("is valid with one @ and a domain with a dot", () => {
    const verdict = (address: string) =>
      reviewAddresses([{ address }], { emailDomain: "moebygg.no", maxInvitations: 5 }, [])[0]?.verdict;
    expect(verdict("kari.nordmann@moebygg.no")).toBe("new");
    expect(verdict("kari@moebygg")).toBe("invalid");
    expect(verdict("kari.moebygg.no")).toBe("invalid");
    expect(verdict("kari@@moebygg.no")).toBe("invalid");
    expect(verdict("kari nordmann@moebygg.no")).toBe("not-text");
  });

  it("is on the company domain only when the domain is exactly the company's", () => {
    expect(isOnCompanyDomain("kari@MoeBygg.no", "moebygg.no")).toBe(true);
    expect(isOnCompanyDomain("kari@post.moebygg.no", "moebygg.no")).toBe(false);
    expect(isOnCompanyDomain("kari@moebygg.no.example.com", "moebygg.no")).toBe(false);
    expect(isOnCompanyDomain("kari@gmail.com", "moebygg.no")).toBe(false);
  });
});

describe("the review", () => {
  it("refuses an address too long, with characters an address cannot hold, or without its shape, each on its own", () => {
    const company = { emailDomain: "moebygg.no", maxInvitations: 25 };
    const lines = reviewAddresses(
      [
        `${"a".repeat(2990)}@moebygg.no`,
        "kari😀@moebygg.no",
        "\u202Eon.ggybeom@ari",
        "ola\u0000@moebygg.no",
        "bjørn@moebygg.no",
        "ikke-en-adresse",
        "ny.ansatt@moebygg.no",
      ].map((address) => ({ address })),
      company,
      [],
    );
    expect(lines.map((line) => line.verdict)).toEqual([
      "too-long",
      "not-text",
      "not-text",
      "not-text",
      "not-text",
      "invalid",
      "new",
    ]);
  });

  it("says of each address whether it is new, or why not", () => {
    const lines = reviewAddresses(
      splitAddresses(
        "ny@moebygg.no kari@gmail.com Ny@MoeBygg.no ikke-en-adresse silje.haugen@moebygg.no annen@moebygg.no",
      ),
      company,
      ["silje.haugen@moebygg.no"],
    );
    expect(lines.map((l) => [l.address, l.verdict])).toEqual([
      ["ny@moebygg.no", "new"],
      ["kari@gmail.com", "wrong-domain"],
      ["ny@moebygg.no", "duplicate"],
      ["ikke-en-adresse", "invalid"],
      ["silje.haugen@moebygg.no", "already-invited"],
      ["annen@moebygg.no", "new"],
    ]);
    expect(addressesToSend(lines)).toEqual(["ny@moebygg.no", "annen@moebygg.no"]);
  });

  it("marks addresses past the maximum, after the slots left are taken by the first new ones", () => {
    const invited = Array.from({ length: 23 }, (_, i) => `ansatt${i}@moebygg.no`);
    const lines = reviewAddresses(
      splitAddresses("en@moebygg.no ansatt0@moebygg.no to@moebygg.no tre@moebygg.no feil@gmail.com"),
      company,
      invited,
    );
    expect(lines.map((l) => l.verdict)).toEqual([
      "new",
      "already-invited",
      "new",
      "over-maximum",
      "wrong-domain",
    ]);
  });

  it("at the maximum, every new address is over it", () => {
    const invited = Array.from({ length: 25 }, (_, i) => `ansatt${i}@moebygg.no`);
    expect(reviewAddresses(splitAddresses("ny@moebygg.no"), company, invited)[0]!.verdict).toBe(
      "over-maximum",
    );
  });
});

describe("a spreadsheet's first column", () => {
  it("skips a heading row and empty rows, and keeps row numbers", () => {
    const sheet = addressesFromRows([
      ["E-post", "Navn"],
      ["a@moebygg.no", "A"],
      [null],
      ["", "bare navn"],
      ["b@moebygg.no"],
      [null],
      [],
    ]);
    expect(sheet.headerRow).toBe(true);
    expect(sheet.candidates).toEqual([
      { address: "a@moebygg.no", row: 2 },
      { address: "b@moebygg.no", row: 5 },
    ]);
    expect(sheet.emptyRows).toEqual([3, 4]);
  });

  it("without a heading, the first row is an address (even a malformed one after it)", () => {
    const sheet = addressesFromRows([["a@moebygg.no"], ["ikke en adresse"]]);
    expect(sheet.headerRow).toBe(false);
    expect(sheet.candidates.map((c) => c.address)).toEqual(["a@moebygg.no", "ikke en adresse"]);
  });

  it("reads CSV separated by semicolons or commas, with quotes", () => {
    expect(csvRows('\uFEFFE-post;Navn\r\n"a@moebygg.no";"Moe; Ola"\r\n\r\nb@moebygg.no;B\r\n')).toEqual([
      ["E-post", "Navn"],
      ["a@moebygg.no", "Moe; Ola"],
      [""],
      ["b@moebygg.no", "B"],
    ]);
    expect(csvRows("a@moebygg.no,A\nb@moebygg.no")).toEqual([["a@moebygg.no", "A"], ["b@moebygg.no"]]);
  });
});

describe("the list of invitations", () => {
  const many = Array.from({ length: 500 }, (_, i) => ({
    email: `ansatt${String(i).padStart(3, "0")}@moebygg.no`,
    status: i % 5 === 0 ? ("active" as const) : ("emailSent" as const),
  }));

  it("filters by status and searches by address, ignoring case", () => {
    expect(filterInvitations(many, "active", "").length).toBe(100);
    expect(filterInvitations(many, "sent", "").length).toBe(400);
    expect(filterInvitations(many, "all", "ANSATT49").map((i) => i.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => `ansatt49${i}@moebygg.no`),
    );
  });

  it("pages 500 rows 50 at a time and clamps the page asked for", () => {
    expect(pageOf(many, 1)).toMatchObject({ page: 1, pages: 10, first: 1, last: 50, total: 500 });
    expect(pageOf(many, 10).items.at(-1)!.email).toBe("ansatt499@moebygg.no");
    expect(pageOf(many, 99)).toMatchObject({ page: 10, first: 451, last: 500 });
    expect(pageOf(many, Number.NaN).page).toBe(1);
    expect(pageOf([], 3)).toMatchObject({ page: 1, pages: 1, first: 0, last: 0, total: 0 });
  });
});
