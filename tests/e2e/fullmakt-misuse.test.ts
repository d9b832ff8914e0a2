// A power of attorney tried as an attacker would (ADR 057): an invitation's code opened by someone
// else than the one invited, codes guessed, a helper reading what the grant does not give, an old
// key sent again after the grant ended, an invoice under another title's address. And the
// subscriber's side: who accepted is named, and the grant's life is in the history with receipts.
import type { Page } from "@playwright/test";
import { CSRF_COOKIE, CSRF_HEADER } from "#app/api/contract/shared.ts";
import { E2E_PORT, expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { invoiceNo, linkSentTo, outbox, signedInElsewhere, signInAs } from "./session.ts";

/** Kari invites Ola Hansen, at his own address, to see her subscription; the link in the e-mail. */
async function kariInvitesOla(page: Page) {
  await signInAs(page, "subscriber", "/fullmakt");
  await page.getByRole("textbox", { name: "Navn på hjelperen" }).fill("Ola Hansen");
  await page.getByRole("textbox", { name: "E-post eller mobilnummer" }).fill("ola.hansen@example.no");
  await page.getByRole("button", { name: "Send invitasjon" }).click();
  await expect(page.getByText("Invitasjonen er sendt til Ola Hansen.")).toBeVisible();
  return linkSentTo(page, "ola.hansen@example.no");
}

const olaInKarisList = (page: Page) =>
  page.getByRole("region", { name: "Dine hjelpere" }).getByRole("listitem").filter({ hasText: "Ola Hansen" });

test("an invitation's code used by another account is refused in words, and the subscriber's list is unchanged", async ({
  page,
  browser,
}) => {
  const link = await kariInvitesOla(page);

  // Marius has the link, but his account's address and number are not where it went.
  const marius = await signedInElsewhere(browser, "former-subscriber", link);
  await marius.page.getByRole("button", { name: "Godta fullmakten" }).click();
  await expect(
    marius.page.getByRole("heading", { name: "Bekreft at invitasjonen er til deg" }),
  ).toBeVisible();
  await expect(marius.page.getByText(/Invitasjonen ble sendt til o\*+@example\.no/)).toBeVisible();
  // A code goes to Ola's address, not Marius'; a guess is refused at the field.
  await marius.page.getByRole("button", { name: /^Send kode til / }).click();
  await expect(marius.page.getByText(/Vi har sendt en kode til o\*+@example\.no\./)).toBeVisible();
  const sent = (await outbox(marius.page)).filter(
    (m) => /\b\d{6}\b/.test(m.text) && m.text.includes("fullmakt"),
  );
  expect(sent.map((m) => m.recipient)).toEqual(["ola.hansen@example.no"]);
  await marius.page.getByRole("textbox", { name: "Koden du fikk" }).fill("000000");
  await marius.page.getByRole("button", { name: "Godta fullmakten" }).click();
  await expect(marius.page.getByText("Koden stemmer ikke. Sjekk den og prøv igjen.")).toBeVisible();
  await expectNoAxeViolations(marius.page);
  await marius.done();

  // Kari's list: Ola is still only invited, and nobody is named as having accepted.
  await page.reload();
  await expect(olaInKarisList(page)).toContainText("Invitert");
  await expect(olaInKarisList(page)).not.toContainText("Godtatt av");

  // Ola, whose own address it is, accepts with one press; Kari's list names him as his account does.
  const ola = await signedInElsewhere(browser, "no-subscription", link);
  await ola.page.getByRole("button", { name: "Godta fullmakten" }).click();
  await expect(
    ola.page.getByText("Du har godtatt fullmakten fra Kari Nordmann.", { exact: false }),
  ).toBeVisible();
  await ola.done();
  await page.reload();
  await expect(olaInKarisList(page)).toContainText("Aktiv");
  await expect(olaInKarisList(page)).toContainText("Godtatt av Ola Hansen");

  // Kari's history tells the grant's life, and she had a receipt for each step.
  await page.goto("/historikk");
  await expect(page.getByText("Ga Ola Hansen fullmakt")).toBeVisible();
  await expect(page.getByText("Ola Hansen godtok fullmakten")).toBeVisible();
  const receipts = (await outbox(page)).filter(
    (m) => m.recipient === "kari.nordmann@example.no" && m.text.includes("Ola Hansen"),
  );
  expect(receipts.length).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);
});

test("20 wrong invitation codes in a row meet a limit, said in words", async ({ page }) => {
  await signInAs(page, "no-subscription", "/fullmakt");
  const wrong = (attempt: number) => `${"gjett".repeat(3)}${String(attempt).padStart(4, "0")}`;
  /** A guess as a script would make it, from the signed-in page. */
  const guess = (attempt: number) =>
    page.evaluate(async (code) => {
      const response = await fetch(`/api/fullmakt/join/${code}`);
      return { status: response.status, retryAfter: response.headers.get("Retry-After") };
    }, wrong(attempt));
  for (let attempt = 1; attempt <= 9; attempt++) expect((await guess(attempt)).status).toBe(404);
  // The tenth on the page is still only "not found"; the eleventh meets the limit, in words.
  await page.goto(`/fullmakt?kode=${wrong(10)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Vi finner ikke invitasjonen" })).toBeVisible();
  await page.goto(`/fullmakt?kode=${wrong(11)}`);
  await expect(page.getByRole("heading", { level: 1, name: "For mange forsøk" })).toBeVisible();
  await expect(page.getByText(/Vent et kvarter/)).toBeVisible();
  for (let attempt = 12; attempt <= 20; attempt++) {
    const answer = await guess(attempt);
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
  // The right code waits too, until the pause is over.
  await page.goto("/fullmakt?kode=seed-fm-open-subscriber-to-helper-of-two");
  await expect(page.getByRole("heading", { level: 1, name: "For mange forsøk" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a helper who may see finds none of the subscriber's contact details or birthdate in any answer", async ({
  page,
}) => {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().includes("/api/")) return;
    if (!(response.headers()["content-type"] ?? "").includes("json")) return;
    bodies.push(await response.text().catch(() => ""));
  });
  await signInAs(page, "helper", "/fullmakt");
  await page.getByRole("button", { name: "Gå til siden til Kari Nordmann" }).click();
  await expect(page.getByRole("heading", { name: "Du hjelper Kari Nordmann" })).toBeVisible();
  await page.goto("/fakturaoversikt");
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaene til Kari Nordmann" })).toBeVisible();
  await page.goto("/historikk");
  await expect(page.getByRole("heading", { level: 1, name: "Historikken til Kari Nordmann" })).toBeVisible();
  await page.goto(`/dokument/faktura/${invoiceNo("subscriber")}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Faktura ${invoiceNo("subscriber")}` }),
  ).toBeVisible();
  expect(bodies.length).toBeGreaterThan(5);
  for (const secret of ["kari.nordmann@example.no", "92345678", "1984-09-03"])
    expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
});

/** A call from inside the page, as the portal makes it: its cookies and its CSRF header. */
function callInPage(page: Page, method: string, path: string, body: unknown, key: string) {
  return page.evaluate(
    async ({ method, path, body, key, cookie, header }) => {
      const token = document.cookie
        .split("; ")
        .find((part) => part.startsWith(`${cookie}=`))
        ?.slice(cookie.length + 1);
      const response = await fetch(`/api/${path}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": key,
          [header]: decodeURIComponent(token ?? ""),
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, replayed: response.headers.get("Idempotency-Replayed") };
    },
    { method, path, body, key, cookie: CSRF_COOKIE, header: CSRF_HEADER },
  );
}

test("an old key sent again after the grant ended is refused, not replayed", async ({ page, browser }) => {
  await signInAs(page, "helper-of-two", "/fullmakt");
  await page.getByRole("button", { name: "Gå til siden til Ingrid Olsen" }).click();
  await page.getByRole("link", { name: "Se alle fakturaer" }).click();
  const pay = page.getByRole("link", { name: /^Betal faktura \d+$/ }).first();
  const invoiceNo = (await pay.textContent())!.replace("Betal faktura ", "").trim();
  const body = {
    ...{ ariaAccountNo: "41158807", titleCode: "SBX", paymentMethod: "SWEDBANK-PPG", currency: "NOK-01" },
    returnUrl: `${titleOrigin("sbx")}/betal-faktura/${invoiceNo}`,
  };
  const path = `invoice/${invoiceNo}/payment`;
  const first = await callInPage(page, "POST", path, body, "sigrid-pays-ingrid-0001");
  expect(first.status).toBe(200);
  expect((await callInPage(page, "POST", path, body, "sigrid-pays-ingrid-0001")).replayed).toBe("true");

  // Ingrid ends the grant; the same key again is refused as outside any grant.
  const ingrid = await signedInElsewhere(browser, "unpaid-invoice", "/fullmakt");
  await ingrid.page
    .getByRole("listitem")
    .filter({ hasText: "Sigrid Lunde" })
    .getByRole("button", { name: "Avslutt fullmakten" })
    .click();
  await expect(ingrid.page.getByText("Fullmakten til Sigrid Lunde er avsluttet.")).toBeVisible();
  await ingrid.done();
  const again = await callInPage(page, "POST", path, body, "sigrid-pays-ingrid-0001");
  expect(again.status).toBe(403);
  expect(again.replayed).toBeNull();
});

test("an invoice under another title's address is not found", async ({ page }) => {
  await signInAs(page, "subscriber", "/");
  // A new invoice, issued on this title only.
  const issued = await page.request.post(`http://127.0.0.1:${E2E_PORT}/_dev/charge`, {
    data: { persona: "subscriber", titleCode: "SBX" },
  });
  expect(issued.status()).toBe(201);
  const { ariaInvoiceNo } = (await issued.json()) as { ariaInvoiceNo: string };
  const status = (titleCode: string, pdf = "") =>
    page.evaluate(
      async (path) => (await fetch(path)).status,
      `/api/document/invoice/${titleCode}/${ariaInvoiceNo}${pdf}`,
    );
  expect(await status("SBX")).toBe(200);
  expect(await status("ADR")).toBe(404);
  expect(await status("FVN", "/pdf")).toBe(404);
  // On the page of this title it is there, with this title's seller.
  await page.goto(`/dokument/faktura/${ariaInvoiceNo}`);
  await expect(page.getByRole("heading", { level: 1, name: `Faktura ${ariaInvoiceNo}` })).toBeVisible();
  await expect(page.getByText("Sandkasseavisa").first()).toBeVisible();
});
