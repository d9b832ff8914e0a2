// The front page as each kind of reader sees it, in-process (SPEC §2, ADR 028, ADR 085): what
// applies to them and what does not, the next payment for each kind of subscription, a part that
// failed said where it would be. The journeys in a browser (tests/e2e/home.test.ts,
// next-payment.test.ts) keep what only a browser shows: axe, the layout on a laptop and a phone,
// Nynorsk behind nginx, what the dev backend then charges, paying.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { seededInvoiceNo } from "#tests/fixtures/personas/all.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { startApp } from "./app.tsx";

const app = startApp();

beforeEach(() => app.forgetVisitor());

/** Signs in as the persona and opens `path`, waiting for its level-1 heading. */
async function openAs(persona: string, path = "/", heading: string | RegExp = "Min side") {
  await app.signIn(persona);
  await app.open(path);
  await screen.findByRole("heading", { level: 1, name: heading });
  return screen.getByRole("main");
}

/** The payment card's region, and the value of one fact in its "Neste betaling" list. */
const paymentCard = () => screen.getByRole("region", { name: "Betaling" });
function fact(name: string): string | null {
  const term = [...paymentCard().querySelectorAll("dt")].find((dt) => dt.textContent?.includes(name));
  return term?.nextElementSibling?.textContent ?? null;
}

describe("what applies to the reader", () => {
  it("unpaid-invoice: the unpaid invoice is highlighted with a way to pay it", async () => {
    const main = await openAs("unpaid-invoice");
    await waitFor(() => expect(main.textContent).toMatch(/Ubetalt, forfalt/));
    expect(within(main).getByRole("link", { name: /^Betal faktura / })).toBeTruthy();
  });

  it("youth pays with Vipps: no word about card details, which are for cards only (SPEC §8)", async () => {
    const main = await openAs("youth");
    expect(await within(main).findByText("Du betaler med Vipps.")).toBeTruthy();
    expect(within(main).queryByText("Ingen kortdetaljer tilgjengelig.")).toBeNull();
    expect(fact("Betales med")).toBe("Vipps");
  });

  it("business-admin is offered the employees, and no cancelling", async () => {
    const main = await openAs("business-admin");
    expect(await within(main).findByRole("link", { name: "Inviter og administrer ansatte" })).toBeTruthy();
    expect(within(main).queryByRole("link", { name: "Avslutt abonnement" })).toBeNull();
  });

  it("a failure fetching the payment method is said where the card would be", async () => {
    await app.setFault("paymentMethod/*", "500", 1);
    const main = await openAs("subscriber");
    expect(await within(main).findByText("Det oppstod en feil ved henting av betalingsmetode.")).toBeTruthy();
    expect(within(main).getByText("Du har Digital.")).toBeTruthy();
  });
});

describe("what is paid next", () => {
  it("cancelled: no more payments, and until when there is access", async () => {
    const main = await openAs("cancelled");
    await waitFor(() =>
      expect(main.textContent).toMatch(
        /Ingen flere betalinger\. Du har tilgang til og med \d{1,2}\. [a-zæøå]+ \d{4}\./,
      ),
    );
  });

  it("pending-change: from when the new plan applies, and its amount", async () => {
    await openAs("pending-change");
    expect(
      await within(paymentCard()).findByText(
        /^Fra \d{1,2}\. \w+ \d{4} går du over til .+, og beløpet blir \d+ kr\.$/,
      ),
    ).toBeTruthy();
  });

  it("family-member: no payment to see, though the platform was asked", async () => {
    const from = app.calls.length;
    const main = await openAs("family-member");
    expect(within(main).queryByRole("heading", { name: "Neste betaling" })).toBeNull();
    expect(within(main).queryByRole("region", { name: "Betaling" })).toBeNull();
    // Asked beside the subscription, before the page knows the reader is a family member (ADR 033):
    // the platform's answer says there is none to pay.
    const asked = app.calls.slice(from).filter((line) => /^GET \/api\/nextPayment\/\S+ 200$/.test(line));
    expect(asked.length).toBeGreaterThan(0);
    for (const line of asked)
      expect(await app.answerTo(line.split(" ").slice(0, 2).join(" "))).toMatchObject({
        data: { next: null },
      });
  });

  it("former-subscriber has no subscription and so no next payment", async () => {
    const main = await openAs("former-subscriber", "/", /.+/);
    expect(within(main).queryByRole("heading", { name: "Neste betaling" })).toBeNull();
  });
});

it("someone else's invoice from a reminder link gets a Norwegian answer, not a payment", async () => {
  const theirs = seededInvoiceNo("unpaid-invoice", osloToday());
  const main = await openAs("subscriber", `/t/betal-faktura/${theirs}`, "Fant ikke fakturaen");
  expect(app.location()).toMatch(new RegExp(`^/betal-faktura/${theirs}\\?(.*&)?source=sms`));
  expect(
    within(main).getByText(`Vi finner ingen faktura med nummer ${theirs}`, { exact: false }),
  ).toBeTruthy();
  expect(within(main).queryByRole("button", { name: /^Betal/ })).toBeNull();
});
