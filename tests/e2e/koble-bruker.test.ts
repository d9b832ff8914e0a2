// Find and connect a subscription by e-mail or phone with an SMS code (SPEC §2 /koble-bruker).
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { outbox, signInAs } from "./session.ts";

const latestCode = async (page: import("@playwright/test").Page) => {
  const sms = (await outbox(page)).find((m) => m.channel === "sms");
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, "an SMS with a code in the outbox").toBeTruthy();
  return code!;
};

test("no-subscription finds the subscription by phone, gets it wrong once, asks again and connects it", async ({
  page,
}) => {
  await signInAs(page, "no-subscription", "/");
  await expect(page).toHaveURL(/\/ingen-abonnement$/);
  await page.getByRole("link", { name: "Finn abonnementet ditt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Finn abonnementet ditt" })).toBeVisible();
  await expectNoAxeViolations(page);

  const query = page.getByRole("textbox", { name: "E-postadresse eller mobilnummer" });
  const find = page.getByRole("button", { name: "Finn abonnementet" });

  await find.click();
  await expect(page.getByText("E-postadresse eller mobilnummer er påkrevd")).toBeVisible();
  await expect(query).toHaveAttribute("aria-invalid", "true");

  await query.fill("ola.hansen@");
  await find.click();
  await expect(page.getByText("Vennligst skriv en gyldig e-postadresse")).toBeVisible();
  await expect(query).toHaveValue("ola.hansen@");

  await query.fill("12 34");
  await find.click();
  await expect(page.getByText("Telefonnummeret er ugyldig")).toBeVisible();

  await query.fill("412 00 000");
  await find.click();
  await expect(page.getByText("Vi fant ikke noe abonnement med dette.")).toBeVisible();
  await expect(query).toHaveValue("412 00 000");

  await query.fill("987 65 432");
  await find.click();
  await expect(page.getByText(/har sendt en kode på SMS til \*\* \*\* 54 32/)).toBeVisible();
  await expectNoAxeViolations(page);

  const code = page.getByRole("textbox", { name: "Kode fra SMS" });
  const connect = page.getByRole("button", { name: "Koble til abonnementet" });
  const first = await latestCode(page);
  await code.fill(first === "000000" ? "111111" : "000000");
  await connect.click();
  await expect(page.getByText("Koden er feil. Sjekk SMS-en og prøv igjen.")).toBeVisible();

  await page.getByRole("button", { name: "Send ny kode" }).click();
  await expect(page.getByText("Vi har sendt en ny kode til ** ** 54 32.")).toBeVisible();
  const second = await latestCode(page);

  await code.fill(second);
  await connect.click();
  await expect(page).toHaveURL(/\/\?koblet=1$/);
  await expect(page.getByText("Abonnementet er koblet til brukeren din.")).toBeVisible();
  await expect(page.getByText("Du har Papir + digital.")).toBeVisible();
});

test("no-subscription finds the subscription by e-mail", async ({ page }) => {
  await signInAs(page, "no-subscription", "/koble-bruker");
  await page.getByRole("textbox", { name: "E-postadresse eller mobilnummer" }).fill("ola.hansen@example.no");
  await page.getByRole("button", { name: "Finn abonnementet" }).click();
  await expect(page.getByText(/har sendt en kode på SMS/)).toBeVisible();
});

test("a subscriber who tries to order again is told so", async ({ page }) => {
  await signInAs(page, "subscriber", "/allerede-abonnent");
  await expect(page.getByRole("heading", { level: 1, name: "Du er allerede abonnent" })).toBeVisible();
  await expect(page.getByText("Du har allerede Digital på Sandkasseavisa")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("someone who already subscribes to the title is told so, not that something failed", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", "/koble-bruker");
  await page.getByRole("textbox", { name: "E-postadresse eller mobilnummer" }).fill("987 65 432");
  await page.getByRole("button", { name: "Finn abonnementet" }).click();
  await expect(page.getByText(/har sendt en kode på SMS/)).toBeVisible();
  await page.getByRole("textbox", { name: "Kode fra SMS" }).fill(await latestCode(page));
  await page.getByRole("button", { name: "Koble til abonnementet" }).click();
  await expect(page.getByText(/Du har allerede et aktivt abonnement på denne avisen/)).toBeVisible();
  await expect(page.getByText(/Vi fikk ikke fullført/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Gå til Min side" })).toBeVisible();
  await expectNoAxeViolations(page);
});
