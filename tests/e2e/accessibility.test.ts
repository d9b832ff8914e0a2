// Zero axe violations (WCAG 2.1 A and AA) in the states a page reaches only by steps — a dialog or
// menu open, a form's message, each step of a journey — in nb and nn. Every page as it loads is
// checked by the walk (page-walk.test.ts). In nb the journeys that take these steps check them
// on the way, and only the Nynorsk title's are here: the admin's review (business.test.ts), the
// student's and pupil's steps (student.test.ts), and the family sharing screens
// (family-sharing.test.ts; docs/testing.md).
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { choosePersona, emailedCode, outbox, signInAs } from "./session.ts";

const titles = [
  { code: "sbx", lang: "nb" },
  { code: "sh", lang: "nn" },
];
/** The steps the nb journeys check on their way: here in nn only. */
const nynorsk = titles.filter(({ lang }) => lang === "nn");

for (const { code, lang } of nynorsk) {
  // The admin page with its review, signed in.
  test(`/administrer-bedrift with a review in ${lang} (${code})`, async ({ page }) => {
    await signInAs(page, "business-admin", `${titleOrigin(code)}/administrer-bedrift`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(
      page.getByRole("list", { name: lang === "nn" ? "Invitasjonar" : "Invitasjoner" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: "E-postadresser" }).fill("ny@moebygg.no, feil@gmail.com");
    await page
      .getByRole("button", { name: lang === "nn" ? "Sjå over adressene" : "Se over adressene" })
      .click();
    await expect(
      page.getByRole("heading", {
        level: 3,
        name: lang === "nn" ? "Sjå over før du sender" : "Se over før du sender",
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The signed-in screens of the student journey (verification, code, confirmation, receipt) and the
  // pupil verification: the texts differ by language, the roles do not.
  test(`student and pupil verification in ${lang} (${code})`, async ({ page }) => {
    // Several screens, each checked by axe: like the family journey above, given the slow budget.
    test.slow();
    const origin = titleOrigin(code);
    await signInAs(page, "no-subscription", `${origin}/elev-verifisering`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${origin}/student-verifisering`);
    const email = page.getByRole("textbox", { name: "Student-e-post" });
    await email.fill("ola@gmail.com");
    await email.press("Enter");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await email.fill("ola@uio.no");
    await email.press("Enter");
    const codeField = page.getByRole("textbox", {
      name: lang === "nn" ? "Kode frå e-posten" : "Kode fra e-posten",
    });
    await expect(codeField).toBeVisible();
    await expectNoAxeViolations(page);
    await codeField.fill((await emailedCode(page, "ola@uio.no")).code);
    await codeField.press("Enter");
    const givenName = page.getByRole("textbox", { name: lang === "nn" ? "Førenamn" : "Fornavn" });
    await expect(givenName).toBeVisible();
    await expectNoAxeViolations(page);
    await givenName.press("Enter");
    await expect(page).toHaveURL(/\/student-kvittering$/);
    await expect(
      page.getByRole("link", { name: lang === "nn" ? "Gå til framsida" : "Gå til forsiden" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The family sharing screens (ADR 011): the owner's list with the remove confirmation open, the
  // invited person's link and the confirmation after accepting.
  test(`/familiedeling, /verifiser-familiemedlem and /deling-akseptert in ${lang} (${code})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const origin = titleOrigin(code);
    await signInAs(page, "subscriber", `${origin}/familiedeling`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("listitem").filter({ hasText: "Maja Eriksen" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("listitem").filter({ hasText: "Maja Eriksen" }).getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    const email = "nora.nilsen@example.no";
    await page.getByRole("textbox", { name: "E-postadresse" }).fill(email);
    await page.getByRole("textbox", { name: "E-postadresse" }).press("Enter");
    await expect(page.getByRole("listitem").filter({ hasText: email })).toBeVisible();
    await expectNoAxeViolations(page);
    const mail = (await outbox(page)).find((m) => m.recipient === email);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(link.startsWith(origin)).toBe(true);

    const context = await browser.newContext();
    const invited = await context.newPage();
    await invited.goto(link);
    await choosePersona(invited, "new-user");
    await expect(invited.locator("html")).toHaveAttribute("lang", lang);
    await expect(invited.getByRole("button", { name: "Bli med" })).toBeVisible();
    await expectNoAxeViolations(invited);
    await invited.getByRole("button", { name: "Bli med" }).click();
    await expect(invited).toHaveURL(/\/deling-akseptert$/);
    await expect(invited.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(invited);
    await context.close();
  });
}

for (const { code, lang } of titles) {
  test(`the open menu on a phone in ${lang} (${code})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${titleOrigin(code)}/kundeservice`);
    const toggle = page.getByRole("button", { name: "Meny" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
  });

  // Privacy settings (saved, with the live summary) and the consent steps (with a message at a
  // question), ADR 015.
  test(`/personverninnstillinger and /samtykke1–3 in ${lang} (${code})`, async ({ page }) => {
    // Several screens, each checked by axe: like the family journey above, given the slow budget.
    test.slow();
    const origin = titleOrigin(code);
    await signInAs(page, "subscriber", `${origin}/personverninnstillinger`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("checkbox")).toHaveCount(4);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Godta alle" }).click();
    await expect(page.getByRole("checkbox").first()).toBeChecked();
    await expectNoAxeViolations(page);

    for (const step of [1, 2, 3]) {
      await page.goto(`${origin}/samtykke${step}`);
      await expect(page.getByRole("radio").first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.goto(`${origin}/samtykke1?personalization=ja`);
    await page.getByRole("button", { name: "Neste" }).click();
    await expect(page.getByRole("radio").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
