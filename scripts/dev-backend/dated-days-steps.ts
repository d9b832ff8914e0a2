// What the stand-in's dated-day tests share (dated-days-delivery.test.ts, dated-days-payments.test.ts): the accounts, the calls they
// make and the day's instant at a time of day.
import { expect } from "vitest";
import type { DeliveryHistory, RegisteredComplaint } from "#app/api/contract/complaint.ts";
import type { Delivery } from "#app/api/contract/delivery.ts";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import type { Invoice, PaymentOutlook } from "#app/api/contract/payments.ts";
import { type DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { osloInstant } from "#app/domain/disruption.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { isPublicationDay } from "#app/domain/paper-calendar.ts";
import { accountNo, data, signIn, type Browser, type Setup } from "./test-support.ts";

export const MON_SAT: DeliverySchedule = { deliveryDays: [1, 2, 3, 4, 5, 6], deadline: "12:00" };
/** paper-subscriber pays 749 kr a month for Papir + digital. */
export const PRICE = 749;
export const ARNE = accountNo("paper-subscriber");
export const SBX = { ariaAccountNo: ARNE, titleCode: "SBX" };
export const params = (persona = "paper-subscriber", titleCode = "SBX") => ({
  accountNo: accountNo(persona),
  titleCode,
});

/** The last publication day before `day` (`before` papers back). */
export function lastPaperDay(day: string, before = 1): string {
  let at = day;
  for (let n = 0; n < before; n++) {
    at = addDays(at, -1);
    while (!isPublicationDay(at)) at = addDays(at, -1);
  }
  return at;
}

export const getDelivery = async (browser: Browser) =>
  data<Delivery>(await browser.call("getDelivery", { params: params() }));
export const deliveryHistory = async (browser: Browser, titleCode = "SBX") =>
  data<DeliveryHistory>(
    await browser.call("getDeliveryHistory", { params: { ariaAccountNo: ARNE, titleCode } }),
  );
export const historyOf = async (browser: Browser, persona = "paper-subscriber", titleCode = "SBX") =>
  data<HistoryEntry[]>(await browser.call("getHistory", { params: params(persona, titleCode) }));
export const outlook = async (browser: Browser, persona: string, titleCode = "SBX") =>
  data<PaymentOutlook>(await browser.call("getNextPayment", { params: params(persona, titleCode) }));
export const invoices = async (browser: Browser, persona: string, titleCode = "SBX") =>
  data<Invoice[]>(await browser.call("getInvoices", { params: params(persona, titleCode) }));
export const stop = (from: string, to: string) => ({
  ...SBX,
  type: "STOP",
  from,
  to,
  openEnd: false,
  address: null,
});
export const complaint = (dates: string[], remedy = "CREDIT", category = "MANGLER") => ({
  ...SBX,
  dates,
  category,
  remedy,
  comment: "",
});
export const complain = async (browser: Browser, dates: string[], remedy = "CREDIT") =>
  data<RegisteredComplaint>(await browser.call("registerComplaint", { body: complaint(dates, remedy) }));

/** Moves the stand-in's clock to `time` (Oslo) on `day` and signs in again (sessions end with the time). */
export async function at(
  s: Setup & { browser: Browser },
  day: string,
  time: string,
  persona = "paper-subscriber",
) {
  s.clock.now = osloInstant(day, time).getTime();
  expect((await signIn(s.browser, persona)).status).toBe(200);
}
