// Withdrawing a purchase within 14 days in-process (angrerett, docs/decisions/020, ADR 087): a buyer
// of Digital for 1 kr by card (the provider's "Godkjenn" posted as its page posts it) is offered
// "Angre kjøpet" on the receipt and the front page; the confirmation says what is paid and paid back
// and that access ends at once; withdrawing says when, and what comes back, and one acknowledgement
// with date and time goes by e-mail; the confirmation loaded again withdraws nothing more, and the
// front page then says there is no subscription. After 14 days only the normal cancel is left.
// tests/e2e/withdrawal.test.ts keeps, in a browser: the real trip to the provider, axe on the
// confirmation and on the answer, the double click that withdraws once, and the reload.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** no-subscription buys Digital for 1 kr by card and lands on the receipt. */
async function buyDigital() {
  await app.openAs("no-subscription", "/bestill-abonnement");
  await reader.click(await screen.findByRole("radio", { name: /^Betalingskort/ }));
  await reader.click(screen.getByRole("button", { name: "Til betaling (1 kr)" }));
  await reader.click(await screen.findByRole("button", { name: "Betal 1 kr" }));
  // The provider's page, and its "Godkjenn" as that page posts it; its way back loads as a new page.
  const provider = await app.leftForPath(/\/_dev\/payment\/[^/?]+$/);
  expect(within(await app.pageAt(provider)).getByRole("button", { name: "Godkjenn" })).toBeTruthy();
  await app.open(await app.answerAt(provider, "approved"), "Takk for bestillingen!");
}

const acknowledgements = async () =>
  (await outbox(app.browser)).filter((m) => m.channel === "email" && m.text.startsWith("Angrerett"));

/** The description (dd) after the one term (dt) that says `term`, its spaces evened out. */
function dd(term: string) {
  const terms = [...document.querySelectorAll("dt")].filter((dt) => dt.textContent?.includes(term));
  expect(terms, `one term ${term}`).toHaveLength(1);
  const description = terms[0]!.nextElementSibling;
  expect(description?.tagName).toBe("DD");
  return (description!.textContent ?? "").replace(/\s+/g, " ").trim();
}

describe("withdrawal: a purchase withdrawn within 14 days, and only the normal cancel after", () => {
  it("a buyer withdraws from the receipt: access ends, the refund is stated, one acknowledgement by e-mail", async () => {
    await buyDigital();
    const offer = screen.getByRole("region", { name: "Angrerett" });
    expect(offer.textContent).toContain("angre kjøpet til og med");
    await reader.click(within(offer).getByRole("link", { name: "Angre kjøpet" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Angre kjøpet" })).toBeTruthy();
    await waitFor(() => expect(app.location()).toMatch(/\/angre-kjop\?nokkel=/));
    await waitFor(() => expect(dd("Betalt")).toBe("1 kr"));
    expect(dd("Du får tilbake")).toBe("1 kr");
    expect(screen.getByText("Tilgangen til abonnementet avsluttes med en gang.")).toBeTruthy();

    // One click here (the double click that withdraws once is the browser's).
    await reader.click(screen.getByRole("button", { name: "Angre kjøpet" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Kjøpet er angret" })).toBeTruthy();
    const receipt = screen
      .getAllByRole("status")
      .filter((status) => status.textContent?.includes("Vi registrerte at du angret kjøpet"));
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.textContent).toMatch(/angret kjøpet \d{1,2}\. \w+ \d{4} kl\. \d{2}\.\d{2}/);
    expect(receipt[0]!.textContent).toContain("du får tilbake 1 kr innen 14 dager");

    const mails = await acknowledgements();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe("ola.hansen@example.no");
    expect(mails[0]!.text).toMatch(
      /angret kjøpet av Digital \(ordre SBX-\d{4,}\) \d{2}\.\d{2}\.\d{4} kl\. \d{2}\.\d{2}/,
    );

    // The confirmation step loaded again withdraws nothing more (the browser's reload is tests/e2e/'s).
    await app.open(app.location(), "Angre kjøpet");
    expect(await screen.findByText("Du har ikke noe kjøp som kan angres nå.", { exact: false })).toBeTruthy();
    expect(await acknowledgements()).toHaveLength(1);

    await app.open("/");
    await waitFor(() => expect(app.location()).toMatch(/\/ingen-abonnement$/));
  });

  it("the front page offers it within 14 days, and only the normal cancel after", async () => {
    await buyDigital();
    await reader.click(screen.getByRole("link", { name: "Gå til Min side" }));
    expect(await screen.findByText("Du har Digital.")).toBeTruthy();
    const offer = screen.getByRole("region", { name: "Angrerett" });
    expect(within(offer).getByRole("link", { name: "Angre kjøpet" })).toBeTruthy();

    const moved = await app.browser.fetch("/_dev/clock", { method: "POST", json: { days: 15 }, csrf: false });
    expect(moved.ok).toBe(true);
    // Signed in afresh on another device, 15 days later.
    await app.forgetVisitor();
    await app.openAs("no-subscription", "/");
    expect(await screen.findByText("Du har Digital.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Avslutt abonnement" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Angre kjøpet" })).toBeNull();
    await app.open("/angre-kjop");
    expect(await screen.findByText("Du har ikke noe kjøp som kan angres nå.", { exact: false })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Angre kjøpet" })).toBeNull();
  });
});
