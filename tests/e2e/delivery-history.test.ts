// The delivery history and the remedy chosen, as paper-subscriber (docs/decisions/037): the
// paper's last 30 days on /tilbakemelding (a calendar for the eye, a list read in order, days picked by keyboard), a
// complaint about several days, the remedy chosen from what the platform offers, redelivery before
// the cutoff and refused after it, the receipt and the front page, the third complaint in 30 days,
// and refusals at the field — in Bokmål (sandbox) and Nynorsk (SH). The dev backend's clock is
// moved to 07:00 on the next publication day where the time of day matters, so the journeys do not
// depend on when they run.
import type { Page } from "@playwright/test";
import { CSRF_COOKIE, CSRF_HEADER } from "#app/api/contract/shared.ts";
import { osloInstant } from "#app/domain/disruption.ts";
import { formatDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { isPublicationDay } from "#scripts/dev-backend/complaint/rules.ts";
import { PAPER_SCHEDULE } from "#scripts/dev-backend/core/platform-rules.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { advanceClock, announceDisruption, outbox, signInAs } from "./session.ts";
import { dayCheckbox, dayName, lastPaperDay } from "./complaint-steps.ts";
import { platformNow, platformToday } from "./clock.ts";

test.beforeEach(() => {
  test.slow();
});

const edition = { publicationDays: PAPER_SCHEDULE.deliveryDays };

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

/** Files a complaint from inside the page, as the portal would (CSRF header, a fresh key). */
async function fileComplaint(page: Page, dates: string[], remedy = "CREDIT") {
  const status = await page.evaluate(
    async ({ dates, remedy, cookie, header }) => {
      const token = decodeURIComponent(document.cookie.match(new RegExp(`${cookie}=([^;]+)`))![1]!);
      const response = await fetch("/api/complaint", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          [header]: token,
          "Idempotency-Key": crypto.randomUUID(),
        },
        body: JSON.stringify({
          ariaAccountNo: "40644018",
          titleCode: "SBX",
          dates,
          category: "MANGLER",
          remedy,
          comment: "",
        }),
      });
      return response.status;
    },
    { dates, remedy, cookie: CSRF_COOKIE, header: CSRF_HEADER },
  );
  expect(status).toBe(200);
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

test("today's paper is brought again before the cutoff, and the front page shows it until the day has passed", async ({
  page,
}) => {
  const day = await morningOfNextPaperDay(page);
  await signInAs(page, "paper-subscriber", "/tilbakemelding");
  await page.getByRole("radio", { name: "Avisen kom ikke" }).check();
  await dayCheckbox(page, day).check();
  const redelivery = remedies(page).getByRole("radio", { name: /^Lever dagens avis på nytt i dag/ });
  await expect(redelivery).toHaveAccessibleDescription(
    "Avisbudet kommer med avisen i løpet av dagen. Mulig til kl. 11.00.",
  );
  await redelivery.check();
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await expect(
    page.getByText(`Avisbudet kommer med avisen på nytt i dag, ${formatDate(day, "nb")}.`),
  ).toBeVisible();

  await page.getByRole("link", { name: "Til Min side" }).click();
  const open = page.getByRole("region", { name: "Reklamasjoner som er under behandling" });
  await expect(
    open.getByText(`Avisbudet kommer med avisen på nytt i dag, ${formatDate(day, "nb")}.`),
  ).toBeVisible();

  // The next day the paper has been brought: nothing open any more (a day on, so sign in again).
  await advanceClock(page, 24 * 60);
  await signInAs(page, "paper-subscriber", "/");
  await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Levering" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Reklamasjoner som er under behandling" })).toHaveCount(0);
});

test("past the cutoff the platform refuses a redelivery, and the page explains at the field", async ({
  page,
}) => {
  const day = await morningOfNextPaperDay(page);
  await signInAs(page, "paper-subscriber", "/tilbakemelding");
  await page.getByRole("radio", { name: "Avisen kom ikke" }).check();
  await dayCheckbox(page, day).check();
  await remedies(page)
    .getByRole("radio", { name: /^Lever dagens avis på nytt i dag/ })
    .check();
  // The reader takes their time: it is 12:00 when they send.
  await advanceClock(page, 5 * 60);
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await expect(remedies(page)).toHaveAccessibleDescription(
    /Det er for sent å få dagens avis levert på nytt i dag\. Velg en annen løsning\./,
  );
  // What is offered is read again: no redelivery any more, and why.
  await expect(remedies(page).getByRole("radio", { name: /^Lever dagens avis på nytt i dag/ })).toHaveCount(
    0,
  );
  await expect(
    page.getByText("Det er for sent å få dagens avis levert på nytt i dag.", { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await remedies(page)
    .getByRole("radio", { name: /^Trekk 29 kr fra neste faktura/ })
    .check();
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await expect(page.getByText(/^Vi trekker 29 kr fra fakturaen for perioden som starter/)).toBeVisible();
});

test("a day already complained about, and a day outside the 30 sent by hand, are refused at the field", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", "/tilbakemelding");
  const day = lastPaperDay();
  await page.getByRole("radio", { name: "Avisen kom ikke" }).check();
  await dayCheckbox(page, day).check();
  await remedies(page)
    .getByRole("radio", { name: /^Trekk 29 kr fra neste faktura/ })
    .check();
  // Meanwhile the same day is complained about elsewhere (another tab).
  await fileComplaint(page, [day]);
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await expect(daysGroup(page)).toHaveAccessibleDescription(
    /Du har allerede reklamert på en av dagene du valgte\. Velg en annen dag\./,
  );
  // The list is read again: the day now says it was complained about, and cannot be picked.
  await expect(dayCheckbox(page, day)).toHaveCount(0);
  await expect(
    daysGroup(page)
      .getByRole("listitem")
      .filter({ hasText: new RegExp(`^.\\s*${dayName(day)} `, "i") }),
  ).toContainText(/Reklamert \(sak RK\d{8}\)/);

  // A day 31 days ago, put into the form by hand.
  await page.goto("/tilbakemelding");
  await page.getByRole("radio", { name: "Avisen kom ikke" }).check();
  // A day the list does not offer, added to the form by hand.
  await page.getByRole("button", { name: "Send reklamasjonen" }).evaluate(
    (button, value) => {
      const input = Object.assign(document.createElement("input"), { type: "hidden", name: "dates", value });
      (button as HTMLButtonElement).form!.append(input);
    },
    addDays(platformToday(), -31),
  );
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await expect(daysGroup(page)).toHaveAccessibleDescription(
    /Du kan reklamere på aviser fra de siste 30 dagene\./,
  );
});

test("the third complaint in 30 days: the reader is told customer service will call, and the centre is told", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", "/tilbakemelding");
  await fileComplaint(page, [lastPaperDay(undefined, 3)]);
  await fileComplaint(page, [lastPaperDay(undefined, 2)], "EXTEND");
  await page.reload();
  await expect(
    page.getByText(
      "Dette blir din tredje reklamasjon på 30 dager. Kundeservice vil kontakte deg for å finne ut hva som er galt med leveringen.",
    ),
  ).toBeVisible();
  await page.getByRole("radio", { name: "Avisen var våt eller skadet" }).check();
  await dayCheckbox(page, lastPaperDay()).check();
  await remedies(page)
    .getByRole("radio", { name: /^Forleng abonnementet med 1 dag/ })
    .check();
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await expect(
    page.getByText(
      "Du har reklamert tre ganger på 30 dager. Kundeservice kontakter deg for å finne ut hva som er galt med leveringen.",
    ),
  ).toBeVisible();
  const toCentre = (await outbox(page)).filter((m) => m.recipient === "kundeservice@sandbox.polarismedia.no");
  expect(toCentre).toHaveLength(1);
  expect(toCentre[0]!.text).toMatch(
    /^Til kundesenteret: Arne Solberg \(kundenummer 40644018, telefon 93456789\) har reklamert for tredje gang på 30 dager/,
  );
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

test("a disruption holds today's paper back: today cannot be picked until the expected time, earlier days can", async ({
  page,
}) => {
  const day = await morningOfNextPaperDay(page); // 07:00 at the platform
  await announceDisruption(page, {
    postalCode: "7011",
    date: day,
    until: "10:00",
    message: "Uvær i natt.",
  });
  await signInAs(page, "paper-subscriber", "/tilbakemelding");
  const days = daysGroup(page);
  await expect(days.getByText("Forsinket i dag. Du kan reklamere på den etter kl. 10.00.")).toBeVisible();
  await expect(dayCheckbox(page, day)).toHaveCount(0);
  await expect(dayCheckbox(page, lastPaperDay(day))).toBeEnabled();
  await expectNoAxeViolations(page);

  // 10:00 has passed at the platform: today's paper can be complained about.
  await advanceClock(page, 3 * 60 + 1);
  await page.reload();
  await expect(dayCheckbox(page, day)).toBeEnabled();
  await expect(days.getByText(/^Forsinket i dag/)).toHaveCount(0);
});
