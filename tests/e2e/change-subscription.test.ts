// subscriber changes plan: a confirm step with price, billing period and date first, then the
// receipt, and Min side shows the pending change (SPEC §2).
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { outbox, setFault, signInAs } from "./session.ts";

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
  // Only how often it is paid for changes, and the receipt says so, with the price.
  const yearly = `Du betaler for Digital per år fra ${effective} (3 190 kr per år).`;
  await expect(page.getByRole("status")).toContainText(yearly);

  await page.getByRole("link", { name: "Tilbake til Min side" }).click();
  await expect(page.getByText(yearly)).toBeVisible();

  // Withdrawn from the front page itself: the answer is said where the change was, and focused.
  await page.getByRole("button", { name: "Angre endringen" }).click();
  const withdrawn = page.getByText("Endringen er angret. Du beholder Digital som før.");
  await expect(withdrawn).toBeVisible();
  await expect(withdrawn).toBeFocused();
  await expect(page.getByText(yearly)).toHaveCount(0);
  await page.goto("/endre-abonnement");
  await expect(page.getByRole("region", { name: "Endringen du har bestilt" })).toHaveCount(0);
});

test("subscriber sees the waiting change, is told a second one replaces it, and withdraws it", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/endre-abonnement");
  await page.getByRole("radio", { name: /Digital, 3 190 kr per år/ }).check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  const effective = (await page
    .locator("dt", { hasText: "Gjelder fra" })
    .locator("+ dd")
    .textContent())!.trim();
  await page.getByRole("button", { name: "Bekreft endringen" }).click();
  await expect(page).toHaveURL(/\/receipt2$/);
  const yearly = `Du betaler for Digital per år fra ${effective} (3 190 kr per år).`;

  // The front page says the change that waits and offers to withdraw it; /endre-abonnement too.
  await page.getByRole("link", { name: "Tilbake til Min side" }).click();
  await expect(page.getByText(yearly)).toBeVisible();
  await expect(page.getByRole("button", { name: "Angre endringen" })).toBeVisible();
  await page.getByRole("link", { name: "Endre abonnement" }).click();
  const waiting = page.getByRole("region", { name: "Endringen du har bestilt" });
  await expect(waiting).toContainText(yearly);
  await expectNoAxeViolations(page);

  // Choosing quarterly instead says, before confirming, that it replaces the yearly one.
  await page.getByRole("radio", { name: /Digital, 849 kr per kvartal/ }).check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(page.getByRole("note")).toHaveText(
    `Du har allerede bestilt en endring: ${yearly} Bekrefter du denne, erstatter den endringen du bestilte.`,
  );
  await page.getByRole("link", { name: "Velg noe annet" }).click();

  // Withdrawn: the subscription stays as it is, and the front page has no change waiting.
  await page.getByRole("button", { name: "Angre endringen" }).click();
  await expect(page.getByText("Endringen er angret. Du beholder Digital som før.")).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByText("Du har Digital.")).toBeVisible();
  await expect(page.getByText(yearly)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Angre endringen" })).toHaveCount(0);
});

test("the cancellation offer of the same plan paid yearly says that, not a change of plan", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/avslutt-abonnement");
  await page.getByRole("radio", { name: "Abonnementet er for dyrt" }).check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(
    page.getByText("Du kan betale for Digital per år i stedet, 3 190 kr per år, og beholde tilgangen."),
  ).toBeVisible();
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
  // One receipt for the double click, saying what the screen said: the code, from the next payment.
  const receipts = (await outbox(page)).filter((m) => m.text.includes("Rabattkoden VELKOMMEN50 er lagt til"));
  expect(receipts).toHaveLength(1);
  expect(receipts[0]!.recipient).toBe("kari.nordmann@example.no");
  expect(receipts[0]!.text).toContain("fra neste betaling");

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
