// Delivery at the dev backend's /api/ (app/api/contract/delivery.ts): the paper's address and
// delivery days, changes of delivery (stop, transfer, move) with the deadline the portal shows, and
// postal codes. Complaints about a paper that did not come as it should: complaint/handlers.ts.
import type { DeliveryAddress, DeliveryChange } from "#app/api/contract/delivery.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { findUser, randomToken } from "#scripts/dev-backend/core/deps.ts";
import { many, one, run, transaction, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { recordHistory } from "#scripts/dev-backend/history/handlers.ts";
import {
  ApiError,
  INVALID_REQUEST,
  knownTitle,
  norwegianDate,
  NOT_RUNNING,
  ownAccount,
  requireSubscription,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import {
  deliveryChangeStart,
  hasAccess,
  issuesIn,
  newLastDayRefusal,
  nextPossibleDay,
  PAPER_SCHEDULE,
  stopCreditPerIssue,
} from "#scripts/dev-backend/core/platform-rules.ts";
import { homeAddressOf, type AccountRow, type SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";
import { removeStopCredit, writeStopCredit } from "./stop-credits.ts";

const NOT_PAPER = "Abonnementet har ikke papiravis";

function requirePaper(row: SubscriptionRow, message = NOT_PAPER) {
  if (row.plan_product_type !== "COMBO") throw new ApiError(409, message);
}

interface DeliveryChangeRow {
  id: string;
  aria_account_no: string;
  title_code: string;
  type: DeliveryChange["type"];
  from_date: string;
  to_date: string | null;
  open_end: number;
  address: string | null;
  created_at: number;
  withdrawn_at: number | null;
}

/** What a stop is credited per issue for the account's subscription to a title, or null (no change). */
function creditPerIssueOf(db: Database, ariaAccountNo: string, titleCode: string): number | null {
  const row = one<SubscriptionRow>(
    db,
    "SELECT * FROM subscriptions WHERE aria_account_no = ? AND title_code = ?",
    ariaAccountNo,
    titleCode,
  );
  if (!row || row.plan_product_type !== "COMBO") return null;
  return stopCreditPerIssue(
    {
      instStatusCode: row.inst_status_code,
      subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: row.subscription_info1 },
    },
    row.price,
    row.billing_period,
  );
}

/** A stop's credit: per issue, and for a dated stop the issues in its span and the sum. */
function creditOf(r: DeliveryChangeRow, perIssue: number | null): DeliveryChange["credit"] {
  if (r.type !== "STOP") return undefined;
  if (perIssue === null) return null;
  if (r.to_date === null) return { perIssue, issues: null, total: null };
  const issues = issuesIn(r.from_date, r.to_date);
  return { perIssue, issues, total: Math.round(perIssue * issues * 100) / 100 };
}

/**
 * The account's delivery changes for a title, newest first, with their status as of `today`, and
 * the PERMANENT change that has moved the paper (the latest started one), if any.
 */
function deliveryChangesOf(db: Database, ariaAccountNo: string, titleCode: string, today: string) {
  const perIssue = creditPerIssueOf(db, ariaAccountNo, titleCode);
  const rows = many<DeliveryChangeRow>(
    db,
    `SELECT * FROM delivery_changes WHERE aria_account_no = ? AND title_code = ?
     ORDER BY created_at DESC, rowid DESC`,
    ariaAccountNo,
    titleCode,
  );
  const moved = rows
    .filter((r) => r.type === "PERMANENT" && r.withdrawn_at === null && r.from_date <= today)
    .sort((a, b) => (a.from_date === b.from_date ? 0 : a.from_date > b.from_date ? -1 : 1))[0];
  const status = (r: DeliveryChangeRow): DeliveryChange["status"] => {
    if (r.withdrawn_at !== null) return "WITHDRAWN";
    if (today < r.from_date) return "REGISTERED";
    // A move lasts until a later move has started.
    if (r.type === "PERMANENT") return r === moved ? "ACTIVE" : "DONE";
    return r.to_date !== null && today > r.to_date ? "DONE" : "ACTIVE";
  };
  const changes = rows.map((r): DeliveryChange => ({
    id: r.id,
    type: r.type,
    from: r.from_date,
    to: r.to_date,
    openEnd: r.open_end === 1,
    address: r.address ? (JSON.parse(r.address) as DeliveryAddress) : null,
    status: status(r),
    createdAt: new Date(r.created_at).toISOString(),
    ...(r.type === "STOP" ? { credit: creditOf(r, perIssue) } : {}),
  }));
  const movedTo = moved?.address ? (JSON.parse(moved.address) as DeliveryAddress) : null;
  return { changes, movedTo, perIssue };
}

/**
 * The postal code the account's paper goes to on `today` — a running transfer's, else the address it
 * was moved to, else the home address — or null when no paper comes (a running stop, no address).
 * For today's disruption (disruptions/handlers.ts).
 */
export function deliveryPostalCodeOn(
  db: Database,
  ariaAccountNo: string,
  titleCode: string,
  today: string,
): string | null {
  const { changes, movedTo } = deliveryChangesOf(db, ariaAccountNo, titleCode, today);
  const running = changes.find(
    (c) =>
      c.status === "ACTIVE" && c.type !== "PERMANENT" && c.from <= today && (c.to === null || today <= c.to),
  );
  if (running?.type === "STOP") return null;
  if (running?.address) return running.address.postalCode;
  return (movedTo ?? homeAddressOf(db, ariaAccountNo))?.postalCode ?? null;
}

/** The days a change occupies for the overlap rule: a move only its first day, others from–to. */
const spanOf = (c: Pick<DeliveryChange, "type" | "from" | "to">): [string, string] =>
  c.type === "PERMANENT" ? [c.from, c.from] : [c.from, c.to ?? "9999-12-31"];

/** The 400 fields of a delivery change whose type, dates and address do not fit together. */
function deliveryChangeProblems(body: {
  type: DeliveryChange["type"];
  from: string;
  to: string | null;
  openEnd: boolean;
  address: DeliveryAddress | null;
}): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (body.type === "STOP") {
    if (body.address) fields.address = ["En stans skal ikke ha adresse"];
  } else if (!body.address) fields.address = ["Skriv adressen avisen skal leveres til"];
  if (body.type === "PERMANENT") {
    if (body.to !== null) fields.to = ["En fast adresseendring har ingen siste dag"];
    if (body.openEnd) fields.openEnd = ["En fast adresseendring varer uansett til neste endring"];
  } else if (body.to === null && !body.openEnd)
    fields.to = ["Velg siste dag, eller at endringen varer til du gir beskjed"];
  else if (body.to !== null && body.openEnd)
    fields.to = ["Velg enten siste dag eller at endringen varer til du gir beskjed"];
  else if (body.to !== null && body.to < body.from) fields.to = ["Siste dag kan ikke være før første dag"];
  return fields;
}

const holderName = (db: Database, account: AccountRow) => {
  const user = account.spid_id === null ? undefined : findUser(db, account.spid_id);
  const given = account.given_name ?? user?.given_name;
  const family = account.family_name ?? user?.family_name;
  return [given, family].filter(Boolean).join(" ");
};

/** The signed-in user's delivery change `params.id` (404 if not theirs), and how to read it again. */
function ownChange(
  ctx: HandlerContext<"withdrawDeliveryChange" | "endDeliveryChange" | "moveDeliveryChangeEnd">,
) {
  const { body, params } = ctx;
  const title = knownTitle(ctx.deps, body.titleCode);
  ownAccount(ctx, body.ariaAccountNo);
  const find = () =>
    deliveryChangesOf(ctx.db, body.ariaAccountNo, title.titleCode, ctx.today).changes.find(
      (c) => c.id === params.id,
    );
  const change = find();
  if (!change) throw new ApiError(404, "Fant ikke endringen");
  return { find, change };
}

/**
 * The history's note of a change's new last day (the row keeps only the latest; ADR 030), and a
 * stop's credit reckoned again for its new span.
 */
function recordNewLastDay(
  ctx: HandlerContext<"endDeliveryChange" | "moveDeliveryChangeEnd">,
  change: DeliveryChange,
  toDate: string,
) {
  const titleCode = knownTitle(ctx.deps, ctx.body.titleCode).titleCode;
  if (change.type === "STOP")
    writeStopCredit(
      ctx.db,
      { id: change.id, ariaAccountNo: ctx.body.ariaAccountNo, titleCode, from: change.from, to: toDate },
      creditPerIssueOf(ctx.db, ctx.body.ariaAccountNo, titleCode),
      ctx.today,
      ctx.now,
    );
  recordHistory(
    ctx.db,
    ctx.body.ariaAccountNo,
    knownTitle(ctx.deps, ctx.body.titleCode).titleCode,
    ctx.now,
    "delivery-change",
    {
      event: "new-last-day",
      changeId: change.id,
      type: change.type,
      fromDate: change.from,
      toDate,
    },
  );
}

export const deliveryHandlers = {
  getDelivery: (ctx) => {
    const { db, params } = ctx;
    const title = knownTitle(ctx.deps, params.titleCode);
    const account = ownAccount(ctx, params.accountNo);
    requirePaper(requireSubscription(db, params.accountNo, title.titleCode));
    const home = homeAddressOf(db, params.accountNo);
    if (!home) throw new ApiError(404, "Fant ingen leveringsadresse");
    const { changes, movedTo, perIssue } = deliveryChangesOf(
      db,
      params.accountNo,
      title.titleCode,
      ctx.today,
    );
    const address = movedTo ?? home;
    return {
      name: address.coname ?? holderName(db, account),
      address,
      deliveryDays: [...PAPER_SCHEDULE.deliveryDays],
      deadline: PAPER_SCHEDULE.deadline,
      changes,
      nextPossible: nextPossibleDay(new Date(ctx.now)),
      stopCredit: perIssue === null ? null : { perIssue, issues: null, total: null },
    };
  },

  registerDeliveryChange: (ctx) => {
    const { db, body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const row = requireSubscription(db, body.ariaAccountNo, title.titleCode);
    requirePaper(row);
    if (!hasAccess(row.inst_status_code)) throw new ApiError(409, NOT_RUNNING);
    const problems = deliveryChangeProblems(body);
    if (Object.keys(problems).length > 0) throw new ApiError(400, INVALID_REQUEST, problems);
    // A delivery day whose deadline (12:00 the day before) has not passed (core/platform-rules.ts).
    const check = deliveryChangeStart(body.from, new Date(ctx.now));
    if (!check.ok) {
      const message = `Første dag må være ${norwegianDate(check.nextPossible)} eller senere`;
      throw new ApiError(422, message, { from: [message], nextPossible: [check.nextPossible] });
    }
    const [start, end] = spanOf(body);
    const clash = deliveryChangesOf(db, body.ariaAccountNo, title.titleCode, ctx.today).changes.find((c) => {
      if (c.status !== "REGISTERED" && c.status !== "ACTIVE") return false;
      const [from, to] = spanOf(c);
      return from <= end && start <= to;
    });
    if (clash)
      throw new ApiError(
        409,
        `Endringen overlapper en annen registrert endring fra ${norwegianDate(clash.from)}` +
          (clash.to ? ` til ${norwegianDate(clash.to)}` : ""),
      );
    const id = randomToken(9);
    const perIssue = body.type === "STOP" ? creditPerIssueOf(db, body.ariaAccountNo, title.titleCode) : null;
    transaction(db, () => {
      run(
        db,
        `INSERT INTO delivery_changes (id, aria_account_no, title_code, type, from_date, to_date, open_end, address,
         created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        id,
        body.ariaAccountNo,
        title.titleCode,
        body.type,
        body.from,
        body.to,
        body.openEnd,
        body.address ? JSON.stringify(body.address) : null,
        ctx.now,
      );
      if (body.type === "STOP")
        writeStopCredit(
          db,
          { id, ariaAccountNo: body.ariaAccountNo, titleCode: title.titleCode, from: body.from, to: body.to },
          perIssue,
          ctx.today,
          ctx.now,
        );
    });
    return deliveryChangesOf(db, body.ariaAccountNo, title.titleCode, ctx.today).changes.find(
      (c) => c.id === id,
    )!;
  },

  withdrawDeliveryChange: (ctx) => {
    const { find, change } = ownChange(ctx);
    if (change.status === "WITHDRAWN") throw new ApiError(409, "Endringen er allerede trukket tilbake");
    if (change.status !== "REGISTERED")
      throw new ApiError(409, "Endringen har startet og kan ikke trekkes tilbake");
    // Its first day's deadline (the day before, 12:00) has passed: it starts, as good as begun.
    if (change.from < nextPossibleDay(new Date(ctx.now)))
      throw new ApiError(409, "Fristen for å trekke tilbake endringen er passert");
    transaction(ctx.db, () => {
      run(ctx.db, "UPDATE delivery_changes SET withdrawn_at = ? WHERE id = ?", ctx.now, change.id);
      removeStopCredit(ctx.db, change.id);
    });
    return find()!;
  },

  endDeliveryChange: (ctx) => {
    const { db, body } = ctx;
    const { find, change } = ownChange(ctx);
    if (
      change.type === "PERMANENT" ||
      !change.openEnd ||
      (change.status !== "REGISTERED" && change.status !== "ACTIVE")
    ) {
      throw new ApiError(409, "Bare en pågående endring uten sluttdato kan avsluttes");
    }
    // The paper can come again on a possible delivery day after the first day of the change.
    const wanted = body.resumeOn > change.from ? body.resumeOn : addDays(change.from, 1);
    const check = deliveryChangeStart(wanted, new Date(ctx.now));
    if (!check.ok || wanted !== body.resumeOn) {
      const next = check.ok ? wanted : check.nextPossible;
      const message = `Avisen kan komme igjen tidligst ${next}`;
      throw new ApiError(422, message, { resumeOn: [message], nextPossible: [next] });
    }
    const toDate = addDays(body.resumeOn, -1);
    transaction(db, () => {
      run(db, "UPDATE delivery_changes SET to_date = ?, open_end = 0 WHERE id = ?", toDate, change.id);
      recordNewLastDay(ctx, change, toDate);
    });
    return find()!;
  },

  moveDeliveryChangeEnd: (ctx) => {
    const { db, body } = ctx;
    const { find, change } = ownChange(ctx);
    if (
      change.type === "PERMANENT" ||
      change.to === null ||
      (change.status !== "REGISTERED" && change.status !== "ACTIVE")
    ) {
      throw new ApiError(409, "Bare en registrert eller pågående endring med sluttdato kan få ny siste dag");
    }
    const refusal = newLastDayRefusal({ from: change.from, to: change.to }, body.to, new Date(ctx.now));
    if (refusal?.reason === "before-start") {
      const message = "Siste dag kan ikke være før første dag";
      throw new ApiError(422, message, { to: [message], reason: ["before-start"] });
    }
    if (refusal?.reason === "too-late") {
      const message = `Fristen er passert: siste dag kan tidligst være ${norwegianDate(refusal.lastDay)}`;
      throw new ApiError(422, message, {
        to: [message],
        reason: ["too-late"],
        nextPossible: [refusal.nextPossible],
        lastDay: [refusal.lastDay],
      });
    }
    const titleCode = knownTitle(ctx.deps, body.titleCode).titleCode;
    const clash = deliveryChangesOf(db, body.ariaAccountNo, titleCode, ctx.today).changes.find((c) => {
      if (c.id === change.id || (c.status !== "REGISTERED" && c.status !== "ACTIVE")) return false;
      const [from, to] = spanOf(c);
      return from <= body.to && change.from <= to;
    });
    if (clash) {
      const message =
        `Perioden overlapper en annen registrert endring fra ${norwegianDate(clash.from)}` +
        (clash.to ? ` til ${norwegianDate(clash.to)}` : "");
      throw new ApiError(422, message, { to: [message], reason: ["overlap"] });
    }
    transaction(db, () => {
      run(db, "UPDATE delivery_changes SET to_date = ? WHERE id = ?", body.to, change.id);
      recordNewLastDay(ctx, change, body.to);
    });
    return find()!;
  },

  lookupPostalCode: ({ db, params }) => {
    const row = one<{ postal_code: string; place: string }>(
      db,
      "SELECT * FROM postal_codes WHERE postal_code = ?",
      params.postalCode,
    );
    if (!row) throw new ApiError(404, "Ukjent postnummer");
    return { postalCode: row.postal_code, place: row.place };
  },
} satisfies Partial<Handlers>;
