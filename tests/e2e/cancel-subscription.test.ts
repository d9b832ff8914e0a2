// subscriber cancels (the reason is required; an offer first, declined in one click), sees the
// date access ends, and undoes the cancellation (SPEC §2); a plan change ordered before it waits
// through the cancellation and stands after the undo, said at every step (ADR 066).
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { outbox, signInAs } from "./session.ts";

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
    // Maja shares the subscription: she loses it with Kari, and Kari is told before she confirms.
    const ends = page.getByText(/^Familiedelingen slutter samtidig: Maja Eriksen mister tilgangen etter /);
    await expect(ends).toBeVisible();
    const endsSaid = await ends.textContent();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Nei takk, avslutt abonnementet" }).click();

    await expect(page).toHaveURL(/\/abonnement-avsluttet$/);
    const status = page.getByRole("status");
    await expect(status).toContainText(/Du har tilgang til og med \d{1,2}\. [a-zæøå]+ \d{4}/);
    const until = (await status.textContent())!.match(/til og med (\d{1,2}\. [a-zæøå]+ \d{4})/)![1]!;
    // The day she loses it is the day Kari's access ends.
    expect(endsSaid).toBe(`Familiedelingen slutter samtidig: Maja Eriksen mister tilgangen etter ${until}.`);
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
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/avslutt-abonnement`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a yearly plan ordered, then a cancellation and its undoing: the change is said at every step and stands", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/endre-abonnement");
  await page.getByRole("radio", { name: /Digital, 3 190 kr per år/ }).check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  const effective = (await page
    .locator("dt", { hasText: "Gjelder fra" })
    .locator("+ dd")
    .textContent())!.trim();
  await page.getByRole("button", { name: "Bekreft endringen" }).click();
  await expect(page).toHaveURL(/\/receipt2$/);
  const waits = `Du har bestilt Digital fra ${effective}. Endringen venter mens abonnementet er sagt opp, og gjelder hvis du angrer oppsigelsen.`;

  // The cancellation knows what is ordered: it says so, and does not offer the yearly plan again.
  await page.goto("/avslutt-abonnement");
  await page.getByRole("radio", { name: "Abonnementet er for dyrt" }).check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft oppsigelsen" })).toBeVisible();
  await expect(page.getByText(waits)).toBeVisible();
  await expect(page.getByText(/Du kan betale for Digital per år i stedet/)).toHaveCount(0);
  await page.getByRole("button", { name: "Nei takk, avslutt abonnementet" }).click();
  await expect(page).toHaveURL(/\/abonnement-avsluttet$/);

  // The front page: cancelled, and the change waiting, said as waiting.
  await page.goto("/");
  const card = page.getByRole("region", { name: "Abonnementet ditt" });
  await expect(
    card.getByText("Endringen venter mens abonnementet er sagt opp, og gjelder hvis du angrer oppsigelsen."),
  ).toBeVisible();
  await card.getByRole("link", { name: "Angre oppsigelsen og behold abonnementet" }).click();
  await expect(page.getByText(waits)).toBeVisible();
  await page.getByRole("button", { name: "Behold abonnementet" }).click();
  await expect(page).toHaveURL(/\/abonnement-reaktivert$/);
  const stands = `Endringen du bestilte, står fortsatt: Digital fra ${effective}.`;
  await expect(page.getByRole("status")).toContainText(stands);
  await expectNoAxeViolations(page);

  // The receipt says what the screen said; the front page still has the change.
  const [receipt] = await outbox(page);
  expect(receipt!.text).toContain("Du har angret oppsigelsen.");
  expect(receipt!.text).toMatch(/Endringen du bestilte, står fortsatt: Digital fra \d{2}\.\d{2}\.\d{4}\./);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Angre endringen" })).toBeVisible();
});
