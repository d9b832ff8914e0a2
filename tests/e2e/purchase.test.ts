// Buying a subscription (ADR 007) in a browser: what only a browser shows. no-subscription buys the
// digital plan by card and by Vipps — the real trips to each provider and back, behind nginx — with a
// double click, a reload and the back button placing one order, Enter in the code field checking the
// code, and axe on each screen; the Nynorsk runs (axe at every step, the slow answer, the code said in
// Nynorsk); and axe on the states of the journeys that moved: a paper order's address fields, the page
// of an order whose answer was lost, the about-you form and its refusal, a saved phone number.
// What the screens say and what is saved — cancelled, failed, lost and slow answers, failed calls that
// keep the form, the winback offer, a paper order's address, a discount code's figures from the form to
// the invoice, the age rules, the contact details after buying — is proven in-process
// (tests/in-process/journeys/purchase.tsx), with the provider's buttons answered as its page posts them.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { choosePersona, outbox, providerTrips, signInAs } from "./session.ts";
import { platformNow } from "./clock.ts";

const orders = async (page: Page) => (await providerTrips(page)).filter((t) => t.kind === "ORDER");
const tempStorage = (page: Page) =>
  page.evaluate(() => ["temp_paym_id", "source"].map((key) => sessionStorage.getItem(key)));

/** From the order form's summary on /betaling to the provider's page. */
async function payOnBetaling(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/betaling\?ordre=/);
  await expect(page.getByRole("heading", { level: 1, name: "Betaling" })).toBeVisible();
  await page.getByRole("button", { name: `Betal ${amount}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeVisible();
}

/** From Min side (no subscription) to the order form. */
async function startOrder(page: Page, persona = "no-subscription") {
  await signInAs(page, persona, "/");
  await expect(page).toHaveURL(/\/ingen-abonnement$/);
  await page.getByRole("link", { name: "Bestill abonnement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bestill abonnement" })).toBeVisible();
}

test(
  "no-subscription buys the digital plan by card for 1 kr and gets the receipt",
  { tag: "@nginx" },
  async ({ page }) => {
    await startOrder(page);
    await expect(page).toHaveURL(/nokkel=/);
    const digital = page.getByRole("radio", {
      name: /^Digital: 1 kr første måned, deretter 299 kr per måned/,
    });
    await expect(digital).toBeChecked();
    // Ola is 58: no youth plan.
    await expect(page.getByRole("radio", { name: /Digital ung/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // No payment method: the required message at the group, and no order.
    await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
    await expect(page.getByText("Betalingsmåte er påkrevd")).toBeVisible();
    expect(await orders(page)).toHaveLength(0);

    // A discount code: an unknown one is refused at the field, a good one is described.
    const code = page.getByLabel("Rabattkode (valgfritt)");
    await code.fill("FINNESIKKE");
    await page.getByRole("button", { name: "Bruk koden" }).click();
    await expect(page.getByText("Rabattkoden finnes ikke, eller den er utløpt.")).toBeVisible();
    // By keyboard: Enter in the code field checks the code, and places no order.
    await code.fill("velkommen50");
    await code.press("Enter");
    await expect(page.getByText("Koden VELKOMMEN50 gir 50 % rabatt i 3 måneder.")).toBeVisible();
    await expect(page).toHaveURL(/\/bestill-abonnement\?/);
    expect(await orders(page)).toHaveLength(0);

    await page.getByRole("radio", { name: "Betalingskort" }).check();
    await page.getByRole("button", { name: "Til betaling (1 kr)" }).dblclick();
    await expect(page.getByRole("heading", { level: 1, name: "Betaling" })).toBeVisible();
    await expect(page.locator("dt", { hasText: "Å betale nå" }).locator("+ dd")).toHaveText(
      "1 kr for 1 måned",
    );
    await expectNoAxeViolations(page);
    await payOnBetaling(page, "1 kr");
    await expect(page.getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeVisible();
    await expect(page.getByText("Bestilling av abonnement")).toBeVisible();
    expect(await orders(page)).toHaveLength(1);
    const [kept] = await tempStorage(page);
    expect(kept).toBe((await orders(page))[0]!.paymentId);

    await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
    await expect(page).toHaveURL(/\/kvittering\?ordre=/);
    await expect(page.getByRole("heading", { level: 1, name: "Takk for bestillingen!" })).toBeVisible();
    // The order's number reads as one (the title's count), the same on the receipt and in its e-mail.
    const orderNo = page.locator("dt", { hasText: "Ordrenummer" }).locator("+ dd");
    await expect(orderNo).toHaveText(/^SBX-\d{4,}$/);
    const receipt = (await outbox(page)).find((m) => m.text.startsWith("Kvittering: takk for bestillingen"));
    expect(receipt?.text).toContain(`Ordrenummer ${await orderNo.textContent()}.`);
    await expect(page.locator("dt", { hasText: "Betalt nå" }).locator("+ dd")).toHaveText("1 kr for 1 måned");
    // The code's three months come after the 1 kr month (docs/decisions/050).
    await expect(page.locator("dt", { hasText: "Deretter" }).locator("+ dd")).toHaveText(
      "150 kr per måned i 3 måneder, så 299 kr per måned",
    );
    await expect(page.locator("dt", { hasText: /^Rabatt$/ }).locator("+ dd")).toHaveText(
      "VELKOMMEN50: 50 % rabatt i 3 måneder, 447 kr til sammen",
    );
    await expectNoAxeViolations(page);
    expect(await tempStorage(page)).toEqual([null, null]);

    await page.getByRole("link", { name: "Gå til Min side" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Du har Digital.")).toBeVisible();
    await expect(page.getByText(/Betalingskort som slutter på \d{4}/)).toBeVisible();

    // Ordering again goes to /allerede-abonnent.
    await page.goto("/bestill-abonnement");
    await expect(page).toHaveURL(/\/allerede-abonnent$/);
    expect(await orders(page)).toHaveLength(1);
  },
);

test(
  "no-subscription buys by Vipps; a reload and the back button place one order",
  { tag: "@nginx" },
  async ({ page }) => {
    await startOrder(page);
    await page.getByRole("radio", { name: "Vipps" }).check();
    await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
    await expect(page).toHaveURL(/\/betaling\?ordre=/);
    // Back to the order page, reload it (the same key in the URL) and order again: the same order.
    await page.goBack();
    await expect(page).toHaveURL(/\/bestill-abonnement\?nokkel=/);
    await page.reload();
    await page.getByRole("radio", { name: "Vipps" }).check();
    await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
    await payOnBetaling(page, "1 kr");
    await expect(page.getByText("Vipps", { exact: true })).toBeVisible();
    expect(await orders(page)).toHaveLength(1);
    // The back button from the provider lands on /betaling: paying again pays the same order.
    await page.goBack();
    await payOnBetaling(page, "1 kr");
    expect(await orders(page)).toHaveLength(1);

    await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
    await expect(page).toHaveURL(/\/kvittering\?ordre=/);
    await expect(page.locator("dt", { hasText: "Betalingsmåte" }).locator("+ dd")).toHaveText("Vipps");
    expect((await orders(page)).map((o) => o.status)).toEqual(["APPROVED"]);
    // And back once more from the receipt's history: the paid order goes to its receipt, not to payment.
    await page.goto(`/betaling?ordre=${(await orders(page))[0]!.paymentId}`);
    await expect(page).toHaveURL(/\/kvittering\?ordre=/);
  },
);

test("nb: a paper order's address fields, and the page of an order whose answer was lost, pass axe", async ({
  page,
}) => {
  await signInAs(page, "no-subscription", "/bestill-abonnement");
  await page.getByRole("radio", { name: /^Papir \+ digital: 649 kr per måned/ }).check();
  await page.getByLabel("Navn på leveringsadresse").fill("Ola Hansen");
  await page.getByLabel("Adresse", { exact: true }).fill("Kongens gate");
  await page.getByLabel("Gatenummer").fill("12");
  await page.getByLabel("Postnummer").fill("7011");
  await expect(page.getByRole("textbox", { name: "Poststed" })).toHaveValue("TRONDHEIM");
  await expectNoAxeViolations(page);

  // The order placed, its trip kept in the tab: /bestilling-feilet (where a lost answer ends) offers
  // to check it, as after a lost answer.
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Til betaling (649 kr)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betaling" })).toBeVisible();
  await page.goto("/bestilling-feilet");
  await expect(page.getByRole("heading", { level: 1, name: "Vi fikk ikke svar i tide" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sjekk om bestillingen gikk gjennom" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("nb: a new user's about-you form and the refusal under 18 pass axe", async ({ page }) => {
  await signInAs(page, "new-user", "/bestill-abonnement");
  await expect(page.getByRole("heading", { level: 2, name: "Om deg" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Telefonnummer").fill("412 34 567");
  await page.getByLabel("Fødselsdato").fill(`${platformNow().getFullYear() - 16}-01-01`);
  await page.getByRole("button", { name: "Lagre og fortsett" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Du må være 18 år for å bestille" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("nb: the contact details with a phone number just saved pass axe", async ({ page }) => {
  await signInAs(page, "subscriber", "/kontakt");
  await page.getByLabel("Telefonnummer").fill("987 65 431");
  await page.getByRole("button", { name: "Lagre telefonnummer" }).click();
  await expect(page.getByText("Telefonnummeret er lagret.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("buying in Nynorsk: every step has no axe violations", { tag: "@nginx" }, async ({ page }) => {
  const sh = titleOrigin("sh");
  await page.goto(`${sh}/bestill-abonnement`);
  await choosePersona(page, "no-subscription");
  await page.getByRole("radio", { name: "Vipps" }).check();
  await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betaling" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Betal 1 kr" }).click();
  await page.getByRole("button", { name: "Godkjenn, svar om 4 sekunder" }).click();
  await expect(page.getByText("Betalinga blir framleis handsama.")).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole("heading", { level: 1, name: "Takk for bestillinga!" })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoAxeViolations(page);
  await page.goto(`${sh}/kontakt`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${sh}/leveringsadresse`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the purchase screens in Nynorsk have no axe violations", async ({ page }) => {
  await signInAs(page, "no-subscription", `${titleOrigin("sh")}/bestill-abonnement`);
  await expect(page.getByRole("heading", { level: 1, name: "Bestill abonnement" })).toBeVisible();
  await expectNoAxeViolations(page);
  // A discount code is said in Nynorsk, from its facts (the platform's description is Bokmål).
  await page.getByLabel("Rabattkode (valfritt)").fill("VELKOMMEN50");
  await page.getByRole("button", { name: "Bruk koden" }).click();
  await expect(page.getByText("Koden VELKOMMEN50 gir 50 % rabatt i 3 månader.")).toBeVisible();
  await page.goto(`${titleOrigin("sh")}/avbryt-bestilling`);
  await expectNoAxeViolations(page);
  await page.goto(`${titleOrigin("sh")}/feil-kjop`);
  await expectNoAxeViolations(page);
  await page.goto(`${titleOrigin("sh")}/bestilling-feilet`);
  await expectNoAxeViolations(page);
});
