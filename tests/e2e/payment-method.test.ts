// subscriber switches to Vipps and adds a card; a failed change changes nothing; the SPEC §8 text
// when the method cannot be fetched (ADR 007).
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { outbox, providerTrips, setFault, signInAs } from "./session.ts";

test("subscriber switches to Vipps, then adds a new card", async ({ page }) => {
  await signInAs(page, "subscriber", "/");
  await expect(page.getByText(/Betalingskort som slutter på 4417/)).toBeVisible();
  await page.getByRole("link", { name: "Endre betalingsmetode" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Endre betalingsmetode" })).toBeVisible();
  await expect(page.getByText(/Betalingskort som slutter på 4417/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(page.getByText("Ny betalingsmåte er påkrevd")).toBeVisible();

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
  // Its receipt says the same: Vipps from now on.
  const receipts = (await outbox(page)).filter((m) => m.recipient === "kari.nordmann@example.no");
  expect(receipts.map((m) => m.text).find((text) => text.includes("Fra nå betaler du med"))).toContain(
    "Fra nå betaler du med Vipps.",
  );
  await page.getByRole("link", { name: "Tilbake til Min side" }).click();
  await expect(page.getByText("Du betaler med Vipps.")).toBeVisible();

  // And back to a card.
  await page.goto("/legg-til-betalingskort");
  await expect(page.getByRole("heading", { level: 1, name: "Legg til betalingskort" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Legg inn kort" }).click();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(page).toHaveURL(/\/legg-til-betalingskort\/verify\?/);
  await expect(
    page.getByRole("status").filter({ hasText: "Ferdig! Det nye kortet er lagt til." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const next = (await page
    .getByText(/Neste trekk tas fra Betalingskort som slutter på \d{4}\./)
    .textContent())!;
  const last4 = next.match(/(\d{4})\./)![1]!;
  await page.getByRole("link", { name: "Tilbake til Min side" }).click();
  await expect(page.getByText(new RegExp(`Betalingskort som slutter på ${last4}`))).toBeVisible();
});

test("a failed change at the provider leaves the payment method as it was", async ({ page }) => {
  await signInAs(page, "subscriber", "/endre-betalingsmetode");
  await page.getByRole("radio", { name: "Vipps" }).check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await page.getByRole("button", { name: "Feil" }).click();
  await expect(page.getByRole("alert")).toContainText("Endringen gikk ikke gjennom.");
  await expect(page.getByText("Betalingsmåten er ikke endret.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Tilbake til Min side" }).click();
  await expect(page.getByText(/Betalingskort som slutter på 4417/)).toBeVisible();
});

test("when the payment method cannot be fetched, the screen says so and the change still works", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/");
  await setFault(page, "paymentMethod/*", "500");
  await page.goto("/endre-betalingsmetode");
  await expect(page.getByText("Det oppstod en feil ved henting av betalingsmetode.")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Vipps" })).toBeVisible();
});

test("the payment-method screens in Nynorsk have no axe violations", async ({ page }) => {
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/endre-betalingsmetode`);
  await expect(page.getByRole("heading", { level: 1, name: "Endre betalingsmetode" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${titleOrigin("sh")}/legg-til-betalingskort`);
  await expect(page.getByRole("heading", { level: 1, name: "Legg til betalingskort" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Legg inn kort" }).click();
  await page.getByRole("button", { name: "Avbryt" }).click();
  await expect(page.getByRole("alert")).toContainText("Du avbraut endringa.");
  await expectNoAxeViolations(page);
});
