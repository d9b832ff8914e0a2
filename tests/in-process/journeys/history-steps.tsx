// /historikk's journeys in-process (ADR 030, ADR 085): something done shows up first in the history
// with today's date and a time — a cancellation and its undoing, a consent changed, a paper stop, a
// card charge that failed — each leading back to its screen; unpaid-invoice's invoices paid and
// unpaid, each leading to paying it or to its receipt; former-subscriber reaches the history from
// /ingen-abonnement, its newest invoice dated at the invoice run; a failed call says so with the
// customer centre and a retry that works. Every persona's history is tests/in-process/history.test.tsx's.
// What only a browser shows stays in tests/e2e/history.test.ts: the Nynorsk title and axe on phone
// and desktop, in nb and on the failed call's screen.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import sandbox from "#titles/sbx.json" with { type: "json" };
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays, osloToday } from "#app/domain/oslo-date.ts";
import { formatDate, formatMonth } from "#app/domain/format.ts";
import { personaById, seededInvoiceNo } from "#tests/fixtures/personas/all.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** The stand-in's time, and its day in Oslo: the journeys' platformNow and platformToday. */
const platformNow = () => new Date(app.clock.now);
const platformToday = () => osloToday(platformNow());

/**
 * A minute passes, for the stand-in and the page alike. The stand-in's clock in-process stands still
 * where a journey's runs on: two things done one after the other would share an instant, and the
 * history's order among them would be the order it derives them in, not the order they were done.
 */
function aMinuteLater() {
  app.clock.now += 60_000;
  vi.setSystemTime(app.clock.now);
}

/** A persona's invoice number as the stand-in seeded it today: the newest (0), the one before it (1), … */
const invoiceNo = (persona: string, fromNewest = 0) => seededInvoiceNo(persona, platformToday(), fromNewest);

/** This month's list of entries ("november 2026"), named by its heading. */
async function thisMonth() {
  const name = formatMonth(platformToday().slice(0, 7), "nb");
  const list = await screen.findByRole("list", { name });
  return within(list).getAllByRole("listitem");
}

/** The entry of any month whose text holds `text`. */
async function entryWith(text: string) {
  const entries = await within(screen.getByRole("main")).findAllByRole("listitem");
  const entry = entries.find((e) => e.textContent?.includes(text));
  expect(entry, `an entry saying ${text}`).toBeTruthy();
  return entry!;
}

/** The entry says today's date in Oslo and a time, and its <time> holds an instant of the last minutes. */
function expectJustNow(entry: HTMLElement) {
  const time = entry.querySelector("time")!;
  expect(time.textContent).toMatch(
    new RegExp(`^${formatDate(platformToday(), "nb")}, kl\\. \\d{2}\\.\\d{2}$`),
  );
  const at = Date.parse(time.getAttribute("datetime")!);
  expect(Math.abs(platformNow().getTime() - at)).toBeLessThan(10 * 60_000);
}

describe("history-steps: what was done shows up first, and leads back to its screen", () => {
  it("subscriber cancels and takes it back, changes a consent, and finds each first in the history", async () => {
    await app.openAs("subscriber", "/");
    await reader.click(await screen.findByRole("link", { name: "Se hva som har skjedd med abonnementet" }));
    await screen.findByRole("heading", { level: 1, name: "Historikk" });
    expect(screen.getByText("Alt som har skjedd med abonnementet ditt, det siste først.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Bestilte Digital" }).getAttribute("href")).toBe(
      "/endre-abonnement",
    );

    // Cancel, then take it back.
    await app.open("/avslutt-abonnement", "Avslutt abonnement");
    await reader.click(screen.getByRole("radio", { name: "Abonnementet er for dyrt" }));
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));
    await reader.click(await screen.findByRole("button", { name: "Nei takk, avslutt abonnementet" }));
    await screen.findByRole("heading", { level: 1, name: "Abonnementet er avsluttet" });
    expect(app.location()).toMatch(/\/abonnement-avsluttet$/);
    aMinuteLater();
    await app.open("/angre-oppsigelse", "Angre oppsigelse");
    await reader.click(screen.getByRole("button", { name: "Behold abonnementet" }));
    await screen.findByRole("heading", { level: 1, name: "Abonnementet er aktivert igjen" });
    expect(app.location()).toMatch(/\/abonnement-reaktivert$/);

    await app.open("/historikk", "Historikk");
    let entries = await thisMonth();
    expect(entries[0]!.textContent).toContain("Angret oppsigelsen av Digital");
    expect(entries[1]!.textContent).toContain("Sa opp Digital");
    expectJustNow(entries[0]!);
    expectJustNow(entries[1]!);

    // A consent choice changed.
    aMinuteLater();
    await app.open("/personverninnstillinger", "Personverninnstillinger");
    await reader.click(screen.getByRole("checkbox", { name: /^Analyse av bruken/ }));
    await reader.click(screen.getByRole("button", { name: "Lagre valgene" }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("status")
          .some((status) => status.textContent?.includes("Valgene dine er lagret")),
      ).toBe(true),
    );

    await app.open("/historikk", "Historikk");
    entries = await thisMonth();
    expect(entries[0]!.textContent).toContain("Endret samtykkene");
    expect(entries[0]!.textContent).toContain("Analyse av bruken: ja");
    expectJustNow(entries[0]!);
    await reader.click(within(entries[0]!).getByRole("link", { name: "Endret samtykkene" }));
    await screen.findByRole("heading", { level: 1, name: "Personverninnstillinger" });
  });

  it("paper-subscriber stops the paper and finds the stop first in the history, leading back to the delivery screen", async () => {
    await app.openAs("paper-subscriber", "/endre-avislevering", "Endre avislevering");
    const earliest = earliestChangeDate(platformNow());
    const last = addDays(earliest, 6);
    await reader.click(screen.getByRole("radio", { name: "Stopp avisen en periode, for eksempel i ferien" }));
    await reader.fill(await screen.findByLabelText("Siste dag"), last);
    await reader.click(screen.getByRole("button", { name: "Registrer endringen" }));
    await screen.findByText(/^Endringen er registrert/);

    await app.open("/historikk", "Historikk");
    const [stop] = await thisMonth();
    const says = `Meldte stopp i leveringen fra ${formatDate(earliest, "nb")} til ${formatDate(last, "nb")}`;
    const link = within(stop!).getByRole("link", { name: says });
    expectJustNow(stop!);
    await reader.click(link);
    await screen.findByRole("heading", { level: 1, name: "Endre avislevering" });
  });

  it("unpaid-invoice sees its invoices, and a charge that failed, first", async () => {
    await app.openAs("unpaid-invoice", "/historikk", "Historikk");
    expect((await entryWith(`Faktura ${invoiceNo("unpaid-invoice")} på 299 kr`)).textContent).toContain(
      "Ikke betalt.",
    );
    expect((await entryWith(`Faktura ${invoiceNo("unpaid-invoice", 1)} på 299 kr`)).textContent).toContain(
      "Betalt.",
    );

    await app.open(`/betal-faktura/${invoiceNo("unpaid-invoice")}`, "Betal faktura");
    await reader.click(screen.getByRole("radio", { name: "Betalingskort" }));
    await reader.click(screen.getByRole("button", { name: "Betal 299 kr" }));
    // The provider's "Feil", as its page posts it; it sends the browser back to the portal.
    const provider = await app.leftForPath(/\/_dev\/payment\/[^/?]+$/);
    await app.open(await app.answerAt(provider, "failed"));
    expect((await screen.findByRole("alert")).textContent).toContain("Betalingen gikk ikke gjennom.");

    await app.open("/historikk", "Historikk");
    const [failed] = await thisMonth();
    expect(failed!.textContent).toContain(
      `Trekket på 299 kr for faktura ${invoiceNo("unpaid-invoice")} gikk ikke gjennom`,
    );
    expectJustNow(failed!);
    // A failed charge leads to paying that invoice; a paid one to its receipt.
    await reader.click(within(failed!).getByRole("link"));
    await screen.findByRole("heading", { level: 1, name: "Betal faktura" });
    expect(app.location()).toMatch(new RegExp(`/betal-faktura/${invoiceNo("unpaid-invoice")}`));
    await app.open("/historikk", "Historikk");
    const paid = await entryWith(`Faktura ${invoiceNo("unpaid-invoice", 1)} på 299 kr`);
    await reader.click(within(paid).getByRole("link"));
    await screen.findByRole("heading", {
      level: 1,
      name: new RegExp(`Faktura ${invoiceNo("unpaid-invoice", 1)}`),
    });
    expect(app.location()).toMatch(new RegExp(`/dokument/faktura/${invoiceNo("unpaid-invoice", 1)}$`));
  });

  it("former-subscriber finds the history from /ingen-abonnement: the old invoices are there", async () => {
    await app.openAs("former-subscriber", "/");
    expect(app.location()).toMatch(/\/ingen-abonnement$/);
    await reader.click(await screen.findByRole("link", { name: "Se hva som har skjedd med abonnementet" }));
    await screen.findByRole("heading", { level: 1, name: "Historikk" });
    const newest = await entryWith(`Faktura ${invoiceNo("former-subscriber")} på 299 kr`);
    expect(newest.textContent).toContain("Betalt.");
    // The invoice run: 06:00 on its period's first day (the subscription's own period).
    const invoiced = personaById("former-subscriber", platformToday())!.invoices.at(-1)!;
    expect(newest.querySelector("time")!.textContent).toBe(
      `${formatDate(invoiced.periodFrom, "nb")}, kl. 06.00`,
    );
  });

  it("a failed call says so in Norwegian, with the customer centre and a retry that works", async () => {
    await app.openAs("subscriber", "/");
    await app.setFault("history/*", "500", 1);
    await app.go("/historikk");
    expect(await screen.findByText("Historikken kan ikke vises akkurat nå.")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: sandbox.customerCenterPhoneNumber }).length).toBeGreaterThan(
      0,
    );
    await reader.click(screen.getByRole("button", { name: "Prøv igjen" }));
    await screen.findByRole("heading", { level: 1, name: "Historikk" });
  });
});
