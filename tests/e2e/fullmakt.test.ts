// A power of attorney (fullmakt, ADR 054) in a browser: what only a browser shows of it. In Nynorsk,
// Arne gives Even the right to help with delivery; Even opens the code from the outbox with his own
// account on a device of his own, accepts, sees "Du hjelper Arne Solberg", stops the paper for a
// vacation, which Arne's history tells as made by Even with a receipt to Arne; Arne ends it while
// Even's page is open, and Even's next send is refused in words; a helper meets Kari's own screens
// said plainly. Each with axe. In Bokmål: the helper of two's list after giving one up and Kari's
// invoice page pass axe, and the invoice's PDF, read back, names Kari; a second tab switching person
// and a grant ended while the helper acts (two people, or two tabs, at once). The Bokmål runs of
// those per-language journeys, the helper of two going between them, and the invoice page's facts
// are proven in-process (tests/in-process/fullmakt.test.tsx, ADR 085).
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { isPdf, pdfText, rowOf } from "#scripts/dev-backend/documents/pdf-text.ts";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { platformNow } from "./clock.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { invoiceNo, linkSentTo, outbox, signedInElsewhere, signInAs } from "./session.ts";

const LANGUAGES = [
  {
    code: "sbx",
    lang: "nb",
    name: "Navn på hjelperen",
    contact: "E-post eller mobilnummer",
    delivery: "Levering og ferieomlegging",
    send: "Send invitasjon",
    sent: "Invitasjonen er sendt til Even Lie.",
    pastDate: "Datoen kan ikke være før i dag",
    accept: "Godta fullmakten",
    goTo: (name: string) => `Gå til siden til ${name}`,
    helping: (name: string) => `Du hjelper ${name}`,
    stop: "Stopp avisen en periode, for eksempel i ferien",
    last: "Siste dag",
    register: "Registrer endringen",
    changes: "Registrerte endringer",
    withdrawChange: "Trekk tilbake",
    confirmWithdraw: "Ja, trekk tilbake",
    end: "Avslutt fullmakten",
    ended: "Fullmakten til Even Lie er avsluttet.",
    refused: "Dette kan du ikke gjøre med fullmakten",
    cancel: "Avslutt abonnement",
    changePlan: "Endre abonnement",
    changeMethod: "Endre betalingsmetode",
    ownPage: "Til din egen side",
    paymentMethod: "Betalingsmåte",
    onlyHer: (name: string) => `Dette kan bare ${name} gjøre`,
    retry: "Prøv igjen",
    youHelp: (name: string) => `Du hjelper ${name}. Det du gjør her, gjør du for ${name}.`,
    backToOwn: "Tilbake til din egen side",
    helpsWith: (name: string) => `Du hjelper ${name} med fullmakt.`,
    helpWith: "Hjelp med fullmakt",
    gave: "Ga Even Lie fullmakt",
    accepted: "Even Lie godtok fullmakten",
    endedHistory: "Avsluttet fullmakten til Even Lie",
  },
  {
    code: "sh",
    lang: "nn",
    name: "Namnet på hjelparen",
    contact: "E-post eller mobilnummer",
    delivery: "Levering og ferieomlegging",
    send: "Send invitasjon",
    sent: "Invitasjonen er send til Even Lie.",
    pastDate: "Datoen kan ikkje vere før i dag",
    accept: "Godta fullmakta",
    goTo: (name: string) => `Gå til sida til ${name}`,
    helping: (name: string) => `Du hjelper ${name}`,
    stop: "Stopp avisa ein periode, til dømes i ferien",
    last: "Siste dag",
    register: "Registrer endringa",
    changes: "Registrerte endringar",
    withdrawChange: "Trekk tilbake",
    confirmWithdraw: "Ja, trekk tilbake",
    end: "Avslutt fullmakta",
    ended: "Fullmakta til Even Lie er avslutta.",
    refused: "Dette kan du ikkje gjere med fullmakta",
    cancel: "Avslutt abonnement",
    changePlan: "Endre abonnement",
    changeMethod: "Endre betalingsmetode",
    ownPage: "Til di eiga side",
    paymentMethod: "Betalingsmåte",
    onlyHer: (name: string) => `Dette kan berre ${name} gjere`,
    retry: "Prøv igjen",
    youHelp: (name: string) => `Du hjelper ${name}. Det du gjer her, gjer du for ${name}.`,
    backToOwn: "Tilbake til di eiga side",
    helpsWith: (name: string) => `Du hjelper ${name} med fullmakt.`,
    helpWith: "Hjelp med fullmakt",
    gave: "Gav Even Lie fullmakt",
    accepted: "Even Lie godtok fullmakta",
    endedHistory: "Avslutta fullmakta til Even Lie",
  },
] as const;

type Words = (typeof LANGUAGES)[number];

// Nynorsk here; the Bokmål runs of the same steps are in-process (tests/in-process/fullmakt.test.tsx).
for (const w of LANGUAGES.filter((words) => words.lang === "nn")) {
  test(`${w.lang}: Arne gives Even fullmakt; Even stops the paper for him, and loses access when Arne ends it`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const origin = titleOrigin(w.code);
    await signInAs(page, "paper-subscriber", `${origin}/fullmakt`);
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: w.name }).fill("Even Lie");
    await page.getByRole("textbox", { name: w.contact }).fill("even.lie@example.no");
    await page.getByRole("checkbox", { name: w.delivery }).check();
    const until = page.getByLabel(/Gjeld(er)? til og med/);
    const oneYear = await until.inputValue();
    await until.fill(addDays(earliestChangeDate(platformNow()), -7));
    await page.getByRole("button", { name: w.send }).click();
    await expect(page.getByText(w.pastDate)).toBeVisible();
    await expect(page.getByRole("textbox", { name: w.name })).toHaveValue("Even Lie");
    await until.fill(oneYear);
    await page.getByRole("button", { name: w.send }).click();
    await expect(page.getByText(w.sent)).toBeVisible();
    await expectNoAxeViolations(page);

    // Even opens the link from the e-mail with his own account and accepts.
    const even = await signedInElsewhere(browser, "helper", await linkSentTo(page, "even.lie@example.no"));
    await expectNoAxeViolations(even.page);
    await even.page.getByRole("button", { name: w.accept }).click();
    await even.page.getByRole("button", { name: w.goTo("Arne Solberg") }).click();
    await expect(even.page.getByRole("heading", { name: w.helping("Arne Solberg") })).toBeVisible();
    await expectNoAxeViolations(even.page);

    // A granted act: a vacation stop on Arne's delivery.
    await even.page.goto(`${origin}/endre-avislevering`);
    await even.page.getByRole("radio", { name: w.stop }).check();
    await even.page.getByLabel(w.last).fill(addDays(earliestChangeDate(platformNow()), 6));
    await even.page.getByRole("button", { name: w.register }).click();
    const changes = even.page.getByRole("region", { name: w.changes });
    await expect(changes.getByRole("button", { name: w.withdrawChange })).toBeVisible();

    // Arne's history says Even did it, and Arne had a receipt.
    await page.goto(`${origin}/historikk`);
    await expect(page.getByText("Gjort av Even Lie med fullmakt")).toBeVisible();
    const receipt = (await outbox(page)).find((m) => m.recipient === "arne.solberg@example.no");
    expect(receipt?.text).toMatch(/^Even Lie har gjort dette for deg på Min side/);

    // Arne ends it; Even's next call is refused, and he is told so in words.
    await page.goto(`${origin}/fullmakt`);
    await page
      .getByRole("listitem")
      .filter({ hasText: "Even Lie" })
      .getByRole("button", { name: w.end })
      .click();
    await expect(page.getByText(w.ended)).toBeVisible();
    // Arne's history tells the grant's whole life.
    await page.goto(`${origin}/historikk`);
    for (const step of [w.gave, w.accepted, w.endedHistory]) await expect(page.getByText(step)).toBeVisible();
    const receipts = (await outbox(page)).filter(
      (m) =>
        m.recipient === "arne.solberg@example.no" &&
        m.text.includes("Even Lie") &&
        !m.text.startsWith("Even Lie har gjort dette"),
    );
    expect(receipts).toHaveLength(3);
    await page.goto(`${origin}/fullmakt`);
    await changes.getByRole("button", { name: w.withdrawChange }).click();
    await changes.getByRole("button", { name: w.confirmWithdraw }).click();
    await expect(even.page.getByRole("heading", { level: 1, name: w.refused })).toBeVisible();
    await expectNoAxeViolations(even.page);
    await even.done();
  });

  test(`${w.lang}: a helper meets the subscriber's own screens, said plainly, and goes back to his own page`, async ({
    page,
  }) => {
    // Even signs in: his own front page says whom he helps, with the way there.
    await signInAs(page, "helper", `${titleOrigin(w.code)}/`);
    await expect(page.getByText(w.helpsWith("Kari Nordmann"))).toBeVisible();
    await page.getByRole("link", { name: w.helpWith }).click();
    await page.getByRole("button", { name: w.goTo("Kari Nordmann") }).click();
    await expect(page.getByRole("heading", { name: w.helping("Kari Nordmann") })).toBeVisible();
    // Her subscription, spoken of in the third person.
    await expect(page.getByRole("heading", { name: "Abonnementet til Kari Nordmann" })).toBeVisible();
    await expect(page.getByText("Kari Nordmann har Digital.")).toBeVisible();
    // The front page offers none of Kari's own choices.
    await expect(page.getByRole("link", { name: w.cancel })).toHaveCount(0);
    await expect(page.getByRole("link", { name: w.changePlan })).toHaveCount(0);
    await expect(page.getByRole("link", { name: w.changeMethod })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: w.paymentMethod })).toHaveCount(0);
    // Typed as addresses, her own screens say whose choice they are, not that something failed; the
    // platform is asked for nothing.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/") && !/\/api\/(fullmakt|account|subscription)/.test(request.url()))
        asked.push(request.url());
    });
    for (const path of ["/avslutt-abonnement", "/endre-profil", "/endre-abonnement", "/samtykke1"]) {
      await page.goto(`${titleOrigin(w.code)}${path}`);
      await expect(page.getByRole("heading", { level: 1, name: w.onlyHer("Kari Nordmann") })).toBeVisible();
      await expect(page.getByRole("button", { name: w.retry })).toHaveCount(0);
      await expect(page.getByText(w.youHelp("Kari Nordmann"))).toBeVisible();
    }
    expect(asked).toEqual([]);
    await expectNoAxeViolations(page);
    // The band at the top of every screen leads back to his own page.
    await page.getByRole("button", { name: w.backToOwn }).click();
    await expect(page.getByText(/Hei, Even!/)).toBeVisible();
    await expect(page.getByRole("heading", { name: w.helping("Kari Nordmann") })).toHaveCount(0);
    await expect(page.getByRole("button", { name: w.backToOwn })).toHaveCount(0);
    // His own front page says whom he helps, with the way to help.
    await expect(page.getByText(w.helpsWith("Kari Nordmann"))).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

async function actFor(page: Page, w: Words, persona: string, name: string) {
  await signInAs(page, persona, `${titleOrigin(w.code)}/fullmakt`);
  await page.getByRole("button", { name: w.goTo(name) }).click();
  await expect(page.getByRole("heading", { name: w.helping(name) })).toBeVisible();
}

// Going between the two and giving one up, with what the list then says, is proven in-process.
test("a helper of two's list, after giving one up while acting for her, passes axe", async ({ page }) => {
  const w = LANGUAGES[0];
  await actFor(page, w, "helper-of-two", "Ingrid Olsen");
  await page.getByRole("link", { name: "Alle du hjelper" }).click();
  const list = page.getByRole("region", { name: "Du hjelper", exact: true });
  await list
    .getByRole("listitem")
    .filter({ hasText: "Ingrid Olsen" })
    .getByRole("button", { name: w.end })
    .click();
  await expect(page.getByText("Fullmakten til Ingrid Olsen er avsluttet.")).toBeVisible();
  await expectNoAxeViolations(page);
});

// The invoice page's facts (Kunde, Kundenummer) are proven in-process.
test("a helper who may see the invoices: Kari's invoice page passes axe, and its PDF names Kari", async ({
  page,
}) => {
  await actFor(page, LANGUAGES[0], "helper", "Kari Nordmann");
  await page.getByRole("link", { name: "Se alle fakturaer" }).click();
  await page.getByRole("link", { name: `Se faktura ${invoiceNo("subscriber")}` }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Faktura ${invoiceNo("subscriber")}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Last ned fakturaen som PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`faktura-${invoiceNo("subscriber")}.pdf`);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(isPdf(bytes)).toBe(true);
  expect(rowOf(await pdfText(bytes), "Kunde ")).toMatch(/ Kari Nordmann$/);
});

/** Sigrid, acting for Arne, fills in a stop on his delivery page and does not send it yet: its last day. */
async function sigridFillsInAStopForArne(page: Page) {
  const w = LANGUAGES[0];
  await actFor(page, w, "helper-of-two", "Arne Solberg");
  await page.goto("/endre-avislevering");
  await page.getByRole("radio", { name: w.stop }).check();
  const lastDay = addDays(earliestChangeDate(platformNow()), 6);
  await page.getByLabel(w.last).fill(lastDay);
  return lastDay;
}

test("a helper of two switches person in a second tab: the first tab sends nothing for the wrong person, and says why", async ({
  page,
}) => {
  const w = LANGUAGES[0];
  // Tab one: Arne's delivery, a stop filled in.
  const lastDay = await sigridFillsInAStopForArne(page);
  // Tab two: Sigrid goes to Ingrid's page.
  const second = await page.context().newPage();
  await second.goto("/fullmakt");
  await second.getByRole("button", { name: w.goTo("Ingrid Olsen") }).click();
  await expect(second.getByRole("heading", { name: w.helping("Ingrid Olsen") })).toBeVisible();
  // Back in tab one, the stop is sent: nothing goes to the platform, the form says why and keeps it.
  const changes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.url().includes("/api/delivery")) changes.push(request.url());
  });
  await page.getByRole("button", { name: w.register }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Ingenting er sendt.");
  await expect(alert).toContainText(
    "Denne siden gjelder Arne Solberg, men nå hjelper du Ingrid Olsen, valgt i en annen fane.",
  );
  await expect(page.getByLabel(w.last)).toHaveValue(lastDay);
  expect(changes).toEqual([]);
  await expectNoAxeViolations(page);
  // Neither Arne's nor Ingrid's delivery changed.
  const arne = await page.context().browser()!.newContext();
  const arnePage = await arne.newPage();
  await signInAs(arnePage, "paper-subscriber", "/endre-avislevering");
  await expect(arnePage.getByRole("region", { name: w.changes })).toContainText(
    "Du har ingen registrerte endringer.",
  );
  await arne.close();
  // Opened afresh, the page is Ingrid's, and says so at the top.
  await page.getByRole("link", { name: "Åpne siden på nytt for Ingrid Olsen" }).click();
  await expect(page.getByText(w.youHelp("Ingrid Olsen"))).toBeVisible();
  await second.close();
});

test("a grant ended while the helper acts: his send goes nowhere, and his own page tells him why", async ({
  page,
  browser,
}) => {
  const w = LANGUAGES[0];
  await sigridFillsInAStopForArne(page);
  // Arne ends Sigrid's grant on his own device.
  const arne = await browser.newContext();
  const arnePage = await arne.newPage();
  await signInAs(arnePage, "paper-subscriber", "/fullmakt");
  await arnePage
    .getByRole("listitem")
    .filter({ hasText: "Sigrid Lunde" })
    .getByRole("button", { name: w.end })
    .click();
  await expect(arnePage.getByText("Fullmakten til Sigrid Lunde er avsluttet.")).toBeVisible();
  await arne.close();
  // Sigrid sends; it is refused in words, and her own page says the grant no longer holds.
  await page.getByRole("button", { name: w.register }).click();
  await expect(page.getByRole("heading", { level: 1, name: w.refused })).toBeVisible();
  await page.getByRole("link", { name: "Til Min side" }).click();
  await expect(
    page.getByText("Fullmakten du brukte, gjelder ikke lenger: den er avsluttet eller har gått ut."),
  ).toBeVisible();
  await expect(page.getByText("Du hjelper Ingrid Olsen med fullmakt.")).toBeVisible();
  await expectNoAxeViolations(page);
});
