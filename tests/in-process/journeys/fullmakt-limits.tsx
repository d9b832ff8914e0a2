// What a power of attorney (fullmakt, ADR 054) lets a helper do with money, and what it does not,
// in-process (ADR 085): Sigrid, who may see and pay for Ingrid, pays Ingrid's unpaid invoice by card;
// Ingrid gets a receipt that names Sigrid, and her history says who paid. Even, who may only help
// Arne with delivery, sees no invoices on Arne's front page, and the invoices typed as an address are
// refused in words without a call. Arne takes away the right ticked to begin with before ticking
// another, and the send still goes. The provider's own page is left for, and answered as its
// "Godkjenn" answers; tests/e2e/fullmakt-limits.test.ts keeps, in a browser, the trip through that
// page and back, and axe on the paid invoice, the history and the refusal.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORIGIN, outbox } from "#scripts/dev-backend/test-support.ts";
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

/** The path and query of an address on this title (the link sent). */
const pathOf = (address: string) => {
  const url = new URL(address);
  expect(url.origin).toBe(ORIGIN);
  return `${url.pathname}${url.search}`;
};

describe("fullmakt-limits: what a helper may do with money, and what not", () => {
  it("a helper who may pay pays the invoice of the one she helps, who gets the receipt naming her", async () => {
    await openAsAnother("helper-of-two", "/fullmakt");
    await reader.click(await screen.findByRole("button", { name: "Gå til siden til Ingrid Olsen" }));
    expect(await screen.findByRole("heading", { name: "Du hjelper Ingrid Olsen" })).toBeTruthy();

    await reader.click(await screen.findByRole("link", { name: "Se alle fakturaer" }));
    // Spoken of in the third person: they are Ingrid's invoices, not Sigrid's.
    expect(
      await screen.findByRole("heading", { level: 1, name: "Fakturaene til Ingrid Olsen" }),
    ).toBeTruthy();
    const [pay] = await screen.findAllByRole("link", { name: /^Betal faktura \d+$/ });
    const invoiceNo = pay!.textContent!.replace("Betal faktura ", "").trim();
    await reader.click(pay!);
    expect(await screen.findByRole("heading", { level: 1, name: "Betal faktura" })).toBeTruthy();
    await reader.click(await screen.findByRole("radio", { name: "Betalingskort" }));
    await reader.click(screen.getByRole("button", { name: "Betal 299 kr" }));

    // The page leaves for the provider's page; its "Godkjenn" answers, and the provider sends the
    // browser back to the invoice, on this title or not at all (the browser goes there and back in
    // tests/e2e/).
    const provider = await app.leftForPath(/\/_dev\/payment\/[^/?]+$/);
    expect(new URL(app.leftFor()!).origin).toBe(ORIGIN);
    const page = await app.pageAt(provider);
    expect(within(page).getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeTruthy();
    await app.open(await app.answerAt(provider, "approved"));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("status")
          .some((status) => status.textContent?.includes(`Takk! Faktura ${invoiceNo} er betalt.`)),
      ).toBe(true),
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
    await app.open("/historikk");
    const entries = await screen.findAllByRole("listitem");
    const paid = entries.find((entry) =>
      entry.textContent?.includes(`Betalte 299 kr for faktura ${invoiceNo}`),
    );
    expect(paid, `Betalte 299 kr for faktura ${invoiceNo}`).toBeTruthy();
    expect(paid!.textContent).toContain("Gjort av Sigrid Lunde med fullmakt");
  });

  it("a helper who may only help with delivery sees no invoices, and is refused them in words", async () => {
    await openAsAnother("paper-subscriber", "/fullmakt");
    await reader.fill(await screen.findByRole("textbox", { name: "Navn på hjelperen" }), "Even Lie");
    await reader.fill(
      screen.getByRole("textbox", { name: "E-post eller mobilnummer" }),
      "even.lie@example.no",
    );
    // Seeing the subscription and invoices is ticked to begin with: Arne takes it off, and with none
    // ticked he is told to choose one; the message goes as soon as he has, so the send is not missed.
    const nothingChosen = "Velg minst én ting hjelperen kan gjøre";
    const see = screen.getByRole("checkbox", { name: "Se abonnementet og fakturaene" });
    expect((see as HTMLInputElement).checked).toBe(true);
    await reader.click(see);
    expect(await screen.findByText(nothingChosen)).toBeTruthy();
    await reader.click(screen.getByRole("checkbox", { name: "Levering og ferieomlegging" }));
    await waitFor(() => expect(screen.queryByText(nothingChosen)).toBeNull());
    await reader.click(screen.getByRole("button", { name: "Send invitasjon" }));
    expect(await screen.findByText("Invitasjonen er sendt til Even Lie.")).toBeTruthy();
    const message = (await outbox(app.browser)).find((m) => m.recipient === "even.lie@example.no");
    const link = message?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link, "a message to even.lie@example.no with a link").toBeTruthy();
    // Arne's own front page has his payments and invoices.
    await app.open("/");
    expect(await screen.findByRole("heading", { name: "Neste betaling" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Se alle fakturaer" })).toBeTruthy();

    await openAsAnother("helper", pathOf(link!));
    await reader.click(await screen.findByRole("button", { name: "Godta fullmakten" }));
    await reader.click(await screen.findByRole("button", { name: "Gå til siden til Arne Solberg" }));
    expect(await screen.findByRole("heading", { name: "Du hjelper Arne Solberg" })).toBeTruthy();
    // Arne's paper, not his money: the front page offers no invoice and no payment (read once his
    // subscription is shown, the page's reads in).
    expect(await screen.findByRole("heading", { name: "Abonnementet til Arne Solberg" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Se alle fakturaer" })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Betal faktura/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Neste betaling" })).toBeNull();

    // The invoices typed as an address: the screen says plainly the grant does not reach them, and
    // asks the platform nothing it would refuse by design.
    const from = app.calls.length;
    await app.open("/fakturaoversikt");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Dette kan du ikke gjøre med fullmakten" }),
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
});
