// Buying a subscription (ADR 007): no-subscription buys the digital plan by card and by Vipps, and
// once cancels and once fails at the provider; a double click and a reload place one order; a lost
// answer ends on /bestilling-feilet and a later check finds the order; a slow answer is polled.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { choosePersona, outbox, providerTrips, setFault, signInAs } from "./session.ts";
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

test("a cancel at the provider ends on /avbryt-bestilling, a failure on /feil-kjop; nothing is bought", async ({
  page,
}) => {
  await startOrder(page);
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
  await payOnBetaling(page, "1 kr");
  await page.getByRole("button", { name: "Avbryt" }).click();
  await expect(page).toHaveURL(/\/avbryt-bestilling/);
  await expect(page.getByRole("heading", { level: 1, name: "Bestillingen er avbrutt" })).toBeVisible();
  await expect(page.getByText("Du avbrøt betalingen, så ingenting er trukket")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Prøv igjen" }).click();
  await page.getByRole("radio", { name: "Vipps" }).check();
  await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
  await payOnBetaling(page, "1 kr");
  await page.getByRole("button", { name: "Feil" }).click();
  await expect(page).toHaveURL(/\/feil-kjop/);
  await expect(page.getByRole("heading", { level: 1, name: "Kjøpet gikk ikke gjennom" })).toBeVisible();
  await expect(
    page.getByRole("alert").getByRole("link", { name: /^\d{2} \d{2} \d{2} \d{2}$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await orders(page)).map((o) => o.status)).toEqual(["FAILED", "CANCELLED"]);
  await page.goto("/");
  await expect(page).toHaveURL(/\/ingen-abonnement$/);
});

test("a failed order call keeps what was chosen, and trying again places one order", async ({ page }) => {
  await startOrder(page);
  await page.getByRole("radio", { name: "Vipps" }).check();
  await page.getByLabel("Rabattkode (valgfritt)").fill("VELKOMMEN50");
  await setFault(page, "order", "503", 1);
  await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
  await expect(page.getByRole("alert")).toContainText("Vi fikk ikke fullført dette akkurat nå.");
  await expect(
    page.getByRole("alert").getByRole("link", { name: /^\d{2} \d{2} \d{2} \d{2}$/ }),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: "Vipps" })).toBeChecked();
  await expect(page.getByLabel("Rabattkode (valgfritt)")).toHaveValue("VELKOMMEN50");
  expect(await orders(page)).toHaveLength(0);

  await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
  await payOnBetaling(page, "1 kr");
  expect(await orders(page)).toHaveLength(1);
});

test("a lost answer ends on /bestilling-feilet, and checking again finds the order", async ({ page }) => {
  await startOrder(page);
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
  await payOnBetaling(page, "1 kr");
  await page.getByRole("button", { name: "Godkjenn, men svaret kommer aldri fram" }).click();
  await expect(page).toHaveURL(/\/bestilling-feilet$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vi fikk ikke svar i tide" })).toBeVisible();
  await expect(page.getByText("Ikke bestill på nytt")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Sjekk om bestillingen gikk gjennom" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bestillingen gikk gjennom" })).toBeVisible();
  await page.getByRole("link", { name: "Se kvitteringen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Takk for bestillingen!" })).toBeVisible();
  expect(await orders(page)).toHaveLength(1);
});

test("a slow answer: the buyer is told it is still processing, and the receipt follows", async ({ page }) => {
  await startOrder(page);
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
  await payOnBetaling(page, "1 kr");
  await page.getByRole("button", { name: "Godkjenn, svar om 4 sekunder" }).click();
  await expect(page).toHaveURL(/\/completepurchase/);
  await expect(page.getByText("Betalingen behandles fortsatt.")).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole("heading", { level: 1, name: "Takk for bestillingen!" })).toBeVisible({
    timeout: 15_000,
  });
});

test("former-subscriber gets 3 months for the price of 1 and pays with the saved card", async ({ page }) => {
  await signInAs(page, "former-subscriber", "/");
  await page.goto("/winback");
  await page.getByRole("link", { name: "Få 3 måneder for prisen av 1" }).click();
  await expect(
    page.getByText("Velkommen tilbake! Som tidligere abonnent får du 3 måneder for prisen av 1."),
  ).toBeVisible();
  await expect(
    page.getByRole("radio", { name: /^Digital: 3 måneder for 299 kr, deretter 299 kr per måned/ }),
  ).toBeChecked();
  await expect(page.getByRole("radio", { name: /1 kr første måned/ })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Lagret betalingskort som slutter på 8842" })).toBeChecked();
  await page.getByRole("button", { name: "Til betaling (299 kr)" }).click();
  await payOnBetaling(page, "299 kr");
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(page.locator("dt", { hasText: "Betalt nå" }).locator("+ dd")).toHaveText(
    "299 kr for 3 måneder",
  );
  await page.getByRole("link", { name: "Gå til Min side" }).click();
  await expect(page.getByText(/Betalingskort som slutter på 8842/)).toBeVisible();
});

test("a paper order needs a delivery address", async ({ page }) => {
  await startOrder(page);
  await page.getByRole("radio", { name: /^Papir \+ digital: 649 kr per måned/ }).check();
  await expect(page.getByRole("group", { name: "Hvor skal papiravisen leveres?" })).toBeVisible();
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Til betaling (649 kr)" }).click();
  await expect(page.getByText("Navn er påkrevd på leveringsadresse")).toBeVisible();
  await expect(page.getByText("Adresse er påkrevd")).toBeVisible();
  await expect(page.getByText("Gatenummer er påkrevd")).toBeVisible();
  expect(await orders(page)).toHaveLength(0);

  await page.getByLabel("Navn på leveringsadresse").fill("Ola Hansen");
  await page.getByLabel("Adresse", { exact: true }).fill("Kongens gate");
  await page.getByLabel("Gatenummer").fill("12");
  await page.getByLabel("Postnummer").fill("7011");
  await expect(page.getByRole("textbox", { name: "Poststed" })).toHaveValue("TRONDHEIM");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Til betaling (649 kr)" }).click();
  await payOnBetaling(page, "649 kr");
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(page.locator("dt", { hasText: "Leveringsadresse" }).locator("+ dd")).toContainText(
    "Kongens gate 12",
  );
  await page.getByRole("link", { name: "Se leveringsadressen for papiravisen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leveringsadresse" })).toBeVisible();
  await expect(page.getByText("Kongens gate 12")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a discount code is charged: the form, /betaling, the provider, the receipt and the invoice say 325 kr", async ({
  page,
}) => {
  await startOrder(page);
  await page.getByRole("radio", { name: /^Papir \+ digital: 649 kr per måned/ }).check();
  await page.getByLabel("Navn på leveringsadresse").fill("Ola Hansen");
  await page.getByLabel("Adresse", { exact: true }).fill("Kongens gate");
  await page.getByLabel("Gatenummer").fill("12");
  await page.getByLabel("Postnummer").fill("7011");
  await expect(page.getByRole("textbox", { name: "Poststed" })).toHaveValue("TRONDHEIM");
  await page.getByRole("radio", { name: "Betalingskort" }).check();

  // An expired code is refused at the field, and the price stays.
  const code = page.getByLabel("Rabattkode (valgfritt)");
  await code.fill("UTLOPT");
  await page.getByRole("button", { name: "Bruk koden" }).click();
  await expect(page.getByText("Rabattkoden finnes ikke, eller den er utløpt.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Til betaling (649 kr)" })).toBeVisible();

  await code.fill("VELKOMMEN50");
  await page.getByRole("button", { name: "Bruk koden" }).click();
  await expect(page.getByText("Koden VELKOMMEN50 gir 50 % rabatt i 3 måneder.")).toBeVisible();
  await expect(page.getByText("Å betale nå: 325 kr for 1 måned.")).toBeVisible();
  // The order goes without the code; SPEC §7's addDiscount attaches it, under the order's key.
  const sent = (path: string) => page.waitForRequest((r) => new URL(r.url()).pathname === path);
  const [orderSent, discountSent] = await Promise.all([
    sent("/api/order"),
    sent("/api/addDiscount"),
    page.getByRole("button", { name: "Til betaling (325 kr)" }).click(),
  ]);
  expect(orderSent.postDataJSON()).not.toHaveProperty("discountCode");
  expect(discountSent.postDataJSON()).toMatchObject({ discountCode: "VELKOMMEN50" });
  expect(discountSent.postDataJSON().orderId).toBeTruthy();
  expect(discountSent.headers()["idempotency-key"]).toBeTruthy();
  expect(discountSent.headers()["idempotency-key"]).toBe(orderSent.headers()["idempotency-key"]);

  await expect(page.locator("dt", { hasText: "Å betale nå" }).locator("+ dd")).toHaveText(
    "325 kr for 1 måned",
  );
  await expect(page.locator("dt", { hasText: /^Rabatt$/ }).locator("+ dd")).toHaveText(
    "VELKOMMEN50: 50 % rabatt i 3 måneder, 972 kr til sammen",
  );
  await payOnBetaling(page, "325 kr");
  await expect(page.locator("dt", { hasText: "Beløp nå" }).locator("+ dd")).toHaveText("325 kr");
  expect((await orders(page)).map((o) => o.amount)).toEqual([325]);

  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Takk for bestillingen!" })).toBeVisible();
  await expect(page.locator("dt", { hasText: "Betalt nå" }).locator("+ dd")).toHaveText("325 kr for 1 måned");
  await expect(page.locator("dt", { hasText: "Deretter" }).locator("+ dd")).toHaveText(
    "325 kr per måned i 2 måneder, så 649 kr per måned",
  );
  await expect(page.locator("dt", { hasText: /^Rabatt$/ }).locator("+ dd")).toHaveText(
    "VELKOMMEN50: 50 % rabatt i 3 måneder, 972 kr til sammen",
  );
  const receipt = (await outbox(page)).find((m) => m.channel === "email" && m.text.startsWith("Kvittering"));
  expect(receipt?.text).toContain(
    "Betalt nå: 325 kr for 1 måned. Deretter 325 kr per måned i 2 måneder, så 649 kr per måned. " +
      "Rabatt: VELKOMMEN50: 50 % rabatt i 3 måneder, 972 kr til sammen.",
  );

  await page.goto("/fakturaoversikt");
  await expect(page.getByText("Papir + digital, første periode, rabattkode VELKOMMEN50")).toBeVisible();
  await expect(page.getByText("325 kr").first()).toBeVisible();
});

test("a failed discount call after the order was placed keeps the form; trying again attaches the code once to the one order", async ({
  page,
}) => {
  await startOrder(page);
  await page.getByRole("radio", { name: /^Papir \+ digital: 649 kr per måned/ }).check();
  await page.getByLabel("Navn på leveringsadresse").fill("Ola Hansen");
  await page.getByLabel("Adresse", { exact: true }).fill("Kongens gate");
  await page.getByLabel("Gatenummer").fill("12");
  await page.getByLabel("Postnummer").fill("7011");
  await expect(page.getByRole("textbox", { name: "Poststed" })).toHaveValue("TRONDHEIM");
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByLabel("Rabattkode (valgfritt)").fill("VELKOMMEN50");
  await setFault(page, "addDiscount", "503", 1);
  await page.getByRole("button", { name: /^Til betaling/ }).click();
  await expect(page.getByRole("alert")).toContainText("Vi fikk ikke fullført dette akkurat nå.");
  await expect(page.getByLabel("Rabattkode (valgfritt)")).toHaveValue("VELKOMMEN50");
  // The order was placed, without the code yet: nothing is paid before /betaling.
  expect((await orders(page)).map((o) => o.amount)).toEqual([649]);

  await page.getByRole("button", { name: /^Til betaling/ }).click();
  await payOnBetaling(page, "325 kr");
  expect((await orders(page)).map((o) => o.amount)).toEqual([325]);
});

test.describe("age rules for a new user (no birthdate at the identity provider)", () => {
  async function aboutYou(page: Page) {
    await signInAs(page, "new-user", "/bestill-abonnement");
    await expect(page.getByRole("heading", { level: 2, name: "Om deg" })).toBeVisible();
    await expect(page.getByLabel("Fornavn")).toHaveValue("Nora");
  }
  const birthdateYearsAgo = (years: number) => {
    const today = platformNow();
    return `${today.getFullYear() - years}-01-01`;
  };

  test("under 18 is refused", async ({ page }) => {
    await aboutYou(page);
    await expectNoAxeViolations(page);
    await page.getByLabel("Telefonnummer").fill("123");
    await page.getByLabel("Fødselsdato").fill(birthdateYearsAgo(16));
    await page.getByRole("button", { name: "Lagre og fortsett" }).click();
    await expect(page.getByText("Telefonnummeret er ugyldig")).toBeVisible();
    // What was typed is kept.
    await expect(page.getByLabel("Fødselsdato")).toHaveValue(birthdateYearsAgo(16));
    await page.getByLabel("Telefonnummer").fill("412 34 567");
    await page.getByRole("button", { name: "Lagre og fortsett" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Du må være 18 år for å bestille" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /Til betaling/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("aged 25 is offered the youth plan", async ({ page }) => {
    await aboutYou(page);
    await page.getByLabel("Fødselsdato").fill(birthdateYearsAgo(25));
    await page.getByRole("button", { name: "Lagre og fortsett" }).click();
    await expect(page.getByRole("radio", { name: /^Digital ung: 99 kr per måned/ })).toBeChecked();
  });

  test("aged 40 is offered the digital plan", async ({ page }) => {
    await aboutYou(page);
    await page.getByLabel("Fødselsdato").fill(birthdateYearsAgo(40));
    await page.getByRole("button", { name: "Lagre og fortsett" }).click();
    await expect(page.getByRole("radio", { name: /^Digital: 1 kr første måned/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /Digital ung/ })).toHaveCount(0);
  });

  test("skipping shows the offer without the youth plan", async ({ page }) => {
    await aboutYou(page);
    await page.getByRole("button", { name: "Hopp over" }).click();
    await expect(page.getByRole("radio", { name: /^Digital: 1 kr første måned/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /Digital ung/ })).toHaveCount(0);
  });
});

test("after buying: the contact details are checked and saved, a digital plan needs no address", async ({
  page,
}) => {
  await startOrder(page);
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
  await payOnBetaling(page, "1 kr");
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await page.getByRole("link", { name: "Sjekk at kontaktinformasjonen din stemmer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kontaktinformasjon" })).toBeVisible();
  await expect(page.getByText("ola.hansen@example.no")).toBeVisible();
  const phone = page.getByLabel("Telefonnummer");
  await expect(phone).toHaveValue("98765432");
  await phone.fill("12 34");
  await page.getByRole("button", { name: "Lagre telefonnummer" }).click();
  await expect(page.getByText("Telefonnummeret er ugyldig")).toBeVisible();
  await expect(phone).toHaveValue("12 34");
  await phone.fill("987 65 431");
  await page.getByRole("button", { name: "Lagre telefonnummer" }).click();
  await expect(page.getByText("Telefonnummeret er lagret.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByLabel("Telefonnummer")).toHaveValue("98765431");

  await page.goto("/leveringsadresse");
  await expect(
    page.getByText("Abonnementet ditt er digitalt, så vi trenger ingen leveringsadresse."),
  ).toBeVisible();
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
