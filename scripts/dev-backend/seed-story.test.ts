// @vitest-environment node
// The seed tells one unbroken story per persona, on every day the journeys run on: the invoices'
// periods follow one another, the newest is the one today is in, and the next payment (or the last
// day of a cancelled subscription) starts the day after it — no month invoiced twice, none skipped.
import { describe, expect, it } from "vitest";
import type { Invoice, PaymentOutlook } from "#app/api/contract/payments.ts";
import { addDays, daysBetween, osloToday } from "#app/domain/oslo-date.ts";
import { allPersonas } from "#tests/fixtures/personas/all.ts";
import { osloInstant } from "#scripts/dev-backend/history/handlers.ts";
import { accountNo, data, setup, signedIn } from "#scripts/dev-backend/test-support.ts";

/** The pinned day and the journeys' dated days (tests/e2e/clock.ts), 07:00 in Oslo. */
const DAYS = [
  "2026-11-25",
  "2026-11-28",
  "2026-12-24",
  "2026-12-28",
  "2027-03-28",
  "2027-05-17",
  "2026-10-25",
];

describe.each(DAYS)("the seed on %s", (day) => {
  const now = osloInstant(day, "07:00");
  const paying = allPersonas(day).filter((p) => p.subscription && p.invoices.length > 0);

  const pausedAhead = (id: string, today: string) =>
    (paying.find((p) => p.id === id)?.pauses ?? [])
      .filter((pause) => pause.to >= today)
      .reduce((days, pause) => days + daysBetween(pause.from, pause.to) + 1, 0);

  it.each(paying.map((p) => p.id))("%s: invoices, periods and next payment add up", async (id) => {
    const { browser } = await signedIn(id, setup({ now }));
    const params = { accountNo: accountNo(id), titleCode: "ADR" };
    const invoices = (await data<Invoice[]>(await browser.call("getInvoices", { params }))).toReversed();
    for (const [earlier, later] of invoices.slice(0, -1).map((inv, i) => [inv, invoices[i + 1]!] as const))
      expect(later.periodFrom, `${earlier.ariaInvoiceNo} → ${later.ariaInvoiceNo}`).toBe(
        addDays(earlier.periodTo, 1),
      );
    const newest = invoices.at(-1)!;
    const today = osloToday(new Date(now));
    expect(newest.periodFrom <= today && today <= newest.periodTo, `${today} in the newest period`).toBe(
      true,
    );
    const { next } = await data<PaymentOutlook>(await browser.call("getNextPayment", { params }));
    if (next?.kind === "NONE_CANCELLED") expect(next.lastAccessDay).toBe(newest.periodTo);
    // A pause not yet charged for moves the charge on by its days (schedule/charges.ts).
    else if (next) expect(next.periodFrom).toBe(addDays(newest.periodTo, 1 + pausedAhead(id, today)));
  });
});
