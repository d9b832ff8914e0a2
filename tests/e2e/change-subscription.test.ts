// subscriber changes plan: a confirm step with price, billing period and date first, then the
// receipt, and Min side shows the pending change (SPEC §2).
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { choosePersona, setFault, signInAs } from "./session.ts";

test("subscriber changes to the annual plan and sees the pending change on Min side", async ({ page }) => {
  await signInAs(page, "subscriber", "/");
  await page.getByRole("link", { name: "Endre abonnement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Endre abonnement" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing chosen: the required message at the group.
  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(page.getByText("Nytt abonnement er påkrevd")).toBeVisible();

  const annual = page.getByRole("radio", { name: /Digital, 3 190 kr per år/ });
  await annual.check();
  await page.getByRole("button", { name: "Fortsett" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Bekreft endringen" })).toBeVisible();
  await expect(page.getByText("3 190 kr per år")).toBeVisible();
  await expect(page.getByText("Årlig", { exact: true })).toBeVisible();
  const effective = (await page
    .locator("dt", { hasText: "Gjelder fra" })
    .locator("+ dd")
    .textContent())!.trim();
  expect(effective).toMatch(/^\d{1,2}\. [a-zæøå]+ \d{4}$/);
  await expectNoAxeViolations(page);

  // A double click changes once: the button is disabled while it runs, and the key is the same.
  await page.getByRole("button", { name: "Bekreft endringen" }).dblclick();
  await expect(page).toHaveURL(/\/receipt2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Endringen er registrert" })).toBeVisible();
  await expect(page.getByText(`Du får Digital fra ${effective}.`)).toBeVisible();

  await page.getByRole("link", { name: "Tilbake til Min side" }).click();
  await expect(page.getByText(`Abonnementet endres til Digital fra ${effective}.`)).toBeVisible();
});

test("pending-change sees the change already registered on Min side", async ({ page }) => {
  await signInAs(page, "pending-change", "/");
  await expect(
    page.getByText(/Abonnementet endres til Digital Premium fra \d{1,2}\. [a-zæøå]+ \d{4}\./),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the change screens in Nynorsk have no axe violations", async ({ page }) => {
  await page.goto(`${titleOrigin("sh")}/endre-abonnement`);
  await choosePersona(page, "subscriber");
  await expect(page.getByRole("heading", { level: 1, name: "Endre abonnement" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("subscriber sees what paying yearly saves, and when the new price starts and what is charged then", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/endre-abonnement");
  // 12 × 299 = 3 588 a year today: yearly 3 190 saves 398, quarterly 4 × 849 = 3 396 saves 192.
  const annual = page.getByRole("radio", { name: /Digital, 3 190 kr per år/ });
  await expect(annual).toHaveAccessibleDescription(/^Spar 398 kr i året/);
  await expect(page.getByRole("radio", { name: /Digital, 849 kr per kvartal/ })).toHaveAccessibleDescription(
    /^Spar 192 kr i året/,
  );
  await expectNoAxeViolations(page);

  await annual.check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft endringen" })).toBeVisible();
  const effective = (await page
    .locator("dt", { hasText: "Gjelder fra" })
    .locator("+ dd")
    .textContent())!.trim();
  await expect(
    page.getByText(
      new RegExp(
        `^Den nye prisen gjelder fra ${effective}\\. Da betaler du 3 190 kr for perioden ${effective} – \\d{1,2}\\. [a-zæøå]+ \\d{4}\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(
    page.getByText("Du sparer 398 kr i året sammenlignet med prisen du betaler i dag."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the saving and the first charge in a Nynorsk title", async ({ page }) => {
  await page.goto(`${titleOrigin("sh")}/endre-abonnement`);
  await choosePersona(page, "subscriber");
  const annual = page.getByRole("radio", { name: /Digital, 3 190 kr per år/ });
  await expect(annual).toHaveAccessibleDescription(/^Spar 398 kr i året/);
  await annual.check();
  await page.getByRole("button", { name: "Hald fram" }).click();
  await expect(
    page.getByText(/^Den nye prisen gjeld frå .+\. Då betaler du 3 190 kr for perioden/),
  ).toBeVisible();
  await expect(
    page.getByText("Du sparer 398 kr i året samanlikna med prisen du betaler i dag."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("subscriber adds a discount code to the subscription once: an unknown one and a second one are refused at the field", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/endre-abonnement");
  await expect(page.getByRole("heading", { level: 2, name: "Har du en rabattkode?" })).toBeVisible();
  const code = page.getByRole("textbox", { name: "Rabattkode", exact: true });
  await code.fill("UTLOPT");
  await page.getByRole("button", { name: "Legg til rabattkoden" }).click();
  await expect(page.getByText("Rabattkoden finnes ikke, eller den er utløpt.")).toBeVisible();
  await expect(code).toHaveValue("UTLOPT");
  await expect(code).toHaveAttribute("aria-invalid", "true");

  // A failed call keeps what was typed, with the customer centre.
  await setFault(page, "addDiscount", "503", 1);
  await code.fill("velkommen50");
  await page.getByRole("button", { name: "Legg til rabattkoden" }).click();
  await expect(page.getByRole("alert")).toContainText("Vi fikk ikke fullført dette akkurat nå.");
  await expect(code).toHaveValue("velkommen50");

  const [sent] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === "/api/addDiscount"),
    code
      .fill("velkommen50")
      .then(() => page.getByRole("button", { name: "Legg til rabattkoden" }).dblclick()),
  ]);
  expect(sent.postDataJSON()).toMatchObject({ discountCode: "velkommen50", orderId: null });
  expect(sent.headers()["idempotency-key"]).toBeTruthy();
  await expect(
    page.getByText("Rabattkoden VELKOMMEN50 er lagt til. Rabatten trekkes fra de neste betalingene dine."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // One code per subscription: another is refused, and the history tells of one.
  await page.goto("/endre-abonnement");
  await page.getByRole("textbox", { name: "Rabattkode", exact: true }).fill("HOST2026");
  await page.getByRole("button", { name: "Legg til rabattkoden" }).click();
  await expect(
    page.getByText("Det er allerede brukt en rabattkode her. Du kan bare bruke én."),
  ).toBeVisible();
  await page.goto("/historikk");
  await expect(page.getByText("Tok i bruk rabattkoden VELKOMMEN50")).toHaveCount(1);
});
