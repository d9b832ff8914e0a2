// Buying a subscription in-process (SPEC §2, §5, §9, ADR 007, ADR 087): the order form, /betaling,
// the provider's answer and where it ends — cancelled, failed, lost (/bestilling-feilet, and a later
// check that finds the order), slow (polled until the receipt) — a failed order or discount call that
// keeps the form, the winback offer with the saved card, a paper order's address, a discount code's
// figures agreeing from the form to the invoice, the age rules for a buyer the identity provider gave
// no birthdate, and the contact details after buying. The provider's page is the stand-in's
// (/_dev/payment/:id): the page's trip there is caught, the button's answer posted as its form posts
// it, and the way back opened as a new page. tests/e2e/purchase.test.ts keeps what only a browser
// shows: the real trips to the card provider and to Vipps and back (behind nginx), the double click,
// the reload and the back button, Enter in the code field, axe on each screen, and the Nynorsk runs.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { osloToday } from "#app/domain/oslo-date.ts";
import { SLOW_PROVIDER_MS } from "#scripts/dev-backend/payments/provider.ts";
import { ORIGIN, outbox } from "#scripts/dev-backend/test-support.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

interface ProviderTrip {
  paymentId: string;
  kind: string;
  status: "PENDING" | "APPROVED" | "CANCELLED" | "FAILED";
  amount: number | null;
}

/** The orders' trips to the stand-in payment provider (/_dev/payments), newest first. */
async function orders(): Promise<ProviderTrip[]> {
  const response = await app.browser.fetch("/_dev/payments");
  expect(response.ok).toBe(true);
  return ((await response.json()) as ProviderTrip[]).filter((trip) => trip.kind === "ORDER");
}

/** The one description (dd) after the term (dt) that says `term` in `within`, its spaces evened out. */
function dd(term: string | RegExp, inside: ParentNode = document): string {
  const terms = [...inside.querySelectorAll("dt")].filter((dt) => {
    const text = dt.textContent ?? "";
    return typeof term === "string" ? text.includes(term) : term.test(text);
  });
  expect(terms, `one term ${String(term)}`).toHaveLength(1);
  const description = terms[0]!.nextElementSibling;
  expect(description?.tagName).toBe("DD");
  return (description!.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** From Min side (no subscription) to the order form. */
async function startOrder() {
  await app.openAs("no-subscription", "/", "Du har ikke abonnement");
  expect(app.location()).toMatch(/\/ingen-abonnement$/);
  await reader.click(within(screen.getByRole("main")).getByRole("link", { name: "Bestill abonnement" }));
  await screen.findByRole("heading", { level: 1, name: "Bestill abonnement" });
}

/** The order form's send, to /betaling. */
async function toPayment(amount: string) {
  await reader.click(screen.getByRole("button", { name: `Til betaling (${amount})` }));
  await screen.findByRole("heading", { level: 1, name: "Betaling" });
}

/**
 * From the order's summary on /betaling to the provider's page: where the page sent the browser
 * (its path), and that page as the browser shows it.
 */
async function payOnBetaling(amount: string) {
  expect(app.location()).toMatch(/\/betaling\?ordre=/);
  expect(screen.getByRole("heading", { level: 1, name: "Betaling" })).toBeTruthy();
  await reader.click(await screen.findByRole("button", { name: `Betal ${amount}` }));
  const path = await app.leftForPath(/\/_dev\/payment\/[^/?]+$/);
  const page = await app.pageAt(path);
  expect(within(page).getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeTruthy();
  return { path, page };
}

/** The provider's button `outcome` pressed, and the page it sends the browser back to loaded. */
async function answerAtProvider(path: string, outcome: string, heading?: string) {
  await app.open(await app.answerAt(path, outcome), heading);
}

/** Choosing the paper plan and typing its delivery address (Kongens gate 12, 7011 TRONDHEIM). */
async function paperWithAddress() {
  await reader.click(screen.getByRole("radio", { name: /^Papir \+ digital: 649 kr per måned/ }));
  await reader.fill(await screen.findByLabelText("Navn på leveringsadresse"), "Ola Hansen");
  await reader.fill(screen.getByLabelText("Adresse", { exact: true }), "Kongens gate");
  await reader.fill(screen.getByLabelText("Gatenummer"), "12");
  await reader.fill(screen.getByLabelText("Postnummer"), "7011");
  await waitFor(() =>
    expect((screen.getByRole("textbox", { name: "Poststed" }) as HTMLInputElement).value).toBe("TRONDHEIM"),
  );
}

/** The customer centre's number, as a link in the alert (the retry's words are said beside it). */
const customerCentreIn = (alert: HTMLElement) =>
  within(alert).getByRole("link", { name: /^\d{2} \d{2} \d{2} \d{2}$/ });

const value = (element: HTMLElement) => (element as HTMLInputElement).value;
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

/**
 * What the page sends to the platform from now on (path, JSON body, Idempotency-Key), read as the
 * request leaves. Might belong in the harness, beside `calls`.
 */
function watchSends() {
  const sends: { path: string; body: Record<string, unknown>; key: string | null }[] = [];
  const answer = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(
      input instanceof Request ? input.clone() : new URL(String(input), ORIGIN),
      init,
    );
    const text = request.method === "GET" ? "" : await request.text();
    sends.push({
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      key: request.headers.get("Idempotency-Key"),
    });
    return answer(input, init);
  });
  return (path: string) => sends.filter((send) => send.path === path);
}

describe("purchase: the order form, /betaling, the provider's answer, the receipt", () => {
  it("a cancel at the provider ends on /avbryt-bestilling, a failure on /feil-kjop; nothing is bought", async () => {
    await startOrder();
    await reader.click(screen.getByRole("radio", { name: /^Betalingskort/ }));
    await toPayment("1 kr");
    const card = await payOnBetaling("1 kr");
    await answerAtProvider(card.path, "cancelled", "Bestillingen er avbrutt");
    expect(app.location()).toMatch(/\/avbryt-bestilling/);
    expect(screen.getByText("Du avbrøt betalingen, så ingenting er trukket", { exact: false })).toBeTruthy();

    // A minute later, as a reader's is (the stand-in's clock stands still): the trips' order is
    // the order they were made in.
    app.clock.now += 60_000;
    await reader.click(screen.getByRole("link", { name: "Prøv igjen" }));
    await screen.findByRole("heading", { level: 1, name: "Bestill abonnement" });
    await reader.click(screen.getByRole("radio", { name: /^Vipps/ }));
    await toPayment("1 kr");
    const vipps = await payOnBetaling("1 kr");
    await answerAtProvider(vipps.path, "failed", "Kjøpet gikk ikke gjennom");
    expect(app.location()).toMatch(/\/feil-kjop/);
    expect(customerCentreIn(screen.getByRole("alert"))).toBeTruthy();

    expect((await orders()).map((o) => o.status)).toEqual(["FAILED", "CANCELLED"]);
    await app.open("/", "Du har ikke abonnement");
    expect(app.location()).toMatch(/\/ingen-abonnement$/);
  });

  it("a failed order call keeps what was chosen, and trying again places one order", async () => {
    await startOrder();
    await reader.click(screen.getByRole("radio", { name: /^Vipps/ }));
    await reader.fill(screen.getByLabelText("Rabattkode (valgfritt)"), "VELKOMMEN50");
    await app.setFault("order", "503", 1);
    await reader.click(screen.getByRole("button", { name: "Til betaling (1 kr)" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.textContent).toContain("Vi fikk ikke fullført dette akkurat nå."));
    expect(customerCentreIn(alert)).toBeTruthy();
    expect(checked(screen.getByRole("radio", { name: /^Vipps/ }))).toBe(true);
    expect(value(screen.getByLabelText("Rabattkode (valgfritt)"))).toBe("VELKOMMEN50");
    expect(await orders()).toHaveLength(0);

    await toPayment("1 kr");
    await payOnBetaling("1 kr");
    expect(await orders()).toHaveLength(1);
  });

  it("a lost answer ends on /bestilling-feilet, and checking again finds the order", async () => {
    await startOrder();
    await reader.click(screen.getByRole("radio", { name: /^Betalingskort/ }));
    await toPayment("1 kr");
    const { path, page } = await payOnBetaling("1 kr");
    expect(within(page).getByRole("button", { name: "Godkjenn, men svaret kommer aldri fram" })).toBeTruthy();
    await answerAtProvider(path, "lost", "Vi fikk ikke svar i tide");
    expect(app.location()).toMatch(/\/bestilling-feilet$/);
    expect(screen.getByText("Ikke bestill på nytt", { exact: false })).toBeTruthy();

    await reader.click(screen.getByRole("button", { name: "Sjekk om bestillingen gikk gjennom" }));
    await screen.findByRole("heading", { level: 1, name: "Bestillingen gikk gjennom" });
    await reader.click(screen.getByRole("link", { name: "Se kvitteringen" }));
    await screen.findByRole("heading", { level: 1, name: "Takk for bestillingen!" });
    expect(await orders()).toHaveLength(1);
  });

  it("a slow answer: the buyer is told it is still processing, and the receipt follows", async () => {
    await startOrder();
    await reader.click(screen.getByRole("radio", { name: /^Betalingskort/ }));
    await toPayment("1 kr");
    const { path } = await payOnBetaling("1 kr");
    await answerAtProvider(path, "slow");
    expect(app.location()).toMatch(/\/completepurchase/);
    expect(await screen.findByText("Betalingen behandles fortsatt.")).toBeTruthy();
    // The provider answers 4 seconds later on the stand-in's clock; the page asks again by itself
    // (every 3 s of the page's own time) and goes on to the receipt.
    app.clock.now += SLOW_PROVIDER_MS;
    const askedBefore = app.calls.filter((call) => call.startsWith("GET /api/order/")).length;
    await waitFor(() =>
      expect(app.calls.filter((call) => call.startsWith("GET /api/order/")).length).toBeGreaterThan(
        askedBefore,
      ),
    );
    await screen.findByRole("heading", { level: 1, name: "Takk for bestillingen!" });
  });

  it("former-subscriber gets 3 months for the price of 1 and pays with the saved card", async () => {
    await app.openAs("former-subscriber", "/");
    await app.open("/winback", "Velkommen tilbake");
    await reader.click(screen.getByRole("link", { name: "Få 3 måneder for prisen av 1" }));
    expect(
      await screen.findByText("Velkommen tilbake! Som tidligere abonnent får du 3 måneder for prisen av 1."),
    ).toBeTruthy();
    expect(
      checked(
        screen.getByRole("radio", { name: /^Digital: 3 måneder for 299 kr, deretter 299 kr per måned/ }),
      ),
    ).toBe(true);
    expect(screen.queryByRole("radio", { name: /1 kr første måned/ })).toBeNull();
    expect(checked(screen.getByRole("radio", { name: /^Lagret betalingskort som slutter på 8842/ }))).toBe(
      true,
    );
    await toPayment("299 kr");
    const { path } = await payOnBetaling("299 kr");
    await answerAtProvider(path, "approved", "Takk for bestillingen!");
    expect(dd("Betalt nå")).toBe("299 kr for 3 måneder");
    await reader.click(screen.getByRole("link", { name: "Gå til Min side" }));
    expect(await screen.findByText(/Betalingskort som slutter på 8842/)).toBeTruthy();
  });

  it("a paper order needs a delivery address", async () => {
    await startOrder();
    await reader.click(screen.getByRole("radio", { name: /^Papir \+ digital: 649 kr per måned/ }));
    expect(await screen.findByRole("group", { name: "Hvor skal papiravisen leveres?" })).toBeTruthy();
    await reader.click(screen.getByRole("radio", { name: /^Betalingskort/ }));
    await reader.click(screen.getByRole("button", { name: "Til betaling (649 kr)" }));
    expect(await screen.findByText("Navn er påkrevd på leveringsadresse")).toBeTruthy();
    expect(screen.getByText("Adresse er påkrevd")).toBeTruthy();
    expect(screen.getByText("Gatenummer er påkrevd")).toBeTruthy();
    expect(await orders()).toHaveLength(0);

    await paperWithAddress();
    await toPayment("649 kr");
    const { path } = await payOnBetaling("649 kr");
    await answerAtProvider(path, "approved", "Takk for bestillingen!");
    expect(dd("Leveringsadresse")).toContain("Kongens gate 12");
    await reader.click(screen.getByRole("link", { name: "Se leveringsadressen for papiravisen" }));
    await screen.findByRole("heading", { level: 1, name: "Leveringsadresse" });
    expect(await screen.findByText("Kongens gate 12", { exact: false })).toBeTruthy();
  });

  it("a discount code is charged: the form, /betaling, the provider, the receipt and the invoice say 325 kr", async () => {
    await startOrder();
    await paperWithAddress();
    await reader.click(screen.getByRole("radio", { name: /^Betalingskort/ }));

    // An expired code is refused at the field, and the price stays.
    const code = screen.getByLabelText("Rabattkode (valgfritt)");
    await reader.fill(code, "UTLOPT");
    await reader.click(screen.getByRole("button", { name: "Bruk koden" }));
    expect(await screen.findByText("Rabattkoden finnes ikke, eller den er utløpt.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Til betaling (649 kr)" })).toBeTruthy();

    await reader.fill(code, "VELKOMMEN50");
    await reader.click(screen.getByRole("button", { name: "Bruk koden" }));
    expect(await screen.findByText("Koden VELKOMMEN50 gir 50 % rabatt i 3 måneder.")).toBeTruthy();
    expect(screen.getByText("Å betale nå: 325 kr for 1 måned.")).toBeTruthy();
    // The order goes without the code; SPEC §7's addDiscount attaches it, under the order's key.
    const sent = watchSends();
    await toPayment("325 kr");
    expect(sent("/api/order")).toHaveLength(1);
    expect(sent("/api/addDiscount")).toHaveLength(1);
    const [orderSent] = sent("/api/order");
    const [discountSent] = sent("/api/addDiscount");
    expect(orderSent?.body).not.toHaveProperty("discountCode");
    expect(discountSent?.body).toMatchObject({ discountCode: "VELKOMMEN50" });
    expect(discountSent?.body.orderId).toBeTruthy();
    expect(discountSent?.key).toBeTruthy();
    expect(discountSent?.key).toBe(orderSent?.key);

    expect(dd("Å betale nå")).toBe("325 kr for 1 måned");
    expect(dd(/^Rabatt$/)).toBe("VELKOMMEN50: 50 % rabatt i 3 måneder, 972 kr til sammen");
    const { path, page } = await payOnBetaling("325 kr");
    expect(dd("Beløp nå", page)).toBe("325 kr");
    expect((await orders()).map((o) => o.amount)).toEqual([325]);

    await answerAtProvider(path, "approved", "Takk for bestillingen!");
    expect(dd("Betalt nå")).toBe("325 kr for 1 måned");
    expect(dd("Deretter")).toBe("325 kr per måned i 2 måneder, så 649 kr per måned");
    expect(dd(/^Rabatt$/)).toBe("VELKOMMEN50: 50 % rabatt i 3 måneder, 972 kr til sammen");
    const receipt = (await outbox(app.browser)).find(
      (m) => m.channel === "email" && m.text.startsWith("Kvittering"),
    );
    expect(receipt?.text).toContain(
      "Betalt nå: 325 kr for 1 måned. Deretter 325 kr per måned i 2 måneder, så 649 kr per måned. " +
        "Rabatt: VELKOMMEN50: 50 % rabatt i 3 måneder, 972 kr til sammen.",
    );

    await app.open("/fakturaoversikt");
    expect(
      await screen.findByText("Papir + digital, første periode, rabattkode VELKOMMEN50", { exact: false }),
    ).toBeTruthy();
    expect(screen.getAllByText("325 kr", { exact: false }).length).toBeGreaterThan(0);
  });

  it("a failed discount call after the order was placed keeps the form; trying again attaches the code once to the one order", async () => {
    await startOrder();
    await paperWithAddress();
    await reader.click(screen.getByRole("radio", { name: /^Betalingskort/ }));
    await reader.fill(screen.getByLabelText("Rabattkode (valgfritt)"), "VELKOMMEN50");
    await app.setFault("addDiscount", "503", 1);
    await reader.click(screen.getByRole("button", { name: /^Til betaling/ }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.textContent).toContain("Vi fikk ikke fullført dette akkurat nå."));
    expect(value(screen.getByLabelText("Rabattkode (valgfritt)"))).toBe("VELKOMMEN50");
    // The order was placed, without the code yet: nothing is paid before /betaling.
    expect((await orders()).map((o) => o.amount)).toEqual([649]);

    await reader.click(screen.getByRole("button", { name: /^Til betaling/ }));
    await screen.findByRole("heading", { level: 1, name: "Betaling" });
    await payOnBetaling("325 kr");
    expect((await orders()).map((o) => o.amount)).toEqual([325]);
  });

  describe("age rules for a new user (no birthdate at the identity provider)", () => {
    async function aboutYou() {
      await app.openAs("new-user", "/bestill-abonnement", "Bestill abonnement");
      expect(await screen.findByRole("heading", { level: 2, name: "Om deg" })).toBeTruthy();
      expect(value(screen.getByLabelText("Fornavn"))).toBe("Nora");
    }
    const birthdateYearsAgo = (years: number) => `${Number(osloToday().slice(0, 4)) - years}-01-01`;
    const saveAndGoOn = () => reader.click(screen.getByRole("button", { name: "Lagre og fortsett" }));

    it("under 18 is refused", async () => {
      await aboutYou();
      await reader.fill(screen.getByLabelText("Telefonnummer"), "123");
      await reader.fill(screen.getByLabelText("Fødselsdato"), birthdateYearsAgo(16));
      await saveAndGoOn();
      expect(await screen.findByText("Telefonnummeret er ugyldig")).toBeTruthy();
      // What was typed is kept.
      expect(value(screen.getByLabelText("Fødselsdato"))).toBe(birthdateYearsAgo(16));
      await reader.fill(screen.getByLabelText("Telefonnummer"), "412 34 567");
      await saveAndGoOn();
      await screen.findByRole("heading", { level: 1, name: "Du må være 18 år for å bestille" });
      expect(screen.queryByRole("button", { name: /Til betaling/ })).toBeNull();
    });

    it("aged 25 is offered the youth plan", async () => {
      await aboutYou();
      await reader.fill(screen.getByLabelText("Fødselsdato"), birthdateYearsAgo(25));
      await saveAndGoOn();
      expect(checked(await screen.findByRole("radio", { name: /^Digital ung: 99 kr per måned/ }))).toBe(true);
    });

    it("aged 40 is offered the digital plan", async () => {
      await aboutYou();
      await reader.fill(screen.getByLabelText("Fødselsdato"), birthdateYearsAgo(40));
      await saveAndGoOn();
      expect(checked(await screen.findByRole("radio", { name: /^Digital: 1 kr første måned/ }))).toBe(true);
      expect(screen.queryByRole("radio", { name: /Digital ung/ })).toBeNull();
    });

    it("skipping shows the offer without the youth plan", async () => {
      await aboutYou();
      await reader.click(screen.getByRole("button", { name: "Hopp over" }));
      expect(checked(await screen.findByRole("radio", { name: /^Digital: 1 kr første måned/ }))).toBe(true);
      expect(screen.queryByRole("radio", { name: /Digital ung/ })).toBeNull();
    });
  });

  it("after buying: the contact details are checked and saved, a digital plan needs no address", async () => {
    await startOrder();
    await reader.click(screen.getByRole("radio", { name: /^Betalingskort/ }));
    await toPayment("1 kr");
    const { path } = await payOnBetaling("1 kr");
    await answerAtProvider(path, "approved", "Takk for bestillingen!");
    await reader.click(screen.getByRole("link", { name: "Sjekk at kontaktinformasjonen din stemmer" }));
    await screen.findByRole("heading", { level: 1, name: "Kontaktinformasjon" });
    expect(screen.getByText("ola.hansen@example.no")).toBeTruthy();
    const phone = screen.getByLabelText("Telefonnummer");
    expect(value(phone)).toBe("98765432");
    await reader.fill(phone, "12 34");
    await reader.click(screen.getByRole("button", { name: "Lagre telefonnummer" }));
    expect(await screen.findByText("Telefonnummeret er ugyldig")).toBeTruthy();
    expect(value(screen.getByLabelText("Telefonnummer"))).toBe("12 34");
    await reader.fill(screen.getByLabelText("Telefonnummer"), "987 65 431");
    await reader.click(screen.getByRole("button", { name: "Lagre telefonnummer" }));
    expect(await screen.findByText("Telefonnummeret er lagret.")).toBeTruthy();
    // Loaded again: what was saved, as the platform now has it.
    await app.open("/kontakt", "Kontaktinformasjon");
    expect(value(screen.getByLabelText("Telefonnummer"))).toBe("98765431");

    await app.open("/leveringsadresse", "Leveringsadresse");
    expect(
      screen.getByText("Abonnementet ditt er digitalt, så vi trenger ingen leveringsadresse."),
    ).toBeTruthy();
  });
});
