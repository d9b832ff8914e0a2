// When /api/ fails, the subscriber gets a Norwegian message with a retry and the customer
// centre — never a blank page; 401 and 406 lead to sign-in and back (SPEC §8).
import { readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { choosePersona, clearFaults, setFault, signInAs } from "./session.ts";

const sandbox = JSON.parse(readFileSync("titles/sbx.json", "utf8")) as { customerCenterPhoneNumber: string };

test.beforeEach(async ({ page }) => {
  await signInAs(page, "subscriber", "/");
  await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
});
test.afterEach(async ({ page }) => clearFaults(page));

// Each fault's words on every route, and a retry that works there, are proven in-process
// (tests/in-process/fault-matrix.tsx, ADR 085); here one of them in a browser, axe on its screen.
for (const [fault, text] of [["malformed", "Vi fikk et uventet svar fra tjenesten."]] as const) {
  test(`a ${fault} answer shows a Norwegian error with retry and the customer centre, and retry works`, async ({
    page,
  }) => {
    await setFault(page, "subscription/*", fault, 1);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Noe gikk galt" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(text);
    await expect(page.getByRole("link", { name: sandbox.customerCenterPhoneNumber }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Prøv igjen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
    await expect(page.getByText("Du har Digital.")).toBeVisible();
  });
}

for (const status of ["401", "406"]) {
  test(`a ${status} from the API leads to sign-in and back to the same page`, async ({ page }) => {
    await setFault(page, "subscription/*", status, 1);
    await page.goto("/endre-profil?fane=om-meg#navn");
    await choosePersona(page, "subscriber");
    await expect(page).toHaveURL(/\/endre-profil\?fane=om-meg#navn$/);
    await expect(page.getByRole("heading", { level: 1, name: "Min profil" })).toBeVisible();
  });
}

test("a slow answer shows the loading indicator until it arrives", async ({ page }) => {
  await setFault(page, "subscription/*", "slow:1500", 1);
  await page.reload();
  await expect(page.getByRole("status")).toContainText("henter informasjon..");
  await expect(page.getByText("Du har Digital.")).toBeVisible();
  await expect(page.getByRole("status")).toBeHidden();
});
