// Delivery at the dev backend's /api/ (app/api/contract/delivery.ts): the paper's address and
// delivery days, changes of delivery (stop, transfer, move) with the deadline the portal shows, and
// postal codes. Complaints about a paper that did not come as it should: complaint/handlers.ts.
import type { DeliveryAddress, DeliveryChange } from "#app/api/contract/delivery.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { findUser, randomToken } from "#scripts/dev-backend/core/deps.ts";
import { one, run, transaction, type Database } from "#scripts/dev-backend/core/sqlite.ts";
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
  newLastDayRefusal,
  nextPossibleDay,
  PAPER_SCHEDULE,
} from "#scripts/dev-backend/core/platform-rules.ts";
import { homeAddressOf, type AccountRow, type SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";
import { carrierNotesOf, saveCarrierNote } from "./carrier-notes.ts";
import { creditPerIssueOf, deliveryChangesOf, spanOf } from "./changes.ts";
import { nextPaperOf } from "./next-paper.ts";
import { removeStopCredit, stopCreditOf, writeStopCredit } from "./stop-credits.ts";

const NOT_PAPER = "Abonnementet har ikke papiravis";

function requirePaper(row: SubscriptionRow, message = NOT_PAPER) {
  if (row.plan_product_type !== "COMBO") throw new ApiError(409, message);
}

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
  // What was true when it was written: the last day before and after, and the stop's credit now.
  const credit = change.type === "STOP" ? stopCreditOf(ctx.db, change.id) : null;
  recordHistory(ctx.db, ctx.body.ariaAccountNo, titleCode, ctx.now, "delivery-change", {
    event: "new-last-day",
    changeId: change.id,
    type: change.type,
    fromDate: change.from,
    toDate,
    previousToDate: change.openEnd ? null : change.to,
    ...(credit ? { credit: credit.amount } : {}),
  });
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
    const notes = carrierNotesOf(db, params.accountNo, title.titleCode);
    return {
      name: address.coname ?? holderName(db, account),
      address,
      deliveryDays: [...PAPER_SCHEDULE.deliveryDays],
      deadline: PAPER_SCHEDULE.deadline,
      changes: changes.map((c) => (c.type === "TRANSFER" ? { ...c, note: notes.transfer(c.id) } : c)),
      nextPossible: nextPossibleDay(new Date(ctx.now)),
      stopCredit: perIssue === null ? null : { perIssue, issues: null, total: null },
      note: notes.home(address),
      nextPaper: nextPaperOf(db, params.accountNo, title, ctx.now),
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
         created_at, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        id,
        body.ariaAccountNo,
        title.titleCode,
        body.type,
        body.from,
        body.to,
        body.openEnd,
        body.address ? JSON.stringify(body.address) : null,
        ctx.now,
        ctx.origin,
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
      removeStopCredit(ctx.db, change.id, ctx.today, ctx.now);
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

  saveCarrierNote,

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
