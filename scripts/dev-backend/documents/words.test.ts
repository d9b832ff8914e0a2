// @vitest-environment node
// What the platform writes on an invoice and an order's first invoice, in the title's language: a
// Nynorsk title's invoices say "stopp i leveringa" and "fyrste periode", not the Bokmål words.
import { describe, expect, it } from "vitest";
import { DOCUMENT_WORDS } from "./words.ts";

const period = { periodFrom: "2026-12-09", periodTo: "2027-01-08", complaintCredit: 29, stopCredit: 155.79 };

describe("an invoice's line", () => {
  it("names the plan, the period and each deduction, in Bokmål and in Nynorsk", () => {
    expect(DOCUMENT_WORDS.nb.periodLine("Papir + digital", period)).toBe(
      "Papir + digital, 09.12.2026–08.01.2027, reklamasjon −29 kr, stopp i leveringen −155,79 kr",
    );
    expect(DOCUMENT_WORDS.nn.periodLine("Papir + digital", period)).toBe(
      "Papir + digital, 09.12.2026–08.01.2027, reklamasjon −29 kr, stopp i leveringa −155,79 kr",
    );
    expect(DOCUMENT_WORDS.nn.periodLine("Digital", { ...period, complaintCredit: 0, stopCredit: null })).toBe(
      "Digital, 09.12.2026–08.01.2027",
    );
  });

  it("names a gift's credit (ADR 077), as Neste betaling said it", () => {
    const gift = { periodFrom: "2026-12-09", periodTo: "2027-01-08", giftCredit: 299 };
    expect(DOCUMENT_WORDS.nb.periodLine("Papir + digital", gift)).toBe(
      "Papir + digital, 09.12.2026–08.01.2027, gave −299 kr",
    );
    expect(DOCUMENT_WORDS.nn.periodLine("Papir + digital", gift)).toBe(
      "Papir + digital, 09.12.2026–08.01.2027, gåve −299 kr",
    );
  });

  it("names an order's first period and its discount code", () => {
    expect(DOCUMENT_WORDS.nb.firstPeriod("Digital", "VELKOMMEN50")).toBe(
      "Digital, første periode, rabattkode VELKOMMEN50",
    );
    expect(DOCUMENT_WORDS.nn.firstPeriod("Digital", null)).toBe("Digital, fyrste periode");
  });
});
