// The delivery history and the remedy chosen, in-process (docs/decisions/037, ADR 085), as
// paper-subscriber on the sandbox title: today's paper brought again before the cutoff and the front
// page showing it until the day has passed; past the cutoff the platform refuses a redelivery, the
// page says why at the choices and offers it no more; a day already complained about and a day
// outside the 30 sent by hand are refused at the days; the third complaint in 30 days tells the
// reader that customer service will call, and tells the centre; a disruption holds today's paper
// back until its expected time. The stand-in's clock is moved to 07:00 on the next publication day
// where the time of day matters (and the page's with it), so the journeys do not depend on the day
// they run.
//
// What only a browser shows stays in tests/e2e/delivery-history.test.ts: the last 30 days reached
// from the front page with the days picked by keyboard (focus, in view, the focus ring, and what
// the complaint adds to the front page and the history), axe on the day held back by a disruption
// and on the refused redelivery, and the Nynorsk run.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { osloInstant } from "#app/domain/disruption.ts";
import { formatDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { isPublicationDay } from "#scripts/dev-backend/complaint/rules.ts";
import { PAPER_SCHEDULE } from "#scripts/dev-backend/core/platform-rules.ts";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { platformNow, platformToday } from "#tests/e2e/clock.ts";
import { dayName, lastPaperDay } from "#tests/e2e/complaint-steps.ts";
import { descriptionOf, reader } from "../app.tsx";
import { app } from "./the-app.ts";

const edition = { publicationDays: PAPER_SCHEDULE.deliveryDays };
const REDELIVER = /^Lever dagens avis på nytt i dag/;

const squeeze = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

const daysGroup = () => screen.getByRole("group", { name: "Hvilke dager gjelder det?" });
const remedies = () => screen.getByRole("radiogroup", { name: "Hva vil du at vi skal gjøre?" });
const send = () => screen.getByRole("button", { name: "Send reklamasjonen" });

/** A day's checkbox in the list of the last 30 days, if it can be picked. */
const dayCheckbox = (date: string) =>
  screen.queryByRole("checkbox", { name: new RegExp(`^${dayName(date)} `) }) as HTMLInputElement | null;

/** The day's row in the list of the last 30 days. */
const dayRow = (date: string) =>
  within(daysGroup())
    .getAllByRole("listitem")
    .find((li) => new RegExp(`^.\\s*${dayName(date)} `, "i").test(squeeze(li.textContent)));

/** Moves both clocks to 07:00 (Oslo) on the next publication day, and answers that day. */
async function morningOfNextPaperDay(): Promise<string> {
  let day = addDays(platformToday(), 1);
  while (!isPublicationDay(day, edition)) day = addDays(day, 1);
  await app.advanceClock({
    minutes: Math.ceil((osloInstant(day, "07:00").getTime() - platformNow().getTime()) / 60_000),
  });
  return day;
}

/** Files a complaint with this visitor's cookies, as another tab of the portal would (CSRF header, a fresh key). */
async function fileComplaint(dates: string[], remedy = "CREDIT") {
  const response = await app.browser.fetch("/api/complaint", {
    method: "POST",
    headers: { "Idempotency-Key": crypto.randomUUID() },
    json: { ariaAccountNo: "40644018", titleCode: "SBX", dates, category: "MANGLER", remedy, comment: "" },
  });
  expect(response.status).toBe(200);
}

async function openComplaint() {
  await app.openAs("paper-subscriber", "/tilbakemelding", "Registrer reklamasjon");
  await screen.findByRole("group", { name: "Hvilke dager gjelder det?" });
}

async function tick(date: string) {
  const box = await waitFor(() => {
    const found = dayCheckbox(date);
    expect(found, dayName(date)).toBeTruthy();
    return found!;
  });
  await reader.click(box);
}

describe("delivery-history: redelivery, refusals at the field, the third complaint and a disruption", () => {
  it("today's paper is brought again before the cutoff, and the front page shows it until the day has passed", async () => {
    const day = await morningOfNextPaperDay();
    await openComplaint();
    await reader.click(screen.getByRole("radio", { name: "Avisen kom ikke" }));
    await tick(day);
    const redelivery = await within(remedies()).findByRole("radio", { name: REDELIVER });
    expect(descriptionOf(redelivery)).toBe(
      "Avisbudet kommer med avisen i løpet av dagen. Mulig til kl. 11.00.",
    );
    await reader.click(redelivery);
    await reader.click(send());
    const promise = `Avisbudet kommer med avisen på nytt i dag, ${formatDate(day, "nb")}.`;
    expect(await screen.findByText(promise)).toBeTruthy();

    await reader.click(screen.getByRole("link", { name: "Til Min side" }));
    const open = await screen.findByRole("region", { name: "Reklamasjoner som er under behandling" });
    expect(await within(open).findByText(promise)).toBeTruthy();

    // The next day the paper has been brought: nothing open any more (a day on, so sign in again).
    await app.advanceClock({ minutes: 24 * 60 });
    await app.openAs("paper-subscriber", "/", "Min side");
    expect(await screen.findByRole("region", { name: "Levering" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Reklamasjoner som er under behandling" })).toBeNull();
  });

  it("past the cutoff the platform refuses a redelivery, and the page explains at the field", async () => {
    const day = await morningOfNextPaperDay();
    await openComplaint();
    await reader.click(screen.getByRole("radio", { name: "Avisen kom ikke" }));
    await tick(day);
    await reader.click(await within(remedies()).findByRole("radio", { name: REDELIVER }));
    // The reader takes their time: it is 12:00 when they send.
    await app.advanceClock({ minutes: 5 * 60 });
    await reader.click(send());
    await waitFor(() =>
      expect(descriptionOf(remedies())).toMatch(
        /Det er for sent å få dagens avis levert på nytt i dag\. Velg en annen løsning\./,
      ),
    );
    // What is offered is read again: no redelivery any more, and why.
    await waitFor(() => expect(within(remedies()).queryByRole("radio", { name: REDELIVER })).toBeNull());
    expect(await screen.findByText("Det er for sent å få dagens avis levert på nytt i dag.")).toBeTruthy();
    await reader.click(within(remedies()).getByRole("radio", { name: /^Trekk 29 kr fra neste faktura/ }));
    await reader.click(send());
    expect(await screen.findByText(/^Vi trekker 29 kr fra fakturaen for perioden som starter/)).toBeTruthy();
  });

  it("a day already complained about, and a day outside the 30 sent by hand, are refused at the field", async () => {
    await openComplaint();
    const day = lastPaperDay();
    await reader.click(screen.getByRole("radio", { name: "Avisen kom ikke" }));
    await tick(day);
    await reader.click(
      await within(remedies()).findByRole("radio", { name: /^Trekk 29 kr fra neste faktura/ }),
    );
    // Meanwhile the same day is complained about elsewhere (another tab).
    await fileComplaint([day]);
    await reader.click(send());
    await waitFor(() =>
      expect(descriptionOf(daysGroup())).toMatch(
        /Du har allerede reklamert på en av dagene du valgte\. Velg en annen dag\./,
      ),
    );
    // The list is read again: the day now says it was complained about, and cannot be picked.
    await waitFor(() => expect(dayCheckbox(day)).toBeNull());
    await waitFor(() => expect(squeeze(dayRow(day)?.textContent)).toMatch(/Reklamert \(sak RK\d{8}\)/));

    // A day 31 days ago, put into the form by hand: the list does not offer it.
    await app.open("/tilbakemelding", "Registrer reklamasjon");
    await reader.click(await screen.findByRole("radio", { name: "Avisen kom ikke" }));
    const input = Object.assign(document.createElement("input"), {
      type: "hidden",
      name: "dates",
      value: addDays(platformToday(), -31),
    });
    (send() as HTMLButtonElement).form!.append(input);
    await reader.click(send());
    await waitFor(() =>
      expect(descriptionOf(daysGroup())).toMatch(/Du kan reklamere på aviser fra de siste 30 dagene\./),
    );
  });

  it("the third complaint in 30 days: the reader is told customer service will call, and the centre is told", async () => {
    await openComplaint();
    await fileComplaint([lastPaperDay(undefined, 3)]);
    await fileComplaint([lastPaperDay(undefined, 2)], "EXTEND");
    await app.open("/tilbakemelding", "Registrer reklamasjon");
    expect(
      await screen.findByText(
        "Dette blir din tredje reklamasjon på 30 dager. Kundeservice vil kontakte deg for å finne ut hva som er galt med leveringen.",
      ),
    ).toBeTruthy();
    await reader.click(screen.getByRole("radio", { name: "Avisen var våt eller skadet" }));
    await tick(lastPaperDay());
    await reader.click(
      await within(remedies()).findByRole("radio", { name: /^Forleng abonnementet med 1 dag/ }),
    );
    await reader.click(send());
    expect(
      await screen.findByText(
        "Du har reklamert tre ganger på 30 dager. Kundeservice kontakter deg for å finne ut hva som er galt med leveringen.",
      ),
    ).toBeTruthy();
    const toCentre = (await outbox(app.browser)).filter(
      (m) => m.recipient === "kundeservice@sandbox.polarismedia.no",
    );
    expect(toCentre).toHaveLength(1);
    expect(toCentre[0]!.text).toMatch(
      /^Til kundesenteret: Arne Solberg \(kundenummer 40644018, telefon 93456789\) har reklamert for tredje gang på 30 dager/,
    );
  });

  it("a disruption holds today's paper back: today cannot be picked until the expected time, earlier days can", async () => {
    const day = await morningOfNextPaperDay(); // 07:00 at the platform
    const response = await app.browser.fetch("/_dev/disruptions", {
      method: "POST",
      json: { postalCode: "7011", date: day, until: "10:00", message: "Uvær i natt." },
      csrf: false,
    });
    expect(response.status).toBe(201);
    await openComplaint();
    expect(
      await within(daysGroup()).findByText("Forsinket i dag. Du kan reklamere på den etter kl. 10.00."),
    ).toBeTruthy();
    expect(dayCheckbox(day)).toBeNull();
    expect(dayCheckbox(lastPaperDay(day))?.disabled).toBe(false);

    // 10:00 has passed at the platform: today's paper can be complained about (the page loaded again).
    await app.advanceClock({ minutes: 3 * 60 + 1 });
    await app.open("/tilbakemelding", "Registrer reklamasjon");
    await waitFor(() => expect(dayCheckbox(day)?.disabled).toBe(false));
    expect(within(daysGroup()).queryByText(/^Forsinket i dag/)).toBeNull();
  });
});
