// The messages the reader chose (ADR 080), what only a browser shows: the Nynorsk run of receipts
// turned off by e-mail and SMS for leveringsavvik (the answer in view on a phone, axe, a second reader
// in a browser of their own), and axe on the page an e-mail's stop link opens signed out. The Bokmål
// run, what a stop link does (and a changed one does not), and marketing on /varsler and in the
// privacy settings being one setting are proven in-process: tests/in-process/journeys/messages.tsx.
import type { Page } from "@playwright/test";
import { personaById } from "#tests/fixtures/personas/all.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { announceDisruption, outbox, signedInElsewhere, signInAs, type OutboxMessage } from "./session.ts";

// On a phone, where most readers are.
test.use({ viewport: { width: 390, height: 844 } });

/** The outbox's record of a message: sent, or held back and why (ADR 080). */
type Recorded = OutboxMessage & {
  kind?: string;
  status?: "sent" | "held";
  reason?: string | null;
  headers?: Record<string, string> | null;
};

const recorded = async (page: Page) => (await outbox(page)) as Recorded[];

// The nb run: tests/in-process/journeys/messages.tsx.
const LANGUAGES = [
  {
    code: "sh",
    lang: "nn" as const,
    receipts: "Kvitteringar for endringar",
    delivery: "Leveringsavvik",
    none: "Ingen",
    sms: "SMS",
    saveReceipts: "Lagre kvitteringar for endringar",
    saveDelivery: "Lagre leveringsavvik",
    savedNone: "Lagra. Kvitteringar for endringar: Ingen.",
    savedSms: "Lagra. Leveringsavvik: SMS.",
    next: "Hald fram",
    confirm: "Stadfest endringa",
    changed: "Endringa er registrert",
  },
];

for (const w of LANGUAGES) {
  test(`${w.lang}: receipts off by e-mail hold back a change's receipt, not a payment's; SMS for leveringsavvik sends one`, async ({
    page,
    browser,
  }) => {
    const origin = titleOrigin(w.code);
    const reader = personaById("unpaid-invoice")!.identity;
    await signInAs(page, "unpaid-invoice", `${origin}/varsler`);
    const receipts = page.getByRole("region", { name: w.receipts });
    await receipts.getByRole("radio", { name: w.none }).check();
    await receipts.getByRole("button", { name: w.saveReceipts }).click();
    const saved = receipts.getByText(w.savedNone);
    await expect(saved).toBeVisible();
    await expect(saved).toBeInViewport();
    await expectNoAxeViolations(page);

    // A change of plan: its receipt is held back, and the outbox says why.
    await page.goto(`${origin}/endre-abonnement`);
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: w.next }).click();
    await page.getByRole("button", { name: w.confirm }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.changed })).toBeVisible();
    const toReader = (await recorded(page)).filter((m) => m.recipient === reader.email);
    const held = toReader.filter((m) => m.status === "held");
    expect(held, "the change's receipt, held back").toHaveLength(1);
    expect(held[0]!.kind).toBe("receipts");
    expect(held[0]!.reason).toBeTruthy();
    expect(toReader.filter((m) => m.status !== "held" && m.kind === "receipts")).toHaveLength(0);

    // Paying the overdue invoice: the receipt of a payment is always sent.
    await page.goto(`${origin}/fakturaoversikt`);
    const pay = page.getByRole("link", { name: /^Betal faktura \d+$/ }).first();
    const invoiceNo = (await pay.textContent())!.replace(/\D/g, "");
    await pay.click();
    await page.getByRole("radio", { name: "Betalingskort" }).check();
    await page.getByRole("button", { name: /^Betal \d/ }).click();
    await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Takk! Faktura ${invoiceNo} er betalt.` }),
    ).toBeVisible();
    const paid = (await recorded(page)).filter(
      (m) => m.recipient === reader.email && m.text.includes(`Faktura ${invoiceNo} er betalt.`),
    );
    expect(paid.map((m) => m.status ?? "sent")).toEqual(["sent"]);

    // A paper reader turns SMS on for leveringsavvik; a disruption where the paper goes: one SMS.
    const paper = personaById("paper-subscriber")!;
    const other = await signedInElsewhere(browser, "paper-subscriber", `${origin}/varsler`);
    const delivery = other.page.getByRole("region", { name: w.delivery });
    await delivery.getByRole("radio", { name: w.sms, exact: true }).check();
    await delivery.getByRole("button", { name: w.saveDelivery }).click();
    await expect(delivery.getByText(w.savedSms)).toBeVisible();
    await announceDisruption(other.page, {
      postalCode: paper.deliveryAddress!.postalCode,
      message: "Avisen kommer senere enn vanlig i dag på grunn av snøvær.",
    });
    const smsTo = async () =>
      (await recorded(other.page)).filter(
        (m) => m.channel === "sms" && m.recipient === paper.identity.phoneNumber && m.kind === "delivery",
      );
    expect(await smsTo()).toHaveLength(1);
    await other.page.goto(`${origin}/`);
    await expect(other.page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
    await other.page.reload();
    await expect(other.page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
    expect(await smsTo()).toHaveLength(1);
    await other.done();
  });
}

// What the link turns off, and that a changed one changes nothing: tests/in-process/journeys/messages.tsx.
test("an e-mail's stop link opened signed out, in a browser of its own: the page it opens", async ({
  page,
  browser,
}) => {
  const reader = personaById("subscriber")!.identity;
  await signInAs(page, "subscriber", "/endre-abonnement");
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await page.getByRole("button", { name: "Bekreft endringen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Endringen er registrert" })).toBeVisible();
  const receipt = (await recorded(page)).find(
    (m) => m.recipient === reader.email && m.kind === "receipts" && m.status !== "held",
  );
  const link = receipt?.text.match(/https?:\/\/\S+\/avmeld\?token=\S+/)?.[0];
  expect(link, "the receipt's stop link").toBeTruthy();

  const stranger = await browser.newContext();
  const signedOut = await stranger.newPage();
  await signedOut.goto(link!);
  await expect(
    signedOut.getByRole("heading", {
      level: 1,
      name: "Du får ikke lenger e-post om kvitteringer for endringer",
    }),
  ).toBeVisible();
  await expectNoAxeViolations(signedOut);
  await stranger.close();
});
