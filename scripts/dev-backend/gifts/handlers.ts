// Gifts at the dev backend's /api/ (app/api/contract/gifts.ts, docs/decisions/077), the giver's side:
// the catalogue, buying a gift on a trip to the stand-in provider (payments/provider.ts ends it,
// gifts/paying.ts pays it), the giver's gifts, moving or sending one before it is redeemed,
// withdrawing one within 14 days (refunded, with a credit note) and a card gift's PDF. Redeeming:
// ./redeeming.ts.
import type { EndpointName } from "#app/api/contract.ts";
import { GIFT_PLAN_MONTHS } from "#app/domain/gifts.ts";
import { formatKroner, formatTime } from "#app/domain/format.ts";
import { addMonths, osloDateTime } from "#app/domain/oslo-date.ts";
import { sender } from "#scripts/dev-backend/messages/deliver.ts";
import {
  accountOf,
  ApiError,
  confirmByEmail,
  INVALID_REQUEST,
  knownTitle,
  norwegianDate,
  ownAccount,
  signedIn,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { namedFile } from "#scripts/dev-backend/core/named-file.ts";
import { deliveryChangeStart } from "#scripts/dev-backend/core/platform-rules.ts";
import { many, one, run } from "#scripts/dev-backend/core/sqlite.ts";
import { issueCreditChange } from "#scripts/dev-backend/documents/ledger.ts";
import { settleIfDue, startPayment } from "#scripts/dev-backend/payments/provider.ts";
import { giftCardPdf } from "./card-pdf.ts";
import { giftProductsFor } from "./catalogue.ts";
import { giftNumber, newGiftCode, nextGiftNo } from "./codes.ts";
import { redeemingHandlers } from "./redeeming.ts";
import {
  giftById,
  giftFromRow,
  giverNameOf,
  purchasedOn,
  stateOf,
  validUntilOf,
  withdrawUntilOf,
} from "./rows.ts";
import { sendGiftEmail } from "./sending.ts";
import type { GiftRow } from "./tables.ts";
import { giftWords } from "./words.ts";
import { recordHistory } from "#scripts/dev-backend/history/handlers.ts";

const NO_GIFT = "Fant ikke gaven";

/** A refusal that means something: 409 with its reason in fields.reason. */
const refuse = (reason: string, message: string) => new ApiError(409, message, { reason: [reason] });

/** The signed-in user's own gift (on the title, when the call names one); 404 for anyone else's. */
function ownGift(ctx: HandlerContext<EndpointName>, giftId: string, titleCode?: string): GiftRow {
  const session = signedIn(ctx);
  settleIfDue(ctx.db, ctx.today, giftId, ctx.now, sender(ctx.deps));
  const row = one<GiftRow>(
    ctx.db,
    `SELECT gifts.* FROM gifts JOIN accounts USING (aria_account_no) WHERE gifts.id = ? AND accounts.spid_id = ?`,
    giftId,
    session.spidId,
  );
  if (!row || (titleCode !== undefined && row.title_code !== titleCode.toUpperCase()))
    throw new ApiError(404, NO_GIFT);
  return row;
}

/** Why a gift can no longer be changed or sent (its state today), or null while it can. */
function closed(row: GiftRow, today: string): ApiError | null {
  switch (stateOf(row, today)) {
    case "REDEEMED":
      return refuse("redeemed", "Gaven er allerede løst inn");
    case "WITHDRAWN":
      return refuse("withdrawn", "Kjøpet av gaven er angret");
    case "EXPIRED":
      return refuse("expired", "Gavekoden er utløpt");
    case "AWAITING_PAYMENT":
    case "FAILED":
      return refuse("unpaid", "Gaven er ikke betalt");
    default:
      return row.delivery === "CARD"
        ? refuse("card", "Et gavekort gir du selv; det sendes ikke på e-post")
        : null;
  }
}

/** A planned hour: not past, and at most GIFT_PLAN_MONTHS after `from` (the purchase). */
function sendAtProblem(sendAt: string, now: number, from: string): string | null {
  const at = Date.parse(sendAt);
  if (at < now) return "Tidspunktet har vært";
  if (osloDateTime(new Date(at)).date > addMonths(from, GIFT_PLAN_MONTHS))
    return `Gaven kan sendes høyst ${GIFT_PLAN_MONTHS} måneder fram i tid`;
  return null;
}

export const giftsHandlers = {
  getGiftOffer: (ctx) => {
    signedIn(ctx);
    return { products: giftProductsFor(knownTitle(ctx.deps, ctx.params.titleCode)) };
  },

  createGift: (ctx) => {
    const { body } = ctx;
    const account = ownAccount(ctx, body.ariaAccountNo);
    const title = knownTitle(ctx.deps, body.titleCode);
    const product = giftProductsFor(title).find((p) => p.giftPlanID === body.giftPlanID);
    const length = product?.lengths.find((l) => l.months === body.months);
    if (!product || !length) throw new ApiError(404, "Fant ikke gaveabonnementet");

    const fields: Record<string, string[]> = {};
    if (body.delivery === "EMAIL" && !body.recipientEmail)
      fields.recipientEmail = ["Skriv e-postadressen gaven skal sendes til"];
    if (body.delivery === "CARD" && body.recipientEmail)
      fields.recipientEmail = ["Et gavekort gir du selv; det har ingen e-postadresse"];
    if (body.sendAt !== null) {
      const problem =
        body.delivery === "CARD" ? "Et gavekort sendes ikke" : sendAtProblem(body.sendAt, ctx.now, ctx.today);
      if (problem) fields.sendAt = [problem];
    }
    if (product.productType === "COMBO") {
      if (!body.deliveryAddress) fields.deliveryAddress = ["Papiravisen må ha en leveringsadresse"];
      if (!body.firstDeliveryDate) fields.firstDeliveryDate = ["Velg den første dagen avisen skal komme"];
      else {
        const start = deliveryChangeStart(body.firstDeliveryDate, new Date(ctx.now));
        if (!start.ok)
          fields.firstDeliveryDate = [`Avisen kan tidligst komme ${norwegianDate(start.nextPossible)}`];
      }
    } else {
      if (body.deliveryAddress) fields.deliveryAddress = ["Bare papiravisen har leveringsadresse"];
      if (body.firstDeliveryDate) fields.firstDeliveryDate = ["Bare papiravisen har første leveringsdag"];
    }
    if (Object.keys(fields).length > 0) throw new ApiError(422, INVALID_REQUEST, fields);

    const trip = startPayment(ctx, { kind: "GIFT", method: body.paymentMethod, amount: length.price });
    run(
      ctx.db,
      `INSERT INTO gifts (id, aria_account_no, title_code, gift_no, code, gift_plan_id, product_type, product_name,
         months, price, recipient_name, delivery, recipient_email, message, send_at, delivery_address,
         first_delivery_date, status, created_at, origin)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'AWAITING_PAYMENT', ?, ?)`,
      trip.paymentId,
      account.aria_account_no,
      title.titleCode,
      nextGiftNo(ctx.db, title.titleCode),
      newGiftCode(ctx.db),
      product.giftPlanID,
      product.productType,
      product.name,
      length.months,
      length.price,
      body.recipientName,
      body.delivery,
      body.recipientEmail,
      body.message,
      body.sendAt === null ? null : Date.parse(body.sendAt),
      body.deliveryAddress ? JSON.stringify(body.deliveryAddress) : null,
      body.firstDeliveryDate,
      ctx.now,
      ctx.origin,
    );
    return { giftId: trip.paymentId, ...trip };
  },

  getGifts: (ctx) => {
    const session = signedIn(ctx);
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    const account = accountOf(ctx.db, session.spidId);
    if (!account) return [];
    return many<GiftRow>(
      ctx.db,
      `SELECT * FROM gifts WHERE aria_account_no = ? AND title_code = ? AND status = 'PAID'
       ORDER BY paid_at DESC, gift_no DESC LIMIT 200`,
      account.aria_account_no,
      title.titleCode,
    ).map((row) => giftFromRow(row, ctx.today));
  },

  getGift: (ctx) => giftFromRow(ownGift(ctx, ctx.params.giftId), ctx.today),

  changeGift: (ctx) => {
    const row = ownGift(ctx, ctx.params.giftId, ctx.body.titleCode);
    const { sendAt, recipientEmail } = ctx.body;
    // Sent at once by this very change before: the same change again answers the same.
    const same = sendAt === null && row.recipient_email === recipientEmail && row.sent_at !== null;
    if (same && stateOf(row, ctx.today) === "SENT") return giftFromRow(row, ctx.today);
    const refusal = closed(row, ctx.today);
    if (refusal) throw refusal;
    if (stateOf(row, ctx.today) !== "PLANNED") throw refuse("sent", "Gaven er allerede sendt");
    const problem = sendAt === null ? null : sendAtProblem(sendAt, ctx.now, purchasedOn(row));
    if (problem) throw new ApiError(422, INVALID_REQUEST, { sendAt: [problem] });
    run(
      ctx.db,
      "UPDATE gifts SET send_at = ?, recipient_email = ? WHERE id = ?",
      sendAt === null ? ctx.now : Date.parse(sendAt),
      recipientEmail,
      row.id,
    );
    const changed = giftById(ctx.db, row.id)!;
    if (sendAt === null) sendGiftEmail(ctx.db, sender(ctx.deps), changed, ctx.now);
    return giftFromRow(giftById(ctx.db, row.id)!, ctx.today);
  },

  sendGiftNow: (ctx) => {
    const row = ownGift(ctx, ctx.params.giftId, ctx.body.titleCode);
    const refusal = closed(row, ctx.today);
    if (refusal) throw refusal;
    if (row.send_at === null || row.send_at > ctx.now)
      run(ctx.db, "UPDATE gifts SET send_at = ? WHERE id = ?", ctx.now, row.id);
    sendGiftEmail(ctx.db, sender(ctx.deps), giftById(ctx.db, row.id)!, ctx.now);
    return giftFromRow(giftById(ctx.db, row.id)!, ctx.today);
  },

  withdrawGift: (ctx) => {
    const row = ownGift(ctx, ctx.params.giftId, ctx.body.titleCode);
    const state = stateOf(row, ctx.today);
    if (state === "WITHDRAWN") return giftFromRow(row, ctx.today);
    if (state === "REDEEMED") throw refuse("redeemed", "Gaven er allerede løst inn");
    if (state === "AWAITING_PAYMENT" || state === "FAILED") throw refuse("unpaid", "Gaven er ikke betalt");
    if (withdrawUntilOf(row, ctx.today) === null)
      throw refuse("too-late", "Fristen for å angre kjøpet av gaven er ute");
    const title = knownTitle(ctx.deps, row.title_code);
    const note = issueCreditChange(ctx.db, {
      titleCode: row.title_code,
      ariaAccountNo: row.aria_account_no,
      source: `gift:${row.id}`,
      credit: row.price,
      reason: { kind: "GIFT", event: "withdrawn", giftNo: giftNumber(row) },
      periodFrom: purchasedOn(row),
      periodTo: purchasedOn(row),
      issuedOn: ctx.today,
      now: ctx.now,
    });
    run(
      ctx.db,
      "UPDATE gifts SET withdrawn_at = ?, refund_credit_id = ? WHERE id = ?",
      ctx.now,
      note?.documentNo ?? null,
      row.id,
    );
    recordHistory(ctx.db, row.aria_account_no, row.title_code, ctx.now, "gift", {
      event: "withdrawn",
      productName: row.product_name,
      months: row.months,
      personName: row.recipient_name,
      amount: row.price,
    });
    const at = osloDateTime(new Date(ctx.now));
    const account = ownAccount(ctx, row.aria_account_no);
    confirmByEmail(
      ctx.deps,
      account,
      { title, required: "a gift withdrawn: its refund" },
      giftWords(title).withdrawn({
        titleName: title.name,
        giftNo: giftNumber(row),
        product: row.product_name,
        months: row.months,
        date: norwegianDate(at.date),
        time: formatTime(at.time),
        refund: formatKroner(row.price),
      }),
    );
    return giftFromRow(giftById(ctx.db, row.id)!, ctx.today);
  },

  getGiftCardPdf: (ctx) => {
    const row = ownGift(ctx, ctx.params.giftId);
    if (row.delivery !== "CARD" || row.status !== "PAID") throw new ApiError(404, NO_GIFT);
    const state = stateOf(row, ctx.today);
    if (state === "WITHDRAWN") throw refuse("withdrawn", "Kjøpet av gaven er angret");
    if (state === "EXPIRED") throw refuse("expired", "Gavekoden er utløpt");
    const title = knownTitle(ctx.deps, row.title_code);
    const facts = {
      recipientName: row.recipient_name,
      giverName: giverNameOf(ctx.db, row),
      message: row.message,
      product: row.product_name,
      months: row.months,
      code: row.code,
      validUntil: validUntilOf(row),
      redeemAt: `${row.origin}/los-inn-gave`,
    };
    return giftCardPdf(title, facts).then((bytes) => namedFile(bytes, `gavekort-${giftNumber(row)}.pdf`));
  },

  ...redeemingHandlers,
} satisfies Partial<Handlers>;
