// Changing how the subscription is paid (ADR 007), what only a browser shows of it: subscriber
// switches to Vipps through the real Vipps page, a double click starting one trip only, then adds a
// card through the real card provider's page, with axe on each outcome; the Nynorsk screens' axe, a
// cancelled card and a failed change among them. The first screens' axe in Bokmål is the page
// walk's (tests/e2e/page-walk.test.ts: /endre-betalingsmetode and /legg-til-betalingskort as
// subscriber). The rest, in Bokmål, is in-process (tests/in-process/journeys/payment-method.tsx):
// the required choice refused, the receipt and the front page after each change, a failed change
// leaving the card as it was, and SPEC §8's text when the method cannot be fetched.
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { providerTrips, signInAs } from "./session.ts";

test("subscriber switches to Vipps, a double click starting one trip, then adds a new card", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/endre-betalingsmetode");
  await page.getByRole("radio", { name: "Vipps" }).check();
  await page.getByRole("button", { name: "Fortsett" }).dblclick();
  await expect(page.getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeVisible();
  expect(await providerTrips(page)).toHaveLength(1);
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();

  await expect(page).toHaveURL(/\/endre-betalingsmetode\/verify\?/);
  await expect(
    page.getByRole("status").filter({ hasText: "Ferdig! Abonnementet betales nå med Vipps." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // And back to a card.
  await page.goto("/legg-til-betalingskort");
  await page.getByRole("button", { name: "Legg inn kort" }).click();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(page).toHaveURL(/\/legg-til-betalingskort\/verify\?/);
  await expect(
    page.getByRole("status").filter({ hasText: "Ferdig! Det nye kortet er lagt til." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the payment-method screens in Nynorsk have no axe violations", async ({ page }) => {
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/endre-betalingsmetode`);
  await expect(page.getByRole("heading", { level: 1, name: "Endre betalingsmetode" })).toBeVisible();
  await expectNoAxeViolations(page);
  // A change that fails at the provider: the card is kept, and the page says so.
  await page.getByRole("radio", { name: "Vipps" }).check();
  await page.getByRole("button", { name: "Hald fram" }).click();
  await page.getByRole("button", { name: "Feil" }).click();
  await expect(page.getByRole("alert")).toContainText("Endringa gjekk ikkje gjennom.");
  await expect(page.getByText("Betalingsmåten er ikkje endra.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${titleOrigin("sh")}/legg-til-betalingskort`);
  await expect(page.getByRole("heading", { level: 1, name: "Legg til betalingskort" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Legg inn kort" }).click();
  await page.getByRole("button", { name: "Avbryt" }).click();
  await expect(page.getByRole("alert")).toContainText("Du avbraut endringa.");
  await expectNoAxeViolations(page);
});
