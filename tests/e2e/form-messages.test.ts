// What a clumsy user meets on the finished forms, in a browser: axe on a permanent move refused at
// its fields (a 3,000-character name, a house number of letters) and on the cancelled page as a
// subscriber whose subscription runs sees it. What the messages say — Norwegian at each field, never
// zod's English, too long and not "missing", what was typed kept — and that the cancelled page says
// only facts it has are proven in-process: tests/in-process/journeys/form-messages.tsx.
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

test("a move refused at its fields, and the cancelled page of a running subscription, have no axe violations", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  await page.getByRole("radio", { name: "Flytt avisen til ny adresse for godt" }).check();
  const coname = page.getByRole("textbox", { name: "Navn på leveringsadresse" });
  const number = page.getByRole("textbox", { name: "Gatenummer" });
  await coname.fill("Kari ".repeat(600));
  await page.getByRole("textbox", { name: "Adresse", exact: true }).fill("Elgeseter gate");
  await number.fill("abc");
  await page.getByRole("textbox", { name: "Postnummer" }).fill("7030");
  await page.getByRole("button", { name: "Registrer endringen" }).click();
  await expect(coname).toHaveAttribute("aria-invalid", "true");
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await signInAs(page, "subscriber", "/abonnement-avsluttet");
  await expect(page.getByRole("heading", { level: 1, name: "Abonnementet er ikke sagt opp" })).toBeVisible();
  await expectNoAxeViolations(page);
});
