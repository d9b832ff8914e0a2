// What the schedule tests share (pauses.test.ts, payment-day.test.ts): the call's account and title,
// and the next payment as GET nextPayment answers it.
import type { PaymentOutlook } from "#app/api/contract/payments.ts";
import { accountNo, data, type Browser } from "#scripts/dev-backend/test-support.ts";

export const params = (persona: string) => ({ accountNo: accountNo(persona), titleCode: "SBX" });
export const sub = (persona: string) => ({ ariaAccountNo: accountNo(persona), titleCode: "SBX" });

export const nextOf = async (browser: Browser, persona: string) =>
  (await data<PaymentOutlook>(await browser.call("getNextPayment", { params: params(persona) }))).next as {
    date: string;
    amount: number;
    periodFrom: string;
    periodTo: string;
  };
