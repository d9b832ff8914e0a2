// eFaktura from Min side (docs/decisions/053). What the screens say and save in Bokmål — the paper
// fee, registering with the mobile number the online bank knows her by (refused at the field when it
// is neither that nor an e-mail address), the receipt, how each invoice was sent, ending eFaktura and
// the history — is proven in-process (tests/in-process/efaktura.test.tsx). Here, what only a browser
// shows: each of those screens passes axe and the focus goes where a real browser puts it (happy-dom
// would focus an element Chromium will not); and the Nynorsk journey of a bank with "Alltid ja til
// eFaktura", which needs nothing typed, whole.
import type { Locator, Page } from "@playwright/test";
import { E2E_PORT, expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";
import { platformToday } from "./clock.ts";

const reference = (page: Page) => page.getByRole("textbox", { name: "eFaktura-referanse", exact: true });
const sentAs = (within: Page | Locator) => within.locator("dl").filter({ hasText: "Sendt som" });
/** The history's newest entry: this year's first month list, its first item. */
const newestInHistory = (page: Page) =>
  page
    .getByRole("list", { name: new RegExp(`^\\p{L}+ ${platformToday().slice(0, 4)}$`, "u") })
    .first()
    .getByRole("listitem")
    .first();

test("registering and ending eFaktura in Bokmål: each screen passes axe, the focus goes to the field or the status", async ({
  page,
}) => {
  await signInAs(page, "invoice-paper", "/endre-betalingsmetode");
  const section = page.getByRole("region", { name: "eFaktura" });
  await expect(section.getByRole("status")).toContainText("Fakturaene dine kommer på papir i posten.");
  await expectNoAxeViolations(page);

  await reference(page).fill("12345");
  await page.getByRole("button", { name: "Få fakturaene som eFaktura" }).click();
  await expect(page.getByText("Skriv en e-postadresse eller et norsk mobilnummer.")).toBeVisible();
  await expect(reference(page)).toBeFocused();

  await reference(page).fill("973 40 001");
  await page.getByRole("button", { name: "Få fakturaene som eFaktura" }).click();
  await expect(section.getByRole("status")).toHaveText("Fakturaene dine kommer som eFaktura i nettbanken.");
  await expect(section.getByRole("status")).toBeFocused();
  await expectNoAxeViolations(page);

  // An invoice sent as eFaktura, for the invoice list below to show beside the paper ones.
  const issued = await page.request.post(`http://127.0.0.1:${E2E_PORT}/_dev/charge`, {
    data: { persona: "invoice-paper", titleCode: "SBX" },
  });
  expect(issued.status()).toBe(201);

  await section.getByRole("button", { name: "Stopp eFaktura" }).click();
  await expect(section.getByRole("status")).toHaveText("Fakturaene dine kommer på e-post.");
  await expect(section.getByRole("status")).toBeFocused();
  await expect(reference(page)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/fakturaoversikt");
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
  await expect(sentAs(page).first()).toContainText("eFaktura i nettbanken");
  await expect(sentAs(page).last()).toContainText("Papir i posten");
  await expectNoAxeViolations(page);
});

test("in Nynorsk: a bank with Alltid ja til eFaktura needs nothing typed", async ({ page }) => {
  await signInAs(page, "mandate-waiting", `${titleOrigin("sh")}/endre-betalingsmetode`);
  const section = page.getByRole("region", { name: "eFaktura" });
  await expect(section.getByRole("status")).toHaveText(
    "Fakturaene dine kjem på papir i posten. Faktura på papir kostar 39 kr i gebyr. Med eFaktura eller AvtaleGiro slepp du gebyret.",
  );
  await expect(section).toContainText("Banken din har «Alltid ja til eFaktura». Du treng ikkje skrive noko");
  await expect(reference(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Få fakturaene som eFaktura" }).click();
  await expect(section.getByRole("status")).toHaveText("Fakturaene dine kjem som eFaktura i nettbanken.");
  await expectNoAxeViolations(page);

  await page.goto(`${titleOrigin("sh")}/historikk`);
  await expect(newestInHistory(page)).toContainText("Tok i bruk eFaktura");
  await expect(newestInHistory(page)).toContainText("Fakturaene kjem i nettbanken.");
  await expectNoAxeViolations(page);
});
