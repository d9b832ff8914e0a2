// Changing paper delivery in a browser (SPEC §5): what only a browser shows — axe on each state of
// the screen (nothing registered; the address missing; a transfer registered; a first day past the
// deadline; a stop registered; a day the paper comes again refused; a digital subscriber's answer),
// where focus goes when a withdrawal is asked and declined — and the Nynorsk run. What the screens
// say and what is saved (the days proposed, the refusals at the fields, the changes listed, the
// receipt, a clock behind the platform's) is proven in-process: tests/in-process/delivery-change.test.tsx.
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays, osloDateTime } from "#app/domain/oslo-date.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";
import { platformNow } from "./clock.ts";

// One journey through every state of the Bokmål screen that axe checks, each reached as a reader
// would: a sign-in for each would cost more than the steps between them.
test("each state of the delivery screen has no axe violations, and withdrawing moves focus to the question and back", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  await expect(page.getByRole("heading", { level: 1, name: "Endre avislevering" })).toBeVisible();
  await expect(page.getByText("Du har ingen registrerte endringer.")).toBeVisible();
  await expectNoAxeViolations(page);

  const now = platformNow();
  const earliest = earliestChangeDate(now);
  const changes = page.getByRole("region", { name: "Registrerte endringer" });
  const stop = page.getByRole("radio", { name: "Stopp avisen en periode, for eksempel i ferien" });

  // A transfer sent without its address: the fields refused.
  await page.getByRole("radio", { name: "Lever til en annen adresse en periode" }).check();
  await page.getByLabel("Siste dag").fill(addDays(earliest, 20));
  await page.getByRole("button", { name: "Registrer endringen" }).click();
  const postalCode = page.getByRole("textbox", { name: "Postnummer" });
  await expect(postalCode).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  // The transfer registered.
  await page.getByRole("textbox", { name: "Navn på leveringsadresse" }).fill("Kari Solberg");
  await page.getByRole("textbox", { name: "Adresse", exact: true }).fill("Munkegata");
  await page.getByRole("textbox", { name: "Gatenummer" }).fill("5");
  await postalCode.fill("7010");
  await expect(page.getByRole("textbox", { name: "Poststed" })).toHaveValue("TRONDHEIM");
  await page.getByRole("button", { name: "Registrer endringen" }).click();
  const transfer = changes.getByRole("listitem").filter({ hasText: "Levering til annen adresse" });
  await expect(transfer).toBeVisible();
  await expectNoAxeViolations(page);

  // It asks first, focus on the question; "Nei" leaves the change as it was, focus back where it was.
  await transfer.getByRole("button", { name: "Trekk tilbake" }).click();
  await expect(
    transfer.getByText("Vil du trekke tilbake denne endringen? Avisen kommer da til den vanlige adressen."),
  ).toBeFocused();
  await transfer.getByRole("button", { name: "Nei, behold endringen" }).click();
  await expect(transfer.getByRole("button", { name: "Trekk tilbake" })).toBeFocused();
  await transfer.getByRole("button", { name: "Trekk tilbake" }).click();
  await transfer.getByRole("button", { name: "Ja, trekk tilbake" }).click();
  await expect(changes.getByText("Du har ingen registrerte endringer.")).toBeVisible();

  // A first day past the deadline: the next possible day proposed at the field.
  await stop.check();
  await page.getByLabel("Første dag").fill(osloDateTime(now).date);
  await page.getByLabel("Siste dag").fill(addDays(earliest, 13));
  await page.getByRole("button", { name: "Registrer endringen" }).click();
  await expect(page.getByLabel("Første dag")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  // The stop registered.
  await page.getByRole("button", { name: "Registrer endringen" }).click();
  const vacation = changes.getByRole("listitem").filter({ hasText: "Stopp i leveringen" });
  await expect(vacation).toBeVisible();
  await expect(page.getByText(/^Endringen er registrert: /)).toBeVisible();
  await expectNoAxeViolations(page);

  // A stop until further notice whose day the paper comes again is refused at its field.
  await vacation.getByRole("button", { name: "Trekk tilbake" }).click();
  await vacation.getByRole("button", { name: "Ja, trekk tilbake" }).click();
  await expect(changes.getByText("Du har ingen registrerte endringer.")).toBeVisible();
  await stop.check();
  await page.getByRole("checkbox", { name: /Til videre/ }).check();
  await page.getByRole("button", { name: "Registrer endringen" }).click();
  const untilFurther = changes.getByRole("listitem").filter({ hasText: "(til videre)" });
  const resume = untilFurther.getByLabel("Avisen skal komme igjen fra");
  await resume.fill(earliest);
  await untilFurther.getByRole("button", { name: "Lagre dato" }).click();
  await expect(resume).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("subscriber (digital): the answer that delivery changes are for paper has no axe violations", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/endre-avislevering");
  await expect(page.getByRole("heading", { level: 1, name: "Endre avislevering" })).toBeVisible();
  await expect(
    page.getByText("Endring av avislevering gjelder papirabonnement.", { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the delivery screen in Nynorsk has no axe violations, also with errors", async ({ page }) => {
  await signInAs(page, "paper-subscriber", `${titleOrigin("sh")}/endre-avislevering`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("radiogroup")).toBeVisible();
  await expectNoAxeViolations(page);
  // Texts may be translated: find the form by its type choice, and submit it empty but for the type.
  const form = page.locator("section").filter({ has: page.getByRole("radiogroup") });
  await form.getByRole("radio").first().check();
  await form.getByRole("button").click();
  await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
  await expectNoAxeViolations(page);
});
