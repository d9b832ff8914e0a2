// One field the platform leaves out breaks one part of a screen, not the portal
// (docs/decisions/034). What the screens say then — the front page, the profile, the error screen,
// cancelling and undoing a cancellation — is proven in-process (tests/in-process/tolerant-reading.test.tsx).
// Here, what only a browser shows: each screen with a field left out passes axe, and once the field
// is back, a reload brings the price back.
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { clearFaults, omitField, signInAs } from "./session.ts";

test.afterEach(async ({ page }) => clearFaults(page));

test("the screens with a field left out pass axe, and a reload once it is back shows the price", async ({
  page,
}) => {
  // The front page without the subscription's billingPeriod.
  await omitField(page, "subscription/*", "billingPeriod");
  await signInAs(page, "subscriber", "/");
  const card = page.getByRole("region", { name: "Abonnementet ditt" });
  await expect(card.getByText("Prisen kan ikke vises akkurat nå.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Taken away again, the price is back.
  await clearFaults(page);
  await page.reload();
  await expect(card.getByText(/299/)).toBeVisible();
  await expect(card.getByText("Prisen kan ikke vises akkurat nå.")).toBeHidden();

  // The profile without the account's phoneNumber.
  await omitField(page, "account/*", "phoneNumber");
  await page.goto("/endre-profil");
  const aboutMe = page.getByRole("region", { name: "Om meg" });
  await expect(aboutMe.getByText("Noen av opplysningene om deg kan ikke vises akkurat nå.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Cancelling without the subscription's startDate.
  await clearFaults(page);
  await omitField(page, "subscription/*", "startDate");
  await page.goto("/avslutt-abonnement");
  await expect(page.getByRole("heading", { level: 1, name: "Avslutt abonnement" })).toBeVisible();
  await expect(
    page.getByText("Sier du opp nå, har du tilgang ut perioden du har betalt for.", { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
