// The profile (about me, with editing at the identity provider) and its gateways: data download and
// account deletion with the results deleted, failed and notExist (SPEC §2, §4, §9).
import { formatDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";
import { platformToday } from "./clock.ts";

test("subscriber's profile shows who they are and links to where it is changed", async ({ page }) => {
  await signInAs(page, "subscriber", "/endre-profil");
  await expect(page.getByRole("heading", { level: 1, name: "Min profil" })).toBeVisible();
  const aboutMe = page.getByRole("region", { name: "Om meg" });
  await expect(aboutMe).toContainText("Kari Nordmann");
  await expect(aboutMe).toContainText("kari.nordmann@example.no");
  await expect(aboutMe).toContainText("923 45 678");
  await expect(aboutMe).toContainText("3. september 1984");
  await expect(
    aboutMe.getByRole("link", { name: "Endre opplysningene dine hos Schibsted-kontoen" }),
  ).toHaveAttribute("href", /\/_identity\//);

  const advanced = page.getByRole("region", { name: "Avanserte innstillinger" });
  await expect(advanced.getByRole("link", { name: "Endre annonseinnstillingene" })).toHaveAttribute(
    "href",
    "/personverninnstillinger",
  );
  await expect(
    advanced.getByRole("link", { name: "Se aktiviteten din hos Schibsted-kontoen" }),
  ).toBeVisible();
  await expect(advanced.getByRole("link", { name: "Bestill nedlasting av dataene dine" })).toHaveAttribute(
    "href",
    "/spidTakeoutGateway",
  );
  await expect(advanced.getByRole("link", { name: "Slett kontoen din" })).toHaveAttribute(
    "href",
    "/spidDeleteGateway",
  );
  await expectNoAxeViolations(page);
});

test("deep links into the profile land on their section", async ({ page }) => {
  await signInAs(page, "subscriber", "/endre-profil?fane=personvern&source=sms#sletting");
  await expect(page.getByRole("heading", { level: 1, name: "Min profil" })).toBeVisible();
  await expect(page.locator("#sletting")).toHaveText("Slett kontoen");
  await page.goto("/endre-profil?fane=om-meg#navn");
  await expect(page.locator("#navn")).toHaveText("Navn");
});

test("subscriber orders a download of their data", async ({ page }) => {
  await signInAs(page, "subscriber", "/endre-profil");
  await page.getByRole("link", { name: "Bestill nedlasting av dataene dine" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Last ned dine data" })).toBeVisible();
  await expect(
    page.getByText(
      "Det kan ta opptil 30 dager før dataene er klare. Du får en e-post når de kan lastes ned.",
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Bestill nedlasting" }).click();
  const readyBy = formatDate(addDays(platformToday(), 30), "nb");
  await expect(page.getByText(`Bestillingen er mottatt. Dataene er klare senest ${readyBy}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Bestill nedlasting" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("subscriber with a running, paid subscription is asked to cancel before deleting", async ({ page }) => {
  await signInAs(page, "subscriber", "/endre-profil");
  await page.getByRole("link", { name: "Slett kontoen din" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Slett kontoen din" })).toBeVisible();
  await expect(page.getByText("Det kan ta opptil 30 dager før dataene dine er slettet.")).toBeVisible();
  await expect(
    page.getByText("Betalingshistorikken tas vare på i 5 år, fordi bokføringsloven krever det."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const confirm = page.getByRole("checkbox", {
    name: "Jeg forstår hva sletting betyr, og vil slette kontoen min.",
  });
  await page.getByRole("button", { name: "Slett kontoen" }).click();
  await expect(confirm).toHaveAccessibleDescription("Du må bekrefte at du vil slette kontoen");
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await confirm.check();
  await page.getByRole("button", { name: "Slett kontoen" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Vi kunne ikke slette kontoen fordi du har et aktivt abonnement.");
  await expect(alert.getByRole("link", { name: "Si opp abonnementet" })).toHaveAttribute(
    "href",
    "/avslutt-abonnement",
  );
  await expectNoAxeViolations(page);
});

test("a cancelled subscriber deletes the account; asking again finds nothing to delete", async ({ page }) => {
  await signInAs(page, "cancelled", "/spidDeleteGateway");
  await page
    .getByRole("checkbox", { name: "Jeg forstår hva sletting betyr, og vil slette kontoen min." })
    .check();
  await page.getByRole("button", { name: "Slett kontoen" }).click();
  await expect(page.getByText("Vi har mottatt slettingen.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Slett kontoen" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await page
    .getByRole("checkbox", { name: "Jeg forstår hva sletting betyr, og vil slette kontoen min." })
    .check();
  await page.getByRole("button", { name: "Slett kontoen" }).click();
  await expect(page.getByText("Vi fant ingen data å slette.")).toBeVisible();
});

test("the profile and its gateways in Nynorsk have no axe violations", async ({ page }) => {
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/endre-profil`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${titleOrigin("sh")}/spidTakeoutGateway`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${titleOrigin("sh")}/spidDeleteGateway`);
  await expect(page.getByRole("checkbox")).toBeVisible();
  await expectNoAxeViolations(page);
});
