// The next payment (ADR 028), what only a browser shows: axe on the overdue invoice leading the front
// page and on the page back from paying it at the provider, the Nynorsk runs (a failed payment's
// notice, and the reminder's /t/ link signing in through the identity provider straight to paying
// that invoice; youth and trial on a phone without sideways scroll). What the front page says is paid
// next and that the dev backend then charges exactly that, a trial's first payment, what the overdue
// notice says and paying it, and a failed card charge with its reminder: in-process,
// tests/in-process/next-payment.test.tsx (the other kinds of subscription, and someone else's
// invoice from a reminder link: tests/in-process/front-page.test.tsx).
import { E2E_PORT, expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { choosePersona, invoiceNo, outbox, signInAs } from "./session.ts";

const dev = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;

// What the notice says, where its links go, and paying it (at the stand-in provider): in-process,
// tests/in-process/next-payment.test.tsx; so is a failed card charge with its reminder (its notice's
// axe: the Nynorsk run below). Here the two states of the page, each with axe.
test("unpaid-invoice: the overdue invoice leading the page, and the page back from paying it", async ({
  page,
}) => {
  await signInAs(page, "unpaid-invoice", "/");
  const notice = page.getByRole("region", { name: "Fakturaen er ikke betalt" });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);

  await notice.getByRole("link", { name: "Betal 299 kr nå" }).click();
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await page.getByRole("link", { name: "Tilbake til Min side" }).click();
  await expect(
    page.getByText("Betalingen er i orden. Takk! Du har ingen ubetalte fakturaer som har forfalt."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
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
