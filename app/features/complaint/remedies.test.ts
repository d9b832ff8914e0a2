import { describe, expect, it } from "vitest";
import type { DeliveryHistory } from "#app/api/contract/complaint.ts";
import { complainableDays, offeredRemedies, remediedCategory } from "./remedies.ts";

const categories = ["MANGLER", "SKADET"];
const history: Pick<DeliveryHistory, "remedies" | "days" | "today" | "todayOpensAt"> = {
  today: "2026-11-18",
  todayOpensAt: null,
  remedies: [
    { kind: "REDELIVERY", categories, date: "2026-11-18", cutoff: "11:00" },
    { kind: "CREDIT", categories, amountPerIssue: 29 },
    { kind: "EXTEND", categories, daysPerIssue: 1 },
  ],
  days: [
    { date: "2026-11-16", status: "STOPPED", address: null, complaintId: null },
    { date: "2026-11-17", status: "COMPLAINED", address: null, complaintId: "RK1" },
    { date: "2026-11-18", status: "DELIVERED", address: null, complaintId: null },
  ],
};

describe("offeredRemedies", () => {
  it("redelivery only for today's paper alone; credit and days for any delivered days", () => {
    expect(offeredRemedies(history, "MANGLER", ["2026-11-18"]).map((r) => r.kind)).toEqual([
      "REDELIVERY",
      "CREDIT",
      "EXTEND",
    ]);
    expect(offeredRemedies(history, "MANGLER", ["2026-11-17", "2026-11-18"]).map((r) => r.kind)).toEqual([
      "CREDIT",
      "EXTEND",
    ]);
  });

  it("nothing before a category and a day are chosen, and nothing for a category the platform does not make good", () => {
    expect(offeredRemedies(history, undefined, ["2026-11-18"])).toEqual([]);
    expect(offeredRemedies(history, "MANGLER", [])).toEqual([]);
    expect(offeredRemedies(history, "SEN", ["2026-11-18"])).toEqual([]);
    expect(remediedCategory(history, "SEN")).toBe(false);
    expect(remediedCategory(history, "SKADET")).toBe(true);
  });

  it("only delivered days can be complained about", () => {
    expect(complainableDays(history)).toEqual(["2026-11-18"]);
  });

  it("today's paper is not offered while a disruption holds it back, earlier days are", () => {
    const days = [
      ...history.days,
      { date: "2026-11-19", status: "DELIVERED" as const, address: null, complaintId: null },
    ];
    const late = { ...history, days, today: "2026-11-19", todayOpensAt: "10:00" };
    expect(complainableDays(late)).toEqual(["2026-11-18"]);
    expect(complainableDays({ ...late, todayOpensAt: null })).toEqual(["2026-11-18", "2026-11-19"]);
    // A platform that does not say (tolerant reading): nothing holds today's paper back.
    expect(complainableDays({ ...late, todayOpensAt: undefined })).toEqual(["2026-11-18", "2026-11-19"]);
  });
});
