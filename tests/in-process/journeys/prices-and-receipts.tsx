// What a buyer is told is what is charged, in-process (docs/decisions/050, ADR 085): a discount
// code's months come after the 1 kr month, and the order form, /betaling, the receipt, its e-mail
// and the front page's next payment say the same figures; the annual plan's card is charged once a
// year; and changing to yearly sends a receipt naming the billing period, the price and the day. The
// provider's "Godkjenn" is posted as its page posts it (/_dev/payment/:id), and the page is loaded
// again where the provider sends the browser back. The same figures in Nynorsk, with the real trip
// to the provider's page and axe on /betaling, and a Nynorsk cancellation's receipt, are
// tests/e2e/prices-and-receipts.test.ts's.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORIGIN, outbox } from "#scripts/dev-backend/test-support.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** The one description (dd) after the term (dt) that says `term`, its text with the spaces evened out. */
function dd(term: string | RegExp): string {
  const terms = [...document.querySelectorAll("dt")].filter((dt) => {
    const text = dt.textContent ?? "";
    return typeof term === "string" ? text.toLowerCase().includes(term.toLowerCase()) : term.test(text);
  });
  expect(terms, `one term ${String(term)}`).toHaveLength(1);
  const description = terms[0]!.nextElementSibling;
  expect(description?.tagName).toBe("DD");
  return (description!.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Finds the text anywhere on the page, as part of an element's own text (as a browser's getByText). */
const findText = (text: string) => screen.findByText(text, { exact: false });

describe("prices-and-receipts: what a buyer is told is what is charged", () => {
  it("a discount code after 1 kr the first month: every screen, the e-mail and the front page agree", async () => {
    await app.openAs("no-subscription", "/bestill-abonnement");
    // The annual plan is charged once a year, and the card's description says so.
    await reader.click(screen.getByRole("radio", { name: /^Digital: 3 190 kr per år/ }));
    expect(await findText("Kortet belastes hvert år.")).toBeTruthy();
    expect(screen.queryByText("Kortet belastes hver måned.", { exact: false })).toBeNull();
    await reader.click(screen.getByRole("radio", { name: /^Digital: 1 kr første måned/ }));
    expect(await findText("Kortet belastes hver måned.")).toBeTruthy();

    await reader.fill(screen.getByLabelText("Rabattkode (valgfritt)"), "VELKOMMEN50");
    await reader.click(screen.getByRole("button", { name: "Bruk koden" }));
    // The order form: now, after, and the code's months and amount.
    expect(await findText("Å betale nå: 1 kr for 1 måned.")).toBeTruthy();
    expect(await findText("Deretter 150 kr per måned i 3 måneder, så 299 kr per måned.")).toBeTruthy();
    expect(await findText("Rabatt: VELKOMMEN50: 50 % rabatt i 3 måneder, 447 kr til sammen.")).toBeTruthy();
    await reader.click(screen.getByRole("radio", { name: /^Betalingskort/ }));
    await reader.click(screen.getByRole("button", { name: "Til betaling (1 kr)" }));

    // /betaling says the same.
    await screen.findByRole("heading", { level: 1, name: "Betaling" });
    await waitFor(() => expect(dd("Å betale nå")).toBe("1 kr for 1 måned"));
    expect(dd("Deretter")).toBe("150 kr per måned i 3 måneder, så 299 kr per måned");
    expect(dd(/^Rabatt$/)).toBe("VELKOMMEN50: 50 % rabatt i 3 måneder, 447 kr til sammen");
    await reader.click(await screen.findByRole("button", { name: "Betal 1 kr" }));

    // The page leaves for the provider's page; its "Godkjenn", posted as that page posts it, sends the
    // browser back to the portal, on this title or not at all (the browser goes there and back in
    // tests/e2e/, in Nynorsk).
    const provider = await app.leftForPath(/\/_dev\/payment\/[^/?]+$/);
    expect(new URL(app.leftFor()!).origin).toBe(ORIGIN);
    expect(within(await app.pageAt(provider)).getByRole("button", { name: "Godkjenn" })).toBeTruthy();
    await app.open(await app.answerAt(provider, "approved"));

    // The receipt and its e-mail.
    await screen.findByRole("heading", { level: 1, name: "Takk for bestillingen!" });
    await waitFor(() => expect(dd("Betalt nå")).toBe("1 kr for 1 måned"));
    expect(dd("Deretter")).toBe("150 kr per måned i 3 måneder, så 299 kr per måned");
    expect(dd(/^Rabatt$/)).toBe("VELKOMMEN50: 50 % rabatt i 3 måneder, 447 kr til sammen");
    const mail = (await outbox(app.browser)).find(
      (m) => m.channel === "email" && m.text.startsWith("Kvittering: "),
    );
    expect(mail?.text).toContain(
      "Betalt nå: 1 kr for 1 måned. Deretter 150 kr per måned i 3 måneder, så 299 kr per måned.",
    );
    expect(mail?.text).toContain("Rabatt: VELKOMMEN50: 50 % rabatt i 3 måneder, 447 kr til sammen.");

    // The front page's next payment is the first discounted month: 150 kr.
    await app.open("/", "Min side");
    await waitFor(() => expect(dd("Beløp")).toBe("150 kr (rabatt på 149 kr er trukket fra)"));
  });

  it("changing to yearly sends a receipt naming the billing period, the price and the day", async () => {
    await app.openAs("subscriber", "/endre-abonnement");
    await reader.click(await screen.findByRole("radio", { name: /Digital, 3 190 kr per år/ }));
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));
    await reader.click(await screen.findByRole("button", { name: "Bekreft endringen" }));
    await waitFor(() => expect(app.location()).toMatch(/\/receipt2$/));
    const mail = (await outbox(app.browser)).find(
      (m) => m.channel === "email" && m.text.startsWith("Kvittering for endring"),
    );
    expect(mail?.text).toMatch(/Du betaler for Digital per år fra \d\d\.\d\d\.\d{4}: 3 190 kr per år\./);
  });
});
