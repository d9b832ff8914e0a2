// /historikk (ADR 030): one history of the subscription, newest first, each entry with its date
// and time in Norway and a link to its screen — what a subscriber would otherwise ask customer
// service. Something done shows up first with today's date; every persona has a history; an nn
// title words it in Nynorsk; a failed call says so in Norwegian; axe-clean on phone and desktop.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { formatDate, formatMonth } from "#app/domain/format.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { clearFaults, invoiceNo, setFault, signInAs } from "./session.ts";
import { platformNow, platformToday } from "./clock.ts";
import { personaById } from "#tests/fixtures/personas/all.ts";

const sandbox = JSON.parse(readFileSync("titles/sbx.json", "utf8")) as { customerCenterPhoneNumber: string };

/** This month's list of entries ("november 2026", the same in nb and nn), named by its heading. */
function thisMonth(page: Page) {
  const name = formatMonth(platformToday().slice(0, 7), "nb");
  return page.getByRole("list", { name, exact: true }).getByRole("listitem");
}

/** The entry says today's date in Oslo and a time, and its <time> holds an instant of the last minutes. */
async function expectJustNow(entry: ReturnType<typeof thisMonth>, locale: "nb" | "nn" = "nb") {
  await expect(entry.locator("time")).toHaveText(
    new RegExp(`^${formatDate(platformToday(), locale)}, kl\\. \\d{2}\\.\\d{2}$`),
  );
  const at = Date.parse((await entry.locator("time").getAttribute("datetime"))!);
  expect(Math.abs(platformNow().getTime() - at)).toBeLessThan(10 * 60_000);
}

test("subscriber cancels and takes it back, changes a consent, and finds each first in the history", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/");
  await page.getByRole("link", { name: "Se hva som har skjedd med abonnementet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Historikk" })).toBeVisible();
  await expect(page.getByText("Alt som har skjedd med abonnementet ditt, det siste først.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Bestilte Digital" })).toHaveAttribute(
    "href",
    "/endre-abonnement",
  );

  // Cancel, then take it back.
  await page.goto("/avslutt-abonnement");
  await page.getByRole("radio", { name: "Abonnementet er for dyrt" }).check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await page.getByRole("button", { name: "Nei takk, avslutt abonnementet" }).click();
  await expect(page).toHaveURL(/\/abonnement-avsluttet$/);
  await page.goto("/angre-oppsigelse");
  await page.getByRole("button", { name: "Behold abonnementet" }).click();
  await expect(page).toHaveURL(/\/abonnement-reaktivert$/);

  await page.goto("/historikk");
  let entries = thisMonth(page);
  await expect(entries.nth(0)).toContainText("Angret oppsigelsen av Digital");
  await expect(entries.nth(1)).toContainText("Sa opp Digital");
  await expectJustNow(entries.nth(0));
  await expectJustNow(entries.nth(1));

  // A consent choice changed.
  await page.goto("/personverninnstillinger");
  await page.getByRole("checkbox", { name: "Analyse av bruken" }).check();
  await page.getByRole("button", { name: "Lagre valgene" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Valgene dine er lagret" })).toBeVisible();

  await page.goto("/historikk");
  entries = thisMonth(page);
  await expect(entries.first()).toContainText("Endret samtykkene");
  await expect(entries.first()).toContainText("Analyse av bruken: ja");
  await expectJustNow(entries.first());
  await entries.first().getByRole("link", { name: "Endret samtykkene" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Personverninnstillinger" })).toBeVisible();
});

test("paper-subscriber stops the paper and finds the stop first in the history, leading back to the delivery screen", async ({
  page,
}) => {
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  const earliest = earliestChangeDate(platformNow());
  const last = addDays(earliest, 6);
  await page.getByRole("radio", { name: "Stopp avisen en periode, for eksempel i ferien" }).check();
  await page.getByLabel("Siste dag").fill(last);
  await page.getByRole("button", { name: "Registrer endringen" }).click();
  await expect(page.getByText(/^Endringen er registrert/)).toBeVisible();

  await page.goto("/historikk");
  const stop = thisMonth(page).first();
  const says = `Meldte stopp i leveringen fra ${formatDate(earliest, "nb")} til ${formatDate(last, "nb")}`;
  await expect(stop.getByRole("link", { name: says })).toBeVisible();
  await expectJustNow(stop);
  await stop.getByRole("link", { name: says }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Endre avislevering" })).toBeVisible();
});

test("unpaid-invoice sees its invoices, and a charge that failed, first", async ({ page }) => {
  await signInAs(page, "unpaid-invoice", "/historikk");
  const open = page
    .getByRole("listitem")
    .filter({ hasText: `Faktura ${invoiceNo("unpaid-invoice")} på 299 kr` });
  await expect(open).toContainText("Ikke betalt.");
  await expect(
    page.getByRole("listitem").filter({ hasText: `Faktura ${invoiceNo("unpaid-invoice", 1)} på 299 kr` }),
  ).toContainText("Betalt.");

  await page.goto(`/betal-faktura/${invoiceNo("unpaid-invoice")}`);
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await page.getByRole("button", { name: "Feil" }).click();
  await expect(page.getByRole("alert")).toContainText("Betalingen gikk ikke gjennom.");

  await page.goto("/historikk");
  const failed = thisMonth(page).first();
  await expect(failed).toContainText(
    `Trekket på 299 kr for faktura ${invoiceNo("unpaid-invoice")} gikk ikke gjennom`,
  );
  await expectJustNow(failed);
  // A failed charge leads to paying that invoice; a paid one to its receipt.
  await failed.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/betal-faktura/${invoiceNo("unpaid-invoice")}`));
  await expect(page.getByRole("heading", { level: 1, name: "Betal faktura" })).toBeVisible();
  await page.goto("/historikk");
  await page
    .getByRole("listitem")
    .filter({ hasText: `Faktura ${invoiceNo("unpaid-invoice", 1)} på 299 kr` })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(new RegExp(`/dokument/faktura/${invoiceNo("unpaid-invoice", 1)}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`Faktura ${invoiceNo("unpaid-invoice", 1)}`) }),
  ).toBeVisible();
});

// Every persona with a past has a dated history, and what youth, trial and cancelled did is in it:
// in-process (tests/in-process/history.test.tsx, ADR 085).

test("former-subscriber finds the history from /ingen-abonnement: the old invoices are there", async ({
  page,
}) => {
  await signInAs(page, "former-subscriber", "/");
  await expect(page).toHaveURL(/\/ingen-abonnement$/);
  await page.getByRole("link", { name: "Se hva som har skjedd med abonnementet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Historikk" })).toBeVisible();
  const newest = page
    .getByRole("listitem")
    .filter({ hasText: `Faktura ${invoiceNo("former-subscriber")} på 299 kr` });
  await expect(newest).toContainText("Betalt.");
  // The invoice run: 06:00 on its period's first day (the subscription's own period).
  const invoiced = personaById("former-subscriber", platformToday())!.invoices.at(-1)!;
  await expect(newest.locator("time")).toHaveText(`${formatDate(invoiced.periodFrom, "nb")}, kl. 06.00`);
});

test("in an nn title the history is in Nynorsk, and axe-clean on a phone and a desktop", async ({ page }) => {
  const sh = titleOrigin("sh");
  await signInAs(page, "subscriber", `${sh}/`);
  await page.getByRole("link", { name: "Sjå kva som har hendt med abonnementet" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "nn");
  await expect(page.getByRole("heading", { level: 1, name: "Historikk" })).toBeVisible();
  await expect(page.getByText("Alt som har hendt med abonnementet ditt, det siste først.")).toBeVisible();
  // The invoice run: 06:00 on the first day of the subscription's own period, the one today is in,
  // listed under that day's month (on the 2nd of a month, the month before).
  const newest = personaById("subscriber", platformToday())!.invoices.at(-1)!;
  const invoice = page
    .getByRole("list", { name: formatMonth(newest.periodFrom.slice(0, 7), "nn"), exact: true })
    .getByRole("listitem")
    .filter({ hasText: /^.*Faktura \d+ på 299 kr/ })
    .first();
  await expect(invoice).toContainText("Betalt.");
  await expect(invoice.locator("time")).toHaveText(`${formatDate(newest.periodFrom, "nn")}, kl. 06.00`);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
});

test("axe-clean in nb on a phone and a desktop", async ({ page }) => {
  await signInAs(page, "unpaid-invoice", "/historikk");
  await expect(page.getByRole("heading", { level: 1, name: "Historikk" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
});

test("a failed call says so in Norwegian, with the customer centre and a retry that works", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/");
  await setFault(page, "history/*", "500", 1);
  await page.goto("/historikk");
  await expect(page.getByText("Historikken kan ikke vises akkurat nå.")).toBeVisible();
  await expect(page.getByRole("link", { name: sandbox.customerCenterPhoneNumber }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Prøv igjen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Historikk" })).toBeVisible();
  await clearFaults(page);
});
