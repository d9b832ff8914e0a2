// The next payment (ADR 028): the front page says what is paid next (date, amount as charged,
// method, period; a trial's first payment; none when cancelled; a pending change's amount) and what the dev backend
// then charges is exactly that; a failed or overdue payment leads the page, with one tap to pay it,
// and the reminder's /t/ link lands on paying that invoice (someone else's invoice from such a link:
// tests/in-process/front-page.test.tsx).
import type { Page } from "@playwright/test";
import { formatDate } from "#app/domain/format.ts";
import { E2E_PORT, expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { choosePersona, invoiceNo, outbox, providerTrips, signInAs } from "./session.ts";

const dev = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;

interface Charged {
  ariaInvoiceNo: string;
  amount: number;
  status: string;
  periodFrom: string;
  periodTo: string;
}

/** The dev backend performs the persona's next scheduled charge now (POST /_dev/charge). */
async function charge(page: Page, persona: string, titleCode: string, fail = false): Promise<Charged> {
  const response = await page.request.post(dev("/_dev/charge"), { data: { persona, titleCode, fail } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Charged;
}

/** The value of one fact in the "Neste betaling" list of the payment card. */
const fact = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "Betaling", exact: true })
    .locator("dt", { hasText: name })
    .locator("+ dd");

test("subscriber: the front page's next payment is what the dev backend then charges", async ({ page }) => {
  await signInAs(page, "subscriber", "/");
  const card = page.getByRole("region", { name: "Betaling", exact: true });
  await expect(card.getByRole("heading", { level: 3, name: "Neste betaling" })).toBeVisible();
  await expect(fact(page, "Betales med")).toHaveText("kort som slutter på 4417");
  await expect(fact(page, "Beløp")).toHaveText(/^\d[\d ]* kr$/);
  const shownDate = await fact(page, "Dato").textContent();
  const shownAmount = await fact(page, "Beløp").textContent();
  const shownPeriod = await fact(page, "Gjelder perioden").textContent();
  await expectNoAxeViolations(page);

  const charged = await charge(page, "subscriber", "SBX");
  expect(charged.status).toBe("APPROVED");
  expect(`${charged.amount} kr`).toBe(shownAmount);
  expect(formatDate(charged.periodFrom, "nb")).toBe(shownDate);
  expect(`${formatDate(charged.periodFrom, "nb")} – ${formatDate(charged.periodTo, "nb")}`).toBe(shownPeriod);

  // The charge is an invoice paid with the card; the next payment has moved on one period.
  await page.reload();
  await expect(fact(page, "Dato")).not.toHaveText(shownDate!);
  await expect(fact(page, "Gjelder perioden")).toContainText(
    formatDate(
      new Date(Date.parse(`${charged.periodTo}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
      "nb",
    ),
  );
  await page.getByRole("link", { name: "Se alle fakturaer" }).click();
  await expect(page.getByRole("region").first()).toContainText(`faktura ${charged.ariaInvoiceNo}`);
  await expect(page.getByRole("region").first()).toContainText("Betalt");
});

// What comes next for a cancelled subscription, a pending change, youth (Vipps) and a family member
// (nothing to pay), and none for a former subscriber: in-process (tests/in-process/front-page.test.tsx,
// ADR 085). Here a trial's, with axe on the card.
test("trial: the first payment comes when the free period is over", async ({ page }) => {
  await signInAs(page, "trial", "/");
  const card = page.getByRole("region", { name: "Betaling", exact: true });
  await expect(
    card.getByText("Prøveperioden er gratis. Den første betalingen kommer når den er over."),
  ).toBeVisible();
  await expect(fact(page, "Dato")).toHaveText(/^\d{1,2}\. \w+ \d{4}$/);
  await expect(fact(page, "Beløp")).toHaveText(/^\d[\d ]* kr$/);
  await expect(fact(page, "Betales med")).toHaveText("ingen betalingsmåte er valgt ennå");
  await expectNoAxeViolations(page);
});

test("unpaid-invoice: the overdue invoice leads the page; paying it now leaves the page sorted", async ({
  page,
}) => {
  await signInAs(page, "unpaid-invoice", "/");
  const notice = page.getByRole("region", { name: "Fakturaen er ikke betalt" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    new RegExp(`Faktura ${invoiceNo("unpaid-invoice")} på 299 kr forfalt \\d{1,2}\\. \\w+ \\d{4}\\.`),
  );
  await expect(notice).toContainText(
    /Betaler du ikke, stopper tilgangen til abonnementet \d{1,2}\. \w+ \d{4}\./,
  );
  // It comes before every card of the page.
  const regions = await page
    .getByRole("region")
    .evaluateAll((all) => all.map((r) => r.getAttribute("aria-labelledby")));
  expect(regions[0]).toBe("betalingsproblem");
  // The invoice line says the due date has passed.
  await expect(page.getByText(/^Ubetalt, forfalt \d{1,2}\. \w+ \d{4}$/)).toBeVisible();
  await expect(notice.getByRole("link", { name: "Endre betalingsmetode" })).toHaveAttribute(
    "href",
    "/endre-betalingsmetode",
  );
  await expectNoAxeViolations(page);

  await notice.getByRole("link", { name: "Betal 299 kr nå" }).click();
  await expect(page).toHaveURL(new RegExp(`/betal-faktura/${invoiceNo("unpaid-invoice")}`));
  await expect(page.locator("dt", { hasText: "Forfalt" })).toBeVisible();
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Takk! Faktura ${invoiceNo("unpaid-invoice")} er betalt.` }),
  ).toBeVisible();
  expect((await providerTrips(page, invoiceNo("unpaid-invoice"))).map((t) => t.status)).toEqual(["APPROVED"]);

  await page.getByRole("link", { name: "Tilbake til Min side" }).click();
  await expect(
    page.getByText("Betalingen er i orden. Takk! Du har ingen ubetalte fakturaer som har forfalt."),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Fakturaen er ikke betalt" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a failed card charge from the dev backend leads the page and its reminder goes out by SMS and e-mail", async ({
  page,
}) => {
  await signInAs(page, "subscriber", "/");
  await expect(page.getByRole("heading", { name: "Neste betaling" })).toBeVisible();
  const charged = await charge(page, "subscriber", "SBX", true);
  expect(charged.status).toBe("FAILED");

  await page.reload();
  const notice = page.getByRole("region", { name: "Betalingen gikk ikke gjennom" });
  await expect(notice).toContainText(`Vi fikk ikke trukket ${charged.amount} kr fra kortet ditt`);
  await expect(notice.getByRole("link", { name: `Betal ${charged.amount} kr nå` })).toHaveAttribute(
    "href",
    `/betal-faktura/${charged.ariaInvoiceNo}`,
  );
  await expectNoAxeViolations(page);

  const link = `${titleOrigin("sbx")}/t/betal-faktura/${charged.ariaInvoiceNo}`;
  const messages = await outbox(page);
  expect(messages.find((m) => m.channel === "sms" && m.recipient === "92345678")?.text).toContain(link);
  expect(
    messages.find((m) => m.channel === "email" && m.recipient === "kari.nordmann@example.no")?.text,
  ).toContain(link);
});

test("payment-failed in an nn title: the notice in Nynorsk, and the SMS link signs in straight to the payment", async ({
  page,
}) => {
  const sh = titleOrigin("sh");
  await signInAs(page, "payment-failed", `${sh}/`);
  const notice = page.getByRole("region", { name: "Betalinga gjekk ikkje gjennom" });
  await expect(notice).toContainText(/Vi fekk ikkje trekt 299 kr frå kortet ditt/);
  await expect(notice.getByRole("link", { name: "Betal 299 kr no" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Neste betaling" })).toBeVisible();
  await expectNoAxeViolations(page);

  const reminded = await page.request.post(dev("/_dev/reminders"), {
    data: { persona: "payment-failed", titleCode: "SH" },
  });
  expect(reminded.ok()).toBe(true);
  const sms = (await outbox(page)).find((m) => m.channel === "sms" && m.recipient === "95871234")!;
  const link = sms.text.match(/https?:\/\/\S+\/t\/betal-faktura\/\d+/)![0];
  expect(link).toBe(`${sh}/t/betal-faktura/${invoiceNo("payment-failed")}`);

  // A fresh browser: the link asks for sign-in and lands on paying exactly that invoice.
  await page.context().clearCookies();
  await page.goto(link);
  await choosePersona(page, "payment-failed");
  await expect(page).toHaveURL(new RegExp(`^${sh}/betal-faktura/${invoiceNo("payment-failed")}\\?`));
  expect(new URL(page.url()).searchParams.get("source")).toBe("sms");
  await expect(page.getByRole("heading", { level: 1, name: "Betal faktura" })).toBeVisible();
  await expect(page.getByText(invoiceNo("payment-failed")).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("youth and trial in an nn title: Neste betaling in Nynorsk, on a phone without sideways scroll", async ({
  page,
}) => {
  const sh = titleOrigin("sh");
  await page.setViewportSize({ width: 320, height: 800 });
  await signInAs(page, "youth", `${sh}/`);
  const card = page.getByRole("region", { name: "Betaling", exact: true });
  await expect(card.getByRole("heading", { level: 3, name: "Neste betaling" })).toBeVisible();
  await expect(card.locator("dt", { hasText: "Blir betalt med" }).locator("+ dd")).toHaveText("Vipps");
  await expect(card.locator("dt", { hasText: "Gjeld perioden" }).locator("+ dd")).toHaveText(
    /^\d{1,2}\. \w+ \d{4} – \d{1,2}\. \w+ \d{4}$/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await signInAs(page, "trial", `${sh}/`);
  await expect(
    page.getByText("Prøveperioden er gratis. Den første betalinga kjem når han er over."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
