// paper-subscriber registers a delivery complaint; a digital subscriber cannot reach the form and
// is told why (issue 4, SPEC §5: a complaint needs a paper subscription).
import { formatDate } from "#app/domain/format.ts";
import { addDays, osloDateTime } from "#app/domain/oslo-date.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { choosePersona, outbox, resetBackend, signInAs } from "./session.ts";

test.beforeEach(async ({ page }) => resetBackend(page));

test("paper-subscriber registers a complaint and sees the confirmation", async ({ page }) => {
  await signInAs(page, "paper-subscriber", "/tilbakemelding");
  await expect(page.getByRole("heading", { level: 1, name: "Registrer reklamasjon" })).toBeVisible();
  await expectNoAxeViolations(page);

  const today = osloDateTime(new Date()).date;
  const date = page.getByLabel("Hvilken dag gjelder det?");
  await expect(date).toHaveValue(today);

  // The category is required.
  const send = page.getByRole("button", { name: "Send reklamasjonen" });
  await send.click();
  const categories = page.getByRole("radiogroup", { name: "Hva gjelder det?" });
  await expect(categories).toHaveAttribute("aria-invalid", "true");
  await expect(categories).toHaveAccessibleDescription("Kategori er påkrevd");
  await expectNoAxeViolations(page);

  // A day in the future is refused at the field.
  await date.fill(addDays(today, 2));
  await send.click();
  await expect(date).toHaveAccessibleDescription(/Datoen kan ikke være etter i dag\./);

  const yesterday = addDays(today, -1);
  await categories.getByRole("radio", { name: "Avisen var våt eller skadet" }).check();
  await date.fill(yesterday);
  const comment = page.getByRole("textbox", { name: "Kommentar (valgfritt)" });
  await comment.fill("Avisen lå i en sølepytt.");
  await expect(page.getByText("24 av 1000 tegn")).toBeVisible();
  await send.click();

  await expect(
    page.getByText(`Takk! Vi har registrert reklamasjonen din for ${formatDate(yesterday, "nb")}.`),
  ).toBeVisible();
  await expect(page.getByText("Du får en bekreftelse på e-post til arne.solberg@example.no.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send reklamasjonen" })).toHaveCount(0);
  const mail = (await outbox(page)).find((m) => m.channel === "email" && m.text.includes("reklamasjonen"));
  expect(mail?.recipient).toBe("arne.solberg@example.no");
  await expectNoAxeViolations(page);

  // Another complaint starts afresh.
  await page.getByRole("link", { name: "Registrer en ny reklamasjon" }).click();
  await expect(page.getByRole("button", { name: "Send reklamasjonen" })).toBeVisible();
});

test("the comment counts its characters and refuses more than 1000", async ({ page }) => {
  await signInAs(page, "paper-subscriber", "/tilbakemelding");
  await page.getByRole("radio", { name: "Avisen kom ikke" }).check();
  const comment = page.getByRole("textbox", { name: "Kommentar (valgfritt)" });
  await comment.fill("x".repeat(1001));
  await expect(page.getByText("1001 av 1000 tegn")).toBeVisible();
  await expect(page.getByText("Du har 1 tegn for mye.")).toBeAttached();
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await expect(comment).toHaveAccessibleDescription(/Kommentaren kan være på høyst 1000 tegn\./);
  await expect(comment).toHaveValue("x".repeat(1001));
});

test("subscriber (digital) cannot reach the complaint form and is told why", async ({ page }) => {
  await signInAs(page, "subscriber", "/tilbakemelding");
  await expect(page.getByRole("heading", { level: 1, name: "Registrer reklamasjon" })).toBeVisible();
  await expect(
    page.getByText("Reklamasjon gjelder levering av papiravisen.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("Du har et digitalt abonnement", { exact: false })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "kundeservice", exact: true }),
  ).toHaveAttribute("href", "/kundeservice");
  await expect(page.getByRole("radiogroup")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send reklamasjonen" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the complaint screens in Nynorsk have no axe violations", async ({ page }) => {
  await page.goto(`${titleOrigin("sh")}/tilbakemelding`);
  await choosePersona(page, "paper-subscriber");
  await expect(page.getByRole("radiogroup")).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .locator("form")
    .filter({ has: page.getByRole("radiogroup") })
    .getByRole("button")
    .click();
  await expect(page.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("the digital explanation in Nynorsk has no axe violations", async ({ page }) => {
  await page.goto(`${titleOrigin("sh")}/tilbakemelding`);
  await choosePersona(page, "subscriber");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("radiogroup")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
