// What a buyer is told is what is charged (docs/decisions/050): a discount code's months come after
// the 1 kr month, and the order form, /betaling, the receipt, its e-mail and the front page's next
// payment say the same figures, in nb and nn. And every change sends a receipt in the title's language.
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

const nb: Words = {
  code: "Rabattkode (valgfritt)",
  use: "Bruk koden",
  card: "Betalingskort",
  now: "1 kr for 1 måned",
  then: "150 kr per måned i 3 måneder, så 299 kr per måned",
  discount: "VELKOMMEN50: 50 % rabatt i 3 måneder, 447 kr til sammen",
  paid: "Betalt nå",
  payNow: "Å betale nå",
  thanks: "Takk for bestillingen!",
  email: [
    "Betalt nå: 1 kr for 1 måned. Deretter 150 kr per måned i 3 måneder, så 299 kr per måned.",
    "Rabatt: VELKOMMEN50: 50 % rabatt i 3 måneder, 447 kr til sammen.",
  ],
};

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

test("a discount code after 1 kr the first month: every screen, the e-mail and the front page agree", async ({
  page,
}) => {
  await signInAs(page, "no-subscription", "/bestill-abonnement");
  // The annual plan is charged once a year, and the card's description says so.
  await page.getByRole("radio", { name: /^Digital: 3 190 kr per år/ }).check();
  await expect(page.getByText("Kortet belastes hvert år.")).toBeVisible();
  await expect(page.getByText("Kortet belastes hver måned.")).toHaveCount(0);
  await page.getByRole("radio", { name: /^Digital: 1 kr første måned/ }).check();
  await expect(page.getByText("Kortet belastes hver måned.")).toBeVisible();

  await buyWithCode(page, nb);
  // The front page's next payment is the first discounted month: 150 kr.
  await page.goto("/");
  await expect(dd(page, "Beløp")).toHaveText("150 kr (rabatt på 149 kr er trukket fra)");
});

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

test("changing to yearly sends a receipt naming the billing period, the price and the day", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/endre-abonnement");
  await page.getByRole("radio", { name: /Digital, 3 190 kr per år/ }).check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await page.getByRole("button", { name: "Bekreft endringen" }).click();
  await expect(page).toHaveURL(/\/receipt2$/);
  const mail = (await outbox(page)).find(
    (m) => m.channel === "email" && m.text.startsWith("Kvittering for endring"),
  );
  expect(mail?.text).toMatch(/Du betaler for Digital per år fra \d\d\.\d\d\.\d{4}: 3 190 kr per år\./);
});
