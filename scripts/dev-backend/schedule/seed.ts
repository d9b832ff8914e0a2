// The personas' pauses, price changes and payment days (docs/decisions/079;
// tests/fixtures/personas/schedule.ts), on every title, with the history each told of. Seeded as if
// done before the seed day: a pause registered a week before its first day (one that is over was
// charged for, told a week ahead and resumed), a price change told the day before, a payment day
// whose first charge was made. No receipts or notices are sent for them.
import { addDays } from "#app/domain/oslo-date.ts";
import type { Title } from "#app/title/title-schema.ts";
import type { Persona } from "#tests/fixtures/personas/types.ts";
import { subscriptionOf } from "#scripts/dev-backend/core/handler.ts";
import { run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { osloInstant, recordHistory } from "#scripts/dev-backend/history/handlers.ts";

const originOf = (title: Title) => `http://${title.titleCode.toLowerCase()}.localhost:4173`;

export function seedSchedule(
  db: Database,
  personas: readonly Persona[],
  titles: readonly Title[],
  today: string,
) {
  for (const persona of personas) {
    const accountNo = persona.account?.ariaAccountNo;
    if (!accountNo || !(persona.pauses?.length || persona.priceChange || persona.paymentDay)) continue;
    for (const title of titles) {
      const sub = subscriptionOf(db, accountNo, title.titleCode);
      if (!sub) continue;
      const history = (at: number, event: "registered" | "resumed", pause: { from: string; to: string }) =>
        recordHistory(db, accountNo, title.titleCode, at, "pause", { event, ...pause });
      for (const [index, pause] of (persona.pauses ?? []).entries()) {
        const registered = osloInstant(addDays(pause.from, -7), "09:00");
        const resumesOn = addDays(pause.to, 1);
        const over = resumesOn <= today;
        run(
          db,
          `INSERT INTO pauses (id, aria_account_no, title_code, from_date, to_date, created_at, origin, notice_at,
             resumed_at, charged_invoice) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          `seed-${persona.id}-${index + 1}-${title.titleCode.toLowerCase()}`,
          accountNo,
          title.titleCode,
          pause.from,
          pause.to,
          registered,
          originOf(title),
          over ? osloInstant(addDays(resumesOn, -7), "08:00") : null,
          over ? osloInstant(resumesOn, "00:00") : null,
          over ? "seed" : null,
        );
        history(registered, "registered", pause);
        if (over) history(osloInstant(resumesOn, "00:00"), "resumed", pause);
      }
      if (persona.priceChange) {
        const { from, increase } = persona.priceChange;
        const told = osloInstant(addDays(today, -1), "09:00");
        run(
          db,
          `INSERT INTO price_changes (title_code, aria_account_no, aria_plan_id, billing_period, from_date, price,
             old_price, registered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          title.titleCode,
          accountNo,
          sub.aria_plan_id,
          sub.billing_period,
          from,
          sub.price + increase,
          sub.price,
          told,
        );
        recordHistory(db, accountNo, title.titleCode, told, "price-change", {
          planName: sub.plan_name,
          from,
          oldPrice: sub.price,
          newPrice: sub.price + increase,
        });
      }
      if (persona.paymentDay) {
        const { day, date } = persona.paymentDay;
        const set = osloInstant(addDays(date, -10), "19:30");
        run(
          db,
          `INSERT INTO payment_days (aria_account_no, title_code, day, from_date, date, amount, set_at,
             charged_invoice) VALUES (?, ?, ?, ?, ?, ?, ?, 'seed')`,
          accountNo,
          title.titleCode,
          day,
          date,
          date,
          sub.price,
          set,
        );
        recordHistory(db, accountNo, title.titleCode, set, "payment-day", { day, date, amount: sub.price });
      }
    }
  }
}
