// Any name, any input (ADR 048): what a reader types is shown as typed, never read as markup; a text
// with an invisible reordering mark is refused at its field; a business admin's list with addresses
// that cannot be sent to has each refused at its row, and the rest are sent.
import type { Page } from "@playwright/test";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { formatDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { outbox, signInAs } from "./session.ts";
import { platformNow } from "./clock.ts";

const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
};

test("a c/o name written as markup is shown as it was typed", async ({ page }) => {
  const errors = consoleErrors(page);
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  const earliest = earliestChangeDate(platformNow());
  const last = addDays(earliest, 10);
  await page.getByRole("radio", { name: "Lever til en annen adresse en periode" }).check();
  await page.getByLabel("Siste dag").fill(last);
  const coname = page.getByRole("textbox", { name: "Navn på leveringsadresse" });
  await page.getByRole("textbox", { name: "Adresse", exact: true }).fill("Munkegata");
  await page.getByRole("textbox", { name: "Gatenummer" }).fill("5");
  await page.getByRole("textbox", { name: "Postnummer" }).fill("7010");
  await expect(page.getByRole("textbox", { name: "Poststed" })).toHaveValue("TRONDHEIM");

  // An invisible right-to-left override is refused at the field, in Norwegian.
  await coname.fill("\u202E<b>Hytta</b>");
  await page.getByRole("button", { name: "Registrer endringen" }).click();
  await expect(coname).toHaveAccessibleDescription(/Teksten har usynlige tegn som ikke kan brukes/);
  await expect(coname).toHaveAttribute("aria-invalid", "true");

  await coname.fill("<b>Hytta</b> <script>alert(1)</script>");
  await page.getByRole("button", { name: "Registrer endringen" }).click();
  const summary = `Levering til annen adresse fra ${formatDate(earliest, "nb")} til ${formatDate(last, "nb")}`;
  const item = page
    .getByRole("region", { name: "Registrerte endringer" })
    .getByRole("listitem")
    .filter({ hasText: summary });
  await expect(item).toContainText(
    "Leveres til: c/o <b>Hytta</b> <script>alert(1)</script>, Munkegata 5, 7010 TRONDHEIM",
  );
  await expect(item.locator("b, script")).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(errors.filter((e) => /element at index/.test(e))).toEqual([]);
});

test("business-admin's list: each address that cannot be sent to is refused at its row, the rest are sent", async ({
  page,
}) => {
  await signInAs(page, "business-admin", "/administrer-bedrift");
  const long = `${"a".repeat(2990)}@moebygg.no`;
  await page
    .getByRole("textbox", { name: "E-postadresser" })
    .fill(["ny.ansatt@moebygg.no", long, "kari😀@moebygg.no", "per\u200F@moebygg.no"].join("\n"));
  await page.getByRole("button", { name: "Se over adressene" }).click();
  await expect(page.getByRole("heading", { name: "Se over før du sender" })).toBeFocused();

  const review = page.getByRole("list", { name: "Adressene du har gitt" }).getByRole("listitem");
  await expect(review).toHaveCount(4);
  await expect(review.nth(0)).toContainText("ny.ansatt@moebygg.no Ny – blir invitert");
  await expect(review.nth(1)).toContainText("For lang til å være en e-postadresse (høyst 254 tegn)");
  await expect(review.nth(2)).toContainText("Har tegn en e-postadresse ikke kan ha");
  await expect(review.nth(3)).toContainText("Har tegn en e-postadresse ikke kan ha");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Send 1 invitasjon" }).click();
  await expect(page.getByRole("heading", { name: "Resultat" })).toBeFocused();
  await expect(page.getByText("1 invitasjon er sendt.")).toBeVisible();
  await expect(page.getByText(/Vi fikk ikke fullført/)).toHaveCount(0);
  const mails = (await outbox(page)).filter((m) => m.text.includes("/bedrift?epost="));
  expect(mails.map((m) => m.recipient)).toEqual(["ny.ansatt@moebygg.no"]);
});
