// Business subscriptions in a browser (SPEC §2 Business, §5, §8): what only a browser shows of the
// admin's page and of /bedrift — axe on each screen, the heading focused after each step, a double
// click on "Send" that sends the invitations once, the list worked by keyboard (typing the search,
// Escape on the removal dialog, Space on a checkbox), and an invited employee following the link in
// a browser of their own through the identity provider. What the screens say and what is saved —
// every row of the .xlsx explained, the receipt, the filter, search, resend and removal, who may use
// the admin page, the employee's front page, the verification with the code from the outbox — is
// proven in-process, in tests/in-process/business.test.tsx.
import type { Page } from "@playwright/test";
import writeXlsxFile from "write-excel-file/node";
import { EMPLOYEE_SHEET, EMPLOYEE_SHEET_NAME, XLSX_TYPE } from "#tests/fixtures/employee-sheet.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { choosePersona, outbox, signInAs } from "./session.ts";

const invitationMails = async (page: Page) =>
  (await outbox(page)).filter((m) => m.channel === "email" && m.text.includes("/bedrift?epost="));

async function pasteAndReview(page: Page, text: string) {
  await page.getByRole("textbox", { name: "E-postadresser" }).fill(text);
  await page.getByRole("button", { name: "Se over adressene" }).click();
  await expect(page.getByRole("heading", { name: "Se over før du sender" })).toBeFocused();
}

test("business-admin uploads an .xlsx: each step's heading is focused, axe passes, and a double click sends the two invitations once", async ({
  page,
}) => {
  await signInAs(page, "business-admin", "/administrer-bedrift");
  await expect(page.getByRole("heading", { level: 1, name: "Administrer bedriftsabonnement" })).toBeVisible();
  await expectNoAxeViolations(page);

  const xlsx = await writeXlsxFile(EMPLOYEE_SHEET).toBuffer();
  await page.getByLabel("Regneark med e-postadresser").setInputFiles({
    name: EMPLOYEE_SHEET_NAME,
    mimeType: XLSX_TYPE,
    buffer: xlsx,
  });
  await page.getByRole("button", { name: "Les inn filen" }).click();
  await expect(page.getByRole("heading", { name: "Se over før du sender" })).toBeFocused();
  await expect(page.getByRole("list", { name: "Adressene du har gitt" }).getByRole("listitem")).toHaveCount(
    5,
  );
  await expectNoAxeViolations(page);

  const send = page.getByRole("button", { name: "Send 2 invitasjoner" });
  await send.dblclick();
  await expect(page.getByRole("heading", { name: "Resultat" })).toBeFocused();
  await expect(page.getByText("2 invitasjoner er sendt.")).toBeVisible();
  const mails = await invitationMails(page);
  expect(mails.map((m) => m.recipient).sort()).toEqual(["andre.ansatt@moebygg.no", "ny.ansatt@moebygg.no"]);
});

test("business-admin works the list by keyboard: types the search, closes the removal with Escape, ticks with Space", async ({
  page,
}) => {
  await signInAs(page, "business-admin", "/administrer-bedrift");
  await pasteAndReview(page, "per@moebygg.no; pål@gmail.com\nanne@moebygg.no,");
  await page.getByRole("button", { name: "Send 2 invitasjoner" }).click();
  await expect(page.getByText("2 invitasjoner er sendt.")).toBeVisible();

  const rows = page.getByRole("list", { name: "Invitasjoner" }).getByRole("listitem");
  await expect(rows).toHaveCount(3);
  const search = page.getByRole("searchbox", { name: "Søk etter e-postadresse" });
  await search.focus();
  await page.keyboard.type("ANNE");
  await expect(rows).toHaveCount(1);
  await expect(page.getByText("Viser 1–1 av 1")).toBeVisible();

  // Removing one, and thinking better of it: Escape, and nothing happens.
  await page.getByRole("button", { name: "Fjern anne@moebygg.no" }).click();
  const dialog = page.getByRole("dialog", { name: "Fjerne 1 invitasjon?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(rows).toHaveCount(1);

  // Two selected, one by keyboard, removed after the confirmation.
  await search.fill("");
  await expect(rows).toHaveCount(3);
  await page.getByRole("checkbox", { name: "Velg per@moebygg.no" }).focus();
  await page.keyboard.press("Space");
  await page.getByRole("checkbox", { name: "Velg anne@moebygg.no" }).check();
  await page.getByRole("button", { name: "Fjern 2 valgte" }).click();
  const confirm = page.getByRole("dialog", { name: "Fjerne 2 invitasjoner?" });
  await expect(confirm).toContainText("per@moebygg.no");
  await expect(confirm).toContainText("anne@moebygg.no");
  await confirm.getByRole("button", { name: "Ja, fjern" }).click();
  await expect(page.getByText("2 invitasjoner er fjernet.")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expectNoAxeViolations(page);
});

// One journey for both: each is one load and one axe check, and a journey's fixed cost is a second.
test("the admin page as business-employee and as subscriber passes axe", async ({ page }) => {
  for (const [persona, says] of [
    ["business-employee", "Du har tilgang gjennom arbeidsgiveren din."],
    ["subscriber", "Har bedriften din bedriftsabonnement og du skal være administrator"],
  ] as const) {
    await signInAs(page, persona, "/administrer-bedrift");
    await expect(page.getByText("Denne siden er for bedriftens administrator.")).toBeVisible();
    await expect(page.getByText(says)).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("an invited employee follows the link in a browser of their own, through the identity provider, to /bedrift", async ({
  page,
  browser,
}) => {
  await signInAs(page, "business-admin", "/administrer-bedrift");
  await pasteAndReview(page, "ola.hansen@moebygg.no");
  await page.getByRole("button", { name: "Send 1 invitasjon" }).click();
  await expect(page.getByText("1 invitasjon er sendt.")).toBeVisible();
  const [invitation] = await invitationMails(page);
  const link = /(http:\/\/\S+\/bedrift\?epost=\S+)/.exec(invitation!.text)![1]!;

  // Ola Hansen, in a browser of his own, follows the link.
  const context = await browser.newContext();
  const ola = await context.newPage();
  await ola.goto(link);
  await choosePersona(ola, "no-subscription");
  await expect(ola.getByRole("heading", { level: 1, name: "Bekreft bedriftsabonnement" })).toBeVisible();
  const email = ola.getByRole("textbox", { name: "Jobb-e-post" });
  await expect(email).toHaveValue("ola.hansen@moebygg.no");
  await expectNoAxeViolations(ola);

  await ola.getByRole("button", { name: "Send kode" }).click();
  await expect(
    ola.getByText("Vi har sendt en kode til ola.hansen@moebygg.no.", { exact: false }),
  ).toBeVisible();
  const mail = (await outbox(page)).find(
    (m) => m.recipient === "ola.hansen@moebygg.no" && /\d{6}/.test(m.text),
  )!;
  const code = /(\d{6})/.exec(mail.text)![1]!;
  await ola.getByRole("textbox", { name: "Kode fra e-posten" }).fill(code === "000000" ? "111111" : "000000");
  await ola.getByRole("button", { name: "Bekreft og ta i bruk" }).click();
  await expect(ola.getByText("Koden er feil. Sjekk e-posten og prøv igjen.")).toBeVisible();
  await expectNoAxeViolations(ola);
  await context.close();
});
