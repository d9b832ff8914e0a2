// eFaktura from Min side in-process (docs/decisions/053, ADR 085): a subscriber getting paper
// invoices sees the title's paper fee and what avoids it, registers for eFaktura with the mobile
// number the online bank knows her by (refused at the field when it is neither that nor an e-mail
// address), gets a receipt, and each invoice says how it was sent (the older ones still on paper);
// eFaktura is ended from the same page, back to e-mail, and the history tells of it. What only a
// browser shows — axe on those screens, where the focus goes after each send, and the Nynorsk
// journey of a bank with "Alltid ja til eFaktura" — is tests/e2e/efaktura.test.ts's.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { osloToday } from "#app/domain/oslo-date.ts";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { seededInvoiceNo } from "#tests/fixtures/personas/all.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** Moves to `path` as a link does, waiting for its level-1 heading. */
async function goTo(path: string, heading: string) {
  await app.go(path);
  await screen.findByRole("heading", { level: 1, name: heading });
}

const section = () => screen.getByRole("region", { name: "eFaktura" });
const status = () => within(section()).getByRole("status");
const reference = () => screen.queryByRole("textbox", { name: "eFaktura-referanse" });
/** The "Sendt som" facts of an invoice list (or of one invoice's region). */
const sentAs = (within: HTMLElement = screen.getByRole("main")) =>
  [...within.querySelectorAll("dl")].filter((dl) => dl.textContent?.includes("Sendt som"));
const invoice = (no: string) => screen.getByRole("region", { name: new RegExp(`faktura ${no}$`) });

/** The history's newest entry: this year's first month list, its first item. */
async function newestInHistory() {
  const [month] = await screen.findAllByRole("list", {
    name: new RegExp(`^\\p{L}+ ${osloToday().slice(0, 4)}$`, "u"),
  });
  return within(month!).getAllByRole("listitem")[0]!;
}

describe("efaktura: registered for and ended from Min side, each invoice saying how it was sent", () => {
  it("invoice-paper sees the paper fee, registers for eFaktura, and the invoices say how they were sent", async () => {
    await app.openAs("invoice-paper", "/fakturaoversikt", "Fakturaoversikt");
    await waitFor(() => expect(sentAs()[0]?.textContent).toContain("Papir i posten"));

    await goTo("/endre-betalingsmetode", "Endre betalingsmetode");
    await waitFor(() =>
      expect(status().textContent).toBe(
        "Fakturaene dine kommer på papir i posten. Faktura på papir koster 49 kr i gebyr. Med eFaktura eller AvtaleGiro slipper du gebyret.",
      ),
    );
    expect(section().textContent).toContain("Vi spør aldri om fødselsnummer.");

    await reader.fill(reference()!, "12345");
    await reader.click(screen.getByRole("button", { name: "Få fakturaene som eFaktura" }));
    expect(
      await screen.findByText("Skriv en e-postadresse eller et norsk mobilnummer.", { exact: false }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(reference());

    await reader.fill(reference()!, "973 40 001");
    await reader.click(screen.getByRole("button", { name: "Få fakturaene som eFaktura" }));
    await waitFor(() =>
      expect(status().textContent).toBe("Fakturaene dine kommer som eFaktura i nettbanken."),
    );
    await waitFor(() => expect(document.activeElement).toBe(status()));
    expect(reference()).toBeNull();
    // Its receipt says what the screen said: eFaktura, the invoices in the online bank.
    const receipt = (await outbox(app.browser)).find(
      (m) => m.recipient === "gunnar.berg@example.no" && m.text.includes("eFaktura"),
    );
    expect(receipt?.text).toContain("Du har tatt i bruk eFaktura.");
    expect(receipt?.text).toContain("kommer fakturaene i nettbanken din");

    // The next invoice goes as eFaktura; those sent before went on paper and still say so.
    const issued = await app.browser.fetch("/_dev/charge", {
      method: "POST",
      json: { persona: "invoice-paper", titleCode: "SBX" },
      csrf: false,
    });
    expect(issued.status).toBe(201);
    const { ariaInvoiceNo } = (await issued.json()) as { ariaInvoiceNo: string };
    // The invoice list was read before the charge and is kept a while (SPEC §9): a new document asks again.
    await app.forgetKept();
    await goTo("/fakturaoversikt", "Fakturaoversikt");
    await waitFor(() =>
      expect(sentAs(invoice(ariaInvoiceNo))[0]?.textContent).toContain("eFaktura i nettbanken"),
    );
    for (const older of [
      seededInvoiceNo("invoice-paper", osloToday(), 1),
      seededInvoiceNo("invoice-paper", osloToday()),
    ])
      expect(sentAs(invoice(older))[0]?.textContent).toContain("Papir i posten");
  });

  it("efaktura-payer ends eFaktura from the same page: back to e-mail, and may register again", async () => {
    await app.openAs("efaktura-payer", "/endre-betalingsmetode", "Endre betalingsmetode");
    await waitFor(() =>
      expect(status().textContent).toBe("Fakturaene dine kommer som eFaktura i nettbanken."),
    );
    expect(section().textContent).toContain(
      "Stopper du eFaktura, kommer fakturaene på e-post fra neste faktura.",
    );

    await reader.click(within(section()).getByRole("button", { name: "Stopp eFaktura" }));
    await waitFor(() => expect(status().textContent).toBe("Fakturaene dine kommer på e-post."));
    await waitFor(() => expect(document.activeElement).toBe(status()));
    expect(within(section()).queryByRole("button", { name: "Stopp eFaktura" })).toBeNull();
    expect(reference()).toBeTruthy();

    // The invoices sent as eFaktura still say so.
    await goTo("/fakturaoversikt", "Fakturaoversikt");
    await waitFor(() => expect(sentAs().length).toBeGreaterThan(0));
    for (const fact of sentAs()) expect(fact.textContent).toContain("eFaktura i nettbanken");

    // The history tells of it, and leads back to where it is managed.
    await goTo("/historikk", "Historikk");
    const newest = await newestInHistory();
    expect(newest.textContent).toContain("Stoppet eFaktura");
    expect(newest.textContent).toContain("Fakturaene kommer på e-post igjen.");
    expect(within(newest).getByRole("link").getAttribute("href")).toBe("/endre-betalingsmetode");
  });
});
