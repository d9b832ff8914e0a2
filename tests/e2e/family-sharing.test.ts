// Family sharing (SPEC §2 Family, §8; ADR 011): the owner invites by e-mail, the invited person
// opens the link from the outbox, signs in and accepts, the owner removes them again; the links
// that no longer work each say why; the household maximum; the whole journey by keyboard.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { E2E_PORT, expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { choosePersona, outbox, setFault, signInAs } from "./session.ts";

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

test("subscriber invites Nora, Nora accepts from the e-mail, and loses access when removed", async ({
  page,
  browser,
}) => {
  // Two people on two devices, signing in on the way: more than the usual 30 s on a busy machine.
  test.slow();
  await signInAs(page, "subscriber", "/");
  const block = page.getByRole("region", { name: "Familiedeling" });
  await expect(block).toContainText("2 av 5 plasser er i bruk, deg selv medregnet.");
  await block.getByRole("link", { name: "Del abonnementet med familien" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Familiedeling" })).toBeVisible();
  await expect(item(page, "Maja Eriksen")).toContainText("Aktiv");
  await expectNoAxeViolations(page);

  const email = page.getByRole("textbox", { name: "E-postadresse" });
  const send = page.getByRole("button", { name: "Send invitasjon" });
  await email.fill("nora.nilsen@");
  await send.click();
  await expect(page.getByText("Vennligst skriv en gyldig e-postadresse")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveValue("nora.nilsen@");

  await email.fill("kari.nordmann@example.no");
  await send.click();
  await expect(page.getByText("Dette er din egen e-postadresse.", { exact: false })).toBeVisible();
  await expect(email).toHaveValue("kari.nordmann@example.no");
  await email.fill("maja.eriksen@example.no");
  await send.click();
  await expect(page.getByText(/Denne adressen er allerede invitert/)).toBeVisible();
  await expectNoAxeViolations(page);

  await invite(page, NORA);
  await expect(email).toHaveValue("");
  // The owner's receipt tells of the invitation the screen said was sent, to the same address.
  const receipts = (await outbox(page)).filter((m) => m.text.startsWith("Kvittering for endring"));
  expect(receipts).toHaveLength(1);
  expect(receipts[0]!.recipient).toBe("kari.nordmann@example.no");
  expect(receipts[0]!.text).toContain(`Du har invitert ${NORA} til å dele abonnementet.`);
  await expect(item(page, NORA)).toContainText("Sendt");
  await expect(item(page, NORA)).toContainText(/Lenken gjelder til \d+\. \w+ \d{4}/);
  await expect(page.getByText("3 av 5 plasser er i bruk, deg selv medregnet.")).toBeVisible();
  // A reload repeats nothing.
  await page.reload();
  await expect(item(page, NORA)).toHaveCount(1);
  expect((await outbox(page)).filter((m) => m.recipient === NORA)).toHaveLength(1);

  const link = await invitationLink(page, NORA);
  expect(new URL(link).origin).toBe(`http://sbx.localhost:${E2E_PORT}`);
  const nora = await openLinkAs(browser, link, "new-user");
  await expect(nora.page.getByRole("heading", { level: 1, name: "Bli med i familiedeling" })).toBeVisible();
  await expect(
    nora.page.getByText("Kari Nordmann har invitert deg til å dele abonnementet sitt på Sandkasseavisa."),
  ).toBeVisible();
  await expectNoAxeViolations(nora.page);
  await nora.page.getByRole("button", { name: "Bli med" }).click();
  await expect(nora.page).toHaveURL(/\/deling-akseptert$/);
  await expect(
    nora.page.getByRole("heading", { level: 1, name: "Du er med i familiedelingen" }),
  ).toBeVisible();
  await expect(
    nora.page.getByText("Du deler nå abonnementet til Kari Nordmann på Sandkasseavisa"),
  ).toBeVisible();
  await expect(nora.page.getByRole("listitem").filter({ hasText: "E-avis" })).toBeVisible();
  await expectNoAxeViolations(nora.page);
  // Back to the link: one member, and it says so.
  await nora.page.goBack();
  await expect(nora.page.getByRole("heading", { level: 1, name: "Du er allerede med" })).toBeVisible();
  await nora.page.goto("/");
  await expect(
    nora.page.getByText("Du deler abonnementet til Kari Nordmann, og betaler ingenting."),
  ).toBeVisible();

  await page.reload();
  await expect(item(page, "Nora Nilsen")).toContainText("Aktiv");
  await item(page, "Nora Nilsen").getByRole("button", { name: "Fjern" }).click();
  const dialog = page.getByRole("dialog", { name: "Fjerne Nora Nilsen?" });
  await expect(dialog).toContainText("Nora Nilsen mister tilgangen til Sandkasseavisa med en gang.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Ja, fjern Nora Nilsen" }).click();
  await expect(
    page.getByText("Nora Nilsen er fjernet fra familiedelingen og har ikke lenger tilgang."),
  ).toBeVisible();
  await expect(item(page, "Nora Nilsen")).toContainText("Brukt");

  await nora.page.goto("/");
  await expect(nora.page).toHaveURL(/\/ingen-abonnement$/);
  await nora.done();
});

test("a withdrawn link says so", async ({ page, browser }) => {
  await signInAs(page, "subscriber", "/familiedeling");
  await invite(page, "tilbake@example.no");
  await item(page, "tilbake@example.no").getByRole("button", { name: "Trekk tilbake" }).click();
  await expect(page.getByText("Invitasjonen til tilbake@example.no er trukket tilbake.")).toBeVisible();
  await expect(item(page, "tilbake@example.no")).toContainText("Trukket tilbake");
  const withdrawn = await openLinkAs(browser, await invitationLink(page, "tilbake@example.no"), "new-user");
  await expect(
    withdrawn.page.getByRole("heading", { level: 1, name: "Invitasjonen er trukket tilbake" }),
  ).toBeVisible();
  await expect(withdrawn.page.getByRole("button", { name: "Bli med" })).toHaveCount(0);
  await withdrawn.done();
});

test("a used link says so, and so does a link to someone with a subscription of their own", async ({
  page,
  browser,
}) => {
  await signInAs(page, "subscriber", "/familiedeling");
  await invite(page, NORA);
  const link = await invitationLink(page, NORA);
  const own = await openLinkAs(browser, link, "paper-subscriber");
  await expect(own.page.getByRole("heading", { level: 1, name: "Du har allerede abonnement" })).toBeVisible();
  await expect(own.page.getByRole("button", { name: "Bli med" })).toHaveCount(0);
  await own.done();

  const nora = await openLinkAs(browser, link, "new-user");
  await nora.page.getByRole("button", { name: "Bli med" }).click();
  await expect(nora.page).toHaveURL(/\/deling-akseptert$/);
  await nora.done();
  const ola = await openLinkAs(browser, link, "no-subscription");
  await expect(ola.page.getByRole("heading", { level: 1, name: "Lenken er allerede brukt" })).toBeVisible();
  await ola.done();
});

test("an unexpected error on accepting says try again or call the customer centre; trying again works", async ({
  page,
  browser,
}) => {
  await signInAs(page, "subscriber", "/familiedeling");
  await invite(page, NORA);
  const nora = await openLinkAs(browser, await invitationLink(page, NORA), "new-user");
  await setFault(nora.page, "family/join", "503", 1);
  await nora.page.getByRole("button", { name: "Bli med" }).click();
  await expect(nora.page.getByRole("alert")).toContainText("Vi fikk ikke fullført dette akkurat nå.");
  await expect(nora.page.getByRole("alert")).toContainText("kontakt kundesenteret i Sandkasseavisa");
  await nora.page.getByRole("button", { name: "Bli med" }).click();
  await expect(nora.page).toHaveURL(/\/deling-akseptert$/);
  await nora.done();
});

test("an expired link says so after 7 days, and a broken link too", async ({ page, browser, request }) => {
  await signInAs(page, "subscriber", "/familiedeling");
  await invite(page, "sen@example.no");
  const late = await invitationLink(page, "sen@example.no");
  const moved = await request.post(`http://127.0.0.1:${E2E_PORT}/_dev/clock`, { data: { days: 8 } });
  expect(moved.ok()).toBe(true);
  const expired = await openLinkAs(browser, late, "former-subscriber");
  await expect(expired.page.getByRole("heading", { level: 1, name: "Lenken er utløpt" })).toBeVisible();
  await expect(expired.page.getByText(/Be Kari Nordmann om å sende den på nytt/)).toBeVisible();
  await expectNoAxeViolations(expired.page);
  await expired.page.goto(`${late.slice(0, -6)}xxxxxx`);
  await expect(
    expired.page.getByRole("heading", { level: 1, name: "Vi finner ikke invitasjonen" }),
  ).toBeVisible();
  await expired.done();
});

test("at the maximum of 5 the form gives way to a message; withdrawing frees a place", async ({ page }) => {
  await signInAs(page, "subscriber", "/familiedeling");
  for (const name of ["en", "to", "tre"]) await invite(page, `${name}@example.no`);
  await expect(page.getByText("5 av 5 plasser er i bruk, deg selv medregnet.")).toBeVisible();
  await expect(
    page.getByText("Familiedelingen er full: alle 5 plassene er i bruk.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "E-postadresse" })).toHaveCount(0);
  await item(page, "tre@example.no").getByRole("button", { name: "Trekk tilbake" }).click();
  await expect(page.getByRole("textbox", { name: "E-postadresse" })).toBeVisible();
});

test("a family member's home and /familiedeling say whose subscription it is, with no form", async ({
  page,
}) => {
  await signInAs(page, "family-member", "/");
  await expect(
    page.getByText("Du deler abonnementet til Kari Nordmann, og betaler ingenting."),
  ).toBeVisible();
  await page.goto("/familiedeling");
  await expect(page.getByText(/Du er med i familiedelingen til Kari Nordmann/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "E-postadresse" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("the whole journey works by keyboard alone", async ({ page, browser }) => {
  test.slow();
  await signInAs(page, "subscriber", "/familiedeling");
  await tabTo(page, page.getByRole("textbox", { name: "E-postadresse" }));
  await page.keyboard.type(NORA);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Invitasjonen er sendt til ${NORA}.`)).toBeVisible();

  const nora = await openLinkAs(browser, await invitationLink(page, NORA), "new-user");
  await tabTo(nora.page, nora.page.getByRole("button", { name: "Bli med" }));
  await nora.page.keyboard.press("Enter");
  await expect(nora.page).toHaveURL(/\/deling-akseptert$/);
  await nora.done();

  await page.reload();
  await tabTo(page, item(page, "Nora Nilsen").getByRole("button", { name: "Fjern" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Fjerne Nora Nilsen?" });
  await expect(dialog.getByRole("button", { name: "Avbryt" })).toBeFocused();
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
