// paper-subscriber registers a delivery complaint; a digital subscriber cannot reach the form and
// is told why (SPEC §5: a complaint needs a paper subscription). The delivery history,
// several days, redelivery and the third complaint: delivery-history.test.ts.
import { formatDate } from "#app/domain/format.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { outbox, signInAs } from "./session.ts";
import { dayCheckbox, lastPaperDay } from "./complaint-steps.ts";

test("paper-subscriber registers a complaint and sees the confirmation", async ({ page }) => {
  await signInAs(page, "paper-subscriber", "/tilbakemelding");
  await expect(page.getByRole("heading", { level: 1, name: "Registrer reklamasjon" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing chosen: the category and the days are required, said at each.
  const send = page.getByRole("button", { name: "Send reklamasjonen" });
  await send.click();
  const categories = page.getByRole("radiogroup", { name: "Hva gjelder det?" });
  await expect(categories).toHaveAttribute("aria-invalid", "true");
  await expect(categories).toHaveAccessibleDescription("Kategori er påkrevd");
  const days = page.getByRole("group", { name: "Hvilke dager gjelder det?" });
  await expect(days).toHaveAccessibleDescription(/Velg minst én dag\./);
  await expectNoAxeViolations(page);

  const day = lastPaperDay();
  await categories.getByRole("radio", { name: "Avisen var våt eller skadet" }).check();
  await dayCheckbox(page, day).check();
  await page
    .getByRole("radiogroup", { name: "Hva vil du at vi skal gjøre?" })
    .getByRole("radio", { name: /^Trekk 29 kr fra neste faktura/ })
    .check();
  const comment = page.getByRole("textbox", { name: "Kommentar (valgfritt)" });
  await comment.fill("Avisen lå i en sølepytt.");
  await expect(page.getByText("24 av 1000 tegn")).toBeVisible();
  await send.click();

  await expect(
    page.getByText(`Takk! Vi har registrert reklamasjonen din for ${formatDate(day, "nb")}.`),
  ).toBeVisible();
  await expect(
    page.getByText(/^Vi trekker 29 kr fra fakturaen for perioden som starter \d+\. \w+ \d{4}\.$/),
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
  await signInAs(page, "paper-subscriber", `${titleOrigin("sh")}/tilbakemelding`);
  await expect(page.getByRole("radiogroup")).toBeVisible();
  // The categories in our Nynorsk, not the platform's Bokmål descriptions.
  await expect(page.getByRole("radio", { name: "Avisa kom ikkje" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Avisen kom ikke" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await expect(page.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("the digital explanation in Nynorsk has no axe violations", async ({ page }) => {
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/tilbakemelding`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("radiogroup")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
