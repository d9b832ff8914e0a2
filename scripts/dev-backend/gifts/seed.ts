// The personas' gifts (docs/decisions/077; tests/fixtures/personas/gifts.ts), on every title: Hanne
// Bakke's gift to Nora Nilsen planned for 24 December 08:00 (code XMAS-GAVE-…), bought two days ago,
// and her gift to Tor Viken, redeemed: his gift subscription, ending in ten days. Seeded gifts have no
// receipt (their payments issue no document, so every title's series goes on as the seed left it).
import type { Title } from "#app/title/title-schema.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { christmasMorning, giftSubscriptionDays, seededGiftCodes } from "#tests/fixtures/personas/gifts.ts";
import type { Persona } from "#tests/fixtures/personas/types.ts";
import { run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { giftPrice, monthlyPlanOf, GIFT_DIGITAL } from "./catalogue.ts";
import { giftNumber } from "./codes.ts";

const noon = (date: string) => Date.parse(`${date}T11:00:00Z`);

export function seedGifts(
  db: Database,
  personas: readonly Persona[],
  titles: readonly Title[],
  today: string,
) {
  const giver = personas.find((p) => p.id === "gift-giver");
  const recipient = personas.find((p) => p.id === "gift-recipient");
  const nora = personas.find((p) => p.id === "new-user");
  if (!giver?.account || !recipient?.account || !nora) return;
  const { startDate, endDate } = giftSubscriptionDays(today);
  for (const title of titles) {
    const plan = monthlyPlanOf(title, "DIGITAL");
    if (!plan) continue;
    const codes = seededGiftCodes(title.titleCode);
    const gifts = [
      {
        no: 1,
        code: codes.redeemed,
        to: recipient,
        boughtOn: addDays(startDate, -1),
        sendAt: noon(addDays(startDate, -1)),
      },
      {
        no: 2,
        code: codes.planned,
        to: nora,
        boughtOn: addDays(today, -2),
        sendAt: Date.parse(christmasMorning(today)),
      },
    ];
    for (const gift of gifts) {
      const id = `seed-gift-${gift.no}-${title.titleCode.toLowerCase()}`;
      const price = giftPrice(plan.price, 3);
      const paidAt = noon(gift.boughtOn);
      run(
        db,
        `INSERT INTO payments (id, kind, aria_account_no, title_code, method, amount, return_url, status, created_at)
         VALUES (?, 'GIFT', ?, ?, 'SWEDBANK-PPG', ?, '', 'APPROVED', ?)`,
        id,
        giver.account.ariaAccountNo,
        title.titleCode,
        price,
        paidAt,
      );
      const redeemed = gift.no === 1;
      run(
        db,
        `INSERT INTO gifts (id, aria_account_no, title_code, gift_no, code, gift_plan_id, product_type, product_name,
           months, price, recipient_name, delivery, recipient_email, message, send_at, sent_at, status, created_at,
           paid_at, origin, redeemed_at, redeemed_by_spid_id, redeemed_account_no, outcome, end_notice_at)
         VALUES (?, ?, ?, ?, ?, ?, 'DIGITAL', 'Digitalt abonnement', 3, ?, ?, 'EMAIL', ?, ?, ?, ?, 'PAID', ?, ?, ?, ?, ?, ?, ?, ?)`,
        id,
        giver.account.ariaAccountNo,
        title.titleCode,
        gift.no,
        gift.code,
        GIFT_DIGITAL,
        price,
        gift.to.name,
        gift.to.identity.email,
        redeemed ? "Til deg, med ønske om god lesing!" : "God jul!",
        gift.sendAt,
        redeemed ? gift.sendAt : null,
        paidAt,
        paidAt,
        `http://${title.titleCode.toLowerCase()}.localhost:4173`,
        redeemed ? noon(startDate) : null,
        redeemed ? recipient.identity.spidId : null,
        redeemed ? recipient.account.ariaAccountNo : null,
        redeemed ? JSON.stringify({ kind: "NEW", startDate, endDate }) : null,
        // Told of its end when its last 14 days began, before the seed day.
        redeemed ? noon(addDays(endDate, -14)) : null,
      );
    }
    // The recipient's subscription names this title's gift.
    run(
      db,
      "UPDATE subscriptions SET gift = ? WHERE aria_account_no = ? AND title_code = ?",
      JSON.stringify({
        giverName: giver.name,
        endDate,
        giftNo: giftNumber({ title_code: title.titleCode, gift_no: 1 }),
      }),
      recipient.account.ariaAccountNo,
      title.titleCode,
    );
  }
}
