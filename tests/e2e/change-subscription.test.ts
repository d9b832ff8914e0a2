// Changing plan in a browser (SPEC §2): what only a browser shows — axe on the change screen, its
// confirm step, a change waiting and Min side with one; a double click that confirms one change or
// adds one discount code; the withdrawal's answer focused — and every Nynorsk run. What the screens
// say and what is saved (the required plan, the price, period and date, the saving, the receipt, the
// change waiting and withdrawn, the discount code's refusals and receipt, the cancellation's yearly
// offer) is proven in-process: tests/in-process/change-subscription.test.tsx.
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { outbox, signInAs } from "./session.ts";

test("a double click confirms one change, the change screens have no axe violations, and the withdrawal is focused", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/");
  await page.getByRole("link", { name: "Endre abonnement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Endre abonnement" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("radio", { name: /Digital, 3 190 kr per år/ }).check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft endringen" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A double click changes once: the button is disabled while it runs, and the key is the same.
  await page.getByRole("button", { name: "Bekreft endringen" }).dblclick();
  await expect(page).toHaveURL(/\/receipt2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Endringen er registrert" })).toBeVisible();

  // The change screen with the change waiting.
  await page.getByRole("link", { name: "Tilbake til Min side" }).click();
  await page.getByRole("link", { name: "Endre abonnement" }).click();
  await expect(page.getByRole("region", { name: "Endringen du har bestilt" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Withdrawn from the front page: the answer is said where the change was, and focused.
  await page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Min side" }).click();
  await page.getByRole("button", { name: "Angre endringen" }).click();
  await expect(page.getByText("Endringen er angret. Du beholder Digital som før.")).toBeFocused();
});

test("a yearly change in Nynorsk: the receipt and the front page say what changes", async ({ page }) => {
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/endre-abonnement`);
  await page.getByRole("radio", { name: /Digital, 3 190 kr per år/ }).check();
  await page.getByRole("button", { name: "Hald fram" }).click();
  const effective = (await page
    .locator("dt", { hasText: "Gjeld frå" })
    .locator("+ dd")
    .textContent())!.trim();
  await page.getByRole("button", { name: "Stadfest endringa" }).click();
  const yearly = `Du betaler for Digital per år frå ${effective} (3 190 kr per år).`;
  await expect(page.getByRole("status")).toContainText(yearly);
  await page.goto(`${titleOrigin("sh")}/`);
  await expect(page.getByText(yearly)).toBeVisible();
  // Withdrawn from the front page.
  await page.getByRole("button", { name: "Angre endringa" }).click();
  await expect(page.getByText("Endringa er angra. Du beheld Digital som før.")).toBeVisible();
});

test("pending-change sees the change already registered on Min side", async ({ page }) => {
  await signInAs(page, "pending-change", "/");
  await expect(page.getByText(/^Du får Digital Premium fra \d{1,2}\. [a-zæøå]+ \d{4}\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the change screens in Nynorsk have no axe violations", async ({ page }) => {
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/endre-abonnement`);
  await expect(page.getByRole("heading", { level: 1, name: "Endre abonnement" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the saving and the first charge in a Nynorsk title", async ({ page }) => {
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/endre-abonnement`);
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

test("a double click adds the discount code once, with one key, and the screen has no axe violations", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/endre-abonnement");
  const code = page.getByRole("textbox", { name: "Rabattkode", exact: true });
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
  // One receipt for the double click.
  const receipts = (await outbox(page)).filter((m) => m.text.includes("Rabattkoden VELKOMMEN50 er lagt til"));
  expect(receipts).toHaveLength(1);
});
