// Nothing lost (ADR 021) with the browser offline: a submitted form stays with what was typed and
// says the call failed, with a retry and the customer centre — the page's data is not loaded again
// after a failed submit, so no error screen replaces it (the intent kit's reply, app/forms/intent.ts,
// and the guard layout's shouldRevalidate, app/routes/_requires-auth.tsx). Once the browser is back
// online, sending again goes through. And a session refused (401, 406) as a form is sent: sign-in at
// the identity provider, and the form back filled in. The same two forms with the whole API down
// (503 on every path) are proven in-process: tests/in-process/journeys/nothing-lost.tsx.
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { choosePersona, clearFaults, setFault, signInAs } from "./session.ts";
import { dayCheckbox, lastPaperDay } from "./complaint-steps.ts";
import { platformNow } from "./clock.ts";

const sandbox = JSON.parse(readFileSync("titles/sbx.json", "utf8")) as { customerCenterPhoneNumber: string };
const FAILED =
  "Vi fikk ikke fullført dette akkurat nå. Det du har fylt inn er tatt vare på, så du kan prøve igjen.";

test.beforeEach(() => {
  // Several screens and a slow answer each: on a loaded 2-core machine they pass 30 s.
  test.slow();
});
test.afterEach(async ({ page, context }) => {
  await context.setOffline(false);
  await clearFaults(page);
});

// The whole API down (503 on every path): tests/in-process/journeys/nothing-lost.tsx.
const ways = {
  "the browser offline": {
    fail: (_page: Page, context: BrowserContext) => context.setOffline(true),
    restore: (_page: Page, context: BrowserContext) => context.setOffline(false),
  },
};

async function expectFailedAtTheForm(page: Page) {
  await expect(page.getByText(FAILED)).toBeVisible();
  await expect(page.getByRole("link", { name: sandbox.customerCenterPhoneNumber }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Noe gikk galt" })).toHaveCount(0);
}

for (const [way, { fail, restore }] of Object.entries(ways)) {
  test(`with ${way}, a complaint keeps what was typed and says so at the form`, async ({ page, context }) => {
    await signInAs(page, "paper-subscriber", "/tilbakemelding");
    const day = lastPaperDay();
    await page.getByRole("radio", { name: "Avisen kom ikke" }).check();
    await dayCheckbox(page, day).check();
    await page.getByRole("radio", { name: /^Forleng abonnementet med 1 dag/ }).check();
    const comment = page.getByRole("textbox", { name: "Kommentar (valgfritt)" });
    await comment.fill("Tredje gang denne uka.");

    await fail(page, context);
    await page.getByRole("button", { name: "Send reklamasjonen" }).click();
    await expectFailedAtTheForm(page);
    await expect(comment).toHaveValue("Tredje gang denne uka.");
    await expect(page.getByRole("radio", { name: "Avisen kom ikke" })).toBeChecked();
    await expect(dayCheckbox(page, day)).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Forleng abonnementet med 1 dag/ })).toBeChecked();
    await expectNoAxeViolations(page);

    await restore(page, context);
    await page.getByRole("button", { name: "Send reklamasjonen" }).click();
    await expect(page.getByText(/^Takk! Vi har registrert reklamasjonen din/)).toBeVisible();
  });

  test(`with ${way}, a delivery change keeps what was typed and says so at the form`, async ({
    page,
    context,
  }) => {
    await signInAs(page, "paper-subscriber", "/endre-avislevering");
    await page.getByRole("radio", { name: "Lever til en annen adresse en periode" }).check();
    const last = addDays(earliestChangeDate(platformNow()), 6);
    await page.getByLabel("Siste dag").fill(last);
    await page.getByRole("textbox", { name: "Navn på leveringsadresse" }).fill("Kari Solberg");
    const street = page.getByRole("textbox", { name: "Adresse", exact: true });
    await street.fill("Elgeseter gate");
    await page.getByRole("textbox", { name: "Gatenummer" }).fill("10");
    await page.getByRole("textbox", { name: "Postnummer" }).fill("7030");
    await expect(page.getByLabel("Poststed")).toHaveValue("TRONDHEIM");

    await fail(page, context);
    await page.getByRole("button", { name: "Registrer endringen" }).click();
    await expectFailedAtTheForm(page);
    await expect(street).toHaveValue("Elgeseter gate");
    await expect(page.getByLabel("Siste dag")).toHaveValue(last);

    await restore(page, context);
    await page.getByRole("button", { name: "Registrer endringen" }).click();
    await expect(page.getByText(/^Endringen er registrert: /)).toBeVisible();
  });
}

// A refused session (401, 406) starts sign-in at once (SPEC §8); the form being sent comes back
// filled in after signing in again, says so, and sending it then acts once (app/forms/draft.ts).
for (const refusal of ["401", "406"]) {
  test(`with the session refused (${refusal}) as a complaint is sent, it comes back filled in after signing in`, async ({
    page,
  }) => {
    await signInAs(page, "paper-subscriber", "/tilbakemelding");
    const day = lastPaperDay();
    await page.getByRole("radio", { name: "Avisen kom ikke" }).check();
    await dayCheckbox(page, day).check();
    await page.getByRole("radio", { name: /^Forleng abonnementet med 1 dag/ }).check();
    await page.getByRole("textbox", { name: "Kommentar (valgfritt)" }).fill("Tredje gang denne uka.");

    await setFault(page, "*", refusal, 1);
    await page.getByRole("button", { name: "Send reklamasjonen" }).click();
    await choosePersona(page, "paper-subscriber");
    await expect(page).toHaveURL(/\/tilbakemelding(\?|$)/);
    await expect(
      page.locator("[aria-live]").getByText(/^Du ble logget ut før skjemaet ble sendt\./),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Kommentar (valgfritt)" })).toHaveValue(
      "Tredje gang denne uka.",
    );
    await expect(page.getByRole("radio", { name: "Avisen kom ikke" })).toBeChecked();
    await expect(dayCheckbox(page, day)).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Forleng abonnementet med 1 dag/ })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Send reklamasjonen" }).click();
    await expect(page.getByText(/^Takk! Vi har registrert reklamasjonen din/)).toBeVisible();
    await expect(page.getByText(/^Du ble logget ut før skjemaet ble sendt\./)).toHaveCount(0);

    // Used once: opening the form again starts empty.
    await page.goto("/tilbakemelding");
    await expect(page.getByRole("textbox", { name: "Kommentar (valgfritt)" })).toHaveValue("");
  });
}
