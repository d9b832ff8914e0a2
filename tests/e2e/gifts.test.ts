// Gift subscriptions (ADR 077), in Bokmål and Nynorsk: Kari gives a digital subscription for 3 months
// to a new e-mail address, sent at once; the e-mail's link takes Ola (no subscription) to the gift,
// which says what redeeming does before it does it; his front page then says who gave it and when it
// ends; the same code is refused the next time; Kari's list says it is redeemed, and her receipt reads
// back from its PDF. Then, in Bokmål: a planned gift waits for its hour and goes when the clock passes
// it, and is withdrawn with the money back; a paper gift given by hand (the card's PDF) comes to the
// recipient's address; a gift to someone who has the product already moves their next payment, and
// one of another product is credited, which Neste betaling says; in a gift's last days the front page
// leads to an order that begins the day after it.
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { pdfText } from "#scripts/dev-backend/documents/pdf-text.ts";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays, addMonths, osloDateTime } from "#app/domain/oslo-date.ts";
import { formatDate } from "#app/domain/format.ts";
import { platformNow, platformToday } from "./clock.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { advanceClock, linkSentTo, outbox, signedInElsewhere, signInAs } from "./session.ts";

// Every gift is given on a phone, where most readers are.
test.use({ viewport: { width: 390, height: 844 } });

const LANGUAGES = [
  {
    code: "sbx",
    lang: "nb" as const,
    give: "Gi Sandkasseavisa i gave",
    digital: "Digitalt abonnement",
    months3: /^3 måneder: /,
    name: "Mottakerens navn",
    email: "Mottakerens e-post",
    pay: /^Til betaling \(/,
    paid: "Takk! Gaven er betalt.",
    sent: "Sendt",
    redeemed: "Løst inn",
    from: "Gave fra Kari Nordmann",
    redeem: "Løs inn gaven",
    done: "Gaven er løst inn.",
    toMinSide: "Til Min side",
    frontGift: (end: string) => `Gave fra Kari Nordmann. Gjelder til og med ${end}.`,
    used: "Denne gavekoden er allerede brukt.",
    receipt: "Kvittering for Digitalt abonnement",
    pdf: /som PDF$/,
    product: "Gaveabonnement",
  },
  {
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
  },
];

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

for (const w of LANGUAGES) {
  test(`${w.lang}: a digital gift for 3 months, sent now, redeemed once, with the giver's receipt`, async ({
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
}

/** The day after the platform's today, at 08:00 in Oslo: a gift planned for then. */
function tomorrowMorning() {
  return addDays(platformToday(), 1);
}

test("a planned gift waits for its hour, is sent when the clock passes it, and is withdrawn with the money back", async ({
  page,
}) => {
  const origin = titleOrigin("sbx");
  await signInAs(page, "subscriber", `${origin}/gi-i-gave`);
  await page.getByRole("radio", { name: "Digitalt abonnement" }).check();
  await page.getByRole("radio", { name: /^1 måned: / }).check();
  await page.getByRole("textbox", { name: "Mottakerens navn" }).fill("Siri Dahl");
  await page.getByRole("textbox", { name: "Mottakerens e-post" }).fill("siri.dahl@example.no");
  await page.getByRole("radio", { name: "En dag og et klokkeslett jeg velger" }).check();
  await page.getByLabel("Dag", { exact: true }).fill(tomorrowMorning());
  await page.getByRole("textbox", { name: "Klokkeslett" }).fill("08:00");
  await page.getByRole("textbox", { name: "Hilsen (valgfritt)" }).fill("God jul, Siri! 🎄");
  await page.getByRole("radio", { name: "Vipps" }).check();
  await expect(page.getByRole("region", { name: "Dette skjer når du betaler" })).toContainText(
    "kl. 08.00, ikke før",
  );
  await page.getByRole("button", { name: /^Til betaling \(/ }).click();
  await approveAtProvider(page, "Takk! Gaven er betalt.");
  const row = giftRow(page, "Siri Dahl");
  await expect(row).toContainText("Planlagt");
  const toSiri = async () => (await outbox(page)).filter((m) => m.recipient === "siri.dahl@example.no");
  expect(await toSiri()).toHaveLength(0);

  // Past 08:00 tomorrow, it has gone, with the message.
  const now = osloDateTime(platformNow());
  const minutesToEight = 24 * 60 + 8 * 60 - (Number(now.time.slice(0, 2)) * 60 + Number(now.time.slice(3)));
  await advanceClock(page, minutesToEight + 1);
  await expect.poll(async () => (await toSiri()).length).toBe(1);
  expect((await toSiri())[0]!.text).toContain("God jul, Siri! 🎄");
  // A day on, the session has run out: signed in again.
  await signInAs(page, "subscriber", `${origin}/gaver`);
  await expect(row).toContainText("Sendt");

  // Withdrawn within 14 days: the code stops working, and the money comes back with a credit note.
  await row.getByRole("button", { name: "Angre gaven til Siri Dahl" }).click();
  const said = page.getByText(/^Gaven til Siri Dahl er angret\. Du får \d+ kr tilbake\.$/);
  await expect(said).toBeVisible();
  await expect(said).toBeInViewport();
  await expect(row).toContainText("Angret");
  await row.getByRole("link", { name: "Kreditnota" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Kreditnota / })).toBeVisible();
  await expectNoAxeViolations(page);
  // The history tells both, as they were.
  await page.goto(`${origin}/historikk`);
  await expect(page.getByText("Ga Digitalt abonnement i 1 måned i gave til Siri Dahl")).toBeVisible();
  await expect(page.getByText("Angret gaven til Siri Dahl")).toBeVisible();
  await page.goto(await linkSentTo(page, "siri.dahl@example.no"));
  await expect(
    page.getByText("Denne gaven er trukket tilbake av giveren, så koden virker ikke lenger."),
  ).toBeVisible();
});

/** The code on a card gift's PDF, downloaded from the giver's list. */
async function codeOnCard(page: Page, recipient: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    giftRow(page, recipient)
      .getByRole("link", { name: `Last ned gavekortet til ${recipient} (PDF)` })
      .click(),
  ]);
  const code = (await pdfOf(download)).match(/\b[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b/)?.[0];
  expect(code, "a gift code on the card").toBeTruthy();
  return code!;
}

test("a paper gift given by hand: its card's code, and the paper comes to the recipient's address", async ({
  page,
  browser,
}) => {
  const origin = titleOrigin("sbx");
  await signInAs(page, "subscriber", `${origin}/gi-i-gave`);
  await page.getByRole("radio", { name: "Papiravis og digitalt" }).check();
  await page.getByRole("radio", { name: /^3 måneder: / }).check();
  await page.getByRole("textbox", { name: "Mottakerens navn" }).fill("Ánne Márjá Somby");
  await page.getByRole("radio", { name: "Jeg gir den selv" }).check();
  await page.getByRole("textbox", { name: "Navn på leveringsadresse" }).fill("Ánne Márjá Somby");
  await page.getByRole("textbox", { name: "Adresse", exact: true }).fill("Storgata");
  await page.getByRole("textbox", { name: "Gatenummer" }).fill("12");
  await page.getByRole("textbox", { name: "Postnummer" }).fill("7010");
  await expect(page.getByRole("textbox", { name: "Poststed" })).toHaveValue("TRONDHEIM");
  const firstDay = earliestChangeDate(platformNow());
  await page.getByLabel("Første dag med avis").fill(firstDay);
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: /^Til betaling \(/ }).click();
  await approveAtProvider(page, "Takk! Gaven er betalt.");
  const code = await codeOnCard(page, "Ánne Márjá Somby");

  // Ola types the code from the card, in lower case without dashes.
  const ola = await signedInElsewhere(browser, "no-subscription", `${origin}/los-inn-gave`);
  await ola.page.getByRole("textbox", { name: "Gavekode" }).fill(code.toLowerCase().replaceAll("-", ""));
  await ola.page.getByRole("button", { name: "Finn gaven" }).click();
  await expect(ola.page.getByRole("heading", { name: "Gave fra Kari Nordmann" })).toBeVisible();
  await ola.page.getByRole("button", { name: "Løs inn gaven" }).click();
  const done = ola.page.getByRole("status").filter({ hasText: "Gaven er løst inn." });
  await done.getByRole("link", { name: "Til Min side" }).click();
  await expect(ola.page.getByText(/^Gave fra Kari Nordmann\. Gjelder til og med/)).toBeVisible();
  await expect(ola.page.getByText("Storgata 12")).toBeVisible();
  await expectNoAxeViolations(ola.page);
  await ola.done();
});

test("a gift to someone who has the product already moves their next payment by its months", async ({
  page,
  browser,
}) => {
  const origin = titleOrigin("sbx");
  await signInAs(page, "paper-subscriber", `${origin}/gi-i-gave`);
  await page.getByRole("radio", { name: "Digitalt abonnement" }).check();
  await page.getByRole("radio", { name: /^1 måned: / }).check();
  await page.getByRole("textbox", { name: "Mottakerens navn" }).fill("Kari Nordmann");
  await page.getByRole("radio", { name: "Jeg gir den selv" }).check();
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: /^Til betaling \(/ }).click();
  await approveAtProvider(page, "Takk! Gaven er betalt.");
  const code = await codeOnCard(page, "Kari Nordmann");

  const kari = await signedInElsewhere(browser, "subscriber", `${origin}/los-inn-gave?kode=${code}`);
  const said = kari.page.getByText(
    /^Du har allerede Digital\. Gaven legges til: neste betaling flyttes fra (.+) til (.+)\.$/,
  );
  await expect(said).toBeVisible();
  const [, before, after] = /fra (.+) til (.+)\.$/.exec((await said.textContent())!)!;
  await kari.page.getByRole("button", { name: "Løs inn gaven" }).click();
  await expect(
    kari.page.getByText(`Gaven er lagt til Digital. Neste betaling er flyttet fra ${before} til ${after}.`),
  ).toBeVisible();
  await kari.page.getByRole("status").getByRole("link", { name: "Til Min side" }).click();
  const card = kari.page.getByRole("region", { name: "Betaling", exact: true });
  await expect(card.locator("dt", { hasText: "Dato" }).locator("+ dd")).toHaveText(after!);
  await kari.done();
});

test("in a gift's last days the front page says what going on costs, and an order goes on from the day after", async ({
  page,
}) => {
  const origin = titleOrigin("sbx");
  // Tor's gift from Hanne ends in 10 days (the seed).
  await signInAs(page, "gift-recipient", `${origin}/`);
  const end = formatDate(addDays(platformToday(), 10), "nb");
  await expect(page.getByText(`Gave fra Hanne Bakke. Gjelder til og med ${end}.`)).toBeVisible();
  await expect(page.getByText(/^Gaven slutter .+ Den fornyes ikke av seg selv/)).toBeVisible();
  await expect(page.getByText(/^Digital koster \d[\d ]* kr per måned\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Fortsett med Digital" }).click();

  // The order form, the plan chosen, saying when it begins.
  const startsOn = formatDate(addDays(platformToday(), 11), "nb");
  await expect(
    page.getByText(new RegExp(`begynner ${startsOn.replace(".", "\\.")}, dagen etter at gaven`)),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Digital: .* per måned / })).toBeChecked();
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: /^Til betaling/ }).click();
  await expect(page).toHaveURL(/\/betaling\?ordre=/);
  await page.getByRole("button", { name: /^Betal / }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeVisible();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await page.goto(`${origin}/`);
  await expect(page.getByText("Du har Digital.")).toBeVisible();
  await expect(page.getByText(/^Gave fra Hanne Bakke/)).toHaveCount(0);
});

test("a gift of another product than the reader's is credited, and Neste betaling says it took the amount down", async ({
  page,
  browser,
}) => {
  const origin = titleOrigin("sbx");
  await signInAs(page, "subscriber", `${origin}/gi-i-gave`);
  await page.getByRole("radio", { name: "Digitalt abonnement" }).check();
  await page.getByRole("radio", { name: /^1 måned: / }).check();
  await page.getByRole("textbox", { name: "Mottakerens navn" }).fill("Arne Solberg");
  await page.getByRole("radio", { name: "Jeg gir den selv" }).check();
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: /^Til betaling \(/ }).click();
  await approveAtProvider(page, "Takk! Gaven er betalt.");
  const code = await codeOnCard(page, "Arne Solberg");

  // Arne has paper and digital: the gift is credited, said before it is.
  const arne = await signedInElsewhere(browser, "paper-subscriber", `${origin}/los-inn-gave?kode=${code}`);
  const said = arne.page.getByText(
    /^Du har Papir \+ digital, som er et annet abonnement enn gaven\. Gaven godskrives deg med (.+ kr),/,
  );
  await expect(said).toBeVisible();
  const amount = /med (.+ kr),/.exec((await said.textContent())!)![1]!;
  await arne.page.getByRole("button", { name: "Løs inn gaven" }).click();
  await expect(
    arne.page.getByText(
      `Gaven er godskrevet med ${amount}. Det trekkes fra de neste betalingene for Papir + digital.`,
    ),
  ).toBeVisible();
  await arne.page.getByRole("status").getByRole("link", { name: "Til Min side" }).click();
  const card = arne.page.getByRole("region", { name: "Betaling", exact: true });
  await expect(card.locator("dt", { hasText: "Beløp" }).locator("+ dd")).toContainText(
    `${amount} fra en gave er trukket fra`,
  );
  await arne.done();
});
