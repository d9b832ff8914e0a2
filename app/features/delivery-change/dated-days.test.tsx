// What the delivery screen says on every dated day (tests/e2e/clock.ts), the day pinned: the first
// possible day proposed at the field, and a week's stop from it counted in papers with its credit —
// what delivery-change.test.ts and delivery-changes-edit.test.ts read off the page once more per
// dated day in a browser (docs/testing.md). The figures are written out by hand per day.
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { i18n } from "#app/i18n/i18n.ts";
import { parseTestToday } from "#scripts/dev-backend/core/test-today.ts";
import { DATED_DAYS } from "#tests/e2e/clock.ts";
import { StopCreditEstimate } from "./credit.tsx";
import { firstPossibleMessage } from "./words.tsx";

const MON_SAT = { deliveryDays: [1, 2, 3, 4, 5, 6], deadline: "12:00" };
const REASON =
  "Det er papiravisens del av prisen, fordi den digitale tilgangen fortsetter mens avisen er stoppet. Beløpet trekkes fra neste betaling.";

/** The first possible day in words, and the papers from it to six days later. */
const SAYS: Record<keyof typeof DATED_DAYS, { first: string; papers: number; sum: string }> = {
  // Mon 30 Nov – Sun 6 Dec 2026: six papers.
  saturday: { first: "30. november 2026", papers: 6, sum: "103,86 kr" },
  sunday: { first: "30. november 2026", papers: 6, sum: "103,86 kr" },
  // Tue 29 Dec 2026 – Mon 4 Jan 2027: 1 January prints nothing, nor Sunday.
  "monday-after-christmas": { first: "29. desember 2026", papers: 5, sum: "86,55 kr" },
  // Wed 19 – Tue 25 May 2027: Sunday out.
  "17-may": { first: "19. mai 2027", papers: 6, sum: "103,86 kr" },
  // Mon 28 Dec 2026 – Sun 3 Jan 2027: 1 January and Sunday out.
  "christmas-eve": { first: "28. desember 2026", papers: 5, sum: "86,55 kr" },
  // Tue 30 Mar – Mon 5 Apr 2027: Sunday out.
  "summer-time-begins": { first: "30. mars 2027", papers: 6, sum: "103,86 kr" },
  // Mon 26 Oct – Sun 1 Nov 2026: Sunday out.
  "winter-time-begins": { first: "26. oktober 2026", papers: 6, sum: "103,86 kr" },
};

describe.each(Object.entries(DATED_DAYS) as Array<[keyof typeof DATED_DAYS, string]>)(
  "on the dated day %s (%s)",
  (name, testToday) => {
    const says = SAYS[name];

    it("a first day past its deadline proposes the first possible day, in words", () => {
      vi.setSystemTime(parseTestToday(testToday));
      expect(firstPossibleMessage(earliestChangeDate(new Date()))).toBe(
        `Første mulige dag er ${says.first}.`,
      );
    });

    it("a week's stop from the first possible day says its papers and its credit before it is registered", () => {
      vi.setSystemTime(parseTestToday(testToday));
      const from = earliestChangeDate(new Date());
      const shown = render(
        <I18nProvider i18n={i18n}>
          <StopCreditEstimate
            credit={{ perIssue: 17.31, issues: null, total: null }}
            from={from}
            to={addDays(from, 6)}
            openEnd={false}
            schedule={MON_SAT}
          />
        </I18nProvider>,
      );
      expect(shown.container.textContent).toBe(
        `Du får 17,31 kr til gode for hver avis du ikke får: ${says.papers} aviser, ${says.sum} i alt.` +
          REASON,
      );
    });
  },
);
