// What a power of attorney (fullmakt, ADR 054) lets a helper do with money, and what it does not,
// in-process (ADR 085): Sigrid, who may see and pay for Ingrid, pays Ingrid's unpaid invoice by card;
// Ingrid gets a receipt that names Sigrid, and her history says who paid. Even, who may only help
// Arne with delivery, sees no invoices on Arne's front page, and the invoices typed as an address are
// refused in words without a call. Arne takes away the right ticked to begin with before ticking
// another, and the send still goes. The provider's own page is left for, and answered as its
// "Godkjenn" answers; tests/e2e/fullmakt-limits.test.ts keeps, in a browser, the trip through that
// page and back, and axe on the paid invoice, the history and the refusal.
import { cleanup, screen, waitFor } from "@testing-library/react";
import { beforeEach, expect, it, vi } from "vitest";
import { ORIGIN, outbox } from "#scripts/dev-backend/test-support.ts";
import { reader, startApp } from "./app.tsx";

const app = startApp();

// Journeys of several people and screens: each step may take up to 5 s to appear under CI's load
// (Testing Library's default is 1 s), and the whole longer than vitest's 5 s a test.
const WAIT = { timeout: 5000 };
vi.setConfig({ testTimeout: 20_000 });

// Each journey had a fresh stand-in: these pay an invoice and give a grant.
beforeEach(() => app.reset());

/**
 * Opens `path` as another person on this device: the page before is gone (a new load), and so are
 * the last person's cookies. Might belong in the harness: open() renders beside what is there.
 */
async function openAs(persona: string, path: string) {
  cleanup();
  await app.forgetVisitor();
  await app.signIn(persona);
  await app.open(path);
}

/** The same person loads `path` again: a new page, with the cookies kept. */
async function reload(path: string) {
  cleanup();
  await app.open(path);
}

/** The path and query of an address on this title (a link sent, the provider's way back). */
const pathOf = (address: string) => {
  const url = new URL(address);
  expect(url.origin).toBe(ORIGIN);
  return `${url.pathname}${url.search}`;
};

it("a helper who may pay pays the invoice of the one she helps, who gets the receipt naming her", async () => {
  await openAs("helper-of-two", "/fullmakt");
  await reader.click(await screen.findByRole("button", { name: "Gå til siden til Ingrid Olsen" }, WAIT));
  expect(await screen.findByRole("heading", { name: "Du hjelper Ingrid Olsen" }, WAIT)).toBeTruthy();

  await reader.click(await screen.findByRole("link", { name: "Se alle fakturaer" }, WAIT));
  // Spoken of in the third person: they are Ingrid's invoices, not Sigrid's.
  expect(
    await screen.findByRole("heading", { level: 1, name: "Fakturaene til Ingrid Olsen" }, WAIT),
  ).toBeTruthy();
  const [pay] = await screen.findAllByRole("link", { name: /^Betal faktura \d+$/ }, WAIT);
  const invoiceNo = pay!.textContent!.replace("Betal faktura ", "").trim();
  await reader.click(pay!);
  expect(await screen.findByRole("heading", { level: 1, name: "Betal faktura" }, WAIT)).toBeTruthy();
  await reader.click(await screen.findByRole("radio", { name: "Betalingskort" }, WAIT));
  await reader.click(screen.getByRole("button", { name: "Betal 299 kr" }));

  // The page leaves for the provider's page; its "Godkjenn" answers, and the provider sends the
  // browser back to the invoice (the browser goes there and back in tests/e2e/).
  await waitFor(() => expect(app.leftFor()).toMatch(/\/_dev\/payment\/[^/?]+$/), WAIT);
  const provider = pathOf(app.leftFor()!);
  expect(await (await app.browser.fetch(provider)).text()).toContain("<h1>Betalingsleverandør</h1>");
  const approved = await app.browser.fetch(provider, { method: "POST", form: { outcome: "approved" } });
  expect(approved.status).toBe(303);
  await reload(pathOf(approved.headers.get("Location")!));
  await waitFor(
    () =>
      expect(
        screen
          .getAllByRole("status")
          .some((status) => status.textContent?.includes(`Takk! Faktura ${invoiceNo} er betalt.`)),
      ).toBe(true),
    WAIT,
  );
  const trips = (await (await app.browser.fetch(`/_dev/payments?invoice=${invoiceNo}`)).json()) as Array<{
    status: string;
  }>;
  expect(trips.map((t) => t.status)).toEqual(["APPROVED"]);

  // Ingrid hears of it from Min side, with Sigrid named; nobody else is told.
  const receipts = (await outbox(app.browser)).filter((m) =>
    m.text.startsWith("Sigrid Lunde har gjort dette for deg"),
  );
  expect(receipts.map((m) => m.recipient)).toEqual(["ingrid.olsen@example.no"]);
  expect(receipts[0]!.text).toContain(`Faktura ${invoiceNo} på 299 kr ble betalt med betalingskort`);

  // Her history says the payment was made by Sigrid with the power of attorney.
  await reload("/historikk");
  const entries = await screen.findAllByRole("listitem", undefined, WAIT);
  const paid = entries.find((entry) =>
    entry.textContent?.includes(`Betalte 299 kr for faktura ${invoiceNo}`),
  );
  expect(paid, `Betalte 299 kr for faktura ${invoiceNo}`).toBeTruthy();
  expect(paid!.textContent).toContain("Gjort av Sigrid Lunde med fullmakt");
});

it("a helper who may only help with delivery sees no invoices, and is refused them in words", async () => {
  await openAs("paper-subscriber", "/fullmakt");
  await reader.fill(await screen.findByRole("textbox", { name: "Navn på hjelperen" }, WAIT), "Even Lie");
  await reader.fill(screen.getByRole("textbox", { name: "E-post eller mobilnummer" }), "even.lie@example.no");
  // Seeing the subscription and invoices is ticked to begin with: Arne takes it off, and with none
  // ticked he is told to choose one; the message goes as soon as he has, so the send is not missed.
  const nothingChosen = "Velg minst én ting hjelperen kan gjøre";
  const see = screen.getByRole("checkbox", { name: "Se abonnementet og fakturaene" });
  expect((see as HTMLInputElement).checked).toBe(true);
  await reader.click(see);
  expect(await screen.findByText(nothingChosen, undefined, WAIT)).toBeTruthy();
  await reader.click(screen.getByRole("checkbox", { name: "Levering og ferieomlegging" }));
  await waitFor(() => expect(screen.queryByText(nothingChosen)).toBeNull(), WAIT);
  await reader.click(screen.getByRole("button", { name: "Send invitasjon" }));
  expect(await screen.findByText("Invitasjonen er sendt til Even Lie.", undefined, WAIT)).toBeTruthy();
  const message = (await outbox(app.browser)).find((m) => m.recipient === "even.lie@example.no");
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, "a message to even.lie@example.no with a link").toBeTruthy();
  // Arne's own front page has his payments and invoices.
  await reload("/");
  expect(await screen.findByRole("heading", { name: "Neste betaling" }, WAIT)).toBeTruthy();
  expect(await screen.findByRole("link", { name: "Se alle fakturaer" }, WAIT)).toBeTruthy();

  await openAs("helper", pathOf(link!));
  await reader.click(await screen.findByRole("button", { name: "Godta fullmakten" }, WAIT));
  await reader.click(await screen.findByRole("button", { name: "Gå til siden til Arne Solberg" }, WAIT));
  expect(await screen.findByRole("heading", { name: "Du hjelper Arne Solberg" }, WAIT)).toBeTruthy();
  // Arne's paper, not his money: the front page offers no invoice and no payment (read once his
  // subscription is shown, the page's reads in).
  expect(await screen.findByRole("heading", { name: "Abonnementet til Arne Solberg" }, WAIT)).toBeTruthy();
  expect(screen.queryByRole("link", { name: "Se alle fakturaer" })).toBeNull();
  expect(screen.queryByRole("link", { name: /^Betal faktura/ })).toBeNull();
  expect(screen.queryByRole("heading", { name: "Neste betaling" })).toBeNull();

  // The invoices typed as an address: the screen says plainly the grant does not reach them, and
  // asks the platform nothing it would refuse by design.
  const from = app.calls.length;
  await reload("/fakturaoversikt");
  expect(
    await screen.findByRole("heading", { level: 1, name: "Dette kan du ikke gjøre med fullmakten" }, WAIT),
  ).toBeTruthy();
  expect(
    screen.getByText("Fullmakten du har fått fra Arne Solberg, gjelder ikke dette.", { exact: false }),
  ).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Prøv igjen" })).toBeNull();
  const asked = app.calls
    .slice(from)
    .filter((call) => /\/api\/(invoices|receipts|credit-notes|paymentMethod)\//.test(call));
  expect(asked).toEqual([]);
});
