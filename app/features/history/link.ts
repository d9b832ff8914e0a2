// Where each entry of the subscription's history leads: the screen or document it is about, in one
// place. Invoices and payments lead to their documents (/dokument/…, docs/decisions/029); a failed
// charge to paying its invoice (which says so when it has been paid since).
import type { HistoryEntry } from "#app/api/contract/history.ts";

export function historyLink(entry: HistoryEntry): string {
  switch (entry.kind) {
    case "order":
      if (entry.event === "withdrawn") return "/angre-kjop";
      return entry.orderId ? `/kvittering?ordre=${encodeURIComponent(entry.orderId)}` : "/endre-abonnement";
    case "plan-change":
    case "cancellation":
    case "cancellation-undone":
    case "discount":
      return "/endre-abonnement";
    case "invoice":
      return `/dokument/faktura/${encodeURIComponent(entry.ariaInvoiceNo)}`;
    case "payment":
      return `/dokument/kvittering/${encodeURIComponent(entry.paymentId)}`;
    case "payment-failed":
      return entry.ariaInvoiceNo
        ? `/betal-faktura/${encodeURIComponent(entry.ariaInvoiceNo)}`
        : "/fakturaoversikt";
    case "payment-method":
    case "avtalegiro":
    case "efaktura":
      return "/endre-betalingsmetode";
    case "delivery-change":
    case "carrier-note":
      return "/endre-avislevering";
    case "complaint":
      return "/tilbakemelding";
    case "family-invitation":
      return "/familiedeling";
    case "business-invitation":
      return entry.event === "sent" ? "/administrer-bedrift" : "/";
    case "consent":
      return "/personverninnstillinger";
    case "fullmakt":
      return "/fullmakt";
    case "gift":
      return entry.event === "redeemed" ? "/" : "/gaver";
    case "pause":
      return "/pause";
    case "price-change":
      return "/nye-priser";
    case "payment-day":
      return "/betalingsdag";
  }
}
