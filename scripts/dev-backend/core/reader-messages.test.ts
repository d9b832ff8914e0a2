// @vitest-environment node
// Every message to a reader has a Nynorsk version for nn titles, and it is Nynorsk: none of the
// Bokmål words that give a text away. The handlers' own tests show the messages in their place.
import { describe, expect, it } from "vitest";
import { COMPLAINT_CODES } from "#scripts/dev-backend/complaint/rules.ts";
import { accountMessages, readerMessages, type ReaderMessages } from "./reader-messages.ts";

/** Each message with sample values, as the handlers fill them in. */
const everyMessage = (say: ReaderMessages): Record<string, string> => ({
  ...Object.fromEntries(COMPLAINT_CODES.map((c) => [`category ${c.code}`, say.complaintCategory[c.code]])),
  redelivery: say.redelivery("18.11.2026"),
  credit: say.credit("58 kr", "09.12.2026"),
  extendOne: say.extend(1, "09.12.2026"),
  extendMany: say.extend(3, "09.12.2026"),
  noRemedy: say.noRemedy,
  complaintConfirmation: say.complaintConfirmation({
    titleName: "Sunnhordland",
    days: "17.11.2026",
    category: say.complaintCategory.MANGLER,
    complaintId: "RK12345678",
    remedy: say.noRemedy,
    customerServiceContacts: true,
  }),
  chargeFailed: say.chargeFailed("749 kr", "01.11.2026"),
  invoiceOverdue: say.invoiceOverdue("73123456", "749 kr", "01.11.2026"),
  accessStops: say.accessStops("15.11.2026"),
  reminderSms: say.reminderSms("…", "…", "https://example.no/t/betal-faktura/73123456"),
  reminderEmail: say.reminderEmail("…", "…", "73123456", "https://example.no/t/betal-faktura/73123456"),
  businessInvitation: say.businessInvitation({
    again: true,
    companyName: "Fjord AS",
    titleName: "Sunnhordland",
    link: "https://example.no/bedrift",
  }),
  businessCode: say.businessCode("Fjord AS", "123456"),
  familyInvitation: say.familyInvitation({
    ownerName: "Kari Nordmann",
    titleName: "Sunnhordland",
    link: "https://example.no/verifiser-familiemedlem",
  }),
  linkAccountCode: say.linkAccountCode("123456"),
  studentCode: say.schoolCode("student", "123456", 30),
  pupilCode: say.schoolCode("pupil", "123456", 30),
  withdrawal: say.withdrawal({
    planName: "Digital",
    orderNo: "SBX-1001",
    date: "18.11.2026",
    time: "10:00",
    paid: "299 kr",
    refund: "250 kr",
  }),
  invoicePaid: say.invoicePaid({
    invoiceNo: "7100902",
    amount: "299 kr",
    method: say.change.paymentMethod["SWEDBANK-PPG"],
    link: "https://sh.example.no/dokument/kvittering/p1",
  }),
  orderReceipt: say.orderReceipt({
    planName: "Digital",
    orderNo: "SBX-1001",
    prices: {
      period: "MONTHLY",
      now: { amount: "1 kr", months: 1 },
      discounted: [{ amount: "150 kr", months: 3 }],
      ordinary: "299 kr",
      discount: { code: "VELKOMMEN50", percentOff: 50, months: 3, total: "447 kr" },
    },
    startDate: "2026-11-18",
  }),
  dataExport: say.dataExport(30, "18.12.2026"),
  changeReceipt: say.change.receipt("Avisa", [
    say.change.planOrdered({
      kind: "period",
      planName: "Digital",
      per: "per år",
      price: "3 190 kr",
      from: "9.12.2026",
    }),
    say.change.planOrdered({
      kind: "both",
      planName: "Pluss",
      per: "per år",
      price: "3 990 kr",
      from: "9.12.2026",
    }),
    say.change.planOrdered({
      kind: "plan",
      planName: "Pluss",
      per: "per år",
      price: "3 990 kr",
      from: "9.12.2026",
    }),
    say.change.replaces,
    say.change.planWithdrawn({ planName: "Pluss", from: "9.12.2026", current: "Digital", price: "299 kr" }),
    say.change.cancelled({ planName: "Digital", lastDay: "8.12.2026" }),
    say.change.cancellationUndone({ planName: "Digital", price: "299 kr" }),
    say.change.newPaymentMethod(say.change.paymentMethod.STREX),
    say.change.nextPayment("299 kr", "9.12.2026"),
    ...(["STOP", "TRANSFER", "PERMANENT"] as const).flatMap((type) =>
      (["registered", "withdrawn", "new-last-day"] as const).map((event) =>
        say.change.delivery({ event, type, from: "1.12.2026", to: type === "STOP" ? null : "5.12.2026" }),
      ),
    ),
    say.change.priceUnchanged,
    ...(["sent", "accepted", "withdrawn", "ended", "joined"] as const).map((e) =>
      say.change.family(e, "a@b.no"),
    ),
    ...(["sent", "received", "removed"] as const).map((e) => say.change.business(e, "a@b.no")),
    say.change.discount({ code: "X", percentOff: 50, months: 3 }),
    say.change.other,
    say.change.perPeriod.MONTHLY,
  ]),
  deletion: say.deletion(30),
});

/** Words that are Bokmål and not Nynorsk: one of them in a text means it was not translated. */
const BOKMAL =
  /\b(ikke|fra|hjem|avisen|hva|hvordan|hvorfor|noen|noe|jeg|mandag|tirsdag|lørdag|søndag|forlenges|dager|minutter|Hilsen|Påminnelse|bekrefter|innen|ellers|senest|mottatt|dataene|innholdet|uten|gjelder|Lenken|koble|trekker|starter|stopper|fikk|forfalt|kontakter|leveringen|slettet|krever|avsluttet|angret|bestillingen|nedlastingen|nå)\b/i;

describe("the messages to readers", () => {
  const nb = everyMessage(readerMessages({ locale: "nb" }));
  const nn = everyMessage(readerMessages({ locale: "nn" }));

  it.each(Object.keys(nn))("%s is Nynorsk for an nn title", (name) => {
    expect(nn[name]).not.toMatch(BOKMAL);
  });

  it("says something of its own in Nynorsk where Bokmål differs", () => {
    const same = Object.keys(nb).filter((name) => nb[name] === nn[name]);
    // Said alike in both: the redelivery sentence.
    expect(same).toEqual(["redelivery"]);
  });

  it("writes Bokmål when the title is not known, and for an account by its first title", () => {
    expect(readerMessages(undefined)).toBe(readerMessages({ locale: "nb" }));
    const titles = [{ titleCode: "SH", locale: "nn" } as const];
    expect(accountMessages(titles, { first_title_code: "SH" })).toBe(readerMessages({ locale: "nn" }));
    expect(accountMessages(titles, { first_title_code: "ADR" })).toBe(readerMessages({ locale: "nb" }));
  });
});
