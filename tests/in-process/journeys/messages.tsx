// The messages the reader chose, in-process (ADR 080, ADR 085): receipts turned off by e-mail on
// /varsler hold back the next change's receipt (the outbox says so) while the receipt of a payment
// still goes out; SMS turned on for leveringsavvik sends one SMS for a disruption where the paper
// goes, not another when the front page is read again, and one the day a stop registered on
// /endre-avislevering begins and one the day after it is over (ADR 088); an e-mail's stop link, opened signed out,
// turns that kind off and says so, and a changed link changes nothing and says so; marketing turned
// on at /varsler is the consent the privacy settings show, and turned off there it is off at
// /varsler. The card payment is made at the stand-in provider (/_dev/payment/…): its form posted as
// the reader's click posts it, and the address it sends the browser back to opened as a new page.
// tests/e2e/messages.test.ts keeps what only a browser shows: the Nynorsk run, the answer in view on
// a phone, and axe on /varsler and on the page a stop link opens signed out.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { resetConsentStore } from "#app/consent/consent-store.ts";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { formatWeekdayDate } from "#app/domain/format.ts";
import { addDays, osloDateTime } from "#app/domain/oslo-date.ts";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { personaById } from "#tests/fixtures/personas/all.ts";
import { PROVIDER_PAGE, reader, statusSaying } from "../app.tsx";
import { app } from "./the-app.ts";

/**
 * Someone else at this browser: the page on screen taken down first, as a new browser has none, then
 * no cookies and nothing kept. (Cleared under a page still on screen, that page reads the session
 * again, without them.)
 */
async function newVisitor() {
  cleanup();
  await app.forgetVisitor();
}

/** Moves within the app as a link does, and waits for the page's level-1 heading. */
async function goTo(path: string, heading: string | RegExp) {
  await app.go(path);
  await screen.findByRole("heading", { level: 1, name: heading });
}

/** A change of plan on /endre-abonnement: the first plan offered, confirmed. */
async function changePlan() {
  const [first] = await screen.findAllByRole("radio");
  await reader.click(first!);
  await reader.click(screen.getByRole("button", { name: "Fortsett" }));
  await reader.click(await screen.findByRole("button", { name: "Bekreft endringen" }));
  await screen.findByRole("heading", { level: 1, name: "Endringen er registrert" });
}

/** A region of /varsler: one choice ticked and saved with its own button. */
async function chooseAndSave(region: string, choice: string, save: string) {
  const part = await screen.findByRole("region", { name: region });
  await reader.click(within(part).getByRole("radio", { name: choice }));
  await reader.click(within(part).getByRole("button", { name: save }));
  return part;
}

describe("messages: the messages the reader chose", () => {
  it("nb: receipts off by e-mail hold back a change's receipt, not a payment's; SMS for leveringsavvik sends one", async () => {
    const email = personaById("unpaid-invoice")!.identity.email;
    await app.openAs("unpaid-invoice", "/varsler", "Varsler");
    const receipts = await chooseAndSave(
      "Kvitteringer for endringer",
      "Ingen",
      "Lagre kvitteringer for endringer",
    );
    expect(await within(receipts).findByText("Lagret. Kvitteringer for endringer: Ingen.")).toBeTruthy();

    // A change of plan: its receipt is held back, and the outbox says why.
    await goTo("/endre-abonnement", /.+/);
    await changePlan();
    const toReader = (await outbox(app.browser)).filter((m) => m.recipient === email);
    const held = toReader.filter((m) => m.status === "held");
    expect(held, "the change's receipt, held back").toHaveLength(1);
    expect(held[0]!.kind).toBe("receipts");
    expect(held[0]!.reason).toBeTruthy();
    expect(toReader.filter((m) => m.status !== "held" && m.kind === "receipts")).toHaveLength(0);

    // Paying the overdue invoice: the receipt of a payment is always sent.
    await goTo("/fakturaoversikt", "Fakturaoversikt");
    const [pay] = await screen.findAllByRole("link", { name: /^Betal faktura \d+$/ });
    const invoiceNo = pay!.textContent!.replace(/\D/g, "");
    await reader.click(pay!);
    await reader.click(await screen.findByRole("radio", { name: "Betalingskort" }));
    await reader.click(screen.getByRole("button", { name: /^Betal \d/ }));
    const provider = await app.leftForPath(PROVIDER_PAGE);
    // The provider's "Godkjenn", as its page posts it; it sends the browser back to the portal.
    await app.open(await app.answerAt(provider, "approved"), /.+/);
    await statusSaying(`Takk! Faktura ${invoiceNo} er betalt.`);
    const paid = (await outbox(app.browser)).filter(
      (m) => m.recipient === email && m.text.includes(`Faktura ${invoiceNo} er betalt.`),
    );
    expect(paid.map((m) => m.status ?? "sent")).toEqual(["sent"]);

    // A paper reader turns SMS on for leveringsavvik; a disruption where the paper goes: one SMS.
    const paper = personaById("paper-subscriber")!;
    await newVisitor();
    await app.openAs("paper-subscriber", "/varsler", "Varsler");
    const delivery = await chooseAndSave("Leveringsavvik", "SMS", "Lagre leveringsavvik");
    expect(await within(delivery).findByText("Lagret. Leveringsavvik: SMS.")).toBeTruthy();
    const announced = await app.browser.fetch("/_dev/disruptions", {
      method: "POST",
      json: {
        postalCode: paper.deliveryAddress!.postalCode,
        message: "Avisen kommer senere enn vanlig i dag på grunn av snøvær.",
      },
      csrf: false,
    });
    expect(announced.status).toBe(201);
    const smsTo = async () =>
      (await outbox(app.browser)).filter(
        (m) => m.channel === "sms" && m.recipient === paper.identity.phoneNumber && m.kind === "delivery",
      );
    expect(await smsTo()).toHaveLength(1);
    // The front page read, and read again: still one.
    await app.open("/", "Min side");
    await app.open("/", "Min side");
    expect(await smsTo()).toHaveLength(1);
  });

  it("nb: SMS for leveringsavvik tells a paper reader the day a stop begins and the day it is over, once each", async () => {
    const paper = personaById("paper-subscriber")!;
    await app.openAs("paper-subscriber", "/varsler", "Varsler");
    await chooseAndSave("Leveringsavvik", "SMS", "Lagre leveringsavvik");
    await goTo("/endre-avislevering", "Endre avislevering");
    // A stop of three days from the first one the deadline allows.
    const today = osloDateTime(new Date()).date;
    const first = earliestChangeDate(new Date());
    const last = addDays(first, 2);
    await reader.click(screen.getByRole("radio", { name: "Stopp avisen en periode, for eksempel i ferien" }));
    await reader.fill(screen.getByLabelText("Siste dag"), last);
    await reader.click(screen.getByRole("button", { name: "Registrer endringen" }));
    await screen.findByText(/^Endringen er registrert: Stopp i leveringen/);

    const stopMessages = async () =>
      (await outbox(app.browser))
        .filter((m) => m.recipient === paper.identity.phoneNumber && m.text.includes("Avisstoppen"))
        .reverse();
    expect(await stopMessages()).toEqual([]);
    const daysTo = (date: string) => (Date.parse(date) - Date.parse(today)) / 86_400_000;
    const moved = await app.advanceClock({ days: daysTo(first) });
    // The stand-in's instant, as the harness reads it, has moved with it.
    expect(app.clock.now).toBe(moved.getTime());
    expect(osloDateTime(new Date(app.clock.now)).date).toBe(first);
    const link = String.raw`http://sbx\.localhost:\d+/endre-avislevering`;
    const weekday = String.raw`[a-zæøå]+dag \d{1,2}\. [a-z]+`;
    const [began] = await stopMessages();
    expect(began).toMatchObject({ channel: "sms", kind: "delivery", status: "sent" });
    expect(began!.text).toMatch(
      new RegExp(
        `^Sandkasseavisa: Avisstoppen din begynner i dag\\. Du får ikke papiravisen til og med ${formatWeekdayDate(last, "nb")}, og den kommer igjen ${weekday}\\. Se eller endre stoppen: ${link}$`,
      ),
    );
    // Read on its last day: still that one.
    await app.advanceClock({ days: 2 });
    expect(await stopMessages()).toHaveLength(1);

    await app.advanceClock({ days: 1 });
    const messages = await stopMessages();
    expect(messages.map((m) => m.channel)).toEqual(["sms", "sms"]);
    expect(messages[1]!.text).toMatch(
      new RegExp(
        `^Sandkasseavisa: Avisstoppen din er over, og papiravisen kommer igjen ${weekday}\\. Se leveringen din: ${link}$`,
      ),
    );
  });

  it("an e-mail's stop link, opened signed out, turns receipts off; a changed link changes nothing", async () => {
    const email = personaById("subscriber")!.identity.email;
    await app.openAs("subscriber", "/endre-abonnement", /.+/);
    await changePlan();
    const receipt = (await outbox(app.browser)).find(
      (m) => m.recipient === email && m.kind === "receipts" && m.status !== "held",
    );
    const link = receipt?.text.match(/https?:\/\/\S+\/avmeld\?token=\S+/)?.[0];
    expect(link, "the receipt's stop link").toBeTruthy();
    expect(JSON.stringify(receipt!.headers ?? {})).toContain("List-Unsubscribe=One-Click");
    const url = new URL(link!);

    /** The stop link opened by someone signed out (no cookies, nothing kept). */
    const openSignedOut = async (path: string, heading: string) => {
      await newVisitor();
      await app.open(path, heading);
    };
    /** /varsler as the subscriber, signed in again: the receipts' channel. */
    const receiptsOnVarsler = async () => {
      await newVisitor();
      await app.openAs("subscriber", "/varsler", "Varsler");
      return screen.findByRole("region", { name: "Kvitteringer for endringer" });
    };

    // One character changed: nothing happens, and the page says so.
    const token = url.searchParams.get("token")!;
    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    await openSignedOut(`${url.pathname}${url.search.replace(token, changed)}`, "Lenken virker ikke");
    expect(screen.getByText(/^Ingenting er endret\./)).toBeTruthy();
    let receipts = await receiptsOnVarsler();
    expect((within(receipts).getByRole("radio", { name: "E-post" }) as HTMLInputElement).checked).toBe(true);

    // The link as it came: turned off, said so, with the way to turn it on again.
    await openSignedOut(
      `${url.pathname}${url.search}`,
      "Du får ikke lenger e-post om kvitteringer for endringer",
    );
    expect(screen.getByRole("link", { name: "Gå til Varsler" })).toBeTruthy();
    receipts = await receiptsOnVarsler();
    expect((within(receipts).getByRole("radio", { name: "Ingen" }) as HTMLInputElement).checked).toBe(true);
  });
  it("marketing on /varsler and the consent in the privacy settings are one setting", async () => {
    // The consent store's memory of another test's visitor goes, as a new browser has none.
    resetConsentStore();
    await app.openAs("subscriber", "/varsler", "Varsler");
    const marketing = () => screen.getByRole("region", { name: "Tilbud og nyheter fra avisen" });
    await reader.click(within(marketing()).getByRole("button", { name: "Ja, send meg tilbud og nyheter" }));
    expect(await within(marketing()).findByText("Lagret: du får tilbud og nyheter.")).toBeTruthy();
    await reader.click(within(marketing()).getByRole("link", { name: "Alle personverninnstillingene" }));
    await screen.findByRole("heading", { level: 1, name: "Personverninnstillinger" });
    // The checkbox is named by its label: the category, then what it means.
    const consent = () => screen.getByRole("checkbox", { name: /^Markedsføring/ }) as HTMLInputElement;
    await waitFor(() => expect(consent().checked).toBe(true));
    await reader.click(consent());
    await reader.click(screen.getByRole("button", { name: "Lagre valgene" }));
    await waitFor(() => {
      const status = screen
        .getAllByRole("status")
        .find((element) => element.textContent?.includes("Valgene dine er lagret"));
      expect(status?.textContent).toContain("Markedsføring: nei");
    });
    await app.open("/varsler", "Varsler");
    expect(within(marketing()).getByText("Du får ikke tilbud og nyheter.")).toBeTruthy();
  });
});
