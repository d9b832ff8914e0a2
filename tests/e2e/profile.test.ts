// The profile (about me, with editing at the identity provider) and its gateways, data download and
// account deletion (SPEC §2, §4, §9), in a browser: axe on the profile, on the download page before and
// after ordering, on each state of deletion (asked, refused unconfirmed, refused with a running
// subscription, received), and on all three in Nynorsk. What they say and do — who the subscriber is
// and where each link leads, deep links to a section, the date the data are ready, each refusal's
// words at the field and the alert, nothing left to delete when asked again — is proven in-process:
// tests/in-process/journeys/profile.tsx.
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";

const CONFIRM = "Jeg forstår hva sletting betyr, og vil slette kontoen min.";

test("subscriber's profile is axe-clean", async ({ page }) => {
  await signInAs(page, "subscriber", "/endre-profil");
  await expect(page.getByRole("heading", { level: 1, name: "Min profil" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("ordering a download of the data: axe-clean before and after", async ({ page }) => {
  await signInAs(page, "subscriber", "/spidTakeoutGateway");
  await expect(page.getByRole("heading", { level: 1, name: "Last ned dine data" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Bestill nedlasting" }).click();
  await expect(page.getByText(/^Bestillingen er mottatt\./)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("deleting with a running, paid subscription: axe-clean when asked, refused unconfirmed, and refused", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/spidDeleteGateway");
  await expect(page.getByRole("heading", { level: 1, name: "Slett kontoen din" })).toBeVisible();
  await expectNoAxeViolations(page);
  const confirm = page.getByRole("checkbox", { name: CONFIRM });
  await page.getByRole("button", { name: "Slett kontoen" }).click();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await confirm.check();
  await page.getByRole("button", { name: "Slett kontoen" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a cancelled subscriber's deletion received is axe-clean", async ({ page }) => {
  await signInAs(page, "cancelled", "/spidDeleteGateway");
  await page.getByRole("checkbox", { name: CONFIRM }).check();
  await page.getByRole("button", { name: "Slett kontoen" }).click();
  await expect(page.getByText("Vi har mottatt slettingen.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the profile and its gateways in Nynorsk have no axe violations", async ({ page }) => {
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/endre-profil`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${titleOrigin("sh")}/spidTakeoutGateway`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${titleOrigin("sh")}/spidDeleteGateway`);
  await expect(page.getByRole("checkbox")).toBeVisible();
  await expectNoAxeViolations(page);
});
