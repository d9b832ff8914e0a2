// Delivery changes after they are registered, in-process (ADR 038, ADR 085), as paper-subscriber on
// the sandbox title: a new last day refused before the first day, into another change, and when the
// platform is down (said at the form, what was typed kept), then saved; days later a running stop is
// ended early from the next possible day, refused before it with that day named, and a done stop is
// listed with its credit; past their deadlines the rows say from which day a change can apply, and
// the new change's first day is that day; a disruption in the paper's postal code is said on the
// front page's delivery card and on /tilbakemelding, and no more once cleared; a digital subscriber
// is told why delivery changes do not apply, and hears of no disruption. The days are the journeys'
// (earliestChangeDate at the stand-in's instant, which the page's pinned clock shares); "days later"
// moves both clocks as the journeys' openOn does.
//
// What only a browser shows stays in tests/e2e/delivery-changes-edit.test.ts: a stop's credit and a
// moved last day typed by keyboard; axe on the rows days later and on a refusal at the field, and the
// row's button the size of a button beside its field (a failed call said); a double submit carrying
// one key; and the Nynorsk runs (the disruption notice's place above the address, and
// /tilbakemelding's axe, too).
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { creditFor, firstDeliveryDayFrom, issuesBetween } from "#app/domain/delivery-changes.ts";
import { earliestChangeDate, type DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { osloInstant } from "#app/domain/disruption.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { platformNow, platformToday } from "#tests/e2e/clock.ts";
import { descriptionOf, reader } from "../app.tsx";
import { app } from "./the-app.ts";

const MON_SAT: DeliverySchedule = { deliveryDays: [1, 2, 3, 4, 5, 6], deadline: "12:00" };
/** paper-subscriber pays 749 kr a month: 450 kr beyond the digital plan over 26 issues. */
const PER_ISSUE = 17.31;
const nb = (isoDate: string) => formatDate(isoDate, "nb");

const STOP = "Stopp avisen en periode, for eksempel i ferien";
const MOVE = "Endre siste dag";

const moneyLine = (issues: number) =>
  `Du får ${formatKroner(PER_ISSUE)} til gode for hver avis du ikke får: ${issues} ${issues === 1 ? "avis" : "aviser"}, ${formatKroner(
    creditFor(PER_ISSUE, issues),
  )} i alt.`;

const squeeze = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** A Wednesday at least `days` days after `date`. */
function wednesdayAfter(date: string, days: number) {
  let day = addDays(date, days);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 3) day = addDays(day, 1);
  return day;
}

async function openDeliveryChanges() {
  await app.openAs("paper-subscriber", "/endre-avislevering", "Endre avislevering");
}

/** The list of changes registered, as it is now (its rows are read again after each answer). */
const changes = () => screen.getByRole("region", { name: "Registrerte endringer" });

/** The registered change whose text has `summary`, once it is listed. */
function row(summary: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = within(changes())
      .getAllByRole("listitem")
      .find((li) => squeeze(li.textContent).includes(summary));
    expect(item, summary).toBeTruthy();
    return item!;
  });
}

/** Registers stops through the form, one after the other. */
async function registerStops(stops: Array<{ from: string; to: string }>) {
  for (const stop of stops) {
    await reader.click(screen.getByRole("radio", { name: STOP }));
    await reader.fill(screen.getByLabelText("Første dag"), stop.from);
    await reader.fill(screen.getByLabelText("Siste dag"), stop.to);
    await reader.click(screen.getByRole("button", { name: "Registrer endringen" }));
    expect(squeeze((await screen.findByText(/^Endringen er registrert/)).textContent)).toContain(nb(stop.to));
  }
}

/** Types a new last day into a row's field and sends it with the row's button. */
async function moveLastDay(summary: string, isoDate: string) {
  const item = await row(summary);
  await reader.fill(within(item).getByLabelText("Ny siste dag"), isoDate);
  await reader.click(within(item).getByRole("button", { name: MOVE }));
}

/**
 * Moves the stand-in's clock to 13:00 in Oslo on `date` and the page's with it, as the journeys'
 * openOn does, and opens /endre-avislevering there as a new page, signed in again (sessions end
 * with the time).
 */
async function openOn(date: string) {
  const at = osloInstant(date, "13:00");
  const minutes = Math.ceil((at.getTime() - platformNow().getTime()) / 60_000);
  const moved = await app.browser.fetch("/_dev/clock", { method: "POST", json: { minutes }, csrf: false });
  expect(moved.ok).toBe(true);
  const { now } = (await moved.json()) as { now: string };
  vi.setSystemTime(new Date(now));
  await openDeliveryChanges();
}

/** Announces a delivery disruption at the stand-in (/_dev/disruptions), as the journeys do. */
async function announceDisruption(disruption: {
  postalCode: string;
  date?: string;
  until?: string | null;
  message?: string;
}) {
  const response = await app.browser.fetch("/_dev/disruptions", {
    method: "POST",
    json: disruption,
    csrf: false,
  });
  expect(response.status).toBe(201);
}

describe("delivery-changes-edit: a registered change's last day, days later, and disruptions", () => {
  it("a last day before the first day, or into another change, is refused at the field and kept", async () => {
    await openDeliveryChanges();
    const earliest = earliestChangeDate(platformNow());
    const laterFrom = firstDeliveryDayFrom(addDays(earliest, 10), MON_SAT);
    await registerStops([
      { from: earliest, to: addDays(earliest, 3) },
      { from: laterFrom, to: addDays(laterFrom, 2) },
    ]);
    const summary = `Stopp i leveringen fra ${nb(earliest)} til ${nb(addDays(earliest, 3))}`;
    const field = async () => within(await row(summary)).getByLabelText("Ny siste dag") as HTMLInputElement;

    await moveLastDay(summary, addDays(earliest, -1));
    await waitFor(async () =>
      expect(descriptionOf(await field())).toMatch(/Siste dag kan ikke være før første dag\./),
    );
    expect((await field()).getAttribute("aria-invalid")).toBe("true");
    expect((await field()).value).toBe(addDays(earliest, -1));

    // Into the other stop: the platform refuses it (422) and the page says why at the field.
    await moveLastDay(summary, addDays(laterFrom, 1));
    await waitFor(async () =>
      expect(descriptionOf(await field())).toMatch(
        /Perioden overlapper en annen endring du har registrert\./,
      ),
    );
    expect((await field()).value).toBe(addDays(laterFrom, 1));

    // The platform down: said at the form with the customer centre, what was typed kept; then sent.
    const newLast = addDays(earliest, 5);
    await app.setFault("delivery/change/*", "503", 1);
    await moveLastDay(summary, newLast);
    expect(
      await within(await row(summary)).findByText(/^Vi fikk ikke fullført dette akkurat nå\./),
    ).toBeTruthy();
    expect((await field()).value).toBe(newLast);
    await reader.click(within(await row(summary)).getByRole("button", { name: MOVE }));
    expect(
      await screen.findByText(
        `Ny siste dag er lagret: Stopp i leveringen fra ${nb(earliest)} til ${nb(newLast)}.`,
      ),
    ).toBeTruthy();
  });

  it("days later: a running stop is ended early from the next possible day, and a done one is listed", async () => {
    await openDeliveryChanges();
    const earliest = earliestChangeDate(platformNow());
    // A Wednesday at least five days on, 13:00 in Oslo: Thursday's deadline has passed, Friday is next.
    const wednesday = wednesdayAfter(earliest, 5);
    const thursday = addDays(wednesday, 1);
    const friday = addDays(wednesday, 2);
    const shortStop = { from: earliest, to: addDays(earliest, 1) };
    const longStop = { from: firstDeliveryDayFrom(addDays(earliest, 3), MON_SAT), to: addDays(wednesday, 8) };
    await registerStops([shortStop, longStop]);
    await openOn(wednesday);

    const summary = `Stopp i leveringen fra ${nb(longStop.from)} til ${nb(longStop.to)}`;
    const running = await row(summary);
    expect(squeeze(running.textContent)).toContain("Status: Pågår");
    expect(within(running).queryByRole("button", { name: "Trekk tilbake" })).toBeNull();
    const field = async () => within(await row(summary)).getByLabelText("Ny siste dag");
    expect(descriptionOf(await field())).toBe(
      `Vil du avslutte tidligere? Avisen kan tidligst komme som vanlig igjen ${nb(friday)}.`,
    );
    // Wednesday itself: Thursday's deadline has passed, so the paper cannot come again before Friday.
    await moveLastDay(summary, wednesday);
    await waitFor(async () =>
      expect(descriptionOf(await field())).toContain(
        `Fristen er passert for de dagene. Endringen kan gjelde fra ${nb(friday)}, så siste dag kan tidligst være ${nb(thursday)}.`,
      ),
    );
    await moveLastDay(summary, thursday);
    const ended = `Stopp i leveringen fra ${nb(longStop.from)} til ${nb(thursday)}`;
    expect(await screen.findByText(`Ny siste dag er lagret: ${ended}.`)).toBeTruthy();
    expect(
      screen.getAllByText(moneyLine(issuesBetween(longStop.from, thursday, MON_SAT))).length,
    ).toBeGreaterThan(0);

    const done = screen.getByRole("region", { name: "Fullførte endringer" });
    expect(within(done).getAllByRole("listitem")).toHaveLength(1);
    expect(squeeze(done.textContent)).toContain(
      `Stopp i leveringen fra ${nb(shortStop.from)} til ${nb(shortStop.to)}`,
    );
    expect(squeeze(done.textContent)).toContain(
      moneyLine(issuesBetween(shortStop.from, shortStop.to, MON_SAT)),
    );
  });

  it("past their deadlines a row says from which day a change can apply, instead of the buttons", async () => {
    await openDeliveryChanges();
    const earliest = earliestChangeDate(platformNow());
    const wednesday = wednesdayAfter(earliest, 5);
    const friday = addDays(wednesday, 2);
    // Running until Wednesday itself; the next starts Thursday, whose deadline passes at noon.
    const running = { from: firstDeliveryDayFrom(addDays(earliest, 3), MON_SAT), to: wednesday };
    const starting = { from: addDays(wednesday, 1), to: addDays(wednesday, 3) };
    await registerStops([running, starting]);
    await openOn(wednesday);

    const runningRow = await row(`Stopp i leveringen fra ${nb(running.from)} til ${nb(running.to)}`);
    expect(squeeze(runningRow.textContent)).toContain(
      `Fristen for å endre siste dag er passert. Endringer du registrerer nå, kan gjelde fra ${nb(friday)}.`,
    );
    expect(within(runningRow).queryByLabelText("Ny siste dag")).toBeNull();
    const startingRow = await row(`Stopp i leveringen fra ${nb(starting.from)} til ${nb(starting.to)}`);
    expect(squeeze(startingRow.textContent)).toContain("Status: Registrert");
    expect(squeeze(startingRow.textContent)).toContain(
      `Fristen for å trekke tilbake endringen er passert, så den starter som registrert. Endringer du registrerer nå, kan gjelde fra ${nb(friday)}.`,
    );
    expect(within(startingRow).queryByRole("button", { name: "Trekk tilbake" })).toBeNull();
    // Its last day (a Saturday: the next delivery is Monday) can still be moved.
    expect(within(startingRow).getByLabelText("Ny siste dag")).toBeTruthy();
    // The new change's first day is the next possible one.
    expect((screen.getByLabelText("Første dag") as HTMLInputElement).value).toBe(friday);
  });

  it("a disruption in the paper's postal code is said on the front page's delivery card and /tilbakemelding", async () => {
    const today = platformToday();
    // The page's clock at 06:00 in Oslo today: the paper is expected by 10:00, so a complaint about
    // today's paper waits until then.
    vi.setSystemTime(osloInstant(today, "06:00"));
    await announceDisruption({
      postalCode: "7011",
      date: today,
      until: "10:00",
      message: "Trykkeriet hadde driftsstans i natt.",
    });
    await app.openAs("paper-subscriber", "/", "Min side");

    const card = await screen.findByRole("region", { name: "Levering" });
    const notice = await within(card).findByRole("status");
    await waitFor(() =>
      expect(squeeze(notice.textContent)).toContain(
        "Avisen er forsinket i 7011 i dag, ventet levert innen kl. 10.00.",
      ),
    );
    expect(squeeze(notice.textContent)).toContain("Trykkeriet hadde driftsstans i natt.");

    await reader.click(within(card).getByRole("link", { name: "Registrer reklamasjon (avisen kom ikke)" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Registrer reklamasjon" })).toBeTruthy();
    const status = () => within(screen.getByRole("main")).getAllByRole("status")[0]!;
    await waitFor(() =>
      expect(squeeze(status().textContent)).toContain(
        "Avisen er forsinket i 7011 i dag, ventet levert innen kl. 10.00.",
      ),
    );
    expect(squeeze(status().textContent)).toContain(
      "Du kan reklamere på dagens avis etter kl. 10.00, hvis den ikke har kommet da.",
    );

    // Cleared: nothing said any more.
    const cleared = await app.browser.fetch("/_dev/disruptions", { method: "DELETE", csrf: false });
    expect(cleared.ok).toBe(true);
    await app.open("/tilbakemelding", "Registrer reklamasjon");
    await screen.findByRole("button", { name: "Send reklamasjonen" });
    expect(screen.queryByText(/Avisen er forsinket/)).toBeNull();
  });

  it("subscriber (digital) is told why delivery changes do not apply, and no disruption is said", async () => {
    // A disruption announced (where the paper subscriber lives): the digital front page says nothing.
    await announceDisruption({ postalCode: "7011", message: "Uvær" });
    await app.openAs("subscriber", "/endre-avislevering");
    expect(
      await screen.findByText(
        "Endring av avislevering gjelder papirabonnement. Abonnementet ditt er digitalt, så du kan lese avisen hvor du er uten å endre noe.",
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Ny siste dag")).toBeNull();
    expect(screen.queryByText(/til gode/)).toBeNull();
    await app.open("/", "Min side");
    expect(await screen.findByText("Du har Digital.")).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole("status")).toHaveLength(0));
    expect(screen.queryByText(/Avisen (er forsinket|kommer ikke)/)).toBeNull();
  });
});
