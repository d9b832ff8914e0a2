// The delivery history and the remedy chosen in a browser, as paper-subscriber (docs/decisions/037):
// what only a browser shows. The paper's last 30 days reached from the front page's link (the list
// focused and in view), two days picked by keyboard with the focus ring seen, the complaint sent,
// and the front page and the history saying so; a day held back by a disruption, and a redelivery
// refused past the cutoff, without axe violations; the same days in Nynorsk (SH), picked by
// keyboard. The dev backend's clock is moved to 07:00 on the next publication day where the time
// of day matters, so the journeys do not depend on when they run. Redelivery before the cutoff and
// refused after it, the refusals at the days, the third complaint and a disruption holding today's
// paper back are proven in-process: tests/in-process/journeys/delivery-history.tsx.
import type { Page } from "@playwright/test";
import { osloInstant } from "#app/domain/disruption.ts";
import { formatDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { isPublicationDay } from "#scripts/dev-backend/complaint/rules.ts";
import { PAPER_SCHEDULE } from "#scripts/dev-backend/core/platform-rules.ts";
import { E2E_PORT, expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { advanceClock, announceDisruption, signInAs } from "./session.ts";
import { dayCheckbox, dayName, lastPaperDay } from "./complaint-steps.ts";
import { platformNow, platformToday } from "./clock.ts";

test.beforeEach(() => {
  test.slow();
});

const edition = { publicationDays: PAPER_SCHEDULE.deliveryDays };
const dev = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;

/** Moves the dev backend's clock to 07:00 (Oslo) on the next publication day, and answers that day. */
async function morningOfNextPaperDay(page: Page): Promise<string> {
  let day = addDays(platformToday(), 1);
  while (!isPublicationDay(day, edition)) day = addDays(day, 1);
  await advanceClock(
    page,
    Math.ceil((osloInstant(day, "07:00").getTime() - platformNow().getTime()) / 60_000),
  );
  return day;
}

const daysGroup = (page: Page, name = "Hvilke dager gjelder det?") => page.getByRole("group", { name });
const remedies = (page: Page, name = "Hva vil du at vi skal gjøre?") =>
  page.getByRole("radiogroup", { name });

test("the last 30 days from the front page, two days picked by keyboard, days added, and the front page says so", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", "/");
  await page.getByRole("link", { name: "Se leveringene de siste 30 dagene" }).click();
  await expect(page).toHaveURL(/\/tilbakemelding/);
  // The link lands where it says: on the days, in view and focused, not on the top of the form.
  const days = page.getByRole("region", { name: "Leveringene de siste 30 dagene" });
  await expect(days).toBeFocused();
  await expect(days.getByRole("heading", { level: 2 })).toBeInViewport();

  // The list, newest first, each day in words: where the paper went (no mark a tick could be taken for).
  const today = platformToday();
  const newest = isPublicationDay(today, edition) ? today : lastPaperDay(today);
  const items = daysGroup(page).getByRole("listitem");
  await expect(items.first()).toHaveText(
    new RegExp(`^${dayName(newest)} Levert til Kongens gate 14, 7011 Trondheim$`, "i"),
  );
  // 30 days back from today, every day the paper came out (Sundays and paper-free days left out):
  // the newest six first, the rest behind "Vis flere".
  let count = 0;
  for (let day = addDays(today, -30); day <= today; day = addDays(day, 1))
    if (isPublicationDay(day, edition)) count++;
  await expect(items).toHaveCount(6);
  await daysGroup(page)
    .getByRole("button", { name: `Vis flere: ${count - 6} dager til` })
    .click();
  await expect(items).toHaveCount(count);
  await expectNoAxeViolations(page);

  // Keyboard only: from the category to the list, Space ticks, Tab moves on; the focus is visible.
  await page.getByRole("radio", { name: "Avisen kom ikke" }).check();
  const first = dayCheckbox(page, lastPaperDay(today, 1));
  const second = dayCheckbox(page, lastPaperDay(today, 2));
  await page.keyboard.press("Tab");
  await expect(dayCheckbox(page, newest)).toBeFocused();
  if (newest === today) await page.keyboard.press("Tab");
  await expect(first).toBeFocused();
  expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(second).toBeFocused();
  await page.keyboard.press("Space");
  await expect(first).toBeChecked();
  await expect(second).toBeChecked();

  // Two papers: a credit for both, or two days; redelivery is for today's paper only.
  await expect(remedies(page).getByRole("radio")).toHaveCount(2);
  await expect(remedies(page).getByRole("radio", { name: /^Trekk 58 kr fra neste faktura/ })).toBeVisible();
  await remedies(page)
    .getByRole("radio", { name: /^Forleng abonnementet med 2 dager/ })
    .check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();

  const [older, newer] = [lastPaperDay(today, 2), lastPaperDay(today, 1)];
  await expect(
    page.getByText(
      `Takk! Vi har registrert reklamasjonen din for ${formatDate(older, "nb")} og ${formatDate(newer, "nb")}.`,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      /^Abonnementet blir forlenget med 2 dager\. Det skjer \d+\. \w+ \d{4}, når neste periode starter\.$/,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The front page shows it until the days are added.
  await page.getByRole("link", { name: "Til Min side" }).click();
  const open = page.getByRole("region", { name: "Reklamasjoner som er under behandling" });
  await expect(
    open.getByRole("heading", {
      name: `Reklamasjon for ${formatDate(older, "nb")}, ${formatDate(newer, "nb")}`,
    }),
  ).toBeVisible();
  await expect(open.getByText(/^Abonnementet blir forlenget med 2 dager\./)).toBeVisible();
  // The next payment pays for a period two days longer (scripts/dev-backend/payments/billing.ts reads the same remedy).
  await expect(page.getByText(/forlenget med 2 dager for reklamasjon/)).toBeVisible();

  // And the history now says the two days were complained about; they cannot be picked again.
  await page.goto("/tilbakemelding");
  const complained = daysGroup(page)
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^.\\s*${dayName(newer)} `, "i") });
  await expect(complained).toContainText(/Reklamert \(sak RK\d{8}\)/);
  await expect(dayCheckbox(page, newer)).toHaveCount(0);
});

test("in Nynorsk (SH): the days in nynorsk, picked by keyboard, no redelivery outside the area, days added", async ({
  page,
}) => {
  const day = await morningOfNextPaperDay(page);
  await signInAs(page, "paper-subscriber", `${titleOrigin("sh")}/tilbakemelding`);
  await expect(
    page.getByRole("heading", { level: 2, name: "Leveringane dei siste 30 dagane" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const group = daysGroup(page, "Kva dagar gjeld det?");
  await expect(group.getByRole("listitem").first()).toContainText(dayName(day, "nn"));
  await page.getByRole("radio", { name: "Avisa kom ikkje" }).check();
  await page.keyboard.press("Tab");
  await expect(dayCheckbox(page, day, "nn")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(dayCheckbox(page, day, "nn")).toBeChecked();
  await expect(page.getByText("Vi kan ikkje levere avisa på nytt same dag til adressa di.")).toBeVisible();
  const choice = remedies(page, "Kva vil du at vi skal gjere?");
  await expect(choice.getByRole("radio")).toHaveCount(2);
  await choice.getByRole("radio", { name: /^Forleng abonnementet med 1 dag/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await expect(
    page.getByText(/^Abonnementet blir forlengd med 1 dag\. Det skjer .+, når neste periode startar\.$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a day held back by a disruption, and a redelivery refused past the cutoff, have no axe violations", async ({
  page,
}) => {
  const day = await morningOfNextPaperDay(page); // 07:00 at the platform
  await announceDisruption(page, { postalCode: "7011", date: day, until: "10:00", message: "Uvær i natt." });
  await signInAs(page, "paper-subscriber", "/tilbakemelding");
  await expect(
    daysGroup(page).getByText("Forsinket i dag. Du kan reklamere på den etter kl. 10.00."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The disruption over, today's paper is picked for redelivery; it is 12:00 when the reader sends.
  await page.request.delete(dev("/_dev/disruptions"));
  await page.reload();
  await page.getByRole("radio", { name: "Avisen kom ikke" }).check();
  await dayCheckbox(page, day).check();
  await remedies(page)
    .getByRole("radio", { name: /^Lever dagens avis på nytt i dag/ })
    .check();
  await advanceClock(page, 5 * 60);
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await expect(remedies(page)).toHaveAccessibleDescription(
    /Det er for sent å få dagens avis levert på nytt i dag\. Velg en annen løsning\./,
  );
  await expectNoAxeViolations(page);
});
