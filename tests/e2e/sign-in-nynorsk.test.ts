// The sign-in screens in a Nynorsk title (Sunnhordland): texts in nn and zero axe violations.
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { choosePersona } from "./session.ts";

const sh = titleOrigin("sh");

test("no-subscription in an nn title: /ingen-abonnement and /koble-bruker in Nynorsk", async ({ page }) => {
  await page.goto(`${sh}/`);
  await choosePersona(page, "no-subscription");
  await expect(page).toHaveURL(`${sh}/ingen-abonnement`);
  await expect(page.locator("html")).toHaveAttribute("lang", "nn");
  await expect(page.getByRole("heading", { level: 1, name: "Du har ikkje abonnement" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Finn abonnementet ditt" }).click();
  await page.getByRole("button", { name: "Finn abonnementet" }).click();
  await expect(page.getByText("E-postadresse eller mobilnummer er påkravd")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: "E-postadresse eller mobilnummer" }).fill("987 65 432");
  await page.getByRole("button", { name: "Finn abonnementet" }).click();
  await expect(page.getByRole("textbox", { name: "Kode frå SMS" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a subscriber in an nn title lands on Min side, and a refused callback is explained in Nynorsk", async ({
  page,
}) => {
  await page.goto(`${sh}/`);
  await choosePersona(page, "subscriber");
  await expect(page).toHaveURL(`${sh}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Hovudmeny" }).getByRole("button", { name: "Logg ut" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${sh}/callback?code=abc`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Innlogginga kunne ikkje fullførast" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
