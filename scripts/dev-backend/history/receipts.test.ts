// @vitest-environment node
// A receipt for every change: each kind of change the history tells of sends the reader exactly one
// receipt, in the title's language, naming what changed, from when and what it costs; reading,
// refusals and replays send none. On the fixed clock of test-support.ts (18 November 2026).
import { describe, expect, it } from "vitest";
import { run } from "#scripts/dev-backend/core/sqlite.ts";
import {
  accountNo,
  data,
  fixed,
  ORIGIN,
  outbox,
  signedIn,
  signedInFixed,
  TODAY,
  type Browser,
} from "#scripts/dev-backend/test-support.ts";
import { numberAfterSeed } from "#tests/fixtures/personas/all.ts";

const RECEIPT = /^Kvittering for endring av abonnementet ditt på /;

/** The receipts sent so far, newest first (as the outbox lists them). */
const receipts = async (browser: Browser) => (await outbox(browser)).filter((m) => RECEIPT.test(m.text));

/** Runs a change and answers the one receipt it sent (and fails if it sent none, or more). */
async function receiptOf(browser: Browser, change: () => Promise<Response>) {
  const before = (await receipts(browser)).length;
  const response = await change();
  expect(response.status, await response.clone().text()).toBeLessThan(400);
  const after = await receipts(browser);
  expect(after).toHaveLength(before + 1);
  return after[0]!;
}

const cancellation = (who: string, titleCode: string) => ({
  ariaAccountNo: accountNo(who),
  titleCode,
  reason: "For dyrt",
  customerNumber: accountNo(who),
  name: "Kari Nordmann",
  product: "Digital",
  cancelKind: "CANCELLATION",
});

describe("a receipt for every change to the subscription", () => {
  it.each([
    ["ADR", "nb", "Hilsen kundesenteret."],
    ["SH", "nn", "Helsing kundesenteret."],
  ])(
    "subscriber at %s (%s): cancel, undo, plan changes, a discount, a payment method, family",
    async (title, _, bye) => {
      const { browser } = await signedInFixed("subscriber");
      const who = { ariaAccountNo: accountNo("subscriber"), titleCode: title };
      const nn = title === "SH";

      const cancelled = await receiptOf(browser, () =>
        browser.call("deleteSubscription", { body: cancellation("subscriber", title) }),
      );
      expect(cancelled.recipient).toBe("kari.nordmann@example.no");
      expect(cancelled.text).toMatch(
        nn
          ? /Du har sagt opp Digital\. Du har tilgang til og med \d\d\.\d\d\.2026, og betaler ikkje meir etter det\./
          : /Du har sagt opp Digital\. Du har tilgang til og med \d\d\.\d\d\.2026, og betaler ikke mer etter det\./,
      );
      expect(cancelled.text.endsWith(bye)).toBe(true);

      const undone = await receiptOf(browser, () => browser.call("reactivateSubscription", { body: who }));
      expect(undone.text).toContain(
        nn
          ? "Du har angra oppseiinga. Digital held fram til 299 kr per månad."
          : "Du har angret oppsigelsen. Digital fortsetter til 299 kr per måned.",
      );
      expect(undone.text).toMatch(/Neste betaling er 299 kr den \d\d\.\d\d\.2026\./);

      const yearly = await receiptOf(browser, () =>
        browser.call("changeSubscription", {
          body: { ...who, ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "ANNUAL" },
        }),
      );
      expect(yearly.text).toMatch(
        nn
          ? /Du betaler for Digital per år frå \d\d\.\d\d\.2026: 3 190 kr per år\./
          : /Du betaler for Digital per år fra \d\d\.\d\d\.2026: 3 190 kr per år\./,
      );

      const quarterly = await receiptOf(browser, () =>
        browser.call("changeSubscription", {
          body: { ...who, ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "QUARTERLY" },
        }),
      );
      expect(quarterly.text).toContain("849 kr per kvartal.");
      expect(quarterly.text).toContain(
        nn
          ? "Dette kjem i staden for endringa du bestilte før."
          : "Dette erstatter endringen du bestilte før.",
      );

      const withdrawn = await receiptOf(browser, () => browser.call("cancelPlanChange", { body: who }));
      expect(withdrawn.text).toMatch(
        nn
          ? /Du har angra endringa til Digital frå \d\d\.\d\d\.2026\. Du beheld Digital til 299 kr per månad\./
          : /Du har angret endringen til Digital fra \d\d\.\d\d\.2026\. Du beholder Digital til 299 kr per måned\./,
      );

      const discount = await receiptOf(browser, () =>
        browser.call("addDiscount", { body: { ...who, discountCode: "VELKOMMEN50", orderId: null } }),
      );
      expect(discount.text).toContain(
        nn
          ? "Rabattkoden VELKOMMEN50 er lagd til: 50 % rabatt i 3 månader, frå neste betaling."
          : "Rabattkoden VELKOMMEN50 er lagt til: 50 % rabatt i 3 måneder, fra neste betaling.",
      );
      expect(discount.text).toContain("Neste betaling er 150 kr");

      const { redirectUrl } = await data<{ redirectUrl: string }>(
        await browser.call("updatePaymentMethod", {
          body: { ...who, paymentMethod: "VIPPS", returnUrl: `${ORIGIN}/endre-betalingsmetode/verify` },
        }),
      );
      const method = await receiptOf(browser, () =>
        browser.fetch(redirectUrl, { method: "POST", form: { outcome: "approved" } }),
      );
      expect(method.text).toContain(nn ? "Frå no betaler du med Vipps." : "Fra nå betaler du med Vipps.");

      const invited = await receiptOf(browser, () =>
        browser.call("inviteFamilyMember", { body: { ...who, email: "ny@example.no" } }),
      );
      expect(invited.text).toContain(
        nn
          ? "Du har invitert ny@example.no til å dele abonnementet. Det kostar ingenting ekstra."
          : "Du har invitert ny@example.no til å dele abonnementet. Det koster ingenting ekstra.",
      );

      // Reading, and a refused change, send nothing.
      const count = (await receipts(browser)).length;
      await browser.call("getHistory", { params: { accountNo: who.ariaAccountNo, titleCode: title } });
      expect((await browser.call("cancelPlanChange", { body: who })).status).toBe(409);
      expect(await receipts(browser)).toHaveLength(count);
    },
  );

  it.each([
    ["ADR", "nb"],
    ["SH", "nn"],
  ])(
    "paper-subscriber at %s (%s): a note to the carrier saved and removed, each with its receipt",
    async (title) => {
      const { browser } = await signedInFixed("paper-subscriber");
      const nn = title === "SH";
      const note = (text: string) =>
        browser.call("saveCarrierNote", {
          body: { ariaAccountNo: accountNo("paper-subscriber"), titleCode: title, changeId: null, text },
        });
      const saved = await receiptOf(browser, () => note("Ved garasjen, takk"));
      expect(saved.text).toContain(
        nn
          ? "Beskjeden til avisbodet er lagra: «Ved garasjen, takk». Avisbodet ser han frå 19.11.2026."
          : "Beskjeden til avisbudet er lagret: «Ved garasjen, takk». Avisbudet ser den fra 19.11.2026.",
      );
      // The screen says nothing of the price for a note, and neither does the receipt.
      expect(saved.text).not.toMatch(/Prisen/);
      const removed = await receiptOf(browser, () => note(""));
      expect(removed.text).toContain(
        nn ? "Beskjeden til avisbodet er fjerna." : "Beskjeden til avisbudet er fjernet.",
      );
    },
  );

  it("paper-subscriber: a stop registered, moved and withdrawn, each receipt with the screen's credit and its note", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const paper = { ariaAccountNo: accountNo("paper-subscriber"), titleCode: "ADR" };
    const body = {
      ...paper,
      type: "STOP",
      from: "2026-12-01",
      to: "2026-12-05",
      openEnd: false,
      address: null,
    };
    let id = "";
    const stop = await receiptOf(browser, async () => {
      const response = await browser.call("registerDeliveryChange", { body });
      id = ((await response.clone().json()) as { data: { id: string } }).data.id;
      return response;
    });
    // The screen's credit line (app/features/delivery-change/credit.tsx), word for word.
    expect(stop.text).toContain(
      "Stopp i leveringen fra 01.12.2026 til og med 05.12.2026 er registrert. " +
        "Du får 17,31 kr til gode for hver avis du ikke får: 5 aviser, 86,55 kr i alt. " +
        `Beløpet trekkes fra neste betaling. Kreditnota ${numberAfterSeed(TODAY)} finner du under Fakturaer på Min side.`,
    );
    const moved = await receiptOf(browser, () =>
      browser.call("moveDeliveryChangeEnd", { params: { id }, body: { ...paper, to: "2026-12-03" } }),
    );
    expect(moved.text).toContain(
      "Stopp i leveringen fra 01.12.2026 har fått ny siste dag: 03.12.2026 (var 05.12.2026). " +
        "Du får 17,31 kr til gode for hver avis du ikke får: 3 aviser, 51,93 kr i alt. " +
        `Beløpet trekkes fra neste betaling. Debetnota ${numberAfterSeed(TODAY, 1)} finner du under Fakturaer på Min side.`,
    );
    const withdrawn = await receiptOf(browser, () =>
      browser.call("withdrawDeliveryChange", { params: { id }, body: paper }),
    );
    expect(withdrawn.text).toContain(
      "Stopp i leveringen fra 01.12.2026 til og med 03.12.2026 er angret. " +
        "51,93 kr du hadde til gode for stoppen, er trukket tilbake. " +
        `Debetnota ${numberAfterSeed(TODAY, 2)} finner du under Fakturaer på Min side.`,
    );
    for (const receipt of [stop, moved, withdrawn]) expect(receipt.text).not.toMatch(/Prisen endres ikke/);
  });

  it("paper-subscriber: a transfer's receipt says where the paper goes, as the list of changes on the screen says it", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const address = {
      coname: "Kari Hansen",
      street: "Fjellveien",
      streetNumber: "7",
      floor: "2",
      flatNumber: "H0201",
      postalCode: "7340",
      place: "OPPDAL",
    };
    const body = { ariaAccountNo: accountNo("paper-subscriber"), titleCode: "ADR", address };
    const transfer = await receiptOf(browser, () =>
      browser.call("registerDeliveryChange", {
        body: { ...body, type: "TRANSFER", from: "2026-12-01", to: "2026-12-05", openEnd: false },
      }),
    );
    // "Leveres til: …" of app/features/delivery-change/registered-changes.tsx, with its one formatter.
    expect(transfer.text).toContain(
      "Levering til annen adresse fra 01.12.2026 til og med 05.12.2026 er registrert. " +
        "Leveres til: c/o Kari Hansen, Fjellveien 7, 2. etasje, H0201, 7340 OPPDAL. Prisen endres ikke.",
    );
  });

  it("business-admin: inviting and removing employees, one receipt each time", async () => {
    const { browser } = await signedInFixed("business-admin");
    const admin = { accountNo: accountNo("business-admin"), titleCode: "SBX" };
    const invited = await receiptOf(browser, () =>
      browser.call("inviteEmployees", {
        params: admin,
        body: { emails: ["ny@moebygg.no", "to@moebygg.no"] },
      }),
    );
    expect(invited.text).toContain("Du har gitt ny@moebygg.no tilgang gjennom bedriftsabonnementet.");
    expect(invited.text).toContain("Du har gitt to@moebygg.no tilgang gjennom bedriftsabonnementet.");
    const business = await data<{ invitations: Array<{ id: string; email: string }> }>(
      await browser.call("getBusiness", { params: admin }),
    );
    const ids = business.invitations.filter((i) => i.email === "ny@moebygg.no").map((i) => i.id);
    const removed = await receiptOf(browser, () =>
      browser.call("removeInvitations", { params: admin, body: { ids } }),
    );
    expect(removed.text).toContain("ny@moebygg.no har ikke lenger tilgang gjennom bedriftsabonnementet.");
  });

  it("goes by SMS when the platform has only a phone number", async () => {
    const s = fixed();
    run(s.db, "UPDATE accounts SET email = NULL WHERE aria_account_no = ?", accountNo("subscriber"));
    const { browser } = await signedIn("subscriber", s);
    const sms = await receiptOf(browser, () =>
      browser.call("deleteSubscription", { body: cancellation("subscriber", "ADR") }),
    );
    expect(sms.channel).toBe("sms");
    expect(sms.text).toContain("Du har sagt opp Digital.");
  });
});
