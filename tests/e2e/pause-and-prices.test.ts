// A break instead of goodbye, and no surprise on the bill (ADR 079), in a browser. In Nynorsk, on a
// phone: a monthly digital subscriber about to cancel takes a month's pause instead, from the
// cancellation's first step, each answer focused and in view and each step axe-clean; the front page
// says it is paused and until when, "Neste betaling" moves by the pause, and the history and the
// receipt say the same; "Start igjen no" ends it and the front page is as before. And axe on a price
// change's notice on the front page and on the payment day's confirm step.
// The Bokmål pause, the pause refused (an overdue invoice, a pause within 12 months), the price change
// registered 45 days ahead (said on the front page and by e-mail, charged only from its date) and the
// payment day moved to the 20th are proven in-process: tests/in-process/journeys/pause-and-prices.tsx.
import type { Page } from "@playwright/test";
import { formatDate, formatNumericDate } from "#app/domain/format.ts";
import { addDays, daysBetween } from "#app/domain/oslo-date.ts";
import { pauseEnd } from "#app/domain/pause.ts";
import { personaById } from "#tests/fixtures/personas/all.ts";
import { platformToday } from "./clock.ts";
import { E2E_PORT, expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { advanceClock, outbox, signInAs } from "./session.ts";

// Every step on a phone, where most readers are.
test.use({ viewport: { width: 390, height: 844 } });

const dev = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;

/** The value of one fact in the "Neste betaling" list of the payment card. */
const fact = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "Betaling", exact: true })
    .locator("dt", { hasText: name })
    .locator("+ dd");

/** "Neste betaling" as the front page says it: the day and the amount. */
async function nextPayment(page: Page) {
  return { date: await fact(page, "Dato").textContent(), amount: await fact(page, "Beløp").textContent() };
}

/** An ISO date from the way the page writes it ("5. desember 2026"), in the page's language. */
function isoOf(shown: string, lang: "nb" | "nn", near: string): string {
  for (let day = -400; day <= 400; day++) {
    const candidate = addDays(near, day);
    if (formatDate(candidate, lang) === shown) return candidate;
  }
  throw new Error(`no date near ${near} is written "${shown}"`);
}

/** The words of the Nynorsk title (the Bokmål run is in-process). */
const w = {
  code: "sh",
  lang: "nn" as const,
  breakInstead: "Ta ein pause i staden",
  choose: "Ta ein pause",
  month: "1 månad",
  next: "Hald fram",
  confirm: "Stadfest pausen",
  take: "Ta pause",
  registered: "Pausen er registrert",
  back: "Tilbake til Min side",
  paused: (to: string) => `Abonnementet ditt har pause til ${to}`,
  history: (from: string, to: string) => `Sette abonnementet på pause frå ${from} til og med ${to}`,
  startAgain: "Start igjen no",
  started: "Abonnementet ditt er i gang igjen",
  toMinSide: "Gå til Min side",
};

test(`${w.lang}: a month's pause from the cancellation's first step moves the next payment; "${w.startAgain}" puts it back`, async ({
  page,
}) => {
  const origin = titleOrigin(w.code);
  await signInAs(page, "subscriber", `${origin}/`);
  const before = await nextPayment(page);
  const beforeDate = isoOf(before.date!, w.lang, platformToday());

  await page.goto(`${origin}/avslutt-abonnement`);
  await page.getByRole("link", { name: w.breakInstead }).click();
  await expect(page.getByRole("heading", { level: 1, name: w.choose })).toBeFocused();
  // The first day proposed is the first possible one: tomorrow for a digital subscription.
  const from = addDays(platformToday(), 1);
  await expect(page.getByLabel("Første dag med pause")).toHaveValue(from);
  await page.getByRole("radio", { name: w.month }).check();
  await page.getByRole("button", { name: w.next }).click();

  // Before anything happens: what the pause does, in words, as the platform will do it.
  await expect(page.getByRole("heading", { level: 1, name: w.confirm })).toBeFocused();
  const to = pauseEnd(from, "1-mnd");
  const days = daysBetween(from, to) + 1;
  const movedTo = formatDate(addDays(beforeDate, days), w.lang);
  await expect(page.getByRole("main")).toContainText(`${days}`);
  await expect(page.getByRole("main")).toContainText(formatDate(addDays(to, 1), w.lang));
  await expect(page.getByRole("main")).toContainText(`${movedTo}: ${before.amount}`);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: w.take }).click();
  const done = page.getByRole("heading", { level: 1, name: w.registered });
  await expect(done).toBeFocused();
  await expect(done).toBeInViewport();

  // The next day the pause has begun: the front page says so first, and the payment has moved
  // (a day on, so signed in again).
  await advanceClock(page, 24 * 60);
  await signInAs(page, "subscriber", `${origin}/`);
  const notice = page.getByRole("region", { name: w.paused(formatDate(to, w.lang)) });
  await expect(notice).toBeVisible();
  await expect(fact(page, "Dato")).toHaveText(movedTo);
  await expect(fact(page, "Beløp")).toHaveText(before.amount!);
  await expectNoAxeViolations(page);

  // The history and the receipt say the same.
  await page.goto(`${origin}/historikk`);
  await expect(
    page.getByRole("link", { name: w.history(formatDate(from, w.lang), formatDate(to, w.lang)) }),
  ).toBeVisible();
  const receipt = (await outbox(page)).find(
    (m) => m.text.includes(formatNumericDate(from)) && m.text.includes(formatNumericDate(to)),
  );
  expect(receipt?.text, "the pause's receipt").toContain(formatNumericDate(addDays(beforeDate, days)));

  // "Start igjen nå": the front page is as before.
  await page.goto(`${origin}/`);
  await notice.getByRole("link", { name: w.startAgain }).click();
  await page.getByRole("button", { name: w.startAgain }).click();
  await expect(page.getByRole("heading", { level: 1, name: w.started })).toBeFocused();
  await page.getByRole("link", { name: w.toMinSide }).click();
  await expect(page.getByRole("region", { name: w.paused(formatDate(to, w.lang)) })).toHaveCount(0);
  await expect(fact(page, "Dato")).toHaveText(before.date!);
  await expect(fact(page, "Beløp")).toHaveText(before.amount!);
});

test("a price change's notice on the front page is axe-clean", async ({ page }) => {
  const from = addDays(platformToday(), 45);
  const ariaPlanID = personaById("subscriber", platformToday())!.subscription!.ariaPlanID;
  // 40 kr more than today's 299 kr; what the notice says is proven in-process.
  const registered = await page.request.post(dev("/_dev/price-changes"), {
    data: { titleCode: "SBX", ariaPlanID, from, price: 339 },
  });
  expect(registered.status()).toBe(201);
  await signInAs(page, "subscriber", "/");
  await expect(page.getByRole("region", { name: `Ny pris fra ${formatDate(from, "nb")}` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the payment day's confirm step is focused and axe-clean", async ({ page }) => {
  await signInAs(page, "subscriber", "/betalingsdag");
  await page.getByRole("textbox", { name: "Dag i måneden" }).fill("20");
  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft ny betalingsdag" })).toBeFocused();
  await expectNoAxeViolations(page);
});
