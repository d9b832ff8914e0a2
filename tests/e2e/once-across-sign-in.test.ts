// Exactly once across a new sign-in (ADR 048): a delivery change whose answer was lost, then a
// session that ran out, then signing in again and sending the form that came back: one change. The
// key is the account's for that call at the platform, not the session's.
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { formatDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { expect, test } from "./fixtures.ts";
import { advanceClock, choosePersona, signInAs } from "./session.ts";
import { platformNow } from "./clock.ts";

test(
  "a change whose answer was lost, sent again after the session ran out, is registered once",
  {
    tag: "@dated",
  },
  async ({ page }) => {
    test.slow();
    await signInAs(page, "paper-subscriber", "/endre-avislevering");
    // Days ahead, so eight hours later the first day is still in time.
    const first = earliestChangeDate(new Date(platformNow().getTime() + 3 * 24 * 60 * 60 * 1000));
    const last = addDays(first, 4);
    await page.getByRole("radio", { name: "Stopp avisen en periode, for eksempel i ferien" }).check();
    await page.getByLabel("Første dag").fill(first);
    await page.getByLabel("Siste dag").fill(last);

    // The platform acts, but its answer never reaches the browser.
    let lost = 0;
    await page.route("**/api/delivery/change**", async (route) => {
      if (route.request().method() !== "POST" || lost > 0) return route.fallback();
      lost += 1;
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Registrer endringen" }).click();
    await expect(page.getByText(/^Vi fikk ikke fullført/).first()).toBeVisible();
    expect(lost).toBe(1);

    // The session runs out; sending again starts sign-in, and the form comes back filled in.
    await advanceClock(page, 8 * 60 + 1);
    await page.getByRole("button", { name: "Registrer endringen" }).click();
    await choosePersona(page, "paper-subscriber");
    await expect(page).toHaveURL(/\/endre-avislevering(\?|$)/);
    await expect(
      page.locator("[aria-live]").getByText(/^Du ble logget ut før skjemaet ble sendt\./),
    ).toBeVisible();
    await expect(page.getByLabel("Siste dag")).toHaveValue(last);
    await page.getByRole("button", { name: "Registrer endringen" }).click();

    const summary = `Stopp i leveringen fra ${formatDate(first, "nb")} til ${formatDate(last, "nb")}`;
    await expect(page.getByText(`Endringen er registrert: ${summary}.`)).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole("region", { name: "Registrerte endringer" })
        .getByRole("listitem")
        .filter({ hasText: summary }),
    ).toHaveCount(1);
  },
);
