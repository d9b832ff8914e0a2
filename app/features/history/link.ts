// Where each entry of the subscription's history leads: the screen or document it is about. The one
// place that says so, so the invoice and payment documents (/dokument/…) can take over from the
// invoice overview in one edit.
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
    case "payment":
    case "payment-failed":
      return "/fakturaoversikt";
    case "payment-method":
      return "/endre-betalingsmetode";
    case "delivery-change":
      return "/endre-avislevering";
    case "complaint":
      return "/tilbakemelding";
    case "family-invitation":
      return "/familiedeling";
    case "business-invitation":
      return entry.event === "sent" ? "/administrer-bedrift" : "/";
    case "consent":
      return "/personverninnstillinger";
  }
}
