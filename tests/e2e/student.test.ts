// Student and pupil verification by a code to the school e-mail (SPEC §2 Student, Pupil; §4 Flows;
// §5; §8): the offer page, sign-in, the refusals at the field, the receipt and the front page.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { advanceClock, choosePersona, emailedCode, outbox, signInAs } from "./session.ts";

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

test("no-subscription: a private address is refused at the field, a wrong code keeps what was typed, the right one gives the student plan", async ({
  page,
}) => {
  await page.goto("/student");
  await expect(page.getByText("99 kr i måneden så lenge du er student")).toBeVisible();
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
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveValue("ola.hansen@gmail.com");
  await expectNoAxeViolations(page);

  await email.fill("ola.hansen@stud.ntnu.no");
  await send.click();
  await expect(page.getByText("Vi har sendt en kode til ola.hansen@stud.ntnu.no.")).toBeVisible();
  // The cool-down is visible, and the button waits for it.
  await expect(page.getByText(/Du kan be om en ny om \d+ sekunder/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send ny kode" })).toBeDisabled();

  const { code } = await emailedCode(page, "ola.hansen@stud.ntnu.no");
  const codeField = page.getByRole("textbox", { name: "Kode fra e-posten" });
  await codeField.fill(wrongOf(code));
  await page.getByRole("button", { name: "Bekreft koden" }).click();
  await expect(
    page.getByText("Koden er feil. Sjekk e-posten og prøv igjen. Du har 4 forsøk igjen."),
  ).toBeVisible();
  await expect(codeField).toHaveValue(wrongOf(code));
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await codeField.fill(code);
  await page.getByRole("button", { name: "Bekreft koden" }).click();
  await finishProfile(page, "Du er bekreftet som student");
  await expectNoAxeViolations(page);

  await expect(page).toHaveURL(/\/student-kvittering$/);
  await expect(page.getByRole("heading", { level: 1, name: "Velkommen som studentabonnent" })).toBeVisible();
  await expect(page.getByText("Digital student")).toBeVisible();
  await expect(page.getByText(/Du må bekrefte at du fortsatt er student innen/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Gå til forsiden" }).click();
  await expect(page.getByText("Du har Digital student.")).toBeVisible();
  await expect(page.getByText("Dette er et studentabonnement.")).toBeVisible();
  await expect(page.getByText("Studentstatus bekreftet til")).toBeVisible();
});

test("no-subscription, from the campaign page: a double click sends one code, an expired code asks for a new one, and the new one works", async ({
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
  const codeField = page.getByRole("textbox", { name: "Kode fra e-posten" });
  await codeField.fill(first.code);
  await page.getByRole("button", { name: "Bekreft koden" }).click();
  await expect(
    page.getByText("Koden er ikke lenger aktiv. Be om en ny kode.", { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Send ny kode" }).click();
  await expect(page.getByText("Vi har sendt en ny kode til nora.nilsen@student.uib.no.")).toBeVisible();
  const second = await emailedCode(page, "nora.nilsen@student.uib.no");
  expect(second.count).toBe(2);
  await page.getByRole("textbox", { name: "Kode fra e-posten" }).fill(second.code);
  await page.getByRole("button", { name: "Bekreft koden" }).click();
  await finishProfile(page, "Du er bekreftet som student");

  await expect(page).toHaveURL(/\/student-kvittering2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Velkommen som studentabonnent" })).toBeVisible();
});

test("subscriber is told they already subscribe (ARIA_ACTIVE), with the way to the front page, and no code is sent", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/student-verifisering");
  await expect(page.getByRole("heading", { level: 1, name: "Du har allerede et abonnement" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("kan ikke få studenttilbudet i tillegg");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Gå til forsiden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
  expect((await outbox(page)).filter((m) => m.channel === "email")).toEqual([]);
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

test("new-user, from the campaign page: registers with the names, no account until the right code, then the account and the student plan", async ({
  page,
}) => {
  // The page's clock, so the minute before a new code may be asked for can pass without waiting.
  await page.clock.install();
  await page.goto("/student2");
  await page.getByRole("link", { name: "Bekreft at du er student" }).click();
  await choosePersona(page, "new-user");
  await expect(page).toHaveURL(/\/student-verifisering2\?nokkel=/);
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft at du er student" })).toBeVisible();
  await expect(page.getByText("Du har ingen kundekonto hos")).toBeVisible();
  // Signed in, and the session step made no account.
  expect(await accountStatus(page)).toBe(404);

  const email = page.getByRole("textbox", { name: "Student-e-post" });
  const givenName = page.getByRole("textbox", { name: "Fornavn" });
  const familyName = page.getByRole("textbox", { name: "Etternavn" });
  // Prefilled from the identity user.
  await expect(givenName).toHaveValue("Nora");
  await expect(familyName).toHaveValue("Nilsen");
  await givenName.fill("");
  await email.fill("nora@gmail.com");
  await page.getByRole("button", { name: "Send kode" }).click();
  await expect(page.getByText("Fornavn er påkrevd")).toBeVisible();
  await expect(givenName).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveValue("nora@gmail.com");
  await expectNoAxeViolations(page);

  await givenName.fill("Nora Marie");
  await page.getByRole("button", { name: "Send kode" }).click();
  // Not a student address: at the field (the portal checks first; the platform would answer
  // EMAIL_DOES_NOT_EXIST, shown the same); what was typed is kept.
  await expect(
    page.getByText("Du må bruke e-postadressen du har fra universitetet eller høyskolen din."),
  ).toBeVisible();
  await expect(givenName).toHaveValue("Nora Marie");

  await email.fill("nora.nilsen@student.uib.no");
  await page.getByRole("button", { name: "Send kode" }).dblclick();
  await expect(page.getByText("Vi har sendt en kode til nora.nilsen@student.uib.no.")).toBeVisible();
  const { code, count } = await emailedCode(page, "nora.nilsen@student.uib.no");
  expect(count).toBe(1);
  expect(await accountStatus(page)).toBe(404);

  const codeField = page.getByRole("textbox", { name: "Kode fra e-posten" });
  await codeField.fill(wrongOf(code));
  await page.getByRole("button", { name: "Bekreft koden" }).click();
  await expect(
    page.getByText(
      "Koden er feil, eller den er ikke lenger aktiv. Sjekk e-posten og prøv igjen, eller be om en ny kode.",
    ),
  ).toBeVisible();
  await expect(codeField).toHaveValue(wrongOf(code));
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  expect(await accountStatus(page)).toBe(404);

  // A new code registers again, with the names given on the first step.
  await page.clock.fastForward(61_000);
  await page.getByRole("button", { name: "Send ny kode" }).click();
  await expect(page.getByText("Vi har sendt en ny kode til nora.nilsen@student.uib.no.")).toBeVisible();
  const fresh = await emailedCode(page, "nora.nilsen@student.uib.no");
  expect(fresh.count).toBe(2);
  expect(await accountStatus(page)).toBe(404);

  await codeField.fill(fresh.code);
  await page.getByRole("button", { name: "Bekreft koden" }).click();
  await expect(page).toHaveURL(/\/student-kvittering2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Velkommen som studentabonnent" })).toBeVisible();
  await expect(page.getByText("Digital student")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await accountStatus(page)).toBe(200);
  const account = await page.evaluate(
    async (id) =>
      ((await (await fetch(`/api/account/${id}`)).json()) as { data: { givenName: string } }).data,
    NEW_USER,
  );
  expect(account.givenName).toBe("Nora Marie");

  await page.getByRole("link", { name: "Gå til forsiden" }).click();
  await expect(page.getByText("Du har Digital student.")).toBeVisible();
  await expect(page.getByText("Dette er et studentabonnement.")).toBeVisible();
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

test("new-user who leaves the registration for the front page gets the account made there, as at any sign-in", async ({
  page,
}) => {
  await signInAs(page, "new-user", "/student-verifisering");
  await expect(page.getByText("Du har ingen kundekonto hos")).toBeVisible();
  expect(await accountStatus(page)).toBe(404);
  // Signed in without an account: the header offers logout, and no token is in web storage.
  await expect(
    page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("button", { name: "Logg ut" }),
  ).toBeVisible();
  const storage = await page.evaluate(
    () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
  );
  expect(storage).not.toMatch(/loginToken|access_token|refresh_token|id_token|minside_session/i);
  await page
    .getByRole("navigation", { name: "Hovedmeny" })
    .getByRole("link", { name: "Min side", exact: true })
    .click();
  await expect(page).toHaveURL(/\/ingen-abonnement$/);
  await expect(page.getByRole("heading", { level: 1, name: "Du har ikke abonnement" })).toBeVisible();
  expect(await accountStatus(page)).toBe(200);
  // Back on the verification, the account is there: the signed-in way (student-email/).
  await page.goto("/student-verifisering");
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft at du er student" })).toBeVisible();
  await expect(page.getByText("Du har ingen kundekonto hos")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Fornavn" })).toHaveCount(0);
});
