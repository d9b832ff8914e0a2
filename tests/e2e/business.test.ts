// Business subscriptions (SPEC §2 Business, §5, §8): the admin of Moe Bygg AS invites from a
// spreadsheet and by pasted addresses, reviews before sending, filters, searches, resends and
// removes; employees and private subscribers cannot use the admin page; an invited employee
// verifies on /bedrift with the code from the outbox.
import type { Page } from "@playwright/test";
import writeXlsxFile from "write-excel-file/node";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { choosePersona, outbox, signInAs } from "./session.ts";

const invitationMails = async (page: Page) =>
  (await outbox(page)).filter((m) => m.channel === "email" && m.text.includes("/bedrift?epost="));

async function pasteAndReview(page: Page, text: string) {
  await page.getByRole("textbox", { name: "E-postadresser" }).fill(text);
  await page.getByRole("button", { name: "Se over adressene" }).click();
  await expect(page.getByRole("heading", { name: "Se over før du sender" })).toBeFocused();
}

test("business-admin uploads an .xlsx: exactly the two new valid addresses are invited, every other row is explained", async ({
  page,
}) => {
  await signInAs(page, "business-admin", "/");
  const block = page.getByRole("region", { name: "Bedriftsabonnement" });
  await expect(block).toContainText("Moe Bygg AS");
  await expect(block).toContainText("1 av 25 invitasjoner er brukt");
  await block.getByRole("link", { name: "Inviter og administrer ansatte" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Administrer bedriftsabonnement" })).toBeVisible();
  await expect(page.getByText("moebygg.no", { exact: true })).toBeVisible();
  await expect(page.getByText("1 av 25", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const xlsx = await writeXlsxFile([
    [{ value: "E-post" }, { value: "Navn" }],
    [{ value: "ny.ansatt@moebygg.no" }, { value: "Ny Ansatt" }],
    [{ value: "kari@gmail.com" }, { value: "Kari" }],
    [{ value: "Ny.Ansatt@moebygg.no" }, { value: "Dobbel" }],
    [{ value: "ikke-en-adresse" }, { value: "Feil" }],
    [null, null],
    [{ value: "andre.ansatt@moebygg.no" }, { value: "Andre" }],
  ]).toBuffer();
  await page.getByLabel("Regneark med e-postadresser").setInputFiles({
    name: "ansatte.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: xlsx,
  });
  await page.getByRole("button", { name: "Les inn filen" }).click();
  await expect(page.getByRole("heading", { name: "Se over før du sender" })).toBeFocused();
  await expect(page.getByText("Fra filen ansatte.xlsx.")).toBeVisible();
  await expect(page.getByText("Første rad er en overskrift og er hoppet over.")).toBeVisible();
  await expect(page.getByText("Tomme rader som er hoppet over: 6.")).toBeVisible();

  const review = page.getByRole("list", { name: "Adressene du har gitt" }).getByRole("listitem");
  await expect(review).toHaveCount(5);
  await expect(review.nth(0)).toContainText("ny.ansatt@moebygg.no (rad 2) Ny – blir invitert");
  await expect(review.nth(1)).toContainText("kari@gmail.com (rad 3) Ikke på bedriftens domene (moebygg.no)");
  await expect(review.nth(2)).toContainText("ny.ansatt@moebygg.no (rad 4) Står flere ganger");
  await expect(review.nth(3)).toContainText("ikke-en-adresse (rad 5) Ikke en gyldig e-postadresse");
  await expect(review.nth(4)).toContainText("andre.ansatt@moebygg.no (rad 7) Ny – blir invitert");
  await expectNoAxeViolations(page);

  const send = page.getByRole("button", { name: "Send 2 invitasjoner" });
  await send.dblclick();
  await expect(page.getByRole("heading", { name: "Resultat" })).toBeFocused();
  await expect(page.getByText("2 invitasjoner er sendt.")).toBeVisible();

  const mails = await invitationMails(page);
  expect(mails.map((m) => m.recipient).sort()).toEqual(["andre.ansatt@moebygg.no", "ny.ansatt@moebygg.no"]);
  expect(mails[0]!.text).toContain("http://sbx.localhost:");
  const list = page.getByRole("list", { name: "Invitasjoner" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText("3 av 25", { exact: true })).toBeVisible();

  // The same file again: both are already invited, nothing is sent.
  await page.getByRole("link", { name: "Inviter flere" }).click();
  await page.getByLabel("Regneark med e-postadresser").setInputFiles({
    name: "ansatte.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: xlsx,
  });
  await page.getByRole("button", { name: "Les inn filen" }).click();
  await expect(review.nth(0)).toContainText("Allerede invitert");
  await expect(page.getByRole("button", { name: /^Send \d+ invitasjon/ })).toHaveCount(0);
  expect(await invitationMails(page)).toHaveLength(2);
});

test("business-admin pastes addresses, then filters, searches, resends and removes by keyboard", async ({
  page,
}) => {
  await signInAs(page, "business-admin", "/administrer-bedrift");
  await page.getByRole("button", { name: "Se over adressene" }).click();
  await expect(page.getByText("E-postadresser er påkrevd")).toBeVisible();

  await pasteAndReview(page, "per@moebygg.no; pål@gmail.com\nanne@moebygg.no,");
  await expect(page.getByText("2 adresser blir invitert.")).toBeVisible();
  await expect(page.getByText("1 adresse blir ikke invitert")).toBeVisible();
  await page.getByRole("button", { name: "Send 2 invitasjoner" }).click();
  await expect(page.getByText("2 invitasjoner er sendt.")).toBeVisible();
  // One receipt for the send, naming each address the screen counted.
  const receipts = (await outbox(page)).filter((m) => m.text.startsWith("Kvittering for endring"));
  expect(receipts).toHaveLength(1);
  for (const address of ["per@moebygg.no", "anne@moebygg.no"])
    expect(receipts[0]!.text).toContain(`Du har gitt ${address} tilgang gjennom bedriftsabonnementet.`);

  const rows = page.getByRole("list", { name: "Invitasjoner" }).getByRole("listitem");
  await expect(rows).toHaveCount(3);
  await page.getByRole("radio", { name: "Aktive" }).check();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("silje.haugen@moebygg.no");
  await expect(rows.first()).toContainText("Aktiv");
  await page.getByRole("radio", { name: "Sendt" }).check();
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(/vis=sent/);

  await page.getByRole("radio", { name: "Alle" }).check();
  const search = page.getByRole("searchbox", { name: "Søk etter e-postadresse" });
  await search.focus();
  await page.keyboard.type("ANNE");
  await expect(rows).toHaveCount(1);
  await expect(page.getByText("Viser 1–1 av 1")).toBeVisible();

  await page.getByRole("button", { name: "Send invitasjonen til anne@moebygg.no på nytt" }).click();
  await expect(page.getByText("Invitasjonen er sendt på nytt til anne@moebygg.no.")).toBeVisible();
  expect((await invitationMails(page)).filter((m) => m.recipient === "anne@moebygg.no")).toHaveLength(2);

  // Removing one, and thinking better of it: nothing happens.
  await page.getByRole("button", { name: "Fjern anne@moebygg.no" }).click();
  const dialog = page.getByRole("dialog", { name: "Fjerne 1 invitasjon?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(rows).toHaveCount(1);

  // Two selected by keyboard, removed after the confirmation.
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
  await expect(page.getByText("1 av 25", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const persona of ["business-employee", "subscriber"]) {
  test(`${persona} is told the admin page is for the company's administrator`, async ({ page }) => {
    await signInAs(page, persona, "/administrer-bedrift");
    await expect(
      page.getByRole("heading", { level: 1, name: "Administrer bedriftsabonnement" }),
    ).toBeVisible();
    await expect(page.getByText("Denne siden er for bedriftens administrator.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "E-postadresser" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test("business-employee sees on Min side that the employer gives access and they pay nothing", async ({
  page,
}) => {
  await signInAs(page, "business-employee", "/");
  const block = page.getByRole("region", { name: "Bedriftsabonnement" });
  await expect(block).toContainText("Du betaler ingenting selv.");
  await expect(block.getByRole("link", { name: "Vilkår for bedriftsabonnement" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Inviter og administrer ansatte" })).toHaveCount(0);
});

test("an invited employee verifies on /bedrift with the code from the outbox", async ({ page, browser }) => {
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

  await email.fill("ola@moebygg.no");
  await ola.getByRole("button", { name: "Send kode" }).click();
  await expect(
    ola.getByText("Vi fant ingen invitasjon til denne e-postadressen.", { exact: false }),
  ).toBeVisible();
  await expect(email).toHaveValue("ola@moebygg.no");

  await email.fill("ola.hansen@moebygg.no");
  await ola.getByRole("button", { name: "Send kode" }).click();
  await expect(
    ola.getByText("Vi har sendt en kode til ola.hansen@moebygg.no.", { exact: false }),
  ).toBeVisible();
  const mail = (await outbox(page)).find(
    (m) => m.recipient === "ola.hansen@moebygg.no" && /\d{6}/.test(m.text),
  )!;
  const code = /(\d{6})/.exec(mail.text)![1]!;

  const codeBox = ola.getByRole("textbox", { name: "Kode fra e-posten" });
  await codeBox.fill(code === "000000" ? "111111" : "000000");
  await ola.getByRole("button", { name: "Bekreft og ta i bruk" }).click();
  await expect(ola.getByText("Koden er feil. Sjekk e-posten og prøv igjen.")).toBeVisible();
  await expectNoAxeViolations(ola);

  await codeBox.fill(code);
  await ola.getByRole("button", { name: "Bekreft og ta i bruk" }).click();
  await expect(ola).toHaveURL(/\/\?bedrift=1$/);
  await expect(ola.getByText("Bedriftsabonnementet er tatt i bruk. Velkommen!")).toBeVisible();
  await expect(ola.getByText("Du har Bedrift digital.")).toBeVisible();
  await expect(ola.getByRole("region", { name: "Bedriftsabonnement" })).toContainText(
    "Du betaler ingenting selv.",
  );
  await context.close();

  // The admin sees the invitation taken up.
  await page.reload();
  await page.getByRole("radio", { name: "Aktive" }).check();
  await expect(page.getByRole("list", { name: "Invitasjoner" }).getByRole("listitem")).toHaveCount(2);
});

test("an address another employee has taken up is not an invitation for someone else", async ({ page }) => {
  await signInAs(page, "subscriber", "/bedrift?epost=silje.haugen%40moebygg.no");
  await page.getByRole("button", { name: "Send kode" }).click();
  await expect(
    page.getByText("Vi fant ingen invitasjon til denne e-postadressen.", { exact: false }),
  ).toBeVisible();
});
