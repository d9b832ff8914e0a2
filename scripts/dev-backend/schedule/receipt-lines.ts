// The lines of a receipt for a pause's step or a moved payment day (docs/decisions/079), for
// history/receipts.ts receiptLines: worded in core/change-words.ts, with the next payment after it.
import type { HistoryEntry } from "#app/api/contract/history.ts";
import { formatKroner, formatNumericDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import type { ChangeWords } from "#scripts/dev-backend/core/reader-messages.ts";

type Next = { amount: string; date: string; periodFrom: string; periodTo: string } | null;

export function scheduleLines(
  entry: Extract<HistoryEntry, { kind: "pause" | "payment-day" }>,
  say: ChangeWords,
  next: Next,
): string[] {
  if (entry.kind === "payment-day")
    return [
      say.paymentDay({
        day: entry.day,
        date: formatNumericDate(entry.date),
        amount: formatKroner(entry.amount),
        periodFrom: next?.periodFrom ?? "",
        periodTo: next?.periodTo ?? "",
      }),
    ];
  const line = say.pause({
    event: entry.event,
    from: formatNumericDate(entry.from),
    to: formatNumericDate(entry.to),
    resumesOn: formatNumericDate(addDays(entry.to, 1)),
  });
  return next ? [line, say.nextPayment(next.amount, next.date)] : [line];
}
