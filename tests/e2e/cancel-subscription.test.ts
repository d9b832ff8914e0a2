// subscriber cancels (the reason is required; an offer first, declined in one click), sees the
// date access ends, and undoes the cancellation (SPEC §2), behind nginx, axe-clean at each step; the
// undo screen and its answer are axe-clean, and the cancel screens in Nynorsk. A paper subscriber
// offered a stop instead, a cancelled subscriber reactivating from Min side, and a plan change ordered
// before the cancellation that waits through it and stands after the undo, said at every step
// (ADR 066), are proven in-process: tests/in-process/journeys/cancel-subscription.tsx.
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";

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

test("the undo screen and its answer are axe-clean", async ({ page }) => {
  await signInAs(page, "cancelled", "/angre-oppsigelse");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Behold abonnementet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Abonnementet er aktivert igjen" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the cancel screens in Nynorsk have no axe violations", async ({ page }) => {
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/avslutt-abonnement`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
