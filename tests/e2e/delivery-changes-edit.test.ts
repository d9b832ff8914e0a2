// Delivery changes and disruptions as paper-subscriber (ADR 038): a stop's credit before
// registering and on the receipt; its last day moved later (keyboard only), refused before its first day and into another change; a
// running stop ended early on a later day, with the past-deadline message naming the next possible
// day, and a done stop listed; the same in Nynorsk; a disruption announced through /_dev/disruptions
// said first on the front page's delivery card and on /tilbakemelding.
import type { Browser, Locator, Page } from "@playwright/test";
import { earliestChangeDate, type DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { creditFor, firstDeliveryDayFrom, issuesBetween } from "#app/domain/delivery-changes.ts";
import { osloInstant } from "#app/domain/disruption.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { E2E_PORT, expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { announceDisruption, setFault, signInAs } from "./session.ts";
import { platformNow, platformToday } from "./clock.ts";

const MON_SAT: DeliverySchedule = { deliveryDays: [1, 2, 3, 4, 5, 6], deadline: "12:00" };
/** paper-subscriber pays 749 kr a month: 450 kr beyond the digital plan over 26 issues. */
const PER_ISSUE = 17.31;
const nb = (isoDate: string) => formatDate(isoDate, "nb");
const nn = (isoDate: string) => formatDate(isoDate, "nn");
const dev = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;

/**
 * Types a date into a date field with the keyboard only, segment by segment. The segments' order is
 * the browser's (dd.mm.åååå in Norwegian, mm/dd/yyyy in a US English Chromium): day first, and if
 * the field did not read it so, back to the first segment (Shift+Tab) and month first.
 */
async function typeDate(page: Page, field: Locator, isoDate: string) {
  const [year, month, day] = isoDate.split("-");
  await field.focus();
  await page.keyboard.type(`${day}${month}${year}`);
  if ((await field.inputValue()) === isoDate) return;
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(field).toHaveValue(isoDate);
}

/** Registers stops through the form (fill, not the point here), one after the other. */
async function registerStops(page: Page, stops: Array<{ from: string; to: string }>) {
  for (const stop of stops) {
    await page.getByRole("radio", { name: "Stopp avisen en periode, for eksempel i ferien" }).check();
    await page.getByLabel("Første dag").fill(stop.from);
    await page.getByLabel("Siste dag", { exact: true }).fill(stop.to);
    await page.getByRole("button", { name: "Registrer endringen" }).click();
    await expect(page.getByText(/^Endringen er registrert/)).toContainText(nb(stop.to));
  }
}

/** A Wednesday at least `days` days after `date`. */
function wednesdayAfter(date: string, days: number) {
  let day = addDays(date, days);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 3) day = addDays(day, 1);
  return day;
}

/**
 * Moves the dev backend's clock to 13:00 in Oslo on `date` and opens /endre-avislevering there in a
 * fresh browser whose clock agrees, signed in again (sessions end with the time).
 */
async function openOn(page: Page, browser: Browser, date: string) {
  const at = osloInstant(date, "13:00");
  const minutes = Math.ceil((at.getTime() - platformNow().getTime()) / 60_000);
  const moved = await page.request.post(dev("/_dev/clock"), { data: { minutes } });
  expect(moved.ok()).toBe(true);
  const context = await browser.newContext();
  const later = await context.newPage();
  await later.clock.setFixedTime(at);
  await signInAs(later, "paper-subscriber", "/endre-avislevering");
  return { later, context };
}

const moneyLine = (issues: number) =>
  `Du får ${formatKroner(PER_ISSUE)} til gode for hver avis du ikke får: ${issues} ${issues === 1 ? "avis" : "aviser"}, ${formatKroner(
    creditFor(PER_ISSUE, issues),
  )} i alt.`;

test("a stop says its credit before and after registering; its last day is moved later by keyboard", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  const earliest = earliestChangeDate(platformNow());
  const last = addDays(earliest, 6);
  await page.getByRole("radio", { name: "Stopp avisen en periode, for eksempel i ferien" }).check();
  await expect(
    page.getByText(`Du får ${formatKroner(PER_ISSUE)} til gode for hver avis du ikke får.`),
  ).toBeVisible();
  const lastField = page.getByLabel("Siste dag", { exact: true });
  await typeDate(page, lastField, last);
  await expect(lastField).toHaveValue(last);
  const before = moneyLine(issuesBetween(earliest, last, MON_SAT));
  await expect(page.getByText(before)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");

  const summary = `Stopp i leveringen fra ${nb(earliest)} til ${nb(last)}`;
  await expect(page.getByText(`Endringen er registrert: ${summary}.`)).toBeVisible();
  // The receipt says the platform's figures, which are the ones shown before.
  const receipt = page.getByRole("region", { name: "Registrer en endring" });
  await expect(receipt.getByText(before)).toBeVisible();

  const item = page
    .getByRole("region", { name: "Registrerte endringer" })
    .getByRole("listitem")
    .filter({ hasText: summary });
  await expect(item.getByText(before)).toBeVisible();
  const newLast = addDays(last, 3);
  const newLastField = item.getByLabel("Ny siste dag");
  await expect(newLastField).toHaveValue(last);
  await typeDate(page, newLastField, newLast);
  await page.keyboard.press("Enter");
  const moved = `Stopp i leveringen fra ${nb(earliest)} til ${nb(newLast)}`;
  await expect(page.getByText(`Ny siste dag er lagret: ${moved}.`)).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Registrerte endringer" })
      .getByRole("listitem")
      .filter({ hasText: moved }),
  ).toContainText(moneyLine(issuesBetween(earliest, newLast, MON_SAT)));
  await expectNoAxeViolations(page);
});

test("a last day before the first day, or into another change, is refused at the field and kept", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  const earliest = earliestChangeDate(platformNow());
  const register = async (from: string, to: string) => {
    await page.getByRole("radio", { name: "Stopp avisen en periode, for eksempel i ferien" }).check();
    await page.getByLabel("Første dag").fill(from);
    await page.getByLabel("Siste dag", { exact: true }).fill(to);
    await page.getByRole("button", { name: "Registrer endringen" }).click();
    await expect(page.getByText(/^Endringen er registrert/)).toContainText(nb(to));
  };
  const laterFrom = firstDeliveryDayFrom(addDays(earliest, 10), MON_SAT);
  await register(earliest, addDays(earliest, 3));
  await register(laterFrom, addDays(laterFrom, 2));
  const item = page
    .getByRole("region", { name: "Registrerte endringer" })
    .getByRole("listitem")
    .filter({ hasText: `Stopp i leveringen fra ${nb(earliest)} til ${nb(addDays(earliest, 3))}` });
  const field = item.getByLabel("Ny siste dag");

  await typeDate(page, field, addDays(earliest, -1));
  await page.keyboard.press("Enter");
  await expect(field).toHaveAccessibleDescription(/Siste dag kan ikke være før første dag\./);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue(addDays(earliest, -1));

  // Into the other stop: the platform refuses it (422) and the page says why at the field.
  await typeDate(page, field, addDays(laterFrom, 1));
  await page.keyboard.press("Enter");
  await expect(field).toHaveAccessibleDescription(/Perioden overlapper en annen endring du har registrert\./);
  await expect(field).toHaveValue(addDays(laterFrom, 1));
  await expectNoAxeViolations(page);

  // The platform down: said at the form with the customer centre, what was typed kept; then sent.
  const newLast = addDays(earliest, 5);
  await setFault(page, "delivery/change/*", "503", 1);
  await typeDate(page, field, newLast);
  await page.keyboard.press("Enter");
  await expect(item.getByText(/^Vi fikk ikke fullført dette akkurat nå\./)).toBeVisible();
  await expect(field).toHaveValue(newLast);
  // The button is a button on a laptop too: as tall as one line, as wide as its words, level with
  // the field's input — not a box as tall as the field beside it.
  const button = item.getByRole("button", { name: "Endre siste dag" });
  const [box, input] = [(await button.boundingBox())!, (await field.boundingBox())!];
  expect(box.height).toBeLessThanOrEqual(56);
  expect(box.width).toBeLessThanOrEqual(220);
  expect(Math.abs(box.y + box.height - (input.y + input.height))).toBeLessThanOrEqual(2);
  await button.click();
  await expect(
    page.getByText(`Ny siste dag er lagret: Stopp i leveringen fra ${nb(earliest)} til ${nb(newLast)}.`),
  ).toBeVisible();
});

test("days later: a running stop is ended early from the next possible day, and a done one is listed", async ({
  page,
  browser,
}) => {
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  const earliest = earliestChangeDate(platformNow());
  // A Wednesday at least five days on, 13:00 in Oslo: Thursday's deadline has passed, Friday is next.
  const wednesday = wednesdayAfter(earliest, 5);
  const thursday = addDays(wednesday, 1);
  const friday = addDays(wednesday, 2);
  const shortStop = { from: earliest, to: addDays(earliest, 1) };
  const longStop = { from: firstDeliveryDayFrom(addDays(earliest, 3), MON_SAT), to: addDays(wednesday, 8) };
  await registerStops(page, [shortStop, longStop]);
  const { later, context } = await openOn(page, browser, wednesday);

  const running = later
    .getByRole("region", { name: "Registrerte endringer" })
    .getByRole("listitem")
    .filter({ hasText: `Stopp i leveringen fra ${nb(longStop.from)} til ${nb(longStop.to)}` });
  await expect(running).toContainText("Status: Pågår");
  await expect(running.getByRole("button", { name: "Trekk tilbake" })).toHaveCount(0);
  const field = running.getByLabel("Ny siste dag");
  await expect(field).toHaveAccessibleDescription(
    `Vil du avslutte tidligere? Avisen kan tidligst komme som vanlig igjen ${nb(friday)}.`,
  );
  // Wednesday itself: Thursday's deadline has passed, so the paper cannot come again before Friday.
  await typeDate(later, field, wednesday);
  await later.keyboard.press("Enter");
  await expect(field).toHaveAccessibleDescription(
    new RegExp(
      `Fristen er passert for de dagene\\. Endringen kan gjelde fra ${nb(friday)}, så siste dag kan tidligst være ${nb(thursday)}\\.`,
    ),
  );
  await expectNoAxeViolations(later);
  await typeDate(later, field, thursday);
  await later.keyboard.press("Enter");
  const ended = `Stopp i leveringen fra ${nb(longStop.from)} til ${nb(thursday)}`;
  await expect(later.getByText(`Ny siste dag er lagret: ${ended}.`)).toBeVisible();
  await expect(
    later.getByText(moneyLine(issuesBetween(longStop.from, thursday, MON_SAT))).first(),
  ).toBeVisible();

  const done = later.getByRole("region", { name: "Fullførte endringer" });
  await expect(done.getByRole("listitem")).toHaveCount(1);
  await expect(done).toContainText(`Stopp i leveringen fra ${nb(shortStop.from)} til ${nb(shortStop.to)}`);
  await expect(done).toContainText(moneyLine(issuesBetween(shortStop.from, shortStop.to, MON_SAT)));
  await expectNoAxeViolations(later);
  await context.close();
});

test("past their deadlines a row says from which day a change can apply, instead of the buttons", async ({
  page,
  browser,
}) => {
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  const earliest = earliestChangeDate(platformNow());
  const wednesday = wednesdayAfter(earliest, 5);
  const friday = addDays(wednesday, 2);
  // Running until Wednesday itself; the next starts Thursday, whose deadline passes at noon.
  const running = { from: firstDeliveryDayFrom(addDays(earliest, 3), MON_SAT), to: wednesday };
  const starting = { from: addDays(wednesday, 1), to: addDays(wednesday, 3) };
  await registerStops(page, [running, starting]);
  const { later, context } = await openOn(page, browser, wednesday);

  const rows = later.getByRole("region", { name: "Registrerte endringer" }).getByRole("listitem");
  const runningRow = rows.filter({
    hasText: `Stopp i leveringen fra ${nb(running.from)} til ${nb(running.to)}`,
  });
  await expect(runningRow).toContainText(
    `Fristen for å endre siste dag er passert. Endringer du registrerer nå, kan gjelde fra ${nb(friday)}.`,
  );
  await expect(runningRow.getByLabel("Ny siste dag")).toHaveCount(0);
  const startingRow = rows.filter({
    hasText: `Stopp i leveringen fra ${nb(starting.from)} til ${nb(starting.to)}`,
  });
  await expect(startingRow).toContainText("Status: Registrert");
  await expect(startingRow).toContainText(
    `Fristen for å trekke tilbake endringen er passert, så den starter som registrert. Endringer du registrerer nå, kan gjelde fra ${nb(friday)}.`,
  );
  await expect(startingRow.getByRole("button", { name: "Trekk tilbake" })).toHaveCount(0);
  // Its last day (a Saturday: the next delivery is Monday) can still be moved.
  await expect(startingRow.getByLabel("Ny siste dag")).toBeVisible();
  // The new change's first day is the next possible one.
  await expect(later.getByLabel("Første dag")).toHaveValue(friday);
  await expectNoAxeViolations(later);
  await context.close();
});

test("in Nynorsk: a stop's credit and a moved last day, without axe violations", async ({ page }) => {
  await signInAs(page, "paper-subscriber", `${titleOrigin("sh")}/endre-avislevering`);
  const earliest = earliestChangeDate(platformNow());
  const last = addDays(earliest, 4);
  await page.getByRole("radio", { name: "Stopp avisa ein periode, til dømes i ferien" }).check();
  await typeDate(page, page.getByLabel("Siste dag", { exact: true }), last);
  await expect(page.getByText(/til gode for kvar avis du ikkje får: \d+ aviser/)).toBeVisible();
  await page.getByRole("button", { name: "Registrer endringa" }).click();
  const item = page
    .getByRole("region", { name: "Registrerte endringar" })
    .getByRole("listitem")
    .filter({ hasText: nn(last) });
  await expect(item).toBeVisible();
  await typeDate(page, item.getByLabel("Ny siste dag"), addDays(last, 2));
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Ny siste dag er lagra:/)).toContainText(nn(addDays(last, 2)));
  await expectNoAxeViolations(page);
});

test("a disruption in the paper's postal code is said first on the front page and /tilbakemelding", async ({
  page,
}) => {
  const today = platformToday();
  // The browser's clock at 06:00 in Oslo today: the paper is expected by 10:00, so a complaint about
  // today's paper waits until then.
  await page.clock.setFixedTime(osloInstant(today, "06:00"));
  await announceDisruption(page, {
    postalCode: "7011",
    date: today,
    until: "10:00",
    message: "Trykkeriet hadde driftsstans i natt.",
  });
  await signInAs(page, "paper-subscriber", "/");

  const card = page.getByRole("region", { name: "Levering" });
  const notice = card.getByRole("status");
  await expect(notice).toContainText("Avisen er forsinket i 7011 i dag, ventet levert innen kl. 10.00.");
  await expect(notice).toContainText("Trykkeriet hadde driftsstans i natt.");
  // First in the card: above where the paper goes.
  const noticeTop = (await notice.boundingBox())!.y;
  expect(noticeTop).toBeLessThan((await card.locator("address").boundingBox())!.y);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Registrer reklamasjon (avisen kom ikke)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registrer reklamasjon" })).toBeVisible();
  const status = page.getByRole("main").getByRole("status").first();
  await expect(status).toContainText("Avisen er forsinket i 7011 i dag, ventet levert innen kl. 10.00.");
  await expect(status).toContainText(
    "Du kan reklamere på dagens avis etter kl. 10.00, hvis den ikke har kommet da.",
  );
  await expectNoAxeViolations(page);

  // Cleared: nothing said any more.
  await page.request.delete(dev("/_dev/disruptions"));
  await page.goto("/tilbakemelding");
  await expect(page.getByRole("heading", { level: 1, name: "Registrer reklamasjon" })).toBeVisible();
  await expect(page.getByText(/Avisen er forsinket/)).toHaveCount(0);
});

test("the disruption notice in Nynorsk on the front page, without axe violations", async ({ page }) => {
  await announceDisruption(page, {
    postalCode: "7011",
    until: "10:00",
    message: "Uvêret har stengt vegen over fjellet.",
  });
  await signInAs(page, "paper-subscriber", `${titleOrigin("sh")}/`);
  const notice = page.getByRole("region", { name: "Levering" }).getByRole("status");
  await expect(notice).toContainText("Avisa er forseinka i 7011 i dag, venta levert innan kl. 10.00.");
  await expect(notice).toContainText("Uvêret har stengt vegen over fjellet.");
  await expectNoAxeViolations(page);
});

test("subscriber (digital) is told why delivery changes do not apply, and no disruption is said", async ({
  page,
}) => {
  // A disruption announced (where the paper subscriber lives): the digital front page says nothing.
  await announceDisruption(page, { postalCode: "7011", message: "Uvær" });
  await signInAs(page, "subscriber", "/endre-avislevering");
  await expect(
    page.getByText(
      "Endring av avislevering gjelder papirabonnement. Abonnementet ditt er digitalt, så du kan lese avisen hvor du er uten å endre noe.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Ny siste dag")).toHaveCount(0);
  await expect(page.getByText(/til gode/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto("/");
  await expect(page.getByText("Du har Digital.")).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(page.getByText(/Avisen (er forsinket|kommer ikke)/)).toHaveCount(0);
});

test("two submits of a new last day on a slow line carry one key, and the platform acts once", async ({
  page,
}) => {
  test.slow();
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  const earliest = earliestChangeDate(platformNow());
  await registerStops(page, [{ from: earliest, to: addDays(earliest, 4) }]);
  const item = page
    .getByRole("region", { name: "Registrerte endringer" })
    .getByRole("listitem")
    .filter({ hasText: `Stopp i leveringen fra ${nb(earliest)}` });
  const newLast = addDays(earliest, 8);
  await item.getByLabel("Ny siste dag").fill(newLast);

  const sent: Array<{ key: string | null; replayed: boolean }> = [];
  page.on("response", (response) => {
    if (!response.url().endsWith("/last-day")) return;
    sent.push({
      key: response.request().headers()["idempotency-key"] ?? null,
      replayed: response.headers()["idempotency-replayed"] === "true",
    });
  });
  await setFault(page, "delivery/change/*", "slow:1500", 2);
  await item.getByRole("button", { name: "Endre siste dag" }).evaluate((element) => {
    const form = (element as HTMLButtonElement).form!;
    form.requestSubmit(element as HTMLButtonElement);
    form.requestSubmit(element as HTMLButtonElement);
  });
  const moved = `Stopp i leveringen fra ${nb(earliest)} til ${nb(newLast)}`;
  await expect(page.getByText(`Ny siste dag er lagret: ${moved}.`)).toBeVisible();
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  expect(new Set(sent.map((s) => s.key)).size).toBe(1);
  expect(sent[0]!.key).toBeTruthy();
  expect(sent.filter((s) => !s.replayed)).toHaveLength(1);
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Registrerte endringer" })
      .getByRole("listitem")
      .filter({ hasText: moved }),
  ).toHaveCount(1);
});
