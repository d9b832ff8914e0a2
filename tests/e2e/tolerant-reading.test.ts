// One field the platform leaves out breaks one part of a screen, not the portal
// (docs/decisions/034): sign-in and the front page work, and the part that needs the field says in
// Norwegian that it cannot be shown now, with the customer centre.
import { readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { clearFaults, omitField, signInAs } from "./session.ts";

const sandbox = JSON.parse(readFileSync("titles/sbx.json", "utf8")) as { customerCenterPhoneNumber: string };

test.afterEach(async ({ page }) => clearFaults(page));

test("the subscription without billingPeriod: signed in, the front page works, its price says it cannot be shown", async ({
  page,
}) => {
  await omitField(page, "subscription/*", "billingPeriod");
  await signInAs(page, "subscriber", "/");
  await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
  const card = page.getByRole("region", { name: "Abonnementet ditt" });
  await expect(card.getByText("Du har Digital.")).toBeVisible();
  await expect(card.getByText("Prisen kan ikke vises akkurat nå.")).toBeVisible();
  await expect(card.getByRole("link", { name: sandbox.customerCenterPhoneNumber })).toBeVisible();
  await expect(card.getByRole("heading", { name: "Dette er med" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Endre abonnement" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Taken away again, the price is back.
  await clearFaults(page);
  await page.reload();
  await expect(card.getByText(/299/)).toBeVisible();
  await expect(card.getByText("Prisen kan ikke vises akkurat nå.")).toBeHidden();
});

test("the account without phoneNumber: the front page works, the profile says the phone cannot be shown", async ({
  page,
}) => {
  await omitField(page, "account/*", "phoneNumber");
  await signInAs(page, "subscriber", "/");
  await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
  await expect(page.getByText("Du har Digital.")).toBeVisible();

  await page.goto("/endre-profil");
  await expect(page.getByRole("heading", { level: 1, name: "Min profil" })).toBeVisible();
  const aboutMe = page.getByRole("region", { name: "Om meg" });
  await expect(aboutMe.getByText("Kan ikke vises akkurat nå", { exact: true })).toBeVisible();
  await expect(aboutMe.getByText("Noen av opplysningene om deg kan ikke vises akkurat nå.")).toBeVisible();
  await expect(aboutMe.getByRole("link", { name: sandbox.customerCenterPhoneNumber })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a screen that cannot work without a field explains itself and leads back to a front page that works", async ({
  page,
}) => {
  await omitField(page, "subscription/*", "startDate");
  await signInAs(page, "subscriber", "/endre-abonnement");
  await expect(page.getByRole("heading", { level: 1, name: "Noe gikk galt" })).toBeVisible();
  await expect(page.getByText("Vi fikk et uventet svar fra tjenesten.")).toBeVisible();
  await expect(page.getByRole("link", { name: sandbox.customerCenterPhoneNumber }).first()).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
  await expect(page.getByText("Du har Digital.")).toBeVisible();
});

test("a cancelled subscription without expiresOn: the card says it is cancelled and keeps the way to undo it", async ({
  page,
}) => {
  await omitField(page, "subscription/*", "expiresOn");
  await signInAs(page, "cancelled", "/");
  const card = page.getByRole("region", { name: "Abonnementet ditt" });
  await expect(
    card.getByText("Abonnementet er sagt opp. Hvor lenge det gjelder, kan ikke vises akkurat nå."),
  ).toBeVisible();
  await card.getByRole("link", { name: "Angre oppsigelsen og behold abonnementet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Angre oppsigelse" })).toBeVisible();
  await expect(page.getByText("Du har sagt opp Digital.", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Behold abonnementet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Abonnementet er aktivert igjen" })).toBeVisible();
  await page.getByRole("link", { name: "Til Min side" }).click();
  await expect(card.getByText("Aktivt", { exact: true })).toBeVisible();
});

test("without startDate a subscriber can still cancel: the screen promises the paid period, not a date", async ({
  page,
}) => {
  await omitField(page, "subscription/*", "startDate");
  await signInAs(page, "subscriber", "/avslutt-abonnement");
  await expect(page.getByRole("heading", { level: 1, name: "Avslutt abonnement" })).toBeVisible();
  await expect(
    page.getByText("Sier du opp nå, har du tilgang ut perioden du har betalt for.", { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "Abonnementet er for dyrt" }).check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft oppsigelsen" })).toBeVisible();
  await expect(
    page.getByText("Du sier opp Digital. Du har tilgang ut perioden du har betalt for."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Nei takk, avslutt abonnementet" }).click();
  await expect(page).toHaveURL(/\/abonnement-avsluttet$/);
  await expect(page.getByRole("status")).toContainText(/Du har tilgang til og med \d{1,2}\. [a-zæøå]+ \d{4}/);
});
