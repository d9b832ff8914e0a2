// Gift subscriptions in a browser (ADR 077, ADR 087): what only a browser shows. The whole gift in
// Nynorsk on a phone — Kari gives a digital subscription for 3 months to a new e-mail address, pays
// at the provider's real page, and the e-mail's link takes Ola (no subscription), in a browser of his
// own, to the gift, which he redeems; the same code refused; Kari's list and her receipt's PDF,
// downloaded — with axe on each screen and the answers in view. And axe on the front page in a gift's
// last days. The same gift in Bokmål, and the rest of the gifts' logic (a planned gift sent when the
// clock passes its hour and withdrawn, a paper gift given by hand, a gift that moves a next payment or
// is credited, the order in a gift's last days), are in-process: tests/in-process/journeys/gifts.tsx.
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { pdfText } from "#scripts/dev-backend/documents/pdf-text.ts";
import { addDays, addMonths } from "#app/domain/oslo-date.ts";
import { formatDate } from "#app/domain/format.ts";
import { platformToday } from "./clock.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { linkSentTo, signedInElsewhere, signInAs } from "./session.ts";

// Every gift is given on a phone, where most readers are.
test.use({ viewport: { width: 390, height: 844 } });

/** Nynorsk, on the nn title: the words the journey reads and clicks. */
const w = {
  code: "sh",
  lang: "nn" as const,
  give: "Gi Sunnhordland i gåve",
  digital: "Digitalt abonnement",
  months3: /^3 månader: /,
  name: "Namnet til mottakaren",
  email: "E-postadressa til mottakaren",
  pay: /^Til betaling \(/,
  paid: "Takk! Gåva er betalt.",
  sent: "Send",
  redeemed: "Løyst inn",
  from: "Gåve frå Kari Nordmann",
  redeem: "Løys inn gåva",
  done: "Gåva er løyst inn.",
  toMinSide: "Til Min side",
  frontGift: (end: string) => `Gåve frå Kari Nordmann. Gjeld til og med ${end}.`,
  used: "Denne gåvekoden er allereie brukt.",
  receipt: "Kvittering for Digitalt abonnement",
  pdf: /som PDF$/,
  product: "Gåveabonnement",
};

/** The provider's page approves the payment; back on /gaver, the platform's word that it is paid. */
async function approveAtProvider(page: Page, paid: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeVisible();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(page).toHaveURL(/\/gaver\?/);
  const status = page.getByRole("status").filter({ hasText: paid });
  await expect(status).toBeVisible();
  await expect(status).toBeInViewport();
}

/** The gift in the giver's list with the recipient's name. */
const giftRow = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

async function pdfOf(download: Download): Promise<string> {
  return pdfText(new Uint8Array(await readFile((await download.path())!))).join("\n");
}

test("nn: a digital gift for 3 months, sent now, redeemed once, with the giver's receipt", async ({
  page,
  browser,
}) => {
  const origin = titleOrigin(w.code);
  await signInAs(page, "subscriber", `${origin}/gi-i-gave`);
  await expect(page.getByRole("heading", { level: 1, name: w.give })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: w.digital }).check();
  await page.getByRole("radio", { name: w.months3 }).check();
  await page.getByRole("textbox", { name: w.name }).fill("Ola Nordmann");
  await page.getByRole("textbox", { name: w.email }).fill("ola.gave@example.no");
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  // Before paying, what will happen, with the price on the button too.
  const summary = page.getByRole("region", { name: /^Dette skjer når du betaler/ });
  await expect(summary).toContainText("Ola Nordmann");
  await expect(summary).toContainText("ola.gave@example.no");
  await page.getByRole("button", { name: w.pay }).click();
  await approveAtProvider(page, w.paid);
  await expect(giftRow(page, "Ola Nordmann")).toContainText(w.sent);
  await expectNoAxeViolations(page);

  // Ola opens the link in the e-mail with his own account: the gift, and what redeeming does.
  const link = await linkSentTo(page, "ola.gave@example.no");
  expect(link).toMatch(new RegExp(`^${origin}/los-inn-gave\\?kode=`));
  const ola = await signedInElsewhere(browser, "no-subscription", link);
  await expect(ola.page.getByRole("heading", { name: w.from })).toBeVisible();
  const end = formatDate(addDays(addMonths(platformToday(), 3), -1), w.lang);
  await expect(ola.page.getByText(new RegExp(end.replace(".", "\\.")))).toBeVisible();
  await expectNoAxeViolations(ola.page);
  await ola.page.getByRole("button", { name: w.redeem }).click();
  const done = ola.page.getByRole("status").filter({ hasText: w.done });
  await expect(done).toBeVisible();
  await expect(done).toBeInViewport();
  await done.getByRole("link", { name: w.toMinSide }).click();
  await expect(ola.page.getByText(w.frontGift(end))).toBeVisible();
  await ola.done();

  // The same code again is refused in words that say why.
  await page.goto(link);
  await expect(page.getByText(w.used)).toBeVisible();
  await expect(page.getByRole("button", { name: w.redeem })).toHaveCount(0);

  // Kari's list says it is redeemed; her receipt names the gift and the recipient only.
  await page.goto(`${origin}/gaver`);
  await expect(giftRow(page, "Ola Nordmann")).toContainText(w.redeemed);
  await giftRow(page, "Ola Nordmann").getByRole("link", { name: w.receipt }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: w.pdf }).click(),
  ]);
  const text = await pdfOf(download);
  expect(text).toContain(w.product);
  expect(text).toContain("Ola Nordmann");
  expect(text).not.toContain("ola.gave@example.no");
});

test("in a gift's last days the front page, with what going on costs, passes axe", async ({ page }) => {
  // Tor's gift from Hanne ends in 10 days (the seed).
  await signInAs(page, "gift-recipient", `${titleOrigin("sbx")}/`);
  const end = formatDate(addDays(platformToday(), 10), "nb");
  await expect(page.getByText(`Gave fra Hanne Bakke. Gjelder til og med ${end}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Fortsett med Digital" })).toBeVisible();
  await expectNoAxeViolations(page);
});
