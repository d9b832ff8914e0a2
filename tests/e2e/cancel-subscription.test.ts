// subscriber cancels (the reason is required; an offer first, declined in one click), sees the
// date access ends, and undoes the cancellation (SPEC §2).
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { choosePersona, signInAs } from "./session.ts";

test(
  "subscriber cancels with a reason, then takes the cancellation back",
  { tag: "@nginx" },
  async ({ page }) => {
    await signInAs(page, "subscriber", "/");
    await page.getByRole("link", { name: "Avslutt abonnement" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Avslutt abonnement" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Fortsett" }).click();
    await expect(page.getByText("Årsak er påkrevd")).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Hvorfor vil du avslutte?" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    await page.getByRole("radio", { name: "Abonnementet er for dyrt" }).check();
    await page.getByRole("button", { name: "Fortsett" }).click();

    // The offer comes first; declining it is the one click that cancels.
    await expect(page.getByRole("heading", { level: 1, name: "Bekreft oppsigelsen" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Vil du heller betale mindre?" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Nei takk, avslutt abonnementet" }).click();

    await expect(page).toHaveURL(/\/abonnement-avsluttet$/);
    const status = page.getByRole("status");
    await expect(status).toContainText(/Du har tilgang til og med \d{1,2}\. [a-zæøå]+ \d{4}/);
    const until = (await status.textContent())!.match(/til og med (\d{1,2}\. [a-zæøå]+ \d{4})/)![1]!;
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Til Min side" }).click();
    await expect(page.getByText(`Abonnementet er sagt opp og gjelder til og med ${until}.`)).toBeVisible();

    await page.getByRole("link", { name: "Angre oppsigelsen og behold abonnementet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Angre oppsigelse" })).toBeVisible();
    await page.getByRole("button", { name: "Behold abonnementet" }).click();
    await expect(page).toHaveURL(/\/abonnement-reaktivert$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Abonnementet er aktivert igjen" }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Til Min side" }).click();
    await expect(page.getByText("Aktivt", { exact: true })).toBeVisible();
    await expect(page.getByText(/Abonnementet er sagt opp/)).toHaveCount(0);
  },
);

test("paper-subscriber is offered a vacation stop before cancelling", async ({ page }) => {
  await signInAs(page, "paper-subscriber", "/avslutt-abonnement");
  await page.getByRole("radio", { name: "Jeg skal flytte eller være bortreist" }).check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(
    page.getByRole("link", { name: "Stopp eller flytt avisen en periode i stedet" }),
  ).toBeVisible();
});

test("cancelled reactivates the subscription from Min side", async ({ page }) => {
  await signInAs(page, "cancelled", "/");
  await expect(page.getByText(/Abonnementet er sagt opp og gjelder til og med/)).toBeVisible();
  await page.getByRole("link", { name: "Angre oppsigelsen og behold abonnementet" }).click();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Behold abonnementet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Abonnementet er aktivert igjen" })).toBeVisible();
  await page.getByRole("link", { name: "Til Min side" }).click();
  await expect(page.getByText("Aktivt", { exact: true })).toBeVisible();
});

test("the cancel screens in Nynorsk have no axe violations", async ({ page }) => {
  await page.goto(`${titleOrigin("sh")}/avslutt-abonnement`);
  await choosePersona(page, "subscriber");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
