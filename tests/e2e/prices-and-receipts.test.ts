// What a buyer is told is what is charged (docs/decisions/050), in Nynorsk: a discount code's months
// come after the 1 kr month, and the order form, /betaling (with axe), the provider's page and back,
// the receipt, its e-mail and the front page's next payment say the same figures; and cancelling in a
// Nynorsk title sends a receipt in Nynorsk. The same in Bokmål — the figures on every screen, the
// annual plan's card charged once a year, the receipt of a change to yearly — is proven in-process
// (tests/in-process/prices-and-receipts.test.tsx), with the provider's "Godkjenn" posted as its page
// posts it; the real trip to the provider and back stays here.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { outbox, signInAs } from "./session.ts";

const dd = (page: Page, term: string | RegExp) => page.locator("dt", { hasText: term }).locator("+ dd");

interface Words {
  code: string;
  use: string;
  card: string;
  now: string;
  then: string;
  discount: string;
  paid: string;
  payNow: string;
  thanks: string;
  email: string[];
}

const nn: Words = {
  code: "Rabattkode (valfritt)",
  use: "Bruk koden",
  card: "Betalingskort",
  now: "1 kr for 1 månad",
  then: "150 kr per månad i 3 månader, så 299 kr per månad",
  discount: "VELKOMMEN50: 50 % rabatt i 3 månader, 447 kr til saman",
  paid: "Betalt no",
  payNow: "Å betale no",
  thanks: "Takk for bestillinga!",
  email: [
    "Betalt no: 1 kr for 1 månad. Deretter 150 kr per månad i 3 månader, så 299 kr per månad.",
    "Rabatt: VELKOMMEN50: 50 % rabatt i 3 månader, 447 kr til saman.",
  ],
};

async function buyWithCode(page: Page, words: Words) {
  const code = page.getByLabel(words.code);
  await code.fill("VELKOMMEN50");
  await page.getByRole("button", { name: words.use }).click();
  // The order form: now, after, and the code's months and amount.
  await expect(page.getByText(`${words.payNow}: ${words.now}.`)).toBeVisible();
  await expect(page.getByText(`Deretter ${words.then}.`)).toBeVisible();
  await expect(page.getByText(`Rabatt: ${words.discount}.`)).toBeVisible();
  await page.getByRole("radio", { name: words.card }).check();
  await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();

  // /betaling says the same.
  await expect(page.getByRole("heading", { level: 1, name: "Betaling" })).toBeVisible();
  await expect(dd(page, words.payNow)).toHaveText(words.now);
  await expect(dd(page, "Deretter")).toHaveText(words.then);
  await expect(dd(page, /^Rabatt$/)).toHaveText(words.discount);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Betal 1 kr" }).click();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();

  // The receipt and its e-mail.
  await expect(page.getByRole("heading", { level: 1, name: words.thanks })).toBeVisible();
  await expect(dd(page, words.paid)).toHaveText(words.now);
  await expect(dd(page, "Deretter")).toHaveText(words.then);
  await expect(dd(page, /^Rabatt$/)).toHaveText(words.discount);
  const mail = (await outbox(page)).find((m) => m.channel === "email" && m.text.startsWith("Kvittering: "));
  for (const line of words.email) expect(mail?.text).toContain(line);
}

test("the same figures in Nynorsk", async ({ page }) => {
  const sh = titleOrigin("sh");
  await signInAs(page, "no-subscription", `${sh}/bestill-abonnement`);
  await buyWithCode(page, nn);
  await page.goto(`${sh}/`);
  await expect(dd(page, "Beløp")).toHaveText(/^150 kr /);
});

test("cancelling in a Nynorsk title sends a receipt in Nynorsk, and the history lists it", async ({
  page,
}) => {
  const sh = titleOrigin("sh");
  await signInAs(page, "subscriber", `${sh}/avslutt-abonnement`);
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Hald fram" }).click();
  await page.getByRole("button", { name: /^Nei takk/ }).click();
  await expect(page).toHaveURL(/\/abonnement-avsluttet$/);
  const mail = (await outbox(page)).find(
    (m) =>
      m.channel === "email" &&
      m.text.startsWith("Kvittering for endring av abonnementet ditt på Sunnhordland:"),
  );
  expect(mail?.recipient).toBe("kari.nordmann@example.no");
  expect(mail?.text).toMatch(
    /Du har sagt opp Digital\. Du har tilgang til og med \d\d\.\d\d\.\d{4}, og betaler ikkje meir etter det\. Helsing kundesenteret\.$/,
  );
  await page.goto(`${sh}/historikk`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/Sa opp Digital/).first()).toBeVisible();
});
