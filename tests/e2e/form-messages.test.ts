// What a clumsy user meets on the finished forms: every limit has a Norwegian message
// at its field — never zod's English — too long is not "missing", a house number must be one,
// and what was typed is kept. A screen shows only facts it has.
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

test("a 3,000-character name and a house number of letters get Norwegian messages at their fields", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  await page.getByRole("radio", { name: "Flytt avisen til ny adresse for godt" }).check();
  const coname = page.getByRole("textbox", { name: "Navn på leveringsadresse" });
  const street = page.getByRole("textbox", { name: "Adresse", exact: true });
  const number = page.getByRole("textbox", { name: "Gatenummer" });
  const long = "Kari ".repeat(600);
  await coname.fill(long);
  await street.fill("Elgeseter gate");
  await number.fill("abc");
  await page.getByRole("textbox", { name: "Postnummer" }).fill("7030");
  await page.getByRole("button", { name: "Registrer endringen" }).click();

  await expect(coname).toHaveAccessibleDescription(/Kan være på høyst 100 tegn/);
  await expect(number).toHaveAccessibleDescription(/Gatenummer er et tall, gjerne med en bokstav etter/);
  await expect(page.getByText(/Too big|expected string/)).toHaveCount(0);
  // What was typed is kept.
  await expect(street).toHaveValue("Elgeseter gate");
  await expect(number).toHaveValue("abc");
  await expectNoAxeViolations(page);
});

test("a surname that is too long is said to be too long, not missing", async ({ page }) => {
  await signInAs(page, "new-user", "/bestill-abonnement");
  const familyName = page.getByLabel("Etternavn");
  await familyName.fill("Nordmann".repeat(60));
  await page.getByRole("button", { name: "Lagre og fortsett" }).click();
  await expect(familyName).toHaveAccessibleDescription(/Kan være på høyst 80 tegn/);
  await expect(page.getByText("Etternavn er påkrevd")).toHaveCount(0);
});

test("a subscriber whose subscription runs opens the cancelled page and is told it is not cancelled", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/abonnement-avsluttet");
  await expect(page.getByRole("heading", { level: 1, name: "Abonnementet er ikke sagt opp" })).toBeVisible();
  await expect(page.getByText("Digital er ikke sagt opp, og det løper videre som før.")).toBeVisible();
  await expect(page.getByText(/tilgang til og med/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
