// Delivery changes in a browser, as paper-subscriber (ADR 038): what only a browser shows. A stop's
// credit before registering and on the receipt, and its last day moved later, typed by keyboard;
// days later (both clocks moved on), axe on the rows past their deadlines, a done stop and a refusal
// at the field, and the row's button the size of a button beside its field (a failed call said); two
// submits of a new last day carrying one key; in Nynorsk, a stop's credit and a moved last day, and
// a disruption's notice first on the delivery card (above the address) and on /tilbakemelding, each
// without axe violations. The rest — the refusals' words at the field, the failed call's and the
// retry, a running stop ended early from the next possible day, the rows' deadline sentences, the
// disruption's words in Bokmål and cleared, the digital subscriber's answer — is proven in-process:
// tests/in-process/journeys/delivery-changes-edit.tsx.
import type { Browser, Locator, Page } from "@playwright/test";
import { earliestChangeDate, type DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { creditFor, firstDeliveryDayFrom, issuesBetween } from "#app/domain/delivery-changes.ts";
import { osloInstant } from "#app/domain/disruption.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { E2E_PORT, expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { announceDisruption, setFault, signInAs } from "./session.ts";
import { platformNow } from "./clock.ts";

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

test("days later, the rows past their deadlines and a refusal at the field have no axe violations, and the row's button is a button's size", async ({
  page,
  browser,
}) => {
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  const earliest = earliestChangeDate(platformNow());
  // On a Wednesday at least five days on, 13:00 in Oslo: one stop done, one running until that day
  // (its last day can no longer be moved), one starting Thursday (no longer withdrawn, its last day
  // still movable).
  const wednesday = wednesdayAfter(earliest, 5);
  const done = { from: earliest, to: addDays(earliest, 1) };
  const running = { from: firstDeliveryDayFrom(addDays(earliest, 3), MON_SAT), to: wednesday };
  const starting = { from: addDays(wednesday, 1), to: addDays(wednesday, 3) };
  await registerStops(page, [done, running, starting]);
  const { later, context } = await openOn(page, browser, wednesday);

  const rows = later.getByRole("region", { name: "Registrerte endringer" }).getByRole("listitem");
  await expect(
    rows.filter({ hasText: `Stopp i leveringen fra ${nb(running.from)} til ${nb(running.to)}` }),
  ).toContainText("Fristen for å endre siste dag er passert.");
  await expect(later.getByRole("region", { name: "Fullførte endringer" }).getByRole("listitem")).toHaveCount(
    1,
  );
  const item = rows.filter({ hasText: `Stopp i leveringen fra ${nb(starting.from)} til ${nb(starting.to)}` });
  const field = item.getByLabel("Ny siste dag");
  await expect(field).toBeVisible();
  await expectNoAxeViolations(later);

  // Refused at the field: a last day before its first day.
  await field.fill(wednesday);
  await item.getByRole("button", { name: "Endre siste dag" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Siste dag kan ikke være før første dag\./);
  await expectNoAxeViolations(later);

  // The platform down: said at the form, what was typed kept.
  const newLast = addDays(starting.to, 2);
  await setFault(later, "delivery/change/*", "503", 1);
  await field.fill(newLast);
  await item.getByRole("button", { name: "Endre siste dag" }).click();
  await expect(item.getByText(/^Vi fikk ikke fullført dette akkurat nå\./)).toBeVisible();
  await expect(field).toHaveValue(newLast);
  // The button is a button on a laptop too: as tall as one line, as wide as its words, level with
  // the field's input — not a box as tall as the field beside it.
  const button = item.getByRole("button", { name: "Endre siste dag" });
  const [box, input] = [(await button.boundingBox())!, (await field.boundingBox())!];
  expect(box.height).toBeLessThanOrEqual(56);
  expect(box.width).toBeLessThanOrEqual(220);
  expect(Math.abs(box.y + box.height - (input.y + input.height))).toBeLessThanOrEqual(2);
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

test("in Nynorsk the disruption notice is first on the delivery card and on /tilbakemelding, without axe violations", async ({
  page,
}) => {
  await announceDisruption(page, {
    postalCode: "7011",
    until: "10:00",
    message: "Uvêret har stengt vegen over fjellet.",
  });
  await signInAs(page, "paper-subscriber", `${titleOrigin("sh")}/`);
  const card = page.getByRole("region", { name: "Levering" });
  const notice = card.getByRole("status");
  await expect(notice).toContainText("Avisa er forseinka i 7011 i dag, venta levert innan kl. 10.00.");
  await expect(notice).toContainText("Uvêret har stengt vegen over fjellet.");
  // First in the card: above where the paper goes.
  const noticeTop = (await notice.boundingBox())!.y;
  expect(noticeTop).toBeLessThan((await card.locator("address").boundingBox())!.y);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Registrer reklamasjon (avisa kom ikkje)" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status").first()).toContainText(
    "Avisa er forseinka i 7011 i dag, venta levert innan kl. 10.00.",
  );
  await expectNoAxeViolations(page);
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
