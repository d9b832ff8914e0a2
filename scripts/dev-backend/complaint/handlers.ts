// Delivery complaints at the dev backend's /api/ (app/api/contract/complaint.ts, docs/decisions/037):
// the categories, the paper's last 30 days derived from the title's publication days, the address
// and the delivery changes and complaints kept here; registering a complaint with the remedy the
// reader chose; and the complaints whose remedy has not happened yet. The rules: rules.ts.
import type { DeliveryAddress, DeliveryChange } from "#app/api/contract/delivery.ts";
import type {
  DateRefusal,
  DeliveryDay,
  DeliveryHistory,
  RegisteredComplaint,
  Remedy,
  RemedyRefusal,
  RemedyKind,
  RemedyOffer,
} from "#app/api/contract/complaint.ts";
import type { Title } from "#app/title/title-schema.ts";
import { formatKroner, formatTime } from "#app/domain/format.ts";
import { osloDateTime } from "#app/domain/oslo-date.ts";
import { randomDigits } from "#scripts/dev-backend/core/deps.ts";
import { emailRequired } from "#scripts/dev-backend/messages/deliver.ts";
import {
  COMPLAINT_CODES,
  complaintWindowStart,
  creditPerIssue,
  inComplaintWindow,
  isPublicationDay,
  isRepeatedComplaint,
  paperEditionOf,
  publicationDaysBetween,
  REMEDIED_CATEGORIES,
  todaysPaper,
  whyNoRedelivery,
} from "./rules.ts";
import { many, one, run, transaction, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { issueComplaintCredit } from "#scripts/dev-backend/documents/ledger.ts";
import {
  ApiError,
  confirmByEmail,
  INVALID_REQUEST,
  knownTitle,
  norwegianDate,
  ownAccount,
  requireSubscription,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { complaintMustWait, disruptionFor } from "#scripts/dev-backend/disruptions/handlers.ts";
import { notAGiftSale } from "#scripts/dev-backend/gifts/tables.ts";
import { renewalAfter } from "#scripts/dev-backend/core/platform-rules.ts";
import { readerMessages, type ReaderMessages } from "#scripts/dev-backend/core/reader-messages.ts";
import { homeAddressOf, type AccountRow, type SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";
import { helperNameFor } from "#scripts/dev-backend/fullmakt/acts.ts";
import { fromHelper } from "#scripts/dev-backend/history/receipts.ts";

const NOT_PAPER = "Reklamasjon gjelder bare papiravisen";

interface ComplaintRow {
  id: string;
  aria_account_no: string;
  title_code: string;
  date: string;
  dates: string;
  category: string;
  comment: string;
  remedy: string;
  customer_service: number;
  created_at: number;
}

interface ChangeRow {
  type: DeliveryChange["type"];
  from_date: string;
  to_date: string | null;
  address: string | null;
}

const complaintsOf = (db: Database, ariaAccountNo: string, titleCode: string) =>
  many<ComplaintRow>(
    db,
    "SELECT * FROM complaints WHERE aria_account_no = ? AND title_code = ? ORDER BY created_at DESC, rowid DESC",
    ariaAccountNo,
    titleCode,
  );

const asComplaint = (row: ComplaintRow): RegisteredComplaint => ({
  complaintId: row.id,
  category: row.category,
  dates: JSON.parse(row.dates) as string[],
  remedy: JSON.parse(row.remedy) as Remedy,
  customerServiceContacts: row.customer_service === 1,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The paper's subscription to the title, which must be paper (409). */
function paperSubscription(db: Database, ariaAccountNo: string, titleCode: string): SubscriptionRow {
  const row = requireSubscription(db, ariaAccountNo, titleCode);
  if (row.plan_product_type !== "COMBO") throw new ApiError(409, NOT_PAPER);
  return row;
}

/**
 * Where the paper of `day` went, or null when a stop covers it: a transfer's address while it runs,
 * else the latest move started by then, else the home address. Withdrawn changes never happened.
 */
function addressOn(changes: readonly ChangeRow[], home: DeliveryAddress | null, day: string) {
  const covers = (c: ChangeRow) => c.from_date <= day && (c.to_date === null || day <= c.to_date);
  if (changes.some((c) => c.type === "STOP" && covers(c))) return null;
  const transfer = changes.find((c) => c.type === "TRANSFER" && covers(c));
  if (transfer?.address) return JSON.parse(transfer.address) as DeliveryAddress;
  const move = changes
    .filter((c) => c.type === "PERMANENT" && c.from_date <= day && c.address)
    .sort((a, b) => (a.from_date < b.from_date ? 1 : -1))[0];
  return move ? (JSON.parse(move.address!) as DeliveryAddress) : home;
}

/** The facts a complaint is judged by: the window's publication days, the remedies offered now. */
function factsOf(
  ctx: HandlerContext<"getDeliveryHistory" | "registerComplaint">,
  title: Title,
  ariaAccountNo: string,
) {
  const { db, today } = ctx;
  const subscription = paperSubscription(db, ariaAccountNo, title.titleCode);
  const edition = paperEditionOf(title, today);
  const home = homeAddressOf(db, ariaAccountNo);
  const changes = many<ChangeRow>(
    db,
    `SELECT type, from_date, to_date, address FROM delivery_changes
     WHERE aria_account_no = ? AND title_code = ? AND withdrawn_at IS NULL`,
    ariaAccountNo,
    title.titleCode,
  );
  const complaints = complaintsOf(db, ariaAccountNo, title.titleCode);
  const complainedAbout = new Map<string, string>();
  for (const c of complaints)
    for (const day of JSON.parse(c.dates) as string[]) complainedAbout.set(day, c.id);
  const first = [complaintWindowStart(today), subscription.start_date].sort().at(-1)!;
  const days = publicationDaysBetween(first, today, edition).map((date): DeliveryDay => {
    const address = addressOn(changes, home, date);
    const complaintId = complainedAbout.get(date) ?? null;
    const status = complaintId ? "COMPLAINED" : address ? "DELIVERED" : "STOPPED";
    return { date, status, address, complaintId };
  });
  const now = new Date(ctx.now);
  // Today's paper is not "delivered" before its time, nor while a disruption holds it back.
  const todays = days.find((d) => d.date === today);
  if (todays?.status === "DELIVERED" && todays.address) {
    const disruption = disruptionFor(db, todays.address.postalCode, today);
    todays.status = todaysPaper(now, edition, disruption) ?? "DELIVERED";
  }
  const noRedelivery = (dates: readonly string[]) =>
    whyNoRedelivery(
      dates,
      now,
      edition,
      todays?.status === "DELIVERED" ? (todays.address?.postalCode ?? null) : null,
    );
  const perIssue = creditPerIssue(subscription.price, subscription.billing_period);
  const remediesFor = (dates: readonly string[]): RemedyOffer[] => [
    ...(noRedelivery(dates) === null
      ? [
          {
            kind: "REDELIVERY" as const,
            categories: [...REMEDIED_CATEGORIES],
            date: today,
            cutoff: edition.redeliveryCutoff,
          },
        ]
      : []),
    { kind: "CREDIT", categories: [...REMEDIED_CATEGORIES], amountPerIssue: perIssue },
    { kind: "EXTEND", categories: [...REMEDIED_CATEGORIES], daysPerIssue: 1 },
  ];
  const registeredOn = complaints.map((c) => osloDateTime(new Date(c.created_at)).date);
  return {
    subscription,
    edition,
    days,
    remediesFor,
    noRedelivery,
    perIssue,
    nextIsRepeated: isRepeatedComplaint(registeredOn, today),
  };
}

/** Whether the remedy has happened by `today`: the day redelivered passed, the credit invoiced, the days added. */
function remedyDone(db: Database, row: ComplaintRow, today: string): boolean {
  const remedy = JSON.parse(row.remedy) as Remedy;
  switch (remedy.kind) {
    case "NONE":
      return true;
    case "REDELIVERY":
      return today > remedy.date;
    case "EXTEND":
      return today >= remedy.on;
    case "CREDIT":
      // An invoice for the period the credit was promised on (or a later one) has been made.
      return Boolean(
        one(
          db,
          `SELECT 1 FROM invoices WHERE aria_account_no = ? AND (title_code = ? OR title_code IS NULL)
           AND period_from >= ? AND ${notAGiftSale("invoices")}`,
          row.aria_account_no,
          row.title_code,
          remedy.on,
        ),
      );
  }
}

/** A unique complaint id: RK and eight digits. */
function newComplaintId(db: Database): string {
  let id: string;
  do id = `RK${randomDigits(8)}`;
  while (one(db, "SELECT 1 FROM complaints WHERE id = ?", id));
  return id;
}

const listOf = (dates: readonly string[]) => dates.map(norwegianDate).join(", ");

/** What the confirmation says will happen, in plain words of the title's language. */
function remedyText(remedy: Remedy, say: ReaderMessages) {
  switch (remedy.kind) {
    case "REDELIVERY":
      return say.redelivery(norwegianDate(remedy.date));
    case "CREDIT":
      return say.credit(formatKroner(remedy.amount), norwegianDate(remedy.on));
    case "EXTEND":
      return say.extend(remedy.days, norwegianDate(remedy.on));
    case "NONE":
      return say.noRemedy;
  }
}

function tellCustomerCentre(
  ctx: HandlerContext<"registerComplaint">,
  title: Title,
  account: AccountRow,
  complaintId: string,
) {
  const name = [account.given_name, account.family_name].filter(Boolean).join(" ");
  const about = { title, required: "to the customer centre" };
  emailRequired(
    ctx.deps,
    about,
    title.customerCenterEmail,
    `Til kundesenteret: ${name || "Kunden"} (kundenummer ${account.aria_account_no}` +
      (account.phone_number ? `, telefon ${account.phone_number}` : "") +
      `) har reklamert for tredje gang på 30 dager på ${title.name}, siste sak ${complaintId}. ` +
      `Ta kontakt med kunden om leveringen.`,
  );
}

export const complaintHandlers = {
  complaintCodes: () => COMPLAINT_CODES.map((c) => ({ ...c })),

  getDeliveryHistory: (ctx): DeliveryHistory => {
    const { params } = ctx;
    const title = knownTitle(ctx.deps, params.titleCode);
    ownAccount(ctx, params.ariaAccountNo);
    const facts = factsOf(ctx, title, params.ariaAccountNo);
    const why = facts.noRedelivery([ctx.today]);
    return {
      today: ctx.today,
      from: complaintWindowStart(ctx.today),
      days: facts.days,
      remedies: facts.remediesFor([ctx.today]),
      noRedelivery: why === "not-today" ? "no-paper-today" : why,
      nextIsRepeated: facts.nextIsRepeated,
      todayOpensAt:
        complaintMustWait(ctx.db, params.ariaAccountNo, title.titleCode, ctx.today, new Date(ctx.now))
          ?.until ?? null,
      deliveredBy: facts.edition.deliveredBy,
    };
  },

  getOpenComplaints: (ctx) => {
    const { db, params } = ctx;
    const title = knownTitle(ctx.deps, params.titleCode);
    ownAccount(ctx, params.ariaAccountNo);
    return complaintsOf(db, params.ariaAccountNo, title.titleCode)
      .filter((row) => !remedyDone(db, row, ctx.today))
      .map(asComplaint);
  },

  registerComplaint: (ctx) => {
    const { db, body, deps, today } = ctx;
    const title = knownTitle(deps, body.titleCode);
    const account = ownAccount(ctx, body.ariaAccountNo);
    const facts = factsOf(ctx, title, body.ariaAccountNo);
    const category = COMPLAINT_CODES.find((c) => c.code === body.category);
    if (!category) throw new ApiError(400, INVALID_REQUEST, { category: ["Ukjent kategori"] });

    const dates = [...new Set(body.dates)].sort();
    const problems = dates.flatMap((date): Array<[DateRefusal, string]> => {
      if (date > today) return [["future", `${norwegianDate(date)} er fram i tid`]];
      if (!inComplaintWindow(date, today))
        return [
          [
            "outside-window",
            `Du kan reklamere på aviser fra de siste 30 dagene, ikke ${norwegianDate(date)}`,
          ],
        ];
      const day = facts.days.find((d) => d.date === date);
      if (!day)
        return isPublicationDay(date, facts.edition)
          ? [["not-started", `Abonnementet hadde ikke startet ${norwegianDate(date)}`]]
          : [["no-paper", `Avisen kom ikke ut ${norwegianDate(date)}`]];
      if (day.status === "STOPPED") return [["stopped", `Avisen var stoppet ${norwegianDate(date)}`]];
      if (day.status === "COMPLAINED")
        return [["already-complained", `Du har allerede reklamert på avisen ${norwegianDate(date)}`]];
      if (day.status === "EXPECTED")
        return [
          [
            "not-yet-delivered",
            `Dagens avis er ikke levert ennå. Du kan reklamere på den etter kl. ${formatTime(facts.edition.deliveredBy)}`,
          ],
        ];
      // A disruption holds today's paper back: it may still come (ADR 038).
      const late = complaintMustWait(db, body.ariaAccountNo, title.titleCode, date, new Date(ctx.now));
      if (late?.until)
        return [
          [
            "disrupted",
            `Dagens avis er forsinket. Du kan reklamere på den etter kl. ${formatTime(late.until)}`,
          ],
        ];
      return [];
    });
    if (problems.length > 0) {
      const [code, message] = problems[0]!;
      throw new ApiError(422, message, { dates: problems.map(([, m]) => m) }, code);
    }

    const offered: RemedyKind[] = REMEDIED_CATEGORIES.includes(category.code)
      ? facts.remediesFor(dates).map((r) => r.kind)
      : [];
    if (!(body.remedy === "NONE" ? offered.length === 0 : offered.includes(body.remedy))) {
      const why = facts.noRedelivery(dates);
      const [code, message]: [RemedyRefusal, string] =
        body.remedy === "NONE"
          ? ["remedy-missing", "Velg hva som skal skje"]
          : body.remedy === "REDELIVERY" && offered.length > 0 && why === "after-cutoff"
            ? [
                "after-cutoff",
                `Det er for sent for ny levering i dag: fristen var kl. ${formatTime(facts.edition.redeliveryCutoff)}`,
              ]
            : body.remedy === "REDELIVERY" && offered.length > 0 && why === "outside-area"
              ? ["outside-area", "Vi kan ikke levere avisen på nytt til adressen din samme dag"]
              : ["not-offered", "Denne løsningen gis ikke for denne reklamasjonen"];
      throw new ApiError(422, message, { remedy: [message] }, code);
    }

    const nextPeriod = renewalAfter(facts.subscription.start_date, facts.subscription.billing_period, today);
    const remedy: Remedy =
      body.remedy === "REDELIVERY"
        ? { kind: "REDELIVERY", date: today }
        : body.remedy === "CREDIT"
          ? { kind: "CREDIT", amount: facts.perIssue * dates.length, on: nextPeriod }
          : body.remedy === "EXTEND"
            ? { kind: "EXTEND", days: dates.length, on: nextPeriod }
            : { kind: "NONE" };
    const complaintId = newComplaintId(db);
    transaction(db, () => {
      run(
        db,
        `INSERT INTO complaints (id, aria_account_no, title_code, date, dates, category, comment, remedy,
           customer_service, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        complaintId,
        body.ariaAccountNo,
        title.titleCode,
        dates[0]!,
        JSON.stringify(dates),
        category.code,
        body.comment,
        JSON.stringify(remedy),
        facts.nextIsRepeated,
        ctx.now,
      );
      const account = { titleCode: title.titleCode, ariaAccountNo: body.ariaAccountNo };
      const credit = remedy.kind === "CREDIT" ? { amount: remedy.amount, dates, today, now: ctx.now } : null;
      if (credit) issueComplaintCredit(db, account, complaintId, credit);
    });
    const say = readerMessages(title);
    // Made by a helper (ADR 054): the subscriber's confirmation says so.
    const helperName = helperNameFor(db, body.ariaAccountNo, title.titleCode, ctx.session!.spidId);
    const confirmation = say.complaintConfirmation({
      titleName: title.name,
      days: listOf(dates),
      category: say.complaintCategory[category.code],
      complaintId,
      remedy: remedyText(remedy, say),
      customerServiceContacts: facts.nextIsRepeated,
    });
    const about = { title, required: "a complaint's confirmation" };
    confirmByEmail(deps, account, about, fromHelper(title, helperName, confirmation));
    if (facts.nextIsRepeated) tellCustomerCentre(ctx, title, account, complaintId);
    return asComplaint(one<ComplaintRow>(db, "SELECT * FROM complaints WHERE id = ?", complaintId)!);
  },
} satisfies Partial<Handlers>;
