// Find and connect a subscription by e-mail or phone with an SMS code (SPEC §2 /koble-bruker). What
// the screens say and do — the refusals at the field, a wrong code and a new one, the subscription
// connected, someone who already subscribes told so — is proven in-process
// (tests/in-process/koble-bruker.test.tsx). Here, what only a browser shows: each of those screens
// passes axe.
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { outbox, signInAs } from "./session.ts";

const latestCode = async (page: import("@playwright/test").Page) => {
  const sms = (await outbox(page)).find((m) => m.channel === "sms");
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, "an SMS with a code in the outbox").toBeTruthy();
  return code!;
};

test("finding, the code sent, already a subscriber, already subscribing: each screen passes axe", async ({
  page,
}) => {
  await signInAs(page, "no-subscription", "/koble-bruker");
  await expect(page.getByRole("heading", { level: 1, name: "Finn abonnementet ditt" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "E-postadresse eller mobilnummer" }).fill("987 65 432");
  await page.getByRole("button", { name: "Finn abonnementet" }).click();
  await expect(page.getByText(/har sendt en kode på SMS til \*\* \*\* 54 32/)).toBeVisible();
  await expectNoAxeViolations(page);

  await signInAs(page, "subscriber", "/allerede-abonnent");
  await expect(page.getByRole("heading", { level: 1, name: "Du er allerede abonnent" })).toBeVisible();
  await expectNoAxeViolations(page);

  await signInAs(page, "paper-subscriber", "/koble-bruker");
  await page.getByRole("textbox", { name: "E-postadresse eller mobilnummer" }).fill("987 65 432");
  await page.getByRole("button", { name: "Finn abonnementet" }).click();
  await expect(page.getByText(/har sendt en kode på SMS/)).toBeVisible();
  await page.getByRole("textbox", { name: "Kode fra SMS" }).fill(await latestCode(page));
  await page.getByRole("button", { name: "Koble til abonnementet" }).click();
  await expect(page.getByText(/Du har allerede et aktivt abonnement på denne avisen/)).toBeVisible();
  await expectNoAxeViolations(page);
});
