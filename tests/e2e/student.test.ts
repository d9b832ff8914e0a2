// Student and pupil verification in a browser (SPEC §2 Student, Pupil; §4 Flows; §5; §8): the trip
// from the offer pages through the identity provider and back to the verification, axe on each step
// (the refusal at the field, a wrong or expired code, the profile, the receipt), a double click that
// sends one code, the pupil's journey by keyboard only, and a registration in Nynorsk. What the
// screens say and what is saved — the refusals' words and the values kept, the cool-down, a new code
// after an expired one, the receipt and the front page after, the subscriber told they already
// subscribe, no account until the right code and the names registered, the account made on the
// front page — is proven in-process, in tests/in-process/student.test.tsx.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { advanceClock, choosePersona, emailedCode, signInAs } from "./session.ts";

/** new-user's identity id (tests/fixtures/personas/people.ts). */
const NEW_USER = 10000001;

/** Whether the platform has a newspaper account for the identity user, asked with the page's session. */
const accountStatus = (page: Page, spidId = NEW_USER) =>
  page.evaluate(async (id) => (await fetch(`/api/account/${id}`)).status, spidId);

const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");

async function finishProfile(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Fornavn" })).not.toHaveValue("");
  await page.getByRole("button", { name: "Lagre og fullfør" }).click();
}

test("no-subscription, from the offer page through the identity provider: each step passes axe, from the refusal at the field to the receipt", async ({
  page,
}) => {
  await page.goto("/student");
  await page.getByRole("link", { name: "Bekreft at du er student" }).first().click();
  await choosePersona(page, "no-subscription");
  await expect(page).toHaveURL(/\/student-verifisering\?nokkel=/);
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft at du er student" })).toBeVisible();

  const email = page.getByRole("textbox", { name: "Student-e-post" });
  const send = page.getByRole("button", { name: "Send kode" });
  await email.fill("ola.hansen@gmail.com");
  await send.click();
  await expect(
    page.getByText("Du må bruke e-postadressen du har fra universitetet eller høyskolen din."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await email.fill("ola.hansen@stud.ntnu.no");
  await send.click();
  await expect(page.getByText("Vi har sendt en kode til ola.hansen@stud.ntnu.no.")).toBeVisible();
  const { code } = await emailedCode(page, "ola.hansen@stud.ntnu.no");
  const codeField = page.getByRole("textbox", { name: "Kode fra e-posten" });
  await codeField.fill(wrongOf(code));
  await page.getByRole("button", { name: "Bekreft koden" }).click();
  await expect(
    page.getByText("Koden er feil. Sjekk e-posten og prøv igjen. Du har 4 forsøk igjen."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await codeField.fill(code);
  await page.getByRole("button", { name: "Bekreft koden" }).click();
  await finishProfile(page, "Du er bekreftet som student");
  await expectNoAxeViolations(page);

  await expect(page).toHaveURL(/\/student-kvittering$/);
  await expect(page.getByRole("heading", { level: 1, name: "Velkommen som studentabonnent" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("no-subscription, from the campaign page through the identity provider: a double click sends one code, and the expired code's message passes axe", async ({
  page,
}) => {
  await page.goto("/student2");
  await expect(page.getByRole("heading", { level: 1, name: /Ny student\?/ })).toBeVisible();
  await page.getByRole("link", { name: "Bekreft at du er student" }).click();
  await choosePersona(page, "no-subscription");
  await expect(page).toHaveURL(/\/student-verifisering2\?nokkel=/);

  await page.getByRole("textbox", { name: "Student-e-post" }).fill("nora.nilsen@student.uib.no");
  await page.getByRole("button", { name: "Send kode" }).dblclick();
  await expect(page.getByText("Vi har sendt en kode til nora.nilsen@student.uib.no.")).toBeVisible();
  const first = await emailedCode(page, "nora.nilsen@student.uib.no");
  expect(first.count).toBe(1);

  await advanceClock(page, 31);
  await page.getByRole("textbox", { name: "Kode fra e-posten" }).fill(first.code);
  await page.getByRole("button", { name: "Bekreft koden" }).click();
  await expect(
    page.getByText("Koden er ikke lenger aktiv. Be om en ny kode.", { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("subscriber told they already subscribe (ARIA_ACTIVE) passes axe", async ({ page }) => {
  await signInAs(page, "subscriber", "/student-verifisering");
  await expect(page.getByRole("heading", { level: 1, name: "Du har allerede et abonnement" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a pupil verifies with the keyboard only and gets the pupil plan", async ({ page }) => {
  await signInAs(page, "no-subscription", "/elev-verifisering");
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft at du er elev" })).toBeVisible();
  const email = page.getByRole("textbox", { name: "E-postadresse fra skolen" });
  await email.focus();
  await page.keyboard.type("ola@stud.ntnu.no");
  await page.keyboard.press("Enter");
  await expect(
    page.getByText("Du må bruke e-postadressen du har fra den videregående skolen din."),
  ).toBeVisible();
  await email.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("ola@elev.afk.no");
  await page.keyboard.press("Enter");

  await expect(page.getByText("Vi har sendt en kode til ola@elev.afk.no.")).toBeVisible();
  const { code } = await emailedCode(page, "ola@elev.afk.no");
  // From the code field the keyboard reaches the confirm button with one Tab.
  await page.getByRole("textbox", { name: "Kode fra e-posten" }).focus();
  await page.keyboard.type(code);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Bekreft koden" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "Du er bekreftet som elev" })).toBeVisible();
  await page.getByRole("textbox", { name: "Telefonnummer" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Velkommen som elevabonnent" })).toBeVisible();
  await expect(page.getByText("Digital elev")).toBeVisible();
  await page.getByRole("link", { name: "Gå til forsiden" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Du har Digital elev.")).toBeVisible();
  await expect(page.getByText("Dette er et elevabonnement.")).toBeVisible();
});

// ─── A student signed in without a newspaper account registers (docs/decisions/036) ─────────────

test("new-user, from the campaign page through the identity provider: a double click sends one code, and the missing name, the wrong code and the receipt pass axe", async ({
  page,
}) => {
  await page.goto("/student2");
  await page.getByRole("link", { name: "Bekreft at du er student" }).click();
  await choosePersona(page, "new-user");
  await expect(page).toHaveURL(/\/student-verifisering2\?nokkel=/);
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft at du er student" })).toBeVisible();

  const email = page.getByRole("textbox", { name: "Student-e-post" });
  const givenName = page.getByRole("textbox", { name: "Fornavn" });
  await expect(givenName).toHaveValue("Nora");
  await givenName.fill("");
  await email.fill("nora@gmail.com");
  await page.getByRole("button", { name: "Send kode" }).click();
  await expect(page.getByText("Fornavn er påkrevd")).toBeVisible();
  await expectNoAxeViolations(page);

  await givenName.fill("Nora Marie");
  await email.fill("nora.nilsen@student.uib.no");
  await page.getByRole("button", { name: "Send kode" }).dblclick();
  await expect(page.getByText("Vi har sendt en kode til nora.nilsen@student.uib.no.")).toBeVisible();
  const { code, count } = await emailedCode(page, "nora.nilsen@student.uib.no");
  expect(count).toBe(1);

  const codeField = page.getByRole("textbox", { name: "Kode fra e-posten" });
  await codeField.fill(wrongOf(code));
  await page.getByRole("button", { name: "Bekreft koden" }).click();
  await expect(
    page.getByText(
      "Koden er feil, eller den er ikke lenger aktiv. Sjekk e-posten og prøv igjen, eller be om en ny kode.",
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await codeField.fill(code);
  await page.getByRole("button", { name: "Bekreft koden" }).click();
  await expect(page).toHaveURL(/\/student-kvittering2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Velkommen som studentabonnent" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("new-user in an nn title (Sunnhordland): the registration in Nynorsk, a wrong code at the field, then the student plan", async ({
  page,
}) => {
  const sh = titleOrigin("sh");
  await page.goto(`${sh}/student-verifisering`);
  await choosePersona(page, "new-user");
  await expect(page).toHaveURL(/\/student-verifisering\?nokkel=/);
  await expect(page.locator("html")).toHaveAttribute("lang", "nn");
  await expect(page.getByRole("heading", { level: 1, name: "Stadfest at du er student" })).toBeVisible();
  await expect(page.getByText("Du har ingen kundekonto hos")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Førenamn" })).toHaveValue("Nora");
  await expectNoAxeViolations(page);
  expect(await accountStatus(page)).toBe(404);

  await page.getByRole("textbox", { name: "Student-e-post" }).fill("nora.nilsen@stud.hvl.no");
  await page.getByRole("button", { name: "Send kode" }).click();
  await expect(page.getByText("Vi har sendt ein kode til nora.nilsen@stud.hvl.no.")).toBeVisible();
  const { code } = await emailedCode(page, "nora.nilsen@stud.hvl.no");

  const codeField = page.getByRole("textbox", { name: "Kode frå e-posten" });
  await codeField.fill(wrongOf(code));
  await page.getByRole("button", { name: "Stadfest koden" }).click();
  await expect(
    page.getByText(
      "Koden er feil, eller han er ikkje lenger aktiv. Sjekk e-posten og prøv igjen, eller be om ein ny kode.",
    ),
  ).toBeVisible();
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await codeField.fill(code);
  await page.getByRole("button", { name: "Stadfest koden" }).click();
  await expect(page).toHaveURL(`${sh}/student-kvittering`);
  await expect(page.getByRole("heading", { level: 1, name: "Velkomen som studentabonnent" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await accountStatus(page)).toBe(200);
  await page.getByRole("link", { name: "Gå til framsida" }).click();
  await expect(page.getByText("Dette er eit studentabonnement.")).toBeVisible();
});
