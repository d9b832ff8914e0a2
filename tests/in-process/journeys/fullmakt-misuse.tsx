// A power of attorney tried as an attacker would (ADR 057), in-process (ADR 085): an invitation's
// code opened by someone else than the one invited, codes guessed until the pause, a helper reading
// what the grant does not give, an old key sent again after the grant ended, an invoice under another
// title's address. And the subscriber's side: who accepted is named, and the grant's life is in the
// history with receipts. tests/e2e/fullmakt-misuse.test.ts keeps what only a browser shows: axe on
// the refused code, on the pause and on a history with a grant's life in it.
import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "#app/api/contract/shared.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { ORIGIN, outbox } from "#scripts/dev-backend/test-support.ts";
import { seededInvoiceNo } from "#tests/fixtures/personas/all.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

/**
 * Opens `path` as another person on this device: the last person's cookies go, as on a device of
 * one's own.
 */
async function openAsAnother(persona: string, path: string) {
  await app.forgetVisitor();
  await app.openAs(persona, path);
}

/** The path and query of a link sent by e-mail, as the page opens it on this title. */
const pathOf = (link: string) => {
  const url = new URL(link);
  expect(url.origin).toBe(ORIGIN);
  return `${url.pathname}${url.search}`;
};

/** The link in the newest message to `recipient`: the test fails without one. */
async function linkSentTo(recipient: string) {
  const message = (await outbox(app.browser)).find((m) => m.recipient === recipient);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `a message to ${recipient} with a link`).toBeTruthy();
  return link!;
}

/** Kari invites Ola Hansen, at his own address, to see her subscription; the link in the e-mail. */
async function kariInvitesOla() {
  await openAsAnother("subscriber", "/fullmakt");
  await reader.fill(await screen.findByRole("textbox", { name: "Navn på hjelperen" }), "Ola Hansen");
  await reader.fill(
    screen.getByRole("textbox", { name: "E-post eller mobilnummer" }),
    "ola.hansen@example.no",
  );
  await reader.click(screen.getByRole("button", { name: "Send invitasjon" }));
  expect(await screen.findByText("Invitasjonen er sendt til Ola Hansen.")).toBeTruthy();
  return pathOf(await linkSentTo("ola.hansen@example.no"));
}

/** Ola's row in Kari's list of helpers. */
async function olaInKarisList() {
  const helpers = await screen.findByRole("region", { name: "Dine hjelpere" });
  const rows = await within(helpers).findAllByRole("listitem");
  const ola = rows.find((row) => row.textContent?.includes("Ola Hansen"));
  expect(ola, "Ola Hansen in Dine hjelpere").toBeTruthy();
  return ola!;
}

/**
 * Every /api/ answer in JSON the page gets while `journey` runs, as its text: the page's fetch is
 * watched (the harness's answerTo() keeps only the last answer of each call).
 */
async function bodiesDuring(journey: () => Promise<void>) {
  const bodies: string[] = [];
  const pageFetch = globalThis.fetch;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await pageFetch(...args);
    const url = new URL(args[0] instanceof Request ? args[0].url : String(args[0]), ORIGIN);
    if (url.pathname.startsWith("/api/") && (response.headers.get("content-type") ?? "").includes("json"))
      bodies.push(await response.clone().text());
    return response;
  };
  try {
    await journey();
  } finally {
    globalThis.fetch = pageFetch;
  }
  return bodies;
}

/** A call as the portal makes it from the page: its cookies and its CSRF header, with a key. */
async function callInPage(method: string, path: string, body: unknown, key: string) {
  const token = document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${CSRF_COOKIE}=`))
    ?.slice(CSRF_COOKIE.length + 1);
  const response = await fetch(`/api/${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": key,
      [CSRF_HEADER]: decodeURIComponent(token ?? ""),
    },
    body: JSON.stringify(body),
  });
  const { error } = (await response.json()) as { error?: { code?: string } };
  return {
    status: response.status,
    replayed: response.headers.get("Idempotency-Replayed"),
    refusal: error?.code,
  };
}

/**
 * The page's cookies back as a device kept them while someone else used another: the jar every call
 * sends, and the CSRF cookie script reads. (A second Browser of test-support.ts sends no cookies
 * here: happy-dom's Request drops a Cookie header, as a browser's does.)
 */
function backOnDeviceWith(cookies: Map<string, string>) {
  // Ingrid's page goes, and no page is opened: the call is made as Sigrid's page, loaded before, made it.
  cleanup();
  app.browser.cookies.clear();
  for (const [name, value] of cookies) app.browser.cookies.set(name, value);
  document.cookie = `${CSRF_COOKIE}=${cookies.get(CSRF_COOKIE) ?? ""}; path=/`;
}

describe("fullmakt-misuse: a power of attorney tried as an attacker would", () => {
  it("an invitation's code used by another account is refused in words, and the subscriber's list is unchanged", async () => {
    const link = await kariInvitesOla();

    // Marius has the link, but his account's address and number are not where it went.
    await openAsAnother("former-subscriber", link);
    await reader.click(await screen.findByRole("button", { name: "Godta fullmakten" }));
    expect(await screen.findByRole("heading", { name: "Bekreft at invitasjonen er til deg" })).toBeTruthy();
    expect(screen.getByText(/Invitasjonen ble sendt til o\*+@example\.no/)).toBeTruthy();
    // A code goes to Ola's address, not Marius'; a guess is refused at the field.
    await reader.click(screen.getByRole("button", { name: /^Send kode til / }));
    expect(await screen.findByText(/Vi har sendt en kode til o\*+@example\.no\./)).toBeTruthy();
    const sent = (await outbox(app.browser)).filter(
      (m) => /\b\d{6}\b/.test(m.text) && m.text.includes("fullmakt"),
    );
    expect(sent.map((m) => m.recipient)).toEqual(["ola.hansen@example.no"]);
    await reader.fill(await screen.findByRole("textbox", { name: "Koden du fikk" }), "000000");
    await reader.click(screen.getByRole("button", { name: "Godta fullmakten" }));
    expect(await screen.findByText("Koden stemmer ikke. Sjekk den og prøv igjen.")).toBeTruthy();

    // Kari's list: Ola is still only invited, and nobody is named as having accepted.
    await openAsAnother("subscriber", "/fullmakt");
    expect((await olaInKarisList()).textContent).toContain("Invitert");
    expect((await olaInKarisList()).textContent).not.toContain("Godtatt av");

    // Ola, whose own address it is, accepts with one press; Kari's list names him as his account does.
    await openAsAnother("no-subscription", link);
    await reader.click(await screen.findByRole("button", { name: "Godta fullmakten" }));
    expect(
      await screen.findByText("Du har godtatt fullmakten fra Kari Nordmann.", { exact: false }),
    ).toBeTruthy();
    await openAsAnother("subscriber", "/fullmakt");
    expect((await olaInKarisList()).textContent).toContain("Aktiv");
    expect((await olaInKarisList()).textContent).toContain("Godtatt av Ola Hansen");

    // Kari's history tells the grant's life, and she had a receipt for each step.
    await app.go("/historikk");
    expect(await screen.findByText("Ga Ola Hansen fullmakt")).toBeTruthy();
    expect(screen.getByText("Ola Hansen godtok fullmakten")).toBeTruthy();
    const receipts = (await outbox(app.browser)).filter(
      (m) => m.recipient === "kari.nordmann@example.no" && m.text.includes("Ola Hansen"),
    );
    expect(receipts.length).toBeGreaterThanOrEqual(2);
  });

  it("20 wrong invitation codes in a row meet a limit, said in words", async () => {
    await openAsAnother("no-subscription", "/fullmakt");
    const wrong = (attempt: number) => `${"gjett".repeat(3)}${String(attempt).padStart(4, "0")}`;
    /** A guess as a script would make it, from the signed-in page (its fetch, its cookies). */
    const guess = async (attempt: number) => {
      const response = await fetch(`/api/fullmakt/join/${wrong(attempt)}`);
      return { status: response.status, retryAfter: response.headers.get("Retry-After") };
    };
    for (let attempt = 1; attempt <= 9; attempt++) expect((await guess(attempt)).status).toBe(404);
    // The tenth on the page is still only "not found"; the eleventh meets the limit, in words.
    await app.open(`/fullmakt?kode=${wrong(10)}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Vi finner ikke invitasjonen" }),
    ).toBeTruthy();
    await app.open(`/fullmakt?kode=${wrong(11)}`);
    expect(await screen.findByRole("heading", { level: 1, name: "For mange forsøk" })).toBeTruthy();
    expect(screen.getByText(/Vent et kvarter/)).toBeTruthy();
    for (let attempt = 12; attempt <= 20; attempt++) {
      const answer = await guess(attempt);
      expect(answer.status).toBe(429);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    // The right code waits too, until the pause is over.
    await app.open("/fullmakt?kode=seed-fm-open-subscriber-to-helper-of-two");
    expect(await screen.findByRole("heading", { level: 1, name: "For mange forsøk" })).toBeTruthy();
  });

  it("a helper who may see finds none of the subscriber's contact details or birthdate in any answer", async () => {
    const invoiceNo = seededInvoiceNo("subscriber", osloToday());
    const bodies = await bodiesDuring(async () => {
      await openAsAnother("helper", "/fullmakt");
      await reader.click(await screen.findByRole("button", { name: "Gå til siden til Kari Nordmann" }));
      expect(await screen.findByRole("heading", { name: "Du hjelper Kari Nordmann" })).toBeTruthy();
      await app.open("/fakturaoversikt");
      expect(
        await screen.findByRole("heading", { level: 1, name: "Fakturaene til Kari Nordmann" }),
      ).toBeTruthy();
      await app.open("/historikk");
      expect(
        await screen.findByRole("heading", { level: 1, name: "Historikken til Kari Nordmann" }),
      ).toBeTruthy();
      await app.open(`/dokument/faktura/${invoiceNo}`);
      expect(await screen.findByRole("heading", { level: 1, name: `Faktura ${invoiceNo}` })).toBeTruthy();
    });
    expect(bodies.length).toBeGreaterThan(5);
    for (const secret of ["kari.nordmann@example.no", "92345678", "1984-09-03"])
      expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
  });

  it("an old key sent again after the grant ended is refused, not replayed", async () => {
    await openAsAnother("helper-of-two", "/fullmakt");
    await reader.click(await screen.findByRole("button", { name: "Gå til siden til Ingrid Olsen" }));
    await reader.click(await screen.findByRole("link", { name: "Se alle fakturaer" }));
    const [pay] = await screen.findAllByRole("link", { name: /^Betal faktura \d+$/ });
    const invoiceNo = pay!.textContent!.replace("Betal faktura ", "").trim();
    const body = {
      ...{ ariaAccountNo: "41158807", titleCode: "SBX", paymentMethod: "SWEDBANK-PPG", currency: "NOK-01" },
      returnUrl: `${ORIGIN}/betal-faktura/${invoiceNo}`,
    };
    const path = `invoice/${invoiceNo}/payment`;
    const first = await callInPage("POST", path, body, "sigrid-pays-ingrid-0001");
    expect(first.status).toBe(200);
    expect((await callInPage("POST", path, body, "sigrid-pays-ingrid-0001")).replayed).toBe("true");

    // Sigrid's device keeps her cookies; Ingrid, on a device of her own, ends the grant.
    const sigrids = new Map(app.browser.cookies);
    await openAsAnother("unpaid-invoice", "/fullmakt");
    const rows = await screen.findAllByRole("listitem");
    const row = rows.find((item) => item.textContent?.includes("Sigrid Lunde"));
    expect(row, "Sigrid Lunde in Ingrid's list").toBeTruthy();
    await reader.click(within(row!).getByRole("button", { name: "Avslutt fullmakten" }));
    expect(await screen.findByText("Fullmakten til Sigrid Lunde er avsluttet.")).toBeTruthy();

    // The same key again, from Sigrid's page as it was, is refused as outside any grant.
    backOnDeviceWith(sigrids);
    const again = await callInPage("POST", path, body, "sigrid-pays-ingrid-0001");
    expect(again.status).toBe(403);
    expect(again.replayed).toBeNull();
    // Refused for the grant, not for a CSRF header this harness got wrong.
    expect(again.refusal).toBe("NOT_GRANTED");
  });

  it("an invoice under another title's address is not found", async () => {
    await openAsAnother("subscriber", "/");
    // A new invoice, issued on this title only.
    const issued = await app.browser.fetch("/_dev/charge", {
      method: "POST",
      json: { persona: "subscriber", titleCode: "SBX" },
      csrf: false,
    });
    expect(issued.status).toBe(201);
    const { ariaInvoiceNo } = (await issued.json()) as { ariaInvoiceNo: string };
    const status = async (titleCode: string, pdf = "") =>
      (await fetch(`/api/document/invoice/${titleCode}/${ariaInvoiceNo}${pdf}`)).status;
    expect(await status("SBX")).toBe(200);
    expect(await status("ADR")).toBe(404);
    expect(await status("FVN", "/pdf")).toBe(404);
    // On the page of this title it is there, with this title's seller.
    await app.open(`/dokument/faktura/${ariaInvoiceNo}`);
    expect(await screen.findByRole("heading", { level: 1, name: `Faktura ${ariaInvoiceNo}` })).toBeTruthy();
    expect(screen.getAllByText(/Sandkasseavisa/)[0]).toBeTruthy();
  });
});
