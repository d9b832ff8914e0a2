// The subscription's history at the dev backend's /api/ (app/api/contract/history.ts getHistory):
// one timeline, newest first, of what happened to an account's subscription of a title. Most of it
// is derived from the rows the other endpoints keep anyway (orders, payments, invoices,
// cancellations, delivery changes, complaints, family and business invitations, discounts); what
// leaves no row of its own — a plan change asked for, withdrawn or taking effect, a cancellation
// undone, a consent choice (consents keeps only the latest) — is recorded in the `history` table by
// the code that does it, through recordHistory (docs/decisions/030).
import { withMadeBy } from "#scripts/dev-backend/fullmakt/acts.ts";
import { HISTORY_MAX_ENTRIES, type HistoryEntry } from "#app/api/contract/history.ts";
import type { PaymentMethod } from "#app/api/contract/payments.ts";
import type { Plan } from "#app/api/contract/subscription.ts";
import { osloDateTime } from "#app/domain/oslo-date.ts";
import type { EndpointName } from "#app/api/contract.ts";
import {
  accountOf,
  knownTitle,
  ownAccount,
  signedIn,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { helperMay, rightsOf, type GrantRow } from "#scripts/dev-backend/fullmakt/grants.ts";
import { many, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { deliveryChangeEntries } from "./delivery-entries.ts";
import type { OrderRow, PaymentRow } from "#scripts/dev-backend/payments/tables.ts";

/** An entry without its time (each kind of the union on its own). */
type Untimed = HistoryEntry extends infer E ? (E extends HistoryEntry ? Omit<E, "at"> : never) : never;

/** An entry without its time and kind: what the `history` table keeps as JSON in `facts`. */
type Facts<K extends HistoryEntry["kind"]> = Omit<Extract<HistoryEntry, { kind: K }>, "at" | "kind">;

/**
 * The kinds that leave no row elsewhere, so are recorded when they happen; and the seeded personas'
 * past (an order, a cancellation), which the seed writes here rather than playing the endpoints.
 */
type RecordedKind =
  | "plan-change"
  | "cancellation-undone"
  | "consent"
  | "order"
  | "cancellation"
  // A delivery change's new last day: the row keeps only the latest (ADR 038).
  | "delivery-change"
  // A business invitation removed: its row is deleted.
  | "business-invitation"
  // A note to the carrier: its row keeps only the latest text.
  | "carrier-note"
  // AvtaleGiro confirmed or stopped: the mandate's row keeps only its latest status.
  | "avtalegiro"
  // eFaktura registered or ended: the account's row keeps only its channel now.
  | "efaktura"
  // A gift given, withdrawn or redeemed (ADR 077): told as it was then, whatever the gift's row says now.
  | "gift"
  // A pause's steps, a price change told, a payment day moved (ADR 079): told as they were then.
  | "pause"
  | "price-change"
  | "payment-day";

/**
 * Records what happened at `at` (ms) to the account's subscription of the title. Call it inside the
 * transaction that does it, so the history never tells of something rolled back.
 */
export function recordHistory<K extends RecordedKind>(
  db: Database,
  ariaAccountNo: string,
  titleCode: string,
  at: number,
  kind: K,
  facts: Facts<K>,
) {
  run(
    db,
    "INSERT INTO history (aria_account_no, title_code, at, kind, facts) VALUES (?, ?, ?, ?, ?)",
    ariaAccountNo,
    titleCode,
    at,
    kind,
    JSON.stringify(facts),
  );
}

/** Records a consent choice for the user's account, when the user has one (consents are per user). */
export function recordConsent(
  db: Database,
  spidId: number,
  titleCode: string,
  at: number,
  choices: Facts<"consent">["choices"],
) {
  const account = accountOf(db, spidId);
  if (account) recordHistory(db, account.aria_account_no, titleCode, at, "consent", { choices });
}

/** The instant of a wall-clock time in Oslo on a date ("2026-11-01", "06:00"). */
export function osloInstant(date: string, time: string): number {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  for (const hours of [1, 2]) {
    const candidate = asUtc - hours * 3_600_000;
    const oslo = osloDateTime(new Date(candidate));
    if (oslo.date === date && oslo.time === time) return candidate;
  }
  return asUtc - 3_600_000;
}

/** When an invoice is issued: the invoice run at 06:00 on the first day it could be (its period or due day). */
const INVOICE_RUN = "06:00";

const iso = (ms: number) => new Date(ms).toISOString();

/** The account's history of the title, newest first (at most HISTORY_MAX_ENTRIES). */
export function historyOf(db: Database, ariaAccountNo: string, titleCode: string): HistoryEntry[] {
  const entries: Array<{ ms: number; entry: HistoryEntry }> = [];
  const add = (ms: number, entry: Untimed) =>
    entries.push({ ms, entry: { at: iso(ms), ...entry } as HistoryEntry });

  // Recorded: what leaves no row of its own.
  for (const row of many<{ at: number; kind: RecordedKind; facts: string }>(
    db,
    "SELECT at, kind, facts FROM history WHERE aria_account_no = ? AND title_code = ?",
    ariaAccountNo,
    titleCode,
  ))
    add(row.at, { kind: row.kind, ...(JSON.parse(row.facts) as object) } as Untimed);

  // Orders that went through, and their withdrawal within 14 days.
  for (const order of many<OrderRow>(
    db,
    "SELECT * FROM orders WHERE aria_account_no = ? AND title_code = ? AND status = 'COMPLETED'",
    ariaAccountNo,
    titleCode,
  )) {
    const { planName } = JSON.parse(order.plan) as Plan;
    add(order.created_at, {
      kind: "order",
      event: "ordered",
      planName,
      orderId: order.id,
      amount: order.first_amount,
    });
    if (order.withdrawn_at !== null)
      add(order.withdrawn_at, {
        kind: "order",
        event: "withdrawn",
        planName,
        orderId: order.id,
        amount: order.refund,
      });
  }

  // Money taken for an invoice, or a charge that failed; and a new payment method registered.
  for (const trip of many<PaymentRow>(
    db,
    `SELECT * FROM payments WHERE aria_account_no = ? AND title_code = ?
       AND ((kind = 'INVOICE' AND status IN ('APPROVED', 'FAILED'))
         OR (kind = 'PAYMENT_METHOD' AND status = 'APPROVED'))`,
    ariaAccountNo,
    titleCode,
  )) {
    if (trip.kind === "PAYMENT_METHOD")
      add(trip.created_at, { kind: "payment-method", method: trip.method as PaymentMethod["type"] });
    else
      add(trip.created_at, {
        kind: trip.status === "APPROVED" ? "payment" : "payment-failed",
        paymentId: trip.id,
        ariaInvoiceNo: trip.aria_invoice_no,
        amount: trip.amount,
      });
  }

  // Invoices: the title's own.
  for (const invoice of many<{
    aria_invoice_no: string;
    amount: number;
    paid: number;
    period_from: string;
    period_to: string;
    due_date: string;
  }>(db, "SELECT * FROM invoices WHERE aria_account_no = ? AND title_code = ?", ariaAccountNo, titleCode)) {
    const issued = invoice.period_from < invoice.due_date ? invoice.period_from : invoice.due_date;
    add(osloInstant(issued, INVOICE_RUN), {
      kind: "invoice",
      ariaInvoiceNo: invoice.aria_invoice_no,
      amount: invoice.amount,
      periodFrom: invoice.period_from,
      periodTo: invoice.period_to,
      paid: invoice.paid === 1,
    });
  }

  for (const row of many<{ product: string; created_at: number }>(
    db,
    "SELECT product, created_at FROM cancellations WHERE aria_account_no = ? AND title_code = ?",
    ariaAccountNo,
    titleCode,
  ))
    add(row.created_at, { kind: "cancellation", planName: row.product });

  for (const { ms, entry } of deliveryChangeEntries(db, ariaAccountNo, titleCode)) add(ms, entry);

  for (const row of many<{
    id: string;
    date: string;
    dates: string | null;
    created_at: number;
    credit: number | null;
  }>(
    db,
    `SELECT id, date, dates, created_at,
       CASE WHEN json_extract(remedy, '$.kind') = 'CREDIT' THEN json_extract(remedy, '$.amount') END AS credit
     FROM complaints WHERE aria_account_no = ? AND title_code = ?`,
    ariaAccountNo,
    titleCode,
  )) {
    const dates = row.dates ? (JSON.parse(row.dates) as string[]) : [row.date];
    // A complaint's credit is said on its row, as a stop's is (one row per event, never a second).
    const credit = row.credit !== null ? { credit: row.credit } : {};
    add(row.created_at, {
      kind: "complaint",
      complaintId: row.id,
      date: dates[0] ?? row.date,
      dates,
      ...credit,
    });
  }

  // Family sharing: the owner's invitations through their life, and the household a member joined.
  for (const row of many<{
    email: string;
    sent_at: number;
    accepted_at: number | null;
    withdrawn_at: number | null;
    ended_at: number | null;
  }>(
    db,
    "SELECT * FROM family_invitations WHERE owner_account_no = ? AND title_code = ?",
    ariaAccountNo,
    titleCode,
  )) {
    const family = (event: "sent" | "accepted" | "withdrawn" | "ended") =>
      ({ kind: "family-invitation", event, email: row.email }) as const;
    add(row.sent_at, family("sent"));
    if (row.accepted_at !== null) add(row.accepted_at, family("accepted"));
    if (row.withdrawn_at !== null) add(row.withdrawn_at, family("withdrawn"));
    if (row.ended_at !== null) add(row.ended_at, family("ended"));
  }
  for (const row of many<{ email: string | null; accepted_at: number; ended_at: number | null }>(
    db,
    `SELECT owner.email, f.accepted_at, f.ended_at FROM family_invitations f
       JOIN accounts owner ON owner.aria_account_no = f.owner_account_no
     WHERE f.member_account_no = ? AND f.title_code = ? AND f.accepted_at IS NOT NULL`,
    ariaAccountNo,
    titleCode,
  )) {
    add(row.accepted_at, { kind: "family-invitation", event: "joined", email: row.email ?? "" });
    if (row.ended_at !== null)
      add(row.ended_at, { kind: "family-invitation", event: "ended", email: row.email ?? "" });
  }

  // Business: the admin's invitations, and the one an employee received.
  for (const row of many<{ email: string; created_at: number; admin: number }>(
    db,
    `SELECT i.email, i.created_at, c.admin_account_no = ? AS admin FROM business_invitations i
       JOIN companies c ON c.id = i.company_id
     WHERE i.title_code = ? AND (c.admin_account_no = ? OR i.aria_account_no = ?)`,
    ariaAccountNo,
    titleCode,
    ariaAccountNo,
    ariaAccountNo,
  ))
    add(row.created_at, {
      kind: "business-invitation",
      event: row.admin ? "sent" : "received",
      email: row.email,
    });

  // Powers of attorney the holder gave on the title (ADR 054). `ended_by` is read when the table has
  // it (SELECT *): who ended a grant is not known for rows from before.
  for (const row of many<GrantRow & { ended_by?: string | null }>(
    db,
    "SELECT * FROM fullmakt_grants WHERE grantor_account_no = ? AND title_code = ?",
    ariaAccountNo,
    titleCode,
  )) {
    const grant = {
      kind: "fullmakt",
      helperName: row.helper_name,
      rights: rightsOf(row),
      validUntil: row.valid_until,
    } as const;
    add(row.created_at, { ...grant, event: "given" });
    if (row.accepted_at !== null) add(row.accepted_at, { ...grant, event: "accepted" });
    const endedBy = row.ended_by ?? undefined;
    if (row.ended_at !== null)
      add(row.ended_at, {
        ...grant,
        event: "ended",
        ...(endedBy === "grantor" || endedBy === "helper" ? { endedBy } : {}),
      });
  }

  for (const row of many<{ discount_code: string; applied_at: number }>(
    db,
    "SELECT discount_code, applied_at FROM discounts WHERE aria_account_no = ? AND title_code = ?",
    ariaAccountNo,
    titleCode,
  ))
    add(row.applied_at, { kind: "discount", discountCode: row.discount_code });

  // Newest first; at the same instant, what was recorded or derived later first (stable otherwise).
  return entries
    .map((e, index) => ({ ...e, index }))
    .sort((a, b) => b.ms - a.ms || b.index - a.index)
    .slice(0, HISTORY_MAX_ENTRIES)
    .map((e) => e.entry);
}

/**
 * The call that shows what each kind of entry tells of: a helper reads an entry only where the grant
 * lets them make that call (ENDPOINT_RIGHTS, ADR 054), so the history tells them no more than the
 * screens do. A kind whose call is never a helper's (family, business, consents) is the subscriber's.
 */
export const DESCRIBED_BY = {
  order: "getWithdrawal",
  "plan-change": "getSubscription",
  cancellation: "getSubscription",
  "cancellation-undone": "getSubscription",
  invoice: "getInvoices",
  payment: "getReceipts",
  "payment-failed": "getNextPayment",
  "payment-method": "getPaymentMethod",
  avtalegiro: "getMandate",
  efaktura: "getInvoiceDelivery",
  "delivery-change": "getDelivery",
  "carrier-note": "getDelivery",
  complaint: "getOpenComplaints",
  "family-invitation": "getFamily",
  "business-invitation": "getBusiness",
  consent: "getConsent",
  discount: "getDiscountDetails",
  fullmakt: "getFullmakt",
  // A gift is the giver's or the recipient's own, never a helper's to read (ADR 077).
  gift: "getGifts",
  pause: "getSubscription",
  "price-change": "getPriceChanges",
  "payment-day": "getNextPayment",
} as const satisfies Record<HistoryEntry["kind"], EndpointName>;

const EMAIL = /[^\s@<>(),;:]+@[^\s@<>(),;:]+\.[^\s@<>(),;:]*[^\s@<>(),;:.]/g;
/** A Norwegian number (8 digits, spaced or not, with or without +47/0047) or any longer one. */
const PHONE = /(?:\+|00)?(?:\d[\s.-]?){7,}\d/g;
/** The fields that hold what someone typed or an address: the rest are the platform's facts. */
const FREE_TEXT = ["text", "email"];

/** The entry without e-mail addresses or phone numbers in its free text, for a helper's eyes. */
function withoutContacts<E extends object>(entry: E): E {
  const copy = { ...entry } as Record<string, unknown>;
  for (const key of FREE_TEXT) {
    const value = copy[key];
    if (typeof value === "string") copy[key] = value.replace(EMAIL, "…").replace(PHONE, "…");
  }
  return copy as E;
}

export const historyHandlers = {
  getHistory: (ctx) => {
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    const account = ownAccount(ctx, ctx.params.accountNo);
    const entries = withMadeBy(
      ctx.db,
      account.aria_account_no,
      title.titleCode,
      historyOf(ctx.db, ctx.params.accountNo, title.titleCode),
    );
    const session = signedIn(ctx);
    if (account.spid_id === session.spidId) return entries;
    // A helper (ADR 054): only what the grant's calls show, and no one's contact details.
    const call = { accountNo: account.aria_account_no, titleCode: title.titleCode, spidId: session.spidId };
    const allowed = new Map<string, boolean>();
    const may = (endpoint: EndpointName) => {
      if (!allowed.has(endpoint))
        allowed.set(endpoint, helperMay(ctx.db, { ...call, endpoint, today: ctx.today }) === "granted");
      return allowed.get(endpoint)!;
    };
    return entries.filter((e) => may(DESCRIBED_BY[e.kind])).map(withoutContacts);
  },
} satisfies Partial<Handlers>;
