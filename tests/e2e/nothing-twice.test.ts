// Nothing twice (ADR 021): a double click, or a second submit while a slow answer is on its way,
// files one complaint and registers one delivery change — each carries one idempotency key made
// when the intent was formed (docs/decisions/006), and the dev backend requires it.
import type { Page } from "@playwright/test";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { formatDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { expect, test } from "./fixtures.ts";
import { clearFaults, outbox, setFault, signInAs } from "./session.ts";
import { dayCheckbox, lastPaperDay } from "./complaint-steps.ts";
import { platformNow } from "./clock.ts";

test.beforeEach(() => {
  // Several screens and a slow answer each: on a loaded 2-core machine they pass 30 s.
  test.slow();
});
test.afterEach(async ({ page }) => clearFaults(page));

const complaintMails = async (page: Page) =>
  (await outbox(page)).filter((m) => m.channel === "email" && m.text.includes("reklamasjonen")).length;

/** Submits the form twice before the first answer is in: what a double click does on a slow line. */
const submitTwice = (page: Page, button: string) =>
  page.getByRole("button", { name: button }).evaluate((element) => {
    const form = (element as HTMLButtonElement).form!;
    form.requestSubmit(element as HTMLButtonElement);
    form.requestSubmit(element as HTMLButtonElement);
  });

async function fillComplaint(page: Page, signIn = true) {
  if (signIn) await signInAs(page, "paper-subscriber", "/tilbakemelding");
  await page.getByRole("radio", { name: "Avisen kom ikke" }).check();
  await dayCheckbox(page, lastPaperDay()).check();
  await page.getByRole("radio", { name: /^Trekk \d+ kr fra neste faktura/ }).check();
  await page.getByRole("textbox", { name: "Kommentar (valgfritt)" }).fill("Ingen avis i postkassen.");
}

test("a double click on Send reklamasjonen files one complaint", async ({ page }) => {
  await fillComplaint(page);
  await page.getByRole("button", { name: "Send reklamasjonen" }).dblclick();
  await expect(page.getByText(/^Takk! Vi har registrert reklamasjonen din/)).toBeVisible();
  expect(await complaintMails(page)).toBe(1);
});

test("two submits while a slow answer is on its way file one complaint", async ({ page }) => {
  await fillComplaint(page);
  await setFault(page, "complaint", "slow:1500", 2);
  await submitTwice(page, "Send reklamasjonen");
  await expect(page.getByText(/^Takk! Vi har registrert reklamasjonen din/)).toBeVisible();
  expect(await complaintMails(page)).toBe(1);
});

test("a reload while the complaint is on its way, then the same complaint sent again, files one", async ({
  page,
}) => {
  await fillComplaint(page);
  await setFault(page, "complaint", "slow:1500", 1);
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await page.reload();
  // The same screen (its key is in the address) and the same complaint: the same key.
  await fillComplaint(page, false);
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await expect(page.getByText(/^Takk! Vi har registrert reklamasjonen din/)).toBeVisible();
  await expect.poll(() => complaintMails(page)).toBe(1);
});

async function fillStop(page: Page) {
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  await page.getByRole("radio", { name: "Stopp avisen en periode, for eksempel i ferien" }).check();
  const earliest = earliestChangeDate(platformNow());
  await page.getByLabel("Siste dag").fill(addDays(earliest, 6));
  return `Stopp i leveringen fra ${formatDate(earliest, "nb")} til ${formatDate(addDays(earliest, 6), "nb")}`;
}

const registeredChanges = (page: Page, summary: string) =>
  page
    .getByRole("region", { name: "Registrerte endringer" })
    .getByRole("listitem")
    .filter({ hasText: summary });

for (const [how, answer] of [
  ["a double click", "fast"],
  ["two submits on a slow line", "slow"],
] as const) {
  test(`${how} registers one delivery change (${answer} answer)`, async ({ page }) => {
    const summary = await fillStop(page);
    if (answer === "slow") {
      await setFault(page, "delivery/change", "slow:1500", 2);
      await submitTwice(page, "Registrer endringen");
    } else {
      await page.getByRole("button", { name: "Registrer endringen" }).dblclick();
    }
    await expect(page.getByText(`Endringen er registrert: ${summary}.`)).toBeVisible();
    await page.reload();
    await expect(registeredChanges(page, summary)).toHaveCount(1);
  });
}
