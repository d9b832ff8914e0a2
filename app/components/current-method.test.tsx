import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "#app/i18n/i18n.ts";
import { CurrentMethod } from "./current-method.tsx";

// The payment card on Min side (SPEC §8 texts), and its warning: a card that expires
// within 30 days, or has expired, asks for a new one.

const wrap = (node: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );
const card = (cardExpiry: string) => ({ type: "SWEDBANK-PPG" as const, cardLast4: "4417", cardExpiry });

afterEach(() => vi.useRealTimers());

describe("CurrentMethod", () => {
  it("shows the card's last digits and expiry, without a warning when it is good for long", () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00Z"), toFake: ["Date"] });
    wrap(<CurrentMethod current={card("2027-06")} failed={false} />);
    expect(screen.getByText("Betalingskort som slutter på 4417, gyldig til 06/2027.")).toBeTruthy();
    expect(screen.queryByText(/utløper snart|er utløpt/)).toBeNull();
  });

  it("warns when the card expires within 30 days", () => {
    // Valid to 31 December: 30 days left on 1 December.
    vi.useFakeTimers({ now: new Date("2026-12-01T12:00:00Z"), toFake: ["Date"] });
    wrap(<CurrentMethod current={card("2026-12")} failed={false} />);
    expect(screen.getByText(/Kortet utløper snart/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Legg til betalingskort" }).getAttribute("href")).toBe(
      "/legg-til-betalingskort",
    );
  });

  it("warns a helper too, without offering a new card they may not register", () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T12:00:00Z"), toFake: ["Date"] });
    wrap(<CurrentMethod current={card("2026-12")} failed={false} offerNewCard={false} />);
    expect(screen.getByText(/Kortet utløper snart/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Legg til betalingskort" })).toBeNull();
  });

  it("does not warn 31 days or more before the card runs out", () => {
    // Valid to 31 December: 31 days left on 30 November.
    vi.useFakeTimers({ now: new Date("2026-11-30T12:00:00Z"), toFake: ["Date"] });
    wrap(<CurrentMethod current={card("2026-12")} failed={false} />);
    expect(screen.queryByText(/Kortet utløper snart/)).toBeNull();
  });

  it("alerts when the card has expired", () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00Z"), toFake: ["Date"] });
    wrap(<CurrentMethod current={card("2026-10")} failed={false} />);
    expect(screen.getByRole("alert").textContent).toContain("Kortet er utløpt.");
  });

  it("says there are no card details only for a card without them (SPEC §8)", () => {
    wrap(
      <CurrentMethod current={{ type: "SWEDBANK-PPG", cardLast4: null, cardExpiry: null }} failed={false} />,
    );
    // A method's name inside a sentence is lowercase where it is not a name.
    expect(screen.getByText("Du betaler med betalingskort.")).toBeTruthy();
    expect(screen.getByText("Ingen kortdetaljer tilgjengelig.")).toBeTruthy();
  });

  it("names Vipps or a giro without a word about card details, and says when nothing is registered", () => {
    const { unmount } = wrap(
      <CurrentMethod current={{ type: "VIPPS", cardLast4: null, cardExpiry: null }} failed={false} />,
    );
    expect(screen.getByText("Du betaler med Vipps.")).toBeTruthy();
    expect(screen.queryByText("Ingen kortdetaljer tilgjengelig.")).toBeNull();
    unmount();
    const giro = wrap(
      <CurrentMethod current={{ type: "BANKGIRO", cardLast4: null, cardExpiry: null }} failed={false} />,
    );
    expect(screen.getByText("Du betaler med faktura (bankgiro).")).toBeTruthy();
    giro.unmount();
    wrap(<CurrentMethod current={null} failed={false} />);
    expect(screen.getByText("Ingen betalingsmåte er registrert.")).toBeTruthy();
    expect(screen.queryByText("Ingen kortdetaljer tilgjengelig.")).toBeNull();
  });

  it("shows the SPEC §8 text when the payment method could not be fetched", () => {
    wrap(<CurrentMethod current={null} failed={true} />);
    expect(screen.getByRole("alert").textContent).toBe("Det oppstod en feil ved henting av betalingsmetode.");
  });
});
