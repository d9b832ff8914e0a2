// The next payment in-process (ADR 028, ADR 085): what the front page says is paid next is exactly
// what the dev backend then charges, and the next payment moves on one period; a trial's first
// payment; an overdue invoice leads the page, and paying it at once (at the stand-in provider, its
// form posted as the reader's click posts it) leaves the page sorted; a failed card charge leads the
// page and its reminder goes out by SMS and e-mail. What the front page says for the other kinds of
// subscription is tests/in-process/front-page.test.tsx's. tests/e2e/next-payment.test.ts keeps what
// only a browser shows: axe on the overdue notice and on the page back from paying, the Nynorsk runs,
// the SMS link through the identity provider, and no sideways scroll on a phone.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDate } from "#app/domain/format.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { ORIGIN, outbox } from "#scripts/dev-backend/test-support.ts";
import { seededInvoiceNo } from "#tests/fixtures/personas/all.ts";
import { PROVIDER_PAGE, reader, statusSaying } from "../app.tsx";
import { app } from "./the-app.ts";

interface Charged {
  ariaInvoiceNo: string;
  amount: number;
  status: string;
  periodFrom: string;
  periodTo: string;
}

/** The dev backend performs the persona's next scheduled charge now (POST /_dev/charge). */
async function charge(persona: string, fail = false): Promise<Charged> {
  const response = await app.browser.fetch("/_dev/charge", {
    method: "POST",
    json: { persona, titleCode: "SBX", fail },
    csrf: false,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Charged;
}

/** The payment card's region, and the value of one fact in its "Neste betaling" list. */
const paymentCard = () => screen.getByRole("region", { name: "Betaling" });
function fact(name: string): string | null {
  const term = [...paymentCard().querySelectorAll("dt")].find((dt) => dt.textContent?.includes(name));
  return term?.nextElementSibling?.textContent ?? null;
}

describe("next-payment: what is paid next, and paying what is due", () => {
  it("subscriber: the front page's next payment is what the dev backend then charges", async () => {
    await app.openAs("subscriber", "/", "Min side");
    expect(
      await within(paymentCard()).findByRole("heading", { level: 3, name: "Neste betaling" }),
    ).toBeTruthy();
    await waitFor(() => expect(fact("Betales med")).toBe("kort som slutter på 4417"));
    expect(fact("Beløp")).toMatch(/^\d[\d ]* kr$/);
    const shownDate = fact("Dato");
    const shownAmount = fact("Beløp");
    const shownPeriod = fact("Gjelder perioden");

    const charged = await charge("subscriber");
    expect(charged.status).toBe("APPROVED");
    expect(`${charged.amount} kr`).toBe(shownAmount);
    expect(formatDate(charged.periodFrom, "nb")).toBe(shownDate);
    expect(`${formatDate(charged.periodFrom, "nb")} – ${formatDate(charged.periodTo, "nb")}`).toBe(
      shownPeriod,
    );

    // The charge is an invoice paid with the card; the next payment has moved on one period.
    await app.open("/", "Min side");
    await waitFor(() => expect(fact("Dato")).toBeTruthy());
    expect(fact("Dato")).not.toBe(shownDate);
    expect(fact("Gjelder perioden")).toContain(
      formatDate(
        new Date(Date.parse(`${charged.periodTo}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
        "nb",
      ),
    );
    await reader.click(screen.getByRole("link", { name: "Se alle fakturaer" }));
    await screen.findByRole("heading", { level: 1, name: "Fakturaoversikt" });
    const [newest] = await screen.findAllByRole("region");
    expect(newest!.textContent).toContain(`faktura ${charged.ariaInvoiceNo}`);
    expect(newest!.textContent).toContain("Betalt");
  });

  it("trial: the first payment comes when the free period is over", async () => {
    await app.openAs("trial", "/", "Min side");
    expect(
      await within(paymentCard()).findByText(
        "Prøveperioden er gratis. Den første betalingen kommer når den er over.",
      ),
    ).toBeTruthy();
    expect(fact("Dato")).toMatch(/^\d{1,2}\. \w+ \d{4}$/);
    expect(fact("Beløp")).toMatch(/^\d[\d ]* kr$/);
    expect(fact("Betales med")).toBe("ingen betalingsmåte er valgt ennå");
  });

  it("unpaid-invoice: the overdue invoice leads the page; paying it now leaves the page sorted", async () => {
    const invoiceNo = seededInvoiceNo("unpaid-invoice", osloToday());
    await app.openAs("unpaid-invoice", "/", "Min side");
    const notice = await screen.findByRole("region", { name: "Fakturaen er ikke betalt" });
    expect(notice.textContent).toMatch(
      new RegExp(`Faktura ${invoiceNo} på 299 kr forfalt \\d{1,2}\\. \\w+ \\d{4}\\.`),
    );
    expect(notice.textContent).toMatch(
      /Betaler du ikke, stopper tilgangen til abonnementet \d{1,2}\. \w+ \d{4}\./,
    );
    // It comes before every card of the page.
    expect(screen.getAllByRole("region")[0]!.getAttribute("aria-labelledby")).toBe("betalingsproblem");
    // The invoice line says the due date has passed.
    expect(await screen.findByText(/^Ubetalt, forfalt \d{1,2}\. \w+ \d{4}$/)).toBeTruthy();
    expect(within(notice).getByRole("link", { name: "Endre betalingsmetode" }).getAttribute("href")).toBe(
      "/endre-betalingsmetode",
    );

    await reader.click(within(notice).getByRole("link", { name: "Betal 299 kr nå" }));
    await screen.findByRole("heading", { level: 1, name: "Betal faktura" });
    expect(app.location()).toMatch(new RegExp(`/betal-faktura/${invoiceNo}`));
    expect([...document.querySelectorAll("dt")].some((dt) => dt.textContent?.includes("Forfalt"))).toBe(true);
    await reader.click(screen.getByRole("radio", { name: "Betalingskort" }));
    await reader.click(screen.getByRole("button", { name: "Betal 299 kr" }));
    const provider = await app.leftForPath(PROVIDER_PAGE);
    // The provider's "Godkjenn", as its page posts it; it sends the browser back to the portal.
    await app.open(await app.answerAt(provider, "approved"), /.+/);
    await statusSaying(`Takk! Faktura ${invoiceNo} er betalt.`);
    const trips = (await (await app.browser.fetch(`/_dev/payments?invoice=${invoiceNo}`)).json()) as {
      status: string;
    }[];
    expect(trips.map((trip) => trip.status)).toEqual(["APPROVED"]);

    await reader.click(screen.getByRole("link", { name: "Tilbake til Min side" }));
    await screen.findByRole("heading", { level: 1, name: "Min side" });
    expect(
      await screen.findByText(
        "Betalingen er i orden. Takk! Du har ingen ubetalte fakturaer som har forfalt.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Fakturaen er ikke betalt" })).toBeNull();
  });

  it("a failed card charge from the dev backend leads the page and its reminder goes out by SMS and e-mail", async () => {
    await app.openAs("subscriber", "/", "Min side");
    expect(await screen.findByRole("heading", { name: "Neste betaling" })).toBeTruthy();
    const charged = await charge("subscriber", true);
    expect(charged.status).toBe("FAILED");

    await app.open("/", "Min side");
    const notice = await screen.findByRole("region", { name: "Betalingen gikk ikke gjennom" });
    expect(notice.textContent).toContain(`Vi fikk ikke trukket ${charged.amount} kr fra kortet ditt`);
    expect(
      within(notice)
        .getByRole("link", { name: `Betal ${charged.amount} kr nå` })
        .getAttribute("href"),
    ).toBe(`/betal-faktura/${charged.ariaInvoiceNo}`);

    // The title's own origin: the one the stand-in was called on (the journeys' sbx.localhost).
    const link = `${ORIGIN}/t/betal-faktura/${charged.ariaInvoiceNo}`;
    const messages = await outbox(app.browser);
    expect(messages.find((m) => m.channel === "sms" && m.recipient === "92345678")?.text).toContain(link);
    expect(
      messages.find((m) => m.channel === "email" && m.recipient === "kari.nordmann@example.no")?.text,
    ).toContain(link);
  });
});
