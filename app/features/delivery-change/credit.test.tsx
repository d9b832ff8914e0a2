// What a stop means for money, as the form and the receipt say it: the platform's
// credit per issue, the issues in the span from the title's publishing days, or no change in price.
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "#app/i18n/i18n.ts";
import { CreditLine, StopCreditEstimate } from "./credit.tsx";

const REASON =
  "Det er papiravisens del av prisen, fordi den digitale tilgangen fortsetter mens avisen er stoppet. Beløpet trekkes fra neste betaling.";
const MON_SAT = { deliveryDays: [1, 2, 3, 4, 5, 6], deadline: "12:00" };
const shown = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
/** What the form says for a stop typed from `from` to `to` (Monday–Saturday paper). */
const estimate = (credit: Parameters<typeof StopCreditEstimate>[0]["credit"], from: string, to: string) =>
  shown(<StopCreditEstimate credit={credit} from={from} to={to} openEnd={false} schedule={MON_SAT} />)
    .container.textContent;

describe("a stop's credit", () => {
  it("says the platform's issues and sum for a dated stop, one issue in the singular", () => {
    shown(<CreditLine credit={{ perIssue: 17.31, issues: 6, total: 103.86 }} />);
    expect(
      screen.getByText("Du får 17,31 kr til gode for hver avis du ikke får: 6 aviser, 103,86 kr i alt."),
    ).toBeTruthy();
    shown(<CreditLine credit={{ perIssue: 17.31, issues: 1, total: 17.31 }} />);
    expect(
      screen.getByText("Du får 17,31 kr til gode for hver avis du ikke får: 1 avis, 17,31 kr i alt."),
    ).toBeTruthy();
  });

  it("counts 8 papers for a stop 21–31 December: 25 and 26 December are paper-free", () => {
    expect(estimate({ perIssue: 17.31, issues: null, total: null }, "2026-12-21", "2026-12-31")).toBe(
      "Du får 17,31 kr til gode for hver avis du ikke får: 8 aviser, 138,48 kr i alt." + REASON,
    );
    expect(estimate({ perIssue: 17.31, issues: null, total: null }, "2026-12-21", "2027-01-03")).toBe(
      "Du får 17,31 kr til gode for hver avis du ikke får: 9 aviser, 155,79 kr i alt." + REASON,
    );
  });

  it("writes a sum with øre as two decimals, never one", () => {
    shown(<CreditLine credit={{ perIssue: 17.31, issues: 10, total: 173.1 }} />);
    expect(
      screen.getByText("Du får 17,31 kr til gode for hver avis du ikke får: 10 aviser, 173,10 kr i alt."),
    ).toBeTruthy();
  });

  it("says per issue for a stop til videre, no change in price for null, nothing when not told", () => {
    const open = shown(<CreditLine credit={{ perIssue: 17.31, issues: null, total: null }} />);
    expect(open.container.textContent).toBe(
      "Du får 17,31 kr til gode for hver avis du ikke får, til du gir beskjed om at avisen skal komme igjen." +
        REASON,
    );
    const none = shown(<CreditLine credit={null} />);
    expect(none.container.textContent).toBe("En stopp endrer ikke prisen på abonnementet ditt.");
    const unknown = shown(<CreditLine credit={undefined} />);
    expect(unknown.container.textContent).toBe("");
  });

  it("on the form counts the typed span's issues (no Sundays) with the platform's credit per issue", () => {
    const credit = { perIssue: 17.31, issues: null, total: null };
    expect(estimate(credit, "2026-03-26", "2026-04-01")).toBe(
      "Du får 17,31 kr til gode for hver avis du ikke får: 6 aviser, 103,86 kr i alt." + REASON,
    );
    expect(estimate(credit, "2026-03-26", "")).toBe(
      "Du får 17,31 kr til gode for hver avis du ikke får." + REASON,
    );
    expect(estimate(credit, "2026-03-26", "2026-03-20")).toBe(
      "Du får 17,31 kr til gode for hver avis du ikke får." + REASON,
    );
    expect(estimate(null, "2026-03-26", "2026-04-01")).toBe(
      "En stopp endrer ikke prisen på abonnementet ditt.",
    );
  });
});
