// Family sharing (SPEC §2 Family, §8; ADR 011) where only a browser shows it: the whole journey by
// keyboard alone (the owner invites, the invited person signs in on the way to the link and joins,
// the owner removes them through the dialog's focus); axe on the owner's page with a refusal at the
// field, on a member's /familiedeling and on the expired link; a reload that repeats nothing; the
// back button to a used link. What the screens say and what is saved — the refusals' words, the
// receipt, the places, the invited person's screens, removing, each link that no longer works, a
// failed accept, the maximum, a family member's pages — is proven in-process, in
// tests/in-process/journeys/family-sharing.tsx (ADR 087). Axe on the owner's page as loaded, the
// invitation, the accepted page and the remove dialog is accessibility.test.ts's, in both languages.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { E2E_PORT, expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { choosePersona, outbox, signInAs } from "./session.ts";

const NORA = "nora.nilsen@example.no";

/** The link in the newest invitation e-mail to `email`. */
async function invitationLink(page: Page, email: string) {
  const mail = (await outbox(page)).find((m) => m.channel === "email" && m.recipient === email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `an invitation e-mail to ${email} with a link`).toBeTruthy();
  return link!;
}

/** Another person on another device: a browser context of their own, held to the same rules. */
async function anotherPerson(browser: Browser): Promise<{ page: Page; done: () => Promise<void> }> {
  const context: BrowserContext = await browser.newContext();
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return {
    page,
    done: async () => {
      expect(errors, "uncaught errors in the other person's page").toEqual([]);
      await context.close();
    },
  };
}

/** Opens the invitation link as `persona` (signing in on the way) and lands back on it. */
async function openLinkAs(browser: Browser, link: string, persona: string) {
  const person = await anotherPerson(browser);
  await person.page.goto(link);
  await choosePersona(person.page, persona);
  await expect(person.page).toHaveURL(/\/verifiser-familiemedlem\?/);
  return person;
}

async function invite(page: Page, email: string) {
  await page.getByRole("textbox", { name: "E-postadresse" }).fill(email);
  await page.getByRole("button", { name: "Send invitasjon" }).click();
  await expect(page.getByText(`Invitasjonen er sendt til ${email}.`)).toBeVisible();
}

const item = (page: Page, who: string) => page.getByRole("listitem").filter({ hasText: who });

test("a refusal at the field and a member's /familiedeling pass axe; a reload repeats nothing; back to a used link says so", async ({
  page,
  browser,
}) => {
  // Two people on two devices, signing in on the way: more than the usual 30 s on a busy machine.
  test.slow();
  await signInAs(page, "subscriber", "/familiedeling");
  const email = page.getByRole("textbox", { name: "E-postadresse" });
  await email.fill("maja.eriksen@example.no");
  await page.getByRole("button", { name: "Send invitasjon" }).click();
  await expect(page.getByText(/Denne adressen er allerede invitert/)).toBeVisible();
  await expectNoAxeViolations(page);

  await invite(page, NORA);
  // A reload repeats nothing.
  await page.reload();
  await expect(item(page, NORA)).toHaveCount(1);
  expect((await outbox(page)).filter((m) => m.recipient === NORA)).toHaveLength(1);

  const link = await invitationLink(page, NORA);
  expect(new URL(link).origin).toBe(`http://sbx.localhost:${E2E_PORT}`);
  const nora = await openLinkAs(browser, link, "new-user");
  await nora.page.getByRole("button", { name: "Bli med" }).click();
  await expect(nora.page).toHaveURL(/\/deling-akseptert$/);
  // Back to the link: one member, and it says so.
  await nora.page.goBack();
  await expect(nora.page.getByRole("heading", { level: 1, name: "Du er allerede med" })).toBeVisible();
  // Nora is now a family member: her /familiedeling says whose subscription it is.
  await nora.page.goto("/familiedeling");
  await expect(nora.page.getByText(/Du er med i familiedelingen til Kari Nordmann/)).toBeVisible();
  await expectNoAxeViolations(nora.page);
  await nora.done();
});

test("an expired link passes axe", async ({ page, browser, request }) => {
  await signInAs(page, "subscriber", "/familiedeling");
  await invite(page, "sen@example.no");
  const late = await invitationLink(page, "sen@example.no");
  const moved = await request.post(`http://127.0.0.1:${E2E_PORT}/_dev/clock`, { data: { days: 8 } });
  expect(moved.ok()).toBe(true);
  const expired = await openLinkAs(browser, late, "former-subscriber");
  await expect(expired.page.getByRole("heading", { level: 1, name: "Lenken er utløpt" })).toBeVisible();
  await expectNoAxeViolations(expired.page);
  await expired.done();
});

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("the whole journey works by keyboard alone, and each step passes axe", async ({ page, browser }) => {
  test.slow();
  await signInAs(page, "subscriber", "/familiedeling");
  await tabTo(page, page.getByRole("textbox", { name: "E-postadresse" }));
  await page.keyboard.type(NORA);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Invitasjonen er sendt til ${NORA}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  const nora = await openLinkAs(browser, await invitationLink(page, NORA), "new-user");
  await expect(nora.page.getByRole("button", { name: "Bli med" })).toBeVisible();
  await expectNoAxeViolations(nora.page);
  await tabTo(nora.page, nora.page.getByRole("button", { name: "Bli med" }));
  await nora.page.keyboard.press("Enter");
  await expect(nora.page).toHaveURL(/\/deling-akseptert$/);
  await nora.done();

  await page.reload();
  await tabTo(page, item(page, "Nora Nilsen").getByRole("button", { name: "Fjern" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Fjerne Nora Nilsen?" });
  await expect(dialog.getByRole("button", { name: "Avbryt" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Avbryt" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Ja, fjern Nora Nilsen" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    page.getByText("Nora Nilsen er fjernet fra familiedelingen og har ikke lenger tilgang."),
  ).toBeVisible();
});
