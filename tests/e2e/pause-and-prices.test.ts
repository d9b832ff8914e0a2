// A break instead of goodbye, and no surprise on the bill (ADR 079). In Bokmål and Nynorsk: a monthly
// digital subscriber about to cancel takes a month's pause instead, from the cancellation's first
// step; the front page says it is paused and until when, "Neste betaling" moves by the pause, and the
// history and the receipt say the same; "Start igjen nå" ends it and the front page is as before.
// Then: a pause refused with an overdue invoice and within 12 months of the last; a price change
// registered 45 days ahead, said on the front page and by e-mail with both prices and the date, and
// charged only from that date; and the payment day moved to the 20th, at the price shown before it
// was confirmed.
import type { Page } from "@playwright/test";
import { formatDate, formatNumericDate } from "#app/domain/format.ts";
import { addDays, daysBetween } from "#app/domain/oslo-date.ts";
import { pauseEnd } from "#app/domain/pause.ts";
import { personaById } from "#tests/fixtures/personas/all.ts";
import { platformToday } from "./clock.ts";
import { E2E_PORT, expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { advanceClock, outbox, signedInElsewhere, signInAs } from "./session.ts";

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

const LANGUAGES = [
  {
    code: "sbx",
    lang: "nb" as const,
    breakInstead: "Ta en pause i stedet",
    choose: "Ta en pause",
    month: "1 måned",
    next: "Fortsett",
    confirm: "Bekreft pausen",
    take: "Ta pause",
    registered: "Pausen er registrert",
    back: "Tilbake til Min side",
    paused: (to: string) => `Abonnementet ditt har pause til ${to}`,
    history: (from: string, to: string) => `Satte abonnementet på pause fra ${from} til og med ${to}`,
    startAgain: "Start igjen nå",
    started: "Abonnementet ditt er i gang igjen",
    toMinSide: "Gå til Min side",
  },
  {
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
  },
];

for (const w of LANGUAGES) {
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
}

test("a pause is refused in words with an overdue invoice, and within 12 months of the last one", async ({
  page,
  browser,
}) => {
  await signInAs(page, "unpaid-invoice", "/pause");
  await expect(page.getByText("Du har en faktura som ikke er betalt.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Se fakturaene dine" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Fortsett" })).toHaveCount(0);

  const other = await signedInElsewhere(browser, "paused-before", `${titleOrigin("sbx")}/pause`);
  await expect(
    other.page.getByText("Du har hatt pause i løpet av de siste 12 månedene.", { exact: false }),
  ).toBeVisible();
  await expect(other.page.getByRole("button", { name: "Fortsett" })).toHaveCount(0);
  await other.done();
});

interface Charged {
  amount: number;
  periodFrom: string;
  status: string;
}

async function charge(page: Page, persona: string): Promise<Charged> {
  const response = await page.request.post(dev("/_dev/charge"), {
    data: { persona, titleCode: "SBX", fail: false },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Charged;
}

test("a price change registered 45 days ahead: both prices and the date on the front page and by e-mail, charged only from then", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/");
  const before = await nextPayment(page);
  const oldPrice = Number(before.amount!.replace(/\D/g, ""));
  const newPrice = oldPrice + 40;
  const from = addDays(platformToday(), 45);
  const fromText = formatDate(from, "nb");
  const ariaPlanID = personaById("subscriber")!.subscription!.ariaPlanID;

  // Less than 30 days' notice is refused; 45 days is registered.
  const early = await page.request.post(dev("/_dev/price-changes"), {
    data: { titleCode: "SBX", ariaPlanID, from: addDays(platformToday(), 29), price: newPrice },
  });
  expect(early.status()).toBe(422);
  const registered = await page.request.post(dev("/_dev/price-changes"), {
    data: { titleCode: "SBX", ariaPlanID, from, price: newPrice },
  });
  expect(registered.status()).toBe(201);

  await page.reload();
  const notice = page.getByRole("region", { name: `Ny pris fra ${fromText}` });
  await expect(notice).toContainText(`${oldPrice} kr`);
  await expect(notice).toContainText(`${newPrice} kr`);
  await expect(notice.getByRole("link", { name: "Om de nye prisene" })).toBeVisible();
  // The next charge comes before the new price: it is at today's price, and says nothing new.
  await expect(fact(page, "Beløp")).toHaveText(`${oldPrice} kr`);
  await expectNoAxeViolations(page);

  const mail = (await outbox(page)).find(
    (m) => m.text.includes(formatNumericDate(from)) && m.text.includes(`${newPrice}`),
  );
  expect(mail, "the notice of the new price").toBeTruthy();
  expect(mail!.text).toContain(`${oldPrice}`);

  // Charges until the next one falls on or after the date: only that one is at the new price.
  for (;;) {
    const charged = await charge(page, "subscriber");
    expect(charged.amount).toBe(charged.periodFrom >= from ? newPrice : oldPrice);
    await page.reload();
    const date = isoOf((await fact(page, "Dato").textContent())!, "nb", platformToday());
    if (date >= from) {
      await expect(fact(page, "Beløp")).toHaveText(`${newPrice} kr (ny pris fra ${fromText})`);
      break;
    }
    await expect(fact(page, "Beløp")).toHaveText(`${oldPrice} kr`);
  }
});

test("the payment day moved to the 20th: the next charge is on the 20th, at the price shown before confirming", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/");
  await page.getByRole("link", { name: "Endre betalingsdag" }).click();
  await page.getByRole("textbox", { name: "Dag i måneden" }).fill("32");
  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(page.getByText("Velg en dag fra 1 til 28.")).toBeVisible();
  await page.getByRole("textbox", { name: "Dag i måneden" }).fill("20");
  await page.getByRole("button", { name: "Fortsett" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Bekreft ny betalingsdag" })).toBeFocused();
  const period = page.getByText(/^Betalingen .* gjelder perioden .*, \d+ dager, og blir [\d ,]+ kr\./);
  const shown = (await period.textContent())!;
  const amount = shown.match(/og blir ([\d ,]+) kr\./)![1]!;
  const date = shown.match(/^Betalingen (.*) gjelder/)![1]!;
  expect(date).toMatch(/^20\. /);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Flytt betalingsdagen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betalingsdagen er endret" })).toBeFocused();

  await page.getByRole("link", { name: "Gå til Min side" }).click();
  await expect(fact(page, "Dato")).toHaveText(date);
  await expect(fact(page, "Beløp")).toHaveText(`${amount} kr`);
  const charged = await charge(page, "subscriber");
  expect(`${charged.amount}`.replace(".", ",")).toBe(amount);

  await page.goto("/historikk");
  await expect(page.getByRole("link", { name: "Flyttet betalingsdagen til den 20." })).toBeVisible();
});
