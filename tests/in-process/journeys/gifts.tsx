// Gift subscriptions in-process (ADR 077, ADR 085, ADR 087), in Bokmål: Kari gives a digital
// subscription for 3 months to a new e-mail address, sent at once; the e-mail's link takes Ola (no
// subscription) to the gift, which says what redeeming does before it does it; his front page then
// says who gave it and when it ends; the same code is refused the next time; Kari's list says it is
// redeemed, and her receipt's PDF names the gift and the recipient only. A planned gift waits for its
// hour and goes when the clock passes it, and is withdrawn with the money back; a paper gift given by
// hand (the card's PDF) comes to the recipient's address; a gift to someone who has the product
// already moves their next payment, and one of another product is credited, which Neste betaling
// says; in a gift's last days the front page leads to an order that begins the day after it.
//
// The provider's "Godkjenn" is posted as its page posts it, and the way back is opened as a new page.
// The giver and the recipient take turns in the one page (each signed in when it is their turn), not
// two browsers at once. What only a browser shows stays in tests/e2e/gifts.test.ts: the whole journey
// in Nynorsk on a phone (axe on each screen, the answers in view, the real trip to the provider and the
// receipt's download), and axe on the front page in a gift's last days.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORIGIN, outbox } from "#scripts/dev-backend/test-support.ts";
import { isPdf, pdfText } from "#scripts/dev-backend/documents/pdf-text.ts";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays, addMonths, osloDateTime, osloToday } from "#app/domain/oslo-date.ts";
import { formatDate } from "#app/domain/format.ts";
import { reader, statusSaying } from "../app.tsx";
import { app } from "./the-app.ts";

/** The stand-in's time now (its dev clock, moved on by advanceClock). */
async function platformNow(): Promise<Date> {
  const response = await app.browser.fetch("/_dev/clock");
  return new Date(((await response.json()) as { now: string }).now);
}
const platformToday = async () => osloToday(await platformNow());

const radio = (name: string | RegExp) => screen.getByRole("radio", { name });
const textbox = (name: string | RegExp) => screen.getByRole("textbox", { name });

/** The path and query of an address on this title (a link in an e-mail, the provider's way back). */
function pathOf(address: string) {
  const url = new URL(address);
  expect(url.origin).toBe(ORIGIN);
  return `${url.pathname}${url.search}`;
}

/** The link in the newest message to `recipient`: the test fails without one. */
async function linkSentTo(recipient: string): Promise<string> {
  const message = (await outbox(app.browser)).find((m) => m.recipient === recipient);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `a message to ${recipient} with a link`).toBeTruthy();
  return link!;
}

/**
 * The page has left for the provider's page; it asks to approve, and its "Godkjenn" is posted as
 * that page posts it. Back on /gaver, as a new page, the platform's word that it is paid.
 */
async function approveAtProvider(paid: string) {
  const provider = await app.leftForPath(/\/_dev\/payment\//);
  const page = await app.pageAt(provider);
  expect(within(page).getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeTruthy();
  expect(within(page).getByRole("button", { name: "Godkjenn" })).toBeTruthy();
  const back = await app.answerAt(provider, "approved");
  expect(back).toMatch(/^\/gaver\?/);
  await app.open(back, "Mine gaver");
  await statusSaying(paid);
}

/** The gift in the giver's list with the recipient's name. */
const giftRow = (name: string) =>
  waitFor(() => {
    const row = screen.getAllByRole("listitem").find((item) => item.textContent?.includes(name));
    expect(row, `a gift to ${name} in the list`).toBeTruthy();
    return row!;
  });

/** Waits until the gift's row says `text`. */
const rowSays = (name: string, text: string) =>
  waitFor(async () => expect((await giftRow(name)).textContent).toContain(text));

/** The code on a card gift's PDF, downloaded from the giver's list. */
async function codeOnCard(recipient: string): Promise<string> {
  const link = within(await giftRow(recipient)).getByRole("link", {
    name: `Last ned gavekortet til ${recipient} (PDF)`,
  });
  const { bytes } = await reader.download(link);
  expect(isPdf(bytes), "a PDF").toBe(true);
  const code = pdfText(bytes)
    .join("\n")
    .match(/\b[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b/)?.[0];
  expect(code, "a gift code on the card").toBeTruthy();
  return code!;
}

/** The value (dd) of the term (dt) that says `term` in the front page's payment card. */
function paymentFact(term: string): string {
  const card = screen.getByRole("region", { name: "Betaling" });
  const dt = [...card.querySelectorAll("dt")].find((d) => d.textContent?.includes(term));
  expect(dt, `"${term}" in Betaling`).toBeTruthy();
  return dt!.nextElementSibling?.textContent ?? "";
}

/** Finds the text anywhere on the page, as part of an element's own text (as a browser's getByText). */
const findText = (text: string | RegExp) =>
  screen.findByText(text, typeof text === "string" ? { exact: false } : {});

/** Gives a gift given by hand (a card), of Digital for 1 month, paid by card: its code. */
async function giveCardGift(giver: string, recipient: string) {
  await app.openAs(giver, "/gi-i-gave", "Gi Sandkasseavisa i gave");
  await reader.click(radio("Digitalt abonnement"));
  await reader.click(radio(/^1 måned: /));
  await reader.fill(textbox("Mottakerens navn"), recipient);
  await reader.click(radio(/^Jeg gir den selv/));
  await reader.click(radio("Betalingskort"));
  await reader.click(screen.getByRole("button", { name: /^Til betaling \(/ }));
  await approveAtProvider("Takk! Gaven er betalt.");
  return codeOnCard(recipient);
}

describe("gifts: giving a subscription, redeeming it, and what it credits", () => {
  it("a digital gift for 3 months, sent now, redeemed once, with the giver's receipt", async () => {
    await app.openAs("subscriber", "/gi-i-gave", "Gi Sandkasseavisa i gave");
    await reader.click(radio("Digitalt abonnement"));
    await reader.click(radio(/^3 måneder: /));
    await reader.fill(textbox("Mottakerens navn"), "Ola Nordmann");
    await reader.fill(textbox("Mottakerens e-post"), "ola.gave@example.no");
    await reader.click(radio("Betalingskort"));
    // Before paying, what will happen, with the price on the button too.
    const summary = screen.getByRole("region", { name: /^Dette skjer når du betaler/ });
    await waitFor(() => expect(summary.textContent).toContain("Ola Nordmann"));
    expect(summary.textContent).toContain("ola.gave@example.no");
    await reader.click(screen.getByRole("button", { name: /^Til betaling \(/ }));
    await approveAtProvider("Takk! Gaven er betalt.");
    await rowSays("Ola Nordmann", "Sendt");

    // Ola opens the link in the e-mail with his own account: the gift, and what redeeming does.
    const link = await linkSentTo("ola.gave@example.no");
    expect(link).toMatch(new RegExp(`^${ORIGIN}/los-inn-gave\\?kode=`));
    await app.forgetVisitor();
    await app.openAs("no-subscription", pathOf(link));
    expect(await screen.findByRole("heading", { name: "Gave fra Kari Nordmann" })).toBeTruthy();
    const end = formatDate(addDays(addMonths(await platformToday(), 3), -1), "nb");
    expect(await findText(new RegExp(end.replace(".", "\\.")))).toBeTruthy();
    await reader.click(screen.getByRole("button", { name: "Løs inn gaven" }));
    const done = await statusSaying("Gaven er løst inn.");
    await reader.click(within(done).getByRole("link", { name: "Til Min side" }));
    expect(await findText(`Gave fra Kari Nordmann. Gjelder til og med ${end}.`)).toBeTruthy();

    // The same code again, opened by Kari, is refused in words that say why.
    await app.forgetVisitor();
    await app.openAs("subscriber", pathOf(link));
    expect(await findText("Denne gavekoden er allerede brukt.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Løs inn gaven" })).toBeNull();

    // Kari's list says it is redeemed; her receipt names the gift and the recipient only.
    await app.open("/gaver", "Mine gaver");
    await rowSays("Ola Nordmann", "Løst inn");
    await reader.click(
      within(await giftRow("Ola Nordmann")).getByRole("link", { name: "Kvittering for Digitalt abonnement" }),
    );
    const { bytes } = await reader.download(await screen.findByRole("link", { name: /som PDF$/ }));
    expect(isPdf(bytes), "a PDF").toBe(true);
    const text = pdfText(bytes).join("\n");
    expect(text).toContain("Gaveabonnement");
    expect(text).toContain("Ola Nordmann");
    expect(text).not.toContain("ola.gave@example.no");
  });

  it("a planned gift waits for its hour, is sent when the clock passes it, and is withdrawn with the money back", async () => {
    await app.openAs("subscriber", "/gi-i-gave", "Gi Sandkasseavisa i gave");
    await reader.click(radio("Digitalt abonnement"));
    await reader.click(radio(/^1 måned: /));
    await reader.fill(textbox("Mottakerens navn"), "Siri Dahl");
    await reader.fill(textbox("Mottakerens e-post"), "siri.dahl@example.no");
    await reader.click(radio("En dag og et klokkeslett jeg velger"));
    // The day after the platform's today, at 08:00 in Oslo.
    await reader.fill(screen.getByLabelText("Dag"), addDays(await platformToday(), 1));
    await reader.fill(screen.getByLabelText("Klokkeslett"), "08:00");
    await reader.fill(textbox("Hilsen (valgfritt)"), "God jul, Siri! 🎄");
    await reader.click(radio(/^Vipps/));
    const summary = screen.getByRole("region", { name: "Dette skjer når du betaler" });
    await waitFor(() => expect(summary.textContent).toContain("kl. 08.00, ikke før"));
    await reader.click(screen.getByRole("button", { name: /^Til betaling \(/ }));
    await approveAtProvider("Takk! Gaven er betalt.");
    await rowSays("Siri Dahl", "Planlagt");
    const toSiri = async () =>
      (await outbox(app.browser)).filter((m) => m.recipient === "siri.dahl@example.no");
    expect(await toSiri()).toHaveLength(0);

    // Past 08:00 tomorrow, it has gone, with the message.
    const now = osloDateTime(await platformNow());
    const minutesToEight = 24 * 60 + 8 * 60 - (Number(now.time.slice(0, 2)) * 60 + Number(now.time.slice(3)));
    await app.advanceClock({ minutes: minutesToEight + 1 });
    await waitFor(async () => expect(await toSiri()).toHaveLength(1));
    expect((await toSiri())[0]!.text).toContain("God jul, Siri! 🎄");
    // A day on, the session has run out: signed in again.
    await app.openAs("subscriber", "/gaver", "Mine gaver");
    await rowSays("Siri Dahl", "Sendt");

    // Withdrawn within 14 days: the code stops working, and the money comes back with a credit note.
    await reader.click(
      within(await giftRow("Siri Dahl")).getByRole("button", { name: "Angre gaven til Siri Dahl" }),
    );
    expect(await findText(/^Gaven til Siri Dahl er angret\. Du får \d+ kr tilbake\.$/)).toBeTruthy();
    await rowSays("Siri Dahl", "Angret");
    await reader.click(within(await giftRow("Siri Dahl")).getByRole("link", { name: "Kreditnota" }));
    expect(await screen.findByRole("heading", { level: 1, name: /^Kreditnota / })).toBeTruthy();
    // The history tells both, as they were.
    await app.open("/historikk", "Historikk");
    expect(await findText("Ga Digitalt abonnement i 1 måned i gave til Siri Dahl")).toBeTruthy();
    expect(await findText("Angret gaven til Siri Dahl")).toBeTruthy();
    await app.open(pathOf(await linkSentTo("siri.dahl@example.no")));
    expect(
      await findText("Denne gaven er trukket tilbake av giveren, så koden virker ikke lenger."),
    ).toBeTruthy();
  });

  it("a paper gift given by hand: its card's code, and the paper comes to the recipient's address", async () => {
    await app.openAs("subscriber", "/gi-i-gave", "Gi Sandkasseavisa i gave");
    await reader.click(radio("Papiravis og digitalt"));
    await reader.click(radio(/^3 måneder: /));
    await reader.fill(textbox("Mottakerens navn"), "Ánne Márjá Somby");
    await reader.click(radio(/^Jeg gir den selv/));
    await reader.fill(textbox("Navn på leveringsadresse"), "Ánne Márjá Somby");
    await reader.fill(textbox("Adresse"), "Storgata");
    await reader.fill(textbox("Gatenummer"), "12");
    await reader.fill(textbox("Postnummer"), "7010");
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Poststed" }).value).toBe("TRONDHEIM"),
    );
    await reader.fill(screen.getByLabelText("Første dag med avis"), earliestChangeDate(await platformNow()));
    await reader.click(radio("Betalingskort"));
    await reader.click(screen.getByRole("button", { name: /^Til betaling \(/ }));
    await approveAtProvider("Takk! Gaven er betalt.");
    const code = await codeOnCard("Ánne Márjá Somby");

    // Ola types the code from the card, in lower case without dashes.
    await app.forgetVisitor();
    await app.openAs("no-subscription", "/los-inn-gave", "Løs inn en gave");
    await reader.fill(textbox("Gavekode"), code.toLowerCase().replaceAll("-", ""));
    await reader.click(screen.getByRole("button", { name: "Finn gaven" }));
    expect(await screen.findByRole("heading", { name: "Gave fra Kari Nordmann" })).toBeTruthy();
    await reader.click(screen.getByRole("button", { name: "Løs inn gaven" }));
    const done = await statusSaying("Gaven er løst inn.");
    await reader.click(within(done).getByRole("link", { name: "Til Min side" }));
    expect(await findText(/^Gave fra Kari Nordmann\. Gjelder til og med/)).toBeTruthy();
    expect(await findText("Storgata 12")).toBeTruthy();
  });

  it("a gift to someone who has the product already moves their next payment by its months", async () => {
    const code = await giveCardGift("paper-subscriber", "Kari Nordmann");

    await app.forgetVisitor();
    await app.openAs("subscriber", `/los-inn-gave?kode=${code}`);
    const said = await findText(
      /^Du har allerede Digital\. Gaven legges til: neste betaling flyttes fra (.+) til (.+)\.$/,
    );
    const [, before, after] = /fra (.+) til (.+)\.$/.exec(said.textContent!)!;
    await reader.click(screen.getByRole("button", { name: "Løs inn gaven" }));
    expect(
      await findText(`Gaven er lagt til Digital. Neste betaling er flyttet fra ${before} til ${after}.`),
    ).toBeTruthy();
    const done = await statusSaying("Gaven er lagt til Digital.");
    await reader.click(within(done).getByRole("link", { name: "Til Min side" }));
    await waitFor(() => expect(paymentFact("Dato")).toBe(after));
  });

  it("in a gift's last days the front page says what going on costs, and an order goes on from the day after", async () => {
    // Tor's gift from Hanne ends in 10 days (the seed).
    await app.openAs("gift-recipient", "/");
    const today = await platformToday();
    const end = formatDate(addDays(today, 10), "nb");
    expect(await findText(`Gave fra Hanne Bakke. Gjelder til og med ${end}.`)).toBeTruthy();
    expect(await findText(/^Gaven slutter .+ Den fornyes ikke av seg selv/)).toBeTruthy();
    expect(await findText(/^Digital koster \d[\d ]* kr per måned\.$/)).toBeTruthy();
    await reader.click(screen.getByRole("link", { name: "Fortsett med Digital" }));

    // The order form, the plan chosen, saying when it begins.
    const startsOn = formatDate(addDays(today, 11), "nb");
    expect(
      await findText(new RegExp(`begynner ${startsOn.replace(".", "\\.")}, dagen etter at gaven`)),
    ).toBeTruthy();
    expect(radio(/^Digital: .* per måned /)).toHaveProperty("checked", true);
    await reader.click(radio(/^Betalingskort/));
    await reader.click(screen.getByRole("button", { name: /^Til betaling/ }));
    await waitFor(() => expect(app.location()).toMatch(/^\/betaling\?ordre=/));
    await reader.click(await screen.findByRole("button", { name: /^Betal / }));
    const provider = await app.leftForPath(/\/_dev\/payment\//);
    const page = await app.pageAt(provider);
    expect(within(page).getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeTruthy();
    // "Godkjenn": the browser goes back to the portal, and the reader opens the front page.
    await app.open(await app.answerAt(provider, "approved"));
    await app.open("/");
    expect(await findText("Du har Digital.")).toBeTruthy();
    expect(screen.queryByText(/^Gave fra Hanne Bakke/)).toBeNull();
  });

  it("a gift of another product than the reader's is credited, and Neste betaling says it took the amount down", async () => {
    const code = await giveCardGift("subscriber", "Arne Solberg");

    // Arne has paper and digital: the gift is credited, said before it is.
    await app.forgetVisitor();
    await app.openAs("paper-subscriber", `/los-inn-gave?kode=${code}`);
    const said = await findText(
      /^Du har Papir \+ digital, som er et annet abonnement enn gaven\. Gaven godskrives deg med (.+ kr),/,
    );
    const amount = /med (.+ kr),/.exec(said.textContent!)![1]!;
    await reader.click(screen.getByRole("button", { name: "Løs inn gaven" }));
    expect(
      await findText(
        `Gaven er godskrevet med ${amount}. Det trekkes fra de neste betalingene for Papir + digital.`,
      ),
    ).toBeTruthy();
    const done = await statusSaying("Gaven er godskrevet");
    await reader.click(within(done).getByRole("link", { name: "Til Min side" }));
    await waitFor(() => expect(paymentFact("Beløp")).toContain(`${amount} fra en gave er trukket fra`));
  });
});
