// A receipt for every change (docs/decisions/050): what a request changed is what the subscription's
// history tells of afterwards and did not before; the reader gets one receipt for it, by e-mail (by
// SMS when the platform has only a phone number), in the title's language, naming what changed, from
// when and what it costs. A change gets its receipt by showing up in the history, so the two never
// disagree and a new kind of change cannot be forgotten. Orders, withdrawals and complaints send
// their own confirmation; payments, invoices and consent choices are not changes to the subscription.
// A helper's acts (ADR 054) all reach the subscriber, naming the helper: a change's receipt, a
// complaint's confirmation (fromHelper), and an invoice they paid (sendHelperPaymentReceipt).
import type { EndpointName } from "#app/api/contract.ts";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import type { Plan, SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import { formatKroner, formatNumericDate } from "#app/domain/format.ts";
import { changeKind } from "#app/domain/change-kind.ts";
import type { Title } from "#app/title/title-schema.ts";
import { sender, type Send } from "#scripts/dev-backend/messages/deliver.ts";
import { accountOf, subscriptionOf, type HandlerContext } from "#scripts/dev-backend/core/handler.ts";
import { readerMessages, type ChangeWords } from "#scripts/dev-backend/core/reader-messages.ts";
import { one, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { nextPaymentOf } from "#scripts/dev-backend/payments/billing.ts";
import { historyOf } from "./handlers.ts";
import {
  accountNoIn,
  entryKey,
  helperNameFor,
  madeByOf,
  paymentEntries,
  recordActs,
} from "#scripts/dev-backend/fullmakt/acts.ts";
import type { PaymentRow } from "#scripts/dev-backend/payments/tables.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { scheduleLines } from "#scripts/dev-backend/schedule/receipt-lines.ts";
import { fullmaktWords } from "#scripts/dev-backend/fullmakt/words.ts";
import { GRANT_WORDS } from "./grant-receipt.ts";
import { receiptFacts, type ReceiptFacts } from "./receipt-facts.ts";
import { requiredReceipt } from "./required-receipt.ts";

/** Kinds that are no change of their own, or that send their own confirmation. */
const NOT_A_CHANGE: ReadonlySet<HistoryEntry["kind"]> = new Set([
  "order",
  "complaint",
  "invoice",
  "payment",
  "payment-failed",
  "consent",
  // A price change is told by its own notice when registered (schedule/prices.ts).
  "price-change",
]);

/** An entry no request made: a pause over by itself is told by the e-mail a week ahead instead. */
const byItself = (entry: HistoryEntry) => entry.kind === "pause" && entry.event === "resumed";

/** An entry's identity: the same change before and after, though a derived field may have moved. */
function keyOf(entry: HistoryEntry): string {
  const e = entry as Record<string, unknown>;
  return [e.at, e.kind, e.event, e.changeId, e.email, e.planName, e.discountCode, e.helperName].join("|");
}

const changesIn = (db: Database, accountNo: string, titleCode: string) =>
  historyOf(db, accountNo, titleCode).filter((e) => !NOT_A_CHANGE.has(e.kind) && !byItself(e));

/** What the subscription is now, for the price and dates a receipt names, and the facts beside it. */
interface Now extends ReceiptFacts {
  sub: ReturnType<typeof subscriptionOf>;
  next: { amount: string; date: string; periodFrom: string; periodTo: string } | null;
}

const dateOf = (iso: string | null | undefined) => (iso ? formatNumericDate(iso) : "");

/**
 * The one function from a change to its words: the sentences of a receipt for the entries one
 * request added to the history (newest first, as the history gives them).
 */
export function receiptLines(
  entries: HistoryEntry[],
  now: Now,
  say: ChangeWords,
  title: Pick<Title, "locale" | "name"> = { locale: "nb", name: "" },
): string[] {
  const sub = now.sub;
  const price = sub
    ? `${formatKroner(sub.price)} ${say.perPeriod[sub.billing_period as Plan["billingPeriod"]]}`
    : "";
  const nextPayment = now.next ? say.nextPayment(now.next.amount, now.next.date) : null;
  const ordered = entries.some((e) => e.kind === "plan-change" && e.event === "ordered");
  const lines: string[] = [];
  for (const entry of [...entries].reverse()) {
    switch (entry.kind) {
      case "plan-change": {
        if (entry.event === "ordered" && sub?.pending_change) {
          const change = JSON.parse(sub.pending_change) as NonNullable<Subscription["pendingChange"]>;
          const period = change.billingPeriod ?? (sub.billing_period as Plan["billingPeriod"]);
          const per = say.perPeriod[period];
          lines.push(
            say.planOrdered({
              kind: changeKind(
                { ariaPlanID: sub.aria_plan_id, billingPeriod: sub.billing_period as Plan["billingPeriod"] },
                { ariaPlanID: change.ariaPlanID, billingPeriod: period },
              ),
              planName: change.planName,
              per,
              price: change.price === undefined ? "" : `${formatKroner(change.price)} ${per}`,
              from: dateOf(change.effectiveDate),
            }),
          );
        } else if (entry.event === "withdrawn" && ordered) lines.push(say.replaces);
        else if (entry.event === "withdrawn" && sub)
          lines.push(
            say.planWithdrawn({
              planName: entry.planName,
              from: dateOf(entry.effectiveDate),
              current: sub.plan_name,
              price,
            }),
          );
        break;
      }
      case "cancellation":
        lines.push(say.cancelled({ planName: entry.planName, lastDay: dateOf(sub?.expires_on) }));
        break;
      case "cancellation-undone":
        lines.push(say.cancellationUndone({ planName: entry.planName, price }));
        // A plan change ordered before the cancellation is kept through it, as the screen says.
        if (sub?.pending_change) {
          const change = JSON.parse(sub.pending_change) as NonNullable<Subscription["pendingChange"]>;
          lines.push(say.changeStands({ planName: change.planName, from: dateOf(change.effectiveDate) }));
        }
        if (nextPayment) lines.push(nextPayment);
        break;
      case "payment-method":
        lines.push(say.newPaymentMethod(say.paymentMethod[entry.method]));
        if (nextPayment) lines.push(nextPayment);
        break;
      case "avtalegiro":
        lines.push(say.avtalegiro(entry.event, formatKroner(entry.limit)));
        if (nextPayment) lines.push(nextPayment);
        break;
      case "efaktura":
        lines.push(say.efaktura(entry.event));
        break;
      case "delivery-change": {
        lines.push(
          say.delivery({
            event: entry.event,
            type: entry.type,
            from: dateOf(entry.fromDate),
            to: entry.toDate ? dateOf(entry.toDate) : null,
            was: entry.previousToDate === undefined ? undefined : dateOf(entry.previousToDate) || null,
          }),
        );
        if (entry.type !== "STOP") {
          // Where it goes, as the screen's list says it, when it is registered.
          const to = entry.event === "registered" ? (now.deliveredTo?.(entry.changeId) ?? null) : null;
          if (to) lines.push(say.deliveredTo(to));
          lines.push(say.priceUnchanged);
          break;
        }
        // What the screen said of the money: the stop's credit now, or that it was taken back.
        const note = now.noteFor?.(entry.changeId, entry.at) ?? null;
        const credit = entry.event === "withdrawn" ? null : (now.stopCredit?.(entry.changeId) ?? null);
        if (entry.event === "withdrawn") {
          if (entry.credit) lines.push(say.creditTakenBack(formatKroner(entry.credit)));
        } else if (credit) {
          lines.push(
            say.stopCredit({
              each: formatKroner(credit.perPaper),
              papers: credit.papers,
              total: formatKroner(credit.total),
            }),
          );
        } else if (entry.toDate !== null) lines.push(say.stopPriceUnchanged);
        if (note) lines.push(say.note(note.kind, note.documentNo));
        break;
      }
      case "carrier-note": {
        const transfer = entry.changeId !== null;
        lines.push(
          entry.event === "removed" || entry.text === null
            ? say.carrierNote({ removed: true, transfer })
            : say.carrierNote({ text: entry.text, from: dateOf(entry.fromDate), transfer }),
        );
        break;
      }
      case "family-invitation":
        lines.push(say.family(entry.event, entry.email));
        break;
      case "business-invitation":
        lines.push(say.business(entry.event, entry.email));
        break;
      case "fullmakt":
        lines.push(GRANT_WORDS[title.locale](entry, title.name, dateOf(entry.validUntil)));
        break;
      case "discount": {
        const terms = now.discountTerms(entry.discountCode);
        lines.push(terms ? say.discount({ code: entry.discountCode, ...terms }) : say.other);
        if (nextPayment) lines.push(nextPayment);
        break;
      }
      case "pause":
      case "payment-day":
        lines.push(...scheduleLines(entry, say, now.next));
        break;
      default:
        lines.push(say.other);
    }
  }
  return [...new Set(lines)];
}

/** Sends the receipt for what the history gained since `before`; nothing when it gained no change. */
export function sendReceipt(
  db: Database,
  send: Send,
  today: string,
  change: {
    accountNo: string;
    title: Title;
    before: Map<string, number>;
    helperName?: string | undefined;
    origin?: string | undefined;
  },
) {
  const { accountNo, title, before, helperName, origin } = change;
  // Counted, not just looked up: two alike changes at one instant (a fixed clock) are two changes.
  const added = addedSince(changesIn(db, accountNo, title.titleCode), before, keyOf);
  if (added.length === 0) return;
  const contact = one<{ email: string | null; phone_number: string | null }>(
    db,
    "SELECT email, phone_number FROM accounts WHERE aria_account_no = ?",
    accountNo,
  );
  if (!contact?.email && !contact?.phone_number) return;
  const sub = subscriptionOf(db, accountNo, title.titleCode);
  const payment = sub ? nextPaymentOf(db, title, sub, today) : null;
  const next =
    payment && payment.kind !== "NONE_CANCELLED"
      ? {
          amount: formatKroner(payment.amount),
          date: formatNumericDate(payment.date),
          periodFrom: formatNumericDate(payment.periodFrom),
          periodTo: formatNumericDate(payment.periodTo),
        }
      : null;
  const say = readerMessages(title).change;
  const lines = receiptLines(added, { sub, next, ...receiptFacts(db, title.titleCode) }, say, title);
  const text = helperName
    ? fullmaktWords(title).helperActed({ helperName, titleName: title.name, lines })
    : say.receipt(title.name, lines);
  send({ title, accountNo, kind: requiredReceipt(added, helperName) ?? "receipts", text, origin });
}

/**
 * What the platform sends the subscriber for something a helper did that has its own message (a
 * complaint's confirmation): the same words, said to be the helper's doing (ADR 054).
 */
export function fromHelper(title: Title, helperName: string | null, text: string): string {
  return helperName === null
    ? text
    : fullmaktWords(title).helperActed({ helperName, titleName: title.name, lines: [text] });
}

/**
 * The receipt for an invoice a helper paid, once the provider approved it: a payment is no change to
 * the subscription, so the subscriber hears of it only when someone else made it.
 */
export function sendHelperPaymentReceipt(db: Database, send: Send, title: Title, trip: PaymentRow) {
  const [paid] = paymentEntries(trip);
  const helperName = madeByOf(db, trip.aria_account_no, title.titleCode, paid!);
  if (helperName === null || trip.aria_invoice_no === null || trip.amount === null) return;
  const contact = one<{ email: string | null; phone_number: string | null }>(
    db,
    "SELECT email, phone_number FROM accounts WHERE aria_account_no = ?",
    trip.aria_account_no,
  );
  const say = readerMessages(title).change;
  const method = trip.method as keyof typeof say.paymentMethod;
  const line = fullmaktWords(title).invoicePaid({
    invoiceNo: trip.aria_invoice_no,
    amount: formatKroner(trip.amount),
    method: say.paymentMethod[method] ?? trip.method,
    on: formatNumericDate(osloToday(new Date(trip.created_at))),
  });
  const text = fullmaktWords(title).helperActed({ helperName, titleName: title.name, lines: [line] });
  if (!contact) return;
  const kind = { required: "an invoice paid, by a helper under a power of attorney" };
  send({ title, accountNo: trip.aria_account_no, kind, text });
}

/** The changes the history tells of now, to compare with after a request. */
export function changesBefore(db: Database, accountNo: string, titleCode: string) {
  return countKeys(changesIn(db, accountNo, titleCode), keyOf);
}

/**
 * Before a request that may change something: what the signed-in reader's history of the title
 * holds, and the function that sends the receipt for what it gained once the request has done it.
 */
export function receiptAfter(ctx: HandlerContext<EndpointName>): (() => void) | undefined {
  if (!ctx.session) return undefined;
  const own = ownReceiptAfter(ctx);
  const grantor = grantorReceiptAfter(ctx);
  if (!own && !grantor) return undefined;
  return () => {
    own?.();
    grantor?.();
  };
}

/**
 * A helper accepting or giving up a grant changes the subscriber's history, not their own: the
 * subscriber gets the receipt for it (ADR 054). The grant is found by what the call names.
 */
function grantorReceiptAfter(ctx: HandlerContext<EndpointName>): (() => void) | undefined {
  const session = ctx.session!;
  const named =
    ctx.endpoint === "acceptFullmakt"
      ? { column: "code", value: (ctx.body as { code?: unknown }).code }
      : ctx.endpoint === "endFullmakt"
        ? { column: "id", value: (ctx.params as { id?: unknown }).id }
        : null;
  if (!named || typeof named.value !== "string") return undefined;
  const grant = one<{ grantor_account_no: string; title_code: string }>(
    ctx.db,
    `SELECT grantor_account_no, title_code FROM fullmakt_grants WHERE ${named.column} = ?`,
    named.value,
  );
  const title = grant && ctx.deps.titles.find((t) => t.titleCode === grant.title_code);
  if (!grant || !title || accountOf(ctx.db, session.spidId)?.aria_account_no === grant.grantor_account_no)
    return undefined;
  const accountNo = grant.grantor_account_no;
  const before = changesBefore(ctx.db, accountNo, title.titleCode);
  const origin = ctx.origin;
  return () => sendReceipt(ctx.db, sender(ctx.deps), ctx.today, { accountNo, title, before, origin });
}

function ownReceiptAfter(ctx: HandlerContext<EndpointName>): (() => void) | undefined {
  if (!ctx.session) return undefined;
  const titleCode = titleCodeIn(ctx.params) ?? titleCodeIn(ctx.body);
  const title = titleCode ? ctx.deps.titles.find((t) => t.titleCode === titleCode.toUpperCase()) : undefined;
  // A helper acting for a subscriber (ADR 054): the receipt is the subscriber's, and says who did it.
  const helper = title ? helperActing(ctx, title.titleCode) : null;
  const accountNo = helper?.accountNo ?? accountOf(ctx.db, ctx.session.spidId)?.aria_account_no;
  if (!accountNo || !title) return undefined;
  const before = changesBefore(ctx.db, accountNo, title.titleCode);
  const everything = helper ? historyOf(ctx.db, accountNo, title.titleCode) : [];
  return () => {
    if (helper) {
      const added = addedSince(historyOf(ctx.db, accountNo, title.titleCode), countKeys(everything));
      recordActs(
        ctx.db,
        { accountNo, titleCode: title.titleCode, helperName: helper.name, at: ctx.now },
        added,
      );
    }
    const helperName = helper?.name;
    sendReceipt(ctx.db, sender(ctx.deps), ctx.today, {
      accountNo,
      title,
      before,
      helperName,
      origin: ctx.origin,
    });
  };
}

/** The subscriber's account and the helper's name, when the signed-in user acts on an account they hold a grant for on the title. */
function helperActing(
  ctx: HandlerContext<EndpointName>,
  titleCode: string,
): { accountNo: string; name: string } | null {
  const accountNo = accountNoIn(ctx.params, ctx.body);
  if (!accountNo || !ctx.session) return null;
  const name = helperNameFor(ctx.db, accountNo, titleCode, ctx.session.spidId);
  return name === null ? null : { accountNo, name };
}

function countKeys(entries: readonly HistoryEntry[], key: (e: HistoryEntry) => string = entryKey) {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(key(entry), (counts.get(key(entry)) ?? 0) + 1);
  return counts;
}

/** What `entries` holds beyond what was counted before (two alike at one instant are two). */
function addedSince(
  entries: readonly HistoryEntry[],
  before: Map<string, number>,
  key: (e: HistoryEntry) => string = entryKey,
) {
  const seen = new Map(before);
  return entries.filter((e) => {
    const left = seen.get(key(e)) ?? 0;
    seen.set(key(e), left - 1);
    return left <= 0;
  });
}

function titleCodeIn(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || !("titleCode" in value)) return undefined;
  const code = (value as { titleCode: unknown }).titleCode;
  return typeof code === "string" ? code : undefined;
}
