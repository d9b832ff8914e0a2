// Which receipts of history/receipts.ts the reader cannot turn off (docs/decisions/080): everything
// else it sends is of the kind `receipts`, which the reader chooses channels for.
import type { HistoryEntry } from "#app/api/contract/history.ts";

/**
 * A receipt the reader cannot turn off (docs/decisions/080): a cancellation's confirmation, a gift
 * bought, anything about a power of attorney in their name (a grant, or a helper's act).
 */
export function requiredReceipt(added: readonly HistoryEntry[], helperName: string | undefined) {
  if (helperName !== undefined) return { required: "a helper acted under a power of attorney" };
  if (added.some((e) => e.kind === "cancellation")) return { required: "a cancellation's confirmation" };
  if (added.some((e) => e.kind === "fullmakt"))
    return { required: "a power of attorney in the reader's name" };
  if (added.some((e) => e.kind === "gift")) return { required: "the receipt of a purchase" };
  return undefined;
}
