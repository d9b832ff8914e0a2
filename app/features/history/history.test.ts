// The subscription's history as the reader sees it: where each entry leads, its date and time in
// Norway whatever the browser's time zone, months newest first, and the Norwegian wording of the
// API's facts.
import { describe, expect, it } from "vitest";
import "#app/i18n/i18n.ts";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import { historyLink } from "./link.ts";
import { byMonth, dateAndTime } from "./time.ts";
import { wordingOf } from "./words.ts";

const at = "2026-11-18T09:00:00.000Z";
/** The route hands in the consent screens' wording; here, the categories consented to. */
const said = (choices: Record<string, boolean>) =>
  Object.keys(choices)
    .filter((category) => choices[category])
    .join(" og ");
const invoice: HistoryEntry = {
  at,
  kind: "invoice",
  ariaInvoiceNo: "7100902",
  amount: 299,
  periodFrom: "2026-11-01",
  periodTo: "2026-11-30",
  paid: false,
};

/** A stop in the paper from 1 December, registered or given a new last day. */
const stop = (
  event: "registered" | "new-last-day" | "withdrawn",
  toDate: string | null,
): Extract<HistoryEntry, { kind: "delivery-change" }> => ({
  at,
  kind: "delivery-change",
  event,
  changeId: "c1",
  type: "STOP",
  fromDate: "2026-12-01",
  toDate,
});

describe("historyLink", () => {
  it("leads each entry to its screen", () => {
    expect(historyLink(invoice)).toBe("/dokument/faktura/7100902");
    expect(
      historyLink({ at, kind: "payment", paymentId: "p 1", ariaInvoiceNo: "7100902", amount: 299 }),
    ).toBe("/dokument/kvittering/p%201");
    expect(
      historyLink({ at, kind: "payment-failed", paymentId: "p1", ariaInvoiceNo: "7100902", amount: 299 }),
    ).toBe("/betal-faktura/7100902");
    expect(
      historyLink({ at, kind: "payment-failed", paymentId: "p1", ariaInvoiceNo: null, amount: 299 }),
    ).toBe("/fakturaoversikt");
    expect(historyLink(stop("registered", null))).toBe("/endre-avislevering");
    expect(historyLink({ at, kind: "complaint", complaintId: "k1", date: "2026-11-17" })).toBe(
      "/tilbakemelding",
    );
    expect(historyLink({ at, kind: "family-invitation", event: "sent", email: "a@b.no" })).toBe(
      "/familiedeling",
    );
    expect(historyLink({ at, kind: "business-invitation", event: "sent", email: "a@b.no" })).toBe(
      "/administrer-bedrift",
    );
    expect(
      historyLink({
        at,
        kind: "consent",
        choices: { advertising: true, analytics: true, marketing: false, personalization: false },
      }),
    ).toBe("/personverninnstillinger");
    expect(
      historyLink({
        at,
        kind: "plan-change",
        event: "ordered",
        planName: "Digital",
        effectiveDate: "2026-12-09",
      }),
    ).toBe("/endre-abonnement");
    expect(historyLink({ at, kind: "cancellation-undone", planName: "Digital" })).toBe("/endre-abonnement");
    expect(
      historyLink({ at, kind: "order", event: "ordered", planName: "Digital", orderId: "ab/c", amount: 1 }),
    ).toBe("/kvittering?ordre=ab%2Fc");
  });
});

describe("dateAndTime and byMonth", () => {
  it("tells the Oslo date and time, summer and winter", () => {
    expect(dateAndTime(at)).toEqual({ date: "18. november 2026", time: "10.00" });
    expect(dateAndTime("2026-07-01T21:30:00Z")).toEqual({ date: "1. juli 2026", time: "23.30" });
    // Late on New Year's Eve in UTC is already the new year in Oslo.
    expect(dateAndTime("2026-12-31T23:15:00Z")).toEqual({ date: "1. januar 2027", time: "00.15" });
  });

  it("groups entries by Oslo month, in the order given", () => {
    const months = byMonth([
      { at: "2026-12-31T23:15:00Z" },
      { at: "2026-11-30T22:59:00Z" },
      { at: "2026-11-01T05:00:00Z" },
    ]);
    expect(months.map((m) => [m.name, m.entries.length])).toEqual([
      ["januar 2027", 1],
      ["november 2026", 2],
    ]);
  });
});

describe("wordingOf", () => {
  it("words the facts in Norwegian, with what matters in the detail", () => {
    expect(wordingOf(invoice, said)).toEqual({
      text: "Faktura 7100902 på 299 kr",
      detail: "For 1. november 2026 – 30. november 2026. Ikke betalt.",
    });
    expect(
      wordingOf({ at, kind: "payment-failed", paymentId: "p1", ariaInvoiceNo: "7100902", amount: 1299 }, said)
        .text,
    ).toBe("Trekket på 1 299 kr for faktura 7100902 gikk ikke gjennom");
    expect(wordingOf(stop("registered", "2026-12-07"), said).text).toBe(
      "Meldte stopp i leveringen fra 1. desember 2026 til 7. desember 2026",
    );
    // From the last day it had to the new one; said apart from the stop's first day.
    expect(
      wordingOf({ ...stop("new-last-day", "2026-12-04"), previousToDate: "2026-12-07" }, said).text,
    ).toBe("Flyttet siste dag for stoppen fra 1. desember 2026: fra 7. desember 2026 til 4. desember 2026");
    expect(wordingOf({ ...stop("new-last-day", "2026-12-04"), previousToDate: null }, said).text).toBe(
      "Satte siste dag for stoppen fra 1. desember 2026: 4. desember 2026",
    );
    expect(wordingOf(stop("new-last-day", "2026-12-04"), said).text).toBe(
      "Ny siste dag for stoppen fra 1. desember 2026: 4. desember 2026",
    );
    // The credit as it was when each was written.
    expect(wordingOf({ ...stop("new-last-day", "2026-12-04"), credit: 51.93 }, said).detail).toBe(
      "Nå 51,93 kr til gode på neste betaling",
    );
    expect(wordingOf({ ...stop("withdrawn", "2026-12-04"), credit: 51.93 }, said).detail).toBe(
      "51,93 kr til gode er trukket tilbake",
    );
    expect(
      wordingOf(
        {
          at,
          kind: "complaint",
          complaintId: "RK1",
          date: "2026-11-14",
          dates: ["2026-11-14", "2026-11-16", "2026-11-17"],
        },
        said,
      ).text,
    ).toBe("Meldte fra om feil i leveringen 14. november 2026, 16. november 2026 og 17. november 2026");
    // A complaint's credit is said under it, as a stop's is.
    expect(
      wordingOf({ at, kind: "complaint", complaintId: "RK1", date: "2026-11-14", credit: 29 }, said).detail,
    ).toBe("29 kr til gode på neste betaling");
    // A platform that names only the first day (tolerant reading).
    expect(wordingOf({ at, kind: "complaint", complaintId: "RK1", date: "2026-11-14" }, said).text).toBe(
      "Meldte fra om feil i leveringen 14. november 2026",
    );
    expect(
      wordingOf(
        {
          at,
          kind: "consent",
          choices: { advertising: false, analytics: true, marketing: false, personalization: true },
        },
        said,
      ),
    ).toEqual({
      text: "Endret samtykkene",
      detail: "analytics og personalization",
    });
    // AvtaleGiro by name, with its limit: confirmed by the bank, or stopped.
    expect(wordingOf({ at, kind: "avtalegiro", event: "confirmed", limit: 1000 }, said)).toEqual({
      text: "Tok i bruk AvtaleGiro med beløpsgrense 1 000 kr",
      detail: "Godkjent i nettbanken.",
    });
    expect(wordingOf({ at, kind: "avtalegiro", event: "stopped", limit: 1200 }, said)).toEqual({
      text: "Stoppet AvtaleGiro med beløpsgrense 1 200 kr",
      detail: "Faktura fra neste betaling.",
    });
    expect(historyLink({ at, kind: "avtalegiro", event: "stopped", limit: 1200 })).toBe(
      "/endre-betalingsmetode",
    );
    // eFaktura: registered from Min side, or ended there, and where one manages it.
    expect(wordingOf({ at, kind: "efaktura", event: "registered" }, said)).toEqual({
      text: "Tok i bruk eFaktura",
      detail: "Fakturaene kommer i nettbanken.",
    });
    expect(wordingOf({ at, kind: "efaktura", event: "stopped" }, said)).toEqual({
      text: "Stoppet eFaktura",
      detail: "Fakturaene kommer på e-post igjen.",
    });
    expect(historyLink({ at, kind: "efaktura", event: "stopped" })).toBe("/endre-betalingsmetode");
  });

  it("words a power of attorney given, accepted and ended, and leads to the fullmakt screen", () => {
    const grant = { at, kind: "fullmakt", helperName: "Even Lie", validUntil: "2027-06-30" } as const;
    const given: HistoryEntry = { ...grant, event: "given", rights: ["see", "pay"] };
    expect(wordingOf(given, said)).toEqual({
      text: "Ga Even Lie fullmakt",
      detail: "Se abonnementet og fakturaene, Betale fakturaer, til og med 30. juni 2027",
    });
    const rights: Array<"see"> = ["see"];
    expect(wordingOf({ ...grant, rights, event: "accepted" }, said).text).toBe("Even Lie godtok fullmakten");
    expect(wordingOf({ ...grant, rights, event: "ended" }, said).text).toBe(
      "Fullmakten til Even Lie ble avsluttet",
    );
    expect(wordingOf({ ...grant, rights, event: "ended", endedBy: "grantor" }, said).text).toBe(
      "Avsluttet fullmakten til Even Lie",
    );
    expect(wordingOf({ ...grant, rights, event: "ended", endedBy: "helper" }, said).text).toBe(
      "Even Lie ga fra seg fullmakten",
    );
    expect(historyLink(given)).toBe("/fullmakt");
  });

  it("words a gift given, withdrawn and redeemed (ADR 077), and leads to the gifts or the front page", () => {
    const gift = { at, kind: "gift", productName: "Digitalt abonnement", months: 3 } as const;
    const given: HistoryEntry = { ...gift, event: "given", personName: "Ola Nordmann", amount: 897 };
    expect(wordingOf(given, said)).toEqual({
      text: "Ga Digitalt abonnement i 3 måneder i gave til Ola Nordmann",
      detail: "Betalt 897 kr",
    });
    expect(wordingOf({ ...given, event: "withdrawn" }, said)).toEqual({
      text: "Angret gaven til Ola Nordmann",
      detail: "Fikk tilbake 897 kr",
    });
    const redeemed: HistoryEntry = {
      ...gift,
      months: 1,
      event: "redeemed",
      personName: "Kari Nordmann",
      amount: null,
    };
    expect(wordingOf(redeemed, said)).toEqual({
      text: "Løste inn gave fra Kari Nordmann: Digitalt abonnement i 1 måned",
    });
    expect(historyLink(given)).toBe("/gaver");
    expect(historyLink(redeemed)).toBe("/");
  });

  it("words a pause ended early apart from one withdrawn before its first day, and leads to /pause", () => {
    const pause = { at, kind: "pause", from: "2026-12-01", to: "2026-12-31" } as const;
    const registered: HistoryEntry = { ...pause, event: "registered" };
    const ended: HistoryEntry = { ...pause, event: "ended", to: "2026-12-10" };
    const withdrawn: HistoryEntry = { ...pause, event: "withdrawn" };
    expect(wordingOf(registered, said).text).toBe(
      "Satte abonnementet på pause fra 1. desember 2026 til og med 31. desember 2026",
    );
    expect(wordingOf(ended, said).text).toBe("Startet abonnementet igjen etter pause");
    expect(wordingOf(withdrawn, said).text).toBe("Trakk tilbake pausen fra 1. desember 2026");
    expect(historyLink(withdrawn)).toBe("/pause");
  });
});
