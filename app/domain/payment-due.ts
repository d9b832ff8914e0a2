// When an unpaid invoice is due, said in the right tense (issue 25): "forfalt" once the due date has
// passed on Oslo's calendar, "forfaller" while it has not — the due day itself included, since it can
// still be paid in time that day. The one home of the rule for every screen that shows an invoice.
import { osloToday } from "./oslo-date.ts";

export type DueTense = "overdue" | "due-today" | "due";

/** The tense of an unpaid invoice's due date at `now` (an instant; Oslo decides the day). */
export function dueTense(dueDate: string, now: Date = new Date()): DueTense {
  const today = osloToday(now);
  if (dueDate < today) return "overdue";
  return dueDate === today ? "due-today" : "due";
}

/** Overdue: unpaid after its due date (Oslo). The platform's own rule says the same (platform-rules.ts). */
export const isOverdue = (dueDate: string, today: string) => dueDate < today;
